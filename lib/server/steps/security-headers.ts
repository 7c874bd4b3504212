import type { IncomingMessage } from 'node:http';
import { getServerConfig } from '@/lib/config';
import { hasStripeKey } from '@/lib/purchase/stripe';
import { getRealtimeConfig } from '@/lib/realtime/config';
import { bareContentSecurityPolicy, baselineHeaders, contentSecurityPolicy, grantsCamera } from '@/lib/security/headers';
import { buildNonce } from '@/lib/security/nonce';
import { parseHost } from '@/lib/tenants/host';
import { getTenantByHost } from '@/lib/tenants/registry';
import type { Tenant } from '@/lib/tenants/schema';
import type { Step } from '../exchange';

/** The tenant of a request's Host, or null (unknown host, or a registry that cannot be read). */
export function tenantOf(req: IncomingMessage): Tenant | null {
  const host = parseHost(req.headers.host ?? null);
  try {
    return host ? (getTenantByHost(host) ?? null) : null;
  } catch {
    return null;
  }
}

/** Behind a proxy that terminates TLS (nginx, a load balancer), the scheme comes from it. */
export function isHttps(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  if (proto) return proto === 'https';
  return Boolean((req.socket as { encrypted?: boolean } | undefined)?.encrypted);
}

/**
 * The security headers of a response to `req` (lib/security/headers.ts says what each one is):
 * the baseline everywhere, the tenant's policy on a tenant host, the bare one elsewhere and on
 * /health-check (no nonce there: it has no page).
 */
export function securityHeadersFor(req: IncomingMessage, path: string): Record<string, string> {
  const config = getServerConfig();
  const https = isHttps(req);
  const headers = baselineHeaders({ https, hstsMaxAge: config.hstsMaxAge, hstsIncludeSubdomains: config.hstsIncludeSubdomains, camera: grantsCamera(path) });
  const tenant = tenantOf(req);
  const isHealth = path === '/health-check' || path.startsWith('/health-check/');
  const nonce = buildNonce();
  headers['Content-Security-Policy'] =
    tenant && !isHealth
      ? contentSecurityPolicy({
          tenant,
          nonce,
          publicApiBaseUrl: tenant.publicApiBaseUrl ?? config.publicApiBaseUrl,
          extraConnect: config.cspConnectSrc,
          realtime: getRealtimeConfig(),
          stripe: hasStripeKey(),
          https,
        })
      : bareContentSecurityPolicy(isHealth ? null : nonce);
  return headers;
}

/** Every response (pages, errors, redirects, static files, /health-check) gets the security headers. */
export const securityHeaders: Step = (exchange) => {
  exchange.beforeHead(() => {
    for (const [name, value] of Object.entries(securityHeadersFor(exchange.req, exchange.path()))) exchange.res.setHeader(name, value);
  });
  return 'continue';
};

/**
 * No `x-middleware-*` header leaves: Next adds `x-middleware-rewrite`, which names the internal
 * path and the tenant key.
 */
export const hideInternalHeaders: Step = ({ res, beforeHead }) => {
  beforeHead(() => {
    for (const name of res.getHeaderNames()) if (name.startsWith('x-middleware-')) res.removeHeader(name);
  });
  return 'continue';
};
