/**
 * The agenda's rules (/schedule…) for the current edition: venues, rooms, the days with their
 * sessions (by venue and tag), the count of sessions per day, tags, topics and tracks with their
 * sessions. The routes (routes/schedule.ts) only read the request and call these.
 */
import type { Room, ScheduleDay, Topic, TopicDetail, Track, TrackDetail, Venue } from '../lib/api/schemas';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { notFound } from './errors';
import { currentEdition, loadConferences, summaries, tagList, type Scope } from './queries';

export function venueList(d: Deps, s: Scope): Venue[] {
  return d
    .sql(`SELECT v.id, ${tcol('t', 'name')} FROM venues v ${tjoin('venue_i18n', 'venue_id', 'v.id', 't')} WHERE v.tenant = @tenant ORDER BY v.position`)
    .all(s) as Venue[];
}

/** Every day of the edition with its sessions; a filter (venue, tag) may leave a day empty, never drop it. */
export function scheduleDays(d: Deps, s: Scope, venue: number | null, tag: string | null): ScheduleDay[] {
  const edition = currentEdition(d, s.tenant);
  const list = summaries(
    loadConferences(
      d,
      s,
      `c.edition = @edition AND (@venue IS NULL OR c.venue_id = @venue) AND (@tag IS NULL OR EXISTS (
         SELECT 1 FROM conference_tags ct JOIN tags tg ON tg.id = ct.tag_id WHERE ct.conference_id = c.id AND tg.slug = @tag))`,
      { edition, venue, tag },
    ),
  );
  const days = (d.sql('SELECT DISTINCT local_date FROM conferences WHERE tenant = ? AND edition = ? ORDER BY local_date').all(s.tenant, edition) as {
    local_date: string;
  }[]).map((r) => r.local_date);
  return days.map((date) => ({ date, conferences: list.filter((c) => c.date === date) }));
}

/** How many sessions each day of the edition holds (in one venue when given). */
export function scheduleSplits(d: Deps, s: Scope, venue: number | null) {
  return d
    .sql(
      `SELECT local_date AS date, count(*) AS conferences FROM conferences
       WHERE tenant = @tenant AND edition = @edition AND (@venue IS NULL OR venue_id = @venue)
       GROUP BY local_date ORDER BY local_date`,
    )
    .all({ ...s, edition: currentEdition(d, s.tenant), venue });
}

/** The tags of the edition's sessions. */
export function scheduleTags(d: Deps, s: Scope) {
  return tagList(d, s, 'conference', 'AND l.conference_id IN (SELECT id FROM conferences WHERE tenant = @tenant AND edition = @edition)', {
    edition: currentEdition(d, s.tenant),
  });
}

export function roomList(d: Deps, s: Scope, venue: number | null): Room[] {
  return d
    .sql(
      `SELECT r.id, ${tcol('t', 'name')}, r.venue_id AS venueId, r.capacity FROM rooms r ${tjoin('room_i18n', 'room_id', 'r.id', 't')}
       JOIN venues v ON v.id = r.venue_id
       WHERE r.tenant = @tenant AND (@venue IS NULL OR r.venue_id = @venue) ORDER BY v.position, r.position`,
    )
    .all({ ...s, venue }) as Room[];
}

const TOPIC_SELECT = `SELECT tp.id, tp.slug, tp.color, ${tcol('t', 'name')}, ${tcol('t', 'description')}
  FROM topics tp ${tjoin('topic_i18n', 'topic_id', 'tp.id', 't')} WHERE tp.tenant = @tenant`;

export function topicList(d: Deps, s: Scope): Topic[] {
  return d.sql(`${TOPIC_SELECT} ORDER BY tp.position`).all(s) as Topic[];
}

/** One topic by slug with the edition's sessions on it; 404 when there is none. */
export function topicDetail(d: Deps, s: Scope, slug: string): TopicDetail {
  const topic = d.sql(`${TOPIC_SELECT} AND tp.slug = @slug`).get({ ...s, slug }) as Topic | undefined;
  if (!topic) throw notFound('Topic not found');
  const conferences = summaries(
    loadConferences(d, s, 'c.topic_id = @topic AND c.edition = @edition', { topic: topic.id, edition: currentEdition(d, s.tenant) }),
  );
  return { ...topic, conferences };
}

const TRACK_SELECT = `SELECT tr.id, tr.slug, tr.color, ${tcol('t', 'name')}, ${tcol('t', 'description')}
  FROM tracks tr ${tjoin('track_i18n', 'track_id', 'tr.id', 't')} WHERE tr.tenant = @tenant`;

export function trackList(d: Deps, s: Scope): Track[] {
  return d.sql(`${TRACK_SELECT} ORDER BY tr.position`).all(s) as Track[];
}

/** One track by id (digits) or slug with the edition's sessions in it; 404 when there is none. */
export function trackDetail(d: Deps, s: Scope, key: string): TrackDetail {
  const byId = /^\d+$/.test(key);
  const track = d.sql(`${TRACK_SELECT} AND ${byId ? 'tr.id' : 'tr.slug'} = @key`).get({ ...s, key: byId ? Number(key) : key }) as Track | undefined;
  if (!track) throw notFound('Track not found');
  const conferences = summaries(
    loadConferences(d, s, 'c.track_id = @track AND c.edition = @edition', { track: track.id, edition: currentEdition(d, s.tenant) }),
  );
  return { ...track, conferences };
}
