'use client';

import { profile } from '@/lib/api/browser-calls';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import formStyles from '@/components/forms/Form.module.css';
import { buildProfileSchema, profileBody, profileDefaults } from '@/lib/schemas/profile';
import { CUSTOMER_FIELD_SPECS, type CustomerFieldOptions, type CustomerFieldUse } from '@/lib/schemas/customer-fields';
import { useAccount } from './AccountProvider';
import { FormEnd } from './FormEnd';
import { useAccountForm } from './use-account-form';
import styles from './Account.module.css';

const ID = 'profile';

/**
 * Personal data (docs/product.md#entities, docs/product.md#validation): every customer field the tenant uses (GET /customer/structure),
 * in its order, with its controls (dates as date inputs, nationality as a localised country
 * list, gender and user type from the API). All errors at once, the API's 422 errors on their
 * fields, typed values kept on any failure.
 */
export function ProfileForm({
  fields,
  options,
  labels,
  telephoneHint,
}: {
  fields: CustomerFieldUse[];
  options: CustomerFieldOptions;
  /** each field's label (CustomerFields, translated on the server) */
  labels: Record<string, string>;
  telephoneHint: string;
}) {
  const t = useTranslations('Profile');
  const tApi = useTranslations('ApiErrors');
  const tAccount = useTranslations('Account');
  const { customer, setCustomer, refreshSessionCustomer } = useAccount();
  const schema = useMemo(() => buildProfileSchema(fields, options), [fields, options]);
  const [defaults] = useState(() => profileDefaults(customer, fields));
  const names = fields.map((field) => field.name);
  const { submit, succeed, fieldError, summaryItems, showSummary, summaryRef, messageRef, result, pending, register } = useAccountForm({ schema, defaultValues: defaults, fields: names, failure: tApi('profileUpdateFailed'), keptHint: true });

  const save = submit(async (values) => {
    const updated = await profile.updateCustomer(profileBody(values, fields));
    setCustomer(updated);
    refreshSessionCustomer();
    // What was typed is now what is saved (trimmed as the API keeps it).
    succeed([t('saved')], profileDefaults(updated, fields));
  });

  const label = (name: string) => labels[name] ?? name;
  // A 422 sends plain keys (`validation.max`): the field's own limits fill the sentence.
  const errorOf = (name: string) => {
    const rules = CUSTOMER_FIELD_SPECS[name as CustomerFieldUse['name']]?.rules ?? {};
    const length = rules.max ?? rules.min ?? rules.digits ?? null;
    return fieldError(name, length === null ? undefined : { length });
  };

  return (
    <form className={formStyles.form} noValidate aria-describedby={`${ID}-required-note`} onSubmit={save}>
      {showSummary ? (
        <ErrorSummary ref={summaryRef} id={`${ID}-errors`} headingLevel={3} items={summaryItems(label, (name) => `${ID}-${name}`, errorOf)} />
      ) : null}
      <p id={`${ID}-required-note`} className={formStyles.note}>
        {tAccount('requiredNote')}
      </p>
      <div className={styles.fieldGrid}>
        {fields.map(({ name, required }) => {
          const spec = CUSTOMER_FIELD_SPECS[name];
          const common = {
            id: `${ID}-${name}`,
            label: label(name),
            error: errorOf(name),
            hint: name === 'telephone' ? telephoneHint : undefined,
            required,
            autoComplete: spec.autoComplete ?? 'off',
            registration: register(name),
          };
          let control;
          if (spec.control === 'select') {
            const choices = options[spec.choices ?? 'types'].map((o) => ({ value: o.id, label: o.name }));
            control = <SelectField {...common} options={choices} />;
          } else if (spec.control === 'textarea') {
            control = <TextAreaField {...common} />;
          } else {
            control = <TextField {...common} type={spec.control} inputMode={spec.inputMode} />;
          }
          return (
            <div key={name} className={spec.control === 'textarea' ? styles.fieldWide : undefined}>
              {control}
            </div>
          );
        })}
      </div>
      <FormEnd result={result} messageRef={messageRef} pending={pending} label={t('save')} />
    </form>
  );
}
