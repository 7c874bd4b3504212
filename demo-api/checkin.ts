/**
 * At the door (contract: lib/api/schemas/checkin.ts; badges: badges.ts): check-in lists, who a
 * list admits, the redeem call with its nonce, the staff link, and the per-list sync a door
 * decides offline from. Routes (routes/checkin.ts) only parse, call these and publish after the
 * commit.
 *
 * One rule per question, in one place each:
 * - who a list admits: `refusalFor` (the entrance: the in-person right; a room: a confirmed
 *   registration in that session's room, and the in-person right where the session needs a
 *   ticket). The sync's list and the counts' `expected` are that rule applied to every candidate;
 * - what a code is worth: `checkBadge` (badges.ts) and the badge's current issue;
 * - presence: one row per person and *scope* (the entrance, or one session's room), so two lists
 *   of one door (two entrance lists, say) share who is inside: a badge admitted at one is
 *   `already` at the other;
 * - a nonce is one scan: its first answer is kept and given again (with today's counts).
 * Every redeem is one `BEGIN IMMEDIATE` transaction: of two doors scanning one badge at once,
 * one is admitted and the other gets `already`.
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { customerChannel, conferenceChannel, CUSTOMER_UPDATED } from '../lib/api/schemas/realtime';
import {
  CHECKIN_EVENTS,
  CHECKIN_KEY_HEADER,
  checkinChannel,
  type CheckinAttendee,
  type CheckinCounts,
  type CheckinEntry,
  type CheckinErrorKey,
  type CheckinList,
  type CheckinListKind,
  type CheckinLists,
  type CheckinOccupancy,
  type CheckinRefusal,
  type CheckinRoomChoice,
  type CheckinScan,
  type CheckinScanned,
  type CheckinSync,
  type CreateCheckinListBody,
  type RedeemBody,
  type RedeemResult,
  type StaffLink,
} from '../lib/api/schemas/checkin';
import type { Locale, Tenant } from '../lib/tenants/schema';
import { bearerToken, requireCustomer, type CustomerRow } from './auth';
import { badgeSerial, checkBadge, installBadgeSchema, publicKeyOf } from './badges';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { hasRight } from './entitlements';
import { ApiError } from './errors';
import type { Publication } from './live';
import { sessionOf, ticketRequired } from './participation';

const CHECKIN_SCHEMA = `
CREATE TABLE IF NOT EXISTS checkin_lists (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('entrance', 'room')),
  conference_id INTEGER REFERENCES conferences(id), room_id INTEGER REFERENCES rooms(id),
  staff_key TEXT, created_at TEXT NOT NULL, closed_at TEXT,
  -- the sync's data version: moves when what a door keeps of this list changes
  version INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS checkin_lists_tenant ON checkin_lists (tenant, id);
-- Every scan, once per nonce: its answer is kept and given again to the same nonce.
CREATE TABLE IF NOT EXISTS checkin_scans (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, list_id INTEGER NOT NULL REFERENCES checkin_lists(id),
  nonce TEXT NOT NULL, customer_id INTEGER, direction TEXT NOT NULL, result TEXT NOT NULL, reason TEXT,
  at TEXT NOT NULL, received_at TEXT NOT NULL,
  -- the organiser who scanned; NULL: door staff through the staff link
  by_customer INTEGER, decided TEXT, answer TEXT NOT NULL,
  UNIQUE (tenant, nonce)
);
CREATE INDEX IF NOT EXISTS checkin_scans_list ON checkin_scans (list_id, id);
CREATE INDEX IF NOT EXISTS checkin_scans_customer ON checkin_scans (tenant, customer_id);
-- Who is inside, per scope ('entrance', or 'room:<conference>:<room or 0>'): the admission that stands.
CREATE TABLE IF NOT EXISTS checkin_presence (
  tenant TEXT NOT NULL, scope TEXT NOT NULL, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  inside INTEGER NOT NULL, admitted_scan INTEGER NOT NULL REFERENCES checkin_scans(id),
  PRIMARY KEY (tenant, scope, customer_id)
);
-- What each list's doors were last sent, for the delta sync.
CREATE TABLE IF NOT EXISTS checkin_snapshot (
  list_id INTEGER NOT NULL REFERENCES checkin_lists(id), customer_id INTEGER NOT NULL, fingerprint TEXT NOT NULL,
  serial INTEGER NOT NULL, version INTEGER NOT NULL, removed INTEGER NOT NULL DEFAULT 0, reason TEXT,
  PRIMARY KEY (list_id, customer_id)
);
`;

export function installCheckinSchema(d: Deps) {
  installBadgeSchema(d);
  d.db.exec(CHECKIN_SCHEMA);
}

const immediate = <T>(d: Deps, fn: () => T): T => d.db.transaction(fn).immediate();
const nowIso = (d: Deps) => new Date(d.clock()).toISOString();

/** A refusal of the call itself (not of a scan). */
export function checkinRefusal(status: number, field: string, key: CheckinErrorKey, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): ApiError {
  return new ApiError(status, { message: key, errors: { [field]: [key] }, ...extra } as ApiError['body'], headers);
}

