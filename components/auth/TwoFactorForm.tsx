'use client';

import { auth } from '@/lib/api/browser-calls';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { applyApiError, useAuthErrorMessage, type AuthErrorKey } from '@/lib/auth/errors';
import { signInToForum, takeForumCredentials } from '@/lib/auth/forum';
import { afterLoginTo, loginHref } from '@/lib/auth/redirect';
import { twoFactorSchema, TWO_FACTOR_CODE_LENGTH, type TwoFactorValues } from '@/lib/auth/schemas';
import {
  clearPendingTwoFactor,
  parsePendingTwoFactor,
  readPendingTwoFactorRaw,
  resendWait,
  savePendingTwoFactor,
  type PendingTwoFactor,
} from '@/lib/auth/two-factor-storage';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session-context';
import { TextField } from './fields';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { FormAlert } from './FormStatus';
import { useFailureFocus, useSubmitOnce } from './use-auth-form';
import { useBrowserValue, useHydrated } from './use-browser-value';
import styles from './Auth.module.css';

const ID = 'two-factor';
/** Keys after which this attempt is over: the visitor signs in again. */
const ENDING_KEYS: readonly string[] = ['two_factor.expired', 'two_factor.too_many_attempts'];

type Alert = { kind: 'wrong' } | { kind: 'keys'; keys: AuthErrorKey[] };

/**
 * `/factor-de-doble-autenticacion` (SPEC §2, §4, §8): the six-digit code sent by email. The
 * attempt (challenge, email, remember me, where to go next) comes from the login screen through
 * sessionStorage; without it the page explains and links to the login.
 */
