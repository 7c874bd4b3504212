import { describe, expect, it } from 'vitest';
import { apiResource, createMetrics, forwardedBy, mayReadMetrics } from './metrics';
import { routePattern, statusClass } from './route-pattern';

const tenants = ['demo', 'hermes'];
const lookups = { file: { hit: 0, miss: 0 }, redis: { hit: 0, miss: 0 } };
const fresh = () => createMetrics({ tenantKeys: () => tenants, openBreakers: () => 2, renderCacheLookups: () => lookups });

/** The series (sample lines) of a scrape: one per label set. */
async function series(metrics: ReturnType<typeof createMetrics>): Promise<string[]> {
  const { body } = await metrics.scrape();
  return body.split('\n').filter((line) => line && !line.startsWith('#'));
}

describe('routePattern', () => {
  it.each([
    ['/', '/'],
    ['/agenda', '/agenda'],
    ['/agenda/keynote-2026?x=1', '/agenda/:slug'],
    ['/en/agenda/keynote-2026', '/agenda/:slug'],
    ['/eus/blog/12', '/blog/:id'],
    ['/blog/abc', 'not-found'],
    ['/validate/eyJhbGciOiJIUzI1NiJ9.secret', '/validate/:token?'],
    ['/cambiar-contrase%C3%B1a', '/cambiar-contraseña'],
    ['/sala-de-prensa', '/:slug'],
    ['/_next/static/chunks/app-123.js', '/_next/static'],
    ['/_next/image?url=x', '/_next/image'],
    ['/api/revalidate', '/api/revalidate'],
    ['/api/anything/else', '/api'],
    ['/health-check?upstream=1', '/health-check'],
    ['/metrics', '/metrics'],
    ['/wp-admin/setup-config.php', 'not-found'],
    ['/%E0%A4%A', 'not-found'],
  ])('%s → %s', (path, pattern) => {
    expect(routePattern(path)).toBe(pattern);
  });

  it('gives status classes', () => {
    expect([200, 304, 404, 503, 0].map(statusClass)).toEqual(['2xx', '3xx', '4xx', '5xx', 'other']);
  });
});

describe('apiResource', () => {
  it('names the docs/product.md#calls resource and nothing else of the URL', () => {
    expect(apiResource('/conferences/12/chat-channel')).toBe('conferences');
    expect(apiResource('https://api.example.org/customer?email=ana@example.org')).toBe('customer');
    expect(apiResource('/customer/login-sso/abc.def')).toBe('customer');
    expect(apiResource('/etc/passwd')).toBe('other');
  });
});

