import type { ScheduleDay, Tag, Track } from '@/lib/api/schemas';
import { clockTime, dayLabel, shortDayLabel, zoneName } from '@/lib/i18n/format';

/**
 * The agenda as the browser needs it: small, already formatted in the event's zone (the
 * tenant's registry `timeZone`) on the server, so the client list renders exactly what the cached HTML shows.
 */
export interface AgendaSession {
  id: number;
  slug: string;
  title: string;
  /** only on breaks (kept out of the page data otherwise) */
  isBreak?: true;
  /** ISO instants, for <time> and the viewer's local time */
  start: string;
  end: string;
  /** '09:00' and '09:30', in the event's zone */
  from: string;
  to: string;
  venueId: number;
  /** room names, joined */
  rooms: string;
  /** tag slugs */
  tags: string[];
  /** track slug */
  track: string | null;
  speakers: { id: number; name: string }[];
}

export interface AgendaDay {
  date: string;
  /** 'martes, 9 de marzo de 2027' */
  label: string;
  /** 'mar, 9 mar' (the day navigation) */
  shortLabel: string;
  /** the event zone's short name that day ('CET', 'CEST', 'GMT+1') */
  zone: string;
  sessions: AgendaSession[];
}

export function buildAgendaDays(
  schedule: ScheduleDay[],
  { iso, tracks, timeZone }: { iso: string; tracks: Track[]; timeZone: string },
): AgendaDay[] {
  const trackSlug = new Map(tracks.map((t) => [t.id, t.slug]));
  return schedule.map((day) => {
    const at = day.conferences[0]?.startsAt ?? `${day.date}T12:00:00Z`;
    return {
      date: day.date,
      label: dayLabel(day.date, iso),
      shortLabel: shortDayLabel(day.date, iso),
      zone: zoneName(at, iso, 'short', timeZone),
      sessions: day.conferences.map((c) => ({
        id: c.id,
        slug: c.slug,
        title: c.title,
        ...(c.format === 'break' ? { isBreak: true as const } : {}),
        start: c.startsAt,
        end: c.endsAt,
        from: clockTime(c.startsAt, iso, timeZone),
        to: clockTime(c.endsAt, iso, timeZone),
        venueId: c.venueId,
        rooms: c.rooms.map((r) => r.name).join(', '),
        tags: c.tags.map((t) => t.slug),
        track: c.trackId !== null ? (trackSlug.get(c.trackId) ?? null) : null,
        speakers: c.speakers.map((s) => ({ id: s.id, name: `${s.name} ${s.surname}` })),
      })),
    };
  });
}

export interface AgendaFilters {
  tag: string | null;
  track: string | null;
  /** free text, as typed */
  q: string;
}

export const NO_FILTERS: AgendaFilters = { tag: null, track: null, q: '' };

/** Reads `?tag=&track=&q=`; a tag or track the agenda does not have is ignored. */
export function parseFilters(search: string, known: { tags: Pick<Tag, 'slug'>[]; tracks: Pick<Track, 'slug'>[] }): AgendaFilters {
  const params = new URLSearchParams(search);
  const tag = params.get('tag');
  const track = params.get('track');
  return {
    tag: tag && known.tags.some((t) => t.slug === tag) ? tag : null,
    track: track && known.tracks.some((t) => t.slug === track) ? track : null,
    q: params.get('q') ?? '',
  };
}

/** The query string for `filters`, keeping any other parameter of `search`; '' when empty. */
export function filtersToSearch(search: string, filters: AgendaFilters): string {
  const params = new URLSearchParams(search);
  for (const key of ['tag', 'track', 'q'] as const) {
    const value = key === 'q' ? filters.q.trim() : filters[key];
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(filters: AgendaFilters): boolean {
  return Boolean(filters.tag || filters.track || filters.q.trim());
}

/** normalize('Innovación  ABIERTA') → 'innovacion abierta' (case- and accent-insensitive search). */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface MatchContext {
  tagNames: Map<string, string>;
  trackNames: Map<string, string>;
  /** the selected venue, or null for every venue */
  venueId: number | null;
}

/** The text a search looks in: title, speakers, rooms, tags and track. */
export function searchText(session: AgendaSession, ctx: Pick<MatchContext, 'tagNames' | 'trackNames'>): string {
  return normalize(
    [
      session.title,
      session.rooms,
      ...session.speakers.map((s) => s.name),
      ...session.tags.map((t) => ctx.tagNames.get(t) ?? t),
      session.track ? (ctx.trackNames.get(session.track) ?? '') : '',
    ].join(' '),
  );
}

/**
 * Whether a session passes the filters. Every word of the search must appear. Breaks have no
 * tags or track, so a tag or track filter leaves them out.
 */
export function sessionMatches(session: AgendaSession, filters: AgendaFilters, ctx: MatchContext, text?: string): boolean {
  if (ctx.venueId !== null && session.venueId !== ctx.venueId) return false;
  if (filters.tag && !session.tags.includes(filters.tag)) return false;
  if (filters.track && session.track !== filters.track) return false;
  const words = normalize(filters.q).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = text ?? searchText(session, ctx);
  return words.every((w) => haystack.includes(w));
}
