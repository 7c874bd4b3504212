/**
 * The customer contract end to end: the portal's own client functions (this module) against the
 * real demo API (demo-api/server.ts, in memory, on a free port). Every answer is parsed by the
 * zod schemas on the way, so a drift between the two sides fails here.
 */
import { describe, expect, it } from 'vitest';
import { serverPerFile, solvedCaptcha } from '../../demo-api/testing';
import { createApiClient } from './client';
import { rejection } from './test-adapter';
import * as account from './account';
import * as auth from './auth';
import * as profile from './profile';

/** The customer calls of docs/product.md#calls, wherever they live (auth, profile, account). */
const customer = { ...auth, ...profile, ...account };
import type { Locale } from '@/lib/tenants/schema';

const served = serverPerFile({}, { listen: true });

function client(tenantToken = 'tok-demo-7f3a', locale: Locale = 'es') {
  let token: string | null = null;
  const api = createApiClient({ baseURL: served.base, tenantToken, locale, timeoutMs: 10_000, getAuthToken: () => token });
  return { api, signIn: (t: string | null) => (token = t) };
}

async function mails(to: string) {
  const res = await fetch(`${served.base}/__demo/mailbox.json?to=${encodeURIComponent(to)}`);
  return (await res.json()) as { subject: string; text: string; links: string[] }[];
}

