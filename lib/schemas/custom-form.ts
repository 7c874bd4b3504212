import { z } from 'zod';
import type { CustomForm, CustomFormField } from '@/lib/api/schemas/forms';
import { checkboxField, choiceField, fileField, textField, type TextRules, type ValidationValues } from './validation';

/**
 * The zod schema of a custom form, built from its definition (GET /custom-form/{id}) with the
 * docs/product.md#validation rules of lib/schemas/validation.ts. The contact page validates with it in the browser
 * (zodResolver) and the demo API validates the posted body with the very same function.
 *
 *   buildCustomFormSchema({ fields: [{ name: 'email', type: 'email', required: true, … }] })
 *     .safeParse({ email: 'x' })  → issue { path: ['email'], message: 'validation.email' }
 */

/** A value of the form as react-hook-form holds it. */
export type CustomFormValue = string | boolean | FileList | File | null;
export type CustomFormValues = Record<string, CustomFormValue>;

/** The text rules a field's definition asks for. */
export function textRulesOf(field: CustomFormField): TextRules {
  return {
    required: field.required,
    min: field.minLength,
    max: field.maxLength,
    digits: field.digits,
    email: field.type === 'email' || field.format === 'email',
    phone: field.format === 'phone',
    alphaNum: field.format === 'alpha_num',
    alphaDash: field.format === 'alpha_dash',
    numeric: field.format === 'numeric',
    password: field.format === 'password',
  };
}

export function customFieldSchema(field: CustomFormField): z.ZodType {
  switch (field.type) {
    case 'checkbox':
      return checkboxField(field.required);
    case 'file':
      return fileField(field.required);
    case 'select':
      return choiceField(
        field.options.map((o) => o.value),
        field.required,
      );
    default:
      return textField(textRulesOf(field));
  }
}

export function buildCustomFormSchema(form: Pick<CustomForm, 'fields'>) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of form.fields) shape[field.name] = customFieldSchema(field);
  return z.object(shape);
}

/** Empty values for every field: '' for text and selects, false for checkboxes, null for files. */
export function customFormDefaults(form: Pick<CustomForm, 'fields'>): CustomFormValues {
  const values: CustomFormValues = {};
  for (const field of form.fields) {
    values[field.name] = field.type === 'checkbox' ? false : field.type === 'file' ? null : '';
  }
  return values;
}

/**
 * Placeholder values for a field's messages. A 422 answer carries plain keys
 * (`validation.max`); the length comes from the field's own definition.
 *
 *   messageValuesOf({ maxLength: 50, … }) → { length: 50 } for 'max'
 */
export function messageValuesOf(field: CustomFormField, rule: string | null): ValidationValues {
  const length = rule === 'max' ? field.maxLength : rule === 'min' ? field.minLength : rule === 'digits' ? field.digits : null;
  return length == null ? {} : { length };
}
