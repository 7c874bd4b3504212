import { unstable_cache } from 'next/cache';
import { getServerConfig } from '@/lib/config';
import type { Locale } from '@/lib/tenants/schema';

/**
 * Cache tags and lifetimes, in one place. Every cached public read carries both tags, so an
 * organiser's change can be pushed out for one language (`revalidateTag(tenantLocaleTag(...))`)
 * or for the whole tenant (`revalidateTag(tenantTag(...))`).
 */

/** tenantTag('demo') → 'tenant:demo' */
export function tenantTag(tenantKey: string): string {
  return `tenant:${tenantKey}`;
}

/** tenantLocaleTag('demo', 'en') → 'tenant:demo:en' */
export function tenantLocaleTag(tenantKey: string, locale: Locale): string {
  return `tenant:${tenantKey}:${locale}`;
}

/** How long a cached public read is served before it is refreshed (REVALIDATE_SECONDS, default DEFAULT_REVALIDATE_SECONDS in lib/constants.ts). */
export const REVALIDATE_SECONDS: number = getServerConfig().revalidateSeconds;

/**
 * A value built through the data cache with the portal's period and the tenant's tag. Next
 * refreshes a statically rendered page or route after the shortest `revalidate` among the cached
 * reads it makes, so a route that reads nothing from the API (robots.txt) builds its body here
 * to follow REVALIDATE_SECONDS and the tenant's purges like every other public response.
 * The value must be JSON-serialisable.
 */
export function cachedForTenant<T>(tenantKey: string, keyParts: string[], build: () => Promise<T>): Promise<T> {
  return unstable_cache(build, ['route', tenantKey, ...keyParts], {
    tags: [tenantTag(tenantKey)],
    revalidate: REVALIDATE_SECONDS,
  })();
}
