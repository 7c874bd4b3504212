import { isApiError } from './errors';
import type { ParticipationError } from './schemas/conferences';
import { participationErrorBodyOf } from './schemas/guards';
import { PARTICIPATION_ERROR_KEYS, type ParticipationErrorKey } from './schemas/participation-keys';

/**
 * Reading a participation refusal (register, files, stream, survey): plain functions over an
 * ApiError, without the transport and without zod (the body is read by the light guard that
 * schemas/guards.test.ts holds to participationErrorSchema), so the session page's leaves
 * import them on first load for a few hundred bytes.
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
  const body = participationErrorBodyOf(error.data);
  return body && Object.keys(body.errors).length > 0 ? body : null;
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
