import http from 'node:http';
import { getServerConfig } from '@/lib/config';
import { getRealtimeConfig } from '@/lib/realtime/config';
import { hasStripeKey } from '@/lib/purchase/stripe';
import { parseHost } from '@/lib/tenants/host';
import { getTenantByHost } from '@/lib/tenants/registry';
import type { Tenant } from '@/lib/tenants/schema';
import { upstreamState } from '@/lib/tenants/upstream';
import { FAULT_HEADER, faultHeaderValue, requestedFault } from './fault-relay';
import { bareContentSecurityPolicy, baselineHeaders, contentSecurityPolicy } from './headers';
import { applyCacheDirective, CACHE_DIRECTIVE_HEADER } from './cache-directive';
import { buildNonce, CSP_NONCE_HEADER, CSP_REQUEST_HEADER, nonceRequestPolicy } from './nonce';

/**
 * What happens to a request before Next sees it, and to every response before it leaves (issue
 * 14). Some of it cannot be done in the middleware, because Next answers first or adds headers
 * after it:
 *
 * - an absolute-form request line (`GET http://evil.com/agenda HTTP/1.1`) becomes origin-form
 *   (`/agenda`) on the connection's own Host: Next would otherwise redirect to the other host;
 * - TRACE, TRACK and CONNECT answer 405 (Next turns them into a 500);
 * - a malformed percent-encoding under /_next/ answers 404 (Next's static handler throws);
 * - every response gets the security headers, and never an `x-middleware-*` header (Next adds
 *   `x-middleware-rewrite`, which names the internal path and the tenant key).
 */

const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

export type TargetDecision =
  | { kind: 'pass'; url: string }
  | { kind: 'refuse'; status: 400 | 404 | 405 };

/**
 * The request target Next may see.
 *   ('GET', '/agenda') → pass '/agenda';  ('GET', 'http://evil.com/agenda?x=1') → pass '/agenda?x=1'
 *   ('TRACE', '/') → refuse 405;  ('GET', '/_next/static/%ff') → refuse 404;  ('GET', 'evil') → refuse 400
 */
export function decideTarget(method: string | undefined, url: string | undefined): TargetDecision {
  if (REFUSED_METHODS.has((method ?? '').toUpperCase())) return { kind: 'refuse', status: 405 };
  if (!url) return { kind: 'refuse', status: 400 };
  let target = url;
  if (!target.startsWith('/')) {
    if (target === '*') return { kind: 'refuse', status: 405 };
    // Absolute form (RFC 9112 §3.2.2): keep the path and query, never the authority.
    try {
      const parsed = new URL(target);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { kind: 'refuse', status: 400 };
      target = parsed.pathname + parsed.search;
    } catch {
      return { kind: 'refuse', status: 400 };
    }
  }
  if (target.startsWith('/_next/')) {
    const path = target.split('?', 1)[0]!;
    try {
      decodeURIComponent(path);
    } catch {
      return { kind: 'refuse', status: 404 };
    }
  }
  return { kind: 'pass', url: target };
}

