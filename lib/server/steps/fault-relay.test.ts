import { afterEach, describe, expect, it } from 'vitest';
import { FAULT_HEADER, requestedFault } from '@/lib/security/fault-relay';
import { runSteps } from '../exchange';
import { listen, request } from '../testing';
import { faultRelay, relayableTenant } from './fault-relay';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

const exchange = (method: string, url: string, headers: Record<string, string> = {}) => ({
  req: { method, url, headers: { host: 'localhost', ...headers } } as never,
  path: () => url.split('?', 1)[0]!,
});

describe('relayableTenant', () => {
  it("relays only a tenant's HTML page requests", () => {
    expect(relayableTenant(exchange('GET', '/agenda'))?.key).toBe('demo');
    expect(relayableTenant(exchange('HEAD', '/agenda'))?.key).toBe('demo');
    expect(relayableTenant(exchange('POST', '/agenda'))).toBeNull();
    expect(relayableTenant(exchange('GET', '/agenda', { rsc: '1' }))).toBeNull();
    expect(relayableTenant(exchange('GET', '/_next/static/x.js'))).toBeNull();
    expect(relayableTenant(exchange('GET', '/health-check'))).toBeNull();
    expect(relayableTenant(exchange('GET', '/api/revalidate'))).toBeNull();
    expect(relayableTenant(exchange('GET', '/agenda', { host: 'nobody.example' }))).toBeNull();
  });
});

describe('faultRelay', () => {
  it("replaces Next's failed render with the fault page it asks this server for; other answers pass", async () => {
    const faultsAsked: Array<string | undefined> = [];
    const server = await listen(
      (req, res) =>
        void runSteps([faultRelay], (r, s) => {
          const fault = r.headers[FAULT_HEADER];
          if (fault !== undefined) {
            faultsAsked.push(String(requestedFault(String(fault))));
            s.writeHead(500, { 'content-type': 'text/html' });
            s.end('<h1>Error del servidor</h1>');
          } else if (r.url === '/broken') {
            s.writeHead(500, { 'content-type': 'text/html' });
            s.write('<html id="__next_error__">');
            s.end('</html>');
          } else if (r.url === '/missing') {
            s.statusCode = 404;
            s.end('not found');
          } else {
            s.end('page');
          }
        })(req, res),
    );
    close = server.close;
    const broken = await request(server.port, { path: '/broken', headers: { host: 'localhost' } });
    expect(broken.status).toBe(500);
    expect(broken.body).toBe('<h1>Error del servidor</h1>');
    expect(broken.headers['cache-control']).toBe('no-store');
    expect(faultsAsked).toContain('500');
    expect((await request(server.port, { path: '/missing', headers: { host: 'localhost' } })).body).toBe('not found');
    expect((await request(server.port, { path: '/agenda', headers: { host: 'localhost' } })).body).toBe('page');
  });

  it("drops a client's fault header: only this process's relay may ask for a fault page", async () => {
    const seen: Array<string | undefined> = [];
    const server = await listen((req, res) => void runSteps([faultRelay], (r, s) => (seen.push(r.headers[FAULT_HEADER] as string | undefined), s.end('page')))(req, res));
    close = server.close;
    await request(server.port, { path: '/agenda', headers: { host: 'localhost', [FAULT_HEADER]: 'guess:500' } });
    expect(seen[0]).toBeUndefined();
  });
});
