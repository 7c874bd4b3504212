import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isEmpty, splitSponsorGroups, sponsorSections, sponsorTagOptions, uniqueSponsors } from '@/components/sponsors/sponsor-groups';
import { SponsorDirectory } from '@/components/sponsors/SponsorDirectory';
import { EmptyState } from '@/components/ui/EmptyState';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { getCachedSponsorGroups, getCachedSponsorTags } from '@/lib/api/public/sponsors';
import { getPathname } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SPONSORS_NAMESPACES } from '@/lib/i18n/client-namespaces';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: 'Sponsors' });
  return pageMetadata(tenant, locale, href('sponsors'), { title: t('title'), description: t('metaDescription', { event: tenant.name }) });
}

/**
 * `/patrocinadores`: the `promotores` group by category (gold, silver, bronze), then other groups,
 * with a `?tag=` filter applied on the client (the page is cached); each logo leads to the
 * sponsor's page.
 */
export default async function SponsorsPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const [groups, tags] = await Promise.all([getCachedSponsorGroups(tenant.key, locale), getCachedSponsorTags(tenant.key, locale)]);
  const page = splitSponsorGroups(groups);
  const sections = sponsorSections(page);
  const t = await getTranslations('Sponsors');

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead', { event: tenant.name })} />
      {isEmpty(page) ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ClientMessages locale={locale} namespaces={SPONSORS_NAMESPACES}>
          <SponsorDirectory
            sections={sections}
            tags={sponsorTagOptions(tags, uniqueSponsors(sections))}
            basePath={getPathname({ href: href('sponsors'), locale })}
          />
        </ClientMessages>
      )}
    </Page>
  );
}