describe('metrics', () => {
  it('counts a request by route pattern, status class, tenant and cache, with its latency', async () => {
    const metrics = fresh();
    metrics.recordRequest({ route: routePattern('/agenda/keynote'), status: 200, tenant: 'demo', seconds: 0.03, cache: 'HIT' });
    const { body, contentType } = await metrics.scrape();
    expect(contentType).toContain('text/plain');
    expect(body).toContain('ekitaldi_http_requests_total{route="/agenda/:slug",status_class="2xx",tenant="demo",cache="hit"} 1');
    expect(body).toContain('ekitaldi_http_request_duration_seconds_bucket{le="0.05",route="/agenda/:slug",status_class="2xx",tenant="demo"} 1');
    expect(body).toContain('ekitaldi_upstream_breakers_open 2');
  });

  it('counts render cache lookups per store and upstream calls per resource and outcome', async () => {
    const metrics = fresh();
    lookups.redis.hit = 3;
    lookups.file.miss = 1;
    await metrics.scrape();
    lookups.redis.hit = 5;
    metrics.recordUpstreamCall('/conferences/7/details?venue_id=1', 'ok', 0.02, 'demo');
    metrics.recordUpstreamCall('/customer', 'timeout', 5, 'hermes');
    const { body } = await metrics.scrape();
    for (const sample of [
      'ekitaldi_render_cache_requests_total{store="redis",result="hit"} 5',
      'ekitaldi_render_cache_requests_total{store="file",result="miss"} 1',
      'ekitaldi_upstream_requests_total{resource="conferences",outcome="ok"} 1',
      'ekitaldi_upstream_requests_total{resource="customer",outcome="timeout"} 1',
      'ekitaldi_upstream_request_duration_seconds_count{resource="customer",tenant="hermes"} 1',
      'ekitaldi_upstream_request_duration_seconds_bucket{le="0.025",resource="conferences",tenant="demo"} 1',
    ]) {
      expect(body).toContain(sample);
    }
  });

  it('times requests per tenant: each tenant its own histogram, a stranger host none of its own', async () => {
    const metrics = fresh();
    metrics.recordRequest({ route: '/', status: 200, tenant: 'demo', seconds: 0.02 });
    metrics.recordRequest({ route: '/', status: 200, tenant: 'hermes', seconds: 3 });
    metrics.recordRequest({ route: '/', status: 404, tenant: 'evil.example', seconds: 0.001 });
    const { body } = await metrics.scrape();
    expect(body).toContain('ekitaldi_http_request_duration_seconds_bucket{le="0.025",route="/",status_class="2xx",tenant="demo"} 1');
    expect(body).toContain('ekitaldi_http_request_duration_seconds_bucket{le="2.5",route="/",status_class="2xx",tenant="hermes"} 0');
    expect(body).toContain('ekitaldi_http_request_duration_seconds_bucket{le="5",route="/",status_class="2xx",tenant="hermes"} 1');
    expect(body).toContain('ekitaldi_http_request_duration_seconds_count{route="/",status_class="4xx",tenant="unknown"} 1');
    expect(body).not.toContain('evil.example');
  });

  it('counts realtime channel authorisations by tenant and outcome', async () => {
    const metrics = fresh();
    metrics.recordRealtimeAuth('demo', 'ok');
    metrics.recordRealtimeAuth('demo', 'ok');
    metrics.recordRealtimeAuth('hermes', 'forbidden');
    metrics.recordRealtimeAuth(null, 'refused');
    metrics.recordRealtimeAuth('demo', 'weird' as never);
    const { body } = await metrics.scrape();
    expect(body).toContain('ekitaldi_realtime_auth_requests_total{tenant="demo",outcome="ok"} 2');
    expect(body).toContain('ekitaldi_realtime_auth_requests_total{tenant="hermes",outcome="forbidden"} 1');
    expect(body).toContain('ekitaldi_realtime_auth_requests_total{tenant="none",outcome="refused"} 1');
    expect(body).toContain('ekitaldi_realtime_auth_requests_total{tenant="demo",outcome="failed"} 1');
  });

  it('1,000 random paths, hosts and API URLs add no series', async () => {
    const metrics = fresh();
    const random = () => Math.random().toString(36).slice(2);
    const paths = (i: number) => [`/agenda/${random()}`, `/blog/${i + 1}`, `/${random()}`, `/${random()}/${random()}/x.php`, `/validate/${random()}`];
    const visit = (i: number) => {
      for (const path of paths(i)) {
        for (const tenant of ['demo', `evil-${random()}.example`]) {
          metrics.recordRequest({ route: routePattern(path), status: 200, tenant, seconds: 0.01, cache: 'miss' });
        }
      }
      metrics.recordUpstreamCall(`/${random()}/${random()}?email=${random()}@example.org`, 'ok', 0.01, `evil-${random()}`);
      metrics.recordUpstreamCall(`/conferences/${random()}`, 'ok', 0.01, 'demo');
      metrics.recordRealtimeAuth(`evil-${random()}.example`, 'ok');
      metrics.recordRealtimeAuth('demo', 'ok');
    };
    // Each kind of path, tenant and API URL once: the label sets they make.
    visit(0);
    const before = await series(metrics);
    for (let i = 1; i <= 1000; i++) visit(i);
    const after = await series(metrics);
    expect(after.length).toBe(before.length);
    expect(after.map((line) => line.split(' ')[0])).toEqual(before.map((line) => line.split(' ')[0]));
    expect(after.join('\n')).not.toMatch(/evil-|@example|\.php|validate\/[a-z0-9]/);
  });

  it('never puts a token, an email or a URL in a label', async () => {
    const metrics = fresh();
    metrics.recordRequest({ route: routePattern('/validate/eyJhbGciOiJIUzI1NiJ9.c2VjcmV0'), status: 200, tenant: 'ana@example.org', seconds: 0.01, cache: 'https://x' });
    metrics.recordUpstreamCall('https://api.example.org/customer/login-sso/tok-123?email=ana@example.org', 'ok', 0.01);
    const labels = (await series(metrics)).map((line) => line.split(' ')[0]).join('\n');
    expect(labels).not.toMatch(/eyJ|ana@|example\.org|tok-123|https?:/);
  });
});

describe('mayReadMetrics', () => {
  const token = 'metrics-secret-0123456789';
  const plain = { host: 'localhost:3000', accept: '*/*', 'x-request-id': 'lb-0123456789' };
  it('lets a scraper on this machine in, never one forwarded by a proxy, whichever header says so', () => {
    expect(mayReadMetrics({ remoteAddress: '127.0.0.1', headers: plain, authorization: undefined }, undefined)).toBe(true);
    expect(mayReadMetrics({ remoteAddress: '::1', headers: plain, authorization: undefined }, undefined)).toBe(true);
    expect(mayReadMetrics({ remoteAddress: '::ffff:127.0.0.1', headers: plain, authorization: undefined }, undefined)).toBe(true);
    expect(mayReadMetrics({ remoteAddress: '10.0.0.7', headers: plain, authorization: undefined }, undefined)).toBe(false);
    const proxied = {
      forwarded: 'for=203.0.113.9',
      via: '1.1 proxy',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'portal.example.org',
      'x-forwarded-proto': 'https',
      'x-real-ip': '203.0.113.9',
      'x-client-ip': '203.0.113.9',
      'x-cluster-client-ip': '203.0.113.9',
      'true-client-ip': '203.0.113.9',
      'cf-connecting-ip': '203.0.113.9',
      'fastly-client-ip': '203.0.113.9',
      'x-original-forwarded-for': '203.0.113.9',
    };
    for (const [name, value] of Object.entries(proxied)) {
      expect([name, mayReadMetrics({ remoteAddress: '127.0.0.1', headers: { ...plain, [name]: value }, authorization: undefined }, undefined)]).toEqual([name, false]);
      // Present but empty is still a proxy's mark.
      expect(forwardedBy({ ...plain, [name]: '' })).toBe(name);
    }
    expect(forwardedBy(plain)).toBeNull();
  });

  it('lets anyone with the configured bearer token in, and no one with another', () => {
    const from = (authorization: string | undefined) => ({ remoteAddress: '10.0.0.7', headers: { 'x-forwarded-for': '203.0.113.9' }, authorization });
    expect(mayReadMetrics(from(`Bearer ${token}`), token)).toBe(true);
    expect(mayReadMetrics(from(`Bearer ${token}x`), token)).toBe(false);
    expect(mayReadMetrics(from('Bearer '), token)).toBe(false);
    expect(mayReadMetrics(from(`Bearer ${token}`), undefined)).toBe(false);
  });
});