/** The headers a response gets, from its request (Host, scheme) and the nonce Next used. */
export function responseSecurityHeaders(req: http.IncomingMessage, nonce: string | null): Record<string, string> {
  const config = getServerConfig();
  const https = isHttps(req);
  const headers = baselineHeaders({ https, hstsMaxAge: config.hstsMaxAge, hstsIncludeSubdomains: config.hstsIncludeSubdomains });
  const host = parseHost(req.headers.host ?? null);
  let tenant = null;
  try {
    tenant = host ? (getTenantByHost(host) ?? null) : null;
  } catch {
    tenant = null;
  }
  const path = (req.url ?? '/').split('?', 1)[0]!;
  const isHealth = path === '/health-check' || path.startsWith('/health-check/');
  headers['Content-Security-Policy'] =
    tenant && nonce && !isHealth
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

function isHttps(req: http.IncomingMessage): boolean {
  // Behind a proxy that terminates TLS (nginx, a load balancer), the scheme comes from it.
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  if (proto) return proto === 'https';
  return Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

/** Removes `x-middleware-*` from a header list in any of the shapes Node accepts. */
function withoutInternalHeaders(headers: unknown): unknown {
  if (!headers) return headers;
  if (Array.isArray(headers)) {
    if (headers.length > 0 && Array.isArray(headers[0])) {
      return (headers as [string, unknown][]).filter(([k]) => !/^x-middleware-/i.test(String(k)));
    }
    const out: unknown[] = [];
    for (let i = 0; i < headers.length; i += 2) {
      if (!/^x-middleware-/i.test(String(headers[i]))) out.push(headers[i], headers[i + 1]);
    }
    return out;
  }
  if (typeof headers === 'object') {
    return Object.fromEntries(Object.entries(headers as Record<string, unknown>).filter(([k]) => !/^x-middleware-/i.test(k)));
  }
  return headers;
}

function secureResponse(req: http.IncomingMessage, res: http.ServerResponse): void {
  const originalWriteHead = res.writeHead;
  const originalSetHeader = res.setHeader;
  res.setHeader = function setHeader(this: http.ServerResponse, name: string, value: number | string | readonly string[]) {
    if (/^x-middleware-/i.test(name)) return this;
    return originalSetHeader.call(this, name, value);
  } as typeof res.setHeader;
  let applied = false;
  const apply = () => {
    if (applied) return;
    applied = true;
    for (const name of res.getHeaderNames()) if (/^x-middleware-/i.test(name)) res.removeHeader(name);
    // The nonce Next wrote into the page (set on the request by the middleware).
    const nonceHeader = req.headers[CSP_NONCE_HEADER];
    const nonce = typeof nonceHeader === 'string' ? nonceHeader : null;
    for (const [name, value] of Object.entries(responseSecurityHeaders(req, nonce))) originalSetHeader.call(res, name, value);
    const directive = res.getHeader(CACHE_DIRECTIVE_HEADER);
    if (directive !== undefined) {
      res.removeHeader(CACHE_DIRECTIVE_HEADER);
      const current = (name: string) => {
        const value = res.getHeader(name);
        return value === undefined ? undefined : String(value);
      };
      const { cacheControl, vary } = applyCacheDirective(String(directive), current('cache-control'), current('vary'));
      if (cacheControl) originalSetHeader.call(res, 'Cache-Control', cacheControl);
      if (vary) originalSetHeader.call(res, 'Vary', vary);
    }
  };
  res.writeHead = function writeHead(this: http.ServerResponse, ...args: unknown[]) {
    apply();
    // writeHead(status, [message], [headers]): drop internal headers passed inline too.
    const last = args.length - 1;
    if (last >= 1 && typeof args[last] === 'object') args[last] = withoutInternalHeaders(args[last]);
    return (originalWriteHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}

/**
 * A page request whose answer, if Next fails it, is replaced by the tenant's fault page: a GET
 * or HEAD of an HTML page on a tenant host (not a client-router RSC fetch, not /_next, not the
 * health check, not the fault page itself).
 */
function relayableTenant(req: http.IncomingMessage): Tenant | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers.rsc !== undefined || req.headers[FAULT_HEADER] !== undefined) return null;
  const path = (req.url ?? '/').split('?', 1)[0]!;
  if (path.startsWith('/_next/') || path.startsWith('/health-check') || path.startsWith('/api/')) return null;
  const host = parseHost(req.headers.host ?? null);
  try {
    return host ? (getTenantByHost(host) ?? null) : null;
  } catch {
    return null;
  }
}

interface Relayed {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Asks this server, over loopback, for the fault page of `req` (the middleware answers it). */
function fetchFaultPage(req: http.IncomingMessage, code: 500 | 503): Promise<Relayed> {
  return new Promise((resolve, reject) => {
    const socket = req.socket;
    const loopback = http.request(
      {
        host: socket.localAddress?.replace(/^::ffff:/, '') || '127.0.0.1',
        port: socket.localPort,
        method: 'GET',
        path: req.url ?? '/',
        headers: {
          host: req.headers.host ?? 'localhost',
          'accept-language': req.headers['accept-language'] ?? '',
          [FAULT_HEADER]: faultHeaderValue(code),
        },
        timeout: 5_000,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => resolve({ status: answer.statusCode ?? code, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      },
    );
    loopback.on('timeout', () => loopback.destroy(new Error('fault page timed out')));
    loopback.on('error', reject);
    loopback.end();
  });
}

/**
 * A tenant page gets the API timeout, less what the relay needs to send the fault page in its
 * place, so that the visitor has an answer within the timeout (+ ~100 ms on a loaded machine).
 */
const RELAY_MARGIN_MS = 40;

const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date']);

/**
 * When Next is about to send a 500 for a tenant page (its render failed on the API: refused,
 * timed out, 500, malformed), the body it writes (an empty `__next_error__` shell) is dropped
 * and the tenant's localised error page goes out instead: 500, or 503 when the API said
 * maintenance. Nothing is written before the decision, so the status and body always agree.
 */
function relayFaults(req: http.IncomingMessage, res: http.ServerResponse, tenant: Tenant): void {
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  const flushHeaders = res.flushHeaders;
  let swallowing = false;
  const swallow = (status: number): boolean => {
    if (swallowing) return true;
    // Only Next's own failure (500): a 503 or 404 the middleware chose is already the right page.
    if (res.headersSent || status !== 500) return false;
    swallowing = true;
    return true;
  };

  res.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    if (swallow(status)) {
      res.statusCode = status;
      return this;
    }
    return (writeHead as (...a: unknown[]) => http.ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
  res.flushHeaders = function (this: http.ServerResponse) {
    if (swallow(res.statusCode)) return;
    flushHeaders.call(this);
  };
  res.write = function (this: http.ServerResponse, ...args: unknown[]) {
    if (swallow(res.statusCode)) return true;
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as typeof res.write;
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!swallow(res.statusCode)) return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
    relay();
    return this;
  } as typeof res.end;

  // A page not answered within the API timeout is a failed page: whatever still runs inside Next
  // (a read that started late, a second render) is dropped, so the visitor waits one timeout.
  const deadline = setTimeout(() => {
    if (res.headersSent || swallowing) return;
    swallowing = true;
    relay();
  }, Math.max(getServerConfig().apiTimeoutMs - RELAY_MARGIN_MS, 1));
  res.once('close', () => clearTimeout(deadline));

  let relaying = false;
  function relay() {
    if (relaying) return;
    relaying = true;
    clearTimeout(deadline);
    const code: 500 | 503 = upstreamState(tenant.key) === 'maintenance' ? 503 : 500;
    const started = Date.now();
    fetchFaultPage(req, code)
      .then((page) => {
        if (res.writableEnded || res.destroyed) return;
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        for (const [name, value] of Object.entries(page.headers)) {
          if (value === undefined || HOP_HEADERS.has(name) || /^x-middleware-/i.test(name)) continue;
          res.setHeader(name, value);
        }
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Length', page.body.length);
        (writeHead as (...a: unknown[]) => http.ServerResponse).call(res, code);
        (end as (...a: unknown[]) => http.ServerResponse).call(res, req.method === 'HEAD' ? undefined : page.body);
      })
      .catch((error: unknown) => {
        console.error('[fault] the fault page could not be fetched', error instanceof Error ? error.message : error);
        if (res.writableEnded || res.destroyed) return;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        (writeHead as (...a: unknown[]) => http.ServerResponse).call(res, code);
        (end as (...a: unknown[]) => http.ServerResponse).call(res, http.STATUS_CODES[code]);
      })
      .finally(() => {
        console.warn(`[fault] ${req.method} ${tenant.key}${(req.url ?? '').split('?', 1)[0]} → ${code} (relay ${Date.now() - started} ms)`);
      });
  }
}

/** The fault pages render from the registry alone; asking once per tenant and language keeps them cached. */
const warmed = new Set<string>();
function warmFaultPage(req: http.IncomingMessage, tenant: Tenant): void {
  const first = (req.url ?? '/').split('/')[1] ?? '';
  const key = `${tenant.key}:${tenant.languages.includes(first as never) ? first : 'es'}`;
  if (warmed.has(key)) return;
  warmed.add(key);
  setTimeout(() => {
    fetchFaultPage(req, 500).catch(() => warmed.delete(key));
  }, 0);
}

function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: 400 | 404 | 405): void {
  res.statusCode = status;
  if (status === 405) res.setHeader('Allow', 'GET, HEAD, POST, OPTIONS');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(http.STATUS_CODES[status] ?? String(status));
  void req;
}

const INSTALLED = Symbol.for('ekitaldi.serverGuard');

/** Installs the guard on every HTTP server of this process (idempotent). */
export function installServerGuard(): void {
  const proto = http.Server.prototype as unknown as Record<symbol, unknown> & { emit: (...args: unknown[]) => boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const originalEmit = proto.emit;
  proto.emit = function emit(this: http.Server, event: unknown, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      // Only the guard's own loopback may ask for a fault page.
      if (req.headers[FAULT_HEADER] !== undefined && requestedFault(String(req.headers[FAULT_HEADER])) === null) {
        delete req.headers[FAULT_HEADER];
      }
      secureResponse(req, res);
      const decision = decideTarget(req.method, req.url);
      if (decision.kind === 'refuse') {
        refuse(req, res, decision.status);
        return true;
      }
      req.url = decision.url;
      // The build's nonce unless the middleware gives this page a fresh one; never the client's.
      const nonce = buildNonce();
      req.headers[CSP_NONCE_HEADER] = nonce;
      req.headers[CSP_REQUEST_HEADER] = nonceRequestPolicy(nonce);
      const tenant = relayableTenant(req);
      if (tenant) {
        relayFaults(req, res, tenant);
        warmFaultPage(req, tenant);
      }
    }
    return originalEmit.call(this, event, ...args);
  };
}
