import { LOCALES, type Locale } from './locale-list';

export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = 'es';

/** docs/product.md#routes locale table. `iso` goes to <html lang> and hreflang, so it must be valid BCP 47:
 *  "eus-ES" is not (Intl canonicalises it to "eu-ES"), hence eu-ES for Basque. */
export const LOCALE_META: Record<Locale, { iso: string; name: string }> = {
  es: { iso: 'es-ES', name: 'Español' },
  en: { iso: 'en-US', name: 'English' },
  pt: { iso: 'pt-BR', name: 'Português' },
  eus: { iso: 'eu-ES', name: 'Euskara' },
  fr: { iso: 'fr-FR', name: 'Français' },
  el: { iso: 'el-GR', name: 'Ελληνικά' },
};

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
