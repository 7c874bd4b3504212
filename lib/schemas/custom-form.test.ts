import { describe, expect, it } from 'vitest';
import type { CustomForm, CustomFormField } from '@/lib/api/schemas/forms';
import { BLANK_FIELD } from '@/lib/testing/forms';
import { buildCustomFormSchema, customFormDefaults, messageValuesOf } from './custom-form';

function field(name: string, over: Partial<CustomFormField> = {}): CustomFormField {
  return { name, type: 'text', label: name, required: false, ...BLANK_FIELD, ...over };
}

const contact: Pick<CustomForm, 'fields'> = {
  fields: [
    field('name', { required: true, minLength: 2, maxLength: 80 }),
    field('email', { type: 'email', required: true, maxLength: 120 }),
    field('phone', { type: 'tel', format: 'phone' }),
    field('subject', { type: 'select', required: true, options: [{ value: 'general', label: 'General' }, { value: 'press', label: 'Press' }] }),
    field('message', { type: 'textarea', required: true, minLength: 10, maxLength: 2000 }),
    field('privacy', { type: 'checkbox', required: true }),
    field('attachment', { type: 'file' }),
    field('code', { digits: 5 }),
    field('user', { format: 'alpha_dash' }),
  ],
};

const errorsOf = (values: Record<string, unknown>) => {
  const result = buildCustomFormSchema(contact).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('buildCustomFormSchema', () => {
  it('reports every field at once on an empty form (optional fields stay quiet)', () => {
    expect(errorsOf(customFormDefaults(contact))).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      subject: 'validation.required',
      message: 'validation.required',
      privacy: 'validation.required',
    });
  });

  it('applies the rules each field names', () => {
    expect(
      errorsOf({
        name: 'A',
        email: 'ana@',
        phone: '512345678',
        subject: 'nope',
        message: 'short',
        privacy: false,
        attachment: null,
        code: '123',
        user: 'a b',
      }),
    ).toEqual({
      name: 'validation.min?length=2',
      email: 'validation.email',
      phone: 'validation.phone',
      subject: 'validation.required',
      message: 'validation.min?length=10',
      privacy: 'validation.required',
      code: 'validation.digits?length=5',
      user: 'validation.alpha_dash',
    });
  });

  it('accepts a good form and outputs trimmed text and booleans (also from a multipart body)', () => {
    const result = buildCustomFormSchema(contact).parse({
      name: '  Ana  ',
      email: 'ana@example.org',
      phone: '',
      subject: 'press',
      message: 'Hello, I would like to know more.',
      privacy: 'true',
      attachment: null,
      code: '',
      user: '',
    });
    expect(result).toMatchObject({ name: 'Ana', privacy: true, subject: 'press', phone: '' });
  });

  it('ignores fields the definition does not have', () => {
    const schema = buildCustomFormSchema({ fields: [field('name', { required: true })] });
    expect(schema.parse({ name: 'Ana', extra: 'x' })).toEqual({ name: 'Ana' });
  });
});

describe('customFormDefaults', () => {
  it('gives every field an empty value of its kind', () => {
    expect(customFormDefaults(contact)).toMatchObject({ name: '', privacy: false, attachment: null, subject: '' });
  });
});

describe('messageValuesOf', () => {
  it('fills the length of plain 422 keys from the field definition', () => {
    const name = contact.fields[0]!;
    expect(messageValuesOf(name, 'max')).toEqual({ length: 80 });
    expect(messageValuesOf(name, 'min')).toEqual({ length: 2 });
    expect(messageValuesOf(name, 'required')).toEqual({});
    expect(messageValuesOf(contact.fields[7]!, 'digits')).toEqual({ length: 5 });
  });
});
