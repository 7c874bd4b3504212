import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { DEMO_ACCOUNTS } from './seed';
import { call, lastLinkToken, mailbox, manualClock, signIn, serverPerFile } from './testing';

const clock = manualClock();
const server = serverPerFile({ clock });

const NEW = 'Cambiada#2027';
const request = (email: string, o: { tenant?: string; locale?: string; origin?: string } = {}) =>
  call(server.app, '/customer/reset-password-request', { tenant: o.tenant, locale: o.locale, body: { email }, headers: o.origin ? { origin: o.origin } : {} });
const reset = (token: string, password = NEW, passwordConfirmation = password) =>
  call(server.app, '/customer/reset-password', { body: { token, password, passwordConfirmation } });

describe('password reset', () => {
  it('always answers 204 for a well-formed address, mails a link only to accounts', async () => {
    expect((await request('nadie@ekitaldi.test')).status).toBe(204);
    expect(await mailbox(server.app, 'nadie@ekitaldi.test')).toHaveLength(0);
    const res = await request(DEMO_ACCOUNTS.organiser.email, { locale: 'pt', origin: 'http://127.0.0.1:3201' });
    expect(res.status).toBe(204);
    const [mail] = await mailbox(server.app, DEMO_ACCOUNTS.organiser.email);
    expect(mail!.subject).toBe('Redefina sua senha · Ekitaldi Demo Summit');
    expect(mail!.links[0]).toMatch(/^http:\/\/127\.0\.0\.1:3201\/pt\/password-reset-confirm\/[\w-]{40,}$/);
  });

  it('answers 422 for a malformed or missing address', async () => {
    expect((await request('nope')).body.errors).toEqual({ email: ['validation.email'] });
    expect((await call(server.app, '/customer/reset-password-request', { body: {} })).body.errors).toEqual({ email: ['validation.required'] });
  });

  it('limits requests per email address (3 in 15 minutes, then 429 with the wait), alike for an address with or without an account', async () => {
    const email = DEMO_ACCOUNTS.unverified.email;
    for (let i = 0; i < 3; i++) expect((await request(email)).status).toBe(204);
    for (const address of [email, email.toUpperCase()]) {
      const refused = await request(address);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ errors: { email: ['rate.limited'] }, retryAfter: 15 * 60 });
      expect(refused.headers['retry-after']).toBe(String(15 * 60));
    }
    expect(await mailbox(server.app, email)).toHaveLength(3);
    // An address without an account gets the same answers: the limit tells no address apart.
    const nobody = 'nadie-limite@ekitaldi.test';
    for (let i = 0; i < 3; i++) expect((await request(nobody)).status).toBe(204);
    expect((await request(nobody)).status).toBe(429);
    clock.advance(15 * 60_000);
    expect((await request(email)).status).toBe(204);
    expect(await mailbox(server.app, email)).toHaveLength(4);
  });

  it('limits requests per client address, every email address (429 past the limit)', async () => {
    const ip = '10.9.8.7';
    const from = (email: string) => call(server.app, '/customer/reset-password-request', { body: { email }, ip });
    for (let i = 0; i < LIMITS.passwordResetAddress.max; i++) expect((await from(`cualquiera${i}@ekitaldi.test`)).status).toBe(204);
    const refused = await from(DEMO_ACCOUNTS.organiser.email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await call(server.app, '/customer/reset-password-request', { body: { email: 'otra-ip@ekitaldi.test' }, ip: '10.9.8.8' })).status).toBe(204);
    clock.advance(LIMITS.passwordResetAddress.windowMs);
  });

  it('sets the new password once, ends every session, and validates the rules', async () => {
    const { email, password } = DEMO_ACCOUNTS.attendee;
    const session = await signIn(server.app, email, password);
    await request(email);
    const token = await lastLinkToken(server.app, email);
    const bad = await reset(token, 'weak', 'other');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ password: ['validation.requiredCharactersPassword'], passwordConfirmation: ['validation.confirmed'] });
    expect((await reset(token)).status).toBe(204);
    expect((await call(server.app, '/customer', { token: session })).status).toBe(403);
    expect((await call(server.app, '/customer/login', { body: { user: { email, password } } })).status).toBe(422);
    await signIn(server.app, email, NEW);
    expect((await reset(token)).body.errors).toEqual({ token: ['token.used'] });
  });

  it('reports token and password errors together; expires after 1 hour', async () => {
    const all = await reset('nope', 'x', '');
    expect(all.body.errors).toEqual({
      password: ['validation.requiredCharactersPassword'],
      passwordConfirmation: ['validation.required'],
      token: ['token.invalid'],
    });
    const email = DEMO_ACCOUNTS.organiser.email;
    clock.advance(15 * 60_000 + 1);
    await request(email);
    const token = await lastLinkToken(server.app, email);
    clock.advance(3_600_000 + 1);
    expect((await reset(token)).body.errors).toEqual({ token: ['token.expired'] });
  });

  it('verifies an unverified account (the link proves the address)', async () => {
    const email = DEMO_ACCOUNTS.unverified.email;
    expect((await call(server.app, '/customer/login', { body: { user: { email, password: DEMO_ACCOUNTS.unverified.password } } })).body.errors).toEqual({
      email: ['auth.email_not_verified'],
    });
    await request(email);
    const token = await lastLinkToken(server.app, email);
    expect((await reset(token)).status).toBe(204);
    await signIn(server.app, email, NEW);
  });
});

