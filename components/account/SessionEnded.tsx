'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { removeAuthCookie } from '@/lib/session/auth-cookie';
import { useSession } from '@/lib/stores/session-context';
import styles from './Account.module.css';

/**
 * The API refused the token (403: expired, signed out elsewhere, email changed): forget it here
 * and go to the login page, which brings the person back to the private area. Until the browser
 * moves (or without JavaScript) the page says so, with the link.
 */
export function SessionEnded({ loginPath }: { loginPath: string }) {
  const t = useTranslations('Account');
  const clear = useSession((s) => s.clear);

  useEffect(() => {
    removeAuthCookie();
    clear();
    window.location.replace(loginPath);
  }, [clear, loginPath]);

  return (
    <div className={`container ${styles.farewell}`}>
      <h1 className={styles.farewellTitle}>{t('sessionEnded.title')}</h1>
      <p>{t('sessionEnded.text')}</p>
      <p>
        <a href={loginPath} className="button">
          {t('sessionEnded.signIn')}
        </a>
      </p>
    </div>
  );
}
