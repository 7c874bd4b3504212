import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import EkitaldiCacheHandler, { keyPrefixFor, redisUrlInUse, restoreLifetime, withLifetime } from './incremental.mjs';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('which cache', () => {
  it('uses Redis only with REDIS_URL, and never while building', () => {
    expect(redisUrlInUse({})).toBeNull();
    expect(redisUrlInUse({ REDIS_URL: '  ' })).toBeNull();
    expect(redisUrlInUse({ REDIS_URL: 'redis://127.0.0.1:6380' })).toBe('redis://127.0.0.1:6380');
    expect(redisUrlInUse({ REDIS_URL: 'redis://127.0.0.1:6380', NEXT_PHASE: 'phase-production-build' })).toBeNull();
  });

  it("without REDIS_URL is Next's own file cache: a page set is read back from disk", async () => {
    vi.stubEnv('REDIS_URL', '');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekitaldi-cache-'));
    const serverDistDir = path.join(dir, 'server');
    fs.mkdirSync(path.join(serverDistDir, 'app'), { recursive: true });
    const handler = new EkitaldiCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, maxMemoryCacheSize: 0, revalidatedTags: [] });
    expect(handler.files).toBeDefined();
    const value = { kind: 'APP_ROUTE', body: Buffer.from('hello'), status: 200, headers: { 'x-next-cache-tags': 'tenant:demo' } };
    await handler.set('/demo/robots.txt', value, { cacheControl: { revalidate: 300, expire: 31536000 } });
    const entry = (await handler.get('/demo/robots.txt', { kind: 'APP_ROUTE', isRoutePPREnabled: false, isFallback: false })) as { value: { body: Buffer } } | null;
    expect(entry?.value.body.toString()).toBe('hello');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('keyPrefixFor', () => {
  it("is the build's id, so two instances of one build share keys and the next deployment does not", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekitaldi-build-'));
    fs.mkdirSync(path.join(dir, 'server'));
    fs.writeFileSync(path.join(dir, 'BUILD_ID'), 'abc123\n');
    expect(keyPrefixFor(path.join(dir, 'server'))).toBe('ekitaldi:abc123:');
    expect(keyPrefixFor(path.join(dir, 'missing', 'server'))).toBe('ekitaldi:unknown-build:');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the lifetime travels with the entry', () => {
  it('a page stored with its cache control comes back with it, for the instance that did not render it', () => {
    const page = { kind: 'APP_PAGE', html: '<h1>Agenda</h1>', headers: {} };
    const stored = withLifetime(page, { cacheControl: { revalidate: 300, expire: 31536000 } });
    const entry = restoreLifetime({ value: JSON.parse(JSON.stringify(stored)), lastModified: 1, tags: [] }) as unknown as {
      value: typeof page;
      cacheControl: unknown;
    };
    expect(entry.value).toEqual(page);
    expect(entry.cacheControl).toEqual({ revalidate: 300, expire: 31536000 });
  });

  it('leaves data without a cache control (fetch entries, null) and old entries alone', () => {
    const fetchEntry = { kind: 'FETCH', data: { body: 'x' }, revalidate: 300 };
    expect(withLifetime(fetchEntry, {})).toBe(fetchEntry);
    expect(withLifetime(null, { cacheControl: { revalidate: 1 } })).toBeNull();
    const old = { value: fetchEntry, lastModified: 1, tags: [] };
    expect(restoreLifetime(old)).toBe(old);
    expect(restoreLifetime(null)).toBeNull();
  });
});