/** The organiser: no token is a 401 checkin.login_required; a signed-in attendee a 403 checkin.forbidden (with errors: the portal keeps the session). */
export function checkinOrganiser(d: Deps, req: FastifyRequest): CustomerRow {
  if (!bearerToken(req)) throw checkinRefusal(401, 'customer', 'checkin.login_required');
  const c = requireCustomer(d, req);
  if (c.is_moderator !== 1) throw checkinRefusal(403, 'role', 'checkin.forbidden');
  return c;
}

interface ListRow {
  id: number;
  tenant: string;
  name: string;
  kind: CheckinListKind;
  conference_id: number | null;
  room_id: number | null;
  staff_key: string | null;
  created_at: string;
  closed_at: string | null;
  version: number;
}

function listRow(d: Deps, tenant: string, id: number): ListRow {
  const row = d.sql('SELECT * FROM checkin_lists WHERE tenant = ? AND id = ?').get(tenant, id) as ListRow | undefined;
  if (!row) throw checkinRefusal(404, 'list', 'checkin.not_found');
  return row;
}

/** Who reads or scans a list: the organiser (token) or door staff (the list's current key). */
export type DoorCaller = { kind: 'organiser'; customer: CustomerRow } | { kind: 'staff' };

function sameKey(a: string | null, b: string): boolean {
  return a !== null && a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The caller of a door call on list `id`: a key in `X-Checkin-Key` must be that list's current
 * one (another list's, an old or a made-up key: 403); without a key, the organiser's token.
 */
export function doorCaller(d: Deps, req: FastifyRequest, id: number): { list: ListRow; caller: DoorCaller } {
  const header = req.headers[CHECKIN_KEY_HEADER.toLowerCase()];
  const key = Array.isArray(header) ? header[0] : header;
  if (key) {
    // A wrong key says nothing of whether the list exists.
    const list = d.sql('SELECT * FROM checkin_lists WHERE tenant = ? AND id = ?').get(req.tenant.key, id) as ListRow | undefined;
    if (!list || !sameKey(list.staff_key, key)) throw checkinRefusal(403, 'key', 'checkin.forbidden');
    return { list, caller: { kind: 'staff' } };
  }
  const customer = checkinOrganiser(d, req);
  return { list: listRow(d, req.tenant.key, id), caller: { kind: 'organiser', customer } };
}

const scopeOf = (l: ListRow) => (l.kind === 'entrance' ? 'entrance' : `room:${l.conference_id}:${l.room_id ?? 0}`);

// ---------------------------------------------------------------------------------------------
// Who a list admits

interface Candidate {
  id: number;
  name: string;
  surname: string;
  email: string;
  photo: string | null;
}

/**
 * Why this list does not admit the customer, or null when it does. The one admission rule: the
 * sync's list, the counts and every redeem ask it.
 */
export function refusalFor(d: Deps, tenant: Tenant, list: ListRow, customerId: number): 'no_in_person' | 'not_registered' | null {
  if (list.kind === 'entrance') return hasRight(d, tenant, customerId, 'in_person') ? null : 'no_in_person';
  const s = sessionOf(d, tenant.key, list.conference_id!);
  if (ticketRequired(tenant, s) && !hasRight(d, tenant, customerId, 'in_person')) return 'no_in_person';
  const registered = d
    .sql(`SELECT 1 FROM registrations WHERE customer_id = ? AND conference_id = ? AND status = 'confirmed' AND (? IS NULL OR room_id = ?)`)
    .get(customerId, list.conference_id, list.room_id, list.room_id);
  return registered ? null : 'not_registered';
}

/** The people the rule could admit: the tenant's accounts (entrance) or the session's registrants (room). */
function candidates(d: Deps, list: ListRow): Candidate[] {
  if (list.kind === 'entrance') return d.sql('SELECT id, name, surname, email, photo FROM customers WHERE tenant = ? ORDER BY id').all(list.tenant) as Candidate[];
  return d
    .sql(
      `SELECT c.id, c.name, c.surname, c.email, c.photo FROM registrations r JOIN customers c ON c.id = r.customer_id
       WHERE r.conference_id = ? AND r.status = 'confirmed' AND (? IS NULL OR r.room_id = ?) ORDER BY c.id`,
    )
    .all(list.conference_id, list.room_id, list.room_id) as Candidate[];
}

function admitted(d: Deps, tenant: Tenant, list: ListRow): Candidate[] {
  return candidates(d, list).filter((c) => refusalFor(d, tenant, list, c.id) === null);
}

const EXPECTED_TTL_MS = 2_000;
const expectedMemo = new WeakMap<Deps, Map<number, { at: number; count: number }>>();

/** `expected` of the counts: the rule over every candidate, worked out at most every 2 s per list (every redeem answers counts). */
function expectedCount(d: Deps, tenant: Tenant, list: ListRow, fresh?: number): number {
  let memo = expectedMemo.get(d);
  if (!memo) expectedMemo.set(d, (memo = new Map()));
  const hit = memo.get(list.id);
  if (fresh === undefined && hit && d.clock() - hit.at < EXPECTED_TTL_MS) return hit.count;
  const count = fresh ?? admitted(d, tenant, list).length;
  memo.set(list.id, { at: d.clock(), count });
  return count;
}

function countsOf(d: Deps, tenant: Tenant, list: ListRow, expected?: number): CheckinCounts {
  const row = d
    .sql('SELECT COUNT(*) AS checkedIn, COALESCE(SUM(inside), 0) AS inside FROM checkin_presence WHERE tenant = ? AND scope = ?')
    .get(list.tenant, scopeOf(list)) as { checkedIn: number; inside: number };
  return { inside: row.inside, checkedIn: row.checkedIn, expected: expectedCount(d, tenant, list, expected) };
}

function ticketNameOf(d: Deps, tenant: string, locale: Locale, customerId: number): string | null {
  const row = d
    .sql(
      `SELECT ${tcol('ti', 'name')} FROM customer_tickets ct LEFT JOIN tickets t ON t.id = ct.ticket_id ${tjoin('ticket_i18n', 'ticket_id', 't.id', 'ti')}
       WHERE ct.tenant = @tenant AND ct.customer_id = @customerId ORDER BY ct.id LIMIT 1`,
    )
    .get({ tenant, customerId, locale }) as { name: string | null } | undefined;
  return row?.name ?? null;
}

function attendeeOf(d: Deps, tenant: string, locale: Locale, c: Candidate): CheckinAttendee {
  return { customerId: c.id, name: `${c.name} ${c.surname}`.trim(), ticket: ticketNameOf(d, tenant, locale, c.id), photo: d.media(c.photo) };
}

// ---------------------------------------------------------------------------------------------
// Lists (organiser)

function listTexts(d: Deps, locale: Locale, l: ListRow): { sessionTitle: string | null; roomName: string | null } {
  if (l.kind === 'entrance') return { sessionTitle: null, roomName: null };
  const title = d.sql(`SELECT ${tcol('ci', 'title')} FROM conferences c ${tjoin('conference_i18n', 'conference_id', 'c.id', 'ci')} WHERE c.id = @id`).get({ id: l.conference_id, locale }) as
    | { title: string }
    | undefined;
  const room =
    l.room_id === null
      ? undefined
      : (d.sql(`SELECT ${tcol('ri', 'name')} FROM rooms r ${tjoin('room_i18n', 'room_id', 'r.id', 'ri')} WHERE r.id = @id`).get({ id: l.room_id, locale }) as { name: string } | undefined);
  return { sessionTitle: title?.title ?? null, roomName: room?.name ?? null };
}

function toList(d: Deps, tenant: Tenant, locale: Locale, l: ListRow, expected?: number): CheckinList {
  return {
    id: l.id,
    name: l.name,
    kind: l.kind,
    conferenceId: l.conference_id,
    roomId: l.room_id,
    ...listTexts(d, locale, l),
    createdAt: l.created_at,
    closedAt: l.closed_at,
    counts: countsOf(d, tenant, l, expected),
  };
}

interface ScanRow {
  id: number;
  list_id: number;
  customer_id: number | null;
  direction: 'entry' | 'exit';
  result: 'admitted' | 'already' | 'refused';
  reason: CheckinRefusal | null;
  at: string;
  by_customer: number | null;
  decided: string | null;
  answer: string;
}

function nameOf(d: Deps, customerId: number | null): string | null {
  if (customerId === null) return null;
  const r = d.sql('SELECT name, surname FROM customers WHERE id = ?').get(customerId) as { name: string; surname: string } | undefined;
  return r ? `${r.name} ${r.surname}`.trim() : null;
}

function toScan(d: Deps, s: ScanRow): CheckinScan {
  return {
    id: s.id,
    listId: s.list_id,
    at: s.at,
    direction: s.direction,
    result: s.result,
    reason: s.reason,
    name: nameOf(d, s.customer_id),
    by: nameOf(d, s.by_customer),
    conflict: s.decided !== null && s.decided !== s.result,
  };
}

export const RECENT_SCANS = 5;

/** GET /checkin/lists (organiser): every list of the tenant, oldest first, with counts and last scans. */
export function listLists(d: Deps, tenant: Tenant, locale: Locale): CheckinLists {
  const rows = d.sql('SELECT * FROM checkin_lists WHERE tenant = ? ORDER BY id').all(tenant.key) as ListRow[];
  return {
    channel: checkinChannel(tenant.key),
    lists: rows.map((l) => ({
      ...toList(d, tenant, locale, l),
      recent: (d.sql('SELECT * FROM checkin_scans WHERE list_id = ? ORDER BY id DESC LIMIT ?').all(l.id, RECENT_SCANS) as ScanRow[]).map((s) => toScan(d, s)),
    })),
  };
}

/** POST /checkin/lists (organiser). A room list names a session of the tenant and, where it has rooms, one of them. */
export function createList(d: Deps, tenant: Tenant, locale: Locale, body: CreateCheckinListBody): CheckinList {
  let conferenceId: number | null = null;
  let roomId: number | null = null;
  if (body.kind === 'room') {
    if (!body.conferenceId) throw checkinRefusal(422, 'conferenceId', 'checkin.room_required');
    const s = sessionOf(d, tenant.key, body.conferenceId);
    const rooms = (d.sql('SELECT room_id FROM conference_rooms WHERE conference_id = ?').all(s.id) as { room_id: number }[]).map((r) => r.room_id);
    if (rooms.length > 0 && (!body.roomId || !rooms.includes(body.roomId))) throw checkinRefusal(422, 'roomId', 'checkin.room_required');
    conferenceId = s.id;
    roomId = rooms.length > 0 ? body.roomId! : null;
  }
  const info = d
    .sql('INSERT INTO checkin_lists (tenant, name, kind, conference_id, room_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(tenant.key, body.name, body.kind, conferenceId, roomId, nowIso(d));
  return toList(d, tenant, locale, listRow(d, tenant.key, Number(info.lastInsertRowid)));
}

/** PUT /checkin/lists/{id} (organiser): a new name. */
export function renameList(d: Deps, tenant: Tenant, locale: Locale, id: number, name: string): CheckinList {
  listRow(d, tenant.key, id);
  d.sql('UPDATE checkin_lists SET name = ? WHERE id = ?').run(name, id);
  return toList(d, tenant, locale, listRow(d, tenant.key, id));
}

/** POST /checkin/lists/{id}/close · /reopen (organiser). A closed list refuses every scan (`list_closed`). */
export function setListClosed(d: Deps, tenant: Tenant, locale: Locale, id: number, closed: boolean): CheckinList {
  const l = listRow(d, tenant.key, id);
  if (closed !== (l.closed_at !== null)) d.sql('UPDATE checkin_lists SET closed_at = ? WHERE id = ?').run(closed ? nowIso(d) : null, id);
  return toList(d, tenant, locale, listRow(d, tenant.key, id));
}

const newKey = () => crypto.randomBytes(24).toString('base64url');

/** GET /checkin/lists/{id}/staff-link (organiser): the list's key, made on first use. */
export function staffLink(d: Deps, tenant: string, id: number): StaffLink {
  return immediate(d, () => {
    const l = listRow(d, tenant, id);
    if (l.staff_key) return { key: l.staff_key };
    const key = newKey();
    d.sql('UPDATE checkin_lists SET staff_key = ? WHERE id = ?').run(key, id);
    return { key };
  });
}

/** POST /checkin/lists/{id}/staff-link/rotate (organiser): a new key; the old one is refused from now on. */
export function rotateStaffLink(d: Deps, tenant: string, id: number): StaffLink {
  listRow(d, tenant, id);
  const key = newKey();
  d.sql('UPDATE checkin_lists SET staff_key = ? WHERE id = ?').run(key, id);
  return { key };
}

/** GET /checkin/rooms (organiser): the tenant's sessions that take registrations, with their rooms, in time order. */
export function roomChoices(d: Deps, tenant: string, locale: Locale): CheckinRoomChoice[] {
  const sessions = d
    .sql(
      `SELECT c.id, c.starts_at, ${tcol('ci', 'title')} FROM conferences c ${tjoin('conference_i18n', 'conference_id', 'c.id', 'ci')}
       WHERE c.tenant = @tenant AND (c.registration_required = 1 OR EXISTS (SELECT 1 FROM conference_rooms cr WHERE cr.conference_id = c.id))
       ORDER BY c.starts_ts, c.id`,
    )
    .all({ tenant, locale }) as { id: number; starts_at: string; title: string }[];
  const rooms = d.sql(
    `SELECT r.id, ${tcol('ri', 'name')} FROM conference_rooms cr JOIN rooms r ON r.id = cr.room_id ${tjoin('room_i18n', 'room_id', 'r.id', 'ri')}
     WHERE cr.conference_id = @id ORDER BY r.position, r.id`,
  );
  return sessions.map((s) => ({ conferenceId: s.id, title: s.title, startsAt: s.starts_at, rooms: rooms.all({ id: s.id, locale }) as { id: number; name: string }[] }));
}

// ---------------------------------------------------------------------------------------------
// Redeem

interface Presence {
  inside: number;
  admitted_scan: number;
}

function presenceOf(d: Deps, list: ListRow, customerId: number): Presence | undefined {
  return d.sql('SELECT inside, admitted_scan FROM checkin_presence WHERE tenant = ? AND scope = ? AND customer_id = ?').get(list.tenant, scopeOf(list), customerId) as Presence | undefined;
}

function candidateById(d: Deps, tenant: string, id: number): Candidate | undefined {
  return d.sql('SELECT id, name, surname, email, photo FROM customers WHERE tenant = ? AND id = ?').get(tenant, id) as Candidate | undefined;
}

type Decision =
  | { result: 'admitted'; customer: Candidate }
  | { result: 'already'; customer: Candidate; previous: ScanRow }
  | { result: 'refused'; reason: CheckinRefusal; customer: Candidate | null };

/** What the scan is worth: the rules in their order (CHECKIN_REFUSALS). Reads only. */
function decide(d: Deps, tenant: Tenant, list: ListRow, body: RedeemBody): Decision {
  if (list.closed_at !== null) return { result: 'refused', reason: 'list_closed', customer: null };
  let customerId: number;
  let serial: number | null = null;
  if (body.code !== undefined) {
    const badge = checkBadge(d, tenant.key, body.code);
    if (!badge.ok) return { result: 'refused', reason: badge.reason, customer: null };
    customerId = badge.customerId;
    serial = badge.serial;
  } else {
    customerId = body.customerId!;
  }
  const customer = candidateById(d, tenant.key, customerId);
  if (!customer) return { result: 'refused', reason: 'unknown_code', customer: null };
  if (serial !== null) {
    const current = badgeSerial(d, tenant.key, customerId);
    // A higher issue than the API ever made: not a badge of this database.
    if (serial > current) return { result: 'refused', reason: 'unknown_code', customer: null };
    if (serial < current) return { result: 'refused', reason: 'revoked', customer };
  }
  const refusal = refusalFor(d, tenant, list, customerId);
  if (refusal) return { result: 'refused', reason: refusal, customer };
  const presence = presenceOf(d, list, customerId);
  const inside = presence?.inside === 1;
  if (body.direction === 'exit') return inside ? { result: 'admitted', customer } : { result: 'refused', reason: 'not_inside', customer };
  if (inside) return { result: 'already', customer, previous: d.sql('SELECT * FROM checkin_scans WHERE id = ?').get(presence!.admitted_scan) as ScanRow };
  return { result: 'admitted', customer };
}

/** The answer of a redeem, without its counts (kept with the scan; counts are added when sent). */
type StoredAnswer = Omit<Extract<RedeemResult, { result: 'admitted' }>, 'counts'> | Omit<Extract<RedeemResult, { result: 'already' }>, 'counts'> | Omit<Extract<RedeemResult, { result: 'refused' }>, 'counts'>;

function listNameOf(d: Deps, id: number): string {
  return (d.sql('SELECT name FROM checkin_lists WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? '';
}

// ---------------------------------------------------------------------------------------------
// Redeem limit: the one place a door's writes are throttled (a burst for an offline queue
// uploading at once, then a steady rate well above what people walking through doors make).

export const REDEEM_BURST = 1000;
export const REDEEM_PER_SECOND = 100;
const buckets = new WeakMap<Deps, Map<number, { tokens: number; at: number }>>();

function takeRedeemToken(d: Deps, listId: number) {
  let map = buckets.get(d);
  if (!map) buckets.set(d, (map = new Map()));
  const now = d.clock();
  const b = map.get(listId) ?? { tokens: REDEEM_BURST, at: now };
  b.tokens = Math.min(REDEEM_BURST, b.tokens + ((now - b.at) / 1000) * REDEEM_PER_SECOND);
  b.at = now;
  if (b.tokens < 1) {
    const retryAfter = Math.max(1, Math.ceil((1 - b.tokens) / REDEEM_PER_SECOND));
    map.set(listId, b);
    throw checkinRefusal(429, 'list', 'checkin.too_many', { retryAfter }, { 'Retry-After': String(retryAfter) });
  }
  b.tokens -= 1;
  map.set(listId, b);
}

/**
 * POST /checkin/redeem: the scan's answer and what to publish after the commit. The same nonce
 * again gives the first answer (with today's counts) and changes nothing.
 */
export function redeem(d: Deps, tenant: Tenant, locale: Locale, list: ListRow, caller: DoorCaller, body: RedeemBody): { answer: RedeemResult; publish: Publication[] } {
  takeRedeemToken(d, list.id);
  return immediate(d, () => {
    const seen = d.sql('SELECT * FROM checkin_scans WHERE tenant = ? AND nonce = ?').get(tenant.key, body.nonce) as ScanRow | undefined;
    if (seen) {
      const before = listRow(d, tenant.key, seen.list_id);
      return { answer: { ...(JSON.parse(seen.answer) as StoredAnswer), counts: countsOf(d, tenant, before) } as RedeemResult, publish: [] };
    }
    const decision = decide(d, tenant, list, body);
    const at = new Date(body.at).toISOString();
    const by = caller.kind === 'organiser' ? caller.customer.id : null;
    const info = d
      .sql(
        `INSERT INTO checkin_scans (tenant, list_id, nonce, customer_id, direction, result, reason, at, received_at, by_customer, decided, answer)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '')`,
      )
      .run(tenant.key, list.id, body.nonce, decision.customer?.id ?? null, body.direction, decision.result, decision.result === 'refused' ? decision.reason : null, at, nowIso(d), by, body.decided ?? null);
    const scanId = Number(info.lastInsertRowid);
    const common = { nonce: body.nonce, direction: body.direction, listId: list.id };
    let stored: StoredAnswer;
    if (decision.result === 'admitted') {
      const scope = scopeOf(list);
      if (body.direction === 'entry') {
        d.sql(
          `INSERT INTO checkin_presence (tenant, scope, customer_id, inside, admitted_scan) VALUES (?, ?, ?, 1, ?)
           ON CONFLICT (tenant, scope, customer_id) DO UPDATE SET inside = 1, admitted_scan = excluded.admitted_scan`,
        ).run(tenant.key, scope, decision.customer.id, scanId);
      } else {
        d.sql('UPDATE checkin_presence SET inside = 0 WHERE tenant = ? AND scope = ? AND customer_id = ?').run(tenant.key, scope, decision.customer.id);
      }
      stored = { result: 'admitted', ...common, attendee: attendeeOf(d, tenant.key, locale, decision.customer), at };
    } else if (decision.result === 'already') {
      const p = decision.previous;
      stored = { result: 'already', ...common, attendee: attendeeOf(d, tenant.key, locale, decision.customer), previous: { at: p.at, listId: p.list_id, listName: listNameOf(d, p.list_id), by: nameOf(d, p.by_customer) } };
    } else {
      stored = { result: 'refused', ...common, reason: decision.reason, attendee: decision.customer ? attendeeOf(d, tenant.key, locale, decision.customer) : null };
    }
    d.sql('UPDATE checkin_scans SET answer = ? WHERE id = ?').run(JSON.stringify(stored), scanId);
    const counts = countsOf(d, tenant, list);
    const scan = toScan(d, d.sql('SELECT * FROM checkin_scans WHERE id = ?').get(scanId) as ScanRow);
    const publish: Publication[] = [{ channels: [checkinChannel(tenant.key)], event: CHECKIN_EVENTS.scanned, data: { listId: list.id, counts, scan } satisfies CheckinScanned }];
    if (decision.result === 'admitted') {
      if (list.kind === 'room') {
        publish.push({
          channels: [conferenceChannel(tenant.key, list.conference_id!)],
          event: CHECKIN_EVENTS.occupancy,
          data: { conferenceId: list.conference_id!, roomId: list.room_id, listId: list.id, inside: counts.inside } satisfies CheckinOccupancy,
        });
      }
      // The attendee's private area says when they were checked in.
      publish.push({ channels: [customerChannel(tenant.key, decision.customer.id)], event: CUSTOMER_UPDATED, data: { reason: 'checkin', at: nowIso(d) } });
    }
    return { answer: { ...stored, counts } as RedeemResult, publish };
  });
}

// ---------------------------------------------------------------------------------------------
// Sync

interface SnapshotRow {
  customer_id: number;
  fingerprint: string;
  serial: number;
  version: number;
  removed: number;
  reason: CheckinRefusal | null;
}

function entryOf(d: Deps, tenant: Tenant, locale: Locale, list: ListRow, c: Candidate): CheckinEntry {
  const presence = presenceOf(d, list, c.id);
  const admittedAt = presence ? ((d.sql('SELECT at FROM checkin_scans WHERE id = ?').get(presence.admitted_scan) as { at: string } | undefined)?.at ?? null) : null;
  return { ...attendeeOf(d, tenant.key, locale, c), email: c.email, serial: badgeSerial(d, tenant.key, c.id), inside: presence?.inside === 1, admittedAt };
}

/**
 * GET /checkin/lists/{id}/sync?since=: brings the list's snapshot up to date (a new version when
 * anything a door keeps changed: someone added or gone, a name, a ticket, a badge's issue, who is
 * inside) and answers what changed after `since`, or everything (`full`) on a first sync or a
 * `since` this list never had.
 */
export function syncList(d: Deps, tenant: Tenant, locale: Locale, list: ListRow, since: number | undefined): CheckinSync {
  return immediate(d, () => {
    const people = admitted(d, tenant, list);
    const entries = new Map(people.map((c) => [c.id, entryOf(d, tenant, locale, list, c)]));
    const snapshot = new Map((d.sql('SELECT * FROM checkin_snapshot WHERE list_id = ?').all(list.id) as SnapshotRow[]).map((r) => [r.customer_id, r]));
    const version = list.version + 1;
    let changed = false;
    const upsert = d.sql(
      `INSERT INTO checkin_snapshot (list_id, customer_id, fingerprint, serial, version, removed, reason) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (list_id, customer_id) DO UPDATE SET fingerprint = excluded.fingerprint, serial = excluded.serial, version = excluded.version, removed = excluded.removed, reason = excluded.reason`,
    );
    for (const [id, entry] of entries) {
      const fingerprint = JSON.stringify(entry);
      const row = snapshot.get(id);
      if (row && row.removed === 0 && row.fingerprint === fingerprint) continue;
      upsert.run(list.id, id, fingerprint, entry.serial, version, 0, null);
      changed = true;
    }
    for (const row of snapshot.values()) {
      if (row.removed === 1 || entries.has(row.customer_id)) continue;
      const exists = candidateById(d, tenant.key, row.customer_id);
      // The refusal the badge they hold now gets: reissued (revoked), else the list's rule.
      const reason: CheckinRefusal = !exists ? 'unknown_code' : badgeSerial(d, tenant.key, row.customer_id) > row.serial ? 'revoked' : (refusalFor(d, tenant, list, row.customer_id) ?? 'not_registered');
      upsert.run(list.id, row.customer_id, row.fingerprint, row.serial, version, 1, reason);
      changed = true;
    }
    if (changed) d.sql('UPDATE checkin_lists SET version = ? WHERE id = ?').run(version, list.id);
    const current = changed ? version : list.version;
    const full = since === undefined || since === 0 || since > current;
    const rows = d.sql('SELECT * FROM checkin_snapshot WHERE list_id = ? AND version > ?').all(list.id, full ? -1 : since) as SnapshotRow[];
    return {
      list: toList(d, tenant, locale, { ...list, version: current }, people.length),
      tenant: tenant.key,
      publicKey: publicKeyOf(d, tenant.key),
      version: current,
      full,
      entries: rows.filter((r) => r.removed === 0).map((r) => entries.get(r.customer_id)!),
      removed: full ? [] : rows.filter((r) => r.removed === 1).map((r) => ({ customerId: r.customer_id, reason: r.reason! })),
    };
  });
}

/** The room screen's occupancy: per open room list of the session, the people inside and the room's seats. */
export function roomOccupancy(d: Deps, tenant: string, locale: Locale, conferenceId: number): { listId: number; room: string | null; inside: number; capacity: number | null }[] {
  const lists = d.sql("SELECT * FROM checkin_lists WHERE tenant = ? AND kind = 'room' AND conference_id = ? AND closed_at IS NULL ORDER BY id").all(tenant, conferenceId) as ListRow[];
  return lists.map((l) => {
    const inside = (d.sql('SELECT COUNT(*) AS n FROM checkin_presence WHERE tenant = ? AND scope = ? AND inside = 1').get(tenant, scopeOf(l)) as { n: number }).n;
    const seats = l.room_id === null ? undefined : (d.sql('SELECT seats_total FROM conference_rooms WHERE conference_id = ? AND room_id = ?').get(conferenceId, l.room_id) as { seats_total: number } | undefined);
    return { listId: l.id, room: listTexts(d, locale, l).roomName, inside, capacity: seats?.seats_total ?? null };
  });
}

// ---------------------------------------------------------------------------------------------
// The attendee's side

/** When and where the customer was first admitted (entrance lists first), for the private area; null before. */
export function checkedInOf(d: Deps, tenant: string, customerId: number): { at: string; list: string } | null {
  const row = d
    .sql(
      `SELECT s.at, l.name FROM checkin_scans s JOIN checkin_lists l ON l.id = s.list_id
       WHERE s.tenant = ? AND s.customer_id = ? AND s.result = 'admitted' AND s.direction = 'entry'
       ORDER BY l.kind = 'entrance' DESC, s.at, s.id LIMIT 1`,
    )
    .get(tenant, customerId) as { at: string; name: string } | undefined;
  return row ? { at: row.at, list: row.name } : null;
}
