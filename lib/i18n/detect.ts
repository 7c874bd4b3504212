import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE_MAX_AGE, type Locale } from './locales';

/**
 * Maps one Accept-Language tag to a portal locale. `eus` is not canonical BCP 47, so browsers
 * send "eu" or "eu-ES": next-intl's matcher never finds it, hence this hand-written step.
 *   "eu-ES" → "eus"; "pt-PT" → "pt"; "en-GB" → "en"; "de" → null
 */
export function tagToLocale(tag: string): Locale | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'eu' || base === 'eus' || base === 'baq') return 'eus';
  return isLocale(base) ? base : null;
}

/** The first locale of an Accept-Language header that the tenant offers, by q-value. */
export function detectFromAcceptLanguage(header: string | null | undefined, offered: readonly Locale[]): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...paramsList] = part.trim().split(';');
      const q = paramsList.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((e) => e.tag && e.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = tagToLocale(tag);
    if (locale && offered.includes(locale)) return locale;
  }
  return null;
}

export type LocaleResolution =
  /** Serve `path` (locale prefix removed) in `locale`. */
  | { kind: 'serve'; locale: Locale; path: string }
  /**
   * Redirect; set the locale cookie on the way when `cookie` is given. Only `/es/...` →
   * unprefixed is permanent: a root redirect depends on the visitor and must never be cached.
   */
  | { kind: 'redirect'; location: string; permanent: boolean; cookie?: Locale }
  /** A language the tenant does not offer: 404. */
  | { kind: 'notFound'; locale: Locale };

/**
 * The locale step of the middleware (docs/product.md#routes): `es` is unprefixed; `/es/...` redirects to the
 * unprefixed path; a prefix the tenant does not offer is a 404; only at `/` the cookie, then
 * the browser language, may redirect to another language's home.
 */
export function resolveLocale(input: {
  pathname: string;
  offered: readonly Locale[];
  cookie: string | undefined;
  acceptLanguage: string | null;
}): LocaleResolution {
  const { pathname, offered, cookie, acceptLanguage } = input;
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first)) {
    const restPath = '/' + rest.join('/');
    if (first === DEFAULT_LOCALE) return { kind: 'redirect', location: restPath, permanent: true };
    if (!offered.includes(first)) return { kind: 'notFound', locale: DEFAULT_LOCALE };
    return { kind: 'serve', locale: first, path: restPath === '/' ? '/' : restPath.replace(/\/+$/, '') || '/' };
  }
  if (pathname === '/') {
    const fromCookie = isLocale(cookie) && offered.includes(cookie) ? cookie : null;
    const preferred = fromCookie ?? (cookie ? null : detectFromAcceptLanguage(acceptLanguage, offered));
    if (preferred && preferred !== DEFAULT_LOCALE) {
      return fromCookie
        ? { kind: 'redirect', location: `/${preferred}`, permanent: false }
        : { kind: 'redirect', location: `/${preferred}`, permanent: false, cookie: preferred };
    }
  }
  return { kind: 'serve', locale: DEFAULT_LOCALE, path: pathname };
}

export function localeCookieAttributes() {
  return { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' as const };
}

/** "/agenda" in "en" → "/en/agenda"; in "es" → "/agenda"; "/" in "eus" → "/eus". */
export function localizePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language-switcher parameter: `/?lang=eus` stores eus and goes to /eus. */
export const LANGUAGE_SWITCH_PARAM = 'lang';

/**
 * A language-switch request (docs/product.md#routes: changing language returns to that language's home):
 * the locale to switch to when `?lang=` names one the tenant offers, else null.
 */
export function requestedLanguageSwitch(params: URLSearchParams, offered: readonly Locale[]): Locale | null {
  const value = params.get(LANGUAGE_SWITCH_PARAM);
  return isLocale(value) && offered.includes(value) ? value : null;
}

/** The switcher's link for a language: works without JavaScript. */
export function languageSwitchHref(locale: Locale): string {
  return `/?${LANGUAGE_SWITCH_PARAM}=${locale}`;
}
