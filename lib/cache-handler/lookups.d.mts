/** Types of ./lookups.mjs. */
export interface LookupCounts {
  file: { hit: number; miss: number };
  redis: { hit: number; miss: number };
}
export function renderCacheLookups(): LookupCounts;
export function countLookup<T>(store: 'file' | 'redis', entry: T): T;
