import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '@/lib/tenants/demo-tenants.json';
import { indexRegistry, parseRegistry } from '@/lib/tenants/registry';
import { probeTenant } from './health';

const base = indexRegistry(parseRegistry(JSON.stringify(demo))).byKey.get('demo')!;
let server: http.Server;
let url = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const status = req.headers['x-tenant'] === 'down' ? 503 : req.headers['x-tenant'] === 'slow' ? 0 : 200;
    if (status === 0) return; // never answers: the probe times out
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      status === 503
        ? '{"message":"Maintenance"}'
        : JSON.stringify({ eventName: 'E', description: '', startsAt: 'x', endsAt: 'y', timeZone: 'Europe/Madrid', legalLogo: null, copyright: '', contactEmail: null }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.UPSTREAM_PROBE_TIMEOUT_MS = '300';
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('probeTenant', () => {
  it('reports up', async () => {
    expect(await probeTenant({ ...base, apiBaseUrl: url })).toMatchObject({ ok: true, state: 'up', tenant: 'demo' });
  });
  it('reports the API answering 503 as maintenance', async () => {
    expect(await probeTenant({ ...base, token: 'down', apiBaseUrl: url })).toMatchObject({
      ok: false,
      state: 'maintenance',
      reason: 'maintenance (503)',
    });
  });
  it('reports a timeout with its limit', async () => {
    expect(await probeTenant({ ...base, token: 'slow', apiBaseUrl: url })).toMatchObject({
      ok: false,
      state: 'down',
      reason: 'timeout after 300 ms',
    });
  });
  it('reports a refused connection', async () => {
    const report = await probeTenant({ ...base, apiBaseUrl: 'http://127.0.0.1:9' });
    expect(report).toMatchObject({ ok: false, state: 'down' });
    expect(report.reason).toMatch(/network|ECONNREFUSED/i);
  });
});

describe('what the public sees', () => {
  it('is up or down only: no address, no error text', async () => {
    const { publicUpstream } = await import('./health');
    const down = await probeTenant({ ...base, apiBaseUrl: 'http://127.0.0.1:9' });
    expect(publicUpstream(down)).toBe('down');
    expect(JSON.stringify({ upstream: publicUpstream(down) })).not.toContain('127.0.0.1');
    expect(publicUpstream(await probeTenant({ ...base, apiBaseUrl: url }))).toBe('up');
  });
});
