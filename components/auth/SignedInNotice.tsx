'use client';

import { useLocale, useTranslations } from 'next-intl';
import { afterLoginPath } from '@/lib/auth/redirect';
import { localizePath } from '@/lib/i18n/detect';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { useBrowserValue } from './use-browser-value';
import styles from './Auth.module.css';

/** What a signed-in visitor sees on a sign-in screen instead of its form. */
export function SignedInNotice({ name, profileEnabled }: { name: string; profileEnabled: boolean }) {
  const t = useTranslations('AuthCommon');
  const locale = useLocale();
  const target = useBrowserValue<string | null>(() => afterLoginPath(window.location.search, locale), null);
  const next = target === localizePath(locale, '/') ? null : target;

  return (
    <div className={styles.state} role="status">
      <h2 className={styles.resendTitle}>{t('signedInTitle')}</h2>
      <p>{t('signedInText', { name })}</p>
      <div className={styles.actions}>
        {next ? (
          <a href={next} className="button">
            {t('continue')}
          </a>
        ) : null}
        {profileEnabled ? (
          <Link href={href('user')} className={next ? 'button button-secondary' : 'button'}>
            {t('privateArea')}
          </Link>
        ) : null}
        <Link href="/" className="button button-secondary">
          {t('goHome')}
        </Link>
      </div>
    </div>
  );
}
