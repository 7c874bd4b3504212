import type { Metadata } from 'next';
import { SessionDetail } from '@/components/agenda/SessionDetail';
import { JsonLd } from '@/components/seo/JsonLd';
import { getCachedGeneralData, getCachedVenues } from '@/lib/api/public';
import { loadSessionPage } from '@/lib/api/public/session-page';
import { getCachedTracks } from '@/lib/api/public/schedule';
import { href } from '@/lib/routing/routes';
import { sessionJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import type { SlugParams } from '@/lib/tenants/page-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SESSION_NAMESPACES } from '@/lib/i18n/client-namespaces';

export function generateStaticParams(): SlugParams[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<SlugParams> }): Promise<Metadata> {
  const { tenant, locale, slug, session } = await loadSessionPage(params);
  return pageMetadata(tenant, locale, href('session', { slug }), { title: session.title, description: session.summary });
}

/** `/agenda/{slug}`: one session (any edition). Unknown slug → a real 404. */
export default async function SessionPage({ params }: { params: Promise<SlugParams> }) {
  const { tenant, locale, slug, session } = await loadSessionPage(params);
  const [venues, tracks, general] = await Promise.all([getCachedVenues(tenant.key, locale), getCachedTracks(tenant.key, locale), getCachedGeneralData(tenant.key, locale)]);
  const venue = venues.find((v) => v.id === session.venueId) ?? null;

  return (
    <>
      <JsonLd
        data={sessionJsonLd(
          tenant,
          locale,
          {
            title: session.title,
            description: session.summary,
            startsAt: session.startsAt,
            endsAt: session.endsAt,
            path: href('session', { slug }),
            room: session.rooms.map((r) => r.name).join(', ') || null,
            venue: venue?.name ?? null,
            speakers: session.speakers.map((s) => ({ name: `${s.name} ${s.surname}` })),
          },
          { name: general.eventName, path: href('agenda') },
        )}
      />
      <ClientMessages locale={locale} namespaces={SESSION_NAMESPACES}>
        <SessionDetail
          session={session}
          venue={venue}
          track={tracks.find((tr) => tr.id === session.trackId) ?? null}
          locale={locale}
        />
      </ClientMessages>
    </>
  );
}
