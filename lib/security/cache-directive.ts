/**
 * What the middleware tells the server guard about shared caches (issue 14), on a response
 * header the guard removes before the response leaves:
 * - 'private': the answer depends on the visitor's cookies (a login-guarded page); shared caches
 *   must not keep it;
 * - 'vary-visitor': the same URL may redirect other visitors by cookie or Accept-Language (`/`).
 */
export const CACHE_DIRECTIVE_HEADER = 'x-ekitaldi-cache';
export type CacheDirective = 'private' | 'vary-visitor';

/**
 * The Cache-Control and Vary a response leaves with, given the ones Next set.
 *   ('private', 's-maxage=300', 'rsc') → { cacheControl: 'private, no-store', vary: 'rsc' }
 *   ('vary-visitor', 's-maxage=300', 'rsc') → { cacheControl: 's-maxage=300', vary: 'rsc, Accept-Language, Cookie' }
 */
export function applyCacheDirective(
  directive: string | null | undefined,
  cacheControl: string | undefined,
  vary: string | undefined,
): { cacheControl: string | undefined; vary: string | undefined } {
  if (directive === 'private') return { cacheControl: 'private, no-store', vary };
  if (directive === 'vary-visitor') {
    const parts = (vary ?? '').split(',').map((v) => v.trim()).filter(Boolean);
    for (const name of ['Accept-Language', 'Cookie']) {
      if (!parts.some((p) => p.toLowerCase() === name.toLowerCase())) parts.push(name);
    }
    return { cacheControl, vary: parts.join(', ') };
  }
  return { cacheControl, vary };
}
