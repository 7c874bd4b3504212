import { isApiError } from './errors';
import { participationErrorSchema, PARTICIPATION_ERROR_KEYS, type ParticipationError, type ParticipationErrorKey } from './schemas';

/**
 * Reading a participation refusal (register, files, stream, survey): plain functions over an
 * ApiError, without the transport, so the session page's leaves import them without axios.
 */

/**
 * The body of a participation refusal (keys, and the clashing session of registration.overlap),
 * or null when the error is not such an answer.
 *
 *   participationErrorOf(err)?.errors.conference → ['registration.overlap']
 *   participationErrorOf(err)?.conflict          → { id, slug, title, startsAt, endsAt }
 */
export function participationErrorOf(error: unknown): ParticipationError | null {
  if (!isApiError(error)) return null;
  const parsed = participationErrorSchema.safeParse(error.data);
  return parsed.success && Object.keys(parsed.data.errors).length > 0 ? parsed.data : null;
}

/** The first participation key of a refusal ('registration.room_full', …), or null. */
export function participationErrorKey(error: unknown): ParticipationErrorKey | null {
  const body = participationErrorOf(error);
  if (!body) return null;
  for (const keys of Object.values(body.errors)) {
    const key = keys.find((k): k is ParticipationErrorKey => (PARTICIPATION_ERROR_KEYS as readonly string[]).includes(k));
    if (key) return key;
  }
  return null;
}
