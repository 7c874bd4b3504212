import { afterEach, describe, expect, it } from 'vitest';
import { runSteps } from '../exchange';
import { listen, request } from '../testing';
import { hideInternalHeaders, securityHeaders } from './security-headers';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function serve(handler: Parameters<typeof runSteps>[1]) {
  const server = await listen((req, res) => void runSteps([securityHeaders, hideInternalHeaders], handler)(req, res));
  close = server.close;
  return server.port;
}

describe('securityHeaders', () => {
  it("gives a tenant's answers its policy, whatever wrote them, and overrides what Next set", async () => {
    const port = await serve((_req, res) => {
      res.setHeader('X-Frame-Options', 'ALLOWALL');
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<p>not found</p>');
    });
    const answer = await request(port, { path: '/no-such-page', headers: { host: 'localhost:3000' } });
    expect(answer.status).toBe(404);
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
    expect(answer.headers['content-security-policy']).toContain("'nonce-");
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives the health check and unknown hosts the bare policy; HSTS behind an https proxy', async () => {
    const port = await serve((_req, res) => res.end('{}'));
    const health = await request(port, { path: '/health-check', headers: { host: 'localhost' } });
    expect(health.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self';/);
    const unknown = await request(port, { path: '/', headers: { host: 'nobody.example' } });
    expect(unknown.headers['content-security-policy']).toContain("'strict-dynamic'");
    expect(unknown.headers['content-security-policy']).not.toContain('connect-src');
    const https = await request(port, { path: '/', headers: { host: 'localhost', 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});

describe('hideInternalHeaders', () => {
  it('lets no x-middleware-* header out, set before or given to writeHead', async () => {
    const port = await serve((_req, res) => {
      res.setHeader('x-middleware-rewrite', '/demo/es/agenda');
      res.writeHead(200, { 'x-middleware-next': '1', 'x-nextjs-cache': 'HIT' });
      res.end('page');
    });
    const answer = await request(port, { path: '/agenda', headers: { host: 'localhost' } });
    expect(Object.keys(answer.headers).filter((h) => h.startsWith('x-middleware-'))).toEqual([]);
    expect(answer.headers['x-nextjs-cache']).toBe('HIT');
  });
});
