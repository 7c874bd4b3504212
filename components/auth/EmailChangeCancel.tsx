'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { account } from '@/lib/api/browser-calls';
import type { EmailChangeCancelled } from '@/lib/api/schemas/customer';
import { useErrorText } from '@/components/forms/error-text';
import { Notice } from '@/components/ui/Notice';
import { applyApiError, type AuthErrorKey } from '@/lib/auth/errors';
import { loginHref } from '@/lib/auth/redirect';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { useSession } from '@/lib/stores/session-context';
import { useAuthCatalogues } from './auth-form';
import { useKeptToken } from './use-token';
import styles from './Auth.module.css';

type State = { kind: 'asking' } | { kind: 'sending' } | { kind: 'done'; result: EmailChangeCancelled } | { kind: 'failed'; key: AuthErrorKey };

/**
 * `/cancelar-cambio-de-email/{token}`: the link of the notice an email change sends to the old
 * address. It acts only on the visitor's click (a mail scanner that follows links changes
 * nothing), then says what happened: the change cancelled, or undone if it had been made; every
 * session of the account ended (this browser's too); and, since whoever asked knew the password,
 * the way to a new one.
 */
export function EmailChangeCancel({ token: linkToken }: { token: string | null }) {
  const t = useTranslations('EmailChangeCancel');
  const tCommon = useTranslations('AuthCommon');
  const message = useErrorText(useAuthCatalogues());
  const clear = useSession((s) => s.clear);
  const { token, known, forget } = useKeptToken(linkToken, 'email-change-cancel');
  const [state, setState] = useState<State>({ kind: 'asking' });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.kind === 'done' || state.kind === 'failed') headingRef.current?.focus();
  }, [state.kind]);

  if (known && !token) return <p>{t('missing')}</p>;

  const cancel = async () => {
    if (!token || state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      const result = await account.cancelEmailChange(token);
      forget();
      // Every session of the account ended: this browser's too.
      clear();
      setState({ kind: 'done', result });
    } catch (error) {
      const failure = applyApiError(error, () => undefined, []);
      const key = (failure.keys.find((k) => k.startsWith('token.') || k === 'email.taken') as AuthErrorKey | undefined) ?? failure.formErrors[0] ?? 'error.unavailable';
      if (key.startsWith('token.')) forget();
      setState({ kind: 'failed', key });
    }
  };

  if (state.kind === 'done') {
    const { result } = state;
    const text = result.undone ? 'undone' : result.cancelled ? 'cancelled' : 'nothingPending';
    return (
      <div className={styles.state}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.resendTitle}>
          {t('doneTitle')}
        </h2>
        <Notice live tone="success">
          <p>{t.rich(text, { email: result.email, strong: (chunks) => <strong className={styles.email}>{chunks}</strong> })}</p>
          <p>{t('passwordAdvice')}</p>
        </Notice>
        <p>
          <Link href={href('passwordResetRequest')} className="button">
            {t('newPassword')}
          </Link>
        </p>
      </div>
    );
  }

  if (state.kind === 'failed') {
    return (
      <div className={styles.state}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.resendTitle}>
          {t('failedTitle')}
        </h2>
        <Notice live tone="error">
          <p>{message(state.key)}</p>
        </Notice>
        <p>
          <Link href={loginHref()} className={styles.inlineLink}>
            {tCommon('backToLogin')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.state}>
      <p>{t('lead')}</p>
      <p>
        <button type="button" className="button" onClick={cancel} disabled={!token} aria-disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? t('busy') : t('submit')}
        </button>
      </p>
    </div>
  );
}
