import { localizePath } from '@/lib/i18n/detect';
import type { Locale } from '@/lib/i18n/locales';
import { sameSitePath } from '@/lib/routing/redirect-gate';
import { href } from '@/lib/routing/routes';

/**
 * Where a visitor goes after signing in, and the query flags the sign-in screens pass each
 * other. The `redirect` parameter is the page the login guard came from (middleware passes the
 * public path with its language prefix, e.g. `/en/usuario`); only what the one redirect gate
 * (`lib/routing/redirect-gate.ts`) accepts is kept, so every screen that imports these
 * functions (sign-in, two-factor, SSO, the signed-in "continue" link) is gated.
 */

export const REDIRECT_PARAM = 'redirect';

/** Query flags of /iniciar-sesion that show a message above the form (never an email or token). */
export const LOGIN_NOTICES = ['exists', 'reset', 'validated', 'emailChanged'] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];
export const NOTICE_PARAM = 'aviso';

/**
 * The page after a sign-in: the same-site `redirect` of `search`, else the language's home.
 *
 *   afterLoginPath('?redirect=%2Fen%2Fusuario', 'en') → '/en/usuario'
 *   afterLoginPath('?redirect=%2F%2Fevil.com', 'es') → '/'
 */
export function afterLoginPath(search: string, locale: Locale): string {
  return afterLoginTo(new URLSearchParams(search).get(REDIRECT_PARAM), locale);
}

/** The same for a redirect kept elsewhere (the two-factor step keeps it in sessionStorage). */
export function afterLoginTo(redirect: string | null | undefined, locale: Locale): string {
  const wanted = sameSitePath(redirect);
  // Never back to a sign-in screen: that would show the form (or "you are signed in") again.
  if (wanted && !isSignInScreen(wanted)) return wanted;
  return localizePath(locale, '/');
}

/** The same-site redirect of `search`, or null (to carry it from one sign-in screen to the next). */
export function redirectOf(search: string): string | null {
  return sameSitePath(new URLSearchParams(search).get(REDIRECT_PARAM));
}

const SIGN_IN_SCREENS = [href('login'), href('twoFactor'), '/login-sso', '/registro-sso'];

function isSignInScreen(path: string): boolean {
  // The gate already decoded and normalised the path; it is valid percent-encoding.
  const pathname = decodeURIComponent(path.split(/[?#]/)[0] ?? '');
  const parts = pathname.split('/').filter(Boolean);
  // drop a language prefix
  const rest = parts.length > 0 && /^(en|es|pt|eus|fr|el)$/.test(parts[0]!) ? parts.slice(1) : parts;
  const bare = '/' + rest.join('/');
  return SIGN_IN_SCREENS.some((screen) => bare === screen || bare.startsWith(screen + '/'));
}

/**
 * A locale-free link to the login page with its query (for next-intl's Link / router, which
 * add the language prefix): loginHref({ notice: 'exists' }) → '/iniciar-sesion?aviso=exists'.
 */
export function loginHref(query: { notice?: LoginNotice; redirect?: string | null } = {}): string {
  const params = new URLSearchParams();
  if (query.notice) params.set(NOTICE_PARAM, query.notice);
  if (query.redirect) params.set(REDIRECT_PARAM, query.redirect);
  const qs = params.toString();
  return qs ? `${href('login')}?${qs}` : href('login');
}

/** The notice flag of a login URL's query, when it is one we know. */
export function noticeOf(search: string): LoginNotice | null {
  const value = new URLSearchParams(search).get(NOTICE_PARAM);
  return (LOGIN_NOTICES as readonly string[]).includes(value ?? '') ? (value as LoginNotice) : null;
}
