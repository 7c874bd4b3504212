import { contentPaths } from '@/lib/seo/content-paths';
import { buildSitemap, sitemapRoutePaths } from '@/lib/seo/sitemap';
import { tenantFileRoute } from '@/lib/seo/tenant-route';

/** GET /sitemap.xml for the host's tenant (the middleware rewrites it here). */
// Rendered once and kept in the render cache. No period is written here: Next refreshes a static
// route after the shortest `revalidate` of the cached reads it makes, which is REVALIDATE_SECONDS
// (lib/cache.ts), so the setting alone decides it.
export const dynamic = 'force-static';
export function generateStaticParams() {
  return [];
}

export const GET = tenantFileRoute('application/xml; charset=utf-8', async (tenant) =>
  buildSitemap(tenant, [...sitemapRoutePaths(tenant), ...(await contentPaths(tenant.key))]),
);
