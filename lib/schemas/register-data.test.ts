import { describe, expect, it } from 'vitest';
import type { CustomFormField } from '@/lib/api/schemas/forms';
import { BLANK_FIELD } from '@/lib/testing/forms';
import { afterSignupQuestions, missingQuestions, registerDataDefaults, registerDataFormSchema, registerDataParts, registerDataQuestions } from './register-data';

const q = (name: string, type: CustomFormField['type'], extra: Partial<CustomFormField> = {}): CustomFormField => ({
  name,
  type,
  label: name,
  required: false,
  ...BLANK_FIELD,
  ...extra,
});

const form = {
  fields: [
    q('company', 'text'),
    q('diet', 'select', { options: [{ value: 'vegan', label: 'Vegan' }] }),
    q('postal_code', 'text', { digits: 5 }),
    q('consent_photos', 'checkbox', { required: true }),
    q('photo', 'file', { accept: 'image/png,image/jpeg', required: true }),
  ],
};
const customerFields = [
  { name: 'company' as const, required: false },
  { name: 'foodRestrictions' as const, required: false },
];

describe('registerDataQuestions / afterSignupQuestions', () => {
  it('leaves out what customer fields ask, by name and by meaning, and keeps file questions', () => {
    expect(registerDataQuestions(form, customerFields).map((f) => f.name)).toEqual(['postal_code', 'consent_photos', 'photo']);
    expect(registerDataQuestions(null, customerFields)).toEqual([]);
  });

  it('names only what the sign-up did not ask: the file questions', () => {
    expect(afterSignupQuestions(form, customerFields).map((f) => f.name)).toEqual(['photo']);
    expect(afterSignupQuestions({ fields: [q('postal_code', 'text')] }, [])).toEqual([]);
  });
});

describe('missingQuestions', () => {
  const questions = registerDataQuestions(form, customerFields);
  it('counts a text, a required checkbox ticked and a file as answers', () => {
    expect(missingQuestions(questions, { answers: {}, files: [] })).toEqual(['postal_code', 'consent_photos', 'photo']);
    expect(
      missingQuestions(questions, { answers: { postal_code: ' 48001 ', consent_photos: true }, files: [{ field: 'photo', name: 'a.png', type: 'image/png', size: 3 }] }),
    ).toEqual([]);
    expect(missingQuestions(questions, { answers: { postal_code: '  ', consent_photos: false }, files: [] })).toEqual(['postal_code', 'consent_photos', 'photo']);
  });
});

describe('registerDataFormSchema', () => {
  const questions = registerDataQuestions(form, customerFields);
  const png = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
  const issues = (values: Record<string, unknown>, saved?: Set<string>) => {
    const r = registerDataFormSchema(questions, saved).safeParse(values);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('asks for a required file until one was given, and checks type and size', () => {
    expect(issues({ postal_code: '48001', consent_photos: true, photo: null })).toEqual({ photo: 'validation.required' });
    expect(issues({ postal_code: '48001', consent_photos: true, photo: null }, new Set(['photo']))).toEqual({});
    expect(issues({ postal_code: '48001', consent_photos: true, photo: [png] })).toEqual({});
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    expect(issues({ postal_code: '48001', consent_photos: true, photo: [pdf] }).photo).toMatch(/^validation\.fileType/);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(issues({ postal_code: '48001', consent_photos: true, photo: [big] }).photo).toMatch(/^validation\.fileSize/);
  });

  it('applies docs/product.md#validation rules to the other questions', () => {
    expect(issues({ postal_code: '12', consent_photos: false, photo: [png] })).toMatchObject({ postal_code: expect.stringMatching(/^validation\.digits/), consent_photos: expect.stringMatching(/^validation\.required/) });
  });
});

describe('registerDataDefaults / registerDataParts', () => {
  const questions = registerDataQuestions(form, customerFields);
  it('starts from the saved answers and sends answers and chosen files apart', () => {
    expect(registerDataDefaults(questions, { answers: { postal_code: '48001', consent_photos: true } })).toEqual({ postal_code: '48001', consent_photos: true, photo: null });
    expect(registerDataDefaults(questions, null)).toEqual({ postal_code: '', consent_photos: false, photo: null });
    const png = new File(['x'], 'me.png', { type: 'image/png' });
    expect(registerDataParts(questions, { postal_code: ' 48001 ', consent_photos: true, photo: [png] })).toEqual({ survey: { postal_code: '48001', consent_photos: true }, files: { photo: png } });
    expect(registerDataParts(questions, { postal_code: '', consent_photos: false, photo: null }).files).toEqual({});
  });
});
