import { afterEach, describe, expect, it } from 'vitest';
import { requestListener, STEPS } from './pipeline';
import { drain } from './steps/drain';
import { faultRelay } from './steps/fault-relay';
import { refuseMethods } from './steps/refuse-methods';
import { hideInternalHeaders, securityHeaders } from './steps/security-headers';
import { listen, request } from './testing';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('the pipeline', () => {
  it('reads top to bottom: drain first, the headers before any step may answer, the fault relay last', () => {
    expect(STEPS[0]).toBe(drain);
    expect(STEPS.indexOf(securityHeaders)).toBeLessThan(STEPS.indexOf(refuseMethods));
    expect(STEPS.indexOf(hideInternalHeaders)).toBeLessThan(STEPS.indexOf(refuseMethods));
    expect(STEPS.at(-1)).toBe(faultRelay);
  });

  it('composes the steps in front of Next as one request listener', async () => {
    const seen: string[] = [];
    const server = await listen(
      requestListener((req, res) => {
        seen.push(`${req.url} ${req.headers['content-security-policy']}`);
        res.setHeader('x-middleware-rewrite', '/demo/es/usuario');
        res.setHeader('Cache-Control', 's-maxage=300');
        res.end('page');
      }),
    );
    close = server.close;
    const trace = await request(server.port, { method: 'TRACE', path: '/', headers: { host: 'localhost' } });
    expect(trace.status).toBe(405);
    expect(trace.headers['x-content-type-options']).toBe('nosniff');
    const page = await request(server.port, { path: 'http://evil.com/usuario', headers: { host: 'localhost' } });
    expect(page.body).toBe('page');
    expect(seen).toEqual([expect.stringMatching(/^\/usuario script-src 'nonce-/)]);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(Object.keys(page.headers).filter((h) => h.startsWith('x-middleware-'))).toEqual([]);
  });
});
