import { cachedForTenant } from '@/lib/cache';
import { buildRobots } from '@/lib/seo/sitemap';
import { tenantFileRoute } from '@/lib/seo/tenant-route';

/** GET /robots.txt for the host's tenant (the middleware rewrites it here). */
// Rendered once and kept in the render cache. No period is written here: Next refreshes a static
// route after the shortest `revalidate` of the cached reads it makes, which is REVALIDATE_SECONDS
// (lib/cache.ts), so the setting alone decides it.
export const dynamic = 'force-static';
export function generateStaticParams() {
  return [];
}

// It reads nothing from the API, so it goes through the data cache to follow the same period
// (and the tenant's purge tag) as the pages.
export const GET = tenantFileRoute('text/plain; charset=utf-8', (tenant) =>
  cachedForTenant(tenant.key, ['robots.txt'], async () => buildRobots(tenant)),
);
