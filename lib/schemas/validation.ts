import { z } from 'zod';

/**
 * The docs/product.md#validation validation rules, in one place, for every form of the portal (client, through
 * react-hook-form's zodResolver) and for the demo API (server). A failed rule is reported as a
 * message that is a catalogue key, `validation.<rule>`, never an English sentence; a rule with
 * a parameter carries it after `?` so the form can fill the ICU placeholder:
 *
 *   validationMessage('required')         → 'validation.required'
 *   validationMessage('max', { length: 50 }) → 'validation.max?length=50'
 *   parseValidationMessage('validation.max?length=50')
 *     → { key: 'validation.max', rule: 'max', values: { length: 50 } }
 *
 * Validation does not stop at the first failure (docs/product.md#validation): every failing rule of a field is
 * reported (an empty field only reports `required`), and every field is checked.
 */

/** Rule names = keys under `validation` in messages/*.json. */
export const VALIDATION_RULES = [
  'required',
  'max',
  'min',
  'alpha_num',
  'alpha_dash',
  'numeric',
  'digits',
  'email',
  'phone',
  'requiredCharactersPassword',
  'confirmed',
  'different',
  'emailDifferent',
  'emailConfirmed',
  'fileType',
  /** the wrong kind of file where a size limit applies too: "PDF, PNG or JPEG, up to 2 MB" */
  'fileTypeSize',
  'fileSize',
  'format',
  /** docs/product.md#validation "Contact: captcha validated": the API refused the captcha token (422) */
  'captcha',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];
export type ValidationValues = Record<string, string | number>;

/** docs/product.md#limits: password at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** docs/product.md#validation, docs/product.md#limits: 9 digits, the first one 6, 7, 8 or 9. */
export const PHONE_PATTERN = /^[6-9][0-9]{8}$/;

export function validationMessage(rule: ValidationRule, values?: ValidationValues): string {
  const key = `validation.${rule}`;
  if (!values || Object.keys(values).length === 0) return key;
  const query = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]));
  return `${key}?${query.toString()}`;
}

export interface ParsedValidationMessage {
  /** 'validation.max' — the catalogue key (also what a 422 answer carries) */
  key: string;
  /** 'max', or null when the message is not a `validation.*` key */
  rule: string | null;
  values: ValidationValues;
}

/** Reads a message made by `validationMessage` (or a plain key from a 422 answer). */
export function parseValidationMessage(message: string): ParsedValidationMessage {
  const q = message.indexOf('?');
  const key = q === -1 ? message : message.slice(0, q);
  const values: ValidationValues = {};
  if (q !== -1) {
    for (const [k, v] of new URLSearchParams(message.slice(q + 1))) {
      values[k] = /^-?\d+$/.test(v) ? Number(v) : v;
    }
  }
  const rule = key.startsWith('validation.') ? key.slice('validation.'.length) : null;
  return { key, rule, values };
}

/** A catalogue key without its parameters: what the API sends back in a 422 (`validation.max`). */
export function validationKey(message: string): string {
  return parseValidationMessage(message).key;
}

// ---------------------------------------------------------------------------------------------
// The rules as plain predicates (true = valid). Lengths count characters, not UTF-16 units.
// ---------------------------------------------------------------------------------------------

const emailSchema = z.email();

export const isAlphaNum = (v: string): boolean => /^[\p{L}\p{N}]+$/u.test(v);
/** Letters and digits plus `_ . / -` (docs/product.md#validation). */
export const isAlphaDash = (v: string): boolean => /^[\p{L}\p{N}_./-]+$/u.test(v);
/** Digits only ("numeric only"). */
export const isNumeric = (v: string): boolean => /^[0-9]+$/.test(v);
/** Exactly `length` digits. */
export const hasDigits = (v: string, length: number): boolean => /^[0-9]+$/.test(v) && v.length === length;
export const isEmail = (v: string): boolean => emailSchema.safeParse(v).success;
/** Spaces people type between groups ("612 34 56 78") are allowed. */
export const isPhone = (v: string): boolean => PHONE_PATTERN.test(v.replace(/\s+/g, ''));
/** At least 8 characters, one letter, one number and one special character. */
export const isStrongPassword = (v: string): boolean =>
  charLength(v) >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(v) && /\p{N}/u.test(v) && /[^\p{L}\p{N}\s]/u.test(v);

export function charLength(v: string): number {
  return [...v].length;
}

