import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { statusClass } from './route-pattern';

/**
 * What operators see of an instance, in the Prometheus text format (prom-client):
 * requests by route pattern, status class and tenant; latency histograms per tenant; render
 * cache hits and misses per store; upstream API calls by resource with latency and errors; the
 * upstream breaker; realtime channel authorisations by outcome; process metrics.
 *
 * Every label value comes from a closed set, so the number of series is bounded whatever the
 * traffic: the route map's pattern (never the raw path: route-pattern.ts), the status class,
 * a tenant key of the registry (else 'unknown'), an API resource of docs/product.md#calls (else 'other'), an
 * outcome from a fixed list. No customer token, email or URL ever becomes a label.
 */

/** docs/product.md#calls's API resources (the first path segment of a call), else 'other'. */
const API_RESOURCES = new Set([
  'blog', 'cms', 'sponsors', 'conferences', 'contact', 'customer', 'custom-form', 'schedule', 'networking',
  'orders', 'payment', 'payment-types', 'broadcasting', 'my-day', 'forum',
]);

/** 'ok', or the docs/product.md#errors code a call failed with (lib/api/errors.ts ApiErrorCode). */
export const UPSTREAM_OUTCOMES = ['ok', 'redirect', 'forbidden', 'not_found', 'validation', 'maintenance', 'timeout', 'network', 'server', 'unknown'] as const;
export type UpstreamOutcome = (typeof UPSTREAM_OUTCOMES)[number];

/**
 * How a realtime channel authorisation through the portal ended (app/[tenant]/broadcasting/auth):
 * 'ok'; 'signed_out' (no session cookie); 'refused' (a cross-site caller or a malformed body);
 * 'forbidden' (the API refused the channel); 'failed' (the API did not answer properly).
 */
export const REALTIME_AUTH_OUTCOMES = ['ok', 'signed_out', 'refused', 'forbidden', 'failed'] as const;
export type RealtimeAuthOutcome = (typeof REALTIME_AUTH_OUTCOMES)[number];

/** Lookups counted by the render cache handler (lib/cache-handler/lookups.mjs). */
export interface RenderCacheLookups {
  file: { hit: number; miss: number };
  redis: { hit: number; miss: number };
}

/** A request's cache status as nginx or Next reports it, bounded. */
const CACHE_STATUSES = new Set(['hit', 'miss', 'stale', 'bypass', 'none']);