describe('POST /customer/change-password', () => {
  const change = (token: string, body: Record<string, unknown>, tenant = 'demo') => call(server.app, '/customer/change-password', { tenant, token, body });

  it('needs a session (403)', async () => {
    expect((await change('nope', {})).status).toBe(403);
  });

  it('reports every failure at once', async () => {
    const token = await signIn(server.app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password, 'hermes');
    const res = await change(token, { currentPassword: 'wrong', password: 'abc', passwordConfirmation: 'abd' }, 'hermes');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      currentPassword: ['password.current_wrong'],
      password: ['validation.requiredCharactersPassword'],
      passwordConfirmation: ['validation.confirmed'],
    });
    const same = await change(
      token,
      {
        currentPassword: DEMO_ACCOUNTS.organiser.password,
        password: DEMO_ACCOUNTS.organiser.password,
        passwordConfirmation: DEMO_ACCOUNTS.organiser.password,
      },
      'hermes',
    );
    expect(same.body.errors).toEqual({ password: ['validation.different'] });
    expect((await change(token, {}, 'hermes')).body.errors).toEqual({
      currentPassword: ['validation.required'],
      password: ['validation.required'],
      passwordConfirmation: ['validation.required'],
    });
  });

  it('changes it: this session stays, the others end', async () => {
    const { email, password } = DEMO_ACCOUNTS.organiser;
    const mine = await signIn(server.app, email, password, 'compact');
    const other = await signIn(server.app, email, password, 'compact');
    const res = await change(mine, { currentPassword: password, password: NEW, passwordConfirmation: NEW }, 'compact');
    expect(res.status).toBe(204);
    expect((await call(server.app, '/customer', { tenant: 'compact', token: mine })).status).toBe(200);
    expect((await call(server.app, '/customer', { tenant: 'compact', token: other })).status).toBe(403);
    await signIn(server.app, email, NEW, 'compact');
  });

  it('rate-limits wrong current passwords (429 after 10)', async () => {
    const token = await signIn(server.app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'digitalone');
    for (let i = 0; i < 10; i++) {
      const res = await call(server.app, '/customer/change-password', {
        tenant: 'digitalone',
        token,
        body: { currentPassword: `wrong${i}`, password: NEW, passwordConfirmation: NEW },
      });
      expect(res.status).toBe(422);
    }
    const blocked = await call(server.app, '/customer/change-password', {
      tenant: 'digitalone',
      token,
      body: { currentPassword: DEMO_ACCOUNTS.attendee.password, password: NEW, passwordConfirmation: NEW },
    });
    expect(blocked.status).toBe(429);
  });
});
