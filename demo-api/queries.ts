/** Loaders shared by several route modules (tags, speakers, conferences). */
import type { Locale } from '../lib/tenants/schema';
import type {
  AccessGate,
  Conference,
  Streaming,
  ConferenceRoom,
  ConferenceSummary,
  Speaker,
  SpeakerSummary,
  Tag,
} from '../lib/api/schemas';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';

export interface Scope {
  tenant: string;
  locale: Locale;
}

/** A request's scope: its tenant and language. */
export const scopeOf = (req: { tenant: { key: string }; locale: Locale }): Scope => ({ tenant: req.tenant.key, locale: req.locale });

type TagKind = 'blog' | 'speaker' | 'conference' | 'sponsor';

function groupBy<T extends { owner: number }, U>(rows: T[], map: (r: T) => U): Map<number, U[]> {
  const out = new Map<number, U[]>();
  for (const r of rows) {
    const list = out.get(r.owner);
    if (list) list.push(map(r));
    else out.set(r.owner, [map(r)]);
  }
  return out;
}

const toTag = (r: { id: number; name: string; slug: string }): Tag => ({ id: r.id, name: r.name, slug: r.slug });

/** Tags of a kind that are in use, in catalogue order. */
export function tagList(d: Deps, s: Scope, kind: TagKind, extraWhere = '', params: Record<string, unknown> = {}): Tag[] {
  const link = { blog: 'post_tags', speaker: 'speaker_tags', conference: 'conference_tags', sponsor: 'sponsor_tags' }[kind];
  const rows = d
    .sql(
      `SELECT tg.id, tg.slug, ${tcol('t', 'name')} FROM tags tg ${tjoin('tag_i18n', 'tag_id', 'tg.id', 't')}
       WHERE tg.tenant = @tenant AND tg.kind = @kind AND EXISTS (SELECT 1 FROM ${link} l WHERE l.tag_id = tg.id ${extraWhere})
       ORDER BY tg.position`,
    )
    .all({ ...s, kind, ...params }) as { id: number; slug: string; name: string }[];
  return rows.map(toTag);
}

/** Tags of many owners at once: `link` is the join table, `fk` its owner column. */
export function tagsOf(d: Deps, s: Scope, link: string, fk: string, ids: number[]): Map<number, Tag[]> {
  if (ids.length === 0) return new Map();
  const rows = d
    .sql(
      `SELECT l.${fk} AS owner, tg.id, tg.slug, ${tcol('t', 'name')} FROM ${link} l JOIN tags tg ON tg.id = l.tag_id
       ${tjoin('tag_i18n', 'tag_id', 'tg.id', 't')}
       WHERE l.${fk} IN (SELECT value FROM json_each(@ids)) ORDER BY tg.position`,
    )
    .all({ ...s, ids: JSON.stringify(ids) }) as { owner: number; id: number; slug: string; name: string }[];
  return groupBy(rows, toTag);
}

interface SpeakerRow {
  id: number;
  slug: string;
  name: string;
  surname: string;
  company: string | null;
  photo: string | null;
  featured: number;
  job_title: string | null;
  bio: string;
  twitter: string | null;
  linkedin: string | null;
  website: string | null;
}

export const SPEAKER_COLUMNS = `s.id, s.slug, s.name, s.surname, s.company, s.photo, s.featured, s.twitter, s.linkedin, s.website,
  ${tcol('si', 'job_title')}, ${tcol('si', 'bio')}`;
export const SPEAKER_I18N = tjoin('speaker_i18n', 'speaker_id', 's.id', 'si');

export function toSpeakerSummary(d: Deps, r: SpeakerRow): SpeakerSummary {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    surname: r.surname,
    position: r.job_title,
    company: r.company,
    photo: d.media(r.photo),
    featured: r.featured === 1,
  };
}

export type { SpeakerRow };

/** Speakers with their tags, for lists. */
export function speakersWithTags(d: Deps, s: Scope, rows: SpeakerRow[]): Speaker[] {
  const tags = tagsOf(d, s, 'speaker_tags', 'speaker_id', rows.map((r) => r.id));
  return rows.map((r) => ({ ...toSpeakerSummary(d, r), tags: tags.get(r.id) ?? [] }));
}

interface ConferenceRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  format: ConferenceSummary['format'];
  starts_at: string;
  ends_at: string;
  local_date: string;
  venue_id: number;
  track_id: number | null;
  topic: string | null;
  edition: number;
  featured: number;
  registration_required: number;
  questions_enabled: number;
  streaming_provider: 'youtube' | 'vimeo' | null;
  streaming_url: string | null;
  streaming_requires_login: number;
}

/**
 * Conferences of the tenant matching `where` (SQL over alias `c`), ordered by start time,
 * with rooms, seating, tags and speakers.
 */
