/**
 * "My day"'s rules: stars per account, the attendee's timeline data (confirmed
 * registrations, stars, timed accepted meetings) and the secret calendar feed, stored hashed.
 * The routes (routes/my-day.ts) check the token and call these.
 */
import crypto from 'node:crypto';
import type { CalendarFeedSecret, CalendarFeedStatus, Favorites, MyDayData, MyDayMeeting, MyDaySession } from '../lib/api/schemas/my-day';
import type { Locale } from '../lib/tenants/schema';
import { sha256 } from './auth';
import type { DB } from './db';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { ApiError, notFound } from './errors';
import { localised } from './networking-texts';

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

export function favoritesOf(d: Deps, customerId: number): Favorites {
  const rows = d.sql('SELECT conference_id AS id FROM favorites WHERE customer_id = ? ORDER BY conference_id').all(customerId) as { id: number }[];
  return { conferenceIds: rows.map((r) => r.id) };
}

/** The ids among `ids` that are sessions of this tenant. */
export function sessionsOfTenant(d: Deps, tenant: string, ids: number[]): number[] {
  if (ids.length === 0) return [];
  const marks = ids.map(() => '?').join(',');
  return (d.sql(`SELECT id FROM conferences WHERE tenant = ? AND id IN (${marks})`).all(tenant, ...ids) as { id: number }[]).map((r) => r.id);
}

export function conferenceIdParam(raw: string): number {
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

/** Stars a session of this tenant (idempotent); another tenant's or none: 404 favorites.not_found. */
export function star(d: Deps, tenant: string, customerId: number, id: number): Favorites {
  if (sessionsOfTenant(d, tenant, [id]).length === 0) throw favoriteNotFound();
  d.sql('INSERT OR IGNORE INTO favorites (customer_id, conference_id, created_at) VALUES (?, ?, ?)').run(customerId, id, nowIso(d));
  return favoritesOf(d, customerId);
}

/** Unstars a session (idempotent). */
export function unstar(d: Deps, customerId: number, id: number): Favorites {
  d.sql('DELETE FROM favorites WHERE customer_id = ? AND conference_id = ?').run(customerId, id);
  return favoritesOf(d, customerId);
}

/** Merges the browser's stars: those that are sessions of this tenant, in one transaction. */
export function mergeStars(d: Deps, tenant: string, customerId: number, conferenceIds: number[]): Favorites {
  const ids = sessionsOfTenant(d, tenant, [...new Set(conferenceIds)]);
  const insert = d.sql('INSERT OR IGNORE INTO favorites (customer_id, conference_id, created_at) VALUES (?, ?, ?)');
  const at = nowIso(d);
  d.db.transaction(() => ids.forEach((id) => insert.run(customerId, id, at)))();
  return favoritesOf(d, customerId);
}

export function calendarFeedStatus(d: Deps, customerId: number): CalendarFeedStatus {
  const row = d.sql('SELECT created_at FROM calendar_feeds WHERE customer_id = ?').get(customerId) as { created_at: string } | undefined;
  return { active: !!row, createdAt: row?.created_at ?? null };
}

/** A new secret (256 random bits, stored hashed): renewing replaces the row, so the earlier URL answers 404 at once. */
export function renewCalendarFeed(d: Deps, tenant: string, customerId: number): CalendarFeedSecret {
  const secret = crypto.randomBytes(32).toString('base64url');
  const createdAt = nowIso(d);
  d.sql(
    `INSERT INTO calendar_feeds (customer_id, tenant, secret_hash, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET tenant = excluded.tenant, secret_hash = excluded.secret_hash, created_at = excluded.created_at`,
  ).run(customerId, tenant, sha256(secret), createdAt);
  return { secret, createdAt };
}

export function revokeCalendarFeed(d: Deps, customerId: number): void {
  d.sql('DELETE FROM calendar_feeds WHERE customer_id = ?').run(customerId);
}

/** The customer a feed secret belongs to on this tenant; a malformed, revoked or unknown one: 404. */
export function calendarFeedCustomer(d: Deps, tenant: string, secret: string): number {
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) throw notFound('Calendar feed not found');
  const row = d.sql('SELECT customer_id FROM calendar_feeds WHERE secret_hash = ? AND tenant = ?').get(sha256(secret), tenant) as
    | { customer_id: number }
    | undefined;
  if (!row) throw notFound('Calendar feed not found');
  return row.customer_id;
}
