'use client';

import { auth } from '@/lib/api/browser-calls';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useAuthErrorMessage } from '@/lib/auth/errors';
import { loginHref } from '@/lib/auth/redirect';
import { Link } from '@/lib/i18n/navigation';
import { FormAlert } from './FormStatus';
import styles from './Auth.module.css';

/**
 * After a sign-up: "check your inbox", naming the address, with a way to send the link again.
 * The heading takes the focus so the change of screen is announced.
 */
export function CheckInbox({ email }: { email: string }) {
  const t = useTranslations('Signup');
  const tCommon = useTranslations('AuthCommon');
  const message = useAuthErrorMessage();
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const inFlight = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const resend = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState('sending');
    try {
      await auth.resendValidation(email, locale);
      setState('sent');
    } catch {
      setState('failed');
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className={styles.state}>
      <h2 className={styles.resendTitle} tabIndex={-1} ref={headingRef}>
        {t('sentTitle')}
      </h2>
      <p>{t.rich('sentText', { email, strong: (chunks) => <strong className={styles.email}>{chunks}</strong> })}</p>
      <p className={styles.note}>{t('sentHint')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`button button-secondary ${styles.secondary}`}
          aria-disabled={state === 'sending' || undefined}
          onClick={resend}
        >
          {state === 'sending' ? tCommon('sending') : tCommon('resendLink')}
        </button>
        <Link href={loginHref()} className={`button ${styles.secondary}`}>
          {t('goToLogin')}
        </Link>
      </div>
      <FormAlert tone={state === 'failed' ? 'error' : 'success'}>
        {state === 'sent' ? <p>{tCommon('resentNeutral')}</p> : null}
        {state === 'failed' ? <p>{message('error.unavailable')}</p> : null}
      </FormAlert>
    </div>
  );
}
