'use client';

import { profile } from '@/lib/api/browser-calls';
import { useTranslations } from 'next-intl';
import { describedBy, Field } from '@/components/forms/fields';
import formStyles from '@/components/forms/Form.module.css';
import type { TwoFactorMethod } from '@/lib/api/schemas';
import { twoFactorMethodFormSchema } from '@/lib/schemas/two-factor-method';
import { useAccount } from './AccountProvider';
import { FormEnd } from './FormEnd';
import { useAccountForm } from './use-account-form';

const ID = 'two-factor-method';

/** The two-factor setting (docs/product.md#entities): none, or a code by email at every sign-in. */
export function TwoFactorMethodForm() {
  const t = useTranslations('Profile');
  const tApi = useTranslations('ApiErrors');
  const { customer, setCustomer } = useAccount();
  const { submit, succeed, fieldError, messageRef, result, pending, register } = useAccountForm({
    schema: twoFactorMethodFormSchema,
    defaultValues: { twoFactorMethod: customer.twoFactorMethod },
    fields: ['twoFactorMethod'],
    invalidFocus: 'field',
    failure: tApi('profileUpdateFailed'),
  });

  const save = submit(async (values) => {
    const updated = await profile.updateCustomer({ twoFactorMethod: values.twoFactorMethod as TwoFactorMethod });
    setCustomer(updated);
    succeed([t(updated.twoFactorMethod === 'EMAIL' ? 'twoFactor.savedEmail' : 'twoFactor.savedNone')], { twoFactorMethod: updated.twoFactorMethod });
  });

  const error = fieldError('twoFactorMethod');
  const hint = t('twoFactor.hint');

  return (
    <form className={formStyles.form} noValidate onSubmit={save}>
      {/* Always one of the two methods: the kit's SelectField would add an empty "choose" option. */}
      <Field id={ID} label={t('twoFactor.label')} error={error} hint={hint}>
        <select
          id={ID}
          className={formStyles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ID, error, hint)}
          {...register('twoFactorMethod')}
        >
          <option value="NONE">{t('twoFactor.none')}</option>
          <option value="EMAIL">{t('twoFactor.email')}</option>
        </select>
      </Field>
      <FormEnd result={result} messageRef={messageRef} pending={pending} label={t('twoFactor.save')} />
    </form>
  );
}
