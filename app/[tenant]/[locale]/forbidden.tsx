import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TenantErrorView } from '@/components/error/TenantErrorView';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

/**
 * The 403 page inside the tenant's frame, with HTTP 403 on the wire: what a page rendered with
 * the visitor's token shows when the API refuses them the resource (`forbidden()`, see
 * lib/auth/refusal.ts for which 403s those are). Its title, like the 404's, comes from here.
 */
export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  await resolvePageContext(params);
  const t = await getTranslations('error');
  return { title: t('403'), robots: { index: false } };
}

export default function Forbidden() {
  return <TenantErrorView code={403} />;
}
