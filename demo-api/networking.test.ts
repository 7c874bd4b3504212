/**
 * Networking (networking.ts, routes/networking.ts, seed/networking.ts) against the real demo API
 * on a SQLite file: every request transition allowed and refused, the slot legend, acceptance
 * failing on a slot or room taken meanwhile, concurrent accepts over real HTTP (exactly one
 * wins), registrations and the organiser's 403, turning networking off (and its refusal), the
 * realtime publications, and the seeded data the portal's e2e relies on.
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  eventRegistrationsSchema,
  NETWORKING_ERROR_KEYS,
  networkingAcceptanceSchema,
  networkingBlocksSchema,
  networkingConferenceListSchema,
  networkingCustomerPageSchema,
  networkingErrorSchema,
  networkingEventSchema,
  networkingEventsSchema,
  networkingFormSchema,
  networkingRegistrationListSchema,
  networkingRegistrationSchema,
  networkingRequestPageSchema,
  networkingRequestSchema,
  networkingStatusSchema,
  REQUEST_STATUSES,
  requestChangedEventSchema,
  type NetworkingBlocks,
  type NetworkingConference,
  type NetworkingRequest,
} from '../lib/api/schemas/networking';
import { customerChannel, NETWORKING_EVENTS } from '../lib/api/schemas/realtime';
import { pusherClient, startPublishingApi, subscribed } from './realtime/testing';
import { LIMITS } from './limits';
import { DEMO_ACCOUNTS } from './seed';
import { NETWORKING_ACCOUNTS, NETWORKING_ATTENDEES, networkingAttendeeEmail } from './seed/networking';
import { call, type Call, fileServerPerFile, mailsOf, sessionToken, signIn, testServer, tokenOf } from './testing';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let app: FastifyInstance;
let db: Database.Database;
let attendee: string;
let organiser: string;
let contact: string;
let attendeeId: number;
let demoConfs: NetworkingConference[];
let hermesConf: NetworkingConference;
let bilbao: NetworkingConference;

interface Person {
  id: number;
  token: string;
  email: string;
}

let n = 0;
/** A fresh signed-in customer (sessions written by hand, as participation.test.ts does), visible in networking unless told otherwise. */
function person(tenant = 'demo', visible = true): Person {
  n++;
  const email = `nw${n}-${crypto.randomUUID()}@ekitaldi.test`;
  const id = Number(
    db
      .prepare(
        `INSERT INTO customers (tenant, email, password_hash, name, surname, company, position, email_verified, created_at)
         VALUES (?, ?, 'x', ?, 'Prueba', 'Empresa Prueba', 'Tester', 1, '2026-11-01T00:00:00Z')`,
      )
      .run(tenant, email, `Persona${n}`).lastInsertRowid,
  );
  const token = sessionToken(db, tenant, id);
  // Networking is a right of the full ticket where tickets are required (entitlements.ts).
  const full = db.prepare("SELECT t.id FROM tickets t WHERE t.tenant = ? AND t.rights LIKE '%networking%' ORDER BY t.price_cents LIMIT 1").get(tenant) as { id: number } | undefined;
  if (full) db.prepare("INSERT INTO customer_tickets (tenant, customer_id, created_at, ticket_id) VALUES (?, ?, '2026-11-01T00:00:00Z', ?)").run(tenant, id, full.id);
  if (visible) {
    db.prepare(
      `INSERT INTO networking_profiles (customer_id, tenant, terms_accepted_at, answers, form_completed_at) VALUES (?, ?, '2026-11-20T10:00:00.000Z', ?, '2026-11-20T10:00:00.000Z')`,
    ).run(id, tenant, JSON.stringify({ sector: 'health', looking_for: ['partners'] }));
  }
  return { id, token, email };
}

type Opts = Call & { conference?: number };
const api = (url: string, token: string | undefined, o: Opts = {}) =>
  call(app, url, { ...o, token, headers: { ...o.headers, ...(o.conference ? { 'x-networking-conference': String(o.conference) } : {}) } });
const errorKey = (body: unknown) => Object.values(networkingErrorSchema.parse(body).errors).flat()[0];

const blocks = async (token: string, participantId: number, conference = bilbao.id): Promise<NetworkingBlocks> => {
  const res = await api('/networking/events/blocks', token, { body: { participantId }, conference });
  expect(res.status).toBe(200);
  return networkingBlocksSchema.parse(res.body);
};
const allSlots = (b: NetworkingBlocks) => b.blocks.flatMap((x) => x.slots);
/** A slot free for both people with every room free (the first, or the n-th), so tests do not share slots. */
async function freeSlot(a: Person, b: Person, nth = 0) {
  const slot = allSlots(await blocks(a.token, b.id)).filter((s) => s.status === 'free' && s.rooms.every((r) => r.free))[nth];
  if (!slot) throw new Error('no empty slot left in the demo conference');
  return slot;
}
const ask = (from: Person | string, to: number, body: Record<string, unknown> = {}, conference = bilbao.id) =>
  api('/networking/events', typeof from === 'string' ? from : from.token, { body: { participantId: to, name: 'Reunión de prueba', ...body }, conference });
const put = (token: string, id: number, body: Record<string, unknown>) => api(`/networking/events/${id}`, token, { method: 'PUT', body });

async function requestBetween(a: Person, b: Person, slotId?: number): Promise<NetworkingRequest> {
  const slot = slotId ?? (await freeSlot(a, b)).id;
  const res = await ask(a, b.id, { slotId: slot });
  expect(res.status).toBe(201);
  return networkingRequestSchema.parse(res.body);
}

