import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isEmpty, splitSponsorGroups } from '@/components/sponsors/sponsor-groups';
import { SponsorSections } from '@/components/sponsors/SponsorSections';
import { EmptyState } from '@/components/ui/EmptyState';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { getCachedSponsorGroups } from '@/lib/api/public/sponsors';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Sponsors' });
  return pageMetadata(tenant, locale, href('sponsors'), { title: t('title'), description: t('metaDescription', { event: tenant.name }) });
}

/** `/patrocinadores`: the `promotores` group by category (gold, silver, bronze), then other groups. */
export default async function SponsorsPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const page = splitSponsorGroups(await getCachedSponsorGroups(tenant.key, locale));
  const t = await getTranslations('Sponsors');

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead', { event: tenant.name })} />
      {isEmpty(page) ? <EmptyState>{t('empty')}</EmptyState> : <SponsorSections page={page} headingLevel={2} idPrefix="sponsors" />}
    </Page>
  );
}
