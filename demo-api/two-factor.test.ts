import { describe, expect, it } from 'vitest';
import { customerSchema, loginResponseSchema, twoFactorResponseSchema } from '../lib/api/schemas';
import { LIMITS } from './limits';
import { DEMO_ACCOUNTS } from './seed';
import { TWO_FACTOR_MAX_ATTEMPTS, TWO_FACTOR_RESEND_MS } from './tokens';
import { redactUrl } from './server';
import { call, mailbox, manualClock, serverPerFile } from './testing';

const clock = manualClock();
const server = serverPerFile({ clock });

const { email, password } = DEMO_ACCOUNTS.twoFactor;

async function startLogin(tenant = 'demo', locale?: string) {
  const res = await call(server.app, '/customer/login', { tenant, locale, body: { user: { email, password } } });
  expect(res.status).toBe(200);
  const body = loginResponseSchema.parse(res.body);
  expect(body.token).toBeNull();
  expect(body.twoFactorRequired).toBe(true);
  expect(body.challenge).toMatch(/^[\w-]{40,}$/);
  const [mail] = await mailbox(server.app, email, tenant);
  const code = mail!.text.match(/\b(\d{6})\b/)![1]!;
  return { challenge: body.challenge!, code, mail: mail! };
}
const confirm = (challenge: string, code: string, tenant = 'demo') =>
  call(server.app, '/customer/two-factor-auth', { tenant, body: { challenge, code } });
