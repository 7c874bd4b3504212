import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { customerSchema, loginResponseSchema, validationErrorSchema } from '../lib/api/schemas';
import { DEMO_ACCOUNTS } from './seed';
import { call, testServer } from './testing';

// bcrypt (cost 10) runs many times here: give a loaded machine time.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(() => app.close());

const login = (email: string, password: string, tenant = 'demo', ip?: string) =>
  call(app, '/customer/login', { tenant, body: { user: { email, password } }, ip });

describe('POST /customer/login', () => {
  it('returns a bearer token for the demo attendee', async () => {
    const { email, password } = DEMO_ACCOUNTS.attendee;
    const res = await login(email, password);
    expect(res.status).toBe(200);
    const body = loginResponseSchema.parse(res.body);
    expect(body.twoFactorRequired).toBe(false);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
  });

  it('accepts the email in any case', async () => {
    const res = await login(DEMO_ACCOUNTS.attendee.email.toUpperCase(), DEMO_ACCOUNTS.attendee.password);
    expect(res.status).toBe(200);
  });

  it('rejects a wrong password or an unknown email with 422 auth.failed', async () => {
    for (const [email, password] of [
      [DEMO_ACCOUNTS.attendee.email, 'wrong-password'],
      ['nadie@ekitaldi.test', DEMO_ACCOUNTS.attendee.password],
    ]) {
      const res = await login(email!, password!);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: 'Invalid credentials', errors: { email: ['auth.failed'] } });
    }
  });

  it('rejects an unverified account with 422 auth.email_not_verified', async () => {
    const { email, password } = DEMO_ACCOUNTS.unverified;
    const res = await login(email, password);
    expect(res.status).toBe(422);
    expect(validationErrorSchema.parse(res.body).errors).toEqual({ email: ['auth.email_not_verified'] });
  });

  it('answers 422 with field errors for a bad body', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ user: { email: 'not-an-email', password: 'x' } }, { email: ['validation.email'] }],
      [{ user: { email: 'a@b.test' } }, { password: ['validation.required'] }],
      [{ user: { email: 'a@b.test', password: '' } }, { password: ['validation.required'] }],
      [{}, { user: ['validation.required'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await call(app, '/customer/login', { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(validationErrorSchema.parse(res.body).errors).toEqual(errors);
    }
  });

  it('answers 422 for a body that is not JSON', async () => {
    const res = await call(app, '/customer/login', { body: '{"user":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(422);
    expect(validationErrorSchema.parse(res.body).errors.body).toEqual(['validation.json']);
  });

  it('limits failed attempts per email and IP to 10 in 15 minutes (429)', async () => {
    const ip = '10.0.0.7';
    for (let i = 0; i < 10; i++) expect((await login('organizador@ekitaldi.test', 'nope', 'demo', ip)).status).toBe(422);
    // Blocked now, even with the right password...
    const blocked = await login(DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password, 'demo', ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ errors: { email: ['rate.limited'] } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body.retryAfter).toBe(Number(blocked.headers['retry-after']));
    // ...but only for that email and IP.
    expect((await login(DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password, 'demo', '10.0.0.8')).status).toBe(200);
  });
});

describe('GET /customer', () => {
  it('returns the signed-in customer', async () => {
    const { token } = (await login(DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password)).body;
    const res = await call(app, '/customer', { token });
    expect(res.status).toBe(200);
    const c = customerSchema.parse(res.body);
    expect(c.email).toBe(DEMO_ACCOUNTS.organiser.email);
    expect(c.isModerator).toBe(true);
    expect(c.emailVerified).toBe(true);
    expect(c.twoFactorMethod).toBe('NONE');
  });

  it('answers 403 Forbidden without a token, with a bad one, or with another tenant\'s', async () => {
    const { token } = (await login(DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password)).body;
    for (const res of [
      await call(app, '/customer'),
      await call(app, '/customer', { token: 'not-a-token' }),
      await call(app, '/customer', { headers: { authorization: 'Basic abc' } }),
      await call(app, '/customer', { token, tenant: 'hermes' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Forbidden' });
    }
  });

  it('every tenant has the three demo accounts', async () => {
    const res = await login(DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'compact');
    expect(res.status).toBe(200);
    const me = await call(app, '/customer', { tenant: 'compact', token: res.body.token });
    expect(me.body.isModerator).toBe(false);
  });
});

describe('POST /customer/logout', () => {
  it('invalidates the token', async () => {
    const { token } = (await login(DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password)).body;
    expect((await call(app, '/customer', { token })).status).toBe(200);
    const out = await call(app, '/customer/logout', { method: 'POST', token });
    expect(out.status).toBe(204);
    expect((await call(app, '/customer', { token })).status).toBe(403);
    expect((await call(app, '/customer/logout', { method: 'POST', token })).status).toBe(403);
  });
});