export function loadConferences(
  d: Deps,
  s: Scope,
  where: string,
  params: Record<string, unknown> = {},
  limit?: number,
): (ConferenceSummary & { _row: ConferenceRow })[] {
  const rows = d
    .sql(
      `SELECT c.*, tp.slug AS topic, ${tcol('ci', 'title')}, ${tcol('ci', 'summary')}, ${tcol('ci', 'description')}
       FROM conferences c LEFT JOIN topics tp ON tp.id = c.topic_id ${tjoin('conference_i18n', 'conference_id', 'c.id', 'ci')}
       WHERE c.tenant = @tenant AND (${where || '1'})
       ORDER BY c.starts_ts, c.venue_id, c.id ${limit ? 'LIMIT ' + Number(limit) : ''}`,
    )
    .all({ ...s, ...params }) as ConferenceRow[];
  const ids = rows.map((r) => r.id);
  const idsJson = JSON.stringify(ids);
  const rooms = groupBy(
    d
      .sql(
        `SELECT cr.conference_id AS owner, r.id, ${tcol('ri', 'name')}, cr.seats_total, cr.seats_occupied
         FROM conference_rooms cr JOIN rooms r ON r.id = cr.room_id ${tjoin('room_i18n', 'room_id', 'r.id', 'ri')}
         WHERE cr.conference_id IN (SELECT value FROM json_each(@ids)) ORDER BY r.position`,
      )
      .all({ ...s, ids: idsJson }) as { owner: number; id: number; name: string; seats_total: number; seats_occupied: number }[],
    (r): ConferenceRoom => ({ id: r.id, name: r.name, seating: { occupied: r.seats_occupied, total: r.seats_total } }),
  );
  const speakers = groupBy(
    d
      .sql(
        `SELECT cs.conference_id AS owner, ${SPEAKER_COLUMNS}
         FROM conference_speakers cs JOIN speakers s ON s.id = cs.speaker_id ${SPEAKER_I18N}
         WHERE cs.conference_id IN (SELECT value FROM json_each(@ids)) ORDER BY cs.position`,
      )
      .all({ ...s, ids: idsJson }) as (SpeakerRow & { owner: number })[],
    (r) => toSpeakerSummary(d, r),
  );
  const tags = tagsOf(d, s, 'conference_tags', 'conference_id', ids);
  const today = d.today(s.tenant);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    format: r.format,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    date: r.local_date,
    venueId: r.venue_id,
    trackId: r.track_id,
    topic: r.topic,
    edition: r.edition,
    past: r.local_date < today,
    featured: r.featured === 1,
    registrationRequired: r.registration_required === 1,
    rooms: rooms.get(r.id) ?? [],
    tags: tags.get(r.id) ?? [],
    speakers: speakers.get(r.id) ?? [],
    _row: r,
  }));
}

/** Strips the internal row from loadConferences' items. */
export function summaries(list: ReturnType<typeof loadConferences>): ConferenceSummary[] {
  return list.map(({ _row, ...c }) => {
    void _row;
    return c;
  });
}

/** One conference with description, files and streaming; by slug or numeric id. */
export function loadConference(d: Deps, s: Scope, idOrSlug: string): Conference | null {
  const byId = /^\d+$/.test(idOrSlug);
  const [c] = loadConferences(d, s, byId ? 'c.id = @key' : 'c.slug = @key', { key: byId ? Number(idOrSlug) : idOrSlug });
  if (!c) return null;
  const { _row: r, ...summary } = c;
  const files = d
    .sql(
      `SELECT f.id, f.url, f.gate, f.mime, f.size_kb, ${tcol('fi', 'name')}
       FROM conference_files f ${tjoin('conference_file_i18n', 'file_id', 'f.id', 'fi')}
       WHERE f.conference_id = @id ORDER BY f.position`,
    )
    .all({ ...s, id: c.id }) as { id: number; url: string; gate: AccessGate; mime: string; size_kb: number; name: string }[];
  const p = d.sql('SELECT stream_gate, stream_poster FROM conference_participation WHERE conference_id = ?').get(c.id) as
    | { stream_gate: AccessGate | null; stream_poster: string | null }
    | undefined;
  const streamGate: AccessGate = p?.stream_gate ?? (r.streaming_requires_login === 1 ? 'login' : 'public');
  return {
    ...summary,
    description: r.description,
    // A gated file has no public address in a public answer (GET /conferences/{id}/files/{fileId}).
    files: files.map((f) => ({
      id: f.id,
      name: f.name,
      type: f.mime,
      sizeKb: f.size_kb,
      gate: f.gate,
      requiresLogin: f.gate !== 'public',
      ...(f.gate === 'public' ? { url: d.media(f.url)! } : {}),
    })),
    streaming:
      r.streaming_provider && r.streaming_url
        ? streamingOf(r.streaming_provider, r.streaming_url, streamGate, d.media(p?.stream_poster ?? null))
        : null,
    questionsEnabled: r.questions_enabled === 1,
  };
}

/** The public view of a stream: the embed URL only when anyone may watch. */
export function streamingOf(provider: 'youtube' | 'vimeo', url: string, gate: AccessGate, poster: string | null): Streaming {
  return { provider, gate, requiresLogin: gate !== 'public', poster, ...(gate === 'public' ? { url } : {}) };
}

/** The tenant's current edition year. */
export function currentEdition(d: Deps, tenant: string): number {
  const row = d.sql('SELECT edition FROM events WHERE tenant = ?').get(tenant) as { edition: number } | undefined;
  return row?.edition ?? 0;
}
