/**
 * The rules of networking in one place (docs/product.md#entities networking request / event / registration, §4
 * request states, slot legend, organiser validation, turning networking off, §5 "a user and a
 * meeting, plus a time slot when a block applies", §6 organisers, §7 Networking). Routes
 * (routes/networking.ts) only parse, call these and publish. Contract: lib/api/schemas/networking.ts.
 *
 * networkingType 1 (event): one-to-one meetings in slots of time blocks, in rooms.
 * networkingType 2 (conference): networking events with registrations the organisers validate,
 * plus one-to-one meetings with an optional date and time.
 *
 * Every write runs in one BEGIN IMMEDIATE transaction (the conflict checks of an acceptance and
 * its write are one step, so of two accepts of one slot or room exactly one wins) and returns the
 * publications it causes; the route sends them after the commit.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../lib/tenants/schema';
import {
  FREE_MEETING_MINUTES,
  NETWORKING_DIRECTORY_PER_PAGE,
  NETWORKING_REQUESTS_PER_PAGE,
  REGISTRATION_TRANSITIONS,
  REQUEST_TRANSITIONS,
  type CreateRequestBody,
  type EventRegistrations,
  type NetworkingAcceptance,
  type NetworkingBlocks,
  type NetworkingConference,
  type NetworkingCustomer,
  type NetworkingCustomerPage,
  type NetworkingCustomerQuery,
  type NetworkingErrorKey,
  type NetworkingEvent,
  type NetworkingEvents,
  type NetworkingForm,
  type NetworkingPerson,
  type NetworkingRegistration,
  type NetworkingRegistrationStatus,
  type NetworkingRequest,
  type NetworkingRequestPage,
  type NetworkingRoom,
  type NetworkingStatus,
  type NetworkingType,
  type RegistrationAction,
  type RequestStatus,
  type SlotStatus,
  type UpdateRequestBody,
} from '../lib/api/schemas/networking';
import { customerChannel, NETWORKING_EVENTS } from '../lib/api/schemas/realtime';
import { bearerToken, requireCustomer, type CustomerRow } from './auth';
import type { DB } from './db';
import type { Deps } from './deps';
import { ApiError, unprocessable } from './errors';
import { checkAnswers } from './form-answers';
import { check, count } from './limits';
import { mailAccount, portalLink, recipient } from './mail';
import { formatWhen, icsAttachment, snippet } from './mail-templates';
import { NETWORKING_FORM, NETWORKING_TERMS, localised, type L } from './networking-texts';

/** Seconds of the countdown before networking is turned off (docs/product.md#limits leaves the value open). */
export const UNSUBSCRIBE_COUNTDOWN_SECONDS = 10;

/** One realtime event to send once the change is committed. */
export interface Publication {
  channels: string[];
  event: string;
  data: unknown;
}

/** A refusal with a NETWORKING_ERROR_KEYS key. */
export function refusal(status: number, field: string, key: NetworkingErrorKey, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError(status, { message: key, errors: { [field]: [key] }, ...extra } as ApiError['body']);
}

const immediate = <T>(d: Deps, fn: () => T): T => d.db.transaction(fn).immediate();
const nowIso = (d: Deps) => new Date(d.clock()).toISOString();

// ---------------------------------------------------------------------------------------------
// Schema (created here, IF NOT EXISTS, so an existing demo DB gains it without a rebuild)
// ---------------------------------------------------------------------------------------------

const NETWORKING_SCHEMA = `
CREATE TABLE IF NOT EXISTS networking_conferences (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, position INTEGER NOT NULL, name TEXT NOT NULL,
  starts_at TEXT NOT NULL, ends_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS networking_rooms (
  id INTEGER PRIMARY KEY, conference_id INTEGER NOT NULL REFERENCES networking_conferences(id),
  position INTEGER NOT NULL, name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS networking_blocks (
  id INTEGER PRIMARY KEY, conference_id INTEGER NOT NULL REFERENCES networking_conferences(id),
  name TEXT NOT NULL, date TEXT NOT NULL, starts_at TEXT NOT NULL, ends_at TEXT NOT NULL, slot_minutes INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS networking_slots (
  id INTEGER PRIMARY KEY, block_id INTEGER NOT NULL REFERENCES networking_blocks(id),
  conference_id INTEGER NOT NULL, starts_at TEXT NOT NULL, ends_at TEXT NOT NULL,
  starts_ms INTEGER NOT NULL, ends_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS networking_profiles (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE, tenant TEXT NOT NULL,
  terms_accepted_at TEXT, answers TEXT, form_completed_at TEXT
);
CREATE TABLE IF NOT EXISTS networking_requests (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, conference_id INTEGER NOT NULL REFERENCES networking_conferences(id),
  requester_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  receiver_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  name TEXT NOT NULL, comment TEXT, slot_id INTEGER REFERENCES networking_slots(id),
  starts_at TEXT, ends_at TEXT, starts_ms INTEGER, ends_ms INTEGER,
  room_id INTEGER REFERENCES networking_rooms(id),
  status TEXT NOT NULL CHECK (status IN ('created', 'validated', 'rejected', 'cancelled')),
  cancel_reason TEXT, cancelled_by TEXT CHECK (cancelled_by IN ('requester', 'receiver')),
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL, validated_at TEXT, rejected_at TEXT, cancelled_at TEXT
);
CREATE INDEX IF NOT EXISTS networking_requests_requester ON networking_requests (requester_id, conference_id, status);
CREATE INDEX IF NOT EXISTS networking_requests_receiver ON networking_requests (receiver_id, conference_id, status);
CREATE INDEX IF NOT EXISTS networking_requests_room ON networking_requests (room_id, status);
CREATE TABLE IF NOT EXISTS networking_events (
  id INTEGER PRIMARY KEY, conference_id INTEGER NOT NULL REFERENCES networking_conferences(id),
  name TEXT NOT NULL, room_id INTEGER REFERENCES networking_rooms(id), starts_at TEXT NOT NULL, ends_at TEXT NOT NULL,
  ends_ms INTEGER NOT NULL, comments TEXT, capacity INTEGER NOT NULL,
  host_customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL
);
CREATE TABLE IF NOT EXISTS networking_registrations (
  id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL REFERENCES networking_events(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'validated', 'rejected', 'cancelled')),
  created_at TEXT NOT NULL, validated_at TEXT, rejected_at TEXT, cancelled_at TEXT,
  -- the organiser's reason for rejecting or cancelling it (told to the registrant), else NULL
  reason TEXT,
  UNIQUE (event_id, customer_id)
);
CREATE TABLE IF NOT EXISTS networking_seeded (tenant TEXT PRIMARY KEY);
`;

