import { describe, expect, it } from 'vitest';
import type { Customer } from '@/lib/api/schemas';
import { CUSTOMER_FIELD_SPECS, isIsoDate } from './customer-fields';
import { buildProfileSchema, profileBody, profileDefaults } from './profile';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const customer: Customer = {
  id: 1,
  name: 'Ane',
  surname: 'Etxeberria',
  secondSurname: null,
  email: 'ane@example.org',
  position: null,
  company: 'Gaia',
  photo: null,
  telephone: '600123456',
  university: null,
  jobTitle: null,
  treatment: null,
  dateOfBirth: '1990-04-12',
  nationality: 'ES',
  documentType: 'dni',
  documentNumber: null,
  documentIssueDate: null,
  documentExpiryDate: null,
  foodRestrictions: null,
  comments: null,
  gender: null,
  userType: 'attendee',
  twoFactorMethod: 'NONE',
  consentDataProcessing: true,
  consentAdvertising: false,
  emailVerified: true,
  isModerator: false,
};

describe('personal data form', () => {
  const fields = [
    { name: 'name', required: true },
    { name: 'surname', required: true },
    { name: 'telephone', required: true },
    { name: 'company', required: false },
    { name: 'nationality', required: false },
    { name: 'documentNumber', required: false },
  ] as const;
  const options = { genres: [], types: [], countries: [{ id: 'ES', name: 'España' }], documentTypes: [] };
  const schema = buildProfileSchema(fields, options);

  it('starts from the customer, empty values as ""', () => {
    expect(profileDefaults(customer, fields)).toEqual({
      name: 'Ane',
      surname: 'Etxeberria',
      telephone: '600123456',
      company: 'Gaia',
      nationality: 'ES',
      documentNumber: '',
    });
  });

  it('reports each docs/product.md#validation violation of each field at once', () => {
    // The limits are the shared customer-field specs' (./customer-fields.ts).
    const companyMax = CUSTOMER_FIELD_SPECS.company.rules.max ?? 255;
    const result = schema.safeParse({ name: '', surname: 'E', telephone: '512345678', company: 'x'.repeat(companyMax + 1), nationality: 'XX', documentNumber: '' });
    expect(messagesOf(result)).toEqual({
      name: 'validation.required',
      telephone: 'validation.phone',
      company: `validation.max?length=${companyMax}`,
      nationality: 'validation.required',
    });
  });

  it('sends emptied fields as null and the phone without spaces', () => {
    const parsed = schema.parse({ name: ' Ane ', surname: 'E', telephone: '600 12 34 56', company: '', nationality: 'ES', documentNumber: '' });
    expect(profileBody(parsed, fields)).toEqual({
      name: 'Ane',
      surname: 'E',
      telephone: '600123456',
      company: null,
      nationality: 'ES',
      documentNumber: null,
    });
  });

  it('knows a real day', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('29/02/2024')).toBe(false);
  });
});

