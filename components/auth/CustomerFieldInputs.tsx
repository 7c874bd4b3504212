'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import type { EditableCustomerField } from '@/lib/api/schemas/customer';
import { useAuthErrorMessage } from '@/lib/auth/errors';
import { CUSTOMER_FIELD_SPECS, type CustomerFieldOptions, type CustomerFieldUse } from '@/lib/auth/customer-fields';
import { parseValidationMessage } from '@/lib/schemas/validation';
import { SelectField, TextAreaField, TextField } from './fields';
import styles from './Auth.module.css';

/** Labels of the customer fields (SPEC §3) in the visitor's language. */
export function useCustomerFieldLabel() {
  const t = useTranslations('CustomerFields');
  return (name: EditableCustomerField) => t(name);
}

/**
 * The message of a customer field's error: a `validation.max` from the API gets its length
 * from the field's rules.
 */
export function useCustomerFieldError() {
  const message = useAuthErrorMessage();
  return (name: EditableCustomerField, raw: unknown) => {
    if (typeof raw !== 'string' || !raw) return '';
    const { rule } = parseValidationMessage(raw);
    const rules = CUSTOMER_FIELD_SPECS[name].rules;
    const length = rule === 'max' ? rules.max : rule === 'min' ? rules.min : rule === 'digits' ? rules.digits : null;
    return message(raw, length == null ? undefined : { length });
  };
}

/**
 * The customer fields a tenant uses, laid out two per row on wide screens. Selects take their
 * choices from `options` (genres and types from the API, countries and document types prepared
 * on the server).
 */
export function CustomerFieldInputs<T extends FieldValues>({
  idPrefix,
  fields,
  options,
  register,
  errors,
}: {
  idPrefix: string;
  fields: readonly CustomerFieldUse[];
  options: CustomerFieldOptions;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const label = useCustomerFieldLabel();
  const errorOf = useCustomerFieldError();
  const t = useTranslations('CustomerFields');
  // Field names are dynamic (the tenant's structure): react-hook-form's path types cannot follow.
  const reg = register as unknown as UseFormRegister<Record<string, unknown>>;
  return (
    <>
      {fields.map(({ name, required }) => {
        const spec = CUSTOMER_FIELD_SPECS[name];
        const id = `${idPrefix}-${name}`;
        const common = { id, label: label(name), required, registration: reg(name), error: errorOf(name, errors[name]?.message) };
        if (spec.control === 'textarea') {
          return (
            <div key={name} className={styles.full}>
              <TextAreaField {...common} />
            </div>
          );
        }
        if (spec.control === 'select') {
          return <SelectField key={name} {...common} options={options[spec.choices!]} autoComplete={spec.autoComplete} />;
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
