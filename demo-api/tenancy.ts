import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registrySchema, LOCALES, type Locale, type Tenant } from '../lib/tenants/schema';
import { ApiError } from './errors';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_TENANTS_FILE = path.join(here, '..', 'lib', 'tenants', 'demo-tenants.json');

/** Reads and validates the portal's tenant registry (the same file the portal reads). */
export function loadTenants(file = process.env.TENANTS_FILE || DEFAULT_TENANTS_FILE): Tenant[] {
  const raw: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const parsed = registrySchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Invalid tenant registry ${file}: ${first?.path.join('.')}: ${first?.message}`);
  }
  return parsed.data.tenants;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every API request by the tenancy hook. */
    tenant: Tenant;
    /** The answer's language: X-Locale if the tenant offers it, else es. */
    locale: Locale;
  }
}

/**
 * Paths that are not part of the tenant API: no X-Tenant needed, not counted in stats. The forum
 * (/forum/{tenantKey}/...) stands for a separate server of the tenant.
 */
export function isInfraPath(url: string): boolean {
  return url.startsWith('/__demo/') || url.startsWith('/media/') || url.startsWith('/forum/');
}

export function resolveLocale(tenant: Tenant, header: string | string[] | undefined): Locale {
  const wanted = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (wanted && (LOCALES as readonly string[]).includes(wanted) && tenant.languages.includes(wanted as Locale)) {
    return wanted as Locale;
  }
  return tenant.languages.includes('es') ? 'es' : (tenant.languages[0] ?? 'es');
}

/**
 * X-Tenant / X-Locale: unknown or missing token → 404 `{message:"Unknown tenant"}`; a tenant in
 * maintenance (registry flag or DEMO_API_MAINTENANCE) → 503 `{message:"Maintenance"}` on every endpoint.
 */
export function installTenancy(app: FastifyInstance, tenants: Tenant[]) {
  // DEMO_API_MAINTENANCE=key,key: these tenants answer 503 too, although the portal's registry
  // does not flag them — the API signalling maintenance on its own.
  const down = new Set((process.env.DEMO_API_MAINTENANCE ?? '').split(',').map((k) => k.trim()).filter(Boolean));
  const byToken = new Map(tenants.map((t) => [t.token, t]));
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.decorateRequest('locale', 'es' as Locale);
  app.addHook('onRequest', async (req: FastifyRequest, reply) => {
    if (req.method === 'OPTIONS' || isInfraPath(req.url)) return;
    const header = req.headers['x-tenant'];
    const token = (Array.isArray(header) ? header[0] : header)?.trim();
    const tenant = token ? byToken.get(token) : undefined;
    if (!tenant) throw new ApiError(404, { message: 'Unknown tenant' });
    if (tenant.maintenance || down.has(tenant.key)) throw new ApiError(503, { message: 'Maintenance' }, { 'Retry-After': '120' });
    req.tenant = tenant;
    req.locale = resolveLocale(tenant, req.headers['x-locale']);
    reply.header('Content-Language', req.locale);
    reply.header('Vary', 'Origin, X-Tenant, X-Locale, Authorization');
  });
}

/** Portal origins: http://localhost:<port>, http://127.0.0.1:<port>, http://<name>.localhost:<port>. */
const ORIGIN_RE = /^http:\/\/(?:(?:[a-z0-9-]+\.)*localhost|127\.0\.0\.1)(?::\d{1,5})?$/i;
export function isAllowedOrigin(origin: string | undefined): boolean {
  return !!origin && ORIGIN_RE.test(origin);
}

export const corsOptions = {
  origin: (origin: string | undefined, cb: (err: Error | null, allow: boolean) => void) => cb(null, isAllowedOrigin(origin)),
  credentials: true,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  // Idempotency-Key: a free ticket's order sent twice (double click, retry) is one order.
  allowedHeaders: ['X-Tenant', 'X-Locale', 'Authorization', 'X-Networking-Conference', 'Content-Type', 'Idempotency-Key', 'X-Checkin-Key'],
  // Content-Disposition: the PDF's file name; Retry-After: how long a 429 or 503 lasts.
  exposedHeaders: ['Content-Language', 'Content-Disposition', 'Retry-After'],
  maxAge: 600,
};
