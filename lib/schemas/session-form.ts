import { z } from 'zod';
import type { CustomFormField, FormAnswers, SessionForm, SessionFormField } from '@/lib/api/schemas';
import { customFieldSchema } from './custom-form';
import { checkboxField, choiceField, fileField, hasFile, validationMessage, type RuleFailure } from './validation';

/**
 * The zod schema of a session's survey or registration form (GET /custom-form/{id}), built from
 * its definition with the docs/product.md#validation rules: the contact form's types (lib/schemas/custom-form.ts)
 * plus choice, multi-choice, scale and date, and file questions limited by `accept`, `maxSizeKb`
 * and `maxFiles`. The demo API checks the same rules again (demo-api/form-answers.ts).
 *
 * Values as the form holds them: choice and scale a radio's string, multi-choice the ticked
 * values (string[]), date YYYY-MM-DD, file a FileList. The output is ready for `toFormAnswers`.
 */

function fail(ctx: z.core.$RefinementCtx<unknown>, failures: RuleFailure[]) {
  for (const f of failures) ctx.addIssue({ code: 'custom', message: validationMessage(f.rule, f.values), params: { rule: f.rule } });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const parsed = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === v;
}

function multiChoiceField(allowed: readonly string[], required: boolean) {
  return z
    .unknown()
    .transform((v): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' && v ? [v] : []))
    .superRefine((v, ctx) => {
      if (v.length === 0) return fail(ctx, required ? [{ rule: 'required' }] : []);
      if (v.some((x) => !allowed.includes(x))) fail(ctx, [{ rule: 'required' }]);
    });
}

function scaleField(field: SessionFormField) {
  const min = field.scale?.min ?? 1;
  const max = field.scale?.max ?? 5;
  return z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v): number | null => (v === null || v === undefined || v === '' ? null : Number(v)))
    .superRefine((v, ctx) => {
      if (v === null) return fail(ctx, field.required ? [{ rule: 'required' }] : []);
      // Only the offered points are answers; anything else is "no valid choice".
      if (!Number.isInteger(v) || v < min || v > max) fail(ctx, [{ rule: 'required' }]);
    });
}

function dateField(required: boolean) {
  return z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .superRefine((v, ctx) => {
      if (v === '') return fail(ctx, required ? [{ rule: 'required' }] : []);
      if (!isIsoDate(v)) fail(ctx, [{ rule: 'format' }]);
    });
}

function sessionFileField(field: SessionFormField) {
  const base = fileField(field.required, { accept: field.accept, maxBytes: field.maxSizeKb ? field.maxSizeKb * 1024 : null });
  const maxFiles = field.maxFiles ?? 1;
  return base.superRefine((v, ctx) => {
    const count = hasFile(v) && typeof v === 'object' && v !== null && 'length' in v ? Number((v as ArrayLike<unknown>).length) : hasFile(v) ? 1 : 0;
    if (count > maxFiles) fail(ctx, [{ rule: 'max', values: { length: maxFiles } }]);
  });
}

export function sessionFieldSchema(field: SessionFormField): z.ZodType {
  switch (field.type) {
    case 'choice':
      return choiceField(
        field.options.map((o) => o.value),
        field.required,
      );
    case 'multi_choice':
      return multiChoiceField(
        field.options.map((o) => o.value),
        field.required,
      );
    case 'scale':
      return scaleField(field);
    case 'date':
      return dateField(field.required);
    case 'file':
      return sessionFileField(field);
    case 'checkbox':
      return checkboxField(field.required);
    default:
      // text, email, tel, textarea, select: the contact form's rules.
      return customFieldSchema(field as CustomFormField);
  }
}

export function buildSessionFormSchema(form: Pick<SessionForm, 'fields'>) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of form.fields) shape[field.name] = sessionFieldSchema(field);
  return z.object(shape);
}

export type SessionFormValue = string | boolean | string[] | FileList | null;

/** Empty values ('' text/choice/scale/date, [] multi-choice, false checkbox, null file), or the saved answers (a draft). */
export function sessionFormDefaults(form: Pick<SessionForm, 'fields'>, saved: FormAnswers | null = null): Record<string, SessionFormValue> {
  const values: Record<string, SessionFormValue> = {};
  for (const field of form.fields) {
    const kept = saved?.[field.name];
    switch (field.type) {
      case 'checkbox':
        values[field.name] = kept === true;
        break;
      case 'multi_choice':
        values[field.name] = Array.isArray(kept) ? kept : [];
        break;
      case 'file':
        // A file input cannot be prefilled; uploads already made are kept by the API's draft.
        values[field.name] = null;
        break;
      default:
        values[field.name] = typeof kept === 'string' || typeof kept === 'number' ? String(kept) : '';
    }
  }
  return values;
}

/**
 * The body's `survey` from the validated values: files replaced by the upload ids of their
 * question (`uploads`), empty optional answers left out.
 */
export function toFormAnswers(form: Pick<SessionForm, 'fields'>, values: Record<string, unknown>, uploads: Record<string, string[]> = {}): FormAnswers {
  const answers: FormAnswers = {};
  for (const field of form.fields) {
    const v = values[field.name];
    if (field.type === 'file') {
      const ids = uploads[field.name] ?? [];
      if (ids.length > 0) answers[field.name] = ids;
      continue;
    }
    if (field.type === 'checkbox') {
      answers[field.name] = v === true;
      continue;
    }
    if (v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') answers[field.name] = v;
    else if (Array.isArray(v)) answers[field.name] = v.map(String);
  }
  return answers;
}
