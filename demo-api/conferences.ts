/**
 * The sessions' rules (/conferences…): the list by when, edition, day, venue, tag and topic; the
 * featured and the next ones; a session's speakers; the seats of its rooms. Lists leave out
 * breaks (format "break"); the agenda (/schedule) has them. The routes (routes/conferences.ts)
 * only read the request and call these.
 */
import type { ConferenceRoom, ConferenceSummary, RoomsSeating } from '../lib/api/schemas';
import type { Deps } from './deps';
import { notFound, unprocessable } from './errors';
import { SPEAKER_COLUMNS, SPEAKER_I18N, currentEdition, loadConference, loadConferences, speakersWithTags, summaries, type Scope, type SpeakerRow } from './queries';

export const NEXT_LIMIT = 6;

export interface ConferenceFilter {
  when: 'upcoming' | 'past' | 'today' | 'all';
  /** 'current', 'all' or a year (four digits) */
  edition: string;
  /** YYYY-MM-DD */
  date?: string;
  venue?: number;
  tag?: string;
  topic?: string;
}

/** GET /conferences/all: a bad edition or date is a 422; past sessions come newest first. */
export function conferenceList(d: Deps, s: Scope, f: ConferenceFilter): ConferenceSummary[] {
  if (f.edition !== 'current' && f.edition !== 'all' && !/^\d{4}$/.test(f.edition)) {
    throw unprocessable({ edition: ['validation.in'] });
  }
  if (f.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(f.date)) {
    throw unprocessable({ date: ['validation.date'] });
  }
  const where = ["c.format <> 'break'"];
  const params: Record<string, unknown> = { today: d.today(s.tenant) };
  if (f.edition !== 'all') {
    where.push('c.edition = @edition');
    params.edition = f.edition === 'current' ? currentEdition(d, s.tenant) : Number(f.edition);
  }
  if (f.when === 'upcoming') where.push('c.local_date >= @today');
  if (f.when === 'past') where.push('c.local_date < @today');
  if (f.when === 'today') where.push('c.local_date = @today');
  if (f.date) {
    where.push('c.local_date = @date');
    params.date = f.date;
  }
  if (f.venue !== undefined) {
    where.push('c.venue_id = @venue');
    params.venue = f.venue;
  }
  if (f.tag) {
    where.push('EXISTS (SELECT 1 FROM conference_tags ct JOIN tags tg ON tg.id = ct.tag_id WHERE ct.conference_id = c.id AND tg.slug = @tag)');
    params.tag = f.tag;
  }
  if (f.topic) {
    where.push('c.topic_id = (SELECT id FROM topics WHERE tenant = @tenant AND slug = @topic)');
    params.topic = f.topic;
  }
  const list = loadConferences(d, s, where.join(' AND '), params);
  return summaries(f.when === 'past' ? list.reverse() : list);
}

/** The edition's featured sessions (in one venue when given). */
export function featuredConferences(d: Deps, s: Scope, venue: number | null): ConferenceSummary[] {
  return summaries(
    loadConferences(d, s, 'c.featured = 1 AND c.edition = @edition AND (@venue IS NULL OR c.venue_id = @venue)', {
      edition: currentEdition(d, s.tenant),
      venue,
    }),
  );
}

/** The next sessions from today on (by day, so the answer changes at most once a day). */
export function nextConferences(d: Deps, s: Scope, limit: number, venue: number | null): ConferenceSummary[] {
  return summaries(
    loadConferences(
      d,
      s,
      "c.format NOT IN ('break', 'networking') AND c.local_date >= @today AND (@venue IS NULL OR c.venue_id = @venue)",
      { today: d.today(s.tenant), venue },
      limit,
    ),
  );
}

/** One session by id or slug; 404 when there is none. */
export function conferenceDetail(d: Deps, s: Scope, key: string) {
  const c = loadConference(d, s, key);
  if (!c) throw notFound('Conference not found');
  return c;
}

/** A session's speakers in their order. */
export function conferenceSpeakers(d: Deps, s: Scope, key: string) {
  const c = conferenceDetail(d, s, key);
  const rows = d
    .sql(
      `SELECT ${SPEAKER_COLUMNS} FROM conference_speakers cs JOIN speakers s ON s.id = cs.speaker_id ${SPEAKER_I18N}
       WHERE cs.conference_id = @id ORDER BY cs.position`,
    )
    .all({ ...s, id: c.id }) as SpeakerRow[];
  return speakersWithTags(d, s, rows);
}

/** Seats of a session's rooms now (GET /conferences/{id}/rooms-seating). */
export function roomsSeating(conferenceId: number, rooms: ConferenceRoom[]): RoomsSeating {
  const list = rooms.map((r) => ({
    id: r.id,
    name: r.name,
    occupied: r.seating.occupied,
    total: r.seating.total,
    full: r.seating.occupied >= r.seating.total,
  }));
  return { conferenceId, full: list.length > 0 && list.every((r) => r.full), rooms: list };
}
