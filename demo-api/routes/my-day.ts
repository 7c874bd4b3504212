/**
 * "My day" (issue 16): starred sessions, the attendee's timeline data and its secret calendar
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
 * in an access log.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  CALENDAR_FEED_HEADER,
  mergeFavoritesBodySchema,
  type CalendarFeedSecret,
  type CalendarFeedStatus,
  type Favorites,
  type MyDayData,
  type MyDayMeeting,
  type MyDaySession,
} from '../../lib/api/schemas/my-day';
import type { Locale } from '../../lib/tenants/schema';
import { requireCustomer, sha256 } from '../auth';
import type { DB } from '../db';
import { tcol, tjoin } from '../db';
import type { Deps } from '../deps';
import { ApiError, notFound, parseBody } from '../errors';
import { localised } from '../networking-texts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS favorites (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  conference_id INTEGER NOT NULL REFERENCES conferences(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, conference_id)
);
CREATE TABLE IF NOT EXISTS calendar_feeds (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  tenant TEXT NOT NULL,
  secret_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
`;

export function installMyDaySchema(db: DB) {
  db.exec(SCHEMA);
}

const nowIso = (d: Deps) => new Date(d.clock()).toISOString();

function favoritesOf(d: Deps, customerId: number): Favorites {
  const rows = d.sql('SELECT conference_id AS id FROM favorites WHERE customer_id = ? ORDER BY conference_id').all(customerId) as { id: number }[];
  return { conferenceIds: rows.map((r) => r.id) };
}

/** The ids among `ids` that are sessions of this tenant. */
function sessionsOfTenant(d: Deps, tenant: string, ids: number[]): number[] {
  if (ids.length === 0) return [];
  const marks = ids.map(() => '?').join(',');
  return (d.sql(`SELECT id FROM conferences WHERE tenant = ? AND id IN (${marks})`).all(tenant, ...ids) as { id: number }[]).map((r) => r.id);
}

function conferenceIdParam(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw favoriteNotFound();
  return Number(raw);
}

const favoriteNotFound = () => new ApiError(404, { message: 'Session not found', errors: { conferenceId: ['favorites.not_found'] } });

interface SessionRow {
  id: number;
  slug: string;
  title: string;
  starts_at: string;
  ends_at: string;
  venue: string | null;
  registered_room: string | null;
  registered_room_id: number | null;
  registered: number;
  starred: number;
}

/** The confirmed registrations and the stars of a customer, each session once, by start. */
function sessionsFor(d: Deps, tenant: string, customerId: number, locale: Locale): MyDaySession[] {
  const rows = d
    .sql(
      `SELECT c.id, c.slug, c.starts_at, c.ends_at, ${tcol('ct', 'title')}, ${tcol('vt', 'name', 'venue')},
         ${tcol('rt', 'name', 'registered_room')}, r.room_id AS registered_room_id,
         (r.id IS NOT NULL) AS registered, (f.conference_id IS NOT NULL) AS starred
       FROM conferences c
       LEFT JOIN registrations r ON r.conference_id = c.id AND r.customer_id = @customer AND r.status = 'confirmed'
       LEFT JOIN favorites f ON f.conference_id = c.id AND f.customer_id = @customer
       ${tjoin('conference_i18n', 'conference_id', 'c.id', 'ct')}
       ${tjoin('venue_i18n', 'venue_id', 'c.venue_id', 'vt')}
       ${tjoin('room_i18n', 'room_id', 'r.room_id', 'rt')}
       WHERE c.tenant = @tenant AND (r.id IS NOT NULL OR f.conference_id IS NOT NULL)
       ORDER BY c.starts_ts, c.id`,
    )
    .all({ customer: customerId, tenant, locale }) as SessionRow[];
  const roomsOf = d.sql(
    `SELECT ${tcol('rt', 'name')} FROM conference_rooms cr ${tjoin('room_i18n', 'room_id', 'cr.room_id', 'rt')}
     WHERE cr.conference_id = @conference ORDER BY cr.room_id`,
  );
  return rows.map((r) => {
    const rooms = r.registered ? [] : (roomsOf.all({ conference: r.id, locale }) as { name: string }[]).map((x) => x.name);
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      room: r.registered ? r.registered_room : rooms.length > 0 ? rooms.join(', ') : null,
      roomId: r.registered ? r.registered_room_id : null,
      venue: r.venue,
      registered: r.registered === 1,
      starred: r.starred === 1,
    };
  });
}

interface MeetingRow {
  id: number;
  conference_id: number;
  name: string;
  starts_at: string;
  ends_at: string;
  room: string | null;
  conference: string;
  other_name: string;
  other_surname: string;
}

