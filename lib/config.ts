import path from 'node:path';
import { DEFAULT_REVALIDATE_SECONDS } from '@/lib/constants';

/**
 * Server-side settings, read from the environment at run time (never inlined at build time),
 * so one build serves any deployment. Every name and default is listed in .env.example.
 */
function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

export function getServerConfig() {
  const apiBaseUrl = process.env.API_BASE_URL || 'http://127.0.0.1:4000';
  return {
    /** Where the portal's server calls the API. */
    apiBaseUrl,
    /** Where the browser calls the API (may differ from the server's private address). */
    publicApiBaseUrl: process.env.PUBLIC_API_BASE_URL || 'http://localhost:4000',
    apiTimeoutMs: intFromEnv('API_TIMEOUT_MS', 10_000),
    upstreamProbeTimeoutMs: intFromEnv('UPSTREAM_PROBE_TIMEOUT_MS', 1_500),
    authCookieDays: intFromEnv('AUTH_COOKIE_DAYS', 30),
    tenantsFile: process.env.TENANTS_FILE || path.join(process.cwd(), 'lib/tenants/demo-tenants.json'),
    revalidateSeconds: intFromEnv('REVALIDATE_SECONDS', DEFAULT_REVALIDATE_SECONDS),
    maintenanceRetryAfterSeconds: intFromEnv('MAINTENANCE_RETRY_AFTER', 120),
    /** Strict-Transport-Security max-age, sent only over https; 0 turns it off. */
    hstsMaxAge: intFromEnv('HSTS_MAX_AGE', 31_536_000),
    hstsIncludeSubdomains: process.env.HSTS_INCLUDE_SUBDOMAINS === '1',
    /** Extra connect-src origins for the CSP (space-separated), e.g. a realtime server elsewhere. */
    cspConnectSrc: (process.env.CSP_CONNECT_SRC || '').split(/\s+/).filter(Boolean),
  };
}
export type ServerConfig = ReturnType<typeof getServerConfig>;