/** The rules a text value can be given. */
export interface TextRules {
  required?: boolean;
  /** max {length} characters */
  max?: number | null;
  /** min {length} characters */
  min?: number | null;
  alphaNum?: boolean;
  alphaDash?: boolean;
  numeric?: boolean;
  /** exactly {length} digits */
  digits?: number | null;
  email?: boolean;
  phone?: boolean;
  /** The password rule requiredCharactersPassword (docs/product.md#validation). */
  password?: boolean;
}

export interface RuleFailure {
  rule: ValidationRule;
  values?: ValidationValues;
}

/**
 * Every rule `value` breaks, in a stable order. An empty value (after trimming) breaks only
 * `required`, and nothing when the field is optional.
 *
 *   checkText('', { required: true })                → [{ rule: 'required' }]
 *   checkText('5x', { numeric: true, min: 3 })       → [{ rule: 'min', values: { length: 3 } }, { rule: 'numeric' }]
 */
export function checkText(value: string | null | undefined, rules: TextRules): RuleFailure[] {
  const raw = value ?? '';
  const v = rules.password ? raw : raw.trim();
  if (v.trim() === '') return rules.required ? [{ rule: 'required' }] : [];
  const failures: RuleFailure[] = [];
  const length = charLength(v);
  if (rules.min != null && length < rules.min) failures.push({ rule: 'min', values: { length: rules.min } });
  if (rules.max != null && length > rules.max) failures.push({ rule: 'max', values: { length: rules.max } });
  if (rules.alphaNum && !isAlphaNum(v)) failures.push({ rule: 'alpha_num' });
  if (rules.alphaDash && !isAlphaDash(v)) failures.push({ rule: 'alpha_dash' });
  if (rules.numeric && !isNumeric(v)) failures.push({ rule: 'numeric' });
  if (rules.digits != null && !hasDigits(v, rules.digits)) failures.push({ rule: 'digits', values: { length: rules.digits } });
  if (rules.email && !isEmail(v)) failures.push({ rule: 'email' });
  if (rules.phone && !isPhone(v)) failures.push({ rule: 'phone' });
  if (rules.password && !isStrongPassword(v)) failures.push({ rule: 'requiredCharactersPassword' });
  return failures;
}

// ---------------------------------------------------------------------------------------------
// zod schemas built on the rules (use them in lib/schemas/<form>.ts and on the server).
// ---------------------------------------------------------------------------------------------

function report(ctx: z.core.$RefinementCtx<unknown>, failures: RuleFailure[], path: PropertyKey[] = []) {
  for (const f of failures) {
    ctx.addIssue({ code: 'custom', message: validationMessage(f.rule, f.values), path, params: { rule: f.rule } });
  }
}

/**
 * A text field. Accepts a string, null or undefined (null/undefined are empty) and outputs the
 * string trimmed (passwords are kept as typed).
 *
 *   textField({ required: true, max: 50 }).safeParse('')  → issue 'validation.required'
 */
export function textField(rules: TextRules = {}) {
  return z
    .string()
    .nullish()
    .transform((v) => (rules.password ? (v ?? '') : (v ?? '').trim()))
    .superRefine((v, ctx) => report(ctx, checkText(v, rules)));
}

const TRUE_VALUES = new Set(['true', '1', 'on', 'yes']);

/** A checkbox value as a boolean: true, or 'true' / '1' / 'on' / 'yes' as sent in a form body. */
export function toBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return TRUE_VALUES.has(value.trim().toLowerCase());
  return false;
}

/** A checkbox; a required one (consent, privacy policy) must be ticked: `validation.required`. */
export function checkboxField(required = false) {
  return z
    .unknown()
    .transform(toBoolean)
    .superRefine((v, ctx) => report(ctx, required && !v ? [{ rule: 'required' }] : []));
}

/** True when a file input holds at least one file (browser FileList/File, or a parsed upload). */
export function hasFile(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (typeof value === 'object' && 'length' in value && typeof value.length === 'number') return value.length > 0;
  return typeof value === 'object';
}

/** What a file input may take: `accept` as in the HTML attribute (`image/jpeg,.png,image/*`), a size in bytes. */
export interface FileLimits {
  accept?: string | null;
  maxBytes?: number | null;
}

/** "2 MB", "500 KB": a size as the messages show it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The rules a chosen file breaks (`fileType` or `fileTypeSize`, `fileSize`), checked in the browser before it is
 * sent; the API checks again. A file matches `accept` by MIME type (`image/png`, `image/*`) or by
 * its name's extension (`.pdf`).
 *
 *   fileProblems({ name: 'cv.exe', type: 'application/x-msdownload', size: 10 }, { accept: '.pdf' })
 *     → [{ rule: 'fileType', values: { types: '.pdf' } }]
 */
