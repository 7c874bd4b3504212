'use client';

import { account } from '@/lib/api/browser-calls';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { PasswordField, TextField } from '@/components/forms/fields';
import formStyles from '@/components/forms/Form.module.css';
import { emailChangeSchema } from '@/lib/schemas/email-change';
import { useAccount } from './AccountProvider';
import { FormEnd } from './FormEnd';
import { useAccountForm } from './use-account-form';

const ID = 'email-change';
const FIELDS = ['email', 'emailConfirmation', 'currentPassword'] as const;
const ADDRESS_FIELDS = ['email', 'emailConfirmation'] as const;

/**
 * Email change (docs/product.md#states, docs/product.md#validation): the new address twice, different from the current one, and the
 * current password (a session alone cannot move the account elsewhere). On success a link goes
 * to the new address, a notice with a cancel link to the current one, and every session ends, so
 * the page signs out here too and says what to do next; a taken address or a wrong password is
 * told on its field, with nothing typed lost.
 */
export function EmailChangeForm() {
  const t = useTranslations('Profile');
  const tApi = useTranslations('ApiErrors');
  const locale = useLocale();
  const { customer, endSession } = useAccount();
  const schema = useMemo(() => emailChangeSchema(customer.email), [customer.email]);
  const { submit, fieldError, summaryItems, showSummary, summaryRef, messageRef, result, pending, register } = useAccountForm({ schema, defaultValues: { email: '', emailConfirmation: '', currentPassword: '' }, fields: FIELDS, failure: tApi('emailChangeFailed') });

  const send = submit(async ({ email, emailConfirmation, currentPassword }) => {
    await account.changeEmail({ email, emailConfirmation, currentPassword, locale });
    endSession({ kind: 'emailChanged', email });
  });

  const labels: Record<string, string> = { email: t('email.new'), emailConfirmation: t('email.repeat'), currentPassword: t('email.currentPassword') };

  return (
    <form className={formStyles.form} noValidate aria-describedby={`${ID}-intro`} onSubmit={send}>
      {showSummary ? (
        <ErrorSummary ref={summaryRef} id={`${ID}-errors`} headingLevel={3} items={summaryItems((name) => labels[name]!, (name) => `${ID}-${name}`)} />
      ) : null}
      <p id={`${ID}-intro`} className={formStyles.note}>
        {t('email.intro', { email: customer.email })}
      </p>
      {ADDRESS_FIELDS.map((name) => (
        <TextField
          key={name}
          id={`${ID}-${name}`}
          type="email"
          label={labels[name]}
          required
          autoComplete={name === 'email' ? 'email' : 'off'}
          error={fieldError(name)}
          registration={register(name)}
        />
      ))}
      <PasswordField
        id={`${ID}-currentPassword`}
        label={labels.currentPassword}
        autoComplete="current-password"
        required
        error={fieldError('currentPassword')}
        registration={register('currentPassword')}
      />
      <FormEnd result={result} messageRef={messageRef} pending={pending} label={t('email.submit')} />
    </form>
  );
}
