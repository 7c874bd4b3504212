import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomsSeatingSchema, sessionFormSchema, sessionWaitlistSchema } from '../lib/api/schemas';
import { DEFAULT_TENANTS_FILE } from './tenancy';
import { call, fileServerPerFile, manualClock, signIn, testServer } from './testing';

/**
 * A seat without an account (POST /custom-form/external-register) goes through the rules of its
 * signed-in twin: only where the tenant's registration form allows it (hermes's first workshop),
 * never where seats need a ticket (localhost), seats counted, the same person again is the same
 * seat, a limit per client address, the captcha of a captcha tenant; the organiser sees the seat
 * and frees it.
 */
const clock = manualClock();
const served = fileServerPerFile('external-register', { clock });
const app = () => served.app;
const db = () => served.db;

const ANSWERS = { organisation: 'UPV/EHU', profile: 'research', share_data: true };
let workshop: { id: number; room: number };

function openWorkshop(tenant = 'hermes'): { id: number; room: number } {
  return db()
    .prepare(
      `SELECT c.id, r.room_id AS room FROM conferences c JOIN conference_participation p ON p.conference_id = c.id
       JOIN conference_rooms r ON r.conference_id = c.id WHERE c.tenant = ? AND p.registration_form_id = 4 AND c.edition > 0 LIMIT 1`,
    )
    .get(tenant) as { id: number; room: number };
}

const occupied = async (id: number, tenant = 'hermes') => roomsSeatingSchema.parse((await call(app(), `/conferences/${id}/rooms-seating`, { tenant })).body).rooms[0]!.occupied;

let n = 0;
const body = (over: Record<string, unknown> = {}) => ({
  custom_form_id: 4,
  conference_id: workshop.id,
  room_id: workshop.room,
  email: `externa${++n}@ekitaldi.test`,
  name: 'Ane',
  surname: 'Etxeberria',
  survey: ANSWERS,
  ...over,
});
const register = (payload: unknown, { tenant = 'hermes', ip = '203.0.113.10' } = {}) => call(app(), '/custom-form/external-register', { tenant, body: payload, ip });

beforeAll(() => {
  workshop = openWorkshop();
});

describe('where the door exists', () => {
  it('only where the tenant’s registration form says so: hermes’s workshop, not localhost (tickets)', async () => {
    const form = sessionFormSchema.parse((await call(app(), `/conferences/custom-form?conference_id=${workshop.id}&kind=registration`, { tenant: 'hermes' })).body);
    expect(form.externalRegistration).toBe(true);
    const live = (await call(app(), '/conferences/en-directo')).body as { id: number };
    const liveForm = sessionFormSchema.parse((await call(app(), `/conferences/custom-form?conference_id=${live.id}&kind=registration`)).body);
    expect(liveForm.externalRegistration).toBe(false);

    // The seats of the demo's live session (tickets required) cannot be taken without an account.
    const rooms = roomsSeatingSchema.parse((await call(app(), `/conferences/${live.id}/rooms-seating`)).body).rooms;
    const before = rooms.map((r) => r.occupied);
    for (const room of rooms) {
      const res = await register(body({ conference_id: live.id, room_id: room.id }), { tenant: 'demo' });
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual({ custom_form_id: ['survey.not_available'] });
    }
    expect(roomsSeatingSchema.parse((await call(app(), `/conferences/${live.id}/rooms-seating`)).body).rooms.map((r) => r.occupied)).toEqual(before);
  });

  it('a session whose form does not allow it, or another form: 404', async () => {
    const other = db().prepare("SELECT c.id FROM conferences c WHERE c.tenant = 'hermes' AND c.registration_required = 1 AND c.id <> ? LIMIT 1").get(workshop.id) as { id: number };
    expect((await register(body({ conference_id: other.id }))).status).toBe(404);
    expect((await register(body({ custom_form_id: 3 }))).status).toBe(404);
  });
});

