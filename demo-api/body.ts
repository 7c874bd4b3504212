/** Lenient readers for request bodies whose every field is validated at once (docs/product.md#validation). */
import { checkText, type TextRules } from '../lib/schemas/validation';
import { unprocessable } from './errors';
import { addError, type FieldErrors } from './structure';

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const objAt = (v: unknown, key: string): Obj => (isObj(v) && isObj(v[key]) ? (v[key] as Obj) : {});
/** A string value; numbers are accepted as their text; anything else is undefined. */
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/** Checks a text value with the docs/product.md#validation rules; reports every failure on `field`. Returns it trimmed. */
export function text(errors: FieldErrors, field: string, value: unknown, rules: TextRules): string {
  const v = str(value) ?? '';
  for (const f of checkText(v, rules)) addError(errors, field, `validation.${f.rule}`);
  return rules.password ? v : v.trim();
}

/** A consent that must be given: true (or "true"/"1"/"on"), else validation.required. */
export function mustAccept(errors: FieldErrors, field: string, value: unknown) {
  if (!(value === true || value === 'true' || value === '1' || value === 'on' || value === 1)) addError(errors, field, 'validation.required');
}

export function throwIfErrors(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}
