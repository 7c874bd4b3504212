import { resolveLocale } from '@/lib/i18n/detect';
import { matchRoute } from '@/lib/routing/routes';
import type { Tenant } from '@/lib/tenants/schema';
import type { Step } from '../exchange';
import { tenantOf } from './security-headers';

/**
 * What shared caches must be told about an answer, from its request alone:
 * - 'private': a login-guarded page (route map: `guard.login`) depends on the visitor's cookie;
 * - 'vary-visitor': `/` answers other visitors with a redirect by cookie or browser language.
 */
export type CacheDirective = 'private' | 'vary-visitor';

/**
 *   ('/', tenant) → 'vary-visitor';  ('/usuario', tenant) → 'private';  ('/en/usuario', tenant) → 'private'
 *   ('/agenda', tenant) → null;  ('/%ff', tenant) → null
 */
export function cacheDirectiveFor(path: string, tenant: Tenant): CacheDirective | null {
  if (path === '/') return 'vary-visitor';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const locale = resolveLocale({ pathname: decoded, offered: tenant.languages, cookie: undefined, acceptLanguage: null });
  if (locale.kind !== 'serve') return null;
  const match = matchRoute(locale.path);
  return match.kind === 'route' && match.def.guard?.login ? 'private' : null;
}

/**
 * The Cache-Control and Vary a response leaves with, given the ones Next set.
 *   ('private', 's-maxage=300', 'rsc') → { cacheControl: 'private, no-store', vary: 'rsc' }
 *   ('vary-visitor', 's-maxage=300', 'rsc') → { cacheControl: 's-maxage=300', vary: 'rsc, Accept-Language, Cookie' }
 */
export function applyCacheDirective(
  directive: CacheDirective | null,
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

/** Next sets Cache-Control for the page it rendered; this corrects it for the cases above. */
export const cacheDirective: Step = ({ req, res, path, beforeHead }) => {
  const tenant = tenantOf(req);
  const directive = tenant ? cacheDirectiveFor(path(), tenant) : null;
  if (!directive) return 'continue';
  beforeHead(() => {
    const current = (name: string) => {
      const value = res.getHeader(name);
      return value === undefined ? undefined : String(value);
    };
    const { cacheControl, vary } = applyCacheDirective(directive, current('cache-control'), current('vary'));
    if (cacheControl) res.setHeader('Cache-Control', cacheControl);
    if (vary) res.setHeader('Vary', vary);
  });
  return 'continue';
};
