'use client';

import { auth } from '@/lib/api/browser-calls';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { applyApiError, useAuthErrorMessage, type AuthErrorKey } from '@/lib/auth/errors';
import { emailOnlySchema, type EmailOnlyValues } from '@/lib/auth/schemas';
import { TextField } from './fields';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { FormAlert } from './FormStatus';
import { useFailureFocus, useSubmitOnce } from './use-auth-form';
import { useHydrated } from './use-browser-value';
import styles from './Auth.module.css';

/**
 * "Send me a new confirmation link": an email, then always the same neutral answer (no account
 * enumeration); only an unreachable API says something else.
 */
export function ResendValidationForm({ id = 'resend' }: { id?: string }) {
  const t = useTranslations('Validate');
  const tCommon = useTranslations('AuthCommon');
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
  const [alert, setAlert] = useState<AuthErrorKey[]>([]);
  const [sent, setSent] = useState(false);

  const send = (raw: EmailOnlyValues) =>
    run(async () => {
      const { email } = emailOnlySchema.parse(raw);
      setAlert([]);
      setSent(false);
      try {
        await auth.resendValidation(email, locale);
        setSent(true);
        focusAlert();
      } catch (error) {
        const failure = applyApiError(error, setError, ['email']);
        setAlert(failure.formErrors);
        if (failure.fields.length) focusSummary();
        else focusAlert();
      }
    });

  const emailError = message(errors.email?.message);
  return (
    <section className={styles.resend} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.resendTitle}>
        {t('resendTitle')}
      </h2>
      <p className={styles.note}>{t('resendText')}</p>
      <form
        method="post"
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(send, () => {
          setAlert([]);
          setSent(false);
          focusSummary();
        })}
      >
        {submitCount > 0 && emailError ? (
          <ErrorSummary ref={summaryRef} id={`${id}-errors`} items={[{ targetId: `${id}-email`, label: tCommon('email'), message: emailError }]} />
        ) : null}
        <TextField
          id={`${id}-email`}
          type="email"
          label={tCommon('email')}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          registration={register('email')}
          error={emailError}
        />
        <FormAlert ref={alertRef} tone={sent ? 'success' : 'error'}>
          {sent ? <p>{tCommon('resentNeutral')}</p> : null}
          {alert.map((key) => (
            <p key={key}>{message(key)}</p>
          ))}
        </FormAlert>
        <button type="submit" disabled={!hydrated} className={`button button-secondary ${styles.secondary}`} aria-disabled={pending || undefined}>
          {pending ? tCommon('sending') : tCommon('resendLink')}
        </button>
      </form>
    </section>
  );
}
