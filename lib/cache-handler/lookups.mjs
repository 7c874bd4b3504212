/**
 * Render cache lookups of this process, per store and result (for the metrics): counted here,
 * where the handlers answer, and read by lib/observability/metrics.ts when /metrics is scraped.
 * Per process on globalThis, like the handler itself: Next loads the cache handler apart from
 * the app's bundles, in the same process.
 */
const COUNTS = Symbol.for('ekitaldi.renderCacheLookups');

/** { file: { hit, miss }, redis: { hit, miss } }, counted since the process started. */
export function renderCacheLookups() {
  return (globalThis[COUNTS] ??= { file: { hit: 0, miss: 0 }, redis: { hit: 0, miss: 0 } });
}

/** One lookup: `store` is 'file' (this instance's disk) or 'redis' (shared); a hit found an entry. */
export function countLookup(store, entry) {
  const counts = renderCacheLookups()[store];
  if (entry) counts.hit += 1;
  else counts.miss += 1;
  return entry;
}
