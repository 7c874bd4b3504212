/**
 * The rules of taking part in a session, in one place (docs/product.md#states, docs/product.md#validation "Activity registration", §6):
 * who may register where, seats, tickets, clashes, pending registrations, gates of files,
 * streams and surveys, attendance. Routes (routes/participation.ts) only parse and call these.
 *
 * Every change runs inside one better-sqlite3 transaction (BEGIN IMMEDIATE): the checks and the
 * seat update see the same data, and two requests for the last seat cannot both pass (the
 * driver is synchronous, so one request's transaction ends before the next begins; IMMEDIATE
 * also keeps that true for another process on the same file).
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type {
  AccessGate,
  Entitlement,
  FormAnswers,
  ParticipationErrorKey,
  RegistrationConflict,
  RegistrationState,
  RoomsSeating,
  SessionForm,
  SessionSurvey,
  SessionWaitlist,
  SurveyAnswer,
} from '../lib/api/schemas';
import type { Locale, Tenant } from '../lib/tenants/schema';
import { bearerToken, requireCustomer, type CustomerRow } from './auth';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { entitlementRefusal, heldRights, requireRight } from './entitlements';
import { ApiError, notFound, unprocessable } from './errors';
import { checkAnswers, completedAnswer, saveAnswers } from './form-answers';
import { findSessionForm } from './seed/session-forms';
import { zonedIso } from './seed/i18n';
import { mailAccount, portalLink, recipient, roomPlace, WAITLIST_SKIP_REASONS } from './mail';
import { formatWhen, icsAttachment, snippet } from './mail-templates';

/** A refusal with a catalogue key (PARTICIPATION_ERROR_KEYS). */
export function refuse(status: number, field: string, key: ParticipationErrorKey | 'validation.in', extra: Record<string, unknown> = {}): ApiError {
  return new ApiError(status, { message: key, errors: { [field]: [key] }, ...extra } as ApiError['body']);
}

/** The signed-in customer; no token at all is a 401 registration.login_required, a bad one the usual 403. */
export function participant(d: Deps, req: FastifyRequest): CustomerRow {
  if (!bearerToken(req)) throw refuse(401, 'customer', 'registration.login_required');
  return requireCustomer(d, req);
}

/** The signed-in customer or null (public calls that say more to a customer). A bad token is still a 403. */
export function optionalParticipant(d: Deps, req: FastifyRequest): CustomerRow | null {
  return bearerToken(req) ? requireCustomer(d, req) : null;
}

export interface SessionRow {
  id: number;
  tenant: string;
  slug: string;
  starts_at: string;
  ends_at: string;
  registration_required: number;
  streaming_provider: 'youtube' | 'vimeo' | null;
  streaming_url: string | null;
  streaming_requires_login: number;
  ticket_required: number | null;
  stream_gate: AccessGate | null;
  stream_poster: string | null;
  survey_form_id: number | null;
  survey_gate: AccessGate | null;
  registration_form_id: number | null;
}

/** A session of the tenant by numeric id or slug, with its participation settings; 404 otherwise. */
export function sessionOf(d: Deps, tenant: string, key: string | number): SessionRow {
  const byId = typeof key === 'number' || /^\d+$/.test(key);
  const row = d
    .sql(
      `SELECT c.id, c.tenant, c.slug, c.starts_at, c.ends_at, c.registration_required, c.streaming_provider, c.streaming_url,
         c.streaming_requires_login, p.ticket_required, p.stream_gate, p.stream_poster, p.survey_form_id, p.survey_gate, p.registration_form_id
       FROM conferences c LEFT JOIN conference_participation p ON p.conference_id = c.id
       WHERE c.tenant = @tenant AND ${byId ? 'c.id = @key' : 'c.slug = @key'}`,
    )
    .get({ tenant, key: byId ? Number(key) : key }) as SessionRow | undefined;
  if (!row) throw notFound('Conference not found');
  return row;
}

export const streamGateOf = (s: SessionRow): AccessGate => s.stream_gate ?? (s.streaming_requires_login === 1 ? 'login' : 'public');

export function holdsTicket(d: Deps, tenant: string, customerId: number): boolean {
  return !!d.sql('SELECT 1 FROM customer_tickets WHERE tenant = ? AND customer_id = ? LIMIT 1').get(tenant, customerId);
}

export function ticketRequired(tenant: Tenant, s: SessionRow): boolean {
  return tenant.ticketRequired && s.ticket_required === 1;
}

interface RegistrationRow {
  id: number;
  uuid: string;
  room_id: number | null;
  status: 'confirmed' | 'pending';
  missing: 'room' | 'ticket' | 'form' | null;
}

function registrationOf(d: Deps, customerId: number, conferenceId: number): RegistrationRow | undefined {
  return d.sql('SELECT id, uuid, room_id, status, missing FROM registrations WHERE customer_id = ? AND conference_id = ?').get(customerId, conferenceId) as
    | RegistrationRow
    | undefined;
}

/**
 * Whether a gate is open to this customer (signed in) for this session. The `ticket` gate of a
 * stream or a file asks for that right of the held ticket (`streams`, `files`: entitlements.ts);
 * a survey's asks for any ticket.
 */
