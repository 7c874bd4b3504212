'use client';

import { useTranslations } from 'next-intl';
import { href } from '@/lib/routing/routes';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session-context';
import styles from './Header.module.css';

/**
 * Signed in: a greeting with the attendee's own places ("my day", edit profile) and log-out
 * (log-out goes home). "My day" needs only an account (routes.myDay), so it is always offered.
 * Anonymous: a sign-in button when the tenant has the login feature.
 * Rendered in the browser only, so public pages stay the same bytes for everyone.
 *
 * Both states sit in one fixed-size slot (Header.module.css `.userSlot`, wide screens): the
 * greeting arrives after hydration, and a box that grew then would wrap the header's tools onto
 * a new row and move the whole page (signed-in CLS 0.27 at 1280 px). Signed in, it is compact:
 * the greeting and "my day" on one line (the greeting cut with an ellipsis when long), edit
 * profile and log-out under them.
 */
export function UserMenu({ loginEnabled, profileEnabled }: { loginEnabled: boolean; profileEnabled: boolean }) {
  const t = useTranslations('Header');
  const router = useRouter();
  const customer = useSession((s) => s.customer);
  const logout = useSession((s) => s.logout);

  if (customer) {
    return (
      <div className={styles.userSlot} data-user-slot>
        <div className={styles.user}>
          <span className={styles.greeting} title={t('greeting', { name: customer.name })}>
            {t('greeting', { name: customer.name })}
          </span>
          <Link href={href('myDay')} className={`${styles.userLink} ${styles.userMyDay}`}>
            {t('myDay')}
          </Link>
          {profileEnabled ? (
            <Link href={`${href('user')}#datos-personales`} className={`${styles.userLink} ${styles.userProfile}`}>
              {t('editProfile')}
            </Link>
          ) : null}
          <button
            type="button"
            className={`button button-secondary ${styles.userButton} ${styles.userLogOut}`}
            onClick={async () => {
              await logout();
              router.push('/');
              router.refresh();
            }}
          >
            {t('logOut')}
          </button>
        </div>
      </div>
    );
  }
  if (!loginEnabled) return null;
  return (
    <div className={styles.userSlot} data-user-slot>
      <Link href={href('login')} className={`button ${styles.userButton}`}>
        {t('signIn')}
      </Link>
    </div>
  );
}
