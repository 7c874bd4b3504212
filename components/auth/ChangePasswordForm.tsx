'use client';

import { account } from '@/lib/api/browser-calls';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { applyApiError, useAuthErrorMessage, type ApiFailure } from '@/lib/auth/errors';
import { loginHref } from '@/lib/auth/redirect';
import { changePasswordSchema, type ChangePasswordValues } from '@/lib/auth/schemas';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { PasswordField } from './fields';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/ErrorSummary';
import { FormAlert } from './FormStatus';
import { useFailureFocus, useSubmitOnce } from './use-auth-form';
import { useHydrated } from './use-browser-value';
import styles from './Auth.module.css';

const ID = 'change-password';
const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * `/cambiar-contraseña` (signed in, feature change_password; the middleware guards it): current
 * password, a new one that differs from it, and its confirmation (SPEC §5). The other sessions
 * of the account end; this one stays.
 */
export function ChangePasswordForm({ profileEnabled }: { profileEnabled: boolean }) {
  const t = useTranslations('ChangePassword');
  const tSignup = useTranslations('Signup');
  const tCommon = useTranslations('AuthCommon');
  const tApi = useTranslations('ApiErrors');
  const message = useAuthErrorMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, submitCount },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema) as unknown as Resolver<ChangePasswordValues>,
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { pending, run } = useSubmitOnce();
  const hydrated = useHydrated();
  const { summaryRef, alertRef, focusSummary, focusAlert } = useFailureFocus();
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [done, setDone] = useState(false);

  const send = (raw: ChangePasswordValues) =>
    run(async () => {
      const values = changePasswordSchema.parse(raw);
      setFailure(null);
      setDone(false);
      try {
        await account.changePassword(values);
        reset(EMPTY);
        setDone(true);
        focusAlert();
      } catch (error) {
        const result = applyApiError(error, setError, FIELDS);
        setFailure(result);
        if (result.fields.length) focusSummary();
        else focusAlert();
      }
    });

  const labels = { currentPassword: t('current'), password: t('new'), passwordConfirmation: tSignup('passwordConfirmation') };
  const summary: ErrorSummaryItem[] = FIELDS.filter((f) => errors[f]?.message).map((f) => ({
    targetId: `${ID}-${f}`,
    label: labels[f],
    message: message(errors[f]?.message),
  }));
  const signedOut = failure?.kind === 'session_ended';

  return (
    <>
      <form
        method="post"
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(send, () => {
          setFailure(null);
          setDone(false);
          focusSummary();
        })}
        aria-describedby={`${ID}-required-note`}
      >
        {submitCount > 0 && !done ? <ErrorSummary ref={summaryRef} id={`${ID}-errors`} items={summary} /> : null}
        <p id={`${ID}-required-note`} className={styles.note}>
          {tCommon('requiredNote')}
        </p>
        <PasswordField
          id={`${ID}-currentPassword`}
          label={labels.currentPassword}
          autoComplete="current-password"
          required
          registration={register('currentPassword')}
          error={message(errors.currentPassword?.message)}
        />
        <PasswordField
          id={`${ID}-password`}
          label={labels.password}
          hint={`${tSignup('passwordHint')} ${t('differentHint')}`}
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
        <FormAlert ref={alertRef} tone={done ? 'success' : 'error'}>
          {done ? <p>{t('done')}</p> : null}
          {failure && failure.formErrors.length ? (
            <>
              {failure.kind === 'unavailable' ? <p>{tApi('passwordChangeFailed')}</p> : null}
              {failure.formErrors.map((key) => (
                <p key={key}>{message(key)}</p>
              ))}
              {signedOut ? (
                <p>
                  <Link href={loginHref({ redirect: window.location.pathname })} className={styles.inlineLink}>
                    {tCommon('backToLogin')}
                  </Link>
                </p>
              ) : null}
            </>
          ) : null}
        </FormAlert>
        <button type="submit" disabled={!hydrated} className={`button ${styles.submit}`} aria-disabled={pending || undefined}>
          {pending ? t('saving') : t('save')}
        </button>
      </form>
      <ul className={styles.links}>
        {profileEnabled ? (
          <li>
            <Link href={href('user')}>{tCommon('privateArea')}</Link>
          </li>
        ) : null}
        <li>
          <Link href={href('passwordResetRequest')}>{t('forgotCurrent')}</Link>
        </li>
      </ul>
    </>
  );
}
