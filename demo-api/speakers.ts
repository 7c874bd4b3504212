/**
 * The speakers' rules (/conferences/speakers…): the list, filtered by tag, in the tenant's order,
 * and one speaker by id or slug with their sessions. The routes (routes/speakers.ts) only read
 * the request and call these.
 */
import type { SpeakerDetail } from '../lib/api/schemas';
import type { Deps } from './deps';
import { notFound } from './errors';
import { SPEAKER_COLUMNS, SPEAKER_I18N, loadConferences, speakersWithTags, type Scope, type SpeakerRow } from './queries';

/** The tenant's speakers in their order, only those with `tag` (a tag slug) when one is given. */
export function speakerList(d: Deps, s: Scope, tag: string | null) {
  const rows = d
    .sql(
      `SELECT ${SPEAKER_COLUMNS} FROM speakers s ${SPEAKER_I18N}
       WHERE s.tenant = @tenant AND (@tag IS NULL OR EXISTS (
         SELECT 1 FROM speaker_tags st JOIN tags tg ON tg.id = st.tag_id WHERE st.speaker_id = s.id AND tg.slug = @tag))
       ORDER BY s.position`,
    )
    .all({ ...s, tag }) as SpeakerRow[];
  return speakersWithTags(d, s, rows);
}

/** One speaker by id (digits) or slug, with their bio, links and sessions; 404 when there is none. */
export function speakerDetail(d: Deps, s: Scope, key: string): SpeakerDetail {
  const byId = /^\d+$/.test(key);
  const row = d
    .sql(`SELECT ${SPEAKER_COLUMNS} FROM speakers s ${SPEAKER_I18N} WHERE s.tenant = @tenant AND ${byId ? 's.id' : 's.slug'} = @key`)
    .get({ ...s, key: byId ? Number(key) : key }) as SpeakerRow | undefined;
  if (!row) throw notFound('Speaker not found');
  const conferences = loadConferences(d, s, 'c.id IN (SELECT conference_id FROM conference_speakers WHERE speaker_id = @speaker)', {
    speaker: row.id,
  });
  return {
    ...speakersWithTags(d, s, [row])[0]!,
    bio: row.bio,
    links: { twitter: row.twitter, linkedin: row.linkedin, website: row.website },
    conferences: conferences.map((c) => ({ id: c.id, slug: c.slug, title: c.title, startsAt: c.startsAt, endsAt: c.endsAt, venueId: c.venueId })),
  };
}
