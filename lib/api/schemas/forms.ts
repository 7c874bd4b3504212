import { z } from 'zod';

/**
 * Custom forms (docs/product.md#entities, docs/product.md#calls): the organiser defines a form's fields; the portal renders it
 * generically and validates it with the docs/product.md#validation rules each field names (lib/schemas/custom-form.ts).
 */

export const CUSTOM_FORM_FIELD_TYPES = ['text', 'email', 'tel', 'textarea', 'select', 'checkbox', 'file'] as const;
export const customFormFieldTypeSchema = z.enum(CUSTOM_FORM_FIELD_TYPES);
export type CustomFormFieldType = z.infer<typeof customFormFieldTypeSchema>;

/** docs/product.md#validation format rules a text field may carry (beyond required / min / max / digits). */
export const CUSTOM_FORM_FORMATS = ['email', 'phone', 'alpha_num', 'alpha_dash', 'numeric', 'password'] as const;
export const customFormFormatSchema = z.enum(CUSTOM_FORM_FORMATS);
export type CustomFormFormat = z.infer<typeof customFormFormatSchema>;

export const customFormOptionSchema = z.object({ value: z.string().min(1), label: z.string() });
export type CustomFormOption = z.infer<typeof customFormOptionSchema>;

export const customFormFieldSchema = z.object({
  /** the key sent in the body; also the key of its errors in a 422 */
  name: z.string().regex(/^[a-z][a-z0-9_]*$/i),
  type: customFormFieldTypeSchema,
  label: z.string(),
  /** a hint under the label, or null */
  help: z.string().nullable(),
  placeholder: z.string().nullable(),
  required: z.boolean(),
  minLength: z.number().int().positive().nullable(),
  maxLength: z.number().int().positive().nullable(),
  /** exactly this many digits (rule `digits`), or null */
  digits: z.number().int().positive().nullable(),
  /** a format rule; an `email` field is always checked as an email */
  format: customFormFormatSchema.nullable(),
  /** the HTML autocomplete token (e.g. "email", "tel", "name"), or null */
  autocomplete: z.string().nullable(),
  /** choices of a select (empty for other types) */
  options: z.array(customFormOptionSchema),
  /** a file input's accepted types (HTML `accept`), or null */
  accept: z.string().nullable(),
});
export type CustomFormField = z.infer<typeof customFormFieldSchema>;

/** GET /custom-form/{id}, /custom-form/register, /custom-form/contact */
export const customFormSchema = z.object({
  id: z.number().int(),
  /** POST /contact/{uuid} */
  uuid: z.uuid(),
  /** 'contact', 'register', or null for another form */
  purpose: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  fields: z.array(customFormFieldSchema),
});
export type CustomForm = z.infer<typeof customFormSchema>;

/** POST /contact/{customFormUuid} (multipart) → 201; a 422 carries field errors (validationErrorSchema). */
export const contactResponseSchema = z.object({ message: z.string(), id: z.number().int() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** GET /__demo/contact-messages (demo API only, for tests): what was received, newest first. */
export const demoContactMessageSchema = z.object({
  id: z.number().int(),
  tenant: z.string(),
  formUuid: z.string(),
  locale: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.boolean()])),
  files: z.array(z.object({ field: z.string(), filename: z.string(), mimetype: z.string(), size: z.number().int() })),
  captchaToken: z.string().nullable(),
  createdAt: z.string(),
});
export type DemoContactMessage = z.infer<typeof demoContactMessageSchema>;
