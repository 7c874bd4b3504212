/**
 * Next's `cacheHandlers` (`'use cache'` and `'use cache: remote'`): the same rule as
 * ./incremental.mjs. `REDIS_URL` unset: Next's default in-memory handler. Set: the package's
 * Cache Components handler in Redis, within deadlines; Redis down: a miss, logged once.
 */
import defaultHandlerModule from 'next/dist/server/lib/cache-handlers/default.js';
import { getRedisCacheComponentsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { sharedGuard } from './redis-guard.mjs';
import { READ_MS, WRITE_MS, PURGE_MS, redisUrlInUse } from './incremental.mjs';

const { createDefaultCacheHandler } = defaultHandlerModule;
/** Next's own default size for its in-memory handler (50 MB). */
const MEMORY_BYTES = 50 * 1024 * 1024;
const PREFIX = Symbol.for('ekitaldi.redisKeyPrefix');

export function createUseCacheHandler(url = redisUrlInUse()) {
  if (!url) return createDefaultCacheHandler(MEMORY_BYTES);
  const guard = sharedGuard(url);
  let redis = null;
  guard.onFirstReady(() => {
    redis ??= getRedisCacheComponentsHandler({
      redisUrl: url,
      database: 0,
      // The build's prefix when the page cache has read it (it is built first on every request).
      keyPrefix: `${globalThis[PREFIX] ?? 'ekitaldi:'}use-cache:`,
      getTimeoutMs: READ_MS,
    });
  });
  return {
    get: (cacheKey, softTags) => guard.call('read', () => redis?.get(cacheKey, softTags), READ_MS, undefined),
    async set(cacheKey, pendingEntry) {
      if (!guard.up || !redis) {
        // Nothing stores it; the render still waits for its own entry.
        await pendingEntry.catch(() => undefined);
        return;
      }
      await guard.call('write', () => redis.set(cacheKey, pendingEntry), WRITE_MS, undefined);
    },
    refreshTags: () => guard.call('tags', () => redis?.refreshTags(), READ_MS, undefined),
    getExpiration: (tags) => guard.call('tags', () => redis?.getExpiration(tags) ?? 0, READ_MS, 0),
    updateTags: (tags, durations) => guard.call('purge', () => redis?.updateTags(tags, durations), PURGE_MS, undefined),
  };
}

export default createUseCacheHandler();