export function gateOpen(d: Deps, tenant: Tenant, customer: CustomerRow | null, s: SessionRow, gate: AccessGate, right?: Entitlement): boolean {
  if (gate === 'public') return true;
  if (!customer) return false;
  if (gate === 'login') return true;
  if (gate === 'ticket') {
    const rights = heldRights(d, tenant.key, customer.id);
    return rights !== null && (right === undefined || rights.includes(right));
  }
  return registrationOf(d, customer.id, s.id)?.status === 'confirmed';
}

/**
 * Throws the right refusal when a gate is closed: 401 anonymous, 403 with the missing right
 * (no ticket: registration.ticket_required; a ticket without the item's right: entitlement.<right>).
 */
export function requireGate(d: Deps, tenant: Tenant, customer: CustomerRow | null, s: SessionRow, gate: AccessGate, field: string, right?: Entitlement, locale: Locale = 'es') {
  if (gateOpen(d, tenant, customer, s, gate, right)) return;
  if (!customer) throw refuse(401, field, 'registration.login_required');
  // The refusal names the ticket that grants the right in the caller's language.
  if (gate === 'ticket' && right && holdsTicket(d, tenant.key, customer.id)) throw entitlementRefusal(d, tenant.key, locale, customer.id, right, 403);
  throw refuse(403, field, gate === 'ticket' ? 'registration.ticket_required' : 'registration.required');
}

export function seatingOf(d: Deps, locale: Locale, conferenceId: number): RoomsSeating {
  const rows = d
    .sql(
      `SELECT r.id, ${tcol('ri', 'name')}, cr.seats_total AS total, cr.seats_occupied AS occupied
       FROM conference_rooms cr JOIN rooms r ON r.id = cr.room_id ${tjoin('room_i18n', 'room_id', 'r.id', 'ri')}
       WHERE cr.conference_id = @id ORDER BY r.position`,
    )
    .all({ id: conferenceId, locale }) as { id: number; name: string; total: number; occupied: number }[];
  const rooms = rows.map((r) => ({ ...r, full: r.occupied >= r.total }));
  return { conferenceId, full: rooms.length > 0 && rooms.every((r) => r.full), rooms };
}

/** A session the customer is registered (or pending) in that overlaps `s` in time, or null. */
function clashOf(d: Deps, locale: Locale, customerId: number, s: SessionRow): RegistrationConflict | null {
  const row = d
    .sql(
      `SELECT c.id, c.slug, c.starts_at, c.ends_at, ${tcol('ct', 'title')}
       FROM registrations r JOIN conferences c ON c.id = r.conference_id ${tjoin('conference_i18n', 'conference_id', 'c.id', 'ct')}
       WHERE r.customer_id = @customer AND c.tenant = @tenant AND c.id <> @id
         AND unixepoch(c.starts_at) < unixepoch(@ends) AND unixepoch(c.ends_at) > unixepoch(@starts)
       ORDER BY c.starts_ts LIMIT 1`,
    )
    .get({ customer: customerId, tenant: s.tenant, id: s.id, starts: s.starts_at, ends: s.ends_at, locale }) as
    | { id: number; slug: string; starts_at: string; ends_at: string; title: string }
    | undefined;
  return row ? { id: row.id, slug: row.slug, title: row.title, startsAt: row.starts_at, endsAt: row.ends_at } : null;
}

export const closed = (d: Deps, s: SessionRow) => s.registration_required !== 1 || Date.parse(s.ends_at) <= d.now().getTime();

function draftAnswers(d: Deps, customerId: number, formId: number, conferenceId: number): Record<string, unknown> | null {
  const row = d.sql('SELECT answers FROM form_answers WHERE customer_id = ? AND form_id = ? AND conference_id = ?').get(customerId, formId, conferenceId) as
    | { answers: string }
    | undefined;
  return row ? (JSON.parse(row.answers) as Record<string, unknown>) : null;
}

/** What GET /conferences/{id}/registration answers. */
export function stateOf(d: Deps, tenant: Tenant, locale: Locale, customer: CustomerRow, s: SessionRow): RegistrationState {
  const reg = registrationOf(d, customer.id, s.id);
  const rights = heldRights(d, tenant.key, customer.id);
  const ticket = rights !== null;
  const registered = reg?.status === 'confirmed';
  const gateIsOpen = (g: AccessGate, right?: Entitlement) =>
    g === 'public' || g === 'login' || (g === 'ticket' ? rights !== null && (right === undefined || rights.includes(right)) : registered);
  const hasStream = s.streaming_provider && s.streaming_url;
  const survey = s.survey_form_id
    ? {
        formId: s.survey_form_id,
        open: gateIsOpen(s.survey_gate ?? 'registered'),
        answered: !!d
          .sql("SELECT 1 FROM form_answers WHERE customer_id = ? AND form_id = ? AND conference_id = ? AND status = 'completed'")
          .get(customer.id, s.survey_form_id, s.id),
      }
    : null;
  const minutes = d.sql('SELECT minutes FROM attendance WHERE customer_id = ? AND conference_id = ?').get(customer.id, s.id) as { minutes: number } | undefined;
  return {
    conferenceId: s.id,
    status: reg ? reg.status : 'none',
    roomId: reg?.room_id ?? null,
    uuid: reg?.uuid ?? null,
    missing: reg?.status === 'pending' ? (reg.missing ?? 'form') : null,
    registrationFormId: s.registration_form_id,
    answers: reg?.status === 'pending' && s.registration_form_id ? draftAnswers(d, customer.id, s.registration_form_id, s.id) : null,
    closed: closed(d, s),
    seating: seatingOf(d, locale, s.id),
    ticket: { required: ticketRequired(tenant, s), held: ticket, rights: rights ?? [] },
    conflict: clashOf(d, locale, customer.id, s),
    access: { login: true, registered, ticket },
    stream:
      hasStream && gateIsOpen(streamGateOf(s), 'streams')
        ? { provider: s.streaming_provider!, url: s.streaming_url!, poster: d.media(s.stream_poster) }
        : null,
    survey,
    minutesWatched: minutes?.minutes ?? 0,
    waitlist: waitlistPlace(d, customer.id, s.id),
  };
}

