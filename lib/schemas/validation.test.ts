import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import es from '@/messages/es.json';
import {
  checkboxField,
  checkText,
  choiceField,
  fileField,
  fileProblems,
  formatBytes,
  hasDigits,
  isAlphaDash,
  isAlphaNum,
  isEmail,
  isNumeric,
  isPhone,
  isStrongPassword,
  mustDiffer,
  mustMatch,
  parseValidationMessage,
  textField,
  toFieldErrors,
  validationMessage,
  VALIDATION_RULES,
} from './validation';

/** The messages of a failed parse (or [] when it passes). */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('docs/product.md#validation rules', () => {
  it('required: empty, blank, null and undefined fail; anything else passes', () => {
    const required = textField({ required: true });
    for (const v of ['', '   ', null, undefined]) expect(messages(required, v)).toEqual(['validation.required']);
    expect(messages(required, 'x')).toEqual([]);
    // optional and empty: no rule applies
    expect(messages(textField({ max: 3, email: true }), '')).toEqual([]);
  });

  it('max {length} characters (counted as characters, not UTF-16 units)', () => {
    expect(messages(textField({ max: 3 }), 'abcd')).toEqual(['validation.max?length=3']);
    expect(messages(textField({ max: 3 }), 'abc')).toEqual([]);
    expect(messages(textField({ max: 2 }), '😀😀')).toEqual([]);
  });

  it('min {length} characters', () => {
    expect(messages(textField({ min: 3 }), 'ab')).toEqual(['validation.min?length=3']);
    expect(messages(textField({ min: 3 }), 'abc')).toEqual([]);
  });

  it('alpha_num: letters (any script) and digits only', () => {
    expect(isAlphaNum('Ekitaldi2026')).toBe(true);
    expect(isAlphaNum('Añana')).toBe(true);
    expect(isAlphaNum('Αθήνα')).toBe(true);
    expect(isAlphaNum('con espacio')).toBe(false);
    expect(isAlphaNum('a-b')).toBe(false);
    expect(messages(textField({ alphaNum: true }), 'a_b')).toEqual(['validation.alpha_num']);
  });

  it('alpha_dash: alphanumeric plus _ . / -', () => {
    expect(isAlphaDash('a_b.c/d-e1')).toBe(true);
    expect(isAlphaDash('a b')).toBe(false);
    expect(isAlphaDash('a@b')).toBe(false);
    expect(messages(textField({ alphaDash: true }), 'a+b')).toEqual(['validation.alpha_dash']);
  });

  it('numeric: digits only', () => {
    expect(isNumeric('0123')).toBe(true);
    expect(isNumeric('12a')).toBe(false);
    expect(isNumeric('1.5')).toBe(false);
    expect(messages(textField({ numeric: true }), '12a')).toEqual(['validation.numeric']);
  });

  it('digits {length}: exactly that many digits', () => {
    expect(hasDigits('12345', 5)).toBe(true);
    expect(hasDigits('1234', 5)).toBe(false);
    expect(hasDigits('12a45', 5)).toBe(false);
    expect(messages(textField({ digits: 5 }), '1234')).toEqual(['validation.digits?length=5']);
  });

  it('email: a valid address', () => {
    expect(isEmail('ana@example.org')).toBe(true);
    expect(isEmail('ana@example')).toBe(false);
    expect(isEmail('ana example.org')).toBe(false);
    expect(messages(textField({ email: true }), 'nope')).toEqual(['validation.email']);
    // trimmed before the check
    expect(messages(textField({ email: true }), ' ana@example.org ')).toEqual([]);
  });

  it('phone: 9 digits, the first one 6, 7, 8 or 9', () => {
    for (const ok of ['612345678', '712345678', '812345678', '912345678', '612 34 56 78']) expect(isPhone(ok), ok).toBe(true);
    for (const bad of ['512345678', '61234567', '6123456789', '61234567a', '+34612345678']) expect(isPhone(bad), bad).toBe(false);
    expect(messages(textField({ phone: true }), '512345678')).toEqual(['validation.phone']);
  });

  it('password: at least 8 characters, a letter, a number and a special character', () => {
    expect(isStrongPassword('Asistente#2026')).toBe(true);
    expect(isStrongPassword('abc#123')).toBe(false); // 7 characters
    expect(isStrongPassword('abcdefg#')).toBe(false); // no number
    expect(isStrongPassword('1234567#')).toBe(false); // no letter
    expect(isStrongPassword('abcd1234')).toBe(false); // no special character
    expect(messages(textField({ password: true }), 'abcd1234')).toEqual(['validation.requiredCharactersPassword']);
    // kept as typed: surrounding spaces are part of a password
    expect(textField({ password: true }).parse(' Abc#1234 ')).toBe(' Abc#1234 ');
  });

  it('confirmed / emailConfirmed: the repeat must match, reported on the repeat field', () => {
    const schema = z
      .object({ password: z.string(), password_confirmation: z.string() })
      .superRefine(mustMatch('password', 'password_confirmation'));
    const result = schema.safeParse({ password: 'Abc#1234', password_confirmation: 'Abc#12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['password_confirmation'], message: 'validation.confirmed' });
    expect(schema.safeParse({ password: 'Abc#1234', password_confirmation: 'Abc#1234' }).success).toBe(true);

    const emails = z.object({ email: z.string(), email_confirmation: z.string() }).superRefine(mustMatch('email', 'email_confirmation', 'emailConfirmed'));
    expect(messages(emails, { email: 'a@b.es', email_confirmation: 'c@b.es' })).toEqual(['validation.emailConfirmed']);
  });

  it('different / emailDifferent: the new value must differ (email case-insensitively)', () => {
    const passwords = z.object({ current: z.string(), password: z.string() }).superRefine(mustDiffer('password', 'current'));
    expect(messages(passwords, { current: 'Abc#1234', password: 'Abc#1234' })).toEqual(['validation.different']);
    expect(messages(passwords, { current: 'Abc#1234', password: 'Xyz#1234' })).toEqual([]);
    const emails = z.object({ current: z.string(), email: z.string() }).superRefine(mustDiffer('email', 'current', 'emailDifferent'));
    expect(messages(emails, { current: 'Ana@Example.org', email: 'ana@example.org' })).toEqual(['validation.emailDifferent']);
  });

  it('does not stop at the first failure: every broken rule of a field is reported', () => {
    expect(checkText('a b', { min: 5, alphaNum: true, numeric: true })).toEqual([
      { rule: 'min', values: { length: 5 } },
      { rule: 'alpha_num' },
      { rule: 'numeric' },
    ]);
    const form = z.object({ name: textField({ required: true }), email: textField({ required: true, email: true }) });
    const result = form.safeParse({ name: '', email: 'x' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'validation.required'],
      ['email', 'validation.email'],
    ]);
  });

  it('checkbox: a required one must be ticked; form bodies send text', () => {
    expect(messages(checkboxField(true), false)).toEqual(['validation.required']);
    expect(messages(checkboxField(true), undefined)).toEqual(['validation.required']);
    expect(checkboxField(true).parse('true')).toBe(true);
    expect(checkboxField(true).parse('1')).toBe(true);
    expect(checkboxField(false).parse(undefined)).toBe(false);
  });

  it('select: a required choice must be one of the options', () => {
    const subject = choiceField(['a', 'b'], true);
    expect(messages(subject, '')).toEqual(['validation.required']);
    expect(messages(subject, 'z')).toEqual(['validation.required']);
    expect(subject.parse('a')).toBe('a');
    expect(messages(choiceField(['a'], false), '')).toEqual([]);
  });

  it('file: a required one needs at least one file', () => {
    expect(messages(fileField(true), null)).toEqual(['validation.required']);
    expect(messages(fileField(true), { length: 0 })).toEqual(['validation.required']);
    expect(messages(fileField(true), [new Blob(['x'])])).toEqual([]);
    expect(messages(fileField(false), null)).toEqual([]);
  });

  it('file: with limits every file must be of an accepted type and small enough', () => {
    const photo = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
    const limits = { accept: 'image/jpeg,image/png,.webp', maxBytes: 2 * 1024 * 1024 };
    expect(messages(fileField(true, limits), [photo('a.png', 'image/png', 10)])).toEqual([]);
    expect(messages(fileField(true, limits), [photo('a.WEBP', '', 10)])).toEqual([]);
    expect(messages(fileField(true, limits), [photo('a.gif', 'image/gif', 10)])).toEqual([
      validationMessage('fileTypeSize', { types: 'image/jpeg, image/png, .webp', size: '2 MB' }),
    ]);
    expect(messages(fileField(false, limits), [photo('a.png', 'image/png', 3 * 1024 * 1024)])).toEqual([validationMessage('fileSize', { size: '2 MB' })]);
    expect(messages(fileField(false, { accept: 'image/*' }), [photo('a.svg', 'image/svg+xml', 1)])).toEqual([]);
    expect(fileProblems({ name: 'cv.exe', type: 'application/x-msdownload', size: 10 }, { accept: '.pdf' })).toEqual([{ rule: 'fileType', values: { types: '.pdf' } }]);
    expect(formatBytes(500 * 1024)).toBe('500 KB');
  });
});

describe('messages', () => {
  it('every rule has a message in the catalogue', () => {
    for (const rule of VALIDATION_RULES) expect(es.validation, rule).toHaveProperty(rule);
  });

  it('carry their parameters and read back', () => {
    expect(validationMessage('required')).toBe('validation.required');
    expect(validationMessage('max', { length: 50 })).toBe('validation.max?length=50');
    expect(parseValidationMessage('validation.max?length=50')).toEqual({ key: 'validation.max', rule: 'max', values: { length: 50 } });
    expect(parseValidationMessage('validation.email')).toEqual({ key: 'validation.email', rule: 'email', values: {} });
    expect(parseValidationMessage('auth.failed')).toEqual({ key: 'auth.failed', rule: null, values: {} });
  });

  it('become Laravel-style field errors with plain keys (what a 422 carries)', () => {
    const form = z.object({ name: textField({ required: true, max: 3 }), email: textField({ required: true, email: true }) });
    const result = form.safeParse({ name: 'abcd', email: '' });
    expect(toFieldErrors(result.error!)).toEqual({ name: ['validation.max'], email: ['validation.required'] });
  });
});
