import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { CUSTOMER_ERROR_KEYS } from '@/lib/api/schemas/customer';
import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import eus from '@/messages/eus.json';
import fr from '@/messages/fr.json';
import el from '@/messages/el.json';
import { applyApiError, catalogueRefOf, CUSTOMER_ERROR_MESSAGES, errorText, GENERIC_ERROR_MESSAGES, isConnectionFailure, messageRefOf } from './errors';

const unprocessable = (fieldErrors: Record<string, string[]>) =>
  new ApiError('invalid', { code: 'validation', status: 422, fieldErrors });

describe('error keys → catalogue', () => {
  it('covers every customer error key with a message that exists in every language', () => {
    for (const key of CUSTOMER_ERROR_KEYS) {
      const ref = CUSTOMER_ERROR_MESSAGES[key];
      for (const catalogue of [es, en, pt, eus, fr, el]) {
        const ns = catalogue[ref.ns] as Record<string, string>;
        expect(ns[ref.key], `${key} in ${ref.ns}.${ref.key}`).toBeTruthy();
      }
    }
    for (const ref of Object.values(GENERIC_ERROR_MESSAGES)) {
      expect((es[ref.ns] as Record<string, string>)[ref.key]).toBeTruthy();
    }
  });

  it('reuses the docs/product.md#errors texts of ApiErrors', () => {
    expect(CUSTOMER_ERROR_MESSAGES['auth.failed']).toEqual({ ns: 'ApiErrors', key: 'loginError' });
    expect(catalogueRefOf('error.unavailable')).toEqual({ ns: 'ApiErrors', key: 'loadingError' });
    expect(catalogueRefOf('validation.required')).toBeNull();
    expect(catalogueRefOf('toString')).toBeNull();
  });
});

describe('applyApiError', () => {
  it('puts field keys on their fields, in form order, and form-level keys in the alert', () => {
    const setError = vi.fn();
    const failure = applyApiError(
      unprocessable({ 'customer.password': ['validation.requiredCharactersPassword'], email: ['signup.invalid_email'], other: ['validation.required'] }),
      setError,
      ['email', 'password'],
    );
    expect(failure).toMatchObject({ kind: 'validation', fields: ['email', 'password'], formErrors: ['validation.required'] });
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'signup.invalid_email' }],
      ['password', { type: 'server', message: 'validation.requiredCharactersPassword' }],
    ]);
    expect(failure.keys).toContain('signup.invalid_email');
  });

  it('keeps login failures off the email field', () => {
    const setError = vi.fn();
    const failure = applyApiError(unprocessable({ email: ['auth.failed'] }), setError, ['email', 'password']);
    expect(setError).not.toHaveBeenCalled();
    expect(failure.formErrors).toEqual(['auth.failed']);
  });

  it('follows aliases and extra form-level keys', () => {
    const setError = vi.fn();
    applyApiError(unprocessable({ currentPassword: ['password.current_wrong'] }), setError, ['current'], { aliases: { currentPassword: 'current' } });
    expect(setError).toHaveBeenCalledWith('current', { type: 'server', message: 'password.current_wrong' });
    const failure = applyApiError(unprocessable({ email: ['email.taken'] }), vi.fn(), ['email'], { formLevelKeys: ['email.taken'] });
    expect(failure.formErrors).toEqual(['email.taken']);
  });

  it('turns transport failures into one generic key', () => {
    const setError = vi.fn();
    expect(applyApiError(new ApiError('x', { code: 'network' }), setError, []).formErrors).toEqual(['error.unavailable']);
    expect(applyApiError(new ApiError('x', { code: 'timeout' }), setError, []).kind).toBe('unavailable');
    expect(applyApiError(new ApiError('x', { code: 'server', status: 500 }), setError, []).kind).toBe('unavailable');
    expect(applyApiError(new Error('boom'), setError, []).kind).toBe('unavailable');
    expect(applyApiError(new ApiError('x', { code: 'forbidden', status: 403 }), setError, []).formErrors).toEqual(['error.session_ended']);
    const limited = applyApiError(
      new ApiError('x', { code: 'unknown', status: 429, response: { headers: { 'retry-after': '42' } } as never }),
      setError,
      [],
    );
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 42, formErrors: ['error.rate_limited'] });
    expect(applyApiError(unprocessable({}), setError, []).formErrors).toEqual(['error.unavailable']);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('messageRefOf / errorText', () => {
  const catalogue = (ns: string, known: string[]) => (key: string, values: Record<string, string | number>) =>
    known.includes(key) ? `${ns}.${key}${Object.keys(values).length ? JSON.stringify(values) : ''}` : null;
  const catalogues = {
    ApiErrors: catalogue('ApiErrors', ['loginError', 'loadingError']),
    validation: catalogue('validation', ['max', 'required']),
    Forms: catalogue('Forms', ['invalid']),
    Account: catalogue('Account', ['errors.checkOutBeforeCheckIn']),
  };

  it('maps every kind of key to its catalogue entry', () => {
    expect(messageRefOf('auth.failed')).toEqual({ ns: 'ApiErrors', key: 'loginError', values: {} });
    expect(messageRefOf('validation.max?length=50')).toEqual({ ns: 'validation', key: 'max', values: { length: 50 } });
    expect(messageRefOf('validation.max', { length: 64 })).toEqual({ ns: 'validation', key: 'max', values: { length: 64 } });
    expect(messageRefOf('account.checkOutBeforeCheckIn')).toEqual({ ns: 'Account', key: 'errors.checkOutBeforeCheckIn', values: {} });
    expect(messageRefOf('nonsense')).toEqual({ ns: 'Forms', key: 'invalid', values: {} });
  });

  it('reads "check this field" for a key or namespace that is not at hand', () => {
    expect(errorText(catalogues, 'auth.failed')).toBe('ApiErrors.loginError');
    expect(errorText(catalogues, 'validation.max', { length: 5 })).toBe('validation.max{"length":5}');
    expect(errorText(catalogues, 'token.expired')).toBe('Forms.invalid'); // AuthErrors not given
    expect(errorText(catalogues, 'account.unknownReason')).toBe('Forms.invalid');
    expect(errorText(catalogues, '')).toBe('');
  });

  it('names file kinds as people do, in the page language', () => {
    const real = { validation: catalogue('validation', ['fileTypeSize']) };
    const key = 'validation.fileTypeSize?types=application%2Fpdf%2Cimage%2Fpng%2Cimage%2Fjpeg&size=2+MB';
    expect(errorText(real, key, undefined, 'es-ES')).toBe('validation.fileTypeSize{"types":"PDF, PNG o JPEG","size":"2 MB"}');
    expect(errorText(real, key, undefined, 'el-GR')).toBe('validation.fileTypeSize{"types":"PDF, PNG ή JPEG","size":"2 MB"}');
  });

  it('tells a connection failure from an answer', () => {
    expect(isConnectionFailure(new ApiError('x', { code: 'network' }))).toBe(true);
    expect(isConnectionFailure(new ApiError('x', { code: 'timeout' }))).toBe(true);
    expect(isConnectionFailure(new ApiError('x', { code: 'server', status: 500 }))).toBe(false);
    expect(isConnectionFailure(new Error('x'))).toBe(false);
  });
});