export function TwoFactorForm({ forumUrl }: { forumUrl: string | null }) {
  const t = useTranslations('TwoFactor');
  const tCommon = useTranslations('AuthCommon');
  const tApi = useTranslations('ApiErrors');
  const message = useAuthErrorMessage();
  const locale = useLocale();
  const signIn = useSession((s) => s.signIn);
  const rememberDays = useSession((s) => s.rememberDays);
  // undefined: not read yet (server render); null: nothing pending. A resend updates it here.
  const stored = useBrowserValue<string | null | undefined>(() => readPendingTwoFactorRaw(), undefined);
  const [updated, setPending] = useState<PendingTwoFactor | null>(null);
  const pending = useMemo(() => (stored === undefined ? undefined : (updated ?? parsePendingTwoFactor(stored))), [stored, updated]);
  const [ended, setEnded] = useState<AuthErrorKey | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const { pending: sending, run } = useSubmitOnce();
  const hydrated = useHydrated();
  const { summaryRef, alertRef, focusSummary, focusAlert } = useFailureFocus();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<TwoFactorValues>({
    resolver: zodResolver(twoFactorSchema) as unknown as Resolver<TwoFactorValues>,
    defaultValues: { code: '' },
    shouldFocusError: false,
  });

  const wait = pending ? resendWait(pending.sentAt, now) : 0;
  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [wait]);

  const end = (key: AuthErrorKey) => {
    clearPendingTwoFactor();
    takeForumCredentials();
    setEnded(key);
  };

  const send = (raw: TwoFactorValues) =>
    run(async () => {
      if (!pending) return;
      const { code } = twoFactorSchema.parse(raw);
      setAlert(null);
      try {
        const token = await auth.confirmTwoFactor(pending.challenge, code);
        if (!token) {
          // SPEC §8: "Código incorrecto"; the typed code stays for correcting.
          setAlert({ kind: 'wrong' });
          focusAlert();
          return;
        }
        setLeaving(true);
        setPending(pending); // keep showing the form while leaving, although storage is cleared
        clearPendingTwoFactor();
        try {
          await signIn(token, pending.remember);
        } catch {
          // The token is stored; the next page loads the customer.
        }
        const forum = takeForumCredentials();
        if (forum && forumUrl) await signInToForum(forumUrl, forum, pending.remember ? rememberDays : null);
        window.location.assign(afterLoginTo(pending.redirect, locale));
      } catch (error) {
        setLeaving(false);
        const failure = applyApiError(error, setError, ['code']);
        const ending = failure.keys.find((k) => ENDING_KEYS.includes(k));
        if (ending) {
          end(ending as AuthErrorKey);
          return;
        }
        setAlert({ kind: 'keys', keys: failure.formErrors });
        if (failure.fields.length) focusSummary();
        else focusAlert();
      }
    });

  const resend = async () => {
    if (!pending || resending || wait > 0) return;
    setResending(true);
    setResent(false);
    setAlert(null);
    try {
      await auth.resendTwoFactor(pending.challenge);
      const next = { ...pending, sentAt: Date.now() };
      savePendingTwoFactor(next);
      setPending(next);
      setNow(Date.now());
      setResent(true);
    } catch (error) {
      const failure = applyApiError(error, () => undefined, []);
      const ending = failure.keys.find((k) => ENDING_KEYS.includes(k) || k.startsWith('token.'));
      if (ending) end(ENDING_KEYS.includes(ending) ? (ending as AuthErrorKey) : 'two_factor.expired');
      else {
        setAlert({ kind: 'keys', keys: failure.formErrors });
        focusAlert();
      }
    } finally {
      setResending(false);
    }
  };

  if (pending === undefined) {
    return (
      <p className={styles.busy}>
        <span className={styles.spinner} aria-hidden="true" />
        {tCommon('loading')}
      </p>
    );
  }

  if (ended || pending === null) {
    return (
      <div className={styles.state}>
        <FormAlert tone={ended ? 'error' : 'info'}>
          <p>{ended ? message(ended) : t('noChallenge')}</p>
        </FormAlert>
        <p>
          <Link href={loginHref()} className="button">
            {tCommon('backToLogin')}
          </Link>
        </p>
      </div>
    );
  }

  const codeError = message(errors.code?.message, { length: TWO_FACTOR_CODE_LENGTH });
  const busy = sending || leaving;

  return (
    <>
      <p className={styles.lead}>{t.rich('sentTo', { email: pending.email, strong: (chunks) => <strong className={styles.email}>{chunks}</strong> })}</p>
      <form
        method="post"
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(send, () => {
          setAlert(null);
          focusSummary();
        })}
      >
        {submitCount > 0 && codeError ? (
          <ErrorSummary ref={summaryRef} id={`${ID}-errors`} items={[{ targetId: `${ID}-code`, label: t('code'), message: codeError }]} />
        ) : null}
        <TextField
          id={`${ID}-code`}
          label={t('code')}
          hint={t('codeHint', { length: TWO_FACTOR_CODE_LENGTH })}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={TWO_FACTOR_CODE_LENGTH + 2}
          spellCheck={false}
          required
          className={styles.codeInput}
          registration={register('code')}
          error={codeError}
        />
        <FormAlert ref={alertRef} tone="error" title={alert?.kind === 'wrong' ? tApi('wrongCodeTitle') : undefined}>
          {alert?.kind === 'wrong' ? <p>{tApi('wrongCode')}</p> : null}
          {alert?.kind === 'keys' ? alert.keys.map((key) => <p key={key}>{message(key)}</p>) : null}
        </FormAlert>
        <button type="submit" disabled={!hydrated} className={`button ${styles.submit}`} aria-disabled={busy || undefined}>
          {busy ? t('submitting') : t('submit')}
        </button>
      </form>
      <div className={styles.resend}>
        <h2 className={styles.resendTitle}>{t('resendTitle')}</h2>
        <p className={styles.note}>{t('resendText')}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={`button button-secondary ${styles.secondary}`}
            aria-disabled={resending || wait > 0 || undefined}
            aria-describedby={wait > 0 ? `${ID}-wait` : undefined}
            onClick={resend}
          >
            {resending ? tCommon('sending') : t('resend')}
          </button>
        </div>
        <p role="status" className={styles.note}>
          {resent ? t('resent') : ''}
        </p>
        {wait > 0 ? (
          <p id={`${ID}-wait`} className={styles.note}>
            {t('wait', { seconds: wait })}
          </p>
        ) : null}
        <p>
          <Link href={loginHref()} className={styles.inlineLink}>
            {t('otherAccount')}
          </Link>
        </p>
      </div>
    </>
  );
}
