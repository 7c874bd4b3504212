import { describe, expect, it } from 'vitest';
import { consentsSchema } from './consents';
import { emailChangeSchema } from './email-change';
import { twoFactorMethodFormSchema } from './two-factor-method';
import { unsubscribeSchema } from './unsubscribe';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('email change (docs/product.md#validation)', () => {
  const schema = emailChangeSchema('Ane@Example.org');
  it('reports every failure at once', () => {
    expect(messagesOf(schema.safeParse({ email: '', emailConfirmation: '', currentPassword: '' }))).toEqual({
      email: 'validation.required',
      emailConfirmation: 'validation.required',
      currentPassword: 'validation.required',
    });
    expect(
      messagesOf(schema.safeParse({ email: 'nope', emailConfirmation: 'other@example.org', currentPassword: 'x' })),
    ).toEqual({
      email: 'validation.email',
      emailConfirmation: 'validation.emailConfirmed',
    });
  });
  it('wants a different address, compared case-insensitively', () => {
    expect(messagesOf(schema.safeParse({ email: 'ane@example.ORG', emailConfirmation: 'ane@example.org', currentPassword: 'secret' }))).toEqual({
      email: 'validation.emailDifferent',
    });
  });
  it('accepts a new address repeated with the current password, and not without it', () => {
    const values = { email: ' new@example.org ', emailConfirmation: 'new@example.org' };
    expect(schema.safeParse({ ...values, currentPassword: 'secret' }).success).toBe(true);
    expect(messagesOf(schema.safeParse(values))).toEqual({ currentPassword: 'validation.required' });
  });
});

describe('small settings forms', () => {
  it('two-factor method is NONE or EMAIL', () => {
    expect(twoFactorMethodFormSchema.safeParse({ twoFactorMethod: 'EMAIL' }).success).toBe(true);
    expect(twoFactorMethodFormSchema.safeParse({ twoFactorMethod: 'SMS' }).success).toBe(false);
  });
  it('consents are booleans that can be withdrawn', () => {
    expect(consentsSchema.parse({ consentDataProcessing: false, consentAdvertising: 'on' })).toEqual({
      consentDataProcessing: false,
      consentAdvertising: true,
    });
  });
  it('unsubscribe needs the explicit confirmation', () => {
    expect(messagesOf(unsubscribeSchema.safeParse({ confirm: false }))).toEqual({ confirm: 'validation.required' });
    expect(unsubscribeSchema.safeParse({ confirm: true }).success).toBe(true);
  });
});