export function installNetworkingSchema(db: DB) {
  db.exec(NETWORKING_SCHEMA);
}

// ---------------------------------------------------------------------------------------------
// Who and where
// ---------------------------------------------------------------------------------------------

/** The tenant's networking type, or 404 networking.disabled. */
export function networkingTypeOf(req: FastifyRequest): NetworkingType {
  const type = req.tenant.networkingType;
  if (type !== 1 && type !== 2) throw refusal(404, 'networking', 'networking.disabled');
  return type;
}

/** The signed-in customer: no token is a 401 networking.login_required, a bad token the usual bare 403. */
export function networkingCustomer(d: Deps, req: FastifyRequest): CustomerRow {
  networkingTypeOf(req);
  if (!bearerToken(req)) throw refusal(401, 'customer', 'networking.login_required');
  return requireCustomer(d, req);
}

/** An organiser (docs/product.md#roles "Organizers: handle networking registrations"): others get 403 WITH errors, so the portal keeps the session. */
export function networkingOrganiser(d: Deps, req: FastifyRequest): CustomerRow {
  const c = networkingCustomer(d, req);
  if (c.is_moderator !== 1) throw refusal(403, 'role', 'networking.forbidden');
  return c;
}

interface ConferenceRow {
  id: number;
  tenant: string;
  position: number;
  name: string;
  starts_at: string;
  ends_at: string;
}

/** The networking conference of X-Networking-Conference, else the tenant's first; 404 for another. */
export function conferenceOf(d: Deps, req: FastifyRequest): ConferenceRow {
  const header = req.headers['x-networking-conference'];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  if (raw) {
    const row = /^\d+$/.test(raw)
      ? (d.sql('SELECT * FROM networking_conferences WHERE id = ? AND tenant = ?').get(Number(raw), req.tenant.key) as ConferenceRow | undefined)
      : undefined;
    if (!row) throw refusal(404, 'conference', 'networking.conference_not_found');
    return row;
  }
  const first = d.sql('SELECT * FROM networking_conferences WHERE tenant = ? ORDER BY position LIMIT 1').get(req.tenant.key) as ConferenceRow | undefined;
  if (!first) throw refusal(404, 'conference', 'networking.conference_not_found');
  return first;
}

function roomsOf(d: Deps, conferenceId: number, locale: Locale): NetworkingRoom[] {
  const rows = d.sql('SELECT id, name FROM networking_rooms WHERE conference_id = ? ORDER BY position').all(conferenceId) as { id: number; name: string }[];
  return rows.map((r) => ({ id: r.id, name: localised(r.name, locale) }));
}

function roomById(d: Deps, conferenceId: number, roomId: number, locale: Locale): NetworkingRoom | null {
  const r = d.sql('SELECT id, name FROM networking_rooms WHERE id = ? AND conference_id = ?').get(roomId, conferenceId) as { id: number; name: string } | undefined;
  return r ? { id: r.id, name: localised(r.name, locale) } : null;
}

function hasBlocks(d: Deps, conferenceId: number): boolean {
  return !!d.sql('SELECT 1 FROM networking_blocks WHERE conference_id = ? LIMIT 1').get(conferenceId);
}

export function listConferences(d: Deps, tenant: string, type: NetworkingType, locale: Locale): NetworkingConference[] {
  const rows = d.sql('SELECT * FROM networking_conferences WHERE tenant = ? ORDER BY position').all(tenant) as ConferenceRow[];
  return rows.map((c) => ({
    id: c.id,
    name: localised(c.name, locale),
    type,
    startsAt: c.starts_at,
    endsAt: c.ends_at,
    hasBlocks: hasBlocks(d, c.id),
    rooms: roomsOf(d, c.id, locale),
  }));
}

// ---------------------------------------------------------------------------------------------
// Profiles, terms, form, status
// ---------------------------------------------------------------------------------------------

interface ProfileRow {
  customer_id: number;
  tenant: string;
  terms_accepted_at: string | null;
  answers: string | null;
  form_completed_at: string | null;
}

function profileOf(d: Deps, customerId: number): ProfileRow | null {
  return (d.sql('SELECT * FROM networking_profiles WHERE customer_id = ?').get(customerId) as ProfileRow | undefined) ?? null;
}

const isVisible = (p: ProfileRow | null) => !!p?.terms_accepted_at && !!p.form_completed_at;

export function initials(name: string, surname: string): string {
  return `${[...name.trim()][0] ?? ''}${[...surname.trim()][0] ?? ''}`.toUpperCase();
}

type PersonRow = Pick<CustomerRow, 'id' | 'name' | 'surname' | 'company' | 'position' | 'photo'>;

function person(d: Deps, c: PersonRow): NetworkingPerson {
  return { id: c.id, name: c.name, surname: c.surname, company: c.company, position: c.position, photo: d.media(c.photo), initials: initials(c.name, c.surname) };
}

function personById(d: Deps, id: number): NetworkingPerson {
  const c = d.sql('SELECT id, name, surname, company, position, photo FROM customers WHERE id = ?').get(id) as PersonRow;
  return person(d, c);
}

function card(d: Deps, c: PersonRow, answersJson: string | null, locale: Locale): NetworkingCustomer {
  const answers = answersJson ? (JSON.parse(answersJson) as Record<string, unknown>) : {};
  const form = NETWORKING_FORM;
  const sectorField = form.fields.find((f) => f.name === 'sector')!;
  const lookingField = form.fields.find((f) => f.name === 'looking_for')!;
  const sector = typeof answers.sector === 'string' ? answers.sector : null;
  const sectorOption = sectorField.options.find((o) => o.value === sector);
  const looking = Array.isArray(answers.looking_for) ? (answers.looking_for as string[]) : [];
  const about = typeof answers.about === 'string' && answers.about.trim() ? answers.about.trim() : null;
  return {
    ...person(d, c),
    sector,
    sectorLabel: sectorOption ? localised(sectorOption.label, locale) : null,
    lookingFor: looking.map((v) => lookingField.options.find((o) => o.value === v)).filter((o) => !!o).map((o) => localised(o.label, locale)),
    about,
  };
}

