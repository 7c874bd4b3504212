import { notFound } from 'next/navigation';
import { contentPaths } from '@/lib/seo/content-paths';
import { buildSitemap, sitemapRoutePaths } from '@/lib/seo/sitemap';
import { getTenantByKey } from '@/lib/tenants/registry';

/** GET /sitemap.xml for the host's tenant (the middleware rewrites it here). */
export const revalidate = 300;
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
