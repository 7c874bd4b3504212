import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SessionDetail } from '@/components/agenda/SessionDetail';
import { JsonLd } from '@/components/seo/JsonLd';
import { getCachedGeneralData, getCachedVenues } from '@/lib/api/public';
import { getCachedConference } from '@/lib/api/public/conferences';
import { getCachedTracks } from '@/lib/api/public/schedule';
import { href } from '@/lib/routing/routes';
import { sessionJsonLd } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolvePageContext, type SlugParams } from '@/lib/tenants/page-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SESSION_NAMESPACES } from '@/lib/i18n/client-namespaces';

export function generateStaticParams(): SlugParams[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<SlugParams> }): Promise<Metadata> {
  const { tenant, locale, slug } = await resolvePageContext(params);
  const session = await getCachedConference(tenant.key, locale, slug);
  // The 404's own title comes from not-found.tsx only when metadata says so too.
  if (!session) notFound();
  return pageMetadata(tenant, locale, href('session', { slug }), { title: session.title, description: session.summary });
}

/** `/agenda/{slug}`: one session (any edition). Unknown slug → a real 404. */
export default async function SessionPage({ params }: { params: Promise<SlugParams> }) {
  const { tenant, locale, slug } = await resolvePageContext(params);
  const [session, venues, tracks, general] = await Promise.all([
    getCachedConference(tenant.key, locale, slug),
    getCachedVenues(tenant.key, locale),
    getCachedTracks(tenant.key, locale),
    getCachedGeneralData(tenant.key, locale),
  ]);
  if (!session) notFound();
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
