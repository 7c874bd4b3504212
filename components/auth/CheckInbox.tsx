'use client';

import { auth } from '@/lib/api/browser-calls';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSubmitOnce } from '@/components/forms/use-api-form';
import { Notice } from '@/components/ui/Notice';
import { loginHref } from '@/lib/auth/redirect';
import { Link } from '@/lib/i18n/navigation';
import styles from './Auth.module.css';

/**
 * After a sign-up: "check your inbox", naming the address, with a way to send the link again.
 * The heading takes the focus so the change of screen is announced.
 */
export function CheckInbox({ email }: { email: string }) {
  const t = useTranslations('Signup');
  const tCommon = useTranslations('AuthCommon');
  const tApi = useTranslations('ApiErrors');
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'sent' | 'failed'>('idle');
  const { pending: sending, run } = useSubmitOnce();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const resend = () =>
    run(async () => {
      setState('idle');
      try {
        await auth.resendValidation(email, locale);
        setState('sent');
      } catch {
        // docs/product.md#errors: the API could not be reached or failed.
        setState('failed');
      }
    });

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
          aria-disabled={sending || undefined}
          onClick={resend}
        >
          {sending ? tCommon('sending') : tCommon('resendLink')}
        </button>
        <Link href={loginHref()} className={`button ${styles.secondary}`}>
          {t('goToLogin')}
        </Link>
      </div>
      <Notice live tone={state === 'failed' ? 'error' : 'success'}>
        {state === 'sent' ? <p>{tCommon('resentNeutral')}</p> : null}
        {state === 'failed' ? <p>{tApi('loadingError')}</p> : null}
      </Notice>
    </div>
  );
}
