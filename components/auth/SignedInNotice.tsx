'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSession } from '@/lib/stores/session-context';
import { afterLoginPath } from '@/lib/auth/redirect';
import { localizePath } from '@/lib/i18n/detect';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { useBrowserValue } from './use-browser-value';
import styles from './Auth.module.css';

/**
 * What a signed-in visitor sees on a sign-in or sign-up screen instead of its form: who they are
 * signed in as, the way on, and signing out here to use (sign-in) or create (sign-up, invitation
 * sign-up) another account — the form then shows in place.
 */
export function SignedInNotice({
  name,
  email,
  profileEnabled,
  purpose = 'signIn',
}: {
  name: string;
  email?: string | null;
  profileEnabled: boolean;
  purpose?: 'signIn' | 'signUp';
}) {
  const t = useTranslations('AuthCommon');
  const logout = useSession((s) => s.logout);
  const [leaving, setLeaving] = useState(false);
  const locale = useLocale();
  const target = useBrowserValue<string | null>(() => afterLoginPath(window.location.search, locale), null);
  const next = target === localizePath(locale, '/') ? null : target;

  return (
    <div className={styles.state} role="status">
      <h2 className={styles.resendTitle}>{t('signedInTitle')}</h2>
      <p>{email ? t('signedInAs', { name, email }) : t('signedInText', { name })}</p>
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
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={leaving || undefined}
          onClick={async () => {
            if (leaving) return;
            setLeaving(true);
            // The session store empties the customer: the screen's own form takes this notice's place.
            await logout();
          }}
        >
          {purpose === 'signUp' ? t('signOutToCreate') : t('signOutToSwitch')}
        </button>
      </div>
    </div>
  );
}
