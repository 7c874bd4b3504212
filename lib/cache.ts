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
