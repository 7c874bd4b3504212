'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { CustomForm, CustomFormField, SessionForm, SessionFormField } from '@/lib/api/schemas';
import { messageValuesOf } from '@/lib/schemas/custom-form';
import { formatBytes, type ValidationValues } from '@/lib/schemas/validation';
import { CheckboxField, CheckboxGroupField, DateField, FileField, RadioGroupField, SelectField, TextAreaField, TextField } from './fields';

/** `contact-email`: the control's id; its error is `contact-email-error`, its hint `contact-email-hint`. */
export const fieldId = (prefix: string, name: string) => `${prefix}-${name}`;

/**
 * The placeholders of a custom form field's messages (a 422's plain `validation.max` gets the
 * field's own length), for useApiForm's `errorValues`. `prefix`: where the fields sit in the form
 * (`survey.` inside the sign-up).
 */
export function customFormErrorValues(form: Pick<CustomForm, 'fields'> | Pick<SessionForm, 'fields'>, prefix = '') {
  return (name: string, rule: string | null): ValidationValues | undefined => {
    const field = form.fields.find((f) => `${prefix}${f.name}` === name);
    return field ? messageValuesOf(field as CustomFormField, rule) : undefined;
  };
}

/**
 * Where a summary link sends the focus: the control, or a group's first choice.
 *   focusTargetId('survey', { name: 'best', type: 'choice', options: [{ value: 'a' }…] }) → 'survey-best-a'
 */
export function focusTargetId(prefix: string, field: Pick<SessionFormField, 'name' | 'type' | 'options' | 'scale'>): string {
  const id = fieldId(prefix, field.name);
  if (field.type === 'choice' || field.type === 'multi_choice') return field.options[0] ? `${id}-${field.options[0].value}` : id;
  if (field.type === 'scale') return `${id}-${field.scale?.min ?? 1}`;
  return id;
}

/**
 * The controls of a custom form, rendered from its definition with the kit's controls: text,
 * email, tel, textarea, select, checkbox and file, and a session form's choice (radios),
 * multi-choice (checkboxes), scale (radios from min to max) and date. `register` and `errorOf`
 * take the field's name as the definition gives it; `progressOf` the upload progress of a file
 * question (see FileField).
 */
export function CustomFormFields({
  form,
  idPrefix,
  register,
  errorOf,
  progressOf,
}: {
  form: Pick<CustomForm, 'fields'> | Pick<SessionForm, 'fields'>;
  idPrefix: string;
  register: (name: string) => UseFormRegisterReturn;
  errorOf: (name: string) => string;
  progressOf?: (name: string) => number | null | undefined;
}) {
  return (
    <>
      {form.fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          id={fieldId(idPrefix, field.name)}
          registration={register(field.name)}
          error={errorOf(field.name)}
          progress={progressOf?.(field.name)}
        />
      ))}
    </>
  );
}

function FormField({
  field,
  id,
  registration,
  error,
  progress,
}: {
  field: CustomFormField | SessionFormField;
  id: string;
  registration: UseFormRegisterReturn;
  error: string;
  progress?: number | null;
}) {
  const t = useTranslations('Forms');
  const common = { id, label: field.label, hint: field.help, required: field.required, registration, error };
  const session = 'scale' in field ? field : null;
  switch (field.type) {
    case 'choice':
      return <RadioGroupField {...common} options={field.options} />;
    case 'multi_choice':
      return <CheckboxGroupField {...common} options={field.options} />;
    case 'scale': {
      const scale = session?.scale ?? { min: 1, max: 5, minLabel: null, maxLabel: null };
      const points = Array.from({ length: scale.max - scale.min + 1 }, (_, i) => String(scale.min + i));
      // The ends' words come from the organiser, in the visitor's language: "1 = Poor · 5 = Excellent".
      const ends = [scale.minLabel ? `${scale.min} = ${scale.minLabel}` : null, scale.maxLabel ? `${scale.max} = ${scale.maxLabel}` : null].filter(Boolean).join(' · ');
      return <RadioGroupField {...common} hint={[field.help, ends].filter(Boolean).join(' ') || null} options={points.map((p) => ({ value: p, label: p }))} />;
    }
    case 'date':
      return <DateField {...common} />;
    case 'checkbox':
      return <CheckboxField {...common} />;
    case 'textarea':
      return <TextAreaField {...common} rows={6} placeholder={field.placeholder ?? undefined} />;
    case 'select':
      return <SelectField {...common} options={field.options} />;
    case 'file': {
      // The organiser's help usually names the limits; without it the kit says them itself.
      const limits = session?.maxSizeKb && !field.help
        ? t('fileLimits', { types: (field.accept ?? '').split(',').map((a) => a.trim().split('/').pop()?.toUpperCase()).filter(Boolean).join(', '), size: formatBytes(session.maxSizeKb * 1024) })
        : null;
      return <FileField {...common} hint={[field.help, limits].filter(Boolean).join(' ') || null} accept={field.accept ?? undefined} progress={progress} />;
    }
    default:
      return (
        <TextField
          {...common}
          type={field.type as 'text' | 'email' | 'tel'}
          autoComplete={field.autocomplete ?? undefined}
          inputMode={field.format === 'numeric' || field.digits ? 'numeric' : undefined}
          placeholder={field.placeholder ?? undefined}
        />
      );
  }
}
