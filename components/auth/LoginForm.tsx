'use client';

import { auth } from '@/lib/api/browser-calls';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { applyApiError, useAuthErrorMessage, type AuthErrorKey } from '@/lib/auth/errors';
import { holdForumCredentials, signInToForum } from '@/lib/auth/forum';
import { afterLoginPath, noticeOf, redirectOf, type LoginNotice } from '@/lib/auth/redirect';
import { loginSchema, type LoginValues } from '@/lib/auth/schemas';
import { savePendingTwoFactor } from '@/lib/auth/two-factor-storage';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { useSession } from '@/lib/stores/session-context';
import { CheckboxField, PasswordField, TextField } from './fields';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/ErrorSummary';
import { FormAlert } from './FormStatus';
import { SignedInNotice } from './SignedInNotice';
import { useFailureFocus, useSubmitOnce } from './use-auth-form';
import { useBrowserValue, useHydrated } from './use-browser-value';
import styles from './Auth.module.css';

const ID = 'login';
const FIELDS = ['email', 'password', 'propagate'] as const;

type Alert =
  | { kind: 'failed' }
  | { kind: 'unverified'; email: string; resent: boolean; resending: boolean }
  | { kind: 'keys'; keys: AuthErrorKey[] };

export interface LoginFormProps {
  /** isInternalEvent + propagateUsersPortals: the propagation consent is required (SPEC §5). */
  requirePropagation: boolean;
  /** the tenant's forum, where forum login is enabled */
  forumUrl: string | null;
  /** show the sign-up link (feature `register`; not with `hidden_register` alone) */
  showSignup: boolean;
  profileEnabled: boolean;
}

/**
 * `/iniciar-sesion` (SPEC §2, §4, §5, §8): email, password, remember me and, where accounts are
 * shared with another portal, the propagation consent. Success goes to the same-site
 * `?redirect=` or home; a two-factor account goes on to the code screen.
 */
