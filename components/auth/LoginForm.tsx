'use client';

import { auth } from '@/lib/api/browser-calls';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { CheckboxField, PasswordField } from '@/components/forms/fields';
import { FormFrame } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm } from '@/components/forms/use-api-form';
import { Notice } from '@/components/ui/Notice';
import type { AuthErrorKey } from '@/lib/auth/errors';
import { holdForumCredentials, signInToForum } from '@/lib/auth/forum';
import { afterLoginPath, noticeOf, redirectOf, type LoginNotice } from '@/lib/auth/redirect';
import { remembersSignIn } from '@/lib/auth/remember';
import { loginSchema } from '@/lib/schemas/login';
import { savePendingTwoFactor } from '@/lib/auth/two-factor-storage';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { useSession } from '@/lib/stores/session-context';
import { AuthSubmit, useAuthCatalogues } from './auth-form';
import { EmailField } from './EmailField';
import { SignedInNotice } from './SignedInNotice';
import { useBrowserValue } from './use-browser-value';
import styles from './Auth.module.css';

const ID = 'login';
const FIELDS = ['email', 'password', 'propagate'] as const;

type Alert =
  | { kind: 'failed' }
  /** the address is not confirmed, or (changing) an address change awaits its link: both offer the link again */
  | { kind: 'unverified'; email: string; resent: boolean; resending: boolean; changing?: boolean }
  | { kind: 'keys'; keys: AuthErrorKey[] };

export interface LoginFormProps {
  /** isInternalEvent + propagateUsersPortals: the propagation consent is required (docs/product.md#validation). */
  requirePropagation: boolean;
  /** the tenant's forum, where forum login is enabled */
  forumUrl: string | null;
  /** show the sign-up link (feature `register`; not with `hidden_register` alone) */
  showSignup: boolean;
  profileEnabled: boolean;
}

/**
 * `/iniciar-sesion` (docs/product.md#routes, docs/product.md#states, docs/product.md#validation, docs/product.md#errors): email, password, remember me and, where accounts are
 * shared with another portal, the propagation consent. Success goes to the same-site
 * `?redirect=` or home; a two-factor account goes on to the code screen.
 */
export function LoginForm({ requirePropagation, forumUrl, showSignup, profileEnabled }: LoginFormProps) {
  const t = useTranslations('Login');
  const tCommon = useTranslations('AuthCommon');
  const tApi = useTranslations('ApiErrors');
  const tAuth = useTranslations('AuthErrors');
  const locale = useLocale();
  const router = useRouter();
  const customer = useSession((s) => s.customer);
  const signIn = useSession((s) => s.signIn);
  const rememberDays = useSession((s) => s.rememberDays);
  const schema = useMemo(() => loginSchema(requirePropagation), [requirePropagation]);
  const { register, submit, pending, fail, text, fieldError, summaryItems, showSummary, summaryRef, messageRef, focusMessage } = useApiForm({
    schema,
    defaultValues: { email: '', password: '', remember: false, propagate: false },
    fields: FIELDS,
    catalogues: useAuthCatalogues(),
  });
  const [alert, setAlert] = useState<Alert | null>(null);
  const notice = useBrowserValue<LoginNotice | null>(() => noticeOf(window.location.search), null);
  const [leaving, setLeaving] = useState(false);
  // A signed-in visitor sees "you are signed in", except right after signing in here.
  const [signedInHere, setSignedInHere] = useState(false);

  const finish = async (token: string, values: { email: string; password: string; remember: boolean; propagate?: boolean }) => {
    setSignedInHere(true);
    setLeaving(true);
    // A propagated sign-in keeps the 30-day cookie whatever "remember me" says (docs/product.md#limits).
    const remember = remembersSignIn(values);
    try {
      await signIn(token, remember);
    } catch {
      // The customer loads again on the next page; the token is stored already.
    }
    if (forumUrl) await signInToForum(forumUrl, values, remember ? rememberDays : null);
    window.location.assign(afterLoginPath(window.location.search, locale));
  };

  const send = async (values: { email: string; password: string; remember: boolean; propagate: boolean }) => {
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
      // Wrong credentials and an unconfirmed address have their own message (with a way on).
      const failure = fail(error, { lines: () => [] });
      if (failure.keys.includes('auth.email_change_pending')) {
        setAlert({ kind: 'unverified', email: values.email, resent: false, resending: false, changing: true });
      } else if (failure.keys.includes('auth.email_not_verified')) {
        setAlert({ kind: 'unverified', email: values.email, resent: false, resending: false });
      } else if (failure.keys.includes('auth.failed')) {
        setAlert({ kind: 'failed' });
      } else if (failure.formErrors.length) {
        setAlert({ kind: 'keys', keys: failure.formErrors });
      }
    }
  };

  const resend = async () => {
    if (alert?.kind !== 'unverified' || alert.resending) return;
    setAlert({ ...alert, resending: true });
    try {
      await auth.resendValidation(alert.email, locale);
      setAlert({ ...alert, resending: false, resent: true });
    } catch {
      setAlert({ kind: 'keys', keys: ['error.unavailable'] });
      focusMessage();
    }
  };

  if (customer && !signedInHere) return <SignedInNotice name={customer.name} email={customer.email} profileEnabled={profileEnabled} />;

  const labels: Record<(typeof FIELDS)[number], string> = {
    email: tCommon('email'),
    password: tCommon('password'),
    propagate: t('propagate'),
  };
  const summary = summaryItems((name) => labels[name as (typeof FIELDS)[number]], (name) => `${ID}-${name}`);
  const busy = pending || leaving;

  return (
    <>
      {notice ? (
        <div className={styles.lead}>
          <Notice live tone={notice === 'exists' ? 'info' : 'success'}>
            <p>{notice === 'exists' ? tApi('userExists') : t(`notice.${notice}`)}</p>
          </Notice>
        </div>
      ) : null}
      <FormFrame
        id={ID}
        onSubmit={(event) => {
          setAlert(null);
          return submit(send)(event);
        }}
        summary={showSummary ? summary : null}
        summaryRef={summaryRef}
        note={tCommon('requiredNote')}
        className={styles.form}
      >
        <EmailField id={`${ID}-email`} autoComplete="username" registration={register('email')} error={fieldError('email')} />
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

        <FormResult ref={messageRef} result={null}>
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
              <p>{alert.changing ? tAuth('emailChangePending') : tApi('emailNotVerified')}</p>
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
          {alert?.kind === 'keys' ? alert.keys.map((key) => <p key={key}>{text(key)}</p>) : null}
        </FormResult>

        <AuthSubmit busy={busy} label={t('submit')} busyLabel={t('submitting')} />
      </FormFrame>
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