/** The caller hosts a networking event, or holds a validated registration to one that has not ended (docs/product.md#states: turning off is blocked). */
function hasAssociatedEvent(d: Deps, tenant: string, customerId: number): boolean {
  const nowMs = d.now().getTime();
  return !!d
    .sql(
      `SELECT 1 FROM networking_events e JOIN networking_conferences c ON c.id = e.conference_id
       WHERE c.tenant = ? AND (e.host_customer_id = ? OR (e.ends_ms > ? AND EXISTS (
         SELECT 1 FROM networking_registrations r WHERE r.event_id = e.id AND r.customer_id = ? AND r.status = 'validated')))
       LIMIT 1`,
    )
    .get(tenant, customerId, nowMs, customerId);
}

export function networkingStatus(d: Deps, tenant: string, type: NetworkingType, customer: CustomerRow, locale: Locale): NetworkingStatus {
  const p = profileOf(d, customer.id);
  const visible = isVisible(p);
  const pending = d
    .sql(`SELECT count(*) AS n FROM networking_requests WHERE tenant = ? AND receiver_id = ? AND status = 'created'`)
    .get(tenant, customer.id) as { n: number };
  return {
    type,
    termsAccepted: !!p?.terms_accepted_at,
    termsAcceptedAt: p?.terms_accepted_at ?? null,
    formCompleted: !!p?.form_completed_at,
    visible,
    profile: visible ? card(d, customer, p!.answers, locale) : null,
    answers: p?.answers ? (JSON.parse(p.answers) as NetworkingStatus['answers']) : {},
    hasAssociatedEvent: hasAssociatedEvent(d, tenant, customer.id),
    unsubscribeCountdownSeconds: UNSUBSCRIBE_COUNTDOWN_SECONDS,
    pendingReceived: pending.n,
  };
}

export function acceptance(d: Deps, customer: CustomerRow, locale: Locale): NetworkingAcceptance {
  const p = profileOf(d, customer.id);
  return {
    title: localised(NETWORKING_TERMS.title, locale),
    text: localised(NETWORKING_TERMS.text, locale),
    version: NETWORKING_TERMS.version,
    accepted: !!p?.terms_accepted_at,
    acceptedAt: p?.terms_accepted_at ?? null,
  };
}

function statusPublication(d: Deps, tenant: string, type: NetworkingType, customer: CustomerRow, locale: Locale): Publication {
  return { channels: [customerChannel(tenant, customer.id)], event: NETWORKING_EVENTS.statusChanged, data: { status: networkingStatus(d, tenant, type, customer, locale) } };
}

/** Accepts the networking terms (idempotent: the first date stays). */
export function enableNetworking(d: Deps, tenant: string, type: NetworkingType, customer: CustomerRow, locale: Locale) {
  return immediate(d, () => {
    d.sql(
      `INSERT INTO networking_profiles (customer_id, tenant, terms_accepted_at) VALUES (?, ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET terms_accepted_at = COALESCE(terms_accepted_at, excluded.terms_accepted_at)`,
    ).run(customer.id, tenant, nowIso(d));
    const status = networkingStatus(d, tenant, type, customer, locale);
    return { status, publish: [statusPublication(d, tenant, type, customer, locale)] };
  });
}

export function networkingForm(locale: Locale): NetworkingForm {
  const f = NETWORKING_FORM;
  return {
    id: f.id,
    uuid: f.uuid,
    purpose: 'networking',
    title: localised(f.title, locale),
    description: localised(f.description, locale),
    fields: f.fields.map((x) => ({
      name: x.name,
      type: x.type,
      label: localised(x.label, locale),
      help: x.help ? localised(x.help, locale) : null,
      placeholder: null,
      required: x.required,
      minLength: null,
      maxLength: x.maxLength ?? null,
      digits: null,
      format: null,
      autocomplete: null,
      options: x.options.map((o) => ({ value: o.value, label: localised(o.label, locale) })),
      accept: null,
      scale: null,
      maxSizeKb: null,
      maxFiles: null,
    })),
  };
}

/** Saves the networking form's answers (every question checked at once, docs/product.md#validation). The terms must be accepted first. */
export function completeForm(d: Deps, tenant: string, type: NetworkingType, customer: CustomerRow, locale: Locale, formId: number, answers: Record<string, unknown>) {
  if (formId !== NETWORKING_FORM.id) throw unprocessable({ custom_form_id: ['validation.in'] });
  const form = networkingForm(locale);
  const errors = checkAnswers(d, form, answers as never, { customerId: customer.id });
  if (Object.keys(errors).length) throw unprocessable(errors);
  const clean: Record<string, unknown> = {};
  for (const f of form.fields) {
    const v = answers[f.name];
    if (v !== undefined && v !== null && v !== '') clean[f.name] = typeof v === 'string' ? v.trim() : v;
  }
  return immediate(d, () => {
    const p = profileOf(d, customer.id);
    if (!p?.terms_accepted_at) throw refusal(409, 'networking', 'networking.not_enabled');
    d.sql('UPDATE networking_profiles SET answers = ?, form_completed_at = ? WHERE customer_id = ?').run(JSON.stringify(clean), nowIso(d), customer.id);
    return { status: networkingStatus(d, tenant, type, customer, locale), publish: [statusPublication(d, tenant, type, customer, locale)] };
  });
}

/** A visible profile is needed to see others and to ask for meetings. */
function requireVisible(d: Deps, customer: CustomerRow) {
  if (!isVisible(profileOf(d, customer.id))) throw refusal(409, 'networking', 'networking.not_enabled');
}

/**
 * Turning networking off (after the portal's countdown): refused while the customer has an
 * associated event; otherwise every request of theirs (any state: their conversations and
 * meetings) and every registration is deleted, and the profile with it. The other party of each
 * request hears `networking.request.removed`.
 */