const served = fileServerPerFile('networking', { now: () => new Date('2026-11-21T12:00:00+01:00') });
beforeAll(async () => {
  ({ app, db } = served);
  attendee = await signIn(app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
  organiser = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
  contact = await signIn(app, NETWORKING_ACCOUNTS.contact.email, NETWORKING_ACCOUNTS.contact.password);
  attendeeId = (db.prepare("SELECT id FROM customers WHERE tenant = 'demo' AND email = ?").get(DEMO_ACCOUNTS.attendee.email) as { id: number }).id;
  demoConfs = networkingConferenceListSchema.parse((await api('/networking/conferences', attendee)).body);
  bilbao = demoConfs[0]!;
  const hermesAttendee = await signIn(app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'hermes');
  hermesConf = networkingConferenceListSchema.parse((await api('/networking/conferences', hermesAttendee, { tenant: 'hermes' })).body)[0]!;
});

describe('gates: token, tenant, networking conference', () => {
  it('no token → 401 networking.login_required; a bad token → the bare 403', async () => {
    const none = await api('/networking/events/received', undefined);
    expect(none.status).toBe(401);
    expect(errorKey(none.body)).toBe('networking.login_required');
    const bad = await api('/networking/events/received', 'not-a-token');
    expect(bad.status).toBe(403);
    expect(bad.body).toEqual({ message: 'Forbidden' });
  });

  it('a tenant without networking → 404 networking.disabled', async () => {
    const token = await signIn(app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'digitalone');
    const res = await api('/networking/conferences', token, { tenant: 'digitalone' });
    expect(res.status).toBe(404);
    expect(errorKey(res.body)).toBe('networking.disabled');
  });

  it('X-Networking-Conference picks the conference; unknown or another tenant’s → 404 networking.conference_not_found', async () => {
    const donostia = demoConfs[1]!;
    const first = networkingRequestPageSchema.parse((await api('/networking/events/received', attendee)).body);
    const chosen = networkingRequestPageSchema.parse((await api('/networking/events/received', attendee, { conference: donostia.id })).body);
    expect(first.data.every((r) => r.conferenceId === bilbao.id)).toBe(true);
    expect(chosen.data.map((r) => r.conferenceId)).toEqual([donostia.id]);
    for (const bad of [999_999, hermesConf.id]) {
      const res = await api('/networking/events/received', attendee, { conference: bad });
      expect(res.status).toBe(404);
      expect(errorKey(res.body)).toBe('networking.conference_not_found');
    }
  });

  it('conferences: demo is type 1 with blocks and rooms, hermes type 2 without blocks', () => {
    expect(demoConfs.map((c) => [c.name, c.type, c.hasBlocks, c.rooms.length])).toEqual([
      ['Networking Bilbao', 1, true, 4],
      ['Networking Donostia', 1, true, 2],
    ]);
    expect([hermesConf.type, hermesConf.hasBlocks, hermesConf.rooms.length]).toEqual([2, false, 3]);
  });

  it('every error key the API sends is in the contract', () => {
    for (const k of ['networking.slot_unavailable', 'networking.room_unavailable', 'networking.unsubscribe_blocked', 'networking.forbidden']) {
      expect(NETWORKING_ERROR_KEYS).toContain(k);
    }
  });
});

describe('enabling networking: terms, form, visibility', () => {
  it('terms → form → visible to others; the form checks every question at once', async () => {
    const p = person('demo', false);
    let status = networkingStatusSchema.parse((await api('/networking/customer/extra-networking', p.token)).body);
    expect(status).toMatchObject({ type: 1, termsAccepted: false, formCompleted: false, visible: false, profile: null });
    expect(errorKey((await api('/networking/customers', p.token)).body)).toBe('networking.not_enabled');

    const terms = networkingAcceptanceSchema.parse((await api('/networking/acceptance', p.token, { locale: 'en' })).body);
    expect(terms).toMatchObject({ title: 'Networking terms', accepted: false });
    const form = networkingFormSchema.parse((await api('/networking/custom-form', p.token)).body);
    expect(form.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['sector', 'choice', true],
      ['looking_for', 'multi_choice', true],
      ['about', 'textarea', false],
    ]);

    const early = await api('/networking/custom-form/completed', p.token, { body: { custom_form_id: form.id, survey: { sector: 'health', looking_for: ['talent'] } } });
    expect(early.status).toBe(409);
    expect(errorKey(early.body)).toBe('networking.not_enabled');

    status = networkingStatusSchema.parse((await api('/networking/customer/enable-networking', p.token)).body);
    expect(status.termsAccepted).toBe(true);
    const invalid = await api('/networking/custom-form/completed', p.token, { body: { custom_form_id: form.id, survey: { sector: 'nope', about: 'x'.repeat(301) } } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ sector: ['validation.in'], looking_for: ['validation.required'], about: ['validation.max'] });

    const done = await api('/networking/custom-form/completed', p.token, { body: { custom_form_id: form.id, survey: { sector: 'health', looking_for: ['talent', 'partners'], about: ' Hola ' } } });
    expect(done.status).toBe(200);
    status = networkingStatusSchema.parse(done.body);
    expect(status).toMatchObject({ visible: true, answers: { sector: 'health', looking_for: ['talent', 'partners'], about: 'Hola' } });
    expect(status.profile).toMatchObject({ sectorLabel: 'Salud', lookingFor: ['Talento', 'Socios'], initials: expect.stringMatching(/^PP$/) });

    const found = networkingCustomerPageSchema.parse((await api(`/networking/customers?search=${encodeURIComponent(`persona${n}`)}`, attendee)).body);
    expect(found.data.map((c) => c.id)).toContain(p.id);
  });
});

