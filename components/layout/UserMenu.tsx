'use client';

import { useTranslations } from 'next-intl';
import { href } from '@/lib/routing/routes';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session-context';
import styles from './Header.module.css';

/**
 * Signed in: a greeting with edit-profile and log-out (log-out goes home).
 * Anonymous: a sign-in button when the tenant has the login feature.
 * Rendered in the browser only, so public pages stay the same bytes for everyone.
 */
export function UserMenu({ loginEnabled, profileEnabled }: { loginEnabled: boolean; profileEnabled: boolean }) {
  const t = useTranslations('Header');
  const router = useRouter();
  const customer = useSession((s) => s.customer);
  const logout = useSession((s) => s.logout);

  if (customer) {
    return (
      <div className={styles.user}>
        <span className={styles.greeting}>{t('greeting', { name: customer.name })}</span>
        {profileEnabled ? (
          <Link href={`${href('user')}#datos-personales`} className={styles.userLink}>
            {t('editProfile')}
          </Link>
        ) : null}
        <button
          type="button"
          className={`button button-secondary ${styles.userButton}`}
          onClick={async () => {
            await logout();
            router.push('/');
            router.refresh();
          }}
        >
          {t('logOut')}
        </button>
      </div>
    );
  }
  if (!loginEnabled) return null;
  return (
    <Link href={href('login')} className={`button ${styles.userButton}`}>
      {t('signIn')}
    </Link>
  );
}
