'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { EditableCustomerField } from '@/lib/api/schemas/customer';
import { CUSTOMER_FIELD_SPECS, type CustomerFieldOptions, type CustomerFieldUse } from '@/lib/schemas/customer-fields';
import type { ValidationValues } from '@/lib/schemas/validation';
import { SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import styles from './Auth.module.css';

/**
 * The placeholders of a customer field's messages (a 422's plain `validation.max` gets the
 * field's own length), for useApiForm's `errorValues`.
 */
export function customerErrorValues(name: string, rule: string | null): ValidationValues | undefined {
  const rules = CUSTOMER_FIELD_SPECS[name as EditableCustomerField]?.rules;
  if (!rules) return undefined;
  const length = rule === 'max' ? rules.max : rule === 'min' ? rules.min : rule === 'digits' ? rules.digits : null;
  return length == null ? undefined : { length };
}

/**
 * The customer fields a tenant uses, laid out two per row on wide screens. Selects take their
 * choices from `options` (genres and types from the API, countries and document types prepared
 * on the server).
 */
export function CustomerFieldInputs({
  idPrefix,
  fields,
  options,
  register,
  errorOf,
}: {
  idPrefix: string;
  fields: readonly CustomerFieldUse[];
  options: CustomerFieldOptions;
  register: (name: string) => UseFormRegisterReturn;
  errorOf: (name: string) => string;
}) {
  const t = useTranslations('CustomerFields');
  return (
    <>
      {fields.map(({ name, required }) => {
        const spec = CUSTOMER_FIELD_SPECS[name];
        const common = { id: `${idPrefix}-${name}`, label: t(name), required, registration: register(name), error: errorOf(name) };
        if (spec.control === 'textarea') {
          return (
            <div key={name} className={styles.full}>
              <TextAreaField {...common} />
            </div>
          );
        }
        if (spec.control === 'select') {
          const choices = options[spec.choices!].map((o) => ({ value: o.id, label: o.name }));
          return <SelectField key={name} {...common} options={choices} autoComplete={spec.autoComplete} />;
        }
        return (
          <TextField
            key={name}
            {...common}
            type={spec.control}
            autoComplete={spec.autoComplete}
            inputMode={spec.inputMode}
            hint={name === 'telephone' ? t('telephoneHint') : undefined}
          />
        );
      })}
    </>
  );
}
