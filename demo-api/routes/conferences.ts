/**
 * /conferences/all, /featured, /next, /tags, /{slug}, /{slug}/details, /{id}/speakers,
 * /{id}/rooms-seating. Lists leave out breaks (format "break"); the agenda (/schedule) has them.
 */
import type { FastifyInstance } from 'fastify';
import type { ConferenceRoom, RoomsSeating } from '../../lib/api/schemas';
import { intQuery, strQuery, type Deps } from '../deps';
import { notFound, unprocessable } from '../errors';
import {
  SPEAKER_COLUMNS,
  SPEAKER_I18N,
  currentEdition,
  loadConference,
  loadConferences,
  speakersWithTags,
  summaries,
  tagList,
  type Scope,
  type SpeakerRow,
} from '../queries';

export const NEXT_LIMIT = 6;

export function conferenceRoutes(app: FastifyInstance, d: Deps) {
  const scope = (req: { tenant: { key: string }; locale: Scope['locale'] }): Scope => ({ tenant: req.tenant.key, locale: req.locale });

  /**
   * ?when=upcoming|past|today|all, ?edition=current|all|<year>, ?venue_id=, ?tag=, ?topic=, ?date=YYYY-MM-DD.
   * Default: the current edition. `when=past` looks at every edition unless `edition` is given.
   */
  app.get('/conferences/all', async (req) => {
    const s = scope(req);
    const q = req.query;
    const when = strQuery(q, 'when', ['upcoming', 'past', 'today', 'all'] as const) ?? 'all';
    const editionParam = strQuery(q, 'edition') ?? (when === 'past' ? 'all' : 'current');
    if (editionParam !== 'current' && editionParam !== 'all' && !/^\d{4}$/.test(editionParam)) {
      throw unprocessable({ edition: ['validation.in'] });
    }
    const date = strQuery(q, 'date');
    if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      throw unprocessable({ date: ['validation.date'] });
    }
    const where = ["c.format <> 'break'"];
    const params: Record<string, unknown> = { today: d.today() };
    if (editionParam !== 'all') {
      where.push('c.edition = @edition');
      params.edition = editionParam === 'current' ? currentEdition(d, s.tenant) : Number(editionParam);
    }
    if (when === 'upcoming') where.push('c.local_date >= @today');
    if (when === 'past') where.push('c.local_date < @today');
    if (when === 'today') where.push('c.local_date = @today');
    if (date) {
      where.push('c.local_date = @date');
      params.date = date;
    }
    const venue = intQuery(q, 'venue_id');
    if (venue !== undefined) {
      where.push('c.venue_id = @venue');
      params.venue = venue;
    }
    const tag = strQuery(q, 'tag');
    if (tag) {
      where.push('EXISTS (SELECT 1 FROM conference_tags ct JOIN tags tg ON tg.id = ct.tag_id WHERE ct.conference_id = c.id AND tg.slug = @tag)');
      params.tag = tag;
    }
    const topic = strQuery(q, 'topic');
    if (topic) {
      where.push('c.topic_id = (SELECT id FROM topics WHERE tenant = @tenant AND slug = @topic)');
      params.topic = topic;
    }
    const list = loadConferences(d, s, where.join(' AND '), params);
    return summaries(when === 'past' ? list.reverse() : list);
  });

  app.get('/conferences/featured', async (req) => {
    const s = scope(req);
    const venue = intQuery(req.query, 'venue_id');
    return summaries(
      loadConferences(d, s, 'c.featured = 1 AND c.edition = @edition AND (@venue IS NULL OR c.venue_id = @venue)', {
        edition: currentEdition(d, s.tenant),
        venue: venue ?? null,
      }),
    );
  });

  /** The next conferences from today on (by day, so the answer changes at most once a day). */
  app.get('/conferences/next', async (req) => {
    const s = scope(req);
    const limit = intQuery(req.query, 'limit', { max: 50 }) ?? NEXT_LIMIT;
    const venue = intQuery(req.query, 'venue_id');
    return summaries(
      loadConferences(
        d,
        s,
        "c.format NOT IN ('break', 'networking') AND c.local_date >= @today AND (@venue IS NULL OR c.venue_id = @venue)",
        { today: d.today(), venue: venue ?? null },
        limit,
      ),
    );
  });

  app.get('/conferences/tags', async (req) => tagList(d, scope(req), 'conference'));

  const detail = async (req: { tenant: { key: string }; locale: Scope['locale']; params: { key: string } }) => {
    const c = loadConference(d, scope(req), req.params.key);
    if (!c) throw notFound('Conference not found');
    return c;
  };
  app.get<{ Params: { key: string } }>('/conferences/:key', detail);
  app.get<{ Params: { key: string } }>('/conferences/:key/details', detail);

  app.get<{ Params: { key: string } }>('/conferences/:key/speakers', async (req) => {
    const s = scope(req);
    const c = loadConference(d, s, req.params.key);
    if (!c) throw notFound('Conference not found');
    const rows = d
      .sql(
        `SELECT ${SPEAKER_COLUMNS} FROM conference_speakers cs JOIN speakers s ON s.id = cs.speaker_id ${SPEAKER_I18N}
         WHERE cs.conference_id = @id ORDER BY cs.position`,
      )
      .all({ ...s, id: c.id }) as SpeakerRow[];
    return speakersWithTags(d, s, rows);
  });

  app.get<{ Params: { key: string } }>('/conferences/:key/rooms-seating', async (req) => {
    const c = loadConference(d, scope(req), req.params.key);
    if (!c) throw notFound('Conference not found');
    return roomsSeating(c.id, c.rooms);
  });
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
