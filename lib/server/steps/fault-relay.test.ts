import type http from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getServerConfig } from '@/lib/config';
import { FAULT_HEADER, requestedFault } from '@/lib/security/fault-relay';
import { getTenantByKey } from '@/lib/tenants/registry';
import { noteUnanswered } from '@/lib/tenants/upstream-faults';
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

describe('faultRelay: the page deadline (API_TIMEOUT_MS)', () => {
  const TIMEOUT_MS = 200;
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.API_TIMEOUT_MS;
    process.env.API_TIMEOUT_MS = String(TIMEOUT_MS);
  });
  afterEach(() => {
    if (before === undefined) delete process.env.API_TIMEOUT_MS;
    else process.env.API_TIMEOUT_MS = before;
  });
  const apiBase = () => getTenantByKey('demo')!.apiBaseUrl ?? getServerConfig().apiBaseUrl;

  /** A Next stand-in: the fault page (with its own cache state), else `page` for each path. */
  async function serve(page: (path: string, res: http.ServerResponse) => void) {
    const server = await listen(
      (req, res) =>
        void runSteps([faultRelay], (r, s) => {
          if (r.headers[FAULT_HEADER] !== undefined) {
            s.writeHead(500, { 'content-type': 'text/html', 'x-nextjs-cache': 'STALE' });
            s.end('<h1>Error del servidor</h1>');
          } else page(r.url ?? '/', s);
        })(req, res),
    );
    close = server.close;
    return server;
  }

  it('a page late only because the server is busy (every API call answered) is sent, not failed', async () => {
    // A call left unanswered before the request came in is no reason to fail it.
    noteUnanswered(apiBase());
    await new Promise((resolve) => setTimeout(resolve, 5));
    const server = await serve((_, res) =>
      setTimeout(() => {
        res.setHeader('x-nextjs-cache', 'STALE');
        res.end('page');
      }, TIMEOUT_MS * 3),
    );
    const answer = await request(server.port, { path: '/politica-de-cookies', headers: { host: 'localhost' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('page');
    expect(answer.headers['x-nextjs-cache']).toBe('STALE');
  });

  it("a page waiting on an API call that went unanswered is failed at the deadline, and Next's late writes are dropped", async () => {
    const late: unknown[] = [];
    const server = await serve((path, res) => {
      // The API call times out before the deadline (/early) or after it (/after).
      setTimeout(() => noteUnanswered(apiBase()), path === '/early' ? TIMEOUT_MS / 2 : TIMEOUT_MS * 2);
      // Next would answer long after (a second timeout); its writes then must not throw.
      setTimeout(() => {
        try {
          res.setHeader('x-nextjs-cache', 'MISS');
          res.appendHeader('set-cookie', 'x=1');
          res.removeHeader('content-type');
          res.writeHead(500);
          res.end('<html id="__next_error__"></html>');
        } catch (error) {
          late.push(error);
        }
      }, TIMEOUT_MS * 10);
    });
    for (const path of ['/early', '/after']) {
      const started = Date.now();
      const answer = await request(server.port, { path, headers: { host: 'localhost' } });
      expect(answer.status, path).toBe(500);
      expect(answer.body, path).toBe('<h1>Error del servidor</h1>');
      expect(Date.now() - started, path).toBeLessThan(TIMEOUT_MS * 8);
      // The fault page's own cache state is not this request's (the log and /metrics read it).
      expect(answer.headers['x-nextjs-cache'], path).toBeUndefined();
      expect(answer.headers['cache-control'], path).toBe('no-store');
    }
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 11));
    expect(late).toEqual([]);
  });
});
