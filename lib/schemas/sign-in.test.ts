import { describe, expect, it } from 'vitest';
import { countryOptions } from '@/lib/i18n/countries';
import { customerFieldsOf, type CustomerFieldOptions } from './customer-fields';
import { loginSchema } from './login';
import { changePasswordSchema, newPasswordSchema } from './password';
import { signupSchema, ssoRegisterSchema } from './signup';
import { twoFactorCodeSchema } from './two-factor-code';
import { toFieldErrors } from './validation';

const options: CustomerFieldOptions = {
  genres: [{ id: 'F', name: 'Mujer' }],
  types: [{ id: 'attendee', name: 'Asistente' }],
  countries: [{ id: 'ES', name: 'España' }],
  documentTypes: [{ id: 'dni', name: 'DNI' }],
};
const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : toFieldErrors(result.error as Parameters<typeof toFieldErrors>[0]);

describe('login schema', () => {
  it('reports every field at once and keeps the password as typed', () => {
    expect(errorsOf(loginSchema(false).safeParse({ email: 'x', password: '' }))).toEqual({
      email: ['validation.email'],
      password: ['validation.required'],
    });
    const ok = loginSchema(false).parse({ email: ' ane@ekitaldi.test ', password: ' pw ', remember: 'on' });
    expect(ok).toMatchObject({ email: 'ane@ekitaldi.test', password: ' pw ', remember: true, propagate: false });
  });

  it('requires the propagation consent only where accounts are shared', () => {
    const values = { email: 'a@ekitaldi.test', password: 'x', propagate: false };
    expect(loginSchema(false).safeParse(values).success).toBe(true);
    expect(errorsOf(loginSchema(true).safeParse(values))).toEqual({ propagate: ['validation.required'] });
  });
});

describe('two-factor code', () => {
  it('takes six digits, spaces allowed', () => {
    expect(twoFactorCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(errorsOf(twoFactorCodeSchema.safeParse({ code: '12a' }))).toEqual({ code: ['validation.digits'] });
    expect(errorsOf(twoFactorCodeSchema.safeParse({ code: '' }))).toEqual({ code: ['validation.required'] });
  });
});

describe('passwords', () => {
  it('checks strength and confirmation together', () => {
    expect(errorsOf(newPasswordSchema.safeParse({ password: 'short', passwordConfirmation: 'other' }))).toEqual({
      password: ['validation.requiredCharactersPassword'],
      passwordConfirmation: ['validation.confirmed'],
    });
  });

  it('wants the new password to differ from the current one', () => {
    const same = { currentPassword: 'Viejo#2026x', password: 'Viejo#2026x', passwordConfirmation: 'Viejo#2026x' };
    expect(errorsOf(changePasswordSchema.safeParse(same))).toEqual({ password: ['validation.different'] });
    expect(changePasswordSchema.safeParse({ ...same, password: 'Nuevo#2026x', passwordConfirmation: 'Nuevo#2026x' }).success).toBe(true);
  });
});

describe('sign-up schema', () => {
  const fields = customerFieldsOf({ fields: [{ name: 'telephone', required: true }, { name: 'userType', required: false }] });
  const form = { fields: [{ name: 'diet', type: 'select', required: true, options: [{ value: 'vegan', label: 'Vegana' }] }] } as never;

  it('asks for name and surname always, then the structure', () => {
    expect(fields.map((f) => f.name)).toEqual(['name', 'surname', 'telephone', 'userType']);
  });

  it('reports every docs/product.md#validation violation at once, survey and consents included', () => {
    const schema = signupSchema({ customerFields: fields, options, registerForm: form, invitation: true });
    const result = schema.safeParse({
      name: '',
      surname: 'Etxeberria',
      telephone: '512345678',
      userType: 'nope',
      email: 'ane@',
      password: 'abcdefgh',
      passwordConfirmation: 'abcdefgi',
      survey: { diet: '' },
      invitationCode: '',
      privacyPolicy: false,
      dataAuthorization: false,
    });
    expect(errorsOf(result)).toEqual({
      name: ['validation.required'],
      telephone: ['validation.phone'],
      userType: ['validation.required'],
      email: ['validation.email'],
      password: ['validation.requiredCharactersPassword'],
      passwordConfirmation: ['validation.confirmed'],
      'survey.diet': ['validation.required'],
      invitationCode: ['validation.required'],
      privacyPolicy: ['validation.required'],
      dataAuthorization: ['validation.required'],
    });
  });

  it('lets a valid sign-up through, advertising consent optional', () => {
    const schema = signupSchema({ customerFields: fields, options, registerForm: null, invitation: false });
    const ok = schema.parse({
      name: 'Ane',
      surname: 'Etxeberria',
      telephone: '612 345 678',
      userType: 'attendee',
      email: 'ane@ekitaldi.test',
      password: 'Segura#2026',
      passwordConfirmation: 'Segura#2026',
      privacyPolicy: true,
      dataAuthorization: 'on',
    });
    expect(ok).toMatchObject({ privacyPolicy: true, dataAuthorization: true, consentAdvertising: false });
  });

  it('SSO sign-up needs the consents and the structure fields', () => {
    expect(errorsOf(ssoRegisterSchema(fields, options).safeParse({ name: 'Ane', surname: 'E', telephone: '612345678' }))).toEqual({
      privacyPolicy: ['validation.required'],
      dataAuthorization: ['validation.required'],
    });
  });
});

describe('country options', () => {
  it('lists ISO countries in the visitor language, sorted', () => {
    const es = countryOptions('es-ES');
    expect(es.find((c) => c.id === 'ES')?.name).toBe('España');
    expect(es.some((c) => c.id === 'EU' || c.id === 'ZZ')).toBe(false);
    expect(es.length).toBeGreaterThan(200);
  });
});

describe('customer fields of a tenant', () => {
  it('keep the structure order and always require name and surname', () => {
    expect(customerFieldsOf({ fields: [{ name: 'treatment', required: false }, { name: 'name', required: false }, { name: 'surname', required: true }] })).toEqual([
      { name: 'treatment', required: false },
      { name: 'name', required: true },
      { name: 'surname', required: true },
    ]);
    expect(customerFieldsOf(null).map((f) => f.name)).toEqual(['name', 'surname']);
  });
});
