import { isApiError } from '@/lib/api/errors';
import { NETWORKING_ERROR_KEYS, NETWORKING_ERROR_MESSAGES, type NetworkingErrorKey } from '@/lib/api/schemas/networking';
import type es from '@/messages/es.json';

export type ApiErrorsKey = keyof (typeof es)['ApiErrors'];

/** What the person was doing when a networking call failed: it picks the docs/product.md#errors fallback. */
export type NetworkingAction = 'request' | 'accept' | 'reject' | 'cancel' | 'event' | 'off' | 'load';

const FALLBACK: Record<NetworkingAction, ApiErrorsKey> = {
  request: 'networkingRequestFailed',
  accept: 'networkingAcceptFailed',
  reject: 'networkingRejectFailed',
  cancel: 'networkingCancelFailed',
  event: 'eventSaveFailed',
  off: 'loadingError',
  load: 'loadingError',
};

/** What a failed networking call means for the screen. */
export type NetworkingFailure =
  /** the slot or room went meanwhile: say so and offer the choice again (fresh blocks / rooms) */
  | { kind: 'taken'; key: 'networking.slot_unavailable' | 'networking.room_unavailable'; message: ApiErrorsKey }
  /** turning off refused: the person has an associated networking event */
  | { kind: 'blocked'; key: 'networking.unsubscribe_blocked'; message: ApiErrorsKey }
  /** the caller's networking is not on (turned off in another tab): back to the enable screen */
  | { kind: 'not_enabled'; key: 'networking.not_enabled'; message: ApiErrorsKey }
  /** the token is gone (bare 403 or 401): sign in again */
  | { kind: 'signed_out'; key: 'networking.login_required' | null; message: ApiErrorsKey }
  /** any other refusal or an unreachable API: the action's docs/product.md#errors sentence */
  | { kind: 'failed'; key: NetworkingErrorKey | null; message: ApiErrorsKey };

/** The networking key of a refusal (`{errors: {slotId: ['networking.slot_unavailable']}}`), or null. */
export function networkingErrorKey(error: unknown): NetworkingErrorKey | null {
  if (!isApiError(error)) return null;
  const errors = (error.data as { errors?: Record<string, unknown> } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return null;
  for (const list of Object.values(errors)) {
    if (!Array.isArray(list)) continue;
    const key = list.find((k): k is NetworkingErrorKey => (NETWORKING_ERROR_KEYS as readonly string[]).includes(k));
    if (key) return key;
  }
  return null;
}

/**
 *   failureOf(409 {errors:{slotId:['networking.slot_unavailable']}}, 'accept') → { kind: 'taken', message: 'slotUnavailable', … }
 *   failureOf(409 {errors:{status:['networking.invalid_state']}}, 'cancel')    → { kind: 'failed', message: 'networkingCancelFailed', … }
 *   failureOf(network error, 'request')                                        → { kind: 'failed', key: null, message: 'networkingRequestFailed' }
 */
export function networkingFailureOf(error: unknown, action: NetworkingAction): NetworkingFailure {
  const key = networkingErrorKey(error);
  const mapped = key ? (NETWORKING_ERROR_MESSAGES[key] as ApiErrorsKey | undefined) : undefined;
  if (key === 'networking.slot_unavailable' || key === 'networking.room_unavailable') return { kind: 'taken', key, message: mapped ?? 'slotUnavailable' };
  if (key === 'networking.unsubscribe_blocked') return { kind: 'blocked', key, message: 'networkingUnsubscribeBlocked' };
  if (key === 'networking.room_required') return { kind: 'failed', key, message: 'noRoomSelected' };
  if (key === 'networking.not_enabled') return { kind: 'not_enabled', key, message: FALLBACK[action] };
  if (key === 'networking.login_required') return { kind: 'signed_out', key, message: FALLBACK[action] };
  // A 403 without a reason is a dead token (the transport has dropped it already).
  if (!key && isApiError(error) && error.code === 'forbidden') return { kind: 'signed_out', key: null, message: FALLBACK[action] };
  return { kind: 'failed', key, message: FALLBACK[action] };
}
