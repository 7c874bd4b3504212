'use client';

import Cookies from 'js-cookie';
import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localizePath } from '@/lib/i18n/detect';
import { LOCALE_COOKIE, LOCALE_META, type Locale } from '@/lib/i18n/locales';
import styles from './Header.module.css';

/**
 * Language switcher (SPEC §2): only when the tenant offers more than one language; choosing one
 * stores it in the i18n_redirected cookie (365 days) and goes to that language's home.
 */
export function LanguageSwitcher({ languages }: { languages: readonly Locale[] }) {
  const t = useTranslations('Header');
  const current = useLocale() as Locale;
  const id = useId();
  if (languages.length < 2) return null;

  return (
    <nav aria-labelledby={id} className={styles.languages}>
      <span id={id} className="visually-hidden">
        {t('language')}
      </span>
      <ul>
        {languages.map((locale) => (
          <li key={locale}>
            <a
              href={localizePath(locale, '/')}
              hrefLang={LOCALE_META[locale].iso}
              lang={LOCALE_META[locale].iso}
              aria-current={locale === current ? 'true' : undefined}
              className={styles.languageLink}
              onClick={() => Cookies.set(LOCALE_COOKIE, locale, { path: '/', expires: 365, sameSite: 'Lax' })}
            >
              <span aria-hidden="true">{locale.toUpperCase()}</span>
              <span className="visually-hidden">{LOCALE_META[locale].name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