export function fileProblems(file: { name: string; type: string; size: number }, { accept, maxBytes }: FileLimits): RuleFailure[] {
  const failures: RuleFailure[] = [];
  const allowed = (accept ?? '').split(',').map((a) => a.trim().toLowerCase()).filter(Boolean);
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  const matches = (a: string) => (a.startsWith('.') ? name.endsWith(a) : a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a);
  if (allowed.length > 0 && !allowed.some(matches)) {
    failures.push(
      maxBytes
        ? { rule: 'fileTypeSize', values: { types: allowed.join(', '), size: formatBytes(maxBytes) } }
        : { rule: 'fileType', values: { types: allowed.join(', ') } },
    );
  }
  if (maxBytes && file.size > maxBytes) failures.push({ rule: 'fileSize', values: { size: formatBytes(maxBytes) } });
  return failures;
}

/** The files of a file input's value (a FileList, an array of files, one file, or nothing). */
function filesOf(value: unknown): { name: string; type: string; size: number }[] {
  if (!hasFile(value) || typeof value !== 'object' || value === null) return [];
  const list = 'length' in value ? Array.from(value as ArrayLike<unknown>) : [value];
  return list.filter(
    (f): f is { name: string; type: string; size: number } =>
      typeof f === 'object' && f !== null && typeof (f as { size?: unknown }).size === 'number' && typeof (f as { name?: unknown }).name === 'string',
  );
}

/**
 * A file input; required means at least one file; with limits every file must match `accept`
 * and stay within `maxBytes`. The value is passed through unchanged.
 */
export function fileField(required = false, limits: FileLimits = {}) {
  return z.unknown().superRefine((v, ctx) => {
    if (required && !hasFile(v)) return report(ctx, [{ rule: 'required' }]);
    const problems = filesOf(v).flatMap((file) => fileProblems(file, limits));
    report(ctx, problems.filter((p, i) => problems.findIndex((q) => q.rule === p.rule) === i));
  });
}

/** One of `allowed` (a select). Empty: `required`; anything else not offered: `required` too (no valid choice). */
export function choiceField(allowed: readonly string[], required = false) {
  return z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .superRefine((v, ctx) => {
      if (v === '') return report(ctx, required ? [{ rule: 'required' }] : []);
      if (!allowed.includes(v)) report(ctx, [{ rule: 'required' }]);
    });
}

// ---------------------------------------------------------------------------------------------
// Rules between two fields, for an object schema's .superRefine().
// ---------------------------------------------------------------------------------------------

/**
 * `confirmation` must equal `field` (password repeat: 'confirmed'; email repeat: 'emailConfirmed').
 * The issue lands on the confirmation field.
 *
 *   z.object({ password, password_confirmation }).superRefine(mustMatch('password', 'password_confirmation'))
 */
export function mustMatch<T extends Record<string, unknown>>(
  field: keyof T & string,
  confirmation: keyof T & string,
  rule: 'confirmed' | 'emailConfirmed' = 'confirmed',
) {
  return (values: T, ctx: z.core.$RefinementCtx<T>) => {
    const a = values[field];
    const b = values[confirmation];
    if (typeof b === 'string' && b !== '' && a !== b) report(ctx as z.core.$RefinementCtx<unknown>, [{ rule }], [confirmation]);
  };
}

/**
 * `field` must differ from `other` (new password vs current: 'different'; new email vs current,
 * compared case-insensitively: 'emailDifferent'). The issue lands on `field`.
 */
export function mustDiffer<T extends Record<string, unknown>>(
  field: keyof T & string,
  other: keyof T & string,
  rule: 'different' | 'emailDifferent' = 'different',
) {
  return (values: T, ctx: z.core.$RefinementCtx<T>) => {
    const a = values[field];
    const b = values[other];
    if (typeof a !== 'string' || typeof b !== 'string' || a === '') return;
    const same = rule === 'emailDifferent' ? a.trim().toLowerCase() === b.trim().toLowerCase() : a === b;
    if (same) report(ctx as z.core.$RefinementCtx<unknown>, [{ rule }], [field]);
  };
}

/**
 * Laravel-style field errors `{field: ['validation.required']}` from a failed parse, as the API
 * answers in a 422: plain keys (parameters dropped), each key once per field.
 */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_form';
    const key = issue.message.startsWith('validation.') ? validationKey(issue.message) : 'validation.invalid';
    const list = (errors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return errors;
}