const resend = (challenge: string, tenant = 'demo') => call(server.app, '/customer/two-factor-auth', { tenant, body: { challenge, resend: true } });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('two-factor sign-in by email', () => {
  it('mails a 6-digit code (text and subject, in the request language); the right code signs in, once', async () => {
    const { challenge, code, mail } = await startLogin('demo', 'en');
    expect(mail.subject).toBe(`${code} is your sign-in code · Ekitaldi Demo Summit`);
    expect(mail.links).toEqual([]);
    const res = await confirm(challenge, code);
    expect(res.status).toBe(200);
    const { token } = twoFactorResponseSchema.parse(res.body);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const me = customerSchema.parse((await call(server.app, '/customer', { token: token! })).body);
    expect(me.twoFactorMethod).toBe('EMAIL');
    // Used up.
    expect((await confirm(challenge, code)).body.errors).toEqual({ code: ['two_factor.expired'] });
  });

  it('answers { token: null } to a wrong code, and the challenge still works', async () => {
    const { challenge, code } = await startLogin();
    const res = await confirm(challenge, wrong(code));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: null });
    expect((await confirm(challenge, 'abc')).body).toEqual({ token: null });
    expect((await confirm(challenge, code)).body.token).toBeTruthy();
  });

  it('kills the challenge at the 5th wrong code (422 too_many_attempts), even for the right code afterwards', async () => {
    const { challenge, code } = await startLogin();
    for (let i = 0; i < 4; i++) expect((await confirm(challenge, wrong(code))).body).toEqual({ token: null });
    const fifth = await confirm(challenge, wrong(code));
    expect(fifth.status).toBe(422);
    expect(fifth.body.errors).toEqual({ code: ['two_factor.too_many_attempts'] });
    expect((await confirm(challenge, code)).body.errors).toEqual({ code: ['two_factor.too_many_attempts'] });
    expect((await resend(challenge)).body.errors).toEqual({ code: ['two_factor.too_many_attempts'] });
  });

  it('expires the code after 10 minutes', async () => {
    const { challenge, code } = await startLogin();
    clock.advance(10 * 60_000 + 1);
    const res = await confirm(challenge, code);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['two_factor.expired'] });
    expect((await resend(challenge)).body.errors).toEqual({ code: ['two_factor.expired'] });
  });

  it('resends a new code (the old one dies), at most once every 30 seconds (429 + Retry-After)', async () => {
    const { challenge, code } = await startLogin();
    const early = await resend(challenge);
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(30);
    clock.advance(30_000);
    const res = await resend(challenge);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: null, resent: true });
    const mails = await mailbox(server.app, email, 'demo');
    const newCode = mails[0]!.text.match(/\b(\d{6})\b/)![1]!;
    if (newCode !== code) expect((await confirm(challenge, code)).body).toEqual({ token: null });
    expect((await confirm(challenge, newCode)).body.token).toBeTruthy();
  });

  it('refuses unknown challenges, other tenants\' challenges and missing codes', async () => {
    expect((await confirm('not-a-challenge', '123456')).body.errors).toEqual({ code: ['two_factor.expired'] });
    const { challenge, code } = await startLogin();
    expect((await confirm(challenge, code, 'hermes')).body.errors).toEqual({ code: ['two_factor.expired'] });
    expect((await call(server.app, '/customer/two-factor-auth', { body: { challenge } })).body.errors).toEqual({ code: ['validation.required'] });
    expect((await call(server.app, '/customer/two-factor-auth', { body: { code } })).body.errors).toEqual({ challenge: ['validation.required'] });
  });

  it('keeps several sign-ins apart (two devices), up to 5 live challenges', async () => {
    const a = await startLogin();
    const b = await startLogin();
    expect(a.challenge).not.toBe(b.challenge);
    expect((await confirm(a.challenge, a.code)).body.token).toBeTruthy();
    expect((await confirm(b.challenge, b.code)).body.token).toBeTruthy();
    const first = await startLogin();
    for (let i = 0; i < 5; i++) await startLogin();
    expect((await confirm(first.challenge, first.code)).body.errors).toEqual({ code: ['two_factor.expired'] });
  });

  it('wrong codes over the account’s sign-ins lock its codes (429 two_factor.locked with the wait): no code is checked or sent until the window ends', async () => {
    clock.advance(LIMITS.twoFactorCodes.windowMs);
    const { max, windowMs } = LIMITS.twoFactorCodes;
    // New sign-ins do not bring new guesses: each attempt dies at its 5th, the account at max.
    const attempts = [];
    for (let i = 0; i < max / TWO_FACTOR_MAX_ATTEMPTS + 1; i++) attempts.push(await startLogin());
    const waiting = attempts.pop()!;
    for (const a of attempts) for (let i = 0; i < TWO_FACTOR_MAX_ATTEMPTS; i++) await confirm(a.challenge, wrong(a.code));
    // Even the right code of a live sign-in is refused now, and no new code is sent.
    const refused = await confirm(waiting.challenge, waiting.code);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errors: { code: ['two_factor.locked'] } });
    expect(Number(refused.headers['retry-after'])).toBe(windowMs / 1000);
    expect(refused.body.retryAfter).toBe(windowMs / 1000);
    clock.advance(TWO_FACTOR_RESEND_MS);
    expect((await resend(waiting.challenge)).status).toBe(429);
    const before = (await mailbox(server.app, email, 'demo')).length;
    const again = await call(server.app, '/customer/login', { body: { user: { email, password } } });
    expect([again.status, again.body.errors]).toEqual([429, { code: ['two_factor.locked'] }]);
    expect(await mailbox(server.app, email, 'demo')).toHaveLength(before);
    // Another tenant's account is another account.
    const elsewhere = await startLogin('compact');
    expect((await confirm(elsewhere.challenge, elsewhere.code, 'compact')).body.token).toBeTruthy();
    clock.advance(windowMs);
    const later = await startLogin();
    expect((await confirm(later.challenge, later.code)).body.token).toBeTruthy();
  });

  it('the dosfactores account exists on every tenant', async () => {
    for (const tenant of ['compact', 'cned', 'hermes']) {
      const { challenge, code } = await startLogin(tenant);
      expect((await confirm(challenge, code, tenant)).body.token, tenant).toBeTruthy();
    }
  });
});

describe('log redaction', () => {
  it('hides tokens carried in URLs', () => {
    expect(redactUrl('/customer/login-sso/abcDEF123-_')).toBe('/customer/login-sso/…');
    expect(redactUrl('/customer/login-sso/abc?x=1')).toBe('/customer/login-sso/…?x=1');
    expect(redactUrl('/x?token=abc&y=2&code=123456')).toBe('/x?token=…&y=2&code=…');
    expect(redactUrl('/conferences/all?when=past')).toBe('/conferences/all?when=past');
  });
});
