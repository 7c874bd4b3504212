import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActivitiesNav } from '@/components/activities/ActivitiesNav';
import { ActivityList } from '@/components/activities/ActivityList';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { getCachedGeneralData, getCachedVenues } from '@/lib/api/public';
import { getCachedConferences } from '@/lib/api/public/conferences';
import { getCachedTracks } from '@/lib/api/public/schedule';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { CONFERENCE_LIST_NAMESPACES } from '@/lib/i18n/client-namespaces';

export async function generateMetadata({ params }: { params: Promise<TenantParams> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const [general, t] = await Promise.all([getCachedGeneralData(tenant.key, locale), getTranslations('Activities')]);
  return pageMetadata(tenant, locale, href('activities'), {
    title: t('title'),
    description: t('description', { event: general.eventName }),
  });
}

/** `/actividades`: the current edition's activities, by day. */
export default async function ActivitiesPage({ params }: { params: Promise<TenantParams> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const [conferences, venues, tracks, t] = await Promise.all([
    getCachedConferences(tenant.key, locale, 'current'),
    getCachedVenues(tenant.key, locale),
    getCachedTracks(tenant.key, locale),
    getTranslations('Activities'),
  ]);
  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ActivitiesNav tracks={tracks} current="current" />
      <ClientMessages locale={locale} namespaces={CONFERENCE_LIST_NAMESPACES}>
        <ActivityList conferences={conferences} venues={venues} empty={t('empty')} />
      </ClientMessages>
    </Page>
  );
}
