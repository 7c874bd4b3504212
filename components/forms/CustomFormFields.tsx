'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CustomForm, CustomFormField } from '@/lib/api/schemas';
import { messageValuesOf } from '@/lib/schemas/custom-form';
import type { ValidationValues } from '@/lib/schemas/validation';
import { CheckboxField, FileField, SelectField, TextAreaField, TextField } from './fields';

/** `contact-email`: the control's id; its error is `contact-email-error`, its hint `contact-email-hint`. */
export const fieldId = (prefix: string, name: string) => `${prefix}-${name}`;

/**
 * The placeholders of a custom form field's messages (a 422's plain `validation.max` gets the
 * field's own length), for useApiForm's `errorValues`. `prefix`: where the fields sit in the form
 * (`survey.` inside the sign-up).
 */
export function customFormErrorValues(form: Pick<CustomForm, 'fields'>, prefix = '') {
  return (name: string, rule: string | null): ValidationValues | undefined => {
    const field = form.fields.find((f) => `${prefix}${f.name}` === name);
    return field ? messageValuesOf(field, rule) : undefined;
  };
}

/**
 * The controls of a custom form, rendered from its definition with the kit's controls: text,
 * email, tel, textarea, select, checkbox and file. `register` and `errorOf` take the field's
 * name as the definition gives it.
 */
export function CustomFormFields({
  form,
  idPrefix,
  register,
  errorOf,
}: {
  form: Pick<CustomForm, 'fields'>;
  idPrefix: string;
  register: (name: string) => UseFormRegisterReturn;
  errorOf: (name: string) => string;
}) {
  return (
    <>
      {form.fields.map((field) => (
        <FormField key={field.name} field={field} id={fieldId(idPrefix, field.name)} registration={register(field.name)} error={errorOf(field.name)} />
      ))}
    </>
  );
}

function FormField({ field, id, registration, error }: { field: CustomFormField; id: string; registration: UseFormRegisterReturn; error: string }) {
  const common = { id, label: field.label, hint: field.help, required: field.required, registration, error };
  switch (field.type) {
    case 'checkbox':
      return <CheckboxField {...common} />;
    case 'textarea':
      return <TextAreaField {...common} rows={6} placeholder={field.placeholder ?? undefined} />;
    case 'select':
      return <SelectField {...common} options={field.options} />;
    case 'file':
      return <FileField {...common} accept={field.accept ?? undefined} />;
    default:
      return (
        <TextField
          {...common}
          type={field.type}
          autoComplete={field.autocomplete ?? undefined}
          inputMode={field.format === 'numeric' || field.digits ? 'numeric' : undefined}
          placeholder={field.placeholder ?? undefined}
        />
      );
  }
}
