import type { CustomerConference, CustomerConferences } from '@/lib/api/schemas';
import { dayOf, timeRange, zoneName } from '@/lib/i18n/format';

/**
 * The private area's session lists, with their date texts made once on the server, in the
 * event's zone (docs/product.md#limits: Central European time) and the page's language, zone named.
 */

export interface ActivityItem {
  id: number;
  slug: string;
  title: string;
  startsAt: string;
  /** 'martes, 9 de marzo de 2027' */
  day: string;
  /** '09:00–09:30' */
  time: string;
  /** 'CET' / 'GMT+1' */
  zone: string;
  /** 'hora estándar de Europa central' */
  zoneLong: string;
  room: string | null;
  venue: string | null;
}

export interface PendingItem extends ActivityItem {
  uuid: string;
  missing: 'room' | 'ticket' | 'form';
  /** the session has ended: the registration can only be discarded, never resumed */
  expired: boolean;
}

/**
 * describeConference({ startsAt: '2027-03-09T09:00:00+01:00', endsAt: '…T09:30:00+01:00', … }, 'es-ES', 'Europe/Madrid')
 *   → { day: 'martes, 9 de marzo de 2027', time: '09:00–09:30', zone: 'CET', … }
 */
export function describeConference(c: CustomerConference, iso: string, timeZone: string): ActivityItem {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    startsAt: c.startsAt,
    day: dayOf(c.startsAt, iso, timeZone),
    time: timeRange(c.startsAt, c.endsAt, iso, timeZone),
    zone: zoneName(c.startsAt, iso, 'short', timeZone),
    zoneLong: zoneName(c.startsAt, iso, 'long', timeZone),
    room: c.room,
    venue: c.venue,
  };
}

/**
 * Registered sessions in time order; pending registrations, newest first as the API sends them,
 * each marked expired once its session has ended at `now`.
 */
export function describeConferences(
  data: CustomerConferences,
  iso: string,
  timeZone: string,
  now: number = Date.now(),
): { registered: ActivityItem[]; pending: PendingItem[] } {
  const registered = data.registered
    .map((r) => describeConference(r.conference, iso, timeZone))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const pending = data.pending.map((p) => ({ ...describeConference(p.conference, iso, timeZone), uuid: p.uuid, missing: p.missing, expired: Date.parse(p.conference.endsAt) <= now }));
  return { registered, pending };
}
