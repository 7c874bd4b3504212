import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { E2E } from './env';

/** A port no other server of this run uses (a server that should not start never listens). */
const SPARE_PORTAL_PORT = E2E.portalPort + 7;
const SPARE_API_PORT = E2E.apiPort + 61;

/** The environment of this run without any secret or demo switch: what a bare deployment has. */
function bareEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['EKITALDI_DEMO', 'REVALIDATE_SECRET', 'METRICS_TOKEN', 'DEMO_API_SECRET', 'PUSHER_SECRET', 'DEMO_PAYMENT_WEBHOOK_SECRET', 'PORTAL_REVALIDATE_URL', 'BADGE_SIGNING_KEYS']) delete env[name];
  return { ...env, ...extra };
}

const GOOD_PORTAL = { REVALIDATE_SECRET: 'startup-spec-revalidate-9c1f4e7a2b', METRICS_TOKEN: 'startup-spec-metrics-5e8d3a1c7f' };
// A deployment's badge signing keys: one per tenant of the registry, made for this run.
const BADGE_SIGNING_KEYS = JSON.stringify(
  Object.fromEntries((JSON.parse(fs.readFileSync('lib/tenants/demo-tenants.json', 'utf8')) as { tenants: { key: string }[] }).tenants.map((t) => [t.key, crypto.randomBytes(32).toString('base64url')])),
);
const GOOD_API = { DEMO_API_SECRET: 'startup-spec-qr-key-7b2e9d4c1a6f', PUSHER_SECRET: 'startup-spec-pusher-3f8a1e6c9d2b', DEMO_PAYMENT_WEBHOOK_SECRET: 'startup-spec-webhook-4d7c2a9e1b5f', BADGE_SIGNING_KEYS };

