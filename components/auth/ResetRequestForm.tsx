'use client';

import { auth } from '@/lib/api/browser-calls';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { applyApiError, useAuthErrorMessage, type AuthErrorKey } from '@/lib/auth/errors';
import { loginHref } from '@/lib/auth/redirect';
import { emailOnlySchema, type EmailOnlyValues } from '@/lib/auth/schemas';
import { Link } from '@/lib/i18n/navigation';
import { TextField } from './fields';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { FormAlert } from './FormStatus';
import { useFailureFocus, useSubmitOnce } from './use-auth-form';
import { useHydrated } from './use-browser-value';
import styles from './Auth.module.css';

const ID = 'reset-request';

/**
 * `/reset-password-request`: an email, then always the same neutral confirmation whether or not
 * the address has an account (no enumeration). Only a network or server failure says that the
 * email could not be sent (SPEC §8).
 */
export function ResetRequestForm() {
  const t = useTranslations('PasswordReset');
  const tCommon = useTranslations('AuthCommon');
  const tApi = useTranslations('ApiErrors');
  const message = useAuthErrorMessage();
  const locale = useLocale();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema) as unknown as Resolver<EmailOnlyValues>,
    defaultValues: { email: '' },
    shouldFocusError: false,
  });
  const { pending, run } = useSubmitOnce();
  const hydrated = useHydrated();
  const { summaryRef, alertRef, focusSummary, focusAlert } = useFailureFocus();
  const [alert, setAlert] = useState<{ keys: AuthErrorKey[]; sendFailed: boolean } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = (raw: EmailOnlyValues) =>
    run(async () => {
      const { email } = emailOnlySchema.parse(raw);
      setAlert(null);
      try {
        await auth.requestPasswordReset(email, locale);
        setSentTo(email);
      } catch (error) {
        const failure = applyApiError(error, setError, ['email']);
        setAlert({ keys: failure.formErrors, sendFailed: failure.kind === 'unavailable' });
        if (failure.fields.length) focusSummary();
        else focusAlert();
      }
    });

  if (sentTo) {
    return (
      <div className={styles.state}>
        <FormAlert tone="success">
          <p>{t.rich('sent', { email: sentTo, strong: (chunks) => <strong className={styles.email}>{chunks}</strong> })}</p>
        </FormAlert>
        <p className={styles.note}>{t('sentHint')}</p>
        <div className={styles.actions}>
          <Link href={loginHref()} className="button">
            {tCommon('backToLogin')}
          </Link>
          <button type="button" className={`button button-secondary ${styles.secondary}`} onClick={() => setSentTo(null)}>
            {t('again')}
          </button>
        </div>
      </div>
    );
  }

  const emailError = message(errors.email?.message);
  return (
    <>
      <form
        method="post"
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(send, () => {
          setAlert(null);
          focusSummary();
        })}
      >
        {submitCount > 0 && emailError ? (
          <ErrorSummary ref={summaryRef} id={`${ID}-errors`} items={[{ targetId: `${ID}-email`, label: tCommon('email'), message: emailError }]} />
        ) : null}
        <TextField
          id={`${ID}-email`}
          type="email"
          label={tCommon('email')}
          hint={t('emailHint')}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          registration={register('email')}
          error={emailError}
        />
        <FormAlert ref={alertRef} tone="error">
          {alert?.sendFailed ? <p>{tApi('passwordResetEmailFailed')}</p> : null}
          {alert?.keys.map((key) => <p key={key}>{message(key)}</p>)}
        </FormAlert>
        <button type="submit" disabled={!hydrated} className={`button ${styles.submit}`} aria-disabled={pending || undefined}>
          {pending ? tCommon('sending') : t('submit')}
        </button>
      </form>
      <ul className={styles.links}>
        <li>
          <Link href={loginHref()}>{tCommon('backToLogin')}</Link>
        </li>
      </ul>
    </>
  );
}
