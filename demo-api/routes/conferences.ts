/**
 * /conferences/all, /featured, /next, /tags, /{slug}, /{slug}/details, /{id}/speakers,
 * /{id}/rooms-seating; rules in ../conferences.ts
 */
import type { FastifyInstance } from 'fastify';
import { NEXT_LIMIT, conferenceDetail, conferenceList, conferenceSpeakers, featuredConferences, nextConferences, roomsSeating } from '../conferences';
import { intQuery, strQuery, type Deps } from '../deps';
import { scopeOf, tagList } from '../queries';

export function conferenceRoutes(app: FastifyInstance, d: Deps) {
  /**
   * ?when=upcoming|past|today|all, ?edition=current|all|<year>, ?venue_id=, ?tag=, ?topic=, ?date=YYYY-MM-DD.
   * Default: the current edition. `when=past` looks at every edition unless `edition` is given.
   */
  app.get('/conferences/all', async (req) => {
    const q = req.query;
    const when = strQuery(q, 'when', ['upcoming', 'past', 'today', 'all'] as const) ?? 'all';
    return conferenceList(d, scopeOf(req), {
      when,
      edition: strQuery(q, 'edition') ?? (when === 'past' ? 'all' : 'current'),
      date: strQuery(q, 'date'),
      venue: intQuery(q, 'venue_id'),
      tag: strQuery(q, 'tag'),
      topic: strQuery(q, 'topic'),
    });
  });

  app.get('/conferences/featured', async (req) => featuredConferences(d, scopeOf(req), intQuery(req.query, 'venue_id') ?? null));

  app.get('/conferences/next', async (req) =>
    nextConferences(d, scopeOf(req), intQuery(req.query, 'limit', { max: 50 }) ?? NEXT_LIMIT, intQuery(req.query, 'venue_id') ?? null),
  );

  app.get('/conferences/tags', async (req) => tagList(d, scopeOf(req), 'conference'));

  const detail = async (req: Parameters<typeof scopeOf>[0] & { params: { key: string } }) => conferenceDetail(d, scopeOf(req), req.params.key);
  app.get<{ Params: { key: string } }>('/conferences/:key', detail);
  app.get<{ Params: { key: string } }>('/conferences/:key/details', detail);

  app.get<{ Params: { key: string } }>('/conferences/:key/speakers', async (req) => conferenceSpeakers(d, scopeOf(req), req.params.key));

  app.get<{ Params: { key: string } }>('/conferences/:key/rooms-seating', async (req) => {
    const c = conferenceDetail(d, scopeOf(req), req.params.key);
    return roomsSeating(c.id, c.rooms);
  });
}
