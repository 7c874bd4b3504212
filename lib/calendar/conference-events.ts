import type { ConferenceSummary, GeneralData, ScheduleDay, Venue } from '@/lib/api/schemas';
import type { CalendarEvent } from './ics';

/**
 * From the API's conferences and schedule to calendar events. Pure functions: the route
 * handlers pass translated labels and absolute URLs in.
 */

export interface ConferenceEventContext {
  tenantKey: string;
  venues: Venue[];
  /** Absolute URL of the session page. */
  url: string;
  /** "Speakers: Ana Gil, Jon Ruiz" — already translated. */
  speakersLine: (names: string[]) => string;
  /** Track name by id, for CATEGORIES. */
  trackName?: (trackId: number) => string | undefined;
}

/** UIDs stay the same across languages and editions of the file, so updates replace events. */
export function conferenceUid(tenantKey: string, conferenceId: number): string {
  return `conference-${conferenceId}.${tenantKey}@ekitaldi`;
}

export function eventDayUid(tenantKey: string, date: string): string {
  return `event-${date}.${tenantKey}@ekitaldi`;
}

/** "Auditorio, Sala 1 · Palacio Euskalduna (Bilbao)" */
export function conferenceLocation(conference: Pick<ConferenceSummary, 'rooms' | 'venueId'>, venues: Venue[]): string {
  const rooms = conference.rooms.map((r) => r.name).join(', ');
  const venue = venues.find((v) => v.id === conference.venueId)?.name;
  return [rooms, venue].filter(Boolean).join(' · ');
}

export function conferenceEvent(conference: ConferenceSummary, ctx: ConferenceEventContext): CalendarEvent {
  const speakers = conference.speakers.map((s) => `${s.name} ${s.surname}`);
  const description = [conference.summary, speakers.length > 0 ? ctx.speakersLine(speakers) : '', ctx.url]
    .filter(Boolean)
    .join('\n\n');
  const track = conference.trackId !== null ? ctx.trackName?.(conference.trackId) : undefined;
  return {
    uid: conferenceUid(ctx.tenantKey, conference.id),
    start: conference.startsAt,
    end: conference.endsAt,
    summary: conference.title,
    description,
    location: conferenceLocation(conference, ctx.venues) || undefined,
    url: ctx.url,
    categories: [...(track ? [track] : []), ...conference.tags.map((t) => t.name)],
    transparent: conference.format === 'break',
  };
}

export interface EventDaysContext {
  tenantKey: string;
  venues: Venue[];
  /** Absolute URL of the agenda. */
  url: string;
  /** "Ekitaldi Summit (day 2 of 3)" — already translated; called only with more than one day. */
  dayTitle: (eventName: string, day: number, days: number) => string;
}

/**
 * The whole event as calendar entries: one per day of the agenda, from its first start to its
 * last end, at the venues used that day. Without any session, one entry spanning the general
 * data's dates.
 */
export function eventDays(general: GeneralData, schedule: ScheduleDay[], ctx: EventDaysContext): CalendarEvent[] {
  const days = schedule.filter((d) => d.conferences.length > 0);
  if (days.length === 0) {
    return [
      {
        uid: eventDayUid(ctx.tenantKey, general.startsAt.slice(0, 10)),
        start: general.startsAt,
        end: general.endsAt,
        summary: general.eventName,
        description: [general.description, ctx.url].filter(Boolean).join('\n\n'),
        location: ctx.venues.map((v) => v.name).join(' · ') || undefined,
        url: ctx.url,
      },
    ];
  }
  return days.map((day, i) => {
    const byTime = (a: string, b: string) => Date.parse(a) - Date.parse(b);
    const start = day.conferences.map((c) => c.startsAt).sort(byTime)[0]!;
    const end = day.conferences.map((c) => c.endsAt).sort(byTime).at(-1)!;
    const venueIds = new Set(day.conferences.map((c) => c.venueId));
    return {
      uid: eventDayUid(ctx.tenantKey, day.date),
      start,
      end,
      summary: days.length > 1 ? ctx.dayTitle(general.eventName, i + 1, days.length) : general.eventName,
      description: [general.description, ctx.url].filter(Boolean).join('\n\n'),
      location:
        ctx.venues
          .filter((v) => venueIds.has(v.id))
          .map((v) => v.name)
          .join(' · ') || undefined,
      url: ctx.url,
    };
  });
}
