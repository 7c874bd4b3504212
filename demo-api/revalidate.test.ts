import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifierConfig, notifyChanged, type NotifierConfig } from './revalidate';

/** A stand-in portal: answers by path (/ok, /refuse, /hang) and records what it got. */
let server: http.Server;
let base = '';
let got: Array<{ path: string; authorization?: string; contentType?: string; body: unknown }>;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      got.push({ path: req.url!, authorization: req.headers.authorization, contentType: req.headers['content-type'], body: JSON.parse(text) });
      if (req.url === '/hang') return; // never answers
      if (req.url === '/refuse') return res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthorized"}');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"purged":["tenant:demo"]}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  got = [];
});

const config = (path: string, timeoutMs = 2_000): NotifierConfig => ({ url: base + path, secret: 'the-secret', timeoutMs });

describe('notifierConfig', () => {
  it('is off unless both the URL and the secret are set', () => {
    expect(notifierConfig({})).toBeNull();
    expect(notifierConfig({ PORTAL_REVALIDATE_URL: 'http://x/api/revalidate' })).toBeNull();
    expect(notifierConfig({ REVALIDATE_SECRET: 's' })).toBeNull();
    expect(notifierConfig({ PORTAL_REVALIDATE_URL: 'http://x/api/revalidate', REVALIDATE_SECRET: ' ' })).toBeNull();
    expect(notifierConfig({ PORTAL_REVALIDATE_URL: 'http://x/api/revalidate', REVALIDATE_SECRET: 's' })).toMatchObject({ url: 'http://x/api/revalidate', secret: 's' });
  });

  it('waits 2 s for the portal unless PORTAL_REVALIDATE_TIMEOUT_MS says otherwise', () => {
    const on = { PORTAL_REVALIDATE_URL: 'http://x/api/revalidate', REVALIDATE_SECRET: 's' };
    expect(notifierConfig(on)?.timeoutMs).toBe(2_000);
    expect(notifierConfig({ ...on, PORTAL_REVALIDATE_TIMEOUT_MS: '15000' })?.timeoutMs).toBe(15_000);
    for (const bad of ['0', '-5', 'soon', '1.5', '']) expect(notifierConfig({ ...on, PORTAL_REVALIDATE_TIMEOUT_MS: bad })?.timeoutMs, bad).toBe(2_000);
  });
});

describe('notifyChanged', () => {
  it('POSTs the tenant (and tags when given) with the bearer secret; true when the portal purged', async () => {
    const log = vi.fn();
    expect(await notifyChanged('demo', undefined, config('/ok'), log)).toBe(true);
    expect(await notifyChanged('demo', ['tenant:demo:en'], config('/ok'), log)).toBe(true);
    expect(got).toEqual([
      { path: '/ok', authorization: 'Bearer the-secret', contentType: 'application/json', body: { tenant: 'demo' } },
      { path: '/ok', authorization: 'Bearer the-secret', contentType: 'application/json', body: { tenant: 'demo', tags: ['tenant:demo:en'] } },
    ]);
    expect(log).not.toHaveBeenCalled();
  });

  it('does nothing when off', async () => {
    expect(await notifyChanged('demo', undefined, null)).toBe(false);
    expect(got).toEqual([]);
  });

  it('logs a refusal with the portal\'s answer, never the secret, and resolves false', async () => {
    const log = vi.fn();
    expect(await notifyChanged('demo', undefined, config('/refuse'), log)).toBe(false);
    expect(log).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/purge of demo answered 401 .*Unauthorized/));
    expect(String(log.mock.calls[0])).not.toContain('the-secret');
  });

  it('gives up after the timeout on a portal that never answers', async () => {
    const log = vi.fn();
    const started = Date.now();
    expect(await notifyChanged('demo', undefined, config('/hang', 150), log)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(log).toHaveBeenCalledExactlyOnceWith('[demo-api] portal purge of demo failed: no answer within 150 ms');
  });

  it('logs an unreachable portal and resolves false (never rejects)', async () => {
    const log = vi.fn();
    await expect(notifyChanged('demo', undefined, { url: 'http://127.0.0.1:9/api/revalidate', secret: 's', timeoutMs: 1_000 }, log)).resolves.toBe(false);
    expect(log).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('portal purge of demo failed'));
  });
});