describe('directory', () => {
  it('at least 40 visible attendees, 12 per page, the caller and hidden profiles left out', async () => {
    const page1 = networkingCustomerPageSchema.parse((await api('/networking/customers', attendee)).body);
    expect(page1.meta.total).toBeGreaterThanOrEqual(40);
    expect(page1.meta.perPage).toBe(12);
    expect(page1.data).toHaveLength(12);
    const everyone = [];
    for (let p = 1; p <= page1.meta.lastPage; p++) {
      everyone.push(...networkingCustomerPageSchema.parse((await api(`/networking/customers?page=${p}`, attendee)).body).data);
    }
    expect(everyone).toHaveLength(page1.meta.total);
    expect(everyone.some((c) => c.id === attendeeId)).toBe(false);
    const hidden = db.prepare("SELECT id FROM customers WHERE tenant = 'demo' AND email IN (?, ?, ?, ?)").all(...[40, 41, 42, 43].map(networkingAttendeeEmail)) as { id: number }[];
    expect(hidden).toHaveLength(4);
    expect(everyone.some((c) => hidden.some((h) => h.id === c.id))).toBe(false);
    expect(new Set(everyone.map((c) => c.company)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(everyone.map((c) => c.position)).size).toBeGreaterThanOrEqual(8);
    expect(everyone.filter((c) => c.photo?.endsWith('.svg')).length).toBeGreaterThan(20);
    expect(everyone.filter((c) => c.photo === null).length).toBeGreaterThan(5);
    const photo = everyone.find((c) => c.photo)!.photo!;
    const svg = await app.inject({ url: new URL(photo).pathname });
    expect([svg.statusCode, svg.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  });

  it('search by name, company or position (accents and case ignored); exact filters from `filters`', async () => {
    const all = networkingCustomerPageSchema.parse((await api('/networking/customers', attendee)).body);
    const company = all.filters.companies[0]!;
    const byCompany = networkingCustomerPageSchema.parse((await api(`/networking/customers?company=${encodeURIComponent(company.value)}`, attendee)).body);
    expect(byCompany.meta.total).toBe(company.count);
    expect(byCompany.data.every((c) => c.company === company.value)).toBe(true);
    const position = all.filters.positions[0]!;
    const byPosition = networkingCustomerPageSchema.parse((await api(`/networking/customers?position=${encodeURIComponent(position.value)}`, attendee)).body);
    expect(byPosition.data.every((c) => c.position === position.value)).toBe(true);
    const sector = all.filters.sectors.find((s) => s.value === 'energy')!;
    const bySector = networkingCustomerPageSchema.parse((await api('/networking/customers?sector=energy', attendee)).body);
    expect(bySector.meta.total).toBe(sector.count);

    const mikel = networkingCustomerPageSchema.parse((await api('/networking/customers?search=ARRIETA%20mikel', attendee)).body);
    expect(mikel.data.map((c) => `${c.name} ${c.surname}`)).toContain('Mikel Arrieta');
    const accents = networkingCustomerPageSchema.parse((await api('/networking/customers?search=logistica', attendee)).body);
    expect(accents.data.length).toBeGreaterThan(0);
    expect(accents.data.every((c) => c.company === 'Portus Logística' || /log[ií]stica/i.test(c.position ?? ''))).toBe(true);
    const byJob = networkingCustomerPageSchema.parse((await api('/networking/customers?search=responsable%20de%20datos', attendee)).body);
    expect(byJob.data.length).toBeGreaterThan(0);
    expect(byJob.data.every((c) => c.position === 'Responsable de Datos')).toBe(true);
    expect((await api('/networking/customers?page=0', attendee)).status).toBe(422);
  });
});

describe('blocks: the slot legend', () => {
  it('free / requested / occupied for the caller and the other person; rooms free per slot', async () => {
    const other = person();
    const b = await blocks(attendee, other.id);
    expect(b.blocks.map((x) => x.slots.length)).toEqual([6, 6, 6]);
    const s = allSlots(b);
    // Seeded: slot 0 has a pending request to the attendee, slot 3 her accepted meeting,
    // slot 2 all four rooms taken by others, slot 5 only the fourth room left, slot 6 requested by her.
    expect(s.map((x) => x.status).slice(0, 6)).toEqual(['requested', 'requested', 'occupied', 'occupied', 'free', 'free']);
    expect(s[5]!.rooms.map((r) => r.free)).toEqual([false, false, false, true]);
    // Slot 4: the leaving account's accepted meeting holds Mesa 2 (the slot is still free for these two).
    expect(s[4]!.rooms.map((r) => r.free)).toEqual([true, false, true, true]);
    expect(s[6]!.rooms.every((r) => r.free)).toBe(true);
    // For two people with nothing booked, only the full slot is occupied.
    const third = person();
    const fresh = allSlots(await blocks(other.token, third.id));
    expect(fresh.filter((x) => x.status !== 'free').map((x) => x.id)).toEqual([s[2]!.id]);
  });

  it('refuses an invisible participant, yourself, and a caller who is not in networking', async () => {
    const hidden = person('demo', false);
    const me = person();
    for (const pid of [hidden.id, me.id]) {
      const res = await api('/networking/events/blocks', me.token, { body: { participantId: pid } });
      expect(res.status).toBe(422);
      expect(errorKey(res.body)).toBe('networking.participant_unavailable');
    }
    const res = await api('/networking/events/blocks', hidden.token, { body: { participantId: me.id } });
    expect([res.status, errorKey(res.body)]).toEqual([409, 'networking.not_enabled']);
  });
});

describe('slots that have begun', () => {
  it('are occupied in the legend, cannot be requested, and a pending request on one can no longer be accepted', async () => {
    // "Now" is the first networking morning, 11:30 in Bilbao: 11:00 and 11:20 have begun.
    const during = await testServer({ now: () => new Date('2027-03-09T11:30:00+01:00') });
    try {
      const token = await signIn(during, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
      const received = networkingRequestPageSchema.parse((await call(during, '/networking/events/received?status=created', { token })).body).data;
      const early = received.find((r) => r.startsAt === '2027-03-09T11:00:00+01:00')!;
      const other = early.requester.id;
      const s = allSlots(networkingBlocksSchema.parse((await call(during, '/networking/events/blocks', { token, body: { participantId: other } })).body));
      expect(s.slice(0, 2).map((x) => x.status)).toEqual(['occupied', 'occupied']);
      const create = await call(during, '/networking/events', { token, body: { participantId: other, name: 'Tarde', slotId: s[1]!.id } });
      expect([create.status, errorKey(create.body)]).toEqual([409, 'networking.slot_unavailable']);
      const accept = await call(during, `/networking/events/${early.id}`, { method: 'PUT', token, body: { status: 'validated', roomId: bilbao.rooms[0]!.id } });
      expect([accept.status, errorKey(accept.body)]).toEqual([409, 'networking.slot_unavailable']);
      // Declining it is still possible.
      expect((await call(during, `/networking/events/${early.id}`, { method: 'PUT', token, body: { status: 'rejected' } })).status).toBe(200);
    } finally {
      await during.close();
    }
  });
});

describe('requests: create and edit', () => {
  it('a user and a meeting, plus a slot where blocks apply (docs/product.md#validation)', async () => {
    const a = person();
    const b = person();
    const noSlot = await ask(a, b.id);
    expect([noSlot.status, noSlot.body.errors]).toEqual([422, { slotId: ['validation.required'] }]);
    const noName = await ask(a, b.id, { name: '  ', slotId: (await freeSlot(a, b)).id });
    expect(noName.body.errors).toEqual({ name: ['validation.required'] });
    const noUser = await api('/networking/events', a.token, { body: { name: 'x' } });
    expect(noUser.body.errors).toMatchObject({ participantId: ['validation.required'] });
    const foreignSlot = allSlots(await blocks(a.token, b.id, demoConfs[1]!.id))[0]!;
    expect((await ask(a, b.id, { slotId: foreignSlot.id })).body.errors).toEqual({ slotId: ['validation.in'] });
    expect((await ask(a, b.id, { slotId: (await freeSlot(a, b)).id, roomId: 999_999 })).body.errors).toEqual({ roomId: ['validation.in'] });
    expect(errorKey((await ask(a, a.id, { slotId: (await freeSlot(a, b)).id })).body)).toBe('networking.participant_unavailable');
  });

  it('an occupied slot cannot be requested (409 networking.slot_unavailable); a requested one can', async () => {
    const s = allSlots(await blocks(attendee, person().id));
    const other = person();
    const occupied = await ask(attendee, other.id, { slotId: s[3]!.id });
    expect([occupied.status, errorKey(occupied.body)]).toEqual([409, 'networking.slot_unavailable']);
    const full = await ask(attendee, other.id, { slotId: s[2]!.id });
    expect(errorKey(full.body)).toBe('networking.slot_unavailable');
    const requested = await ask(attendee, other.id, { slotId: s[0]!.id, comment: '  Hola  ' });
    expect(requested.status).toBe(201);
    const r = networkingRequestSchema.parse(requested.body);
    expect(r).toMatchObject({ status: 'created', direction: 'sent', comment: 'Hola', slotId: s[0]!.id, startsAt: s[0]!.startsAt, validatedAt: null });
    await put(attendee, r.id, { status: 'cancelled' });
  });

  it('created request: in the receiver’s received (counted as pending) and the sender’s sent', async () => {
    const a = person();
    const b = person();
    const r = await requestBetween(a, b);
    const received = networkingRequestPageSchema.parse((await api('/networking/events/received', b.token)).body);
    expect(received.data.map((x) => [x.id, x.direction, x.status])).toEqual([[r.id, 'received', 'created']]);
    expect(received.pending).toBe(1);
    const sent = networkingRequestPageSchema.parse((await api('/networking/events/sent', a.token)).body);
    expect(sent.data.map((x) => [x.id, x.direction])).toEqual([[r.id, 'sent']]);
    expect(networkingStatusSchema.parse((await api('/networking/customer/extra-networking', b.token)).body).pendingReceived).toBe(1);
    expect(networkingRequestPageSchema.parse((await api('/networking/events/received?status=validated', b.token)).body).data).toEqual([]);
    expect((await api('/networking/events/received?status=accepted', b.token)).status).toBe(422);
  });

  it('the requester edits a pending request; the receiver cannot (403 with errors); not once answered (409)', async () => {
    const a = person();
    const b = person();
    const r = await requestBetween(a, b);
    const other = await freeSlot(a, b, 3);
    const edited = await put(a.token, r.id, { name: 'Nuevo asunto', slotId: other.id, comment: null });
    expect(edited.status).toBe(200);
    expect(networkingRequestSchema.parse(edited.body)).toMatchObject({ name: 'Nuevo asunto', slotId: other.id, startsAt: other.startsAt, comment: null, status: 'created' });
    const byReceiver = await put(b.token, r.id, { name: 'No' });
    expect([byReceiver.status, errorKey(byReceiver.body)]).toEqual([403, 'networking.forbidden']);
    expect((await put(a.token, r.id, { slotId: null })).body.errors).toEqual({ slotId: ['validation.required'] });
    await put(b.token, r.id, { status: 'rejected' });
    const late = await put(a.token, r.id, { name: 'Tarde' });
    expect([late.status, errorKey(late.body), late.body.status]).toEqual([409, 'networking.invalid_state', 'rejected']);
  });

  it('type 2 (hermes): an optional date and time instead of a slot', async () => {
    const a = person('hermes');
    const b = person('hermes');
    const res = await api('/networking/events', a.token, { tenant: 'hermes', body: { participantId: b.id, name: 'Sin hora' }, conference: hermesConf.id });
    expect(res.status).toBe(201);
    expect(networkingRequestSchema.parse(res.body)).toMatchObject({ slotId: null, startsAt: null, endsAt: null });
    const at = hermesConf.startsAt.replace('08:30', '15:00');
    const timed = await api('/networking/events', a.token, { tenant: 'hermes', body: { participantId: b.id, name: 'Con hora', startsAt: at }, conference: hermesConf.id });
    expect(networkingRequestSchema.parse(timed.body)).toMatchObject({ startsAt: at, endsAt: at.replace('15:00', '15:30') });
    const outside = await api('/networking/events', a.token, { tenant: 'hermes', body: { participantId: b.id, name: 'Fuera', startsAt: '2020-01-01T10:00:00+01:00' }, conference: hermesConf.id });
    expect(outside.body.errors).toEqual({ startsAt: ['validation.in'] });
    const slot = await api('/networking/events', a.token, { tenant: 'hermes', body: { participantId: b.id, name: 'Franja', slotId: 1 }, conference: hermesConf.id });
    expect(slot.body.errors).toEqual({ slotId: ['validation.in'] });
  });
});

describe('requests: repeats and floods', () => {
  it('ten identical requests at once are one request and one email; the repeats answer 200 with that request', async () => {
    const a = person();
    const b = person();
    const slot = await freeSlot(a, b);
    const body = { slotId: slot.id, name: 'Café', comment: 'Sobre el proyecto' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(a, b.id, body)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((r) => networkingRequestSchema.parse(r.body).id));
    expect(ids.size).toBe(1);
    expect(db.prepare('SELECT count(*) AS n FROM networking_requests WHERE requester_id = ? AND receiver_id = ?').get(a.id, b.id)).toEqual({ n: 1 });
    expect(await mailsOf(app, db, b.id)).toHaveLength(1);
    // Another reason or slot is another request (and another email); once answered, asking again is new too.
    const other = await ask(a, b.id, { ...body, name: 'Comida' });
    expect(other.status).toBe(201);
    expect(await mailsOf(app, db, b.id)).toHaveLength(2);
    const [first] = ids;
    expect((await put(b.token, first!, { status: 'rejected' })).status).toBe(200);
    expect((await ask(a, b.id, body)).status).toBe(201);
  });

  it('new requests per person are limited (429 rate.limited with the wait, nothing sent); repeats of a pending one are not counted', async () => {
    const a = person();
    const { max } = LIMITS.networkingRequest;
    const slot = (await freeSlot(a, person())).id;
    const receivers = Array.from({ length: max + 1 }, () => person());
    for (const r of receivers.slice(0, max)) expect((await ask(a, r.id, { slotId: slot })).status).toBe(201);
    // The same pending request again is answered, not refused (a retry must not fail).
    expect((await ask(a, receivers[0]!.id, { slotId: slot })).status).toBe(200);
    const last = receivers[max]!;
    const refused = await ask(a, last.id, { slotId: slot });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errors: { participantId: ['rate.limited'] } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.body.retryAfter).toBe(Number(refused.headers['retry-after']));
    expect(await mailsOf(app, db, last.id)).toHaveLength(0);
    // Someone else is not held back.
    expect((await ask(person(), last.id, { slotId: slot })).status).toBe(201);
  });
});

describe('requests: the state machine (docs/product.md#states)', () => {
  it('created → validated by the receiver with a room; room required; the requester may not accept; others get 404', async () => {
    const a = person();
    const b = person();
    const r = await requestBetween(a, b);
    const noRoom = await put(b.token, r.id, { status: 'validated' });
    expect([noRoom.status, errorKey(noRoom.body)]).toEqual([422, 'networking.room_required']);
    const byRequester = await put(a.token, r.id, { status: 'validated', roomId: bilbao.rooms[0]!.id });
    expect([byRequester.status, errorKey(byRequester.body)]).toEqual([403, 'networking.forbidden']);
    const stranger = await put(person().token, r.id, { status: 'cancelled' });
    expect([stranger.status, errorKey(stranger.body)]).toEqual([404, 'networking.not_found']);
    const ok = await put(b.token, r.id, { status: 'validated', roomId: bilbao.rooms[3]!.id });
    expect(ok.status).toBe(200);
    const v = networkingRequestSchema.parse(ok.body);
    expect(v).toMatchObject({ status: 'validated', direction: 'received', room: { id: bilbao.rooms[3]!.id } });
    expect(v.validatedAt).not.toBeNull();
    for (const status of ['validated', 'rejected'] as const) {
      const again = await put(b.token, r.id, { status, roomId: bilbao.rooms[0]!.id });
      expect([again.status, errorKey(again.body), again.body.status]).toEqual([409, 'networking.invalid_state', 'validated']);
    }
    // Both see the meeting in their calendar.
    for (const token of [a.token, b.token]) {
      expect(networkingEventsSchema.parse((await api('/networking/events', token)).body).meetings.map((m) => m.id)).toEqual([r.id]);
    }
    // validated → cancelled by either party, with a reason; then final.
    const cancelled = await put(a.token, r.id, { status: 'cancelled', reason: 'Me ha surgido un imprevisto.' });
    expect(networkingRequestSchema.parse(cancelled.body)).toMatchObject({ status: 'cancelled', cancelledBy: 'requester', cancelReason: 'Me ha surgido un imprevisto.' });
    expect(networkingRequestSchema.parse(cancelled.body).cancelledAt).not.toBeNull();
    const twice = await put(b.token, r.id, { status: 'cancelled' });
    expect([twice.status, twice.body.status]).toEqual([409, 'cancelled']);
    expect(networkingEventsSchema.parse((await api('/networking/events', b.token)).body).meetings).toEqual([]);
  });

  it('created → rejected by the receiver only; rejected is final', async () => {
    const a = person();
    const b = person();
    const r = await requestBetween(a, b);
    expect(errorKey((await put(a.token, r.id, { status: 'rejected' })).body)).toBe('networking.forbidden');
    const rejected = networkingRequestSchema.parse((await put(b.token, r.id, { status: 'rejected' })).body);
    expect(rejected.status).toBe('rejected');
    expect(rejected.rejectedAt).not.toBeNull();
    for (const [token, status] of [
      [b.token, 'validated'],
      [a.token, 'cancelled'],
      [b.token, 'cancelled'],
    ] as const) {
      const res = await put(token, r.id, { status, roomId: bilbao.rooms[0]!.id });
      expect([res.status, res.body.status]).toEqual([409, 'rejected']);
    }
  });

  it('created → cancelled by the receiver too (optional reason)', async () => {
    const a = person();
    const b = person();
    const r = await requestBetween(a, b);
    const res = networkingRequestSchema.parse((await put(b.token, r.id, { status: 'cancelled' })).body);
    expect(res).toMatchObject({ status: 'cancelled', cancelledBy: 'receiver', cancelReason: null, direction: 'received' });
  });

  it('every status and every target: allowed exactly as REQUEST_TRANSITIONS says', async () => {
    const to = { validated: 'validated', rejected: 'rejected', cancelled: 'cancelled' } as const;
    for (const from of REQUEST_STATUSES) {
      for (const target of Object.keys(to) as (keyof typeof to)[]) {
        const a = person();
        const b = person();
        const r = await requestBetween(a, b);
        if (from !== 'created') expect((await put(b.token, r.id, { status: from, roomId: bilbao.rooms[1]!.id })).status).toBe(200);
        const res = await put(b.token, r.id, { status: target, roomId: bilbao.rooms[2]!.id });
        const allowed = from === 'created' || (from === 'validated' && target === 'cancelled');
        expect([from, target, res.status]).toEqual([from, target, allowed ? 200 : 409]);
      }
    }
  });

  it('accepting a slot taken meanwhile → 409 networking.slot_unavailable, and the legend says occupied', async () => {
    const receiver = person();
    const a = person();
    const b = person();
    const slot = await freeSlot(receiver, a);
    const first = await requestBetween(a, receiver, slot.id);
    const second = await requestBetween(b, receiver, slot.id);
    expect(allSlots(await blocks(receiver.token, a.id)).find((s) => s.id === slot.id)!.status).toBe('requested');
    expect((await put(receiver.token, first.id, { status: 'validated', roomId: bilbao.rooms[0]!.id })).status).toBe(200);
    const late = await put(receiver.token, second.id, { status: 'validated', roomId: bilbao.rooms[1]!.id });
    expect([late.status, errorKey(late.body)]).toEqual([409, 'networking.slot_unavailable']);
    expect(networkingRequestSchema.parse((await api('/networking/events/received?status=created', receiver.token)).body.data[0]).id).toBe(second.id);
    expect(allSlots(await blocks(b.token, receiver.id)).find((s) => s.id === slot.id)!.status).toBe('occupied');
    // The requester offers another slot (edit), and then it can be accepted.
    const next = await freeSlot(b, receiver);
    expect((await put(b.token, second.id, { slotId: next.id })).status).toBe(200);
    expect((await put(receiver.token, second.id, { status: 'validated', roomId: bilbao.rooms[1]!.id })).status).toBe(200);
  });

  it('accepting a room taken meanwhile → 409 networking.room_unavailable; another room works', async () => {
    const [a, b, c, e] = [person(), person(), person(), person()];
    const slot = await freeSlot(a, b);
    const one = await requestBetween(a, b, slot.id);
    const two = await requestBetween(c, e, slot.id);
    const room = bilbao.rooms[0]!.id;
    expect((await put(b.token, one.id, { status: 'validated', roomId: room })).status).toBe(200);
    const taken = await put(e.token, two.id, { status: 'validated', roomId: room });
    expect([taken.status, errorKey(taken.body)]).toEqual([409, 'networking.room_unavailable']);
    const rooms = allSlots(await blocks(e.token, c.id)).find((s) => s.id === slot.id)!.rooms;
    expect(rooms.find((r) => r.id === room)!.free).toBe(false);
    expect((await put(e.token, two.id, { status: 'validated', roomId: bilbao.rooms[1]!.id })).status).toBe(200);
  });
});

describe('concurrent accepts over real HTTP: exactly one wins', () => {
  const accept = (base: string, token: string, id: number, roomId: number) =>
    fetch(`${base}/networking/events/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-tenant': tokenOf('demo'), authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'validated', roomId }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { errors?: Record<string, string[]> } }));

  it('six pairs, one slot, one room → one 200 and five 409 room_unavailable; one person, four requests, one slot → one 200, three 409 slot_unavailable', async () => {
    const pairs = Array.from({ length: 6 }, () => [person(), person()] as const);
    const slot = await freeSlot(pairs[0]![0], pairs[0]![1]);
    const requests = [];
    for (const [a, b] of pairs) requests.push(await requestBetween(a, b, slot.id));
    const receiver = person();
    const senders = Array.from({ length: 4 }, () => person());
    const slot2 = await freeSlot(receiver, senders[0]!, 1);
    const mine = [];
    for (const s of senders) mine.push(await requestBetween(s, receiver, slot2.id));

    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const room = bilbao.rooms[2]!.id;
      const answers = await Promise.all(requests.map((r, i) => accept(base, pairs[i]![1].token, r.id, room)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.status === 409);
      expect(refused).toHaveLength(5);
      expect(refused.every((a) => a.body.errors?.roomId?.[0] === 'networking.room_unavailable')).toBe(true);

      const same = await Promise.all(mine.map((r, i) => accept(base, receiver.token, r.id, bilbao.rooms[i]!.id)));
      expect(same.filter((a) => a.status === 200)).toHaveLength(1);
      expect(same.filter((a) => a.status === 409 && a.body.errors?.slotId?.[0] === 'networking.slot_unavailable')).toHaveLength(3);
    } finally {
      await app.server.close();
    }
    const accepted = db.prepare("SELECT count(*) AS n FROM networking_requests WHERE slot_id = ? AND room_id = ? AND status = 'validated'").get(slot.id, bilbao.rooms[2]!.id);
    expect(accepted).toEqual({ n: 1 });
  });
});

describe('realtime publications', () => {
  it('created / validated / cancelled reach both parties’ private channels, each with their own direction', async () => {
    const spy = vi.spyOn(app.realtime, 'publish');
    try {
      const a = person();
      const b = person();
      const r = await requestBetween(a, b);
      await put(b.token, r.id, { status: 'validated', roomId: bilbao.rooms[3]!.id });
      await put(a.token, r.id, { status: 'cancelled', reason: 'No llego' });
      const events = spy.mock.calls.filter((c) => c[1] === NETWORKING_EVENTS.requestChanged).map((c) => ({ channels: c[0], data: requestChangedEventSchema.parse(c[2]) }));
      expect(events.map((e) => [e.channels, e.data.change, e.data.request.direction, e.data.by])).toEqual([
        [[customerChannel('demo', a.id)], 'created', 'sent', a.id],
        [[customerChannel('demo', b.id)], 'created', 'received', a.id],
        [[customerChannel('demo', a.id)], 'validated', 'sent', b.id],
        [[customerChannel('demo', b.id)], 'validated', 'received', b.id],
        [[customerChannel('demo', a.id)], 'cancelled', 'sent', a.id],
        [[customerChannel('demo', b.id)], 'cancelled', 'received', a.id],
      ]);
      expect(events[5]!.data.request.cancelReason).toBe('No llego');
    } finally {
      spy.mockRestore();
    }
  });

  it('a refused change publishes nothing', async () => {
    const a = person();
    const b = person();
    const r = await requestBetween(a, b);
    const spy = vi.spyOn(app.realtime, 'publish');
    try {
      expect((await put(a.token, r.id, { status: 'validated', roomId: bilbao.rooms[0]!.id })).status).toBe(403);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('through the demo Pusher server (real pusher-js clients)', () => {
  it('a request arrives live on the receiver’s private channel, the answer on the requester’s; nobody else may listen', async () => {
    const APP = { id: 'nw-test', key: 'nw-key', secret: 'nw-secret' };
    const { realtime, app: live, apiUrl: url } = await startPublishingApi(APP);
    const clients: ReturnType<typeof pusherClient>[] = [];
    try {
      const ane = await signIn(live, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
      const mikel = await signIn(live, NETWORKING_ACCOUNTS.contact.email, NETWORKING_ACCOUNTS.contact.password);
      const idOf = async (token: string) => networkingStatusSchema.parse((await call(live, '/networking/customer/extra-networking', { token })).body).profile!.id;
      const [aneId, mikelId] = [await idOf(ane), await idOf(mikel)];
      const listen = async (token: string, id: number) => {
        const c = pusherClient(APP.key, realtime.port, url, token);
        clients.push(c);
        const ch = c.subscribe(customerChannel('demo', id));
        await subscribed(ch);
        const got: unknown[] = [];
        ch.bind(NETWORKING_EVENTS.requestChanged, (data: unknown) => got.push(data));
        return got;
      };
      const toMikel = await listen(mikel, mikelId);
      const toAne = await listen(ane, aneId);
      const spy = pusherClient(APP.key, realtime.port, url, ane);
      clients.push(spy);
      await expect(subscribed(spy.subscribe(customerChannel('demo', mikelId)))).rejects.toThrow('refused');

      const b = networkingBlocksSchema.parse((await call(live, '/networking/events/blocks', { token: ane, body: { participantId: mikelId } })).body);
      const slot = allSlots(b).find((x) => x.status === 'free')!;
      const created = networkingRequestSchema.parse((await call(live, '/networking/events', { token: ane, body: { participantId: mikelId, name: 'En directo', slotId: slot.id } })).body);
      await expect.poll(() => toMikel.length, { timeout: 5_000 }).toBe(1);
      expect(requestChangedEventSchema.parse(toMikel[0])).toMatchObject({ change: 'created', by: aneId, request: { id: created.id, direction: 'received' } });

      expect((await call(live, `/networking/events/${created.id}`, { method: 'PUT', token: mikel, body: { status: 'validated', roomId: b.rooms[0]!.id } })).status).toBe(200);
      await expect.poll(() => toAne.filter((e) => requestChangedEventSchema.parse(e).change === 'validated').length, { timeout: 5_000 }).toBe(1);
      expect(requestChangedEventSchema.parse(toAne.at(-1))).toMatchObject({ by: mikelId, request: { id: created.id, direction: 'sent', status: 'validated' } });
    } finally {
      for (const c of clients) c.disconnect();
      await live.close();
      await realtime.close();
    }
  });
});

describe('networking events and registrations (type 2, hermes)', () => {
  let hermesOrganiser: string;
  const h = (url: string, token: string | undefined, o: Opts = {}) => api(url, token, { ...o, tenant: 'hermes', conference: hermesConf.id });
  const events = async (token: string) => networkingEventsSchema.parse((await h('/networking/events', token)).body).events;
  beforeAll(async () => {
    hermesOrganiser = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password, 'hermes');
  });

  it('lists the events (demo, type 1, has none); register → pending, twice → 409, unregister, twice → 409', async () => {
    expect(networkingEventsSchema.parse((await api('/networking/events', attendee)).body).events).toEqual([]);
    const p = person('hermes');
    const list = await events(p.token);
    expect(list.map((e) => [e.capacity, e.registration])).toEqual([
      [20, null],
      [12, null],
      [15, null],
      [2, null],
    ]);
    const ev = list[2]!;
    const reg = await h(`/networking/events/${ev.id}/register`, p.token, { body: {} });
    expect(reg.status).toBe(200);
    expect(networkingEventSchema.parse(reg.body)).toMatchObject({ registered: ev.registered + 1, registration: { status: 'pending' } });
    const again = await h(`/networking/events/${ev.id}/register`, p.token, { body: {} });
    expect([again.status, errorKey(again.body)]).toEqual([409, 'networking.already_registered']);
    const un = networkingEventSchema.parse((await h(`/networking/events/${ev.id}/unregister`, p.token, { body: {} })).body);
    expect(un).toMatchObject({ registered: ev.registered, registration: null });
    const unAgain = await h(`/networking/events/${ev.id}/unregister`, p.token, { body: {} });
    expect([unAgain.status, errorKey(unAgain.body)]).toEqual([409, 'networking.not_registered']);
    expect((await h('/networking/events/999999/register', p.token, { body: {} })).status).toBe(404);
  });

  it('a full event → 409 networking.event_full', async () => {
    const full = (await events(person('hermes').token)).find((e) => e.capacity === 2)!;
    expect(full.registered).toBe(2);
    const res = await h(`/networking/events/${full.id}/register`, person('hermes').token, { body: {} });
    expect([res.status, errorKey(res.body)]).toEqual([409, 'networking.event_full']);
  });

  it('organiser-only calls: 403 WITH errors for an attendee (the session stays), no token 401', async () => {
    const ev = (await events(hermesOrganiser))[0]!;
    const regId = networkingRegistrationListSchema.parse((await h(`/networking/events/${ev.id}/registrations/validated`, hermesOrganiser)).body)[0]!.registrationId;
    const p = person('hermes');
    const calls: [string, 'GET' | 'POST'][] = [
      ['/networking/events/registrations', 'GET'],
      [`/networking/events/${ev.id}/registrations/validated`, 'GET'],
      ...(['validate', 'reject', 'cancel'] as const).map((a): [string, 'POST'] => [`/networking/events/${ev.id}/registration/${regId}/${a}`, 'POST']),
    ];
    for (const [url, method] of calls) {
      const res = await h(url, p.token, { method, ...(method === 'POST' ? { body: {} } : {}) });
      expect([url, res.status, errorKey(res.body)]).toEqual([url, 403, 'networking.forbidden']);
      expect((await h(url, undefined, { method, ...(method === 'POST' ? { body: {} } : {}) })).status).toBe(401);
    }
    expect((await h('/networking/customer/extra-networking', p.token)).status).toBe(200);
  });

  it('organiser: pending → validated | rejected | cancelled, validated → cancelled; anything else 409; the registrant hears it', async () => {
    const ev = (await events(hermesOrganiser))[1]!;
    const regs = async () => eventRegistrationsSchema.parse((await h('/networking/events/registrations', hermesOrganiser)).body).find((x) => x.event.id === ev.id)!.registrations;
    const registrant = () => {
      const p = person('hermes');
      return h(`/networking/events/${ev.id}/register`, p.token, { body: {} }).then(async () => ({ p, id: (await regs()).find((r) => r.customer.id === p.id)!.registrationId }));
    };
    const act = (id: number, action: string) => h(`/networking/events/${ev.id}/registration/${id}/${action}`, hermesOrganiser, { body: {} });

    const spy = vi.spyOn(app.realtime, 'publish');
    try {
      const x = await registrant();
      const v = await act(x.id, 'validate');
      expect(networkingRegistrationSchema.parse(v.body)).toMatchObject({ status: 'validated', registrationId: x.id });
      expect(networkingRegistrationSchema.parse(v.body).validatedAt).not.toBeNull();
      expect(spy.mock.calls.at(-1)!.slice(0, 2)).toEqual([[customerChannel('hermes', x.p.id)], NETWORKING_EVENTS.registrationChanged]);
      expect(networkingRegistrationListSchema.parse((await h(`/networking/events/${ev.id}/registrations/validated`, hermesOrganiser)).body).map((r) => r.registrationId)).toContain(x.id);
      for (const bad of ['validate', 'reject']) expect([(await act(x.id, bad)).status, (await act(x.id, bad)).body.status]).toEqual([409, 'validated']);
      // Its email, once: the repeated validations above sent nothing.
      const toX = db.prepare('SELECT subject, links FROM mails WHERE to_email = ?').all(x.p.email) as { subject: string; links: string }[];
      expect(toX).toHaveLength(1);
      expect(toX[0]!.subject).toMatch(/^Tu plaza en «.+» está confirmada · /);
      expect(JSON.parse(toX[0]!.links)[0]).toMatch(/\/networking\/eventos$/);
      expect(networkingRegistrationSchema.parse((await act(x.id, 'cancel')).body).status).toBe('cancelled');
      for (const bad of ['validate', 'reject', 'cancel']) expect((await act(x.id, bad)).status).toBe(409);
      // A registration cancelled by the organiser cannot be re-made or withdrawn by the attendee.
      expect((await h(`/networking/events/${ev.id}/register`, x.p.token, { body: {} })).body.status).toBe('cancelled');
      expect((await h(`/networking/events/${ev.id}/unregister`, x.p.token, { body: {} })).body.status).toBe('cancelled');

      const y = await registrant();
      // A reason: at most 300 characters, kept for the registrant, who hears it live.
      expect((await h(`/networking/events/${ev.id}/registration/${y.id}/reject`, hermesOrganiser, { body: { reason: 'x'.repeat(301) } })).status).toBe(422);
      const rejected = await h(`/networking/events/${ev.id}/registration/${y.id}/reject`, hermesOrganiser, { body: { reason: ' El encuentro es solo para ponentes. ' } });
      expect(networkingRegistrationSchema.parse(rejected.body)).toMatchObject({ status: 'rejected', reason: 'El encuentro es solo para ponentes.' });
      const told = spy.mock.calls.at(-1)!;
      expect(told.slice(0, 2)).toEqual([[customerChannel('hermes', y.p.id)], NETWORKING_EVENTS.registrationChanged]);
      expect(told[2]).toMatchObject({ registration: { reason: 'El encuentro es solo para ponentes.' }, event: { registration: { status: 'rejected', reason: 'El encuentro es solo para ponentes.' } } });
      expect((await events(y.p.token)).find((e) => e.id === ev.id)!.registration).toMatchObject({ status: 'rejected', reason: 'El encuentro es solo para ponentes.' });
      expect((await act(y.id, 'cancel')).status).toBe(409);
      const toY = db.prepare('SELECT subject, text FROM mails WHERE to_email = ?').all(y.p.email) as { subject: string; text: string }[];
      expect(toY).toHaveLength(1);
      expect(toY[0]!.subject).toMatch(/no ha sido aceptada/);
      expect(toY[0]!.text).toContain('Motivo: El encuentro es solo para ponentes.');
      const z = await registrant();
      expect(networkingRegistrationSchema.parse((await act(z.id, 'cancel')).body).status).toBe('cancelled');
      expect((await act(999_999, 'validate')).status).toBe(404);
      expect((await act(z.id, 'approve')).status).toBe(404);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('turning networking off', () => {
  it('blocked while the customer has an associated event (the attendee on hermes): 409, nothing deleted', async () => {
    const token = await signIn(app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'hermes');
    const before = networkingStatusSchema.parse((await api('/networking/customer/extra-networking', token, { tenant: 'hermes' })).body);
    expect(before.hasAssociatedEvent).toBe(true);
    const res = await api('/networking/unsubscribe', token, { tenant: 'hermes' });
    expect([res.status, errorKey(res.body)]).toEqual([409, 'networking.unsubscribe_blocked']);
    const after = networkingStatusSchema.parse((await api('/networking/customer/extra-networking', token, { tenant: 'hermes' })).body);
    expect(after.visible).toBe(true);
  });

  it('otherwise every request and registration of the user is deleted, the other parties hear it, and it can be turned on again', async () => {
    const token = await signIn(app, NETWORKING_ACCOUNTS.leaver.email, NETWORKING_ACCOUNTS.leaver.password);
    const me = networkingStatusSchema.parse((await api('/networking/customer/extra-networking', token)).body);
    expect(me).toMatchObject({ visible: true, hasAssociatedEvent: false });
    const mine = [
      ...networkingRequestPageSchema.parse((await api('/networking/events/received', token)).body).data,
      ...networkingRequestPageSchema.parse((await api('/networking/events/sent', token)).body).data,
    ];
    expect(mine.length).toBe(3);
    const spy = vi.spyOn(app.realtime, 'publish');
    try {
      const res = await api('/networking/unsubscribe', token, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(networkingStatusSchema.parse(res.body)).toMatchObject({ visible: false, termsAccepted: false, formCompleted: false, answers: {} });
      const removed = spy.mock.calls.filter((c) => c[1] === NETWORKING_EVENTS.requestRemoved).map((c) => (c[2] as { requestId: number }).requestId);
      expect(removed.sort()).toEqual(mine.map((r) => r.id).sort());
    } finally {
      spy.mockRestore();
    }
    const leaverId = me.profile!.id;
    expect(db.prepare('SELECT count(*) AS n FROM networking_requests WHERE requester_id = ? OR receiver_id = ?').get(leaverId, leaverId)).toEqual({ n: 0 });
    expect(errorKey((await api('/networking/customers', token)).body)).toBe('networking.not_enabled');
    const search = networkingCustomerPageSchema.parse((await api('/networking/customers?search=salaberria%20irati', attendee)).body);
    expect(search.data).toEqual([]);
    await api('/networking/customer/enable-networking', token);
    const back = await api('/networking/custom-form/completed', token, { body: { custom_form_id: 900, survey: { sector: 'mobility', looking_for: ['partners'] } } });
    expect(networkingStatusSchema.parse(back.body).visible).toBe(true);
  });
});

describe('deleting the account', () => {
  it('POST /customer/unsubscribe takes the networking profile, requests and registrations with it', async () => {
    const a = person();
    const b = person();
    const r = await requestBetween(a, b);
    expect((await call(app, '/customer/unsubscribe', { token: a.token, body: {} })).status).toBe(204);
    expect(db.prepare('SELECT count(*) AS n FROM networking_requests WHERE id = ?').get(r.id)).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM networking_profiles WHERE customer_id = ?').get(a.id)).toEqual({ n: 0 });
    expect(networkingRequestPageSchema.parse((await api('/networking/events/received', b.token)).body).data).toEqual([]);
  });
});

describe('seeded data', () => {
  const everyState = (list: NetworkingRequest[]) => new Set(list.map((r) => r.status));
  it.each([
    ['attendee', () => attendee],
    ['organiser', () => organiser],
  ])('the %s has requests in every state, sent and received, on demo', async (_, token) => {
    const received = networkingRequestPageSchema.parse((await api('/networking/events/received', token())).body);
    const sent = networkingRequestPageSchema.parse((await api('/networking/events/sent', token())).body);
    const all = [...received.data, ...sent.data];
    expect(everyState(all)).toEqual(new Set(REQUEST_STATUSES));
    expect(received.data.length).toBeGreaterThan(0);
    expect(sent.data.length).toBeGreaterThan(0);
  });

  it('the attendee’s received requests span two pages; her calendar holds her accepted meetings by start', async () => {
    const page1 = networkingRequestPageSchema.parse((await api('/networking/events/received', attendee)).body);
    expect(page1.meta).toMatchObject({ perPage: 10, lastPage: 2 });
    expect(page1.meta.total).toBeGreaterThan(10);
    const meetings = networkingEventsSchema.parse((await api('/networking/events', attendee)).body).meetings;
    expect(meetings.length).toBeGreaterThanOrEqual(2);
    expect(meetings.every((m) => m.status === 'validated' && m.room && m.startsAt)).toBe(true);
    expect(meetings.map((m) => m.startsAt)).toEqual([...meetings.map((m) => m.startsAt)].sort());
    // One calendar across conferences: a meeting accepted in Donostia shows with Bilbao chosen.
    const donostia = demoConfs[1]!;
    const pending = networkingRequestPageSchema.parse((await api('/networking/events/received', attendee, { conference: donostia.id })).body).data[0]!;
    expect((await put(attendee, pending.id, { status: 'validated', roomId: donostia.rooms[0]!.id })).status).toBe(200);
    const after = networkingEventsSchema.parse((await api('/networking/events', attendee, { conference: bilbao.id })).body).meetings;
    expect(after.map((m) => m.id)).toEqual([...meetings.map((m) => m.id), pending.id]);
  });

  it('hermes: requests in every state for the attendee and the organiser too; the contact account starts with none', async () => {
    for (const who of [DEMO_ACCOUNTS.attendee, DEMO_ACCOUNTS.organiser]) {
      const token = await signIn(app, who.email, who.password, 'hermes');
      const o = { tenant: 'hermes' };
      const all = [
        ...networkingRequestPageSchema.parse((await api('/networking/events/received', token, o)).body).data,
        ...networkingRequestPageSchema.parse((await api('/networking/events/sent', token, o)).body).data,
      ];
      expect(everyState(all)).toEqual(new Set(REQUEST_STATUSES));
    }
    for (const box of ['received', 'sent']) {
      expect(networkingRequestPageSchema.parse((await api(`/networking/events/${box}`, contact)).body).meta.total).toBe(0);
    }
    expect(NETWORKING_ATTENDEES).toBeGreaterThanOrEqual(40);
  });
});

describe('the emails of a meeting: each person in their own language, once per change', () => {
  const mails = (id: number) => mailsOf(app, db, id);

  it('asked → the receiver (Portuguese) is told; accepted → the requester (English) gets room, time and an .ics, and the one who accepted the same for their calendar; a second accept sends nothing; cancelled → the other gets the reason', async () => {
    const a = person();
    const b = person();
    // Each account's language is the one of its last signed-in call.
    await api('/networking/conferences', a.token, { locale: 'en' });
    await api('/networking/conferences', b.token, { locale: 'pt' });
    const r = await requestBetween(a, b);
    const [asked] = await mails(b.id);
    expect(await mails(b.id)).toHaveLength(1);
    expect(asked!.subject).toMatch(/^Persona\d+ Prueba pede-lhe uma reunião · /);
    expect(asked!.links[0]).toMatch(/\/pt\/networking\/solicitudes$/);
    expect(await mails(a.id)).toHaveLength(0);

    const room = bilbao.rooms[1]!;
    expect((await put(b.token, r.id, { status: 'validated', roomId: room.id })).status).toBe(200);
    expect((await put(b.token, r.id, { status: 'validated', roomId: room.id })).status).toBe(409);
    const accepted = await mails(a.id);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.subject).toMatch(/has accepted your meeting/);
    expect(accepted[0]!.text).toMatch(/\nRoom: \S.*\n/);
    expect(accepted[0]!.links[0]).toMatch(/\/en\/networking\/reuniones$/);
    expect(accepted[0]!.attachments[0]!.filename).toBe('reunion.ics');
    expect(accepted[0]!.attachments[0]!.content).toContain('METHOD:PUBLISH');
    expect(accepted[0]!.attachments[0]!.content).toContain(`UID:meeting-${r.id}.demo@ekitaldi`);
    // The one who accepted: once, in Portuguese, the same room, time and calendar event.
    const mine = (await mails(b.id)).slice(1);
    expect(mine.map((m) => m.subject)).toEqual([expect.stringMatching(/^Reunião com Persona\d+ Prueba confirmada · /)]);
    expect(mine[0]!.text).toMatch(/Aceitou a reunião “.+” com Persona\d+ Prueba\.\n\nQuando: .+\nSala: \S.*\n/);
    expect(mine[0]!.attachments.map((a) => a.filename)).toEqual(['reunion.ics']);
    expect(mine[0]!.attachments[0]!.content).toContain(`UID:meeting-${r.id}.demo@ekitaldi`);

    expect((await put(a.token, r.id, { status: 'cancelled', reason: 'Se me ha complicado el día' })).status).toBe(200);
    const toB = await mails(b.id);
    expect(toB).toHaveLength(3);
    expect(toB[2]!.subject).toMatch(/^Reunião cancelada/);
    expect(toB[2]!.text).toContain('Motivo: Se me ha complicado el día');
    expect(toB[2]!.attachments[0]!.content).toContain('METHOD:CANCEL');
    expect(toB[2]!.attachments[0]!.content).toContain('STATUS:CANCELLED');
  });

  it('rejected → the requester is told (no reason asked); a request nobody answers sends nothing more', async () => {
    const a = person();
    const b = person();
    const r = await requestBetween(a, b);
    expect((await put(b.token, r.id, { status: 'rejected' })).status).toBe(200);
    expect((await put(b.token, r.id, { status: 'rejected' })).status).toBe(409);
    const toA = await mails(a.id);
    expect(toA).toHaveLength(1);
    expect(toA[0]!.subject).toMatch(/no puede aceptar tu reunión/);
  });
});
