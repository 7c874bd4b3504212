'use client';

import { auth } from '@/lib/api/browser-calls';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { FormFrame } from '@/components/forms/FormFrame';
import { FormResult } from '@/components/forms/FormResult';
import { useApiForm } from '@/components/forms/use-api-form';
import { loginHref } from '@/lib/auth/redirect';
import { emailOnlySchema } from '@/lib/schemas/email-only';
import { Link } from '@/lib/i18n/navigation';
import { AuthSubmit, StateScreen, useAuthCatalogues } from './auth-form';
import { EmailField } from './EmailField';
import styles from './Auth.module.css';

const ID = 'reset-request';

/**
 * `/reset-password-request`: an email, then always the same neutral confirmation whether or not
 * the address has an account (no enumeration). Only a network or server failure says that the
 * email could not be sent (docs/product.md#errors).
 */
export function ResetRequestForm() {
  const t = useTranslations('PasswordReset');
  const tCommon = useTranslations('AuthCommon');
  const tApi = useTranslations('ApiErrors');
  const locale = useLocale();
  const { register, submit, pending, fail, result, fieldError, summaryItems, showSummary, summaryRef, messageRef } = useApiForm({
    schema: emailOnlySchema,
    defaultValues: { email: '' },
    fields: ['email'],
    catalogues: useAuthCatalogues(),
  });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async ({ email }: { email: string }) => {
    try {
      await auth.requestPasswordReset(email, locale);
      setSentTo(email);
    } catch (error) {
      fail(error, { lines: (f, keys) => [...(f.kind === 'unavailable' ? [tApi('passwordResetEmailFailed')] : []), ...keys] });
    }
  };

  if (sentTo) {
    return (
      <StateScreen tone="success" lines={[t.rich('sent', { email: sentTo, strong: (chunks) => <strong className={styles.email}>{chunks}</strong> })]}>
        <p className={styles.note}>{t('sentHint')}</p>
        <div className={styles.actions}>
          <Link href={loginHref()} className="button">
            {tCommon('backToLogin')}
          </Link>
          <button type="button" className={`button button-secondary ${styles.secondary}`} onClick={() => setSentTo(null)}>
            {t('again')}
          </button>
        </div>
      </StateScreen>
    );
  }

  return (
    <>
      <FormFrame
        id={ID}
        onSubmit={submit(send)}
        summary={showSummary ? summaryItems(() => tCommon('email'), () => `${ID}-email`) : null}
        summaryRef={summaryRef}
        className={styles.form}
      >
        <EmailField id={`${ID}-email`} hint={t('emailHint')} registration={register('email')} error={fieldError('email')} />
        <FormResult ref={messageRef} result={result} />
        <AuthSubmit busy={pending} label={t('submit')} busyLabel={tCommon('sending')} />
      </FormFrame>
      <ul className={styles.links}>
        <li>
          <Link href={loginHref()}>{tCommon('backToLogin')}</Link>
        </li>
      </ul>
    </>
  );
}
