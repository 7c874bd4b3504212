import type { GeneralData, Venue } from '@/lib/api/schemas';
import type { Locale } from '@/lib/i18n/locales';
import type { Tenant } from '@/lib/tenants/schema';
import { absoluteUrl, tenantOrigin } from './urls';

/** schema.org data: plain objects, serialised by <JsonLd>. */
export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string; [key: string]: unknown };

function place(venues: Pick<Venue, 'name'>[]) {
  if (venues.length === 0) return undefined;
  const places = venues.map((v) => ({ '@type': 'Place', name: v.name }));
  return places.length === 1 ? places[0] : places;
}

/** The event itself (home page). */
export function eventJsonLd(tenant: Tenant, locale: Locale, general: GeneralData, venues: Venue[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: general.eventName,
    description: general.description,
    startDate: general.startsAt,
    endDate: general.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(venues),
    url: absoluteUrl(tenant, locale, '/'),
    image: tenantOrigin(tenant) + tenant.logo,
    organizer: { '@type': 'Organization', name: tenant.name, url: tenantOrigin(tenant) },
    inLanguage: locale,
  };
}

/** One session of the programme. */
export function sessionJsonLd(
  tenant: Tenant,
  locale: Locale,
  session: { title: string; description?: string | null; startsAt: string; endsAt: string; path: string; room?: string | null; venue?: string | null; speakers?: { name: string }[] },
  event: { name: string; path?: string },
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: session.title,
    ...(session.description ? { description: session.description } : {}),
    startDate: session.startsAt,
    endDate: session.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: session.venue || session.room ? { '@type': 'Place', name: [session.room, session.venue].filter(Boolean).join(', ') } : undefined,
    performer: session.speakers?.map((s) => ({ '@type': 'Person', name: s.name })),
    superEvent: { '@type': 'Event', name: event.name, url: absoluteUrl(tenant, locale, event.path ?? '/') },
    url: absoluteUrl(tenant, locale, session.path),
    inLanguage: locale,
  };
}

/** A speaker. */
export function personJsonLd(
  tenant: Tenant,
  locale: Locale,
  person: { name: string; position?: string | null; company?: string | null; photo?: string | null; description?: string | null; path: string; sameAs?: string[] },
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    ...(person.position ? { jobTitle: person.position } : {}),
    ...(person.company ? { worksFor: { '@type': 'Organization', name: person.company } } : {}),
    ...(person.photo ? { image: person.photo } : {}),
    ...(person.description ? { description: person.description } : {}),
    ...(person.sameAs?.length ? { sameAs: person.sameAs } : {}),
    url: absoluteUrl(tenant, locale, person.path),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
