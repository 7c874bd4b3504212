'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { auth } from '@/lib/api/browser-calls';
import type { ValidateResponse } from '@/lib/api/schemas/customer';
import { useErrorText } from '@/components/forms/error-text';
import { Notice } from '@/components/ui/Notice';
import { applyApiError, type AuthErrorKey } from '@/lib/auth/errors';
import { loginHref } from '@/lib/auth/redirect';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session-context';
import { useAuthCatalogues } from './auth-form';
import { ResendValidationForm } from './ResendValidationForm';
import { useTokenFromPath } from './use-token';
import styles from './Auth.module.css';

type State =
  | { kind: 'checking' }
  | { kind: 'confirmed'; result: ValidateResponse }
  | { kind: 'failed'; key: AuthErrorKey }
  | { kind: 'missing' };

/**
 * `/validate/{token}` (docs/product.md#states): confirms the address once, in the browser, then says what
 * happened. A bad, expired or used link gets a clear explanation and, where it helps, a form to
 * get a new link; `/validate` alone explains and offers the same form. `afterSignup` replaces the
 * plain sign-in link after a confirmed sign-up (what the registration still asks, and a sign-in
 * that leads there).
 */
export function ValidateEmail({ token: initialToken, afterSignup }: { token: string | null; afterSignup?: ReactNode }) {
  const t = useTranslations('Validate');
  const tCommon = useTranslations('AuthCommon');
  const message = useErrorText(useAuthCatalogues());
  const clear = useSession((s) => s.clear);
  const token = useTokenFromPath(initialToken);
  const [state, setState] = useState<State>(initialToken ? { kind: 'checking' } : { kind: 'missing' });
  const started = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    auth
      .validateEmail(token)
      .then((result) => {
        // A confirmed new address ends the old session (docs/product.md#states): forget it here too.
        if (result.kind === 'email_change') clear();
        setState({ kind: 'confirmed', result });
      })
      .catch((error: unknown) => {
        const failure = applyApiError(error, () => undefined, []);
        const key = (failure.keys.find((k) => k.startsWith('token.')) as AuthErrorKey | undefined) ?? failure.formErrors[0] ?? 'error.unavailable';
        setState({ kind: 'failed', key });
      });
  }, [token, clear]);

  useEffect(() => {
    if (state.kind !== 'checking') headingRef.current?.focus();
  }, [state.kind]);

  if (state.kind === 'checking') {
    return (
      <p className={styles.busy} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('checking')}
      </p>
    );
  }

  if (state.kind === 'confirmed') {
    const emailChange = state.result.kind === 'email_change';
    return (
      <div className={styles.state}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.resendTitle}>
          {emailChange ? t('emailChangedTitle') : t('confirmedTitle')}
        </h2>
        <Notice live tone="success">
          <p>
            {t.rich(emailChange ? 'emailChangedText' : 'confirmedText', {
              email: state.result.email,
              strong: (chunks) => <strong className={styles.email}>{chunks}</strong>,
            })}
          </p>
        </Notice>
        {!emailChange && afterSignup ? (
          afterSignup
        ) : (
          <p>
            <Link href={loginHref({ notice: emailChange ? 'emailChanged' : 'validated' })} className="button">
              {t('signIn')}
            </Link>
          </p>
        )}
      </div>
    );
  }

  if (state.kind === 'missing') {
    return (
      <div className={styles.state}>
        <p>{t('missing')}</p>
        <ResendValidationForm />
      </div>
    );
  }

  const used = state.key === 'token.used';
  // An address change cancelled (from the old address, or by a new password): nothing to resend.
  const cancelled = state.key === 'token.cancelled';
  const offerResend = state.key === 'token.invalid' || state.key === 'token.expired';
  return (
    <div className={styles.state}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.resendTitle}>
        {state.key === 'error.unavailable' ? t('unavailableTitle') : t('failedTitle')}
      </h2>
      <Notice live tone="error">
        <p>{message(state.key)}</p>
        <p>{used ? t('usedHint') : cancelled ? t('cancelledHint') : offerResend ? t('expiredHint') : t('retryHint')}</p>
      </Notice>
      <p>
        <Link href={loginHref()} className={used || cancelled ? 'button' : styles.inlineLink}>
          {tCommon('backToLogin')}
        </Link>
      </p>
      {offerResend ? <ResendValidationForm /> : null}
    </div>
  );
}
