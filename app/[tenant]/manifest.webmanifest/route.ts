import { buildManifest } from '@/lib/pwa/manifest';
import { tenantFileRoute } from '@/lib/seo/tenant-route';
import { resolveTheme } from '@/themes';

/** GET /manifest.webmanifest for the host's tenant (the middleware rewrites it here). */
// Built from the registry alone: the same bytes until the next deployment.
export const dynamic = 'force-static';
export function generateStaticParams() {
  return [];
}

export const GET = tenantFileRoute('application/manifest+json; charset=utf-8', async (tenant) =>
  JSON.stringify(buildManifest(tenant, resolveTheme(tenant.cssName))),
);