describe('the rules of the signed-in twin', () => {
  it('takes a seat; the same email again is the same seat (200), counted once', async () => {
    const start = await occupied(workshop.id);
    const payload = body();
    const first = await register(payload);
    expect(first.status).toBe(201);
    expect(await occupied(workshop.id)).toBe(start + 1);
    const again = await register({ ...payload, email: payload.email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await occupied(workshop.id)).toBe(start + 1);
  });

  it('checks every answer and the person’s fields at once', async () => {
    const res = await register(body({ email: 'x', name: ' ', survey: {} }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ email: ['validation.email'], name: ['validation.required'], organisation: ['validation.required'], share_data: ['validation.required'] });
    expect((await register(body({ room_id: null }))).body.errors).toEqual({ room_id: ['registration.room_required'] });
    expect((await register(body({ room_id: 999999 }))).body.errors).toEqual({ room_id: ['validation.in'] });
  });

  it('a full room: room_full or full, and no seat over capacity', async () => {
    const seats = db().prepare('SELECT seats_total, seats_occupied FROM conference_rooms WHERE conference_id = ? AND room_id = ?').get(workshop.id, workshop.room) as {
      seats_total: number;
      seats_occupied: number;
    };
    db().prepare('UPDATE conference_rooms SET seats_occupied = seats_total WHERE conference_id = ?').run(workshop.id);
    try {
      const res = await register(body());
      expect(res.status).toBe(422);
      expect(res.body.errors.conference ?? res.body.errors.room_id).toEqual([expect.stringMatching(/^registration\.(full|room_full)$/)]);
      expect(await occupied(workshop.id)).toBe(seats.seats_total);
    } finally {
      db().prepare('UPDATE conference_rooms SET seats_occupied = ? WHERE conference_id = ? AND room_id = ?').run(seats.seats_occupied, workshop.id, workshop.room);
    }
  });

  it('the same person cannot hold two sessions at the same time', async () => {
    // Another hermes session at the same time takes people without an account too.
    const s = db().prepare('SELECT starts_at, ends_at FROM conferences WHERE id = ?').get(workshop.id) as { starts_at: string; ends_at: string };
    const twin = db()
      .prepare(
        `SELECT c.id, r.room_id AS room FROM conferences c JOIN conference_rooms r ON r.conference_id = c.id
         WHERE c.tenant = 'hermes' AND c.id <> ? AND c.registration_required = 1 AND c.starts_at = ? LIMIT 1`,
      )
      .get(workshop.id, s.starts_at) as { id: number; room: number };
    db().prepare('INSERT INTO conference_participation (conference_id, registration_form_id) VALUES (?, 4) ON CONFLICT (conference_id) DO UPDATE SET registration_form_id = 4').run(twin.id);
    try {
      const payload = body();
      expect((await register(payload)).status).toBe(201);
      const clash = await register({ ...payload, conference_id: twin.id, room_id: twin.room });
      expect(clash.status).toBe(422);
      expect(clash.body.errors).toEqual({ conference: ['registration.overlap'] });
      expect(clash.body.conflict).toMatchObject({ id: workshop.id });
    } finally {
      db().prepare('UPDATE conference_participation SET registration_form_id = NULL WHERE conference_id = ?').run(twin.id);
    }
  });

  it('a limit per client address: 429 with Retry-After once used up; another address is not held back', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 10; i++) expect((await register(body(), { ip })).status).toBe(201);
    const refused = await register(body(), { ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errors: { email: ['rate.limited'] }, retryAfter: 3600 });
    expect(refused.headers['retry-after']).toBe('3600');
    expect((await register(body(), { ip: '198.51.100.8' })).status).toBe(201);
    clock.advance(3_600_000);
    expect((await register(body(), { ip })).status).toBe(201);
  });
});

describe('the organiser', () => {
  it('sees the seat (marked as taken without an account) and frees it; an attendee cannot', async () => {
    const payload = body({ name: 'Sin', surname: 'Cuenta' });
    expect((await register(payload)).status).toBe(201);
    const start = await occupied(workshop.id);
    const organiser = await signIn(app(), 'organizador@ekitaldi.test', 'Organizador#2026', 'hermes');
    const list = sessionWaitlistSchema.parse((await call(app(), `/conferences/${workshop.id}/waitlist`, { tenant: 'hermes', token: organiser })).body);
    const seat = list.rooms.flatMap((r) => r.registrations).find((r) => r.email === payload.email);
    expect(seat).toMatchObject({ name: 'Sin Cuenta', status: 'confirmed', external: true });

    const attendee = await signIn(app(), 'asistente@ekitaldi.test', 'Asistente#2026', 'hermes');
    const refused = await call(app(), `/conferences/${workshop.id}/registrations/${seat!.uuid}/remove`, { tenant: 'hermes', token: attendee, body: {} });
    expect(refused.status).toBe(403);

    const after = sessionWaitlistSchema.parse((await call(app(), `/conferences/${workshop.id}/registrations/${seat!.uuid}/remove`, { tenant: 'hermes', token: organiser, body: {} })).body);
    expect(after.rooms.flatMap((r) => r.registrations).some((r) => r.email === payload.email)).toBe(false);
    expect(await occupied(workshop.id)).toBe(start - 1);
    // Freed: the same person may register again.
    expect((await register(payload)).status).toBe(201);
  });
});

