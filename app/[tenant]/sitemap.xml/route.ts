import { notFound } from 'next/navigation';
import { contentPaths } from '@/lib/seo/content-paths';
import { buildSitemap, sitemapRoutePaths } from '@/lib/seo/sitemap';
import { getTenantByKey } from '@/lib/tenants/registry';

/** GET /sitemap.xml for the host's tenant (the middleware rewrites it here). */
// Rendered once and kept in the render cache. No period is written here: Next refreshes a static
// route after the shortest `revalidate` of the cached reads it makes, which is REVALIDATE_SECONDS
// (lib/cache.ts), so the setting alone decides it.
export const dynamic = 'force-static';
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string }> }) {
  const tenant = getTenantByKey((await params).tenant);
  if (!tenant) notFound();
  const paths = [...sitemapRoutePaths(), ...(await contentPaths(tenant.key))];
  return new Response(buildSitemap(tenant, paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
