import http from 'node:http';
import { getServerConfig } from '@/lib/config';
import { FAULT_HEADER, faultHeaderValue, requestedFault } from '@/lib/security/fault-relay';
import type { Tenant } from '@/lib/tenants/schema';
import { upstreamState } from '@/lib/tenants/upstream';
import { onUnanswered, unansweredSince } from '@/lib/tenants/upstream-faults';
import type { Exchange, Step } from '../exchange';
import { tenantOf } from './security-headers';

/**
 * When Next is about to send a 500 for a tenant page (its render failed on the API: refused,
 * timed out, 500, malformed), the body it writes (an empty `__next_error__` shell) is dropped and
 * the tenant's localised error page goes out instead: 500, or 503 when the API said maintenance.
 * Nothing is written before the decision, so the status and body always agree. A page not
 * answered within the API timeout is failed the same way, but only when a call to the tenant's API
 * went unanswered (timed out, refused) since the request came in: the visitor waits one timeout,
 * not two. A page that is late only because the server is busy (its calls all answered) is left
 * to finish: failing it would turn a slow answer into a 500 with nothing broken.
 *
 * The fault page comes from this server, over loopback, with FAULT_HEADER (a secret of this
 * process, lib/security/fault-relay.ts), which the middleware answers with the tenant's 500 page
 * (registry-only frame) or the global 503 page. Why a loopback request: the page must go through
 * the middleware's rewrite and Next's renderer, and Next 16.4 offers a custom server no way to
 * render another URL into a response but its request handler with a real request (its
 * `render`/`renderToHTML` are deprecated and bypass the middleware).
 */

/**
 * The tenant of a page request whose failure is relayed: a GET or HEAD of an HTML page on a
 * tenant host (not a client-router RSC fetch, not /_next, /api or the health check, not the
 * fault page's own request).
 */
export function relayableTenant(exchange: Pick<Exchange, 'req' | 'path'>): Tenant | null {
  const { req } = exchange;
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (req.headers.rsc !== undefined || req.headers[FAULT_HEADER] !== undefined) return null;
  const path = exchange.path();
  if (path.startsWith('/_next/') || path.startsWith('/health-check') || path.startsWith('/api/')) return null;
  return tenantOf(req);
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
      (page) => {
        const chunks: Buffer[] = [];
        page.on('data', (c: Buffer) => chunks.push(c));
        page.on('end', () => resolve({ status: page.statusCode ?? code, headers: page.headers, body: Buffer.concat(chunks) }));
        page.on('error', reject);
      },
    );
    loopback.on('timeout', () => loopback.destroy(new Error('fault page timed out')));
    loopback.on('error', reject);
    loopback.end();
  });
}

/** What the relay leaves to the time it sends the fault page: the visitor gets an answer in one timeout. */
const RELAY_MARGIN_MS = 40;

/**
 * Not copied from the fault page: hop-by-hop and framing headers, and its own render-cache state
 * (`x-nextjs-cache`), which the request log and /metrics would otherwise report as this request's.
 */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'x-nextjs-cache']);

function relayFaults(req: http.IncomingMessage, res: http.ServerResponse, tenant: Tenant): void {
  const arrived = Date.now();
  const apiBase = tenant.apiBaseUrl ?? getServerConfig().apiBaseUrl;
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  const flushHeaders = res.flushHeaders;
  const setHeader = res.setHeader;
  const appendHeader = res.appendHeader;
  const removeHeader = res.removeHeader;
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
  // What Next still does to the headers of an answer already replaced by the fault page is
  // dropped: each call would throw ERR_HTTP_HEADERS_SENT inside Next's render, logged as a failure.
  const replaced = () => swallowing && res.headersSent;
  res.setHeader = function (this: http.ServerResponse, ...args: unknown[]) {
    if (replaced()) return this;
    return (setHeader as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.setHeader;
  res.appendHeader = function (this: http.ServerResponse, ...args: unknown[]) {
    if (replaced()) return this;
    return (appendHeader as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.appendHeader;
  res.removeHeader = function (this: http.ServerResponse, name: string) {
    if (!replaced()) removeHeader.call(this, name);
  };

  const cut = () => {
    if (res.headersSent || swallowing) return;
    swallowing = true;
    relay();
  };
  let stopWaiting = () => {};
  const deadline = setTimeout(() => {
    if (unansweredSince(apiBase, arrived)) cut();
    else stopWaiting = onUnanswered(apiBase, cut);
  }, Math.max(getServerConfig().apiTimeoutMs - RELAY_MARGIN_MS, 1));
  res.once('close', () => {
    clearTimeout(deadline);
    stopWaiting();
  });

  let relaying = false;
  function relay() {
    if (relaying) return;
    relaying = true;
    clearTimeout(deadline);
    stopWaiting();
    const code: 500 | 503 = upstreamState(tenant.key) === 'maintenance' ? 503 : 500;
    const started = Date.now();
    fetchFaultPage(req, code)
      .then((page) => {
        if (res.writableEnded || res.destroyed) return;
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        for (const [name, value] of Object.entries(page.headers)) {
          if (value === undefined || HOP_HEADERS.has(name)) continue;
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

/**
 * A failed tenant page becomes the tenant's fault page (above). A FAULT_HEADER without this
 * process's secret is a client's: it is dropped, so that only the relay itself asks for a fault page.
 */
export const faultRelay: Step = (exchange) => {
  const { req, res } = exchange;
  const asked = req.headers[FAULT_HEADER];
  if (asked !== undefined && requestedFault(String(asked)) === null) delete req.headers[FAULT_HEADER];
  const tenant = relayableTenant(exchange);
  if (tenant) {
    relayFaults(req, res, tenant);
    warmFaultPage(req, tenant);
  }
  return 'continue';
};
