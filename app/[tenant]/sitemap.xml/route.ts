import { notFound } from 'next/navigation';
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
  return new Response(buildSitemap(tenant, sitemapRoutePaths()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