/** The room a request names: required where the session has rooms, one of them; null otherwise. */
export function roomFor(d: Deps, conferenceId: number, roomId: number | null | undefined): { id: number; total: number; occupied: number } | null {
  const rooms = d.sql('SELECT room_id AS id, seats_total AS total, seats_occupied AS occupied FROM conference_rooms WHERE conference_id = ?').all(conferenceId) as {
    id: number;
    total: number;
    occupied: number;
  }[];
  if (rooms.length === 0) {
    if (roomId != null) throw refuse(422, 'room_id', 'validation.in');
    return null;
  }
  if (roomId == null) throw refuse(422, 'room_id', 'registration.room_required');
  const room = rooms.find((r) => r.id === roomId);
  if (!room) throw refuse(422, 'room_id', 'validation.in');
  return room;
}

/** Takes one seat of a room, or refuses (room full / whole session full). Inside a transaction. */
export function takeSeat(d: Deps, conferenceId: number, roomId: number) {
  const taken = d
    .sql('UPDATE conference_rooms SET seats_occupied = seats_occupied + 1 WHERE conference_id = ? AND room_id = ? AND seats_occupied < seats_total')
    .run(conferenceId, roomId);
  if (taken.changes === 1) return;
  const left = d.sql('SELECT 1 FROM conference_rooms WHERE conference_id = ? AND seats_occupied < seats_total LIMIT 1').get(conferenceId);
  throw left ? refuse(422, 'room_id', 'registration.room_full') : refuse(422, 'conference', 'registration.full');
}

export function freeSeat(d: Deps, conferenceId: number, roomId: number | null) {
  if (roomId === null) return;
  d.sql('UPDATE conference_rooms SET seats_occupied = MAX(seats_occupied - 1, 0) WHERE conference_id = ? AND room_id = ?').run(conferenceId, roomId);
}

export function immediate<T>(d: Deps, fn: () => T): T {
  return d.db.transaction(fn).immediate();
}

/**
 * The registrant's email of a registration confirmed or cancelled (with the session's .ics: to
 * add it, or to take it out of the calendar), in the account's language, inside the caller's
 * transaction. `uuid` names the registration: one email per registration and change. The .ics
 * UID is the one of the session's public calendar file (lib/calendar/conference-events.ts
 * conferenceUid), so the cancellation removes that copy too.
 */
export function tellRegistration(
  d: Deps,
  tenant: string,
  customerId: number,
  conferenceId: number,
  roomId: number | null,
  uuid: string,
  kind: 'registrationConfirmed' | 'registrationCancelled' | 'registrationRemoved',
  reason?: string | null,
) {
  const r = recipient(d, tenant, customerId);
  const s = d
    .sql(`SELECT c.slug, c.starts_at, c.ends_at, ${tcol('ct', 'title')} FROM conferences c ${tjoin('conference_i18n', 'conference_id', 'c.id', 'ct')} WHERE c.id = @id`)
    .get({ id: conferenceId, locale: r.locale }) as { slug: string; starts_at: string; ends_at: string; title: string };
  const place = roomPlace(d, roomId, r.locale);
  const path = `/agenda/${s.slug}`;
  const ics = sessionIcs(d, tenant, conferenceId, s, place, portalLink(r.origin, r.locale, path), kind !== 'registrationConfirmed');
  const when = formatWhen(r.locale, s.starts_at, s.ends_at, r.tenant.timeZone);
  const why = kind === 'registrationRemoved' ? { reason: reason?.trim() || snippet('noReason', r.locale) } : {};
  mailAccount(d, r, kind, path, { session: s.title, when, where: place ? snippet('where', r.locale, { room: place }) : '', ...why }, {
    attachments: [ics],
    eventKey: `registration:${uuid}:${kind === 'registrationConfirmed' ? 'confirmed' : 'cancelled'}`,
  });
}

/**
 * A session's .ics in an email: the UID of its public calendar file (a cancellation removes that
 * copy too), the room with its venue as the location.
 */
function sessionIcs(d: Deps, tenant: string, conferenceId: number, s: { starts_at: string; ends_at: string; title: string }, place: string | null, url: string, cancel: boolean) {
  return icsAttachment('sesion.ics', { uid: `conference-${conferenceId}.${tenant}@ekitaldi`, start: s.starts_at, end: s.ends_at, summary: s.title, location: place ?? undefined, url }, { stamp: new Date(d.clock()), cancel });
}

/**
 * POST /conferences/{id}/register: every docs/product.md#validation rule, then a seat, atomically. A session with
 * a registration form makes the registration pending (it holds its seat) until the form is
 * completed. Registering again in the same room answers the current state.
 */
