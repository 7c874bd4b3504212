import { z } from 'zod';
import type { CustomForm, CustomFormField } from '@/lib/api/schemas/forms';
import { REGISTER_DATA_FILE_MAX_BYTES, type RegisterData } from '@/lib/api/schemas/account-extras';
import { signupQuestions } from '@/lib/auth/signup-questions';
import type { CustomerFieldUse } from './customer-fields';
import { customFieldSchema, type CustomFormValues } from './custom-form';
import { fileField } from './validation';

/**
 * The register data of a customer (POST /customer/signup-register-data): the tenant's register
 * form (GET /custom-form/register) as it is completed after sign-up. The sign-up itself asks the
 * form's questions but not its file questions (a JSON sign-up cannot carry files) and not the
 * questions a customer field already asks; those stay for this step, which the portal offers
 * after the address is validated and in the private area. Pure: the demo API checks the same way.
 */

/**
 * The questions of the register data form: every question of the register form but those a
 * customer field of the tenant already asks (`job_title` when the structure has `jobTitle`).
 *
 *   registerDataQuestions({ fields: [company, photo(file)] }, [{ name: 'company', … }]) → [photo]
 */
export function registerDataQuestions(form: Pick<CustomForm, 'fields'> | null, customerFields: readonly CustomerFieldUse[]): CustomFormField[] {
  if (!form) return [];
  // signupQuestions knows which questions a customer field covers; it also drops file questions,
  // so each question is asked about on its own, as a text one.
  const covered = (f: CustomFormField) =>
    signupQuestions({ id: 0, uuid: '', purpose: null, title: '', description: null, fields: [{ ...f, type: 'text' }] }, customerFields) === null;
  return form.fields.filter((f) => !covered(f));
}

/**
 * The questions the sign-up step did not ask (what the validate page announces):
 * registerDataQuestions minus what signupQuestions shows.
 */
export function afterSignupQuestions(form: Pick<CustomForm, 'fields'> | null, customerFields: readonly CustomerFieldUse[]): CustomFormField[] {
  if (!form) return [];
  const asked = new Set((signupQuestions({ id: 0, uuid: '', purpose: null, title: '', description: null, fields: form.fields }, customerFields)?.fields ?? []).map((f) => f.name));
  return registerDataQuestions(form, customerFields).filter((f) => !asked.has(f.name));
}

/** Whether a saved answer counts as given: a file, a non-empty text, or a checkbox's true or false. */
function answered(field: CustomFormField, data: Pick<RegisterData, 'answers' | 'files'>): boolean {
  if (field.type === 'file') return data.files.some((f) => f.field === field.name);
  const value = data.answers[field.name];
  if (field.type === 'checkbox') return field.required ? value === true : typeof value === 'boolean';
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The questions still without an answer, in the form's order.
 *
 *   missingQuestions([company, photo], { answers: { company: 'Acme' }, files: [] }) → ['photo']
 */
export function missingQuestions(questions: readonly CustomFormField[], data: Pick<RegisterData, 'answers' | 'files'>): string[] {
  return questions.filter((f) => !answered(f, data)).map((f) => f.name);
}

/**
 * The form's schema: each question with its docs/product.md#validation rules; a file question with its types and
 * the 5 MB limit, required only while no file was given before (`saved`: the fields that have one).
 */
export function registerDataFormSchema(questions: readonly CustomFormField[], saved: ReadonlySet<string> = new Set()) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of questions) {
    shape[f.name] =
      f.type === 'file'
        ? fileField(f.required && !saved.has(f.name), { accept: f.accept, maxBytes: REGISTER_DATA_FILE_MAX_BYTES })
        : customFieldSchema(f);
  }
  return z.object(shape);
}

/** The form's starting values: the saved answers ('' / false when none), no file chosen. */
export function registerDataDefaults(questions: readonly CustomFormField[], data: Pick<RegisterData, 'answers'> | null): CustomFormValues {
  const values: CustomFormValues = {};
  for (const f of questions) {
    const saved = data?.answers[f.name];
    if (f.type === 'file') values[f.name] = null;
    else if (f.type === 'checkbox') values[f.name] = saved === true;
    else values[f.name] = typeof saved === 'string' ? saved : '';
  }
  return values;
}

/**
 * What is sent: the answers of the non-file questions (trimmed text, checkboxes as booleans) and
 * the chosen file of each file question.
 */
export function registerDataParts(questions: readonly CustomFormField[], values: Record<string, unknown>): { survey: Record<string, string | boolean>; files: Record<string, Blob> } {
  const survey: Record<string, string | boolean> = {};
  const files: Record<string, Blob> = {};
  for (const f of questions) {
    const v = values[f.name];
    if (f.type === 'file') {
      const file = firstBlob(v);
      if (file) files[f.name] = file;
    } else if (f.type === 'checkbox') survey[f.name] = v === true;
    else survey[f.name] = typeof v === 'string' ? v.trim() : '';
  }
  return { survey, files };
}

function firstBlob(value: unknown): Blob | null {
  if (typeof Blob === 'undefined' || value === null || typeof value !== 'object') return null;
  if (value instanceof Blob) return value;
  const list = value as { length?: number; [index: number]: unknown };
  const first = typeof list.length === 'number' && list.length > 0 ? list[0] : null;
  return first instanceof Blob ? first : null;
}