describe('other registries', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekitaldi-external-'));
  const registry = (change: (hermes: Record<string, unknown>) => void) => {
    const json = JSON.parse(fs.readFileSync(DEFAULT_TENANTS_FILE, 'utf8')) as { tenants: Record<string, unknown>[] };
    change(json.tenants.find((t) => t.key === 'hermes')!);
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
    fs.writeFileSync(file, JSON.stringify(json));
    return file;
  };
  let withTickets: FastifyInstance;
  let withCaptcha: FastifyInstance;
  const captchaClock = manualClock();
  beforeAll(async () => {
    withTickets = await testServer({ tenantsFile: registry((h) => (h.ticketRequired = true)) });
    withCaptcha = await testServer({
      clock: captchaClock,
      tenantsFile: registry((h) => Object.assign(h, { captchaType: 'v2', captchaSiteKey: 'demo-v2-site-key-hermes', captchaProvider: 'demo' })),
    });
  });
  afterAll(async () => {
    await withTickets.close();
    await withCaptcha.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  /** The open workshop on another server, by its slug (its id and room there). */
  const workshopOn = async (server: FastifyInstance) => {
    const { slug } = db().prepare('SELECT slug FROM conferences WHERE id = ?').get(workshop.id) as { slug: string };
    const id = ((await call(server, `/conferences/${slug}`, { tenant: 'hermes' })).body as { id: number }).id;
    const seats = roomsSeatingSchema.parse((await call(server, `/conferences/${id}/rooms-seating`, { tenant: 'hermes' })).body);
    return { id, room: seats.rooms[0]!.id };
  };

  it('a tenant that sells tickets has no such door: refused, no seat taken', async () => {
    const target = await workshopOn(withTickets);
    const form = await call(withTickets, `/conferences/custom-form?conference_id=${target.id}&kind=registration`, { tenant: 'hermes' });
    // The same tenant selling tickets: its form takes nobody without an account.
    if (form.status === 200) expect(sessionFormSchema.parse(form.body).externalRegistration).toBe(false);
    const seats = async () => roomsSeatingSchema.parse((await call(withTickets, `/conferences/${target.id}/rooms-seating`, { tenant: 'hermes' })).body).rooms[0]!.occupied;
    const before = await seats();
    const res = await call(withTickets, '/custom-form/external-register', { tenant: 'hermes', body: { ...body(), conference_id: target.id, room_id: target.room } });
    expect(res.status).toBe(404);
    expect(await seats()).toBe(before);
  });

  it('a captcha tenant asks for a solved captcha, each token once', async () => {
    const target = await workshopOn(withCaptcha);
    const payload = { ...body(), conference_id: target.id, room_id: target.room };
    const missing = await call(withCaptcha, '/custom-form/external-register', { tenant: 'hermes', body: payload });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ 'g-recaptcha-response': ['validation.captcha'] });
    const minted = await withCaptcha.inject({ method: 'POST', url: '/__demo/recaptcha/token', payload: { sitekey: 'demo-v2-site-key-hermes', kind: 'v2' } });
    const token = (minted.json() as { token: string }).token;
    expect((await call(withCaptcha, '/custom-form/external-register', { tenant: 'hermes', body: { ...payload, 'g-recaptcha-response': token } })).status).toBe(201);
    const reused = await call(withCaptcha, '/custom-form/external-register', { tenant: 'hermes', body: { ...payload, email: 'otra@ekitaldi.test', 'g-recaptcha-response': token } });
    expect(reused.body.errors).toEqual({ 'g-recaptcha-response': ['validation.captcha'] });
  });
});
