import { notFound } from 'next/navigation';
import { getTenantByKey } from '@/lib/tenants/registry';
import type { Tenant } from '@/lib/tenants/schema';

/**
 * The GET handler of a per-tenant text file (robots.txt, sitemap.xml), which the middleware
 * rewrites to /{tenant}/…: an unknown tenant is a 404, otherwise `render`'s text with its type.
 */
export function tenantFileRoute(contentType: string, render: (tenant: Tenant) => Promise<string>) {
  return async (_request: Request, { params }: { params: Promise<{ tenant: string }> }): Promise<Response> => {
    const tenant = getTenantByKey((await params).tenant);
    if (!tenant) notFound();
    return new Response(await render(tenant), { headers: { 'Content-Type': contentType } });
  };
}