describe('customer client ↔ demo API', () => {
  it('signs up, validates, signs in, edits the profile and reads the private area', async () => {
    const { api, signIn } = client();
    const structure = await customer.getCustomerStructure(api);
    expect(structure.fields.map((f) => f.name)).toContain('telephone');
    expect(await customer.getCustomerTypes(api)).toContainEqual({ id: 'attendee', name: 'Asistente' });
    expect((await customer.getCustomerGenres(api)).length).toBe(4);

    const bad = await rejection(
      customer.signup(api, {
        customer: { email: 'x', password: 'a', passwordConfirmation: 'b' },
        privacyPolicy: false,
        dataAuthorization: true,
      }),
    );
    expect(bad.code).toBe('validation');
    expect(bad.fieldErrors.email).toEqual(['validation.email']);
    expect(bad.fieldErrors.privacyPolicy).toEqual(['validation.required']);

    const email = 'cliente@ekitaldi.test';
    const password = 'Cliente#2026';
    await expect(
      customer.signup(api, {
        customer: { email, password, passwordConfirmation: password, name: 'Carla', surname: 'Ruiz', telephone: '612345678', userType: 'attendee' },
        privacyPolicy: true,
        dataAuthorization: true,
        // localhost's captcha (v3), as the sign-up page's browser solves it
        'g-recaptcha-response': await solvedCaptcha(served.app, 'demo'),
      }),
    ).resolves.toEqual({ emailVerificationRequired: true });
    const notYet = await rejection(customer.login(api, { user: { email, password } }));
    expect(notYet.fieldErrors).toEqual({ email: ['auth.email_not_verified'] });
    await customer.resendValidation(api, email);
    const token = (await mails(email))[0]!.links[0]!.split('/').pop()!;
    await expect(customer.validateEmail(api, token)).resolves.toEqual({ kind: 'signup', email });

    const login = await customer.login(api, { user: { email, password } });
    expect(login).toMatchObject({ twoFactorRequired: false, challenge: null });
    signIn(login.token);
    expect((await customer.getCustomer(api)).email).toBe(email);

    const updated = await customer.updateCustomer(api, { company: 'Kresala', consentAdvertising: true });
    expect(updated).toMatchObject({ company: 'Kresala', consentAdvertising: true });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], { type: 'image/png' });
    expect((await customer.uploadProfilePhoto(api, png)).photo).toMatch(/\/media\/customers\/.+\.png$/);
    expect((await customer.removeProfilePhoto(api)).photo).toBeNull();
    const extra = await customer.saveCustomerExtra(api, { academic: { university: 'UPV/EHU', degree: null, year: null, studentId: null } });
    expect(await customer.getCustomerExtra(api)).toEqual(extra);
    expect(await customer.getCustomerConferences(api)).toEqual({ registered: [], pending: [] });
    // The demo tenant requires tickets: no accreditation until the account holds one.
    const info = await customer.getCustomerIndexInfo(api);
    expect(info.accreditation).toEqual({ available: false, qr: null, reason: 'ticket_required' });
    expect((await customer.redeemInvitation(api, 'INV-DEMO-0003')).ticket?.name).toBe('Entrada completa');
    expect((await customer.getCustomerIndexInfo(api)).accreditation.qr).toMatch(/^EK2:DEMO:/);

    await customer.changePassword(api, { currentPassword: password, password: 'Nueva#2027', passwordConfirmation: 'Nueva#2027' });
    await customer.changeEmail(api, { email: 'cliente2@ekitaldi.test', emailConfirmation: 'cliente2@ekitaldi.test', currentPassword: 'Nueva#2027' });
    expect((await rejection(customer.getCustomer(api))).code).toBe('forbidden');
    signIn(null);
    const change = (await mails('cliente2@ekitaldi.test'))[0]!.links[0]!.split('/').pop()!;
    await expect(customer.validateEmail(api, change)).resolves.toEqual({ kind: 'email_change', email: 'cliente2@ekitaldi.test' });
    signIn((await customer.login(api, { user: { email: 'cliente2@ekitaldi.test', password: 'Nueva#2027' } })).token);
    await customer.unsubscribe(api);
    expect((await rejection(customer.getCustomer(api))).code).toBe('forbidden');
  });

  it('two-factor, password reset and downloads', async () => {
    const { api, signIn } = client('tok-eirv2023-7f3a', 'en');
    const first = await customer.login(api, { user: { email: 'dosfactores@ekitaldi.test', password: 'Dosfactores#2026' } });
    expect(first).toMatchObject({ token: null, twoFactorRequired: true });
    const code = (await mails('dosfactores@ekitaldi.test'))[0]!.subject.slice(0, 6);
    await expect(customer.confirmTwoFactor(api, first.challenge!, '000000' === code ? '111111' : '000000')).resolves.toBeNull();
    const tooSoon = await rejection(customer.resendTwoFactor(api, first.challenge!));
    expect(tooSoon.status).toBe(429);
    await expect(customer.confirmTwoFactor(api, first.challenge!, code)).resolves.toMatch(/^[\w-]{40,}$/);

    await customer.requestPasswordReset(api, 'asistente@ekitaldi.test', 'en');
    const reset = (await mails('asistente@ekitaldi.test'))[0]!;
    expect(reset.subject).toContain('Reset your password');
    await customer.resetPassword(api, { token: reset.links[0]!.split('/').pop()!, password: 'Otra#20270', passwordConfirmation: 'Otra#20270' });
    signIn((await customer.login(api, { user: { email: 'asistente@ekitaldi.test', password: 'Otra#20270' } })).token);

    const { registered } = await customer.getCustomerConferences(api);
    expect(registered).toHaveLength(3);
    const cert = await customer.downloadPdf(api, 'certificate');
    // In the browser a Blob; Node's axios hands the bytes over as a Buffer or a string.
    const raw: unknown = cert;
    const head =
      raw instanceof Blob ? await raw.slice(0, 5).text() : Buffer.isBuffer(raw) ? raw.subarray(0, 5).toString('latin1') : String(raw).slice(0, 5);
    expect(head).toBe('%PDF-');
    const missing = await rejection(customer.downloadPdf(api, 'accreditation', { id: 999999 }));
    expect(missing.code).toBe('not_found');
  });

  it('SSO, propagated sign-up and forum login', async () => {
    const { api } = client('tok-cned-7f3a');
    const minted = (await (
      await fetch(`${served.base}/__demo/sso-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tenant': 'tok-cned-7f3a' },
        body: JSON.stringify({ email: 'sso@ekitaldi.test', name: 'Nikos', surname: 'Pappas' }),
      })
    ).json()) as { token: string };
    const sso = await customer.loginSso(api, minted.token);
    expect(sso).toEqual({ token: null, registrationRequired: true, profile: { email: 'sso@ekitaldi.test', name: 'Nikos', surname: 'Pappas' } });
    const extra = {
      documentType: 'passport',
      documentNumber: 'X1234567',
      documentIssueDate: '2020-01-01',
      documentExpiryDate: '2030-01-01',
      nationality: 'GR',
      dateOfBirth: '1985-05-05',
      telephone: '699000111',
    };
    await expect(customer.registerSsoExtraFields(api, { ssoToken: minted.token, customer: extra, privacyPolicy: true, dataAuthorization: true })).resolves.toMatch(
      /^[\w-]{40,}$/,
    );
    const needed = await rejection(customer.login(api, { user: { email: 'compartida@ekitaldi.test', password: 'Compartida#2026' } }));
    expect(needed.fieldErrors).toEqual({ propagate: ['auth.propagation_required'] });
    // The propagated sign-up: the same sign-in with the consent copies the account here.
    const propagated = await customer.login(api, { user: { email: 'compartida@ekitaldi.test', password: 'Compartida#2026', propagate: true } });
    expect(propagated.token).toMatch(/^[\w-]{40,}$/);

    const demo = client();
    await expect(customer.forumLogin(demo.api, `${served.base}/forum/demo`, 'asistente@ekitaldi.test', 'Asistente#2026')).resolves.toMatch(/^[0-9a-f]+$/);
    const wrong = await rejection(customer.forumLogin(demo.api, `${served.base}/forum/demo`, 'asistente@ekitaldi.test', 'nope'));
    expect(wrong.code).toBe('validation');
  });
});
