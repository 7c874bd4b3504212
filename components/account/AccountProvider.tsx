'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Customer } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { useCustomerUpdates } from '@/lib/realtime/customer';
import { removeAuthCookie } from '@/lib/session/auth-cookie';
import { useSession } from '@/lib/stores/session-context';
import styles from './Account.module.css';

/** Why the private area stopped being shown while the page was open. */
export type SessionEnd = { kind: 'emailChanged'; email: string } | { kind: 'unsubscribed' };

interface AccountContextValue {
  customer: Customer;
  /** Keep the answer of a successful update (the header, avatar and forms read it). */
  setCustomer(customer: Customer): void;
  /** The header greeting reads the session store: refresh it after the name changed. */
  refreshSessionCustomer(): void;
  /** Email change or unsubscribe: sign out here (cookie and store), then say goodbye. */
  endSession(end: SessionEnd): void;
  /** A 403 from any call: the session is over; back to the login page, which returns here. */
  sessionExpired(): void;
}

const AccountContext = createContext<AccountContextValue | null>(null);

export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error('useAccount must be used inside <AccountProvider>');
  return value;
}

/**
 * The private area's client state: the customer as last saved, and the end of the session
 * (email change, unsubscribe, or a 403), after which the page shows a farewell instead of data
 * that no longer belongs to a signed-in person.
 */
export function AccountProvider({
  initialCustomer,
  loginPath,
  children,
}: {
  initialCustomer: Customer;
  /** the localised login path that returns here (`/en/iniciar-sesion?redirect=%2Fen%2Fusuario`) */
  loginPath: string;
  children: ReactNode;
}) {
  const [customer, setCustomer] = useState(initialCustomer);
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  const clear = useSession((s) => s.clear);
  const fetchCustomer = useSession((s) => s.fetchCustomer);

  const endSession = useCallback(
    (end: SessionEnd) => {
      removeAuthCookie();
      clear();
      setEnded(end);
      window.scrollTo({ top: 0 });
    },
    [clear],
  );

  const sessionExpired = useCallback(() => {
    removeAuthCookie();
    clear();
    window.location.assign(loginPath);
  }, [clear, loginPath]);

  const refreshSessionCustomer = useCallback(() => {
    fetchCustomer().catch(() => {
      // Only the header greeting would be stale; the page itself shows the saved data.
    });
  }, [fetchCustomer]);

  // Changed in another tab or device (customer.updated), or maybe missed while reconnecting: the
  // session store reads the customer again (the header greeting follows) and so does this page.
  useCustomerUpdates(ended ? null : customer.id, () => {
    fetchCustomer()
      .then((fresh) => {
        if (fresh) setCustomer(fresh);
      })
      .catch(() => {
        // The page keeps what it shows; the next update or reload reads it again.
      });
  });

  const value = useMemo(
    () => ({ customer, setCustomer, refreshSessionCustomer, endSession, sessionExpired }),
    [customer, refreshSessionCustomer, endSession, sessionExpired],
  );

  return (
    <AccountContext.Provider value={value}>
      {ended ? <Farewell end={ended} loginPath={loginPath} /> : children}
    </AccountContext.Provider>
  );
}

/** After an email change or an unsubscribe: what happened and what to do next. */
function Farewell({ end, loginPath }: { end: SessionEnd; loginPath: string }) {
  const t = useTranslations('Account');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className={`container ${styles.farewell}`}>
      <h1 ref={heading} tabIndex={-1} className={styles.farewellTitle}>
        {end.kind === 'emailChanged' ? t('farewell.emailChangedTitle') : t('farewell.unsubscribedTitle')}
      </h1>
      {end.kind === 'emailChanged' ? (
        <>
          <p>{t('farewell.emailChangedSent', { email: end.email })}</p>
          <p>{t('farewell.emailChangedSignedOut')}</p>
        </>
      ) : (
        <>
          <p>{t('farewell.unsubscribedText')}</p>
          <p>{t('farewell.unsubscribedSignedOut')}</p>
        </>
      )}
      <p className={styles.farewellActions}>
        {end.kind === 'emailChanged' ? (
          <a href={loginPath} className="button">
            {t('farewell.signIn')}
          </a>
        ) : null}
        <Link href={href('home')} className={end.kind === 'emailChanged' ? 'button button-secondary' : 'button'}>
          {t('farewell.home')}
        </Link>
      </p>
    </div>
  );
}
