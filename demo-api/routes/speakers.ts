/** /conferences/speakers, /conferences/speakers/tags, /conferences/speakers/{id or slug} */
import type { FastifyInstance } from 'fastify';
import type { SpeakerDetail } from '../../lib/api/schemas';
import { strQuery, type Deps } from '../deps';
import { notFound } from '../errors';
import { SPEAKER_COLUMNS, SPEAKER_I18N, loadConferences, speakersWithTags, tagList, type Scope, type SpeakerRow } from '../queries';

export function speakerRoutes(app: FastifyInstance, d: Deps) {
  const scope = (req: { tenant: { key: string }; locale: Scope['locale'] }): Scope => ({ tenant: req.tenant.key, locale: req.locale });

  app.get('/conferences/speakers', async (req) => {
    const s = scope(req);
    const tag = strQuery(req.query, 'tag') ?? null;
    const rows = d
      .sql(
        `SELECT ${SPEAKER_COLUMNS} FROM speakers s ${SPEAKER_I18N}
         WHERE s.tenant = @tenant AND (@tag IS NULL OR EXISTS (
           SELECT 1 FROM speaker_tags st JOIN tags tg ON tg.id = st.tag_id WHERE st.speaker_id = s.id AND tg.slug = @tag))
         ORDER BY s.position`,
      )
      .all({ ...s, tag }) as SpeakerRow[];
    return speakersWithTags(d, s, rows);
  });

  app.get('/conferences/speakers/tags', async (req) => tagList(d, scope(req), 'speaker'));

  app.get<{ Params: { key: string } }>('/conferences/speakers/:key', async (req) => {
    const s = scope(req);
    const key = req.params.key;
    const byId = /^\d+$/.test(key);
    const row = d
      .sql(`SELECT ${SPEAKER_COLUMNS} FROM speakers s ${SPEAKER_I18N} WHERE s.tenant = @tenant AND ${byId ? 's.id' : 's.slug'} = @key`)
      .get({ ...s, key: byId ? Number(key) : key }) as SpeakerRow | undefined;
    if (!row) throw notFound('Speaker not found');
    const conferences = loadConferences(d, s, 'c.id IN (SELECT conference_id FROM conference_speakers WHERE speaker_id = @speaker)', {
      speaker: row.id,
    });
    const body: SpeakerDetail = {
      ...speakersWithTags(d, s, [row])[0]!,
      bio: row.bio,
      links: { twitter: row.twitter, linkedin: row.linkedin, website: row.website },
      conferences: conferences.map((c) => ({ id: c.id, slug: c.slug, title: c.title, startsAt: c.startsAt, endsAt: c.endsAt, venueId: c.venueId })),
    };
    return body;
  });
}
