import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { renderCacheLookups } from './lookups.mjs';
import EkitaldiCacheHandler, { closeHandler, handlerReady, keepHandlerReady, keyPrefixFor, redisUrlInUse, restoreLifetime, withLifetime } from './incremental.mjs';

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
    const ctx = { kind: 'APP_ROUTE', isRoutePPREnabled: false, isFallback: false };
    const before = { ...renderCacheLookups().file };
    expect(await handler.get('/demo/robots.txt', ctx)).toBeNull();
    await handler.set('/demo/robots.txt', value, { cacheControl: { revalidate: 300, expire: 31536000 } });
    const entry = (await handler.get('/demo/robots.txt', ctx)) as { value: { body: Buffer } } | null;
    expect(entry?.value.body.toString()).toBe('hello');
    // Each lookup counted for /metrics: one miss, then one hit, in the file store.
    expect(renderCacheLookups().file).toEqual({ hit: before.hit + 1, miss: before.miss + 1 });
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

describe('the shared handler gets ready, or is built again', () => {
  const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
  function fakeGuard(up: boolean) {
    const listeners: (() => void)[] = [];
    return {
      up,
      onFirstReady(listener: () => void) {
        if (this.up) listener();
        else listeners.push(listener);
      },
      comeUp() {
        this.up = true;
        for (const l of listeners.splice(0)) l();
      },
    };
  }
  type Fake = { id: number; maps: Promise<void> };
  const maps = (outcome: 'ready' | 'never') => (outcome === 'ready' ? Promise.resolve() : new Promise<void>(() => {}));

  it('is built only once Redis answers, and in use once ready', async () => {
    const guard = fakeGuard(false);
    const slot: { handler: Fake | null } = { handler: null };
    const create = vi.fn(() => ({ id: 1, maps: maps('ready') }));
    keepHandlerReady({ guard, slot, create, ready: (h) => h.maps, close: vi.fn(), retryMs: 5 });
    await tick();
    expect(create).not.toHaveBeenCalled();
    guard.comeUp();
    await tick();
    expect(create).toHaveBeenCalledTimes(1);
    expect(slot.handler?.id).toBe(1);
  });

  it('a handler that never gets ready is closed, and the next one, built once Redis is back, is used', async () => {
    const guard = fakeGuard(true);
    const slot: { handler: Fake | null } = { handler: null };
    let built = 0;
    const create = vi.fn(() => ({ id: ++built, maps: maps(built === 1 ? 'never' : 'ready') }));
    const close = vi.fn();
    // The first one loses Redis while loading its maps.
    const ready = (h: Fake, g: { readonly up: boolean }) =>
      h.id === 1 ? tick(5).then(() => Promise.reject(new Error(g.up ? 'late' : 'Redis went away'))) : h.maps;
    keepHandlerReady({ guard, slot, create, ready, close, retryMs: 5 });
    guard.up = false;
    await tick(40);
    expect(close).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(create).toHaveBeenCalledTimes(1);
    expect(slot.handler).toBeNull();
    guard.up = true;
    await tick(40);
    expect(create).toHaveBeenCalledTimes(2);
    expect(slot.handler?.id).toBe(2);
  });

  it('ready: when both tag maps are loaded; not when Redis goes away meanwhile, nor after the deadline', async () => {
    const handler = (shared: Promise<void>, revalidated: Promise<void>) => ({
      sharedTagsMap: { waitUntilReady: () => shared },
      revalidatedTagsMap: { waitUntilReady: () => revalidated },
    });
    await expect(handlerReady(handler(Promise.resolve(), Promise.resolve()), { up: true }, 1_000, 5)).resolves.toBeUndefined();
    const guard = { up: true };
    const lost = handlerReady(handler(Promise.resolve(), maps('never')), guard, 1_000, 5);
    guard.up = false;
    await expect(lost).rejects.toThrow('Redis went away');
    await expect(handlerReady(handler(maps('never'), Promise.resolve()), { up: true }, 30, 5)).rejects.toThrow('did not load within 30 ms');
  });

  it('the package (1.18.0) has the fields handlerReady and closeHandler rely on', async () => {
    // Deferred as during `next build`: nothing connects.
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    const handler = new RedisStringsHandler({ redisUrl: 'redis://127.0.0.1:1', database: 0, keyPrefix: 'test:' }) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    for (const name of ['sharedTagsMap', 'revalidatedTagsMap']) {
      const map = handler[name]!;
      expect(typeof map.waitUntilReady, name).toBe('function');
      expect(typeof map.initialSync, name).toBe('function');
      expect(typeof map.reconnectSubscriber, name).toBe('function');
      expect(typeof (map.subscriberClient as { disconnect?: unknown })?.disconnect, name).toBe('function');
    }
    expect(typeof handler.client!.disconnect).toBe('function');
    await handlerReady(handler as never, { up: true }, 1_000, 5);
    expect(() => closeHandler(handler)).not.toThrow();
  });
});
