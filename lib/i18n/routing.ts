import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from './locales';

/**
 * The one source of locales for next-intl. Locale negotiation itself happens in our own
 * middleware step (lib/i18n/detect.ts): tenants offer different languages and `eus` needs
 * hand-made browser detection, so next-intl's middleware is not used; its navigation
 * helpers are (they add the /en, /pt, /eus prefixes).
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
});
