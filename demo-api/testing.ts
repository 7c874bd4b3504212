/** Helpers for the demo API's vitest suites. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, vi } from 'vitest';
import { buildServer, type BuildOptions } from './server';
import type { ApiSecrets } from './secrets';
import { loadTenants } from './tenancy';

/** The unit tests' secrets (a demo start makes its own; a deployment brings its own). */
export const TEST_SECRETS: ApiSecrets = {
  accreditation: 'unit-test-accreditation-key',
  pusher: 'unit-test-pusher-secret',
  webhook: 'unit-test-webhook-secret',
};

export const TENANTS = loadTenants();
export const tokenOf = (key: string) => {
  const t = TENANTS.find((x) => x.key === key);
  if (!t) throw new Error(`no tenant ${key}`);
  return t.token;
};

export async function testServer(opts: BuildOptions = {}): Promise<FastifyInstance> {
  // A fixed "now" keeps past/today/next stable whatever the date of the run.
  // The demo's stand-ins (mailbox, SSO, checkout, captcha) are what the suites read and drive.
  return buildServer({ dbPath: ':memory:', now: () => new Date('2026-11-21T12:00:00+01:00'), demo: true, secrets: TEST_SECRETS, ...opts });
}

/**
 * One server for the whole test file: built before its first test, closed after its last.
 * `server.app` is there once the tests run (not while the file is being collected). With
 * `listen`, it also listens on a free loopback port, `server.base` its origin (for the portal's
 * own clients, which speak HTTP).
 */
export function serverPerFile(opts: BuildOptions = {}, { listen = false } = {}): { readonly app: FastifyInstance; readonly base: string } {
  // The account suites run bcrypt (cost 10) many times: give a loaded machine time.
  vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
  let app: FastifyInstance | undefined;
  let base: string | undefined;
  beforeAll(async () => {
    app = await testServer(opts);
    if (!listen) return;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(() => app?.close());
  return {
    get app() {
      if (!app) throw new Error('serverPerFile: the server is built in beforeAll');
      return app;
    },
    get base() {
      if (!base) throw new Error('serverPerFile: the origin is there once the server listens (listen: true)');
      return base;
    },
  };
}

/**
 * A server for the whole test file on a database file of its own (in a temporary folder, removed
 * after the last test), and the test's own connection to that file (`db`), for suites that
 * write or read rows directly.
 */
export function fileServerPerFile(name: string, opts: BuildOptions = {}): { readonly app: FastifyInstance; readonly db: Database.Database } {
  vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ekitaldi-${name}-`));
  const dbPath = path.join(dir, 'demo.sqlite');
  let app: FastifyInstance | undefined;
  let db: Database.Database | undefined;
  beforeAll(async () => {
    app = await testServer({ ...opts, dbPath });
    db = new Database(dbPath);
    db.pragma('busy_timeout = 2000');
  });
  afterAll(async () => {
    db?.close();
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get app() {
      if (!app) throw new Error('fileServerPerFile: the server is built in beforeAll');
      return app;
    },
    get db() {
      if (!db) throw new Error('fileServerPerFile: the database is opened in beforeAll');
      return db;
    },
  };
}

/** A year-long bearer token for a customer, written straight into the server's database file. */
export function sessionToken(db: Database.Database, tenant: string, customerId: number): string {
  const token = crypto.randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO auth_sessions (token_hash, tenant, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    crypto.createHash('sha256').update(token).digest('hex'),
    tenant,
    customerId,
    0,
    Date.now() + 86_400_000 * 365,
  );
  return token;
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'OPTIONS' | 'DELETE';
  tenant?: string | null;
  locale?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** client address (the login rate limit is per email and IP) */
  ip?: string;
}

/** Calls the API as the portal does: X-Tenant (by tenant key), X-Locale, Bearer token. */
export async function call(app: FastifyInstance, url: string, c: Call = {}) {
  const headers: Record<string, string> = { ...c.headers };
  const tenant = c.tenant === undefined ? 'demo' : c.tenant;
  if (tenant !== null) headers['x-tenant'] = tokenOf(tenant);
  if (c.locale) headers['x-locale'] = c.locale;
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  const res = await app.inject({
    method: c.method ?? (c.body === undefined ? 'GET' : 'POST'),
    url,
    headers,
    ...(c.ip ? { remoteAddress: c.ip } : {}),
    ...(c.body === undefined ? {} : typeof c.body === 'string' ? { payload: c.body } : { payload: c.body as object }),
  });
  let json: unknown = null;
  if (res.body && String(res.headers['content-type']).includes('json')) json = JSON.parse(res.body);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, headers: res.headers, body: json as any, raw: res };
}

/**
 * A captcha solved at the demo's stand-in for `tenant`'s site key (v3 / Enterprise: for
 * `action`), as the portal's browser gets one; undefined where the tenant has no captcha.
 */
export async function solvedCaptcha(app: FastifyInstance, tenant: string, action = 'signup'): Promise<string | undefined> {
  const t = TENANTS.find((x) => x.key === tenant);
  if (!t?.captchaType || !t.captchaSiteKey) return undefined;
  const res = await app.inject({ method: 'POST', url: '/__demo/recaptcha/token', payload: { sitekey: t.captchaSiteKey, kind: t.captchaType, action } });
  return (res.json() as { token: string }).token;
}

/** A sign-up body with the tenant's solved captcha added (where it has one). */
export async function withCaptcha<T extends object>(app: FastifyInstance, tenant: string, body: T, action = 'signup'): Promise<T> {
  const token = await solvedCaptcha(app, tenant, action);
  return token === undefined ? body : { ...body, 'g-recaptcha-response': token };
}

/** A clock the test moves by hand (epoch ms), for token and code expiry. */
export function manualClock(start = Date.parse('2026-11-21T11:00:00Z')) {
  let t = start;
  const clock = () => t;
  return Object.assign(clock, {
    advance(ms: number) {
      t += ms;
    },
  });
}

export interface Mail {
  id: number;
  tenant: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  attachments: { filename: string; contentType: string; content: string; encoding?: 'base64' }[];
  createdAt: string;
}

/** The demo mailbox for one address, newest first. */
export async function mailbox(app: FastifyInstance, to: string, tenant?: string): Promise<Mail[]> {
  const q = new URLSearchParams({ to, ...(tenant ? { tenant } : {}) });
  const res = await app.inject({ url: `/__demo/mailbox.json?${q}` });
  return res.json() as Mail[];
}

/** The emails to the account `customerId` (any tenant), oldest first. */
export async function mailsOf(app: FastifyInstance, db: { prepare(sql: string): { get(...a: unknown[]): unknown } }, customerId: number): Promise<Mail[]> {
  const { email } = db.prepare('SELECT email FROM customers WHERE id = ?').get(customerId) as { email: string };
  return (await mailbox(app, email)).reverse();
}

/** The last path segment of the newest mail's first link (the token it carries). */
export async function lastLinkToken(app: FastifyInstance, to: string): Promise<string> {
  const [mail] = await mailbox(app, to);
  if (!mail?.links[0]) throw new Error(`no link mailed to ${to}`);
  return mail.links[0].split('/').pop()!;
}

/** Signs in and returns the bearer token (fails the test otherwise). */
export async function signIn(app: FastifyInstance, email: string, password: string, tenant = 'demo'): Promise<string> {
  const res = await call(app, '/customer/login', { tenant, body: { user: { email, password } } });
  if (res.status !== 200 || !res.body.token) throw new Error(`login ${email}@${tenant}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** A multipart/form-data body with one file (and optional text fields). */
export function multipartBody(file: { field: string; filename: string; type: string; data: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = '----ekitaldi' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
