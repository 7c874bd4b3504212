import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentRequestId } from '@/lib/observability/request-context';
import { FAULT_HEADER, faultHeaderValue } from '@/lib/security/fault-relay';
import { createMetrics } from '@/lib/observability/metrics';
import { logSink } from '@/lib/observability/log-sink';
import { runSteps, type Handler } from '../exchange';
import { listen, request } from '../testing';
import { metricsEndpoint } from './metrics-endpoint';
import { observeWith } from './observe';
import { requestId } from './request-id';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  vi.unstubAllEnvs();
});

const page: Handler = (req, res) => {
  res.setHeader('x-nextjs-cache', 'HIT');
  res.end(`page for ${currentRequestId()}`);
};

describe('requestId', () => {
  it("keeps the balancer's id, returns it, and gives it to everything the request starts", async () => {
    const seen: unknown[] = [];
    const server = await listen((req, res) =>
      void runSteps([requestId], async (r, s) => {
        await new Promise((done) => setTimeout(done, 5));
        seen.push(r.headers['x-request-id'], currentRequestId());
        s.end('ok');
      })(req, res),
    );
    close = server.close;
    const answer = await request(server.port, { path: '/agenda', headers: { 'X-Request-Id': 'lb-4f2a9c1e-77' } });
    expect(answer.headers['x-request-id']).toBe('lb-4f2a9c1e-77');
    expect(seen).toEqual(['lb-4f2a9c1e-77', 'lb-4f2a9c1e-77']);
  });

  it('makes one when the balancer sent none or a bad one, a new one per request', async () => {
    const server = await listen((req, res) => void runSteps([requestId], page)(req, res));
    close = server.close;
    const one = await request(server.port, { path: '/' });
    const two = await request(server.port, { path: '/', headers: { 'X-Request-Id': 'bad id {"x":1}' } });
    for (const answer of [one, two]) expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(one.headers['x-request-id']).not.toBe(two.headers['x-request-id']);
    expect(one.body).toBe(`page for ${one.headers['x-request-id']}`);
  });
});

describe('observe', () => {
  it('counts the request by route pattern and tenant, and logs one JSON line with its id', async () => {
    const metrics = createMetrics({ tenantKeys: () => ['demo'] });
    const { lines, logger } = logSink();
    const server = await listen((req, res) => void runSteps([requestId, observeWith({ metrics: () => metrics, logger: () => logger })], page)(req, res));
    close = server.close;
    await request(server.port, { path: '/agenda/keynote-2026?utm=x', headers: { 'X-Request-Id': 'lb-4f2a9c1e-77', Host: 'localhost' } });
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: 'lb-4f2a9c1e-77', method: 'GET', route: '/agenda/:slug', tenant: 'demo', status: 200, cache: 'HIT' });
    expect(lines[0]).not.toContain('keynote-2026');
    const { body } = await metrics.scrape();
    expect(body).toContain('ekitaldi_http_requests_total{route="/agenda/:slug",status_class="2xx",tenant="demo",cache="hit"} 1');
  });

  it("leaves out the fault relay's own loopback requests (with this process's secret), not a client's forged header", async () => {
    const metrics = createMetrics({ tenantKeys: () => ['demo'] });
    const { lines, logger } = logSink();
    const fail: Handler = (_req, res) => {
      res.statusCode = 500;
      res.end('fault page');
    };
    const server = await listen((req, res) => void runSteps([requestId, observeWith({ metrics: () => metrics, logger: () => logger })], fail)(req, res));
    close = server.close;
    await request(server.port, { path: '/', headers: { Host: 'localhost', [FAULT_HEADER]: faultHeaderValue(500) } });
    await request(server.port, { path: '/agenda', headers: { Host: 'localhost', [FAULT_HEADER]: 'forged' } });
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(JSON.parse(lines[0]!)).toMatchObject({ route: '/agenda', status: 500 });
    const { body } = await metrics.scrape();
    expect(body).toContain('ekitaldi_http_requests_total{route="/agenda",status_class="5xx",tenant="demo",cache="none"} 1');
    expect(body).not.toMatch(/ekitaldi_http_requests_total\{route="\/",/);
  });
});

describe('metricsEndpoint', () => {
  const serve = async () => {
    const server = await listen((req, res) => void runSteps([metricsEndpoint], page)(req, res));
    close = server.close;
    return server.port;
  };

  it('answers a scraper on this machine with the Prometheus text, never cached', async () => {
    const port = await serve();
    const answer = await request(port, { path: '/metrics' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('# TYPE ekitaldi_http_requests_total counter');
    expect((await request(port, { path: '/agenda' })).body).toContain('page for');
  });

  it('refuses a request a proxy forwarded, unless it brings the configured token', async () => {
    const port = await serve();
    const forwarded = { 'X-Forwarded-For': '203.0.113.9' };
    expect((await request(port, { path: '/metrics', headers: forwarded })).status).toBe(403);
    vi.stubEnv('METRICS_TOKEN', 'metrics-secret-0123456789');
    expect((await request(port, { path: '/metrics', headers: { ...forwarded, Authorization: 'Bearer wrong' } })).status).toBe(403);
    expect((await request(port, { path: '/metrics', headers: { ...forwarded, Authorization: 'Bearer metrics-secret-0123456789' } })).status).toBe(200);
  });
});
