/**
 * /schedule, /schedule/splits, /schedule/venues, /schedule/tags, /schedule/rooms,
 * /schedule/topics[/{slug}], /schedule/tracks[/{id}] — the current edition's agenda.
 */
import type { FastifyInstance } from 'fastify';
import type { Room, ScheduleDay, Topic, TopicDetail, Track, TrackDetail, Venue } from '../../lib/api/schemas';
import { tcol, tjoin } from '../db';
import { intQuery, strQuery, type Deps } from '../deps';
import { notFound } from '../errors';
import { currentEdition, loadConferences, summaries, tagList, type Scope } from '../queries';

export function scheduleRoutes(app: FastifyInstance, d: Deps) {
  const scope = (req: { tenant: { key: string }; locale: Scope['locale'] }): Scope => ({ tenant: req.tenant.key, locale: req.locale });

  app.get('/schedule/venues', async (req) => {
    const venues = d
      .sql(`SELECT v.id, ${tcol('t', 'name')} FROM venues v ${tjoin('venue_i18n', 'venue_id', 'v.id', 't')} WHERE v.tenant = @tenant ORDER BY v.position`)
      .all(scope(req)) as Venue[];
    return venues;
  });

  /** ?venue_id= and ?tag= filter; every day of the edition is listed, even if the filter empties it. */
  app.get('/schedule', async (req) => {
    const s = scope(req);
    const venue = intQuery(req.query, 'venue_id') ?? null;
    const tag = strQuery(req.query, 'tag') ?? null;
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
    const out: ScheduleDay[] = days.map((date) => ({ date, conferences: list.filter((c) => c.date === date) }));
    return out;
  });

  app.get('/schedule/splits', async (req) => {
    const s = scope(req);
    const venue = intQuery(req.query, 'venue_id') ?? null;
    return d
      .sql(
        `SELECT local_date AS date, count(*) AS conferences FROM conferences
         WHERE tenant = @tenant AND edition = @edition AND (@venue IS NULL OR venue_id = @venue)
         GROUP BY local_date ORDER BY local_date`,
      )
      .all({ ...s, edition: currentEdition(d, s.tenant), venue });
  });

  app.get('/schedule/tags', async (req) => {
    const s = scope(req);
    return tagList(d, s, 'conference', 'AND l.conference_id IN (SELECT id FROM conferences WHERE tenant = @tenant AND edition = @edition)', {
      edition: currentEdition(d, s.tenant),
    });
  });

  app.get('/schedule/rooms', async (req) => {
    const venue = intQuery(req.query, 'venue_id') ?? null;
    const rooms = d
      .sql(
        `SELECT r.id, ${tcol('t', 'name')}, r.venue_id AS venueId, r.capacity FROM rooms r ${tjoin('room_i18n', 'room_id', 'r.id', 't')}
         JOIN venues v ON v.id = r.venue_id
         WHERE r.tenant = @tenant AND (@venue IS NULL OR r.venue_id = @venue) ORDER BY v.position, r.position`,
      )
      .all({ ...scope(req), venue }) as Room[];
    return rooms;
  });

  const TOPIC_SELECT = `SELECT tp.id, tp.slug, tp.color, ${tcol('t', 'name')}, ${tcol('t', 'description')}
    FROM topics tp ${tjoin('topic_i18n', 'topic_id', 'tp.id', 't')} WHERE tp.tenant = @tenant`;

  app.get('/schedule/topics', async (req) => d.sql(`${TOPIC_SELECT} ORDER BY tp.position`).all(scope(req)) as Topic[]);

  app.get<{ Params: { slug: string } }>('/schedule/topics/:slug', async (req) => {
    const s = scope(req);
    const topic = d.sql(`${TOPIC_SELECT} AND tp.slug = @slug`).get({ ...s, slug: req.params.slug }) as Topic | undefined;
    if (!topic) throw notFound('Topic not found');
    const conferences = summaries(
      loadConferences(d, s, 'c.topic_id = @topic AND c.edition = @edition', { topic: topic.id, edition: currentEdition(d, s.tenant) }),
    );
    const body: TopicDetail = { ...topic, conferences };
    return body;
  });

  const TRACK_SELECT = `SELECT tr.id, tr.slug, tr.color, ${tcol('t', 'name')}, ${tcol('t', 'description')}
    FROM tracks tr ${tjoin('track_i18n', 'track_id', 'tr.id', 't')} WHERE tr.tenant = @tenant`;

  app.get('/schedule/tracks', async (req) => d.sql(`${TRACK_SELECT} ORDER BY tr.position`).all(scope(req)) as Track[]);

  app.get<{ Params: { key: string } }>('/schedule/tracks/:key', async (req) => {
    const s = scope(req);
    const key = req.params.key;
    const byId = /^\d+$/.test(key);
    const track = d.sql(`${TRACK_SELECT} AND ${byId ? 'tr.id' : 'tr.slug'} = @key`).get({ ...s, key: byId ? Number(key) : key }) as Track | undefined;
    if (!track) throw notFound('Track not found');
    const conferences = summaries(
      loadConferences(d, s, 'c.track_id = @track AND c.edition = @edition', { track: track.id, edition: currentEdition(d, s.tenant) }),
    );
    const body: TrackDetail = { ...track, conferences };
    return body;
  });
}
