/**
 * Next's `cacheHandler`: rendered pages and the data cache (`unstable_cache`).
 *
 * - `REDIS_URL` unset (the demo, the tests, one instance): Next's own file cache, unchanged.
 * - `REDIS_URL` set: @trieb.work/nextjs-turbo-redis-cache, shared by every instance, so a page
 *   rendered by one is served by the others and a purge (`revalidateTag`) reaches them all.
 *   Redis down or slow: a read is a miss (the page renders from the API), a write is skipped, a
 *   purge cannot be shared and says so; the outage itself is logged once (./redis-guard.mjs).
 *
 * Next builds one of these per request: the Redis handler and the guard are per process.
 */
import fs from 'node:fs';
import path from 'node:path';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { countLookup } from './lookups.mjs';
import { sharedGuard } from './redis-guard.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** A page waits this long for Redis before rendering without it. */
export const READ_MS = 500;
export const WRITE_MS = 2_000;
export const PURGE_MS = 3_000;

const HANDLER = Symbol.for('ekitaldi.redisIncrementalHandler');
const PREFIX = Symbol.for('ekitaldi.redisKeyPrefix');

/**
 * The keys of one build: `ekitaldi:<BUILD_ID>:`. Two instances of the same build share pages;
 * a new deployment never reads the pages of the previous one (their RSC payloads differ).
 */
export function keyPrefixFor(serverDistDir) {
  let buildId = 'unknown-build';
  try {
    if (serverDistDir) buildId = fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || buildId;
  } catch {
    // a distDir without BUILD_ID (never in production): one shared namespace
  }
  return `ekitaldi:${buildId}:`;
}

/** Whether this process uses Redis: a URL is set and this is not `next build`. */
export function redisUrlInUse(env = process.env) {
  const url = env.REDIS_URL?.trim();
  if (!url || env.NEXT_PHASE === 'phase-production-build') return null;
  return url;
}

function sharedRedisHandler(url, serverDistDir) {
  const slot = (globalThis[HANDLER] ??= { handler: null, starting: false, prefix: keyPrefixFor(serverDistDir) });
  globalThis[PREFIX] = slot.prefix;
  const guard = sharedGuard(url);
  if (!slot.starting) {
    slot.starting = true;
    keepHandlerReady({
      guard,
      slot,
      create: () =>
        new RedisStringsHandler({
          redisUrl: url,
          // 0: the database of the URL (redis://host:port/N), not the package's "1 unless Vercel".
          database: 0,
          keyPrefix: slot.prefix,
          getTimeoutMs: READ_MS,
        }),
    });
  }
  return { guard, slot };
}

/** How long the package may take to load its tag maps from Redis: its own limit. */
export const READY_MS = 30_000;

/**
 * Resolves once the package handler has loaded its tag maps from Redis (until then every call
 * to it waits), and rejects if that takes longer than `ms` or Redis goes away meanwhile. The
 * maps are the package's own fields (1.18.0, pinned; incremental.test.ts holds them to it).
 */
export function handlerReady(handler, guard, ms = READY_MS, pollMs = 250) {
  const maps = Promise.all([handler.sharedTagsMap.waitUntilReady(), handler.revalidatedTagsMap.waitUntilReady()]);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const watch = setInterval(() => {
      if (!guard.up) stop(new Error('Redis went away while the shared cache was loading'));
      else if (Date.now() - started > ms) stop(new Error(`the shared cache did not load within ${ms} ms`));
    }, pollMs);
    watch.unref?.();
    function stop(error) {
      clearInterval(watch);
      if (error) reject(error);
      else resolve();
    }
    maps.then(() => stop(null), stop);
  });
}

/**
 * Puts a package handler in `slot.handler` once it is ready, and keeps trying until one is.
 *
 * - It is built once Redis answers: the package connects in its constructor and would otherwise
 *   retry and log from start-up on while Redis is not there yet.
 * - It is in use once it has loaded its tag maps from Redis, which can take longer than a page
 *   should wait. Until then pages render without it.
 * - A handler that does not get there is closed, and a new one is built once Redis answers. If
 *   Redis goes away while the package is loading its maps, that handler never becomes ready:
 *   every call to it waits 30 s and answers a miss, even after Redis is back. Without this, an
 *   instance that met an outage at start-up would never use the shared cache again.
 */
export function keepHandlerReady({ guard, slot, create, ready = handlerReady, close = closeHandler, retryMs = 1_000 }) {
  const later = () => setTimeout(attempt, retryMs).unref?.();
  function attempt() {
    if (!guard.up) return later();
    const handler = create();
    Promise.resolve()
      .then(() => ready(handler, guard))
      .then(
        () => {
          slot.handler = handler;
        },
        () => {
          close(handler);
          later();
        },
      );
  }
  guard.onFirstReady(attempt);
}

/**
 * Closes a package handler that never became ready: its connections, and the hourly resync and
 * the subscriber's endless reconnects of its tag maps, which would otherwise go on logging.
 */
export function closeHandler(handler) {
  for (const map of [handler.sharedTagsMap, handler.revalidatedTagsMap]) {
    if (!map) continue;
    map.initialSync = async () => {};
    map.reconnectSubscriber = async () => {};
    disconnect(map.subscriberClient);
  }
  disconnect(handler.client);
}

function disconnect(client) {
  try {
    Promise.resolve(client?.disconnect?.()).catch(() => {});
  } catch {
    // already closed
  }
}

const LIFETIME = 'ekitaldiCacheControl';

/**
 * The entry's lifetime travels with it. Next takes a page's revalidate period from the entry when
 * the handler returns one, else from what this process remembers of its own renders: without it
 * a page rendered by the other instance would count as stale after 1 s and render again here.
 */
export function withLifetime(data, ctx) {
  if (!data || typeof data !== 'object' || !ctx?.cacheControl) return data;
  return { ...data, [LIFETIME]: ctx.cacheControl };
}

export function restoreLifetime(entry) {
  const value = entry?.value;
  if (!value || typeof value !== 'object' || !(LIFETIME in value)) return entry;
  const { [LIFETIME]: cacheControl, ...rest } = value;
  return { ...entry, value: rest, cacheControl };
}

export default class EkitaldiCacheHandler {
  constructor(ctx) {
    const url = redisUrlInUse();
    if (!url) {
      this.files = new FileSystemCache(ctx);
      return;
    }
    const { guard, slot } = sharedRedisHandler(url, ctx.serverDistDir);
    this.guard = guard;
    this.slot = slot;
  }

  async get(key, ctx) {
    if (this.files) return countLookup('file', await this.files.get(key, ctx));
    return countLookup('redis', await this.guard.call('read', async () => restoreLifetime((await this.slot.handler?.get(key, ctx)) ?? null), READ_MS, null));
  }

  set(key, data, ctx) {
    if (this.files) return this.files.set(key, data, ctx);
    return this.guard.call('write', () => this.slot.handler?.set(key, withLifetime(data, ctx), ctx), WRITE_MS, undefined);
  }

  async revalidateTag(tags, durations) {
    if (this.files) return this.files.revalidateTag(tags, durations);
    const done = Symbol('done');
    const result = await this.guard.call(
      'purge',
      async () => {
        await this.slot.handler?.revalidateTag(tags, durations);
        return done;
      },
      PURGE_MS,
      undefined,
    );
    if (result !== done) {
      // Every purge counts: the organiser expects their change out. This one reached no instance.
      console.warn(`[cache] purge of ${[tags].flat().join(', ')} not shared: Redis is unreachable`);
    }
  }

  resetRequestCache() {
    this.files?.resetRequestCache?.();
  }
}
