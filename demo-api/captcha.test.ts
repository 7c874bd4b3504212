import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toMultipart } from '../lib/api/schemas/contact-wire';
import { customFormSchema } from '../lib/api/schemas';
import { logCaptchaConfiguration } from './captcha';
import { call, manualClock, testServer, tokenOf, TENANTS } from './testing';

/**
 * captcha forms are refused without a valid token, and the demo's reCAPTCHA stand-in
 * (routes/recaptcha.ts) issues tokens the API accepts — for the right site key, kind and action,
 * for two minutes, once.
 */
const clock = manualClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer({ clock });
});
afterAll(() => app.close());

const KEYS = { demo: 'demo-v3-site-key-localhost', mdigital: 'demo-v2-site-key-mdigital', ciud: 'demo-enterprise-site-key-ciud' } as const;

const GOOD = { name: 'Ana Etxeberria', email: 'ana@example.org', phone: '612 345 678', subject: 'press', message: 'Hola, quisiera una acreditación de prensa.', privacy: true };

async function tokenFor(sitekey: string, kind: string, action: string | null = null) {
  const res = await app.inject({ method: 'POST', url: '/__demo/recaptcha/token', payload: { sitekey, kind, action } });
  return { status: res.statusCode, body: res.json() as { token?: string; expiresIn?: number; message?: string } };
}

async function postContact(tenant: string, captcha: unknown) {
  const form = await call(app, '/custom-form/contact', { tenant, locale: 'es' });
  const uuid = customFormSchema.parse(form.body).uuid;
  const res = await app.inject({
    method: 'POST',
    url: `/contact/${uuid}`,
    headers: { 'x-tenant': tokenOf(tenant), 'x-locale': 'es' },
    payload: toMultipart({ ...GOOD, name: `Captcha ${tenant} ${Math.random()}`, 'g-recaptcha-response': captcha }),
  });
  return { status: res.statusCode, body: res.json() as { message: string; errors?: Record<string, string[]> } };
}

const REFUSED = { 'g-recaptcha-response': ['validation.captcha'] };

describe('the demo registry', () => {
  it('gives each captcha tenant a site key and the local stand-in', () => {
    for (const t of TENANTS.filter((x) => x.captchaType)) {
      expect(t.captchaSiteKey, t.key).toBeTruthy();
      expect(t.captchaProvider, t.key).toBe('demo');
    }
    expect(TENANTS.filter((t) => t.captchaType).map((t) => `${t.key}:${t.captchaType}`).sort()).toEqual(['ciud:enterprise', 'demo:v3', 'mdigital:v2']);
  });
});

describe('the stand-in scripts', () => {
  it('serve api.js and enterprise.js as JavaScript that defines grecaptcha (and grecaptcha.enterprise)', async () => {
    const api = await app.inject({ method: 'GET', url: '/__demo/recaptcha/api.js?render=explicit&onload=cb&hl=es' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toMatch(/^text\/javascript/);
    expect(api.body).toContain('window.grecaptcha = api');
    const enterprise = await app.inject({ method: 'GET', url: '/__demo/recaptcha/enterprise.js?render=k&hl=el' });
    expect(enterprise.body).toContain('window.grecaptcha.enterprise = api');
    expect(enterprise.body).toContain('Δεν είμαι ρομπότ');
  });

  it('issue tokens only for a site key of that kind (else "Invalid site key")', async () => {
    expect((await tokenFor(KEYS.mdigital, 'v2')).body).toMatchObject({ token: expect.stringMatching(/^demo1\./), expiresIn: 120 });
    expect(await tokenFor(KEYS.mdigital, 'v3', 'contact')).toMatchObject({ status: 400, body: { message: 'Invalid site key' } });
    expect(await tokenFor('unknown-key', 'v2')).toMatchObject({ status: 400, body: { message: 'Invalid site key' } });
    expect((await tokenFor(KEYS.demo, 'bogus')).status).toBe(400);
  });
});

describe('POST /contact/{uuid} on captcha tenants', () => {
  it('refuses a message without a token, with a forged one or one of another tenant: 422 validation.captcha, nothing kept', async () => {
    for (const tenant of ['demo', 'mdigital', 'ciud'] as const) {
      for (const bad of [null, '', 'tok-forged', `demo1.${Buffer.from('{}').toString('base64url')}.xyz`]) {
        const res = await postContact(tenant, bad);
        expect(res.status, `${tenant} ${String(bad)}`).toBe(422);
        expect(res.body.errors).toEqual(REFUSED);
      }
    }
    // A valid token of another tenant's key does not open this tenant's form.
    const v2 = (await tokenFor(KEYS.mdigital, 'v2')).body.token!;
    expect((await postContact('demo', v2)).status).toBe(422);
    const before = await app.inject({ method: 'GET', url: '/__demo/contact-messages?tenant=demo' });
    expect((before.json() as unknown[]).length).toBe(0);
  });

  it('accepts a stand-in token for the tenant key (v3 and Enterprise for the "contact" action), once', async () => {
    const v3 = (await tokenFor(KEYS.demo, 'v3', 'contact')).body.token!;
    expect((await postContact('demo', v3)).status).toBe(201);
    const again = await postContact('demo', v3);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ message: 'The captcha token has already been used.', errors: REFUSED });

    expect((await postContact('ciud', (await tokenFor(KEYS.ciud, 'enterprise', 'contact')).body.token!)).status).toBe(201);
    expect((await postContact('mdigital', (await tokenFor(KEYS.mdigital, 'v2')).body.token!)).status).toBe(201);
    // Another action's token is not a contact token.
    expect((await postContact('demo', (await tokenFor(KEYS.demo, 'v3', 'login')).body.token!)).status).toBe(422);
  });

  it('refuses a token older than two minutes', async () => {
    const token = (await tokenFor(KEYS.mdigital, 'v2')).body.token!;
    clock.advance(121_000);
    const res = await postContact('mdigital', token);
    expect(res).toMatchObject({ status: 422, body: { message: 'The captcha token has expired.', errors: REFUSED } });
  });

  it('tenants without captcha take messages without a token', async () => {
    expect((await postContact('hermes', null)).status).toBe(201);
  });
});

describe('a captcha configured without a site key', () => {
  it('is a configuration error logged at start-up naming the tenant, and its forms are refused', async () => {
    const log = vi.fn();
    const broken = TENANTS.map((t) => (t.key === 'mdigital' ? { ...t, captchaSiteKey: null } : t));
    logCaptchaConfiguration(broken, log);
    expect(log.mock.calls).toEqual([[expect.stringMatching(/configuration error: tenant "mdigital": captchaType "v2" is configured without captchaSiteKey/)]]);

    const file = path.join(os.tmpdir(), `ekitaldi-captcha-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify({ tenants: broken }));
    const other = await testServer({ tenantsFile: file });
    try {
      const form = customFormSchema.parse((await call(other, '/custom-form/contact', { tenant: 'mdigital' })).body);
      const res = await other.inject({
        method: 'POST',
        url: `/contact/${form.uuid}`,
        headers: { 'x-tenant': tokenOf('mdigital') },
        payload: toMultipart({ ...GOOD, 'g-recaptcha-response': null }),
      });
      expect(res.statusCode).toBe(422);
      expect((await other.inject({ method: 'POST', url: '/__demo/recaptcha/token', payload: { sitekey: KEYS.mdigital, kind: 'v2' } })).statusCode).toBe(400);
    } finally {
      await other.close();
      fs.rmSync(file);
    }
  });
});
