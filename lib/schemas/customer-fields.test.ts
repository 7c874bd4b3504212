import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './validation';
import { customerFieldSchema, customerFieldsOf, customerFieldsShape, customerFieldValue, isIsoDate, type CustomerFieldOptions } from './customer-fields';
import { z } from 'zod';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ f: schema }).safeParse({ f: value });
  return result.success ? [] : (toFieldErrors(result.error).f ?? []);
};

describe('customer fields', () => {
  it('asks for name and surname always, required, then the structure in its order', () => {
    expect(customerFieldsOf({ fields: [{ name: 'telephone', required: true }, { name: 'surname', required: false }] })).toEqual([
      { name: 'name', required: true },
      { name: 'telephone', required: true },
      { name: 'surname', required: true },
    ]);
    expect(customerFieldsOf(null).map((f) => f.name)).toEqual(['name', 'surname']);
  });

  it('checks a select against the offered ids, or its format when none are given (the API side)', () => {
    expect(errorsOf(customerFieldSchema('nationality', true, { countries: ['ES'] }), 'FR')).toEqual(['validation.required']);
    expect(errorsOf(customerFieldSchema('nationality', true, { countries: ['ES'] }), 'ES')).toEqual([]);
    expect(errorsOf(customerFieldSchema('nationality', false, {}), 'Spain')).toEqual(['validation.format']);
    expect(errorsOf(customerFieldSchema('nationality', false, {}), 'es')).toEqual([]);
    expect(errorsOf(customerFieldSchema('documentType', true, { documentTypes: ['dni'] }), 'card')).toEqual(['validation.required']);
  });

  it('wants real days in date fields and applies the text rules', () => {
    expect(errorsOf(customerFieldSchema('dateOfBirth', false, {}), '1990-02-31')).toEqual(['validation.format']);
    expect(errorsOf(customerFieldSchema('dateOfBirth', true, {}), '')).toEqual(['validation.required']);
    expect(errorsOf(customerFieldSchema('telephone', false, {}), '512345678')).toEqual(['validation.phone']);
    expect(errorsOf(customerFieldSchema('name', true, {}), 'x'.repeat(81))).toEqual(['validation.max']);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
  });

  it('builds a form shape from the structure and the localised options', () => {
    const options: CustomerFieldOptions = { genres: [{ id: 'F', name: 'Mujer' }], types: [], countries: [], documentTypes: [] };
    const shape = customerFieldsShape([{ name: 'gender', required: true }], options);
    expect(errorsOf(shape.gender!, 'M')).toEqual(['validation.required']);
    expect(errorsOf(shape.gender!, 'F')).toEqual([]);
  });

  it('sends and stores values trimmed, empty as null, phones without spaces, countries upper-cased', () => {
    expect(customerFieldValue('telephone', ' 612 34 56 78 ')).toBe('612345678');
    expect(customerFieldValue('nationality', 'es')).toBe('ES');
    expect(customerFieldValue('company', '   ')).toBeNull();
    expect(customerFieldValue('company', null)).toBeNull();
  });

  it('takes only letters and digits as a document number (alpha_num), in the portal and the demo API alike', () => {
    expect(errorsOf(customerFieldSchema('documentNumber', false, {}), '12$$-')).toEqual(['validation.alpha_num']);
    expect(errorsOf(customerFieldSchema('documentNumber', false, {}), '12345678Z')).toEqual([]);
    expect(errorsOf(customerFieldSchema('documentNumber', false, {}), '')).toEqual([]);
  });
});
