'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CustomForm, CustomFormField } from '@/lib/api/schemas';
import { messageValuesOf, type CustomFormValues } from '@/lib/schemas/custom-form';
import { parseValidationMessage } from '@/lib/schemas/validation';
import { useValidationMessage } from './use-validation-message';
import styles from './Form.module.css';

/** `contact-email`: the control's id; its error is `contact-email-error`, its hint `contact-email-help`. */
export const fieldId = (prefix: string, name: string) => `${prefix}-${name}`;

/** The message of a field's error, in the visitor's language ('' when there is none). */
export function useFieldErrorMessage() {
  const message = useValidationMessage();
  return (field: CustomFormField, raw: string | undefined) =>
    raw ? message(raw, messageValuesOf(field, parseValidationMessage(raw).rule)) : '';
}

interface FieldsProps {
  form: Pick<CustomForm, 'fields'>;
  idPrefix: string;
  register: UseFormRegister<CustomFormValues>;
  errors: FieldErrors<CustomFormValues>;
}

/**
 * The controls of a custom form, rendered from its definition: text, email, tel, textarea,
 * select, checkbox and file. Each control has its label, its hint and its error tied to it
 * (`aria-describedby`), `aria-invalid` while it has an error, and `required` when it must be
 * filled (the form sets `noValidate`: the SPEC §5 rules speak, not the browser's bubbles).
 */
export function CustomFormFields({ form, idPrefix, register, errors }: FieldsProps) {
  const errorMessage = useFieldErrorMessage();
  return (
    <>
      {form.fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          id={fieldId(idPrefix, field.name)}
          register={register}
          error={errorMessage(field, errors[field.name]?.message as string | undefined)}
        />
      ))}
    </>
  );
}

function FormField({
  field,
  id,
  register,
  error,
}: {
  field: CustomFormField;
  id: string;
  register: UseFormRegister<CustomFormValues>;
  error: string;
}) {
  const t = useTranslations('Forms');
  const helpId = field.help ? `${id}-help` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    required: field.required,
    ...register(field.name),
  };

  const label = (
    <label htmlFor={id} className={field.type === 'checkbox' ? styles.checkLabel : styles.label}>
      {field.label}
      {field.required ? (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      ) : null}
    </label>
  );
  const help = helpId ? (
    <p id={helpId} className={styles.help}>
      {field.help}
    </p>
  ) : null;
  const errorText = errorId ? (
    <p id={errorId} className={styles.error}>
      <span className="visually-hidden">{t('errorPrefix')} </span>
      {error}
    </p>
  ) : null;

  if (field.type === 'checkbox') {
    return (
      <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
        <div className={styles.check}>
          <input type="checkbox" className={styles.checkbox} {...common} />
          {label}
        </div>
        {errorText}
        {help}
      </div>
    );
  }

  let control;
  switch (field.type) {
    case 'textarea':
      control = <textarea className={styles.input} rows={6} placeholder={field.placeholder ?? undefined} {...common} />;
      break;
    case 'select':
      control = (
        <select className={styles.input} {...common}>
          <option value="">{t('selectPlaceholder')}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'file':
      control = <input type="file" className={styles.file} accept={field.accept ?? undefined} {...common} />;
      break;
    default:
      control = (
        <input
          type={field.type}
          className={styles.input}
          autoComplete={field.autocomplete ?? undefined}
          inputMode={field.format === 'numeric' || field.digits ? 'numeric' : undefined}
          placeholder={field.placeholder ?? undefined}
          {...common}
        />
      );
  }

  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      {label}
      {help}
      {control}
      {errorText}
    </div>
  );
}
