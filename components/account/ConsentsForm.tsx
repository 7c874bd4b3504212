'use client';

import { profile } from '@/lib/api/browser-calls';
import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/forms/fields';
import formStyles from '@/components/forms/Form.module.css';
import { consentsSchema } from '@/lib/schemas/consents';
import { useAccount } from './AccountProvider';
import { FormEnd } from './FormEnd';
import { useAccountForm } from './use-account-form';
import styles from './Account.module.css';

const ID = 'consents';
const FIELDS = ['consentDataProcessing', 'consentAdvertising'] as const;

/** Consent management (docs/product.md#entities): processing of personal data and advertising, given or withdrawn. */
export function ConsentsForm() {
  const t = useTranslations('Profile');
  const tApi = useTranslations('ApiErrors');
  const { customer, setCustomer } = useAccount();
  const { submit, succeed, fieldError, messageRef, result, pending, register } = useAccountForm({
    schema: consentsSchema,
    defaultValues: { consentDataProcessing: customer.consentDataProcessing, consentAdvertising: customer.consentAdvertising },
    fields: FIELDS,
    invalidFocus: 'field',
    failure: tApi('profileUpdateFailed'),
  });

  const save = submit(async (values) => {
    const updated = await profile.updateCustomer(values);
    setCustomer(updated);
    succeed([t('consents.saved')], { consentDataProcessing: updated.consentDataProcessing, consentAdvertising: updated.consentAdvertising });
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={save}>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{t('consents.legend')}</legend>
        {FIELDS.map((name) => (
          <CheckboxField
            key={name}
            id={`${ID}-${name}`}
            label={t(`consents.${name}`)}
            hint={t(`consents.${name}Hint`)}
            error={fieldError(name)}
            registration={register(name)}
          />
        ))}
      </fieldset>
      <FormEnd result={result} messageRef={messageRef} pending={pending} label={t('consents.save')} />
    </form>
  );
}