export function unsubscribe(d: Deps, tenant: string, type: NetworkingType, customer: CustomerRow, locale: Locale) {
  return immediate(d, () => {
    if (hasAssociatedEvent(d, tenant, customer.id)) throw refusal(409, 'networking', 'networking.unsubscribe_blocked');
    const requests = d
      .sql('SELECT id, requester_id, receiver_id FROM networking_requests WHERE tenant = ? AND (requester_id = ? OR receiver_id = ?)')
      .all(tenant, customer.id, customer.id) as { id: number; requester_id: number; receiver_id: number }[];
    d.sql('DELETE FROM networking_requests WHERE tenant = ? AND (requester_id = ? OR receiver_id = ?)').run(tenant, customer.id, customer.id);
    d.sql('DELETE FROM networking_registrations WHERE customer_id = ?').run(customer.id);
    d.sql('DELETE FROM networking_profiles WHERE customer_id = ?').run(customer.id);
    const publish: Publication[] = requests.map((r) => ({
      channels: [customerChannel(tenant, r.requester_id === customer.id ? r.receiver_id : r.requester_id)],
      event: NETWORKING_EVENTS.requestRemoved,
      data: { requestId: r.id },
    }));
    publish.push(statusPublication(d, tenant, type, customer, locale));
    return { status: networkingStatus(d, tenant, type, customer, locale), removed: requests.length, publish };
  });
}

