import { describe, expect, it } from 'vitest';
import { customerSchema, demoMailSchema, loginResponseSchema, ssoLoginResponseSchema, tokenResponseSchema } from '../lib/api/schemas';
import { DEMO_ACCOUNTS } from './seed';
import { call, mailbox, manualClock, signIn, serverPerFile, tokenOf } from './testing';

const clock = manualClock();
const server = serverPerFile({ clock });

async function mint(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await server.app.inject({ method: 'POST', url: '/__demo/sso-token', payload: body, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; loginUrl: string };
}
const loginSso = (token: string, tenant = 'demo') => call(server.app, `/customer/login-sso/${token}`, { tenant, method: 'POST' });

describe('single sign-on', () => {
  it('the identity provider mints a token and the portal link (tenant by X-Tenant or `tenant`)', async () => {
    const a = await mint({ email: 'ane@ekitaldi.test', name: 'Ane', surname: 'E' }, { 'x-tenant': tokenOf('hermes') });
    expect(a.token).toMatch(/^[\w-]{40,}$/);
    expect(a.loginUrl).toBe(`http://hermes.localhost:3000/login-sso/${a.token}`);
    const b = await mint({ tenant: 'demo', email: 'ane@ekitaldi.test', name: 'Ane', surname: 'E', locale: 'en' }, { origin: 'http://localhost:3201' });
    expect(b.loginUrl).toBe(`http://localhost:3201/en/login-sso/${b.token}`);
    const bad = await server.app.inject({ method: 'POST', url: '/__demo/sso-token', payload: { tenant: 'demo', email: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['validation.email'], name: ['validation.required'], surname: ['validation.required'] });
    expect((await server.app.inject({ method: 'POST', url: '/__demo/sso-token', payload: { tenant: 'nope' } })).statusCode).toBe(404);
  });

  it('signs an existing customer in, once', async () => {
    const { token } = await mint({ tenant: 'demo', email: DEMO_ACCOUNTS.attendee.email, name: 'Ane', surname: 'Etxeberria' });
    const res = await loginSso(token);
    expect(res.status).toBe(200);
    const body = ssoLoginResponseSchema.parse(res.body);
    expect(body.registrationRequired).toBe(false);
    expect((await call(server.app, '/customer', { token: body.token! })).body.email).toBe(DEMO_ACCOUNTS.attendee.email);
    expect((await loginSso(token)).body.errors).toEqual({ token: ['token.used'] });
  });

  it('asks for registration when the address has no account; register-sso-extra-fields creates it verified', async () => {
    const { token } = await mint({ tenant: 'demo', email: 'sso.nueva@ekitaldi.test', name: 'Σοφία', surname: 'Παππά' });
    const first = ssoLoginResponseSchema.parse((await loginSso(token)).body);
    expect(first).toEqual({ token: null, registrationRequired: true, profile: { email: 'sso.nueva@ekitaldi.test', name: 'Σοφία', surname: 'Παππά' } });
    // Still usable.
    expect(ssoLoginResponseSchema.parse((await loginSso(token)).body).registrationRequired).toBe(true);

    const missing = await call(server.app, '/customer/register-sso-extra-fields', { body: { ssoToken: token, customer: {}, privacyPolicy: true, dataAuthorization: false } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ telephone: ['validation.required'], userType: ['validation.required'], dataAuthorization: ['validation.required'] });

    const res = await call(server.app, '/customer/register-sso-extra-fields', {
      body: { ssoToken: token, customer: { telephone: '699887766', userType: 'speaker', company: 'Ωμέγα' }, privacyPolicy: true, dataAuthorization: true },
    });
    expect(res.status).toBe(200);
    const me = customerSchema.parse((await call(server.app, '/customer', { token: tokenResponseSchema.parse(res.body).token })).body);
    expect(me).toMatchObject({ email: 'sso.nueva@ekitaldi.test', name: 'Σοφία', surname: 'Παππά', emailVerified: true, userType: 'speaker', company: 'Ωμέγα' });
    expect((await loginSso(token)).body.errors).toEqual({ token: ['token.used'] });
    // The next SSO sign-in finds the account.
    const again = await mint({ tenant: 'demo', email: 'sso.nueva@ekitaldi.test', name: 'Σοφία', surname: 'Παππά' });
    expect(ssoLoginResponseSchema.parse((await loginSso(again.token)).body).registrationRequired).toBe(false);
  });

  it('refuses unknown, expired (10 min) and other tenants\' tokens', async () => {
    expect((await loginSso('nope')).body.errors).toEqual({ token: ['token.invalid'] });
    const { token } = await mint({ tenant: 'demo', email: DEMO_ACCOUNTS.attendee.email, name: 'A', surname: 'B' });
    expect((await loginSso(token, 'hermes')).body.errors).toEqual({ token: ['token.invalid'] });
    clock.advance(10 * 60_000 + 1);
    const res = await loginSso(token);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ token: ['token.expired'] });
    const reg = await call(server.app, '/customer/register-sso-extra-fields', { body: { ssoToken: token, customer: {}, privacyPolicy: true, dataAuthorization: true } });
    expect(reg.body.errors).toEqual({ token: ['token.expired'] });
  });

  it('has a human page: GET /__demo/sso shows a form, POST makes the link', async () => {
    const page = await server.app.inject({ url: '/__demo/sso?tenant=compact' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<option value="compact" selected>');
    expect(page.body).toMatch(/<label>Email <input type="email" name="email"/);
    const made = await server.app.inject({
      method: 'POST',
      url: '/__demo/sso',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tenant=compact&email=asistente%40ekitaldi.test&name=Ane&surname=E&locale=es',
    });
    expect(made.statusCode).toBe(200);
    const link = made.body.match(/href="(http:\/\/compact\.localhost:3000\/login-sso\/[\w-]+)"/)?.[1];
    expect(link).toBeTruthy();
    expect(ssoLoginResponseSchema.parse((await loginSso(link!.split('/').pop()!, 'compact')).body).token).toBeTruthy();
    const bad = await server.app.inject({ method: 'POST', url: '/__demo/sso', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'tenant=compact&email=<x>' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('role="alert"');
    expect(bad.body).not.toContain('<x>');
  });
});

describe('account propagation (cned shares accounts)', () => {
  const { email, password } = DEMO_ACCOUNTS.shared;
  const login = (body: Record<string, unknown>, tenant = 'cned') => call(server.app, '/customer/login', { tenant, body: { user: body } });

  it('asks for consent, then copies the account (verified) and signs in', async () => {
    const first = await login({ email, password });
    expect(first.status).toBe(422);
    expect(first.body.errors).toEqual({ propagate: ['auth.propagation_required'] });
    expect((await login({ email, password: 'Wrong#2026', propagate: true })).body.errors).toEqual({ email: ['auth.failed'] });
    const res = await login({ email, password, propagate: true });
    expect(res.status).toBe(200);
    const { token } = loginResponseSchema.parse(res.body);
    const me = customerSchema.parse((await call(server.app, '/customer', { tenant: 'cned', token: token! })).body);
    expect(me).toMatchObject({ email, name: 'Irene', emailVerified: true, isModerator: false });
    // From now on a plain login.
    expect((await login({ email, password })).status).toBe(200);
  });

  it('does nothing on tenants that do not share accounts', async () => {
    expect((await login({ email, password, propagate: true }, 'hermes')).body.errors).toEqual({ email: ['auth.failed'] });
  });
});

describe('forum login (POST /forum/{tenant}/loginexternal.php)', () => {
  const forum = (tenant: string, payload: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: `/forum/${tenant}/loginexternal.php`, payload, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

  it('answers a session id for the tenant\'s customer, without X-Tenant, with CORS for the portal', async () => {
    const res = await forum('demo', 'username=asistente%40ekitaldi.test&password=Asistente%232026', { origin: 'http://localhost:3201' });
    expect(res.statusCode).toBe(200);
    expect(res.json().sid).toMatch(/^[0-9a-f]{48}$/);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3201');
    const pre = await server.app.inject({
      method: 'OPTIONS',
      url: '/forum/demo/loginexternal.php',
      headers: { origin: 'http://localhost:3201', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-tenant,authorization' },
    });
    expect(pre.statusCode).toBe(204);
  });

  it('refuses wrong credentials, unverified accounts, and tenants without a forum', async () => {
    expect((await forum('demo', 'username=asistente%40ekitaldi.test&password=nope')).json().errors).toEqual({ username: ['auth.failed'] });
    expect((await forum('demo', `username=${DEMO_ACCOUNTS.unverified.email}&password=${encodeURIComponent(DEMO_ACCOUNTS.unverified.password)}`)).json().errors).toEqual({
      username: ['auth.email_not_verified'],
    });
    expect((await forum('demo', '')).json().errors).toEqual({ username: ['validation.required'], password: ['validation.required'] });
    expect((await forum('hermes', 'username=a&password=b')).statusCode).toBe(404);
  });
});

describe('the demo mailbox', () => {
  it('lists mails newest first as JSON, filtered by address (any case) and tenant', async () => {
    await signIn(server.app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
    for (const tenant of ['demo', 'hermes']) {
      await call(server.app, '/customer/reset-password-request', { tenant, body: { email: 'ORGANIZADOR@ekitaldi.test' } });
    }
    const res = await server.app.inject({ url: '/__demo/mailbox.json?to=Organizador@Ekitaldi.test' });
    expect(res.statusCode).toBe(200);
    const all = res.json().map((m: unknown) => demoMailSchema.parse(m));
    expect(all.map((m: { tenant: string }) => m.tenant)).toEqual(['hermes', 'demo']);
    expect(all[0].id).toBeGreaterThan(all[1].id);
    expect(await mailbox(server.app, 'organizador@ekitaldi.test', 'demo')).toHaveLength(1);
  });

  it('has an HTML page with clickable links and escaped content', async () => {
    const res = await server.app.inject({ url: '/__demo/mailbox?to=organizador@ekitaldi.test' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Demo mailbox</h1>');
    expect(res.body).toMatch(/<a href="http:\/\/hermes\.localhost:3000\/password-reset-confirm\/[\w-]+">/);
    expect(res.body).toContain('value="organizador@ekitaldi.test"');
    const hostile = await server.app.inject({ url: '/__demo/mailbox?to=%3Cscript%3E' });
    expect(hostile.body).not.toContain('<script>');
  });

  it('can be emptied', async () => {
    expect((await server.app.inject({ method: 'DELETE', url: '/__demo/mailbox' })).statusCode).toBe(204);
    expect((await server.app.inject({ url: '/__demo/mailbox.json' })).json()).toEqual([]);
  });
});
