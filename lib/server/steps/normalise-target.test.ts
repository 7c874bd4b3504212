import { afterEach, describe, expect, it } from 'vitest';
import { runSteps } from '../exchange';
import { listen, request } from '../testing';
import { normaliseTarget, normaliseTargetUrl } from './normalise-target';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('normaliseTargetUrl', () => {
  it('keeps absolute-form targets on the connection host', () => {
    expect(normaliseTargetUrl('http://evil.com/agenda?x=1')).toEqual({ kind: 'pass', url: '/agenda?x=1' });
    expect(normaliseTargetUrl('https://evil.com')).toEqual({ kind: 'pass', url: '/' });
    expect(normaliseTargetUrl('ftp://evil.com/x')).toEqual({ kind: 'refuse', status: 400 });
    expect(normaliseTargetUrl('evil.com')).toEqual({ kind: 'refuse', status: 400 });
  });

  it('refuses malformed static paths and leaves page paths to the middleware', () => {
    expect(normaliseTargetUrl('/_next/static/%ff')).toEqual({ kind: 'refuse', status: 404 });
    expect(normaliseTargetUrl('/agenda')).toEqual({ kind: 'pass', url: '/agenda' });
    expect(normaliseTargetUrl('/%ff')).toEqual({ kind: 'pass', url: '/%ff' });
  });
});

describe('normaliseTarget', () => {
  it('hands Next the origin-form target, and answers broken ones itself', async () => {
    const seen: string[] = [];
    const server = await listen((req, res) => void runSteps([normaliseTarget], (r, s) => (seen.push(r.url!), s.end('page')))(req, res));
    close = server.close;
    expect((await request(server.port, { path: 'http://evil.com/agenda?x=1' })).body).toBe('page');
    expect((await request(server.port, { path: '/_next/static/%ff' })).status).toBe(404);
    expect(seen).toEqual(['/agenda?x=1']);
  });
});
