import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TenantErrorView } from '@/components/error/TenantErrorView';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

/**
 * The 404's own title ("Página no encontrada · {event}"): Next takes the metadata of a 404 from
 * the layouts and this file, not from the page that was not found (nor from status-page).
 */
export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  await resolvePageContext(params);
  const t = await getTranslations('error');
  return { title: t('404'), robots: { index: false } };
}

export default function NotFound() {
  return <TenantErrorView code={404} />;
}