/** '/conferences/12/chat-channel' → 'conferences'; 'https://x/customer?e=a@b' → 'customer'; '/wp' → 'other'. */
export function apiResource(path: string): string {
  let pathname = path;
  if (/^[a-z]+:\/\//i.test(path)) {
    try {
      pathname = new URL(path).pathname;
    } catch {
      return 'other';
    }
  }
  const first = pathname.split(/[?#]/, 1)[0]!.split('/').filter(Boolean)[0] ?? '';
  return API_RESOURCES.has(first) ? first : 'other';
}

export interface MetricsOptions {
  /** The registry's tenant keys: any other value is counted as 'unknown'. */
  tenantKeys: () => Iterable<string>;
  /** How many API bases have their breaker open right now (lib/tenants/upstream-faults.ts). */
  openBreakers?: () => number;
  /** The render cache handler's lookups so far (read at each scrape). */
  renderCacheLookups?: () => RenderCacheLookups;
  /** Process metrics (CPU, memory, event loop lag, handles): on in production. */
  processMetrics?: boolean;
}

export interface RequestRecord {
  route: string;
  status: number;
  tenant: string | null | undefined;
  seconds: number;
  /** 'hit', 'miss', 'stale' (Next's x-nextjs-cache), else 'none'. */
  cache?: string | null;
}

export interface Metrics {
  registry: Registry;
  recordRequest(record: RequestRecord): void;
  /** A server call to the API (`tenant`: the registry key whose API was called). */
  recordUpstreamCall(path: string, outcome: UpstreamOutcome, seconds: number, tenant?: string | null): void;
  recordRealtimeAuth(tenant: string | null | undefined, outcome: RealtimeAuthOutcome): void;
  /** The text a scrape gets, and its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

export function createMetrics(options: MetricsOptions): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'ekitaldi_' });

  const requests = new Counter({
    name: 'ekitaldi_http_requests_total',
    help: 'HTTP requests answered, by route pattern, status class, tenant and cache status',
    labelNames: ['route', 'status_class', 'tenant', 'cache'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'ekitaldi_http_request_duration_seconds',
    help: 'Time from request to the end of the response, by route pattern, status class and tenant',
    labelNames: ['route', 'status_class', 'tenant'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // Counted by the handler, which Next loads apart from the app: brought up to date per scrape.
  const seen: RenderCacheLookups = { file: { hit: 0, miss: 0 }, redis: { hit: 0, miss: 0 } };
  new Counter({
    name: 'ekitaldi_render_cache_requests_total',
    help: 'Render cache lookups by store (file: this instance, redis: shared) and result',
    labelNames: ['store', 'result'] as const,
    registers: [registry],
    collect() {
      const now = options.renderCacheLookups?.();
      if (!now) return;
      for (const store of ['file', 'redis'] as const) {
        for (const result of ['hit', 'miss'] as const) {
          const more = now[store][result] - seen[store][result];
          if (more > 0) this.inc({ store, result }, more);
          seen[store][result] = now[store][result];
        }
      }
    },
  });
  const upstreamCalls = new Counter({
    name: 'ekitaldi_upstream_requests_total',
    help: 'Calls from the server to the API, by resource and outcome',
    labelNames: ['resource', 'outcome'] as const,
    registers: [registry],
  });
  const upstreamDuration = new Histogram({
    name: 'ekitaldi_upstream_request_duration_seconds',
    help: 'Latency of calls from the server to the API, by resource and tenant',
    labelNames: ['resource', 'tenant'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const realtimeAuth = new Counter({
    name: 'ekitaldi_realtime_auth_requests_total',
    help: 'Realtime channel authorisations asked of the portal, by tenant and outcome',
    labelNames: ['tenant', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'ekitaldi_upstream_breakers_open',
    help: 'API bases whose breaker is open (a timeout or refused connection in the last second)',
    registers: [registry],
    collect() {
      this.set(options.openBreakers?.() ?? 0);
    },
  });

  const tenantLabel = (tenant: string | null | undefined) => {
    if (!tenant) return 'none';
    for (const key of options.tenantKeys()) if (key === tenant) return tenant;
    return 'unknown';
  };

  return {
    registry,
    recordRequest({ route, status, tenant, seconds, cache }) {
      const klass = statusClass(status);
      const cacheLabel = cache && CACHE_STATUSES.has(cache.toLowerCase()) ? cache.toLowerCase() : 'none';
      const tenantKey = tenantLabel(tenant);
      requests.inc({ route, status_class: klass, tenant: tenantKey, cache: cacheLabel });
      duration.observe({ route, status_class: klass, tenant: tenantKey }, seconds);
    },
    recordUpstreamCall(path, outcome, seconds, tenant) {
      const resource = apiResource(path);
      upstreamCalls.inc({ resource, outcome: (UPSTREAM_OUTCOMES as readonly string[]).includes(outcome) ? outcome : 'other' });
      upstreamDuration.observe({ resource, tenant: tenantLabel(tenant) }, seconds);
    },
    recordRealtimeAuth(tenant, outcome) {
      realtimeAuth.inc({ tenant: tenantLabel(tenant), outcome: (REALTIME_AUTH_OUTCOMES as readonly string[]).includes(outcome) ? outcome : 'failed' });
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

export interface MetricsCaller {
  /** The socket's remote address (req.socket.remoteAddress). */
  remoteAddress: string | undefined;
  /** The request's headers (names in lower case, as Node gives them): any sign of a proxy counts. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  authorization: string | string[] | undefined;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Headers a proxy or CDN adds to say whose request it relays: RFC 7239 `Forwarded`, `Via`, every
 * `X-Forwarded-*`, and the vendors' client-address headers. One alone, even empty, means the
 * request came through something and is someone else's.
 *   forwardedBy({ 'x-real-ip': '203.0.113.9' }) → 'x-real-ip';  forwardedBy({ accept: '*' }) → null
 */
export function forwardedBy(headers: MetricsCaller['headers']): string | null {
  for (const name of Object.keys(headers)) {
    if (headers[name] === undefined) continue;
    if (PROXY_HEADERS.has(name) || name.startsWith('x-forwarded-') || name.startsWith('x-original-forwarded')) return name;
  }
  return null;
}
const PROXY_HEADERS: ReadonlySet<string> = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-appengine-user-ip',
  'x-proxyuser-ip',
]);

/**
 * Who may read /metrics: a caller on this machine that no proxy forwarded (a scraper beside
 * the instance), or anyone with `Authorization: Bearer <METRICS_TOKEN>` when the token is set.
 * Behind nginx every request arrives over loopback but with forwarding headers: refused, whichever
 * header the proxy uses (forwardedBy).
 */
export function mayReadMetrics(caller: MetricsCaller, token: string | undefined): boolean {
  const authorization = Array.isArray(caller.authorization) ? caller.authorization[0] : caller.authorization;
  if (token && authorization?.startsWith('Bearer ')) {
    const given = Buffer.from(authorization.slice('Bearer '.length));
    const expected = Buffer.from(token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return forwardedBy(caller.headers) === null && LOOPBACK.test(caller.remoteAddress ?? '');
}