/** The customer's accepted networking meetings that have a time, by start. */
function meetingsFor(d: Deps, tenant: string, customerId: number, locale: Locale): MyDayMeeting[] {
  // networking_requests exists once the networking routes have installed their schema.
  const installed = d.sql("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'networking_requests'").get();
  if (!installed) return [];
  const rows = d
    .sql(
      `SELECT q.id, q.conference_id, q.name, q.starts_at, q.ends_at, nr.name AS room, nc.name AS conference,
         o.name AS other_name, o.surname AS other_surname
       FROM networking_requests q
       JOIN networking_conferences nc ON nc.id = q.conference_id
       LEFT JOIN networking_rooms nr ON nr.id = q.room_id
       JOIN customers o ON o.id = CASE WHEN q.requester_id = @customer THEN q.receiver_id ELSE q.requester_id END
       WHERE q.tenant = @tenant AND q.status = 'validated' AND q.starts_at IS NOT NULL AND q.ends_at IS NOT NULL
         AND (q.requester_id = @customer OR q.receiver_id = @customer)
       ORDER BY q.starts_ms, q.id`,
    )
    .all({ customer: customerId, tenant }) as MeetingRow[];
  return rows.map((r) => ({
    id: r.id,
    conferenceId: r.conference_id,
    name: r.name,
    with: [r.other_name, r.other_surname].filter(Boolean).join(' '),
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    room: r.room === null ? null : localised(r.room, locale),
    venue: localised(r.conference, locale),
  }));
}

export function myDayOf(d: Deps, tenant: string, customerId: number, locale: Locale): MyDayData {
  return { sessions: sessionsFor(d, tenant, customerId, locale), meetings: meetingsFor(d, tenant, customerId, locale) };
}

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
    if (sessionsOfTenant(d, req.tenant.key, [id]).length === 0) throw favoriteNotFound();
    d.sql('INSERT OR IGNORE INTO favorites (customer_id, conference_id, created_at) VALUES (?, ?, ?)').run(c.id, id, nowIso(d));
    noStore(reply);
    return favoritesOf(d, c.id);
  });

  app.delete<{ Params: { id: string } }>('/customer/favorites/:id', async (req, reply) => {
    const c = requireCustomer(d, req);
    const id = conferenceIdParam(req.params.id);
    d.sql('DELETE FROM favorites WHERE customer_id = ? AND conference_id = ?').run(c.id, id);
    noStore(reply);
    return favoritesOf(d, c.id);
  });

  app.post('/customer/favorites', async (req, reply) => {
    const c = requireCustomer(d, req);
    const body = parseBody(mergeFavoritesBodySchema, req.body);
    const ids = sessionsOfTenant(d, req.tenant.key, [...new Set(body.conferenceIds)]);
    const insert = d.sql('INSERT OR IGNORE INTO favorites (customer_id, conference_id, created_at) VALUES (?, ?, ?)');
    const at = nowIso(d);
    d.db.transaction(() => ids.forEach((id) => insert.run(c.id, id, at)))();
    noStore(reply);
    return favoritesOf(d, c.id);
  });

  app.get('/customer/my-day', async (req, reply) => {
    const c = requireCustomer(d, req);
    noStore(reply);
    return myDayOf(d, req.tenant.key, c.id, req.locale);
  });

  app.get('/customer/calendar-feed', async (req, reply) => {
    const c = requireCustomer(d, req);
    const row = d.sql('SELECT created_at FROM calendar_feeds WHERE customer_id = ?').get(c.id) as { created_at: string } | undefined;
    noStore(reply);
    const body: CalendarFeedStatus = { active: !!row, createdAt: row?.created_at ?? null };
    return body;
  });

  app.post('/customer/calendar-feed', async (req, reply) => {
    const c = requireCustomer(d, req);
    const secret = crypto.randomBytes(32).toString('base64url');
    const createdAt = nowIso(d);
    // One secret per attendee: renewing replaces the row, so the earlier URL answers 404 at once.
    d.sql(
      `INSERT INTO calendar_feeds (customer_id, tenant, secret_hash, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET tenant = excluded.tenant, secret_hash = excluded.secret_hash, created_at = excluded.created_at`,
    ).run(c.id, req.tenant.key, sha256(secret), createdAt);
    const body: CalendarFeedSecret = { secret, createdAt };
    return noStore(reply).code(201).send(body);
  });

  app.delete('/customer/calendar-feed', async (req, reply) => {
    const c = requireCustomer(d, req);
    d.sql('DELETE FROM calendar_feeds WHERE customer_id = ?').run(c.id);
    return noStore(reply).code(204).send();
  });

  app.get('/calendar-feed/my-day', async (req, reply) => {
    const raw = req.headers[CALENDAR_FEED_HEADER.toLowerCase()];
    const secret = typeof raw === 'string' ? raw : '';
    if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) throw notFound('Calendar feed not found');
    const row = d.sql('SELECT customer_id FROM calendar_feeds WHERE secret_hash = ? AND tenant = ?').get(sha256(secret), req.tenant.key) as
      | { customer_id: number }
      | undefined;
    if (!row) throw notFound('Calendar feed not found');
    noStore(reply);
    return myDayOf(d, req.tenant.key, row.customer_id, req.locale);
  });
}