export function register(d: Deps, tenant: Tenant, locale: Locale, customer: CustomerRow, key: string | number, roomId: number | null | undefined): RegistrationState {
  return immediate(d, () => {
    const s = sessionOf(d, tenant.key, key);
    if (closed(d, s)) throw refuse(422, 'conference', 'registration.closed');
    const room = roomFor(d, s.id, roomId);
    const existing = registrationOf(d, customer.id, s.id);
    if (existing) {
      if (existing.room_id === (room?.id ?? null)) return stateOf(d, tenant, locale, customer, s);
      throw refuse(422, 'room_id', 'registration.duplicate_room');
    }
    if (ticketRequired(tenant, s)) {
      if (!holdsTicket(d, tenant.key, customer.id)) throw refuse(422, 'conference', 'registration.ticket_required');
      // A seat in a room is being there: the held ticket must include in-person sessions.
      if (room) requireRight(d, tenant, locale, customer.id, 'in_person');
    }
    const clash = clashOf(d, locale, customer.id, s);
    if (clash) throw refuse(422, 'conference', 'registration.overlap', { conflict: clash });
    if (room) takeSeat(d, s.id, room.id);
    const pending = s.registration_form_id !== null;
    const uuid = crypto.randomUUID();
    d.sql(
      `INSERT INTO registrations (uuid, tenant, customer_id, conference_id, room_id, status, missing, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(uuid, tenant.key, customer.id, s.id, room?.id ?? null, pending ? 'pending' : 'confirmed', pending ? 'form' : null, nowIso(d));
    // Confirmed now: its email (a pending one gets it when its form is done: confirmPending).
    if (!pending) tellRegistration(d, tenant.key, customer.id, s.id, room?.id ?? null, uuid, 'registrationConfirmed');
    return stateOf(d, tenant, locale, customer, s);
  });
}

/** POST /conferences/{id}/unregister: leaves the room (confirmed or pending) and frees the seat. */
export function unregister(
  d: Deps,
  tenant: Tenant,
  locale: Locale,
  customer: CustomerRow,
  key: string | number,
  roomId: number | null | undefined,
): RegistrationState & { news: WaitlistNews } {
  return immediate(d, () => {
    const s = sessionOf(d, tenant.key, key);
    const room = roomFor(d, s.id, roomId);
    const existing = registrationOf(d, customer.id, s.id);
    if (!existing || existing.room_id !== (room?.id ?? null)) throw refuse(422, 'room_id', 'registration.not_registered');
    removeRegistration(d, customer.id, s.id, existing);
    if (existing.status === 'confirmed') tellRegistration(d, tenant.key, customer.id, s.id, existing.room_id, existing.uuid, 'registrationCancelled');
    // The freed seat goes to the first in line who still qualifies, in this same transaction.
    const news = promoteWaiting(d, tenant, locale, s, existing.room_id);
    return { ...stateOf(d, tenant, locale, customer, s), news };
  });
}

function removeRegistration(d: Deps, customerId: number, conferenceId: number, r: RegistrationRow) {
  d.sql('DELETE FROM registrations WHERE id = ?').run(r.id);
  freeSeat(d, conferenceId, r.room_id);
  // A registration form's draft goes with its registration.
  d.sql(
    `DELETE FROM form_answers WHERE customer_id = ? AND conference_id = ? AND status = 'draft'
       AND form_id = (SELECT registration_form_id FROM conference_participation WHERE conference_id = ?)`,
  ).run(customerId, conferenceId, conferenceId);
}

/**
 * DELETE /customer/discard-pending-registration/{uuid}: the session it was for (its seats
 * changed) and what the freed seat did to the waiting list, or null when there is no such
 * pending registration.
 */
export function discardPending(d: Deps, tenant: Tenant, locale: Locale, customerId: number, uuid: string): { conferenceId: number; news: WaitlistNews } | null {
  return immediate(d, () => {
    const r = d
      .sql("SELECT id, uuid, room_id, status, missing, conference_id FROM registrations WHERE uuid = ? AND customer_id = ? AND tenant = ? AND status = 'pending'")
      .get(uuid.toLowerCase(), customerId, tenant.key) as (RegistrationRow & { conference_id: number }) | undefined;
    if (!r) return null;
    removeRegistration(d, customerId, r.conference_id, r);
    const news = promoteWaiting(d, tenant, locale, sessionOf(d, tenant.key, r.conference_id), r.room_id);
    return { conferenceId: r.conference_id, news };
  });
}

// ---------------------------------------------------------------------------------------------
// Waiting list
// ---------------------------------------------------------------------------------------------

/** What a freed seat did: who got it, who was skipped and why (mailed inside the transaction, published after the commit). */
export interface WaitlistNews {
  conferenceId: number;
  /** `since`: when the waiter joined the list (with the customer and the session, what their email is about: sent once) */
  promoted: { customerId: number; roomId: number | null; status: 'confirmed' | 'pending'; since: string }[];
  skipped: { customerId: number; reason: ParticipationErrorKey; since: string }[];
  /** the list changed (someone joined, left, got a seat or was skipped): positions moved */
  changed: boolean;
}

/** The customer's place on the session's waiting list: room, position (1 = next) and how many wait in that room; or null. */
export function waitlistPlace(d: Deps, customerId: number, conferenceId: number): { roomId: number | null; position: number; waiting: number } | null {
  const mine = d.sql('SELECT id, room_id FROM waitlist WHERE customer_id = ? AND conference_id = ?').get(customerId, conferenceId) as
    | { id: number; room_id: number | null }
    | undefined;
  if (!mine) return null;
  const counts = d
    .sql('SELECT SUM(id <= @id) AS position, COUNT(*) AS waiting FROM waitlist WHERE conference_id = @c AND room_id IS @room')
    .get({ id: mine.id, c: conferenceId, room: mine.room_id }) as { position: number; waiting: number };
  return { roomId: mine.room_id, position: counts.position, waiting: counts.waiting };
}

/** Why this customer may not have a seat in `s` now (the rules of registering), or null. */
function disqualification(d: Deps, tenant: Tenant, locale: Locale, customerId: number, s: SessionRow, roomId: number | null): ParticipationErrorKey | null {
  if (closed(d, s)) return 'registration.closed';
  if (registrationOf(d, customerId, s.id)) return 'registration.duplicate_room';
  if (ticketRequired(tenant, s)) {
    if (!holdsTicket(d, tenant.key, customerId)) return 'registration.ticket_required';
    // A seat is being there: the held ticket must include in-person sessions (as in register).
    if (roomId !== null && !(heldRights(d, tenant.key, customerId) ?? []).includes('in_person')) return 'registration.ticket_required';
  }
  if (clashOf(d, locale, customerId, s)) return 'registration.overlap';
  return null;
}

const seatFree = (d: Deps, conferenceId: number, roomId: number | null) =>
  roomId === null || !!d.sql('SELECT 1 FROM conference_rooms WHERE conference_id = ? AND room_id = ? AND seats_occupied < seats_total').get(conferenceId, roomId);

/**
 * Gives the free seats of a room to the waiting list, first in line first, inside the caller's
 * transaction: each waiter is checked with the rules of registering at that moment; one who no
 * longer qualifies leaves the list (and is told why) and the next is tried. A session with a
 * registration form gives a pending registration (the seat is held until the form is done).
 */
export function promoteWaiting(d: Deps, tenant: Tenant, locale: Locale, s: SessionRow, roomId: number | null): WaitlistNews {
  const news: WaitlistNews = { conferenceId: s.id, promoted: [], skipped: [], changed: false };
  const next = d.sql('SELECT id, customer_id, created_at FROM waitlist WHERE conference_id = ? AND room_id IS ? ORDER BY id LIMIT 1');
  while (seatFree(d, s.id, roomId)) {
    const waiter = next.get(s.id, roomId) as { id: number; customer_id: number; created_at: string } | undefined;
    if (!waiter) break;
    d.sql('DELETE FROM waitlist WHERE id = ?').run(waiter.id);
    news.changed = true;
    const why = disqualification(d, tenant, locale, waiter.customer_id, s, roomId);
    if (why) {
      news.skipped.push({ customerId: waiter.customer_id, reason: why, since: waiter.created_at });
      tellWaitlist(d, tenant.key, s.id, roomId, waiter.customer_id, waiter.created_at, 'waitlistSkipped', why);
      continue;
    }
    if (roomId !== null) takeSeat(d, s.id, roomId);
    const pending = s.registration_form_id !== null;
    d.sql(
      `INSERT INTO registrations (uuid, tenant, customer_id, conference_id, room_id, status, missing, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(crypto.randomUUID(), tenant.key, waiter.customer_id, s.id, roomId, pending ? 'pending' : 'confirmed', pending ? 'form' : null, nowIso(d));
    news.promoted.push({ customerId: waiter.customer_id, roomId, status: pending ? 'pending' : 'confirmed', since: waiter.created_at });
    tellWaitlist(d, tenant.key, s.id, roomId, waiter.customer_id, waiter.created_at, 'waitlistSeat');
  }
  return news;
}

/**
 * The email of a waiter given the seat or skipped, written into the mailbox inside the caller's
 * transaction (the mails table is the outbox): it exists if and only if the seat change was
 * committed, even if the process dies right after the commit. In the recipient's language (the
 * session's title too), linking the session in the portal they use, once per place on the list
 * (the event key: session, person, when they joined).
 */
function tellWaitlist(d: Deps, tenantKey: string, conferenceId: number, roomId: number | null, customerId: number, since: string, kind: 'waitlistSeat' | 'waitlistSkipped', reason?: ParticipationErrorKey) {
  const r = recipient(d, tenantKey, customerId);
  const s = d
    .sql(`SELECT c.slug, c.starts_at, c.ends_at, ${tcol('ct', 'title')} FROM conferences c ${tjoin('conference_i18n', 'conference_id', 'c.id', 'ct')} WHERE c.id = @id`)
    .get({ id: conferenceId, locale: r.locale }) as { slug: string; starts_at: string; ends_at: string; title: string };
  const why = reason === undefined ? undefined : ((WAITLIST_SKIP_REASONS as Record<string, Record<Locale, string>>)[reason]?.[r.locale] ?? '');
  const path = `/agenda/${s.slug}`;
  const eventKey = `waitlist:${conferenceId}:${customerId}:${since}:${kind === 'waitlistSeat' ? 'seat' : 'skipped'}`;
  if (kind === 'waitlistSkipped') {
    mailAccount(d, r, kind, path, { session: s.title, reason: why }, { eventKey });
    return;
  }
  // The seat given: when and where, and the session for the calendar, as a registration says it.
  const place = roomPlace(d, roomId, r.locale);
  const facts =
    snippet('when', r.locale, { when: formatWhen(r.locale, s.starts_at, s.ends_at, r.tenant.timeZone) }) + (place ? snippet('where', r.locale, { room: place }) : '') + snippet('sessionIcs', r.locale);
  mailAccount(d, r, kind, path, { session: s.title, facts }, { eventKey, attachments: [sessionIcs(d, tenantKey, conferenceId, s, place, portalLink(r.origin, r.locale, path), false)] });
}

/**
 * POST /conferences/{id}/waitlist {room_id}: joins the waiting list of a full room, with the
 * rules of registering (ticket, clash, not registered already). A room with a free seat is
 * refused (register instead: waitlist.not_full). Joining again answers the current state.
 */
export function joinWaitlist(d: Deps, tenant: Tenant, locale: Locale, customer: CustomerRow, key: string | number, roomId: number | null | undefined): RegistrationState {
  return immediate(d, () => {
    const s = sessionOf(d, tenant.key, key);
    if (closed(d, s)) throw refuse(422, 'conference', 'registration.closed');
    const room = roomFor(d, s.id, roomId);
    if (registrationOf(d, customer.id, s.id)) throw refuse(422, 'room_id', 'registration.duplicate_room');
    const already = waitlistPlace(d, customer.id, s.id);
    if (already) {
      if (already.roomId === (room?.id ?? null)) return stateOf(d, tenant, locale, customer, s);
      d.sql('DELETE FROM waitlist WHERE customer_id = ? AND conference_id = ?').run(customer.id, s.id);
    }
    if (ticketRequired(tenant, s)) {
      if (!holdsTicket(d, tenant.key, customer.id)) throw refuse(422, 'conference', 'registration.ticket_required');
      if (room) requireRight(d, tenant, locale, customer.id, 'in_person');
    }
    const clash = clashOf(d, locale, customer.id, s);
    if (clash) throw refuse(422, 'conference', 'registration.overlap', { conflict: clash });
    if (!room || room.occupied < room.total) throw refuse(422, 'room_id', 'waitlist.not_full');
    d.sql('INSERT INTO waitlist (tenant, customer_id, conference_id, room_id, created_at) VALUES (?, ?, ?, ?, ?)').run(tenant.key, customer.id, s.id, room.id, nowIso(d));
    return stateOf(d, tenant, locale, customer, s);
  });
}

/** POST /conferences/{id}/waitlist/leave: leaves the waiting list (nothing to leave: the state as it is). */
export function leaveWaitlist(d: Deps, tenant: Tenant, locale: Locale, customer: CustomerRow, key: string | number): RegistrationState & { left: boolean } {
  return immediate(d, () => {
    const s = sessionOf(d, tenant.key, key);
    const left = d.sql('DELETE FROM waitlist WHERE customer_id = ? AND conference_id = ?').run(customer.id, s.id).changes > 0;
    return { ...stateOf(d, tenant, locale, customer, s), left };
  });
}

/**
 * GET /conferences/{id}/waitlist (organisers): each room's seats, its registrations (confirmed and
 * pending, oldest first) and its waiting list in order, with who and since when; a session
 * without rooms that takes registrations lists them in `withoutRoom` (no seats, no waiting list).
 */
export function waitlistOf(d: Deps, locale: Locale, s: SessionRow): SessionWaitlist {
  const rooms = seatingOf(d, locale, s.id).rooms;
  type Row = { room_id: number | null; created_at: string; name: string; surname: string; email: string };
  const rows = d
    .sql(
      `SELECT w.room_id, w.created_at, c.name, c.surname, c.email FROM waitlist w JOIN customers c ON c.id = w.customer_id
       WHERE w.conference_id = ? ORDER BY w.id`,
    )
    .all(s.id) as Row[];
  const registered = d
    .sql(
      `SELECT r.uuid, r.status, r.room_id, r.created_at, c.name, c.surname, c.email FROM registrations r JOIN customers c ON c.id = r.customer_id
       WHERE r.conference_id = ? ORDER BY r.id`,
    )
    .all(s.id) as (Row & { uuid: string; status: 'confirmed' | 'pending'; external?: boolean })[];
  // Seats taken without an account (external-registration.ts) are seats like any other: listed
  // with the others, oldest first, and removable the same way.
  const external = d
    .sql("SELECT uuid, 'confirmed' AS status, room_id, created_at, name, surname, email FROM external_registrations WHERE conference_id = ? ORDER BY id")
    .all(s.id) as (Row & { uuid: string; status: 'confirmed' })[];
  for (const x of external) {
    const later = registered.findIndex((r) => r.created_at > x.created_at);
    registered.splice(later === -1 ? registered.length : later, 0, { ...x, external: true });
  }
  const who = (w: Row) => ({ name: `${w.name} ${w.surname}`.trim(), email: w.email, since: w.created_at });
  // A session without rooms registers with no room (roomFor): no seats, no waiting list, but registrations.
  const withoutRoom =
    rooms.length === 0 && (s.registration_required === 1 || registered.length > 0)
      ? registered.map((x) => ({ uuid: x.uuid, status: x.status, ...who(x), external: x.external === true }))
      : null;
  return {
    conferenceId: s.id,
    withoutRoom,
    rooms: rooms.map((r) => ({
      roomId: r.id,
      name: r.name,
      total: r.total,
      occupied: r.occupied,
      registrations: registered.filter((x) => x.room_id === r.id).map((x) => ({ uuid: x.uuid, status: x.status, ...who(x), external: x.external === true })),
      entries: rows.filter((w) => w.room_id === r.id).map((w, i) => ({ position: i + 1, ...who(w) })),
    })),
  };
}

/**
 * POST /conferences/{id}/registrations/{uuid}/remove (organisers; the route checks the role):
 * takes the registration (confirmed or pending) away, frees its seat and gives it to the first in
 * line who qualifies, in one transaction. The registrant gets the cancellation email with the
 * organiser's reason (and the .ics that takes it out of their calendar). 404 when the session has no such registration.
 */
export function removeByOrganiser(
  d: Deps,
  tenant: Tenant,
  locale: Locale,
  key: string | number,
  uuid: string,
  reason?: string | null,
): { customerId: number; roomId: number | null; news: WaitlistNews } {
  return immediate(d, () => {
    const s = sessionOf(d, tenant.key, key);
    const r = d
      .sql('SELECT id, uuid, room_id, status, missing, customer_id FROM registrations WHERE uuid = ? AND conference_id = ? AND tenant = ?')
      .get(uuid.toLowerCase(), s.id, tenant.key) as (RegistrationRow & { customer_id: number }) | undefined;
    if (!r) throw notFound('Registration not found');
    removeRegistration(d, r.customer_id, s.id, r);
    if (r.status === 'confirmed') tellRegistration(d, tenant.key, r.customer_id, s.id, r.room_id, r.uuid, 'registrationRemoved', reason);
    const news = promoteWaiting(d, tenant, locale, s, r.room_id);
    return { customerId: r.customer_id, roomId: r.room_id, news };
  });
}

/** Confirms a pending registration (its registration form is complete). */
export function confirmPending(d: Deps, customerId: number, conferenceId: number) {
  d.db.transaction(() => {
    const r = d.sql("SELECT uuid, tenant, room_id FROM registrations WHERE customer_id = ? AND conference_id = ? AND status = 'pending'").get(customerId, conferenceId) as
      | { uuid: string; tenant: string; room_id: number | null }
      | undefined;
    if (!r) return;
    d.sql("UPDATE registrations SET status = 'confirmed', missing = NULL WHERE customer_id = ? AND conference_id = ? AND status = 'pending'").run(customerId, conferenceId);
    tellRegistration(d, r.tenant, customerId, conferenceId, r.room_id, r.uuid, 'registrationConfirmed');
  })();
}

export function isPending(d: Deps, customerId: number, conferenceId: number): boolean {
  return registrationOf(d, customerId, conferenceId)?.status === 'pending';
}

/** Seconds between two counted heartbeats (a heartbeat is sent every HEARTBEAT_SECONDS = 60). */
export const MIN_BEAT_MS = 50_000;

/**
 * POST /conferences/{id}/events: `stream_opened` notes the start; each `heartbeat` counts one
 * minute watched, at most one per MIN_BEAT_MS per customer and session (extra beats are ignored).
 */
export function recordAttendance(d: Deps, tenant: Tenant, customer: CustomerRow, s: SessionRow, event: 'stream_opened' | 'heartbeat') {
  if (!s.streaming_provider || !s.streaming_url) throw refuse(422, 'event', 'validation.in');
  requireGate(d, tenant, customer, s, streamGateOf(s), 'event', 'streams');
  const now = d.clock();
  immediate(d, () => {
    d.sql('INSERT OR IGNORE INTO attendance (customer_id, conference_id, tenant) VALUES (?, ?, ?)').run(customer.id, s.id, tenant.key);
    if (event === 'stream_opened') {
      d.sql('UPDATE attendance SET opened_at = ? WHERE customer_id = ? AND conference_id = ?').run(now, customer.id, s.id);
      return;
    }
    d.sql(
      `UPDATE attendance SET minutes = minutes + 1, last_beat_at = @now
       WHERE customer_id = @customer AND conference_id = @id AND (last_beat_at IS NULL OR @now - last_beat_at >= @gap)`,
    ).run({ now, customer: customer.id, id: s.id, gap: MIN_BEAT_MS });
  });
}

export const nowIso = (d: Deps) => new Date(d.clock()).toISOString();

/**
 * Sessions whose times follow the clock (conference_participation.follows_clock 'HH:MM-HH:MM')
 * take place on today's local date of their tenant, at those local times of its event zone (its
 * registry `timeZone`: an Athens tenant's window is Athens's day, not Madrid's);
 * Deps.today, so DEMO_API_NOW pins them too. Called on start and whenever a tenant's local day
 * has changed since the last call (`localDays`); returns the days it placed them on.
 */
export function followClock(d: Deps): string {
  const rows = d
    .sql(
      `SELECT p.conference_id AS id, p.follows_clock AS window, c.tenant AS tenant
       FROM conference_participation p JOIN conferences c ON c.id = p.conference_id WHERE p.follows_clock IS NOT NULL`,
    )
    .all() as { id: number; window: string; tenant: string }[];
  const update = d.sql('UPDATE conferences SET local_date = ?, starts_at = ?, ends_at = ?, starts_ts = ? WHERE id = ?');
  d.db.transaction(() => {
    for (const r of rows) {
      const [from, to] = r.window.split('-') as [string, string];
      const today = d.today(r.tenant);
      const zone = d.zoneOf(r.tenant);
      const starts = zonedIso(today, from, zone);
      update.run(today, starts, zonedIso(today, to, zone), Date.parse(starts) / 1000, r.id);
    }
  })();
  return localDays(d);
}

/** Today in every tenant's zone ("2026-11-26 2026-11-27 …"): it changes when any tenant's day does. */
export function localDays(d: Deps): string {
  return d.tenants.map((t) => d.today(t.key)).join(' ');
}

// ---------------------------------------------------------------------------------------------
// Files, surveys and the session's forms

export interface SessionFileRow {
  id: number;
  gate: AccessGate;
  mime: string;
  size_kb: number;
  name: string;
  title: string;
}

/** The session's survey or registration form with this id (404 survey.not_available for any other form). */
export function formOfSession(tenant: Tenant, locale: Locale, s: SessionRow, formId: number): { form: SessionForm; kind: 'survey' | 'registration' } {
  const kind = formId === s.survey_form_id ? 'survey' : formId === s.registration_form_id ? 'registration' : null;
  const form = kind ? findSessionForm(tenant, formId, locale) : null;
  if (!kind || !form) throw refuse(404, 'custom_form_id', 'survey.not_available');
  return { form, kind };
}

/** GET /conferences/{id}/files/{fileId}: the file row of this session (404 for any other id). */
export function sessionFile(d: Deps, locale: Locale, s: SessionRow, fileId: string): SessionFileRow {
  if (!/^\d{1,9}$/.test(fileId)) throw notFound('File not found');
  const f = d
    .sql(
      `SELECT f.id, f.gate, f.mime, f.size_kb, ${tcol('fi', 'name')}, ${tcol('ci', 'title')}
       FROM conference_files f ${tjoin('conference_file_i18n', 'file_id', 'f.id', 'fi')} ${tjoin('conference_i18n', 'conference_id', 'f.conference_id', 'ci')}
       WHERE f.id = @id AND f.conference_id = @conference`,
    )
    .get({ id: Number(fileId), conference: s.id, locale }) as SessionFileRow | undefined;
  if (!f) throw notFound('File not found');
  return f;
}

/** GET /conferences/surveys: the sessions with a survey whose gate is open to the customer. */
export function surveysOf(d: Deps, tenant: Tenant, locale: Locale, customer: CustomerRow, only: number | undefined): SessionSurvey[] {
  const rows = d
    .sql(
      `SELECT c.id FROM conferences c JOIN conference_participation p ON p.conference_id = c.id
       WHERE c.tenant = @tenant AND p.survey_form_id IS NOT NULL AND (@only IS NULL OR c.id = @only) ORDER BY c.starts_ts, c.id`,
    )
    .all({ tenant: tenant.key, only: only ?? null }) as { id: number }[];
  const list: SessionSurvey[] = [];
  for (const { id } of rows) {
    const s = sessionOf(d, tenant.key, id);
    if (!gateOpen(d, tenant, customer, s, s.survey_gate ?? 'registered')) continue;
    const title = d.sql(`SELECT ${tcol('ct', 'title')} FROM conferences c ${tjoin('conference_i18n', 'conference_id', 'c.id', 'ct')} WHERE c.id = @id`).get({ id, locale }) as { title: string };
    list.push({ conferenceId: s.id, slug: s.slug, title: title.title, formId: s.survey_form_id!, answer: completedAnswer(d, customer.id, s.survey_form_id!, s.id) });
  }
  return list;
}

/**
 * A survey answered once (conferenceId 0: the tenant's survey outside any session): 409
 * survey.already_answered the second time, 422 with the answers' errors.
 */
export function answerSurvey(d: Deps, tenant: string, customerId: number, form: SessionForm, conferenceId: number, answers: FormAnswers): SurveyAnswer {
  return immediate(d, () => {
    if (completedAnswer(d, customerId, form.id, conferenceId)) throw refuse(409, 'custom_form_id', 'survey.already_answered');
    const errors = checkAnswers(d, form, answers, { customerId });
    if (Object.keys(errors).length) throw unprocessable(errors);
    saveAnswers(d, tenant, customerId, form.id, conferenceId, answers, 'completed');
    return completedAnswer(d, customerId, form.id, conferenceId)!;
  });
}

/** The registration form of a pending registration: a draft keeps it pending, the answers confirm it. */
export function answerRegistrationForm(d: Deps, tenant: Tenant, locale: Locale, customer: CustomerRow, s: SessionRow, form: SessionForm, answers: FormAnswers, draft: boolean | undefined): RegistrationState {
  return immediate(d, () => {
    if (!isPending(d, customer.id, s.id)) throw refuse(422, 'conference', 'registration.not_pending');
    const errors = checkAnswers(d, form, answers, { draft, customerId: customer.id });
    if (Object.keys(errors).length) throw unprocessable(errors);
    saveAnswers(d, tenant.key, customer.id, form.id, s.id, answers, draft ? 'draft' : 'completed');
    if (!draft) confirmPending(d, customer.id, s.id);
    return stateOf(d, tenant, locale, customer, s);
  });
}

/** Whether a session (by id) has a stream poster (GET /media/posters/{id}.svg). */
export function hasPoster(d: Deps, conferenceId: number): boolean {
  const row = d.sql('SELECT stream_poster FROM conference_participation WHERE conference_id = ?').get(conferenceId) as { stream_poster: string | null } | undefined;
  return Boolean(row?.stream_poster);
}
