'use client';

import { auth } from '@/lib/api/browser-calls';
import { useEffect, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/fields';
import { FormFrame } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm, useSubmitOnce } from '@/components/forms/use-api-form';
import { applyApiError, type AuthErrorKey } from '@/lib/auth/errors';
import { signInToForum, takeForumCredentials } from '@/lib/auth/forum';
import { afterLoginTo, loginHref } from '@/lib/auth/redirect';
import { twoFactorCodeSchema, TWO_FACTOR_CODE_LENGTH } from '@/lib/schemas/two-factor-code';
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
import { AuthSubmit, StateScreen, useAuthCatalogues } from './auth-form';
import { useBrowserValue } from './use-browser-value';
import styles from './Auth.module.css';

const ID = 'two-factor';
/** Keys after which this attempt is over: the visitor signs in again. */
const ENDING_KEYS: readonly string[] = ['two_factor.expired', 'two_factor.too_many_attempts'];


/**
 * `/factor-de-doble-autenticacion` (docs/product.md#routes, docs/product.md#states, docs/product.md#errors): the six-digit code sent by email. The
 * attempt (challenge, email, remember me, where to go next) comes from the login screen through
 * sessionStorage; without it the page explains and links to the login.
 */
export function TwoFactorForm({ forumUrl }: { forumUrl: string | null }) {
  const t = useTranslations('TwoFactor');
  const tCommon = useTranslations('AuthCommon');
  const tApi = useTranslations('ApiErrors');
  const locale = useLocale();
  const signIn = useSession((s) => s.signIn);
  const rememberDays = useSession((s) => s.rememberDays);
  // undefined: not read yet (server render); null: nothing pending. A resend updates it here.
  const stored = useBrowserValue<string | null | undefined>(() => readPendingTwoFactorRaw(), undefined);
  const [updated, setPending] = useState<PendingTwoFactor | null>(null);
  const pending = useMemo(() => (stored === undefined ? undefined : (updated ?? parsePendingTwoFactor(stored))), [stored, updated]);
  const [ended, setEnded] = useState<AuthErrorKey | null>(null);
  // docs/product.md#errors "Código incorrecto" has a title of its own; other failures are the result's lines.
  const [wrongCode, setWrongCode] = useState(false);
  const [resent, setResent] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const { pending: resending, run: runResend } = useSubmitOnce();
  const { register, submit, pending: sending, fail, result, setResult, text, fieldError, showSummary, summaryItems, summaryRef, messageRef, focusMessage } = useApiForm({
    schema: twoFactorCodeSchema,
    defaultValues: { code: '' },
    fields: ['code'],
    catalogues: useAuthCatalogues(),
    errorValues: () => ({ length: TWO_FACTOR_CODE_LENGTH }),
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

  const send = async ({ code }: { code: string }) => {
    if (!pending) return;
    try {
      const token = await auth.confirmTwoFactor(pending.challenge, code);
      if (!token) {
        // docs/product.md#errors: "Código incorrecto"; the typed code stays for correcting.
        setWrongCode(true);
        focusMessage();
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
      const failure = fail(error);
      const ending = failure.keys.find((k) => ENDING_KEYS.includes(k));
      if (ending) end(ending as AuthErrorKey);
    }
  };

  const resend = () =>
    runResend(async () => {
      if (!pending || wait > 0) return;
      setResent(false);
      setWrongCode(false);
      setResult(null);
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
          setResult({ tone: 'error', lines: failure.formErrors.map((key) => text(key)) });
          focusMessage();
        }
      }
    });

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
      <StateScreen tone={ended ? 'error' : 'info'} lines={[ended ? text(ended) : t('noChallenge')]}>
        <p>
          <Link href={loginHref()} className="button">
            {tCommon('backToLogin')}
          </Link>
        </p>
      </StateScreen>
    );
  }

  const busy = sending || leaving;

  return (
    <>
      <p className={styles.lead}>{t.rich('sentTo', { email: pending.email, strong: (chunks) => <strong className={styles.email}>{chunks}</strong> })}</p>
      <FormFrame
        id={ID}
        onSubmit={(event) => {
          setWrongCode(false);
          return submit(send)(event);
        }}
        summary={showSummary ? summaryItems(() => t('code'), () => `${ID}-code`) : null}
        summaryRef={summaryRef}
        className={styles.form}
      >
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
          error={fieldError('code')}
        />
        <FormResult ref={messageRef} result={wrongCode ? { tone: 'error', lines: [tApi('wrongCode')] } : result} title={wrongCode ? tApi('wrongCodeTitle') : undefined} />
        <AuthSubmit busy={busy} label={t('submit')} busyLabel={t('submitting')} />
      </FormFrame>
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