// ---------------------------------------------------------------------------------------------
// Directory
// ---------------------------------------------------------------------------------------------

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function directory(d: Deps, tenant: string, customer: CustomerRow, locale: Locale, q: NetworkingCustomerQuery): NetworkingCustomerPage {
  requireVisible(d, customer);
  const rows = d
    .sql(
      `SELECT c.id, c.name, c.surname, c.company, c.position, c.photo, p.answers FROM customers c
       JOIN networking_profiles p ON p.customer_id = c.id
       WHERE c.tenant = ? AND c.id <> ? AND p.terms_accepted_at IS NOT NULL AND p.form_completed_at IS NOT NULL`,
    )
    .all(tenant, customer.id) as (PersonRow & { answers: string | null })[];
  const everyone = rows
    .map((r) => card(d, r, r.answers, locale))
    .sort((a, b) => a.surname.localeCompare(b.surname, 'es') || a.name.localeCompare(b.name, 'es') || a.id - b.id);
  const facet = (values: { value: string | null; label: string | null }[]) => {
    const m = new Map<string, { value: string; label: string; count: number }>();
    for (const v of values) {
      if (!v.value) continue;
      const e = m.get(v.value) ?? { value: v.value, label: v.label ?? v.value, count: 0 };
      e.count++;
      m.set(v.value, e);
    }
    return [...m.values()].sort((a, b) => a.label.localeCompare(b.label, 'es'));
  };
  const terms = q.search ? fold(q.search).split(/\s+/).filter(Boolean) : [];
  const matched = everyone.filter((c) => {
    if (q.company && c.company !== q.company) return false;
    if (q.position && c.position !== q.position) return false;
    if (q.sector && c.sector !== q.sector) return false;
    if (!terms.length) return true;
    const hay = fold([c.name, c.surname, c.company ?? '', c.position ?? ''].join(' '));
    return terms.every((t) => hay.includes(t));
  });
  const perPage = NETWORKING_DIRECTORY_PER_PAGE;
  const page = q.page ?? 1;
  return {
    data: matched.slice((page - 1) * perPage, page * perPage),
    meta: { currentPage: page, lastPage: Math.max(1, Math.ceil(matched.length / perPage)), total: matched.length, perPage },
    filters: {
      companies: facet(everyone.map((c) => ({ value: c.company, label: c.company }))),
      positions: facet(everyone.map((c) => ({ value: c.position, label: c.position }))),
      sectors: facet(everyone.map((c) => ({ value: c.sector, label: c.sectorLabel }))),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

interface RequestRow {
  id: number;
  tenant: string;
  conference_id: number;
  requester_id: number;
  receiver_id: number;
  name: string;
  comment: string | null;
  slot_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  starts_ms: number | null;
  ends_ms: number | null;
  room_id: number | null;
  status: RequestStatus;
  cancel_reason: string | null;
  cancelled_by: 'requester' | 'receiver' | null;
  created_at: string;
  updated_at: string;
  validated_at: string | null;
  rejected_at: string | null;
  cancelled_at: string | null;
}

interface SlotRow {
  id: number;
  block_id: number;
  conference_id: number;
  starts_at: string;
  ends_at: string;
  starts_ms: number;
  ends_ms: number;
}

function toRequest(d: Deps, r: RequestRow, viewerId: number, locale: Locale): NetworkingRequest {
  const block = r.slot_id ? (d.sql('SELECT block_id FROM networking_slots WHERE id = ?').get(r.slot_id) as { block_id: number }) : null;
  return {
    id: r.id,
    conferenceId: r.conference_id,
    status: r.status,
    direction: r.requester_id === viewerId ? 'sent' : 'received',
    requester: personById(d, r.requester_id),
    receiver: personById(d, r.receiver_id),
    name: r.name,
    comment: r.comment,
    slotId: r.slot_id,
    blockId: block?.block_id ?? null,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    room: r.room_id ? roomById(d, r.conference_id, r.room_id, locale) : null,
    cancelReason: r.cancel_reason,
    cancelledBy: r.cancelled_by,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    validatedAt: r.validated_at,
    rejectedAt: r.rejected_at,
    cancelledAt: r.cancelled_at,
  };
}

/** `networking.request.changed` to both parties, each with their own `direction`. */
function requestPublications(d: Deps, r: RequestRow, change: string, by: number, locale: Locale): Publication[] {
  return [r.requester_id, r.receiver_id].map((id) => ({
    channels: [customerChannel(r.tenant, id)],
    event: NETWORKING_EVENTS.requestChanged,
    data: { request: toRequest(d, r, id, locale), change, by },
  }));
}

/**
 * A request of either person in `status` overlapping [start, end) (one request left out):
 * 'validated' is an accepted meeting (the person is busy), 'created' one still asked for.
 */
function personOverlap(d: Deps, status: 'validated' | 'created', people: number[], startMs: number, endMs: number, exceptId: number): boolean {
  const marks = people.map(() => '?').join(',');
  return !!d
    .sql(
      `SELECT 1 FROM networking_requests WHERE status = ? AND id <> ? AND starts_ms < ? AND ends_ms > ?
       AND (requester_id IN (${marks}) OR receiver_id IN (${marks})) LIMIT 1`,
    )
    .get(status, exceptId, endMs, startMs, ...people, ...people);
}

/** Rooms holding an accepted meeting overlapping [start, end). */
function takenRooms(d: Deps, conferenceId: number, startMs: number, endMs: number, exceptId: number): Set<number> {
  const rows = d
    .sql(
      `SELECT DISTINCT room_id FROM networking_requests WHERE conference_id = ? AND status = 'validated' AND room_id IS NOT NULL
       AND id <> ? AND starts_ms < ? AND ends_ms > ?`,
    )
    .all(conferenceId, exceptId, endMs, startMs) as { room_id: number }[];
  return new Set(rows.map((r) => r.room_id));
}

function slotStatus(d: Deps, conferenceId: number, roomCount: number, people: number[], s: { starts_ms: number; ends_ms: number }, exceptId: number): SlotStatus {
  // A slot that has begun can no longer be booked.
  if (s.starts_ms <= d.now().getTime()) return 'occupied';
  if (personOverlap(d, 'validated', people, s.starts_ms, s.ends_ms, exceptId)) return 'occupied';
  if (roomCount > 0 && takenRooms(d, conferenceId, s.starts_ms, s.ends_ms, exceptId).size >= roomCount) return 'occupied';
  if (personOverlap(d, 'created', people, s.starts_ms, s.ends_ms, exceptId)) return 'requested';
  return 'free';
}

function visibleOther(d: Deps, tenant: string, customer: CustomerRow, participantId: number): CustomerRow {
  const other = d.sql('SELECT * FROM customers WHERE id = ? AND tenant = ?').get(participantId, tenant) as CustomerRow | undefined;
  if (!other || other.id === customer.id || !isVisible(profileOf(d, other.id))) throw refusal(422, 'participantId', 'networking.participant_unavailable');
  return other;
}

/** POST /networking/events/blocks: the slots with the legend for the caller and the other person. */
export function blocksFor(d: Deps, tenant: string, conference: ConferenceRow, customer: CustomerRow, locale: Locale, participantId: number, requestId?: number): NetworkingBlocks {
  requireVisible(d, customer);
  visibleOther(d, tenant, customer, participantId);
  const rooms = roomsOf(d, conference.id, locale);
  const people = [customer.id, participantId];
  const blocks = d.sql('SELECT * FROM networking_blocks WHERE conference_id = ? ORDER BY starts_at').all(conference.id) as {
    id: number;
    name: string;
    date: string;
    starts_at: string;
    ends_at: string;
    slot_minutes: number;
  }[];
  const except = requestId ?? 0;
  return {
    rooms,
    blocks: blocks.map((b) => ({
      id: b.id,
      name: localised(b.name, locale),
      date: b.date,
      startsAt: b.starts_at,
      endsAt: b.ends_at,
      slotMinutes: b.slot_minutes,
      slots: (d.sql('SELECT * FROM networking_slots WHERE block_id = ? ORDER BY starts_ms').all(b.id) as SlotRow[]).map((s) => {
        const taken = takenRooms(d, conference.id, s.starts_ms, s.ends_ms, except);
        return {
          id: s.id,
          startsAt: s.starts_at,
          endsAt: s.ends_at,
          status: slotStatus(d, conference.id, rooms.length, people, s, except),
          rooms: rooms.map((r) => ({ ...r, free: !taken.has(r.id) })),
        };
      }),
    })),
  };
}

interface Timing {
  slot_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  starts_ms: number | null;
  ends_ms: number | null;
}

/** The time of a request from its slot (conferences with blocks: required) or its optional date and time. */
function timingOf(d: Deps, conference: ConferenceRow, slotId: number | null | undefined, startsAt: string | null | undefined): Timing {
  if (hasBlocks(d, conference.id)) {
    if (!slotId) throw unprocessable({ slotId: ['validation.required'] });
    const s = d.sql('SELECT * FROM networking_slots WHERE id = ? AND conference_id = ?').get(slotId, conference.id) as SlotRow | undefined;
    if (!s) throw unprocessable({ slotId: ['validation.in'] });
    return { slot_id: s.id, starts_at: s.starts_at, ends_at: s.ends_at, starts_ms: s.starts_ms, ends_ms: s.ends_ms };
  }
  if (slotId) throw unprocessable({ slotId: ['validation.in'] });
  if (!startsAt) return { slot_id: null, starts_at: null, ends_at: null, starts_ms: null, ends_ms: null };
  const ms = Date.parse(startsAt);
  if (ms < Date.parse(conference.starts_at) || ms >= Date.parse(conference.ends_at)) throw unprocessable({ startsAt: ['validation.in'] });
  const end = ms + FREE_MEETING_MINUTES * 60_000;
  return { slot_id: null, starts_at: startsAt, ends_at: isoLike(startsAt, end), starts_ms: ms, ends_ms: end };
}

/** `end` as an ISO date-time in the same offset as `like` (so both read in local time). */
function isoLike(like: string, endMs: number): string {
  const m = like.match(/([+-])(\d{2}):(\d{2})$/);
  if (!m) return new Date(endMs).toISOString();
  const offsetMin = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  return new Date(endMs + offsetMin * 60_000).toISOString().slice(0, 19) + `${m[1]}${m[2]}:${m[3]}`;
}

/** Refuses a time that has begun, one either person already has an accepted meeting at, or a room taken then. */
function checkFree(d: Deps, conferenceId: number, people: number[], t: Timing, roomId: number | null, exceptId: number) {
  if (t.starts_ms === null || t.ends_ms === null) return;
  if (t.starts_ms <= d.now().getTime()) throw refusal(409, 'slotId', 'networking.slot_unavailable');
  if (personOverlap(d, 'validated', people, t.starts_ms, t.ends_ms, exceptId)) throw refusal(409, 'slotId', 'networking.slot_unavailable');
  const rooms = (d.sql('SELECT count(*) AS n FROM networking_rooms WHERE conference_id = ?').get(conferenceId) as { n: number }).n;
  const taken = takenRooms(d, conferenceId, t.starts_ms, t.ends_ms, exceptId);
  if (roomId !== null && taken.has(roomId)) throw refusal(409, 'roomId', 'networking.room_unavailable');
  if (rooms > 0 && taken.size >= rooms) throw refusal(409, 'slotId', 'networking.slot_unavailable');
}

function checkRoom(d: Deps, conferenceId: number, roomId: number | null | undefined): number | null {
  if (!roomId) return null;
  if (!d.sql('SELECT 1 FROM networking_rooms WHERE id = ? AND conference_id = ?').get(roomId, conferenceId)) throw unprocessable({ roomId: ['validation.in'] });
  return roomId;
}

/**
 * A meeting's email to one of its two people (`toId`), about what the other (`actorId`) did, in
 * the recipient's language, inside the caller's transaction: asked (to the receiver), accepted
 * with its room, time and .ics (to both: `meetingConfirmed` to the one who accepted), rejected (to the requester), cancelled with the reason (to the
 * other person; the .ics takes an accepted meeting out of the calendar). The event key holds the
 * request's creation time: turning networking off deletes requests, and their ids come back.
 */
function tellMeeting(d: Deps, r: RequestRow, kind: 'meetingRequested' | 'meetingAccepted' | 'meetingConfirmed' | 'meetingRejected' | 'meetingCancelled', toId: number, actorId: number) {
  const to = recipient(d, r.tenant, toId);
  const actor = d.sql('SELECT name, surname FROM customers WHERE id = ?').get(actorId) as { name: string; surname: string };
  const room = r.room_id ? roomById(d, r.conference_id, r.room_id, to.locale) : null;
  const when = r.starts_at && r.ends_at ? formatWhen(to.locale, r.starts_at, r.ends_at, to.tenant.timeZone) : snippet('noTime', to.locale);
  const view = kind === 'meetingRequested' ? 'solicitudes' : kind === 'meetingRejected' ? 'personas' : 'reuniones';
  const path = `/networking/${view}`;
  const attachments =
    r.starts_at && r.ends_at && (kind === 'meetingAccepted' || kind === 'meetingConfirmed' || (kind === 'meetingCancelled' && r.validated_at))
      ? [
          icsAttachment(
            'reunion.ics',
            { uid: `meeting-${r.id}.${r.tenant}@ekitaldi`, start: r.starts_at, end: r.ends_at, summary: r.name, location: room?.name, url: portalLink(to.origin, to.locale, path) },
            { stamp: new Date(d.clock()), cancel: kind === 'meetingCancelled' },
          ),
        ]
      : [];
  mailAccount(
    d,
    to,
    kind,
    path,
    {
      other: `${actor.name} ${actor.surname}`.trim(),
      title: r.name,
      when,
      room: room?.name ?? '',
      comment: r.comment ? snippet('comment', to.locale, { comment: r.comment }) : '',
      reason: r.cancel_reason || snippet('noReason', to.locale),
    },
    { attachments, eventKey: `meeting:${r.id}:${r.created_at}:${kind}` },
  );
}

const requestRow = (d: Deps, id: number) => d.sql('SELECT * FROM networking_requests WHERE id = ?').get(id) as RequestRow | undefined;

/**
 * POST /networking/events: a meeting request, status created (`created` false: the same request
 * was already pending, and is answered again). A limit per person on new requests.
 */
export function createRequest(d: Deps, tenant: string, conference: ConferenceRow, customer: CustomerRow, locale: Locale, body: CreateRequestBody) {
  return immediate(d, () => {
    requireVisible(d, customer);
    const other = visibleOther(d, tenant, customer, body.participantId);
    const t = timingOf(d, conference, body.slotId, body.startsAt);
    const roomId = checkRoom(d, conference.id, body.roomId);
    // The same request again while it is pending (a double click, a retry, two tabs) is that
    // request: no second request, no second email.
    const same = d
      .sql(
        `SELECT id FROM networking_requests WHERE conference_id = ? AND requester_id = ? AND receiver_id = ? AND status = 'created'
           AND name = ? AND COALESCE(comment, '') = ? AND slot_id IS ? AND starts_at IS ? AND room_id IS ? ORDER BY id LIMIT 1`,
      )
      .get(conference.id, customer.id, other.id, body.name, body.comment || '', t.slot_id, t.starts_at, roomId) as { id: number } | undefined;
    if (same) return { request: toRequest(d, requestRow(d, same.id)!, customer.id, locale), publish: [] as Publication[], created: false };
    // New requests a person may send (limits.ts networkingRequest): each one mails someone.
    const limitKey = `${tenant}|${customer.id}`;
    check(d, 'networkingRequest', limitKey);
    checkFree(d, conference.id, [customer.id, other.id], t, roomId, 0);
    const at = nowIso(d);
    const id = Number(
      d
        .sql(
          `INSERT INTO networking_requests (tenant, conference_id, requester_id, receiver_id, name, comment, slot_id, starts_at, ends_at,
           starts_ms, ends_ms, room_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'created', ?, ?)`,
        )
        .run(tenant, conference.id, customer.id, other.id, body.name, body.comment || null, t.slot_id, t.starts_at, t.ends_at, t.starts_ms, t.ends_ms, roomId, at, at)
        .lastInsertRowid,
    );
    count(d, 'networkingRequest', limitKey);
    const row = requestRow(d, id)!;
    tellMeeting(d, row, 'meetingRequested', row.receiver_id, customer.id);
    return { request: toRequest(d, row, customer.id, locale), publish: requestPublications(d, row, 'created', customer.id, locale), created: true };
  });
}

/**
 * PUT /networking/events/{id}: a transition (`status`) or an edit by the requester. The state
 * machine (REQUEST_TRANSITIONS) and every conflict check run inside the same transaction as the
 * write.
 */
export function updateRequest(d: Deps, tenant: string, customer: CustomerRow, locale: Locale, id: number, body: UpdateRequestBody) {
  return immediate(d, () => {
    const r = requestRow(d, id);
    if (!r || r.tenant !== tenant || (r.requester_id !== customer.id && r.receiver_id !== customer.id)) throw refusal(404, 'id', 'networking.not_found');
    const role = r.requester_id === customer.id ? 'requester' : 'receiver';
    const conference = d.sql('SELECT * FROM networking_conferences WHERE id = ?').get(r.conference_id) as ConferenceRow;
    const at = nowIso(d);
    const invalid = () => refusal(409, 'status', 'networking.invalid_state', { status: r.status });

    if (body.status) {
      const rule = REQUEST_TRANSITIONS[body.status];
      if (rule.by === 'receiver' && role !== 'receiver') throw refusal(403, 'role', 'networking.forbidden');
      if (!rule.from.includes(r.status)) throw invalid();
      if (body.status === 'validated') {
        if (!body.roomId) throw refusal(422, 'roomId', 'networking.room_required');
        const roomId = checkRoom(d, r.conference_id, body.roomId)!;
        checkFree(d, r.conference_id, [r.requester_id, r.receiver_id], r, roomId, r.id);
        d.sql(`UPDATE networking_requests SET status = 'validated', room_id = ?, validated_at = ?, updated_at = ? WHERE id = ?`).run(roomId, at, at, r.id);
      } else if (body.status === 'rejected') {
        d.sql(`UPDATE networking_requests SET status = 'rejected', rejected_at = ?, updated_at = ? WHERE id = ?`).run(at, at, r.id);
      } else {
        d.sql(`UPDATE networking_requests SET status = 'cancelled', cancel_reason = ?, cancelled_by = ?, cancelled_at = ?, updated_at = ? WHERE id = ?`).run(
          body.reason || null,
          role,
          at,
          at,
          r.id,
        );
      }
      const after = requestRow(d, r.id)!;
      // The other person hears of it, once (the state machine refuses the same change twice).
      const other = role === 'requester' ? r.receiver_id : r.requester_id;
      const mail = ({ validated: 'meetingAccepted', rejected: 'meetingRejected', cancelled: 'meetingCancelled' } as const)[body.status];
      tellMeeting(d, after, mail, other, customer.id);
      // The one who accepted gets the same meeting for their own calendar.
      if (mail === 'meetingAccepted') tellMeeting(d, after, 'meetingConfirmed', customer.id, other);
      return { request: toRequest(d, after, customer.id, locale), publish: requestPublications(d, after, body.status, customer.id, locale) };
    }

    // An edit: the requester's own pending request.
    if (role !== 'requester') throw refusal(403, 'role', 'networking.forbidden');
    if (r.status !== 'created') throw invalid();
    const slotGiven = body.slotId !== undefined;
    const startGiven = body.startsAt !== undefined;
    const t: Timing = slotGiven || startGiven ? timingOf(d, conference, slotGiven ? body.slotId : r.slot_id, startGiven ? body.startsAt : r.starts_at) : r;
    const roomId = body.roomId !== undefined ? checkRoom(d, r.conference_id, body.roomId) : r.room_id;
    checkFree(d, r.conference_id, [r.requester_id, r.receiver_id], t, roomId, r.id);
    d.sql(
      `UPDATE networking_requests SET name = ?, comment = ?, slot_id = ?, starts_at = ?, ends_at = ?, starts_ms = ?, ends_ms = ?, room_id = ?, updated_at = ? WHERE id = ?`,
    ).run(body.name ?? r.name, body.comment !== undefined ? body.comment || null : r.comment, t.slot_id, t.starts_at, t.ends_at, t.starts_ms, t.ends_ms, roomId, at, r.id);
    const after = requestRow(d, r.id)!;
    return { request: toRequest(d, after, customer.id, locale), publish: requestPublications(d, after, 'updated', customer.id, locale) };
  });
}

/** GET /networking/events/received|sent?page=&status= */
export function requestPage(
  d: Deps,
  tenant: string,
  conference: ConferenceRow,
  customer: CustomerRow,
  locale: Locale,
  box: 'received' | 'sent',
  page: number,
  status?: RequestStatus,
): NetworkingRequestPage {
  const column = box === 'received' ? 'receiver_id' : 'requester_id';
  const filter = status ? ' AND status = ?' : '';
  const args: unknown[] = [tenant, conference.id, customer.id, ...(status ? [status] : [])];
  const total = (d.sql(`SELECT count(*) AS n FROM networking_requests WHERE tenant = ? AND conference_id = ? AND ${column} = ?${filter}`).get(...args) as { n: number }).n;
  const perPage = NETWORKING_REQUESTS_PER_PAGE;
  const rows = d
    .sql(`SELECT * FROM networking_requests WHERE tenant = ? AND conference_id = ? AND ${column} = ?${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, perPage, (page - 1) * perPage) as RequestRow[];
  const pending = d
    .sql(`SELECT count(*) AS n FROM networking_requests WHERE tenant = ? AND conference_id = ? AND receiver_id = ? AND status = 'created'`)
    .get(tenant, conference.id, customer.id) as { n: number };
  return {
    data: rows.map((r) => toRequest(d, r, customer.id, locale)),
    meta: { currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)), total, perPage },
    pending: pending.n,
  };
}

// ---------------------------------------------------------------------------------------------
// Networking events and registrations (type 2)
// ---------------------------------------------------------------------------------------------

interface EventRow {
  id: number;
  conference_id: number;
  name: string;
  room_id: number | null;
  starts_at: string;
  ends_at: string;
  ends_ms: number;
  comments: string | null;
  capacity: number;
  host_customer_id: number | null;
}

interface RegistrationRow {
  id: number;
  event_id: number;
  customer_id: number;
  status: NetworkingRegistrationStatus;
  reason: string | null;
  created_at: string;
  validated_at: string | null;
  rejected_at: string | null;
  cancelled_at: string | null;
}

function toEvent(d: Deps, e: EventRow, viewerId: number, locale: Locale): NetworkingEvent {
  const registered = (d.sql(`SELECT count(*) AS n FROM networking_registrations WHERE event_id = ? AND status IN ('pending', 'validated')`).get(e.id) as { n: number }).n;
  const mine = d.sql('SELECT id, status, reason FROM networking_registrations WHERE event_id = ? AND customer_id = ?').get(e.id, viewerId) as
    | { id: number; status: NetworkingRegistrationStatus; reason: string | null }
    | undefined;
  return {
    id: e.id,
    conferenceId: e.conference_id,
    name: localised(e.name, locale),
    room: e.room_id ? roomById(d, e.conference_id, e.room_id, locale) : null,
    startsAt: e.starts_at,
    endsAt: e.ends_at,
    comments: e.comments ? localised(e.comments, locale) : null,
    capacity: e.capacity,
    registered,
    host: e.host_customer_id ? personById(d, e.host_customer_id) : null,
    registration: mine ? { registrationId: mine.id, status: mine.status, reason: mine.reason } : null,
  };
}

function toRegistration(d: Deps, r: RegistrationRow): NetworkingRegistration {
  const c = d.sql('SELECT id, name, surname, company, position, photo, email FROM customers WHERE id = ?').get(r.customer_id) as PersonRow & { email: string };
  return {
    registrationId: r.id,
    eventId: r.event_id,
    status: r.status,
    customer: { ...person(d, c), email: c.email },
    createdAt: r.created_at,
    validatedAt: r.validated_at,
    rejectedAt: r.rejected_at,
    cancelledAt: r.cancelled_at,
    reason: r.reason,
  };
}

const eventsOf = (d: Deps, conferenceId: number) =>
  d.sql('SELECT * FROM networking_events WHERE conference_id = ? ORDER BY starts_at, id').all(conferenceId) as EventRow[];

function eventIn(d: Deps, conference: ConferenceRow, id: number): EventRow {
  const e = d.sql('SELECT * FROM networking_events WHERE id = ? AND conference_id = ?').get(id, conference.id) as EventRow | undefined;
  if (!e) throw refusal(404, 'eventId', 'networking.not_found');
  return e;
}

/**
 * GET /networking/events: the conference's networking events, and the caller's accepted meetings
 * in every networking conference of the tenant (one calendar, whichever conference is chosen).
 */
export function eventsAndMeetings(d: Deps, tenant: string, conference: ConferenceRow, customer: CustomerRow, locale: Locale): NetworkingEvents {
  const meetings = d
    .sql(
      `SELECT * FROM networking_requests WHERE tenant = ? AND status = 'validated' AND (requester_id = ? OR receiver_id = ?)
       ORDER BY starts_ms IS NULL, starts_ms, id`,
    )
    .all(tenant, customer.id, customer.id) as RequestRow[];
  return {
    events: eventsOf(d, conference.id).map((e) => toEvent(d, e, customer.id, locale)),
    meetings: meetings.map((r) => toRequest(d, r, customer.id, locale)),
  };
}

export function register(d: Deps, conference: ConferenceRow, customer: CustomerRow, locale: Locale, eventId: number): NetworkingEvent {
  return immediate(d, () => {
    requireVisible(d, customer);
    const e = eventIn(d, conference, eventId);
    const mine = d.sql('SELECT * FROM networking_registrations WHERE event_id = ? AND customer_id = ?').get(e.id, customer.id) as RegistrationRow | undefined;
    if (mine && (mine.status === 'pending' || mine.status === 'validated')) throw refusal(409, 'eventId', 'networking.already_registered');
    if (mine) throw refusal(409, 'status', 'networking.invalid_state', { status: mine.status });
    const taken = (d.sql(`SELECT count(*) AS n FROM networking_registrations WHERE event_id = ? AND status IN ('pending', 'validated')`).get(e.id) as { n: number }).n;
    if (taken >= e.capacity) throw refusal(409, 'eventId', 'networking.event_full');
    d.sql(`INSERT INTO networking_registrations (event_id, customer_id, status, created_at) VALUES (?, ?, 'pending', ?)`).run(e.id, customer.id, nowIso(d));
    return toEvent(d, e, customer.id, locale);
  });
}

export function unregister(d: Deps, conference: ConferenceRow, customer: CustomerRow, locale: Locale, eventId: number): NetworkingEvent {
  return immediate(d, () => {
    const e = eventIn(d, conference, eventId);
    const mine = d.sql('SELECT * FROM networking_registrations WHERE event_id = ? AND customer_id = ?').get(e.id, customer.id) as RegistrationRow | undefined;
    if (!mine) throw refusal(409, 'eventId', 'networking.not_registered');
    if (mine.status !== 'pending' && mine.status !== 'validated') throw refusal(409, 'status', 'networking.invalid_state', { status: mine.status });
    d.sql('DELETE FROM networking_registrations WHERE id = ?').run(mine.id);
    return toEvent(d, e, customer.id, locale);
  });
}

/** GET /networking/events/registrations (organisers). */
export function allRegistrations(d: Deps, conference: ConferenceRow, organiser: CustomerRow, locale: Locale): EventRegistrations {
  return eventsOf(d, conference.id).map((e) => ({
    event: toEvent(d, e, organiser.id, locale),
    registrations: (d.sql('SELECT * FROM networking_registrations WHERE event_id = ? ORDER BY created_at, id').all(e.id) as RegistrationRow[]).map((r) => toRegistration(d, r)),
  }));
}

/** GET /networking/events/{id}/registrations/validated (organisers). */
export function validatedRegistrations(d: Deps, conference: ConferenceRow, eventId: number): NetworkingRegistration[] {
  const e = eventIn(d, conference, eventId);
  return (d.sql(`SELECT * FROM networking_registrations WHERE event_id = ? AND status = 'validated' ORDER BY validated_at, id`).all(e.id) as RegistrationRow[]).map((r) =>
    toRegistration(d, r),
  );
}

/** POST /networking/events/{eventId}/registration/{registrationId}/{validate|reject|cancel} (organisers). */
export function moderateRegistration(
  d: Deps,
  tenant: string,
  conference: ConferenceRow,
  locale: Locale,
  eventId: number,
  registrationId: number,
  action: RegistrationAction,
  reason: string | null = null,
) {
  return immediate(d, () => {
    const e = eventIn(d, conference, eventId);
    const r = d.sql('SELECT * FROM networking_registrations WHERE id = ? AND event_id = ?').get(registrationId, e.id) as RegistrationRow | undefined;
    if (!r) throw refusal(404, 'registrationId', 'networking.not_found');
    const rule = REGISTRATION_TRANSITIONS[action];
    if (!rule.from.includes(r.status)) throw refusal(409, 'status', 'networking.invalid_state', { status: r.status });
    const column = { validated: 'validated_at', rejected: 'rejected_at', cancelled: 'cancelled_at', pending: 'created_at' }[rule.to];
    // The organiser's reason goes with a rejection or a cancellation; validating clears it.
    const at = nowIso(d);
    d.sql(`UPDATE networking_registrations SET status = ?, ${column} = ?, reason = ? WHERE id = ?`).run(rule.to, at, action === 'validate' ? null : reason || null, r.id);
    if (rule.to === 'validated' || rule.to === 'rejected') {
      // The registrant hears the organisers' decision, in its language (with the reason of a rejection).
      const to = recipient(d, tenant, r.customer_id);
      mailAccount(
        d,
        to,
        rule.to === 'validated' ? 'eventRegistrationValidated' : 'eventRegistrationRejected',
        '/networking/eventos',
        { networkingEvent: localised(e.name, to.locale), when: formatWhen(to.locale, e.starts_at, e.ends_at, to.tenant.timeZone), reason: reason || snippet('noReason', to.locale) },
        { eventKey: `networking-registration:${r.id}:${rule.to}:${at}` },
      );
    }
    const after = toRegistration(d, d.sql('SELECT * FROM networking_registrations WHERE id = ?').get(r.id) as RegistrationRow);
    const publish: Publication[] = [
      {
        channels: [customerChannel(tenant, r.customer_id)],
        event: NETWORKING_EVENTS.registrationChanged,
        data: { registration: after, event: toEvent(d, e, r.customer_id, locale) },
      },
    ];
    return { registration: after, publish };
  });
}

export type { ConferenceRow, L };
