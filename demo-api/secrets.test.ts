import { describe, expect, it } from 'vitest';
import { PORTAL_SECRETS, SECRETS, secretProblems } from '../lib/security/secrets';
import { demoApiEnv, freshSecrets, portalEnv, SECRET_NAMES } from './demo-secrets.mjs';
import { apiSecretsFromEnv, SecretsError } from './secrets';
import { call, serverPerFile, TEST_SECRETS } from './testing';

const GOOD = { DEMO_API_SECRET: 'a'.repeat(32), PUSHER_SECRET: 'b'.repeat(32), DEMO_PAYMENT_WEBHOOK_SECRET: 'c'.repeat(32) };

describe('the API secrets (secrets.ts)', () => {
  it('in production: every problem, naming the variables, and nothing made up', () => {
    const refused = (env: Record<string, string>) => {
      try {
        apiSecretsFromEnv(env);
      } catch (error) {
        expect(error).toBeInstanceOf(SecretsError);
        return (error as SecretsError).problems;
      }
      throw new Error('accepted');
    };
    expect(refused({})).toEqual([
      expect.stringMatching(/^DEMO_API_SECRET is empty/),
      expect.stringMatching(/^PUSHER_SECRET is empty/),
      expect.stringMatching(/^DEMO_PAYMENT_WEBHOOK_SECRET is empty/),
    ]);
    expect(refused({ ...GOOD, DEMO_API_SECRET: 'ekitaldi-demo-api-secret' })).toEqual([expect.stringMatching(/^DEMO_API_SECRET is a value written in this repository/)]);
    expect(refused({ ...GOOD, PUSHER_SECRET: 'ekitaldi-demo-secret' })).toEqual([expect.stringMatching(/^PUSHER_SECRET is a value written/)]);
    expect(refused({ ...GOOD, PORTAL_REVALIDATE_URL: 'http://127.0.0.1:3000/api/revalidate' })).toEqual([expect.stringMatching(/^REVALIDATE_SECRET is empty/)]);
    expect(apiSecretsFromEnv(GOOD)).toEqual({ secrets: { accreditation: GOOD.DEMO_API_SECRET, pusher: GOOD.PUSHER_SECRET, webhook: GOOD.DEMO_PAYMENT_WEBHOOK_SECRET }, generated: [] });
  });

  it('in the demo: what is not given is made for this start, at random', () => {
    const a = apiSecretsFromEnv({ EKITALDI_DEMO: '1', PUSHER_SECRET: 'given-by-the-launcher' });
    const b = apiSecretsFromEnv({ EKITALDI_DEMO: '1' });
    expect(a.generated).toEqual(['DEMO_API_SECRET', 'DEMO_PAYMENT_WEBHOOK_SECRET']);
    expect(a.secrets.pusher).toBe('given-by-the-launcher');
    expect(a.secrets.accreditation).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b.secrets.accreditation).not.toBe(a.secrets.accreditation);
    expect(b.secrets.webhook).not.toBe(a.secrets.webhook);
  });
});

describe('the stand-ins outside the demo', () => {
  const production = serverPerFile({ demo: false, secrets: TEST_SECRETS });

  it('answer 404: mailbox, SSO, checkout, captcha, stats, contact log (any spelling); health still answers', async () => {
    const paths = [
      ['GET', '/__demo/mailbox.json?to=asistente@ekitaldi.test'],
      ['GET', '/__demo/mailbox'],
      ['DELETE', '/__demo/mailbox'],
      ['GET', '/__demo/mailbox/1/attachments/0'],
      ['GET', '/__demo/sso?tenant=demo'],
      ['POST', '/__demo/sso-token'],
      ['GET', '/__demo/checkout/cs_demo_1'],
      ['POST', '/__demo/checkout/cs_demo_1'],
      ['GET', '/__demo/checkout/cs_demo_1/charges'],
      ['GET', '/__demo/recaptcha/api.js'],
      ['GET', '/__demo/recaptcha/enterprise.js'],
      ['POST', '/__demo/recaptcha/token'],
      ['GET', '/__demo/stats'],
      ['POST', '/__demo/stats/reset'],
      ['GET', '/__demo/contact-messages?tenant=demo'],
      ['GET', '/%5F%5Fdemo/mailbox.json'],
      ['GET', '/__demo/mailbox%2Ejson'],
    ] as const;
    for (const [method, url] of paths) {
      const res = await production.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{}' });
      expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 404`);
    }
    expect((await production.app.inject({ url: '/__demo/health' })).statusCode).toBe(200);
    // The API itself answers as ever.
    expect((await call(production.app, '/customer/general-data', { tenant: 'demo' })).status).toBe(200);
  });
});

describe('the stand-ins in the demo', () => {
  const demo = serverPerFile();

  it('answer', async () => {
    for (const url of ['/__demo/mailbox.json', '/__demo/sso?tenant=demo', '/__demo/recaptcha/api.js', '/__demo/stats']) {
      expect(`${url} ${(await demo.app.inject({ url })).statusCode}`).toBe(`${url} 200`);
    }
  });
});

describe('the sets the demo, e2e and benches make (deploy/demo-secrets.mjs)', () => {
  it('cover every secret, pass the rule and differ each time', () => {
    expect([...SECRET_NAMES].sort()).toEqual(Object.keys(SECRETS).sort());
    const a = freshSecrets();
    const b = freshSecrets();
    expect(secretProblems(a, SECRET_NAMES)).toEqual([]);
    for (const name of SECRET_NAMES) expect(a[name]).not.toBe(b[name]);
    expect(secretProblems(portalEnv(a), PORTAL_SECRETS)).toEqual([]);
    expect(demoApiEnv(a)).toMatchObject({ EKITALDI_DEMO: '1', DEMO_API_SECRET: a.DEMO_API_SECRET, PUSHER_SECRET: a.PUSHER_SECRET });
  });
});
