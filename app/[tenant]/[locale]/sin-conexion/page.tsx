import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return { ...pageMetadata(tenant, locale, href('offline'), { title: t('title') }), robots: { index: false, follow: false } };
}

/**
 * `/sin-conexion`: what the service worker (public/sw.js) shows, with no network, for a page this
 * device never opened. The worker keeps it from its first visit; online it is a plain page.
 */
export default async function OfflinePage({ params }: { params: Promise<TenantParams> }) {
  await resolvePageContext(params);
  const t = await getTranslations('Offline');
  return (
    <Page width="text">
      <PageHeader title={t('title')} />
      <div className="prose">
        <p>{t('lead')}</p>
        <p>{t('saved')}</p>
        <ul>
          <li>
            <Link href={href('agenda')}>{t('agenda')}</Link>
          </li>
          <li>
            <Link href={href('home')}>{t('home')}</Link>
          </li>
        </ul>
      </div>
    </Page>
  );
}
