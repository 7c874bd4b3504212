/**
 * /schedule, /schedule/splits, /schedule/venues, /schedule/tags, /schedule/rooms,
 * /schedule/topics[/{slug}], /schedule/tracks[/{id}] — the current edition's agenda; rules in ../schedule.ts
 */
import type { FastifyInstance } from 'fastify';
import { intQuery, strQuery, type Deps } from '../deps';
import { scopeOf } from '../queries';
import { roomList, scheduleDays, scheduleSplits, scheduleTags, topicDetail, topicList, trackDetail, trackList, venueList } from '../schedule';

export function scheduleRoutes(app: FastifyInstance, d: Deps) {
  app.get('/schedule/venues', async (req) => venueList(d, scopeOf(req)));

  /** ?venue_id= and ?tag= filter; every day of the edition is listed, even if the filter empties it. */
  app.get('/schedule', async (req) => scheduleDays(d, scopeOf(req), intQuery(req.query, 'venue_id') ?? null, strQuery(req.query, 'tag') ?? null));

  app.get('/schedule/splits', async (req) => scheduleSplits(d, scopeOf(req), intQuery(req.query, 'venue_id') ?? null));

  app.get('/schedule/tags', async (req) => scheduleTags(d, scopeOf(req)));

  app.get('/schedule/rooms', async (req) => roomList(d, scopeOf(req), intQuery(req.query, 'venue_id') ?? null));

  app.get('/schedule/topics', async (req) => topicList(d, scopeOf(req)));

  app.get<{ Params: { slug: string } }>('/schedule/topics/:slug', async (req) => topicDetail(d, scopeOf(req), req.params.slug));

  app.get('/schedule/tracks', async (req) => trackList(d, scopeOf(req)));

  app.get<{ Params: { key: string } }>('/schedule/tracks/:key', async (req) => trackDetail(d, scopeOf(req), req.params.key));
}
