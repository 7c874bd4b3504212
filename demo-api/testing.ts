/** Helpers for the demo API's vitest suites. */
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildOptions } from './server';
import { loadTenants } from './tenancy';

export const TENANTS = loadTenants();
export const tokenOf = (key: string) => {
  const t = TENANTS.find((x) => x.key === key);
  if (!t) throw new Error(`no tenant ${key}`);
  return t.token;
};

export async function testServer(opts: BuildOptions = {}): Promise<FastifyInstance> {
  // A fixed "now" keeps past/today/next stable whatever the date of the run.
  return buildServer({ dbPath: ':memory:', now: () => new Date('2026-11-21T12:00:00+01:00'), ...opts });
}

export interface Call {
  method?: 'GET' | 'POST' | 'OPTIONS' | 'DELETE';
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
