import { entitlementRefusalOf, type EntitlementRefusal } from '@/lib/api/entitlement-errors';
import { participationErrorKey, participationErrorOf } from '@/lib/api/participation-errors';
import type { ParticipationErrorKey, RegistrationConflict } from '@/lib/api/schemas';
import type es from '@/messages/es.json';
import { isSignedOut } from './signed-out';

type ApiErrorsKey = keyof (typeof es)['ApiErrors'];

/**
 * The docs/product.md#errors sentence (ApiErrors) of every participation refusal. Typed over the contract's keys,
 * so a key added to PARTICIPATION_ERROR_KEYS fails the type check until it has a message here.
 */
export const PARTICIPATION_MESSAGES: Record<ParticipationErrorKey, ApiErrorsKey> = {
  'registration.login_required': 'loginToRegister',
  'registration.room_required': 'noRoomSelected',
  'registration.room_full': 'roomFull',
  'registration.full': 'sessionFull',
  'registration.ticket_required': 'ticketNeeded',
  'registration.overlap': 'overlappingDates',
  'registration.duplicate_room': 'duplicateRoomRegistration',
  'registration.not_registered': 'notRegistered',
  'registration.closed': 'registrationClosed',
  'registration.required': 'registeredOnly',
  'registration.not_pending': 'loadingError',
  'survey.already_answered': 'surveyAlreadyAnswered',
  'survey.not_available': 'loadingError',
  'upload.type': 'uploadType',
  'upload.too_large': 'uploadTooLarge',
  'waitlist.not_full': 'waitlistNotFull',
};

/** What a failed registration call tells the visitor. */
export type RegistrationFailure =
  /** a rule refused it: its sentence, and the clashing session for an overlap */
  | { kind: 'rule'; key: ParticipationErrorKey; message: ApiErrorsKey; conflict: RegistrationConflict | null }
  /** the held ticket lacks the right (entitlement.<right>): say so and offer the ticket that has it */
  | ({ kind: 'entitlement' } & EntitlementRefusal)
  /** no or a dead token: sign in again (the transport already cleared a dead one) */
  | { kind: 'signed_out' }
  /** the API could not be reached or broke: docs/product.md#errors loading error */
  | { kind: 'unavailable' };

/**
 *   failureOf(422 {errors:{room_id:['registration.room_full']}}) → { kind: 'rule', key: 'registration.room_full', message: 'roomFull', conflict: null }
 *   failureOf(401 {errors:{customer:['registration.login_required']}}) → { kind: 'signed_out' }
 *   failureOf(network error) → { kind: 'unavailable' }
 *   failureOf(422 {errors:{ticket:['entitlement.in_person']}, upgrade:{ticketId:2,name:'Entrada completa'}})
 *     → { kind: 'entitlement', right: 'in_person', upgrade: { ticketId: 2, name: 'Entrada completa' } }
 */
export function failureOf(error: unknown): RegistrationFailure {
  const lacking = entitlementRefusalOf(error);
  if (lacking) return { kind: 'entitlement', ...lacking };
  if (isSignedOut(error)) return { kind: 'signed_out' };
  const key = participationErrorKey(error);
  if (key) {
    const conflict = key === 'registration.overlap' ? (participationErrorOf(error)?.conflict ?? null) : null;
    const message = key === 'registration.overlap' && conflict ? 'overlappingDatesWith' : PARTICIPATION_MESSAGES[key];
    return { kind: 'rule', key, message, conflict };
  }
  return { kind: 'unavailable' };
}
