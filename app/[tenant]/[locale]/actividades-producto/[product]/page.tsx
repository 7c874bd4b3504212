import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ActivitiesNav } from '@/components/activities/ActivitiesNav';
import { ActivityList } from '@/components/activities/ActivityList';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { getCachedVenues } from '@/lib/api/public';
import { getCachedTrack, getCachedTracks } from '@/lib/api/public/schedule';
import { href } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type TenantParams } from '@/lib/tenants/page-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { CONFERENCE_LIST_NAMESPACES } from '@/lib/i18n/client-namespaces';

type Params = TenantParams & { product: string };

export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { tenant, locale } = await resolvePageContext(params);
  const { product } = await params;
  const track = await getCachedTrack(tenant.key, locale, product);
  // The 404's own title comes from not-found.tsx only when metadata says so too.
  if (!track) notFound();
  const t = await getTranslations('Activities');
  return pageMetadata(tenant, locale, href('activitiesByProduct', { product }), {
    title: t('productTitle', { product: track.name }),
    description: track.description,
  });
}

/**
 * `/actividades-{product}`: the activities of one line of the programme. The API has no
 * "product"; its tracks (main programme, hands-on sessions, debates) are what groups
 * activities that way, so the product is a track slug. Unknown → 404.
 */
export default async function ProductActivitiesPage({ params }: { params: Promise<Params> }) {
  const { tenant, locale } = await resolvePageContext(params);
  const { product } = await params;
  const [track, venues, tracks, t] = await Promise.all([
    getCachedTrack(tenant.key, locale, product),
    getCachedVenues(tenant.key, locale),
    getCachedTracks(tenant.key, locale),
    getTranslations('Activities'),
  ]);
  if (!track) notFound();
  const conferences = track.conferences.filter((c) => c.format !== 'break');
  return (
    <Page>
      <PageHeader title={t('productTitle', { product: track.name })} lead={track.description || undefined} />
      <ActivitiesNav tracks={tracks} current={{ track: track.slug }} />
      <ClientMessages locale={locale} namespaces={CONFERENCE_LIST_NAMESPACES}>
        <ActivityList conferences={conferences} venues={venues} empty={t('productEmpty')} />
      </ClientMessages>
    </Page>
  );
}
