import { isApiError } from './errors';
import { NETWORKING_ERROR_MESSAGES, networkingErrorSchema, type NetworkingError, type NetworkingErrorKey } from './schemas/networking';

/**
 * Reading the refusals of the networking calls (./networking.ts): the error body, its key, and
 * the docs/product.md#errors message to show. Apart from the calls so `browser-calls` binds only functions that
 * take the transport.
 */

/** The NetworkingError body of a refusal, or null (network failure, another shape). */
export function networkingErrorOf(error: unknown): NetworkingError | null {
  if (!isApiError(error)) return null;
  const parsed = networkingErrorSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** The first error key of a networking refusal (e.g. 'networking.slot_unavailable'), or null. */
export function networkingErrorKey(error: unknown): string | null {
  const body = networkingErrorOf(error);
  return body ? (Object.values(body.errors).flat()[0] ?? null) : null;
}

/**
 * The `ApiErrors` catalogue key to show for a failed networking call (docs/product.md#errors): the key's own
 * message where it has one (slot no longer available, no room selected, unsubscribe blocked),
 * else the action's fallback.
 *
 *   networkingMessageKey(err, 'networking.accept_failed') → 'slotUnavailable' | 'networkingAcceptFailed'
 */
export function networkingMessageKey(error: unknown, fallback: NetworkingErrorKey): string {
  const key = networkingErrorKey(error) as NetworkingErrorKey | null;
  return (key && NETWORKING_ERROR_MESSAGES[key]) ?? NETWORKING_ERROR_MESSAGES[fallback] ?? 'loadingError';
}
