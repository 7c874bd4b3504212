import { useTranslations } from 'next-intl';
import { languageSwitchHref } from '@/lib/i18n/detect';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import styles from './Header.module.css';

/**
 * Language switcher (docs/product.md#routes): only when the tenant offers more than one language. Each link
 * asks the middleware to store the choice in the i18n_redirected cookie (365 days) and go to
 * that language's home — plain links, so it works before (or without) JavaScript.
 */
export function LanguageSwitcher({ languages, current }: { languages: readonly Locale[]; current: Locale }) {
  const t = useTranslations('Header');
  if (languages.length < 2) return null;

  return (
    <nav aria-label={t('language')} className={styles.languages}>
      <ul>
        {languages.map((locale) => (
          <li key={locale}>
            <a
              href={languageSwitchHref(locale)}
              hrefLang={LOCALE_META[locale].iso}
              lang={LOCALE_META[locale].iso}
              aria-current={locale === current ? 'true' : undefined}
              className={styles.languageLink}
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