export function LoginForm({ requirePropagation, forumUrl, showSignup, profileEnabled }: LoginFormProps) {
  const t = useTranslations('Login');
  const tCommon = useTranslations('AuthCommon');
  const tApi = useTranslations('ApiErrors');
  const message = useAuthErrorMessage();
  const locale = useLocale();
  const router = useRouter();
  const customer = useSession((s) => s.customer);
  const signIn = useSession((s) => s.signIn);
  const rememberDays = useSession((s) => s.rememberDays);
  const schema = useMemo(() => loginSchema(requirePropagation), [requirePropagation]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<LoginValues>({
    resolver: zodResolver(schema) as unknown as Resolver<LoginValues>,
    defaultValues: { email: '', password: '', remember: false, propagate: false },
    shouldFocusError: false,
  });
  const { pending, run } = useSubmitOnce();
  const hydrated = useHydrated();
  const { summaryRef, alertRef, focusSummary, focusAlert } = useFailureFocus();
  const [alert, setAlert] = useState<Alert | null>(null);
  const notice = useBrowserValue<LoginNotice | null>(() => noticeOf(window.location.search), null);
  const [leaving, setLeaving] = useState(false);
  // A signed-in visitor sees "you are signed in", except right after signing in here.
  const [signedInHere, setSignedInHere] = useState(false);

  const finish = async (token: string, values: { email: string; password: string; remember: boolean }) => {
    setSignedInHere(true);
    setLeaving(true);
    try {
      await signIn(token, values.remember);
    } catch {
      // The customer loads again on the next page; the token is stored already.
    }
    if (forumUrl) await signInToForum(forumUrl, values, values.remember ? rememberDays : null);
    window.location.assign(afterLoginPath(window.location.search, locale));
  };

  const send = (raw: LoginValues) =>
    run(async () => {
      const values = schema.parse(raw);
      setAlert(null);
      try {
        const answer = await auth.login({
          user: { email: values.email, password: values.password, ...(requirePropagation ? { propagate: values.propagate } : {}) },
        });
        if (answer.twoFactorRequired && answer.challenge) {
          savePendingTwoFactor({
            challenge: answer.challenge,
            email: values.email,
            remember: values.remember,
            redirect: redirectOf(window.location.search),
            sentAt: Date.now(),
          });
          // Kept in memory across the client-side move only, for the forum after the code.
          holdForumCredentials(forumUrl ? { email: values.email, password: values.password } : null);
          setLeaving(true);
          router.push(href('twoFactor'));
          return;
        }
        if (!answer.token) throw new Error('login answered neither a token nor a challenge');
        await finish(answer.token, values);
      } catch (error) {
        setLeaving(false);
        const failure = applyApiError(error, setError, FIELDS);
        if (failure.keys.includes('auth.email_not_verified')) {
          setAlert({ kind: 'unverified', email: values.email, resent: false, resending: false });
        } else if (failure.keys.includes('auth.failed')) {
          setAlert({ kind: 'failed' });
        } else if (failure.formErrors.length) {
          setAlert({ kind: 'keys', keys: failure.formErrors });
        }
        if (failure.fields.length) focusSummary();
        else focusAlert();
      }
    });

  const resend = async () => {
    if (alert?.kind !== 'unverified' || alert.resending) return;
    setAlert({ ...alert, resending: true });
    try {
      await auth.resendValidation(alert.email, locale);
      setAlert({ ...alert, resending: false, resent: true });
    } catch {
      setAlert({ kind: 'keys', keys: ['error.unavailable'] });
      focusAlert();
    }
  };

  if (customer && !signedInHere) return <SignedInNotice name={customer.name} profileEnabled={profileEnabled} />;

  const labels: Record<(typeof FIELDS)[number], string> = {
    email: tCommon('email'),
    password: tCommon('password'),
    propagate: t('propagate'),
  };
  const fieldError = (name: (typeof FIELDS)[number]) => message(errors[name]?.message);
  const summary: ErrorSummaryItem[] = FIELDS.filter((name) => errors[name]?.message).map((name) => ({
    targetId: `${ID}-${name}`,
    label: labels[name],
    message: fieldError(name),
  }));
  const busy = pending || leaving;

  return (
    <>
      {notice ? (
        <div className={styles.lead}>
          <FormAlert tone={notice === 'exists' ? 'info' : 'success'}>
            <p>{notice === 'exists' ? tApi('userExists') : t(`notice.${notice}`)}</p>
          </FormAlert>
        </div>
      ) : null}
      <form
        method="post"
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(send, () => {
          setAlert(null);
          focusSummary();
        })}
        aria-describedby={`${ID}-required-note`}
      >
        {submitCount > 0 ? <ErrorSummary ref={summaryRef} id={`${ID}-errors`} items={summary} /> : null}
        <p id={`${ID}-required-note`} className={styles.note}>
          {tCommon('requiredNote')}
        </p>
        <TextField
          id={`${ID}-email`}
          type="email"
          label={labels.email}
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          required
          registration={register('email')}
          error={fieldError('email')}
        />
        <PasswordField
          id={`${ID}-password`}
          label={labels.password}
          autoComplete="current-password"
          required
          registration={register('password')}
          error={fieldError('password')}
        />
        <CheckboxField
          id={`${ID}-remember`}
          label={t('remember')}
          hint={t('rememberHint', { days: rememberDays })}
          registration={register('remember')}
        />
        {requirePropagation ? (
          <CheckboxField
            id={`${ID}-propagate`}
            label={labels.propagate}
            hint={t('propagateHint')}
            required
            registration={register('propagate')}
            error={fieldError('propagate')}
          />
        ) : null}

        <FormAlert ref={alertRef} tone="error">
          {alert?.kind === 'failed' ? (
            <>
              <p>{tApi('loginError')}</p>
              <p>
                <Link href={href('passwordResetRequest')} className={styles.inlineLink}>
                  {t('requestNew')}
                </Link>
              </p>
            </>
          ) : null}
          {alert?.kind === 'unverified' ? (
            <>
              <p>{tApi('emailNotVerified')}</p>
              {alert.resent ? (
                <p role="status">{tCommon('resentNeutral')}</p>
              ) : (
                <button
                  type="button"
                  className={`button button-secondary ${styles.secondary}`}
                  aria-disabled={alert.resending || undefined}
                  onClick={resend}
                >
                  {alert.resending ? tCommon('sending') : tCommon('resendLink')}
                </button>
              )}
            </>
          ) : null}
          {alert?.kind === 'keys' ? alert.keys.map((key) => <p key={key}>{message(key)}</p>) : null}
        </FormAlert>

        <button type="submit" disabled={!hydrated} className={`button ${styles.submit}`} aria-disabled={busy || undefined}>
          {busy ? t('submitting') : t('submit')}
        </button>
      </form>
      <ul className={styles.links}>
        <li>
          <Link href={href('passwordResetRequest')}>{t('forgot')}</Link>
        </li>
        {showSignup ? (
          <li>
            <span>{t('noAccount')} </span>
            <Link href={href('register')}>{t('signup')}</Link>
          </li>
        ) : null}
      </ul>
    </>
  );
}
