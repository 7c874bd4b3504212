'use client';

import { auth } from '@/lib/api/browser-calls';
import { useLocale, useTranslations } from 'next-intl';
import { FormFrame } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm } from '@/components/forms/use-api-form';
import { emailOnlySchema } from '@/lib/schemas/email-only';
import { AuthSubmit, useAuthCatalogues } from './auth-form';
import { EmailField } from './EmailField';
import styles from './Auth.module.css';

/**
 * "Send me a new confirmation link": an email, then always the same neutral answer (no account
 * enumeration); only an unreachable API says something else.
 */
export function ResendValidationForm({ id = 'resend' }: { id?: string }) {
  const t = useTranslations('Validate');
  const tCommon = useTranslations('AuthCommon');
  const locale = useLocale();
  const { register, submit, pending, succeed, result, fieldError, summaryItems, showSummary, summaryRef, messageRef } = useApiForm({
    schema: emailOnlySchema,
    defaultValues: { email: '' },
    fields: ['email'],
    catalogues: useAuthCatalogues(),
  });

  const send = async ({ email }: { email: string }) => {
    await auth.resendValidation(email, locale);
    succeed([tCommon('resentNeutral')]);
  };

  return (
    <section className={styles.resend} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.resendTitle}>
        {t('resendTitle')}
      </h2>
      <p className={styles.note}>{t('resendText')}</p>
      <FormFrame
        id={id}
        onSubmit={submit(send)}
        summary={showSummary ? summaryItems(() => tCommon('email'), () => `${id}-email`) : null}
        summaryRef={summaryRef}
        className={styles.form}
      >
        <EmailField id={`${id}-email`} registration={register('email')} error={fieldError('email')} />
        <FormResult ref={messageRef} result={result} />
        <AuthSubmit secondary busy={pending} label={tCommon('resendLink')} busyLabel={tCommon('sending')} />
      </FormFrame>
    </section>
  );
}