test('a bad tenant registry stops start-up, naming the tenant and the field', () => {
  const registry = JSON.parse(fs.readFileSync('lib/tenants/demo-tenants.json', 'utf8'));
  registry.tenants[1].languages.push('klingon');
  const file = path.join(os.tmpdir(), `ekitaldi-bad-registry-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(registry));
  // The production server (deploy/serve.mjs) checks the registry before it listens.
  const run = spawnSync(process.execPath, ['deploy/serve.mjs', '--port', String(SPARE_PORTAL_PORT), '--host', '127.0.0.1'], {
    env: bareEnv({ ...GOOD_PORTAL, TENANTS_FILE: file }),
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stdout + run.stderr).toContain('tenant "hermes" (tenants[1]), field "languages[3]"');
});

test('the portal refuses to start with an empty secret or one written in the repository, naming each', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['deploy/serve.mjs', '--port', String(SPARE_PORTAL_PORT), '--host', 'localhost'], { env: bareEnv(env), encoding: 'utf8', timeout: 60_000 });

  const none = start({});
  expect(none.status).toBe(1);
  expect(none.stderr).toContain('[secrets] cannot start: REVALIDATE_SECRET is empty: set REVALIDATE_SECRET to a random value of your own');
  expect(none.stderr).toContain('[secrets] cannot start: METRICS_TOKEN is empty');

  // The values the repository once used as defaults and in tests.
  const known = start({ REVALIDATE_SECRET: 'e2e-revalidate-secret', METRICS_TOKEN: 'e2e-metrics-token-5d1c0b7e' });
  expect(known.status).toBe(1);
  expect(known.stderr).toContain('REVALIDATE_SECRET is a value written in this repository, known to anyone with the source');
  expect(known.stderr).toContain('METRICS_TOKEN is a value written in this repository');

  const short = start({ ...GOOD_PORTAL, METRICS_TOKEN: 'abc123' });
  expect(short.status).toBe(1);
  expect(short.stderr).toContain('METRICS_TOKEN is 6 characters long, fewer than 16');
  expect(short.stderr).not.toContain('REVALIDATE_SECRET');
});

test('the API refuses to start outside the demo with a missing or repository secret, naming each', () => {
  const run = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['demo-api/server.ts'], {
    env: bareEnv({
      DEMO_API_PORT: String(SPARE_API_PORT),
      DEMO_PUSHER_PORT: String(SPARE_API_PORT + 2001),
      DEMO_API_DB: path.join(os.tmpdir(), `ekitaldi-startup-refused-${process.pid}.sqlite`),
      // The accreditation QR key is missing; the realtime secret is the one the repository used to default to.
      PUSHER_SECRET: 'ekitaldi-demo-secret',
      DEMO_PAYMENT_WEBHOOK_SECRET: GOOD_API.DEMO_PAYMENT_WEBHOOK_SECRET,
      PORTAL_REVALIDATE_URL: 'http://127.0.0.1:9/api/revalidate',
    }),
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('demo-api cannot start: DEMO_API_SECRET is empty');
  expect(run.stderr).toContain('demo-api cannot start: PUSHER_SECRET is a value written in this repository');
  expect(run.stderr).toContain('demo-api cannot start: REVALIDATE_SECRET is empty');
  expect(run.stderr).not.toContain('DEMO_PAYMENT_WEBHOOK_SECRET');
});

test('the API refuses to start outside the demo without a badge signing key for every tenant', () => {
  const keys = JSON.parse(BADGE_SIGNING_KEYS) as Record<string, string>;
  delete keys.hermes;
  const run = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['demo-api/server.ts'], {
    env: bareEnv({
      ...GOOD_API,
      BADGE_SIGNING_KEYS: JSON.stringify(keys),
      DEMO_API_PORT: String(SPARE_API_PORT),
      DEMO_PUSHER_PORT: String(SPARE_API_PORT + 2001),
      DEMO_API_DB: path.join(os.tmpdir(), `ekitaldi-startup-badges-${process.pid}.sqlite`),
    }),
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('demo-api cannot start: BADGE_SIGNING_KEYS has no key for hermes');
});

test('outside the demo the API runs, but its mailbox, SSO, checkout and captcha stand-ins answer 404', async () => {
  test.setTimeout(120_000);
  const db = path.join(os.tmpdir(), `ekitaldi-startup-production-${process.pid}.sqlite`);
  const api = spawn(path.join('node_modules', '.bin', 'tsx'), ['demo-api/server.ts'], {
    env: bareEnv({ ...GOOD_API, DEMO_API_PORT: String(SPARE_API_PORT), DEMO_PUSHER_PORT: String(SPARE_API_PORT + 2001), DEMO_API_DB: db, DEMO_API_RESET: '1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  api.stdout.on('data', (b) => (output += b));
  api.stderr.on('data', (b) => (output += b));
  const base = `http://127.0.0.1:${SPARE_API_PORT}`;
  try {
    await expect.poll(async () => (await fetch(`${base}/__demo/health`).catch(() => null))?.status, { timeout: 90_000 }).toBe(200);
    expect(output).toContain('not the demo: /__demo/ stand-ins answer 404');
    const status = async (url: string, init?: RequestInit) => `${init?.method ?? 'GET'} ${url} ${(await fetch(base + url, init)).status}`;
    const post = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' };
    for (const [url, init] of [
      ['/__demo/mailbox.json?to=asistente%40ekitaldi.test', undefined],
      ['/__demo/mailbox', undefined],
      ['/__demo/sso?tenant=demo', undefined],
      ['/__demo/sso-token', post],
      ['/__demo/checkout/cs_demo_1', undefined],
      ['/__demo/recaptcha/api.js', undefined],
      ['/__demo/recaptcha/enterprise.js', undefined],
      ['/__demo/recaptcha/token', post],
      ['/__demo/contact-messages?tenant=demo', undefined],
    ] as const) {
      expect(await status(url, init)).toBe(`${init?.method ?? 'GET'} ${url} 404`);
    }
    // The API itself answers.
    expect((await fetch(`${base}/customer/general-data`, { headers: { 'X-Tenant': 'tok-demo-7f3a' } })).status).toBe(200);
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => (api.exitCode !== null ? r(null) : api.once('exit', r)));
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(db + suffix, { force: true });
  }
});
