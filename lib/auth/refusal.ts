import { isApiError } from '@/lib/api/errors';

/**
 * What an API 403 means to a page rendered per request with the visitor's token (docs/product.md#errors, the
 * transport's rule in lib/api/client.ts):
 * - 'resource': a 403 that names why (`errors`, e.g. `live.forbidden` for a moderator screen, a
 *   ticket or registration a file needs): the session is fine, this one thing is not theirs.
 *   The page answers with the 403 page and HTTP 403 (`forbidden()`), not a redirect, not a 500.
 * - 'session': a bare 403: the token is no good (expired, signed out elsewhere). The session
 *   ends and the person signs in again (the private area's SessionEnded).
 * Anything else is null: not a 403.
 *
 *   forbiddenKind(new ApiError('', { code: 'forbidden', fieldErrors: { moderation: ['live.forbidden'] } })) → 'resource'
 *   forbiddenKind(new ApiError('', { code: 'forbidden' })) → 'session'
 */
export type ForbiddenKind = 'resource' | 'session';

export function forbiddenKind(error: unknown): ForbiddenKind | null {
  if (!isApiError(error) || error.code !== 'forbidden') return null;
  return Object.keys(error.fieldErrors).length > 0 ? 'resource' : 'session';
}
