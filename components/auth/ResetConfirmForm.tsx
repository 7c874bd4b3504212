'use client';

import { auth } from '@/lib/api/browser-calls';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { applyApiError, useAuthErrorMessage, type AuthErrorKey } from '@/lib/auth/errors';
import { loginHref } from '@/lib/auth/redirect';
import { newPasswordSchema, type NewPasswordValues } from '@/lib/auth/schemas';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { PasswordField } from './fields';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/ErrorSummary';
import { FormAlert } from './FormStatus';
import { useFailureFocus, useSubmitOnce } from './use-auth-form';
import { useHydrated } from './use-browser-value';
import styles from './Auth.module.css';

const ID = 'reset';
const FIELDS = ['password', 'passwordConfirmation'] as const;

/**
 * `/password-reset-confirm/{token}`: a new password and its confirmation. A bad, expired or used
 * link is explained with a way to ask for a new one; success goes to the login with a message.
 */
export function ResetConfirmForm({ token }: { token: string | null }) {
  const t = useTranslations('PasswordReset');
  const tSignup = useTranslations('Signup');
  const tCommon = useTranslations('AuthCommon');
  const message = useAuthErrorMessage();
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema) as unknown as Resolver<NewPasswordValues>,
    defaultValues: { password: '', passwordConfirmation: '' },
    shouldFocusError: false,
  });
  const { pending, run } = useSubmitOnce();
  const hydrated = useHydrated();
  const { summaryRef, alertRef, focusSummary, focusAlert } = useFailureFocus();
  const [alert, setAlert] = useState<AuthErrorKey[]>([]);
  const [tokenProblem, setTokenProblem] = useState<AuthErrorKey | 'missing' | null>(token ? null : 'missing');
  const [leaving, setLeaving] = useState(false);

  const send = (raw: NewPasswordValues) =>
    run(async () => {
      if (!token) return;
      const values = newPasswordSchema.parse(raw);
      setAlert([]);
      try {
        await auth.resetPassword({ token, ...values });
        setLeaving(true);
        router.push(loginHref({ notice: 'reset' }));
      } catch (error) {
        const failure = applyApiError(error, setError, FIELDS);
        const tokenKey = failure.keys.find((k) => k.startsWith('token.'));
        if (tokenKey) {
          setTokenProblem(tokenKey as AuthErrorKey);
          return;
        }
        setAlert(failure.formErrors.filter((k) => !k.startsWith('token.')));
        if (failure.fields.length) focusSummary();
        else focusAlert();
      }
    });

  if (tokenProblem) {
    return (
      <div className={styles.state}>
        <FormAlert tone={tokenProblem === 'missing' ? 'info' : 'error'}>
          <p>{tokenProblem === 'missing' ? t('missing') : message(tokenProblem)}</p>
          {tokenProblem !== 'missing' ? <p>{t('tokenHint')}</p> : null}
        </FormAlert>
        <div className={styles.actions}>
          <Link href={href('passwordResetRequest')} className="button">
            {t('requestNew')}
          </Link>
          <Link href={loginHref()} className="button button-secondary">
            {tCommon('backToLogin')}
          </Link>
        </div>
      </div>
    );
  }

  const labels = { password: t('newPassword'), passwordConfirmation: tSignup('passwordConfirmation') };
  const summary: ErrorSummaryItem[] = FIELDS.filter((f) => errors[f]?.message).map((f) => ({
    targetId: `${ID}-${f}`,
    label: labels[f],
    message: message(errors[f]?.message),
  }));
  const busy = pending || leaving;
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(send, () => {
        setAlert([]);
        focusSummary();
      })}
    >
      {submitCount > 0 ? <ErrorSummary ref={summaryRef} id={`${ID}-errors`} items={summary} /> : null}
      <PasswordField
        id={`${ID}-password`}
        label={labels.password}
        hint={tSignup('passwordHint')}
        autoComplete="new-password"
        required
        registration={register('password')}
        error={message(errors.password?.message)}
      />
      <PasswordField
        id={`${ID}-passwordConfirmation`}
        label={labels.passwordConfirmation}
        autoComplete="new-password"
        required
        registration={register('passwordConfirmation')}
        error={message(errors.passwordConfirmation?.message)}
      />
      <FormAlert ref={alertRef} tone="error">
        {alert.map((key) => (
          <p key={key}>{message(key)}</p>
        ))}
      </FormAlert>
      <button type="submit" disabled={!hydrated} className={`button ${styles.submit}`} aria-disabled={busy || undefined}>
        {busy ? t('saving') : t('save')}
      </button>
    </form>
  );
}
