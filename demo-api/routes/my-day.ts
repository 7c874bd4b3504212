/**
 * "My day": starred sessions, the attendee's timeline data and its secret calendar
 * feed. The contract is lib/api/schemas/my-day.ts.
 *
 *   GET    /customer/favorites                    signed in → Favorites
 *   PUT    /customer/favorites/{conferenceId}     signed in → Favorites (star; idempotent)
 *   DELETE /customer/favorites/{conferenceId}     signed in → Favorites (unstar; idempotent)
 *   POST   /customer/favorites {conferenceIds}    signed in → Favorites (merge the browser's stars)
 *   GET    /customer/my-day                       signed in → MyDayData
 *   GET    /customer/calendar-feed                signed in → CalendarFeedStatus
 *   POST   /customer/calendar-feed                signed in → 201 CalendarFeedSecret (renews)
 *   DELETE /customer/calendar-feed                signed in → 204 (revokes)
 *   GET    /calendar-feed/my-day                  X-Calendar-Feed: <secret> → MyDayData | 404
 *
 * The feed's secret is 256 random bits; only its SHA-256 is stored, so a copy of the database
 * does not hand out anyone's calendar. It travels in a header, not the path, so it never lands
 * in an access log. Rules in ../my-day.ts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CALENDAR_FEED_HEADER, mergeFavoritesBodySchema } from '../../lib/api/schemas/my-day';
import { requireCustomer } from '../auth';
import type { Deps } from '../deps';
import { parseBody } from '../errors';
import {
  calendarFeedCustomer,
  calendarFeedStatus,
  conferenceIdParam,
  favoritesOf,
  installMyDaySchema,
  mergeStars,
  myDayOf,
  renewCalendarFeed,
  revokeCalendarFeed,
  star,
  unstar,
} from '../my-day';

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');

export function myDayRoutes(app: FastifyInstance, d: Deps) {
  installMyDaySchema(d.db);

  app.get('/customer/favorites', async (req, reply) => {
    const c = requireCustomer(d, req);
    noStore(reply);
    return favoritesOf(d, c.id);
  });

  app.put<{ Params: { id: string } }>('/customer/favorites/:id', async (req, reply) => {
    const c = requireCustomer(d, req);
    const id = conferenceIdParam(req.params.id);
    const favorites = star(d, req.tenant.key, c.id, id);
    noStore(reply);
    return favorites;
  });

  app.delete<{ Params: { id: string } }>('/customer/favorites/:id', async (req, reply) => {
    const c = requireCustomer(d, req);
    const favorites = unstar(d, c.id, conferenceIdParam(req.params.id));
    noStore(reply);
    return favorites;
  });

  app.post('/customer/favorites', async (req, reply) => {
    const c = requireCustomer(d, req);
    const body = parseBody(mergeFavoritesBodySchema, req.body);
    const favorites = mergeStars(d, req.tenant.key, c.id, body.conferenceIds);
    noStore(reply);
    return favorites;
  });

  app.get('/customer/my-day', async (req, reply) => {
    const c = requireCustomer(d, req);
    noStore(reply);
    return myDayOf(d, req.tenant.key, c.id, req.locale);
  });

  app.get('/customer/calendar-feed', async (req, reply) => {
    const c = requireCustomer(d, req);
    noStore(reply);
    return calendarFeedStatus(d, c.id);
  });

  app.post('/customer/calendar-feed', async (req, reply) => {
    const c = requireCustomer(d, req);
    const body = renewCalendarFeed(d, req.tenant.key, c.id);
    return noStore(reply).code(201).send(body);
  });

  app.delete('/customer/calendar-feed', async (req, reply) => {
    const c = requireCustomer(d, req);
    revokeCalendarFeed(d, c.id);
    return noStore(reply).code(204).send();
  });

  app.get('/calendar-feed/my-day', async (req, reply) => {
    const raw = req.headers[CALENDAR_FEED_HEADER.toLowerCase()];
    const secret = typeof raw === 'string' ? raw : '';
    const customerId = calendarFeedCustomer(d, req.tenant.key, secret);
    noStore(reply);
    return myDayOf(d, req.tenant.key, customerId, req.locale);
  });
}
