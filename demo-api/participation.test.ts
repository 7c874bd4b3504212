import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  conferenceSchema,
  registrationStateSchema,
  roomsSeatingSchema,
  sessionFormSchema,
  type SessionWaitlist,
  surveyAnswerSchema,
} from '../lib/api/schemas';
import type { CustomerRow } from './auth';
import { statementCache } from './db';
import { makeDeps } from './deps';
import { unregister } from './participation';
import { DEMO_ACCOUNTS } from './seed';
import { formatWhen } from './mail-templates';
import { call, fileServerPerFile, mailsOf, manualClock, multipartBody, sessionToken, signIn, TENANTS, TEST_SECRETS, testServer, tokenOf } from './testing';

/**
 * Taking part in a session against the seeded demo: `en-directo` (rooms of 3 seats with 2 taken
 * and of 60, a registration form, a survey, a registered-only file and stream) and
 * `en-directo-paralela` overlapping it; demo and digitalone need tickets. Extra customers are
 * written straight into the database file the server uses.
 */
const NOW = new Date('2026-11-21T12:00:00+01:00');
const clock = manualClock(NOW.getTime());
let app: FastifyInstance;
let db: Database.Database;
let attendee: string;
let live: { id: number; rooms: { id: number }[]; files: { id: number; gate: string; url?: string; sizeKb: number }[] };
let parallel: { id: number; rooms: { id: number }[] };
let small: number; // the 3-seat room of en-directo
let big: number;

let n = 0;
/** A verified customer of `tenant` with a bearer token; `ticket` gives them a ticket there. */
function customer(tenant = 'demo', ticket = true): { id: number; token: string } {
  n++;
  const id = Number(
    db
      .prepare(
        `INSERT INTO customers (tenant, email, password_hash, name, surname, email_verified, created_at)
         VALUES (?, ?, 'x', 'Prueba', 'Participa', 1, '2026-11-01T00:00:00Z')`,
      )
      .run(tenant, `p${n}-${crypto.randomUUID()}@ekitaldi.test`).lastInsertRowid,
  );
  const token = sessionToken(db, tenant, id);
  if (ticket) db.prepare('INSERT INTO customer_tickets (tenant, customer_id, created_at) VALUES (?, ?, ?)').run(tenant, id, '2026-11-01T00:00:00Z');
  return { id, token };
}

const post = (url: string, token: string | undefined, body: unknown, tenant = 'demo') => call(app, url, { token, body, tenant });
const state = (token: string, id = live.id) => call(app, `/conferences/${id}/registration`, { token });
const seats = async (id = live.id) => roomsSeatingSchema.parse((await call(app, `/conferences/${id}/rooms-seating`)).body);
/** Frees seats by hand so each test starts from a known count. */
const setOccupied = (conference: number, room: number, occupied: number) =>
  db.prepare('UPDATE conference_rooms SET seats_occupied = ? WHERE conference_id = ? AND room_id = ?').run(occupied, conference, room);

const served = fileServerPerFile('participation', { now: () => NOW, clock });
beforeAll(async () => {
  ({ app, db } = served);
  attendee = await signIn(app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
  live = conferenceSchema.parse((await call(app, '/conferences/en-directo')).body) as typeof live;
  parallel = conferenceSchema.parse((await call(app, '/conferences/en-directo-paralela')).body);
  [small, big] = live.rooms.map((r) => r.id) as [number, number];
});

describe('demo fixtures', () => {
  it('en-directo is live today (local times 00:00–23:59), outside the agenda, with rooms of 3 and 60 seats', async () => {
    const c = (await call(app, '/conferences/en-directo')).body;
    expect(c.startsAt).toBe('2026-11-21T00:00:00+01:00');
    expect(c.endsAt).toBe('2026-11-21T23:59:00+01:00');
    const s = await seats();
    expect(s.rooms.map((r) => r.total)).toEqual([3, 60]);
    expect(s.rooms[0]).toMatchObject({ occupied: 2, full: false });
    const schedule = (await call(app, '/schedule')).body as { conferences: { slug: string }[] }[];
    expect(schedule.flatMap((d) => d.conferences).some((x) => x.slug === 'en-directo')).toBe(false);
    expect(((await call(app, '/conferences/next')).body as { slug: string }[])[0]!.slug).toBe('en-directo');
  });

  it('times follow the clock: the next day the sessions move to it', async () => {
    const later = await testServer({ now: () => new Date('2027-01-05T03:00:00+01:00') });
    try {
      const c = (await call(later, '/conferences/en-directo-paralela')).body;
      expect(c.startsAt).toBe('2027-01-05T00:00:00+01:00');
      expect(c.date).toBe('2027-01-05');
    } finally {
      await later.close();
    }
  });

  it('public answers never carry the address of a gated file or stream', async () => {
    const raw = JSON.stringify((await call(app, '/conferences/en-directo')).body);
    expect(live.files.map((f) => f.gate)).toEqual(['public', 'registered']);
    expect(live.files[0]!.url).toMatch(/\/media\/files\/\d+\.pdf$/);
    expect(live.files[1]!.url).toBeUndefined();
    expect(raw).not.toContain('youtube-nocookie.com/embed');
    expect(raw).not.toContain(`/media/files/${live.files[1]!.id}.pdf`);
  });
});

describe('registration rules', () => {
  it('anonymous: 401 registration.login_required; a stale token: 403 without keys', async () => {
    const anon = await post(`/conferences/${live.id}/register`, undefined, { room_id: big });
    expect(anon.status).toBe(401);
    expect(anon.body.errors).toEqual({ customer: ['registration.login_required'] });
    expect((await state('nope')).status).toBe(403);
    expect((await call(app, `/conferences/${live.id}/registration`)).status).toBe(401);
  });

  it('a room is required where the session has rooms, and must be one of them', async () => {
    const c = customer();
    expect((await post(`/conferences/${live.id}/register`, c.token, {})).body.errors).toEqual({ room_id: ['registration.room_required'] });
    expect((await post(`/conferences/${live.id}/register`, c.token, { room_id: 999_999 })).body.errors).toEqual({ room_id: ['validation.in'] });
    expect((await state(c.token)).body.status).toBe('none');
  });

  it('register with a registration form → pending holding its seat; unregister frees it', async () => {
    setOccupied(live.id, big, 12);
    const c = customer();
    const res = await post(`/conferences/${live.id}/register`, c.token, { room_id: big });
    expect(res.status).toBe(200);
    const s = registrationStateSchema.parse(res.body);
    expect(s).toMatchObject({ status: 'pending', roomId: big, missing: 'form', registrationFormId: 4 });
    expect(s.seating.rooms[1]!.occupied).toBe(13);
    // Again in the same room: the same state, no second seat.
    expect((await post(`/conferences/${live.id}/register`, c.token, { room_id: big })).body.seating.rooms[1].occupied).toBe(13);
    const other = await post(`/conferences/${live.id}/register`, c.token, { room_id: small });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual({ room_id: ['registration.duplicate_room'] });
    const wrong = await post(`/conferences/${live.id}/unregister`, c.token, { room_id: small });
    expect(wrong.body.errors).toEqual({ room_id: ['registration.not_registered'] });
    const out = await post(`/conferences/${live.id}/unregister`, c.token, { room_id: big });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ status: 'none', roomId: null });
    expect((await seats()).rooms[1]!.occupied).toBe(12);
  });

  it('a session without a form confirms at once; a clash names the other session', async () => {
    const c = customer();
    const ok = await post(`/conferences/${parallel.id}/register`, c.token, { room_id: parallel.rooms[0]!.id });
    expect(ok.body.status).toBe('confirmed');
    const clash = await post(`/conferences/${live.id}/register`, c.token, { room_id: big });
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual({ conference: ['registration.overlap'] });
    expect(clash.body.conflict).toMatchObject({ id: parallel.id, slug: 'en-directo-paralela', title: 'En directo (paralela): a la misma hora' });
    expect((await state(c.token)).body.conflict.slug).toBe('en-directo-paralela');
  });

  it('a ticket where the tenant and session require one (demo without ticket; digitalone attendee)', async () => {
    const c = customer('demo', false);
    const res = await post(`/conferences/${live.id}/register`, c.token, { room_id: big });
    expect(res.body.errors).toEqual({ conference: ['registration.ticket_required'] });
    expect((await state(c.token)).body.ticket).toEqual({ required: true, held: false, rights: [] });
    // The demo attendee holds one on localhost: the full ticket, every right.
    expect((await state(attendee)).body.ticket).toEqual({ required: true, held: true, rights: ['in_person', 'streams', 'files', 'accreditation', 'networking', 'diploma'] });

    const token = await signIn(app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'digitalone');
    const all = (await call(app, '/conferences/all', { tenant: 'digitalone' })).body as { id: number; registrationRequired: boolean; rooms: { id: number }[] }[];
    const session = all.find((x) => x.registrationRequired && x.rooms.length > 0)!;
    const refused = await post(`/conferences/${session.id}/register`, token, { room_id: session.rooms[0]!.id }, 'digitalone');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ conference: ['registration.ticket_required'] });
  });

  it('a full room and a full session are refused; a session of another tenant is a 404', async () => {
    setOccupied(live.id, small, 3);
    const c = customer();
    expect((await post(`/conferences/${live.id}/register`, c.token, { room_id: small })).body.errors).toEqual({ room_id: ['registration.room_full'] });
    setOccupied(live.id, big, 60);
    expect((await post(`/conferences/${live.id}/register`, c.token, { room_id: small })).body.errors).toEqual({ conference: ['registration.full'] });
    const s = await seats();
    expect(s.full).toBe(true);
    expect(s.rooms.every((r) => r.full)).toBe(true);
    setOccupied(live.id, small, 2);
    setOccupied(live.id, big, 12);
    expect((await call(app, `/conferences/${live.id}/register`, { tenant: 'hermes', token: c.token, body: { room_id: big } })).status).toBe(403);
  });

  it('a session that has ended takes no registrations', async () => {
    const ended = (await call(app, '/conferences/all?when=past', {})).body as { id: number; registrationRequired: boolean; rooms: { id: number }[] }[];
    const s = ended.find((x) => x.registrationRequired && x.rooms.length)!;
    const res = await post(`/conferences/${s.id}/register`, customer().token, { room_id: s.rooms[0]!.id });
    expect(res.body.errors).toEqual({ conference: ['registration.closed'] });
  });

  it('concurrent requests for the last seat: exactly one gets it (real HTTP, separate customers)', async () => {
    setOccupied(live.id, small, 2);
    const racers = Array.from({ length: 8 }, () => customer());
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answers = await Promise.all(
        racers.map((c) =>
          fetch(`${address}/conferences/${live.id}/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-tenant': tokenOf('demo'), authorization: `Bearer ${c.token}` },
            body: JSON.stringify({ room_id: small }),
          }).then(async (r) => ({ status: r.status, body: (await r.json()) as { errors?: Record<string, string[]> } })),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.status === 422);
      expect(refused).toHaveLength(7);
      expect(refused.every((a) => a.body.errors?.room_id?.[0] === 'registration.room_full')).toBe(true);
    } finally {
      await app.server.close();
    }
    const s = await seats();
    expect(s.rooms[0]).toMatchObject({ occupied: 3, full: true });
    expect(db.prepare('SELECT count(*) AS n FROM registrations WHERE conference_id = ? AND room_id = ?').get(live.id, small)).toEqual({ n: 1 });
  });
});

describe('pending registrations and the registration form', () => {
  const formBody = (survey: Record<string, unknown>, draft?: boolean) => ({ custom_form_id: 4, conference_id: live.id, survey, ...(draft ? { draft } : {}) });

  it('draft → resume with the saved answers → complete confirms', async () => {
    setOccupied(live.id, big, 12);
    const c = customer();
    await post(`/conferences/${live.id}/register`, c.token, { room_id: big });
    const form = sessionFormSchema.parse((await call(app, `/conferences/custom-form?conference_id=${live.id}&kind=registration`)).body);
    expect(form.fields.map((f) => f.type)).toEqual(['text', 'choice', 'textarea', 'checkbox']);
    const draft = await post('/conferences/custom-form/completed', c.token, formBody({ organisation: 'Ikerlan' }, true));
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ status: 'pending', answers: { organisation: 'Ikerlan' } });
    expect((await state(c.token)).body.answers).toEqual({ organisation: 'Ikerlan' });
    const incomplete = await post('/conferences/custom-form/completed', c.token, formBody({ organisation: 'Ikerlan' }));
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors).toEqual({ profile: ['validation.required'], share_data: ['validation.required'] });
    const done = await post('/conferences/custom-form/completed', c.token, formBody({ organisation: 'Ikerlan', profile: 'research', share_data: true }));
    expect(done.status).toBe(200);
    expect(registrationStateSchema.parse(done.body)).toMatchObject({ status: 'confirmed', missing: null, answers: null });
    expect((await post('/conferences/custom-form/completed', c.token, formBody({ organisation: 'X' }, true))).body.errors).toEqual({
      conference: ['registration.not_pending'],
    });
    const mine = (await call(app, '/customer/conferences', { token: c.token })).body;
    expect(mine.registered.map((r: { conference: { slug: string } }) => r.conference.slug)).toEqual(['en-directo']);
  });

  it('discard (private area) removes the pending registration, its seat and its draft', async () => {
    setOccupied(live.id, big, 12);
    const c = customer();
    await post(`/conferences/${live.id}/register`, c.token, { room_id: big });
    await post('/conferences/custom-form/completed', c.token, formBody({ organisation: 'Tecnalia' }, true));
    const mine = (await call(app, '/customer/conferences', { token: c.token })).body;
    expect(mine.pending).toHaveLength(1);
    expect(mine.pending[0]).toMatchObject({ missing: 'form', conference: { slug: 'en-directo' } });
    const res = await call(app, `/customer/discard-pending-registration/${mine.pending[0].uuid}`, { method: 'DELETE', token: c.token });
    expect(res.status).toBe(204);
    expect((await seats()).rooms[1]!.occupied).toBe(12);
    expect((await state(c.token)).body).toMatchObject({ status: 'none', answers: null });
    expect(db.prepare('SELECT count(*) AS n FROM form_answers WHERE customer_id = ?').get(c.id)).toEqual({ n: 0 });
    expect((await call(app, `/customer/discard-pending-registration/${mine.pending[0].uuid}`, { method: 'DELETE', token: c.token })).status).toBe(404);
  });
});

describe('gated files', () => {
  it('public file: bytes without a token, from the API and /media', async () => {
    const f = live.files[0]!;
    const res = await call(app, `/conferences/${live.id}/files/${f.id}`, { tenant: 'demo' });
    expect(res.status).toBe(200);
    expect(res.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.raw.rawPayload.length).toBe(f.sizeKb * 1024);
    expect((await app.inject({ url: new URL(f.url!).pathname })).statusCode).toBe(200);
  });

  it('registered-only file: 401 anonymous, 403 (registration.required) signed in but not registered, bytes once registered', async () => {
    const f = live.files[1]!;
    const url = `/conferences/${live.id}/files/${f.id}`;
    expect((await call(app, url)).status).toBe(401);
    expect((await call(app, url)).body.errors).toEqual({ file: ['registration.login_required'] });
    const c = customer();
    const denied = await call(app, url, { token: c.token });
    expect(denied.status).toBe(403);
    expect(denied.body.errors).toEqual({ file: ['registration.required'] });
    // The old public address does not serve it either.
    expect((await app.inject({ url: `/media/files/${f.id}.pdf` })).statusCode).toBe(401);
    setOccupied(live.id, big, 12);
    await post(`/conferences/${live.id}/register`, c.token, { room_id: big });
    // Pending is not registered yet.
    expect((await call(app, url, { token: c.token })).status).toBe(403);
    await post('/conferences/custom-form/completed', c.token, { custom_form_id: 4, conference_id: live.id, survey: { organisation: 'A', profile: 'student', share_data: true } });
    const ok = await call(app, url, { token: c.token });
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(Number(ok.headers['content-length'])).toBe(1536 * 1024);
    expect(ok.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(ok.raw.rawPayload.toString('latin1')).toContain('%%EOF');
  });

  it('a seeded login-only file (/media/files/19.pdf style) is no longer public', async () => {
    const row = db.prepare("SELECT f.id, f.conference_id FROM conference_files f JOIN conferences c ON c.id = f.conference_id WHERE c.tenant = 'demo' AND f.gate = 'login' LIMIT 1").get() as { id: number; conference_id: number };
    expect((await app.inject({ url: `/media/files/${row.id}.pdf` })).statusCode).toBe(401);
    expect((await call(app, `/conferences/${row.conference_id}/files/${row.id}`)).status).toBe(401);
    expect((await call(app, `/conferences/${row.conference_id}/files/${row.id}`, { token: customer().token })).status).toBe(200);
  });
});

describe('stream and attendance', () => {
  it('the embed URL only in the signed-in state once the gate is open; minutes counted per heartbeat, at most one per 50 s', async () => {
    setOccupied(live.id, big, 12);
    const c = customer();
    expect((await state(c.token)).body.stream).toBeNull();
    const refused = await post(`/conferences/${live.id}/events`, c.token, { event: 'stream_opened' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual({ event: ['registration.required'] });
    await post(`/conferences/${live.id}/register`, c.token, { room_id: big });
    await post('/conferences/custom-form/completed', c.token, { custom_form_id: 4, conference_id: live.id, survey: { organisation: 'A', profile: 'student', share_data: true } });
    const open = (await state(c.token)).body;
    expect(open.stream).toMatchObject({ provider: 'youtube', url: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//), poster: expect.stringMatching(/\/media\/posters\/\d+\.svg$/) });
    expect((await app.inject({ url: new URL(open.stream.poster).pathname })).statusCode).toBe(200);
    expect((await post(`/conferences/${live.id}/events`, c.token, { event: 'stream_opened' })).status).toBe(204);
    for (let i = 0; i < 3; i++) {
      expect((await post(`/conferences/${live.id}/events`, c.token, { event: 'heartbeat' })).status).toBe(204);
      clock.advance(60_000);
    }
    // Two beats 10 s apart count once.
    await post(`/conferences/${live.id}/events`, c.token, { event: 'heartbeat' });
    clock.advance(10_000);
    await post(`/conferences/${live.id}/events`, c.token, { event: 'heartbeat' });
    expect((await state(c.token)).body.minutesWatched).toBe(4);
    expect((await post(`/conferences/${live.id}/events`, c.token, { event: 'pause' })).body.errors).toEqual({ event: ['validation.in'] });
    expect((await post(`/conferences/${live.id}/events`, undefined, { event: 'heartbeat' })).status).toBe(401);
  });

  it('a ticket-gated stream opens with a ticket only', async () => {
    const without = customer('demo', false);
    expect((await state(without.token, parallel.id)).body.stream).toBeNull();
    expect((await post(`/conferences/${parallel.id}/events`, without.token, { event: 'heartbeat' })).body.errors).toEqual({ event: ['registration.ticket_required'] });
    expect((await state(customer().token, parallel.id)).body.stream).toMatchObject({ provider: 'youtube' });
  });
});

describe('survey with a file, answered once', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200)]);
  const upload = (token: string | undefined, file: { filename: string; type: string; data: Buffer }, field = 'attachment') => {
    const mp = multipartBody({ field, ...file });
    return app.inject({
      method: 'POST',
      url: '/custom-form/3/upload-files',
      headers: { 'x-tenant': tokenOf('demo'), 'content-type': mp.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: mp.payload,
    });
  };

  it('the survey form has every question type', async () => {
    const form = sessionFormSchema.parse((await call(app, '/custom-form/3', { locale: 'en' })).body);
    expect(form.purpose).toBe('survey');
    expect(form.fields.map((f) => f.type)).toEqual(['scale', 'choice', 'multi_choice', 'text', 'date', 'file']);
    expect(form.fields[0]!.scale).toEqual({ min: 1, max: 5, minLabel: 'Not useful', maxLabel: 'Very useful' });
  });

  it('uploads: type by content, size by the question; anonymous 401', async () => {
    const c = customer();
    expect((await upload(undefined, { filename: 'a.png', type: 'image/png', data: png })).statusCode).toBe(401);
    const fake = await upload(c.token, { filename: 'a.png', type: 'image/png', data: Buffer.from('MZ not an image') });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ attachment: ['upload.type'] });
    const big = await upload(c.token, { filename: 'big.pdf', type: 'application/pdf', data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048 * 1024)]) });
    expect(big.json().errors).toEqual({ attachment: ['upload.too_large'] });
    expect((await upload(c.token, { filename: 'a.png', type: 'image/png', data: png }, 'rating')).json().errors).toEqual({ rating: ['validation.in'] });
    const ok = await upload(c.token, { filename: 'notes.png', type: 'image/png', data: png });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().files[0]).toMatchObject({ field: 'attachment', name: 'notes.png', type: 'image/png', size: png.length });
  });

  it('answered once: 201 with the answers and files, then 409 survey.already_answered; rules per type', async () => {
    const c = customer();
    const file = (await upload(c.token, { filename: 'notes.png', type: 'image/png', data: png })).json().files[0].id as string;
    const body = (survey: Record<string, unknown>) => ({ custom_form_id: 3, conference_id: live.id, survey });
    const bad = await post('/conferences/custom-form/completed', c.token, body({ rating: 9, best: 'x', topics: ['people', 'nope'], takeaway: 'ab', follow_up: '2027-02-30', attachment: ['other-id'] }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      rating: ['validation.in'],
      best: ['validation.in'],
      topics: ['validation.in'],
      takeaway: ['validation.min'],
      follow_up: ['validation.date'],
      attachment: ['validation.in'],
    });
    expect((await post('/conferences/custom-form/completed', c.token, body({}))).body.errors).toEqual({
      rating: ['validation.required'],
      best: ['validation.required'],
      takeaway: ['validation.required'],
    });
    const answers = { rating: 5, best: 'speakers', topics: ['people'], takeaway: 'Medir antes de decidir', follow_up: '2027-01-15', attachment: [file] };
    const ok = await post('/conferences/custom-form/completed', c.token, body(answers));
    expect(ok.status).toBe(201);
    const answer = surveyAnswerSchema.parse(ok.body);
    expect(answer.answers).toEqual(answers);
    expect(answer.files).toEqual([expect.objectContaining({ id: file, name: 'notes.png' })]);
    const again = await post('/conferences/custom-form/completed', c.token, body(answers));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ custom_form_id: ['survey.already_answered'] });
    const list = (await call(app, `/conferences/surveys?conference_id=${live.id}`, { token: c.token })).body;
    expect(list).toHaveLength(1);
    expect(list[0].answer.answers.rating).toBe(5);
    expect((await state(c.token)).body.survey).toEqual({ formId: 3, open: true, answered: true });
    // The registration form is not this endpoint's survey for another session.
    expect((await post('/conferences/custom-form/completed', c.token, { custom_form_id: 3, conference_id: parallel.id, survey: answers })).status).toBe(404);
    expect((await call(app, '/conferences/surveys')).status).toBe(401);
  });

  it('/custom-form/completed: a survey outside a session, once', async () => {
    const c = customer();
    const answers = { rating: 3, best: 'format', takeaway: 'Bien' };
    expect((await post('/custom-form/completed', c.token, { custom_form_id: 3, survey: answers })).status).toBe(201);
    expect((await post('/custom-form/completed', c.token, { custom_form_id: 3, survey: answers })).status).toBe(409);
    expect((await post('/custom-form/completed', c.token, { custom_form_id: 1, survey: answers })).status).toBe(404);
  });
});

describe('waiting list', () => {
  const place = async (token: string, id = parallel.id) => registrationStateSchema.parse((await state(token, id)).body).waitlist;
  const mails = (to: string) => db.prepare('SELECT subject, text FROM mails WHERE to_email = ? ORDER BY id').all(to) as { subject: string; text: string }[];
  const emailOf = (id: number) => (db.prepare('SELECT email FROM customers WHERE id = ?').get(id) as { email: string }).email;

  it('only a full room takes a waiting list; positions, leaving, and the rules of registering', async () => {
    const room = parallel.rooms[0]!.id;
    setOccupied(parallel.id, room, 39);
    const a = customer();
    expect((await post(`/conferences/${parallel.id}/waitlist`, a.token, { room_id: room })).body).toMatchObject({ errors: { room_id: ['waitlist.not_full'] } });
    expect((await post(`/conferences/${parallel.id}/waitlist`, undefined, { room_id: room })).status).toBe(401);
    setOccupied(parallel.id, room, 40);
    const noTicket = customer('demo', false);
    expect((await post(`/conferences/${parallel.id}/waitlist`, noTicket.token, { room_id: room })).body).toMatchObject({ errors: { conference: ['registration.ticket_required'] } });
    const [b, c] = [customer(), customer()];
    for (const p of [a, b, c]) expect((await post(`/conferences/${parallel.id}/waitlist`, p.token, { room_id: room })).status).toBe(200);
    expect(await place(c.token)).toEqual({ roomId: room, position: 3, waiting: 3 });
    // Joining again changes nothing; leaving moves the others up.
    expect(registrationStateSchema.parse((await post(`/conferences/${parallel.id}/waitlist`, a.token, { room_id: room })).body).waitlist).toEqual({ roomId: room, position: 1, waiting: 3 });
    await post(`/conferences/${parallel.id}/waitlist/leave`, a.token, {});
    expect(await place(a.token)).toBeNull();
    expect(await place(c.token)).toEqual({ roomId: room, position: 2, waiting: 2 });
    // Organisers see the list per room; anyone else gets 403.
    expect((await call(app, `/conferences/${parallel.id}/waitlist`, { token: b.token })).status).toBe(403);
    const organiser = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
    const list = (await call(app, `/conferences/${parallel.id}/waitlist`, { token: organiser })).body as { rooms: { roomId: number; entries: { position: number; email: string }[] }[] };
    expect(list.rooms.find((r) => r.roomId === room)!.entries.map((e) => [e.position, e.email])).toEqual([
      [1, emailOf(b.id)],
      [2, emailOf(c.id)],
    ]);
    for (const p of [b, c]) await post(`/conferences/${parallel.id}/waitlist/leave`, p.token, {});
  });

  it('under a race (ten leaving and ten joining at once) each freed seat goes to exactly one person, in order; a waiter who no longer qualifies is skipped and told why', async () => {
    const room = parallel.rooms[0]!.id;
    setOccupied(parallel.id, room, 30);
    const seated = Array.from({ length: 10 }, () => customer());
    for (const p of seated) expect((await post(`/conferences/${parallel.id}/register`, p.token, { room_id: room })).status).toBe(200);
    expect((await seats(parallel.id)).rooms[0]).toMatchObject({ occupied: 40, full: true });
    const waiting = Array.from({ length: 10 }, () => customer());
    for (const p of waiting) expect((await post(`/conferences/${parallel.id}/waitlist`, p.token, { room_id: room })).status).toBe(200);
    // The third in line registers meanwhile for the other live session at the same time: a clash.
    const clashing = waiting[2]!;
    setOccupied(live.id, big, 0);
    expect((await post(`/conferences/${live.id}/register`, clashing.token, { room_id: big })).status).toBe(200);

    const late = Array.from({ length: 10 }, () => customer());
    const answers = await Promise.all([
      ...seated.map((p) => post(`/conferences/${parallel.id}/unregister`, p.token, { room_id: room })),
      ...late.map((p) => post(`/conferences/${parallel.id}/waitlist`, p.token, { room_id: room })),
    ]);
    for (const a of answers.slice(0, 10)) expect(a.status).toBe(200);

    // Ten seats freed: the nine qualifying waiters (all but the clashing one) took nine; the
    // tenth went to the first late joiner who was on the list when it freed, or stayed free if
    // none was yet: either way never two people on one seat.
    const now = (await seats(parallel.id)).rooms[0]!;
    const ours = new Set([...seated, ...waiting, ...late].map((p) => p.id));
    const confirmed = (db.prepare("SELECT customer_id FROM registrations WHERE conference_id = ? AND room_id = ? AND status = 'confirmed'").all(parallel.id, room) as { customer_id: number }[]).filter(
      (r) => ours.has(r.customer_id),
    );
    expect(now.occupied).toBe(30 + confirmed.length);
    expect(new Set(confirmed.map((r) => r.customer_id)).size).toBe(confirmed.length);
    const promoted = waiting.filter((p) => p !== clashing);
    for (const p of promoted) expect(confirmed.map((r) => r.customer_id)).toContain(p.id);
    expect(confirmed.map((r) => r.customer_id)).not.toContain(clashing.id);
    expect(await place(clashing.token)).toBeNull();
    // First come, first served: seats went in the order people joined.
    const order = db.prepare('SELECT customer_id FROM registrations WHERE conference_id = ? AND room_id = ? ORDER BY id').all(parallel.id, room) as { customer_id: number }[];
    const promotedIds = order.map((r) => r.customer_id).filter((id) => promoted.some((p) => p.id === id));
    expect(promotedIds).toEqual(promoted.map((p) => p.id));
    // Late joiners still waiting have positions 1..n without gaps.
    const positions = (await Promise.all(late.map((p) => place(p.token)))).filter(Boolean).map((w) => w!.position).sort((x, y) => x - y);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
    // A late joiner either got on the list (still waiting, or seated since) or, once a seat was
    // free with nobody waiting, was told to register instead.
    const lateAnswers = answers.slice(10);
    for (const a of lateAnswers) expect(a.status === 200 || (a.body as { errors?: { room_id?: string[] } }).errors?.room_id?.[0] === 'waitlist.not_full').toBe(true);
    const accepted = lateAnswers.filter((a) => a.status === 200).length;
    expect(positions.length + confirmed.filter((r) => late.some((p) => p.id === r.customer_id)).length).toBe(accepted);
    expect(now.occupied === 40 || positions.length === 0).toBe(true);
    // Told by email: the seat, or why not.
    expect(mails(emailOf(promoted[0]!.id)).at(-1)!.subject).toContain('Tienes plaza');
    expect(mails(emailOf(clashing.id)).at(-1)!.text).toContain('estás inscrito en otra sesión a la misma hora.');
  });
});

describe('organiser removal: the seat goes to the first in line', () => {
  const place = async (token: string) => registrationStateSchema.parse((await state(token, parallel.id)).body).waitlist;
  const emailOf = (id: number) => (db.prepare('SELECT email FROM customers WHERE id = ?').get(id) as { email: string }).email;
  const lastMail = (id: number) => db.prepare('SELECT subject, text FROM mails WHERE to_email = ? ORDER BY id DESC LIMIT 1').get(emailOf(id)) as { subject: string; text: string } | undefined;
  const uuidOf = (id: number) => (db.prepare('SELECT uuid FROM registrations WHERE customer_id = ? AND conference_id = ?').get(id, parallel.id) as { uuid: string }).uuid;
  const remove = (token: string | undefined, uuid: string, body: unknown = {}) => post(`/conferences/${parallel.id}/registrations/${uuid}/remove`, token, body);

  it('organisers only (401, 403 live.forbidden), a registration of this session (404); the removed registrant is mailed and the first waiter gets the seat', async () => {
    const room = parallel.rooms[0]!.id;
    setOccupied(parallel.id, room, 39);
    const [held, w1, w2] = [customer(), customer(), customer()];
    expect((await post(`/conferences/${parallel.id}/register`, held.token, { room_id: room })).status).toBe(200);
    for (const p of [w1, w2]) expect((await post(`/conferences/${parallel.id}/waitlist`, p.token, { room_id: room })).status).toBe(200);
    const uuid = uuidOf(held.id);
    expect((await remove(undefined, uuid)).status).toBe(401);
    const refused = await remove(w1.token, uuid);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errors: { waitlist: ['live.forbidden'] } });
    expect((await call(app, `/conferences/${parallel.id}/waitlist`, { token: held.token })).status).toBe(403);
    const organiser = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
    expect((await remove(organiser, crypto.randomUUID())).status).toBe(404);
    expect((await remove(organiser, uuid, { reason: 'x'.repeat(301) })).status).toBe(422);
    // Nothing changed by the refusals.
    expect(registrationStateSchema.parse((await state(held.token, parallel.id)).body).status).toBe('confirmed');

    const before = (await call(app, `/conferences/${parallel.id}/waitlist`, { token: organiser })).body as SessionWaitlist;
    const roomBefore = before.rooms.find((r) => r.roomId === room)!;
    expect(roomBefore.registrations.map((r) => r.email)).toContain(emailOf(held.id));
    expect(roomBefore.entries.map((e) => e.email)).toEqual([emailOf(w1.id), emailOf(w2.id)]);

    const answer = await remove(organiser, uuid, { reason: 'Plaza reservada para ponentes.' });
    expect(answer.status).toBe(200);
    const after = (answer.body as SessionWaitlist).rooms.find((r) => r.roomId === room)!;
    expect(after.registrations.map((r) => r.email)).not.toContain(emailOf(held.id));
    expect(after.registrations.map((r) => r.email)).toContain(emailOf(w1.id));
    expect(after.entries.map((e) => [e.position, e.email])).toEqual([[1, emailOf(w2.id)]]);
    expect(after.occupied).toBe(40);
    expect(registrationStateSchema.parse((await state(held.token, parallel.id)).body).status).toBe('none');
    expect(registrationStateSchema.parse((await state(w1.token, parallel.id)).body).status).toBe('confirmed');
    expect(await place(w2.token)).toEqual({ roomId: room, position: 1, waiting: 1 });
    expect(lastMail(held.id)!.subject).toContain('Inscripción cancelada');
    expect(lastMail(held.id)!.text).toContain('La organización ha cancelado tu inscripción');
    expect(lastMail(held.id)!.text).toContain('Motivo: Plaza reservada para ponentes.');
    expect(lastMail(w1.id)!.subject).toContain('Tienes plaza');
    // Removed twice: it is gone.
    expect((await remove(organiser, uuid)).status).toBe(404);
    await post(`/conferences/${parallel.id}/waitlist/leave`, w2.token, {});
    await post(`/conferences/${parallel.id}/unregister`, w1.token, { room_id: room });
  });

  it('under a race (removals, leaves and joins at once) each freed seat goes to exactly one person, first in line first', async () => {
    const room = parallel.rooms[0]!.id;
    setOccupied(parallel.id, room, 32);
    const organiser = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
    const seated = Array.from({ length: 8 }, () => customer());
    for (const p of seated) expect((await post(`/conferences/${parallel.id}/register`, p.token, { room_id: room })).status).toBe(200);
    const waiting = Array.from({ length: 10 }, () => customer());
    for (const p of waiting) expect((await post(`/conferences/${parallel.id}/waitlist`, p.token, { room_id: room })).status).toBe(200);
    const late = Array.from({ length: 5 }, () => customer());
    const [removed, leaving] = [seated.slice(0, 5), seated.slice(5, 7)];
    const quitting = [waiting[1]!, waiting[6]!];
    const answers = await Promise.all([
      ...removed.map((p) => remove(organiser, uuidOf(p.id), { reason: 'Cambio de aforo.' })),
      ...leaving.map((p) => post(`/conferences/${parallel.id}/unregister`, p.token, { room_id: room })),
      ...quitting.map((p) => post(`/conferences/${parallel.id}/waitlist/leave`, p.token, {})),
      ...late.map((p) => post(`/conferences/${parallel.id}/waitlist`, p.token, { room_id: room })),
    ]);
    for (const a of answers) expect(a.status).toBe(200);

    const ours = new Set([...seated, ...waiting, ...late].map((p) => p.id));
    const confirmed = (db.prepare('SELECT customer_id FROM registrations WHERE conference_id = ? AND room_id = ? ORDER BY id').all(parallel.id, room) as { customer_id: number }[])
      .map((r) => r.customer_id)
      .filter((id) => ours.has(id));
    // Seven seats freed, seven waiters seated (there were more in line): no seat twice, none lost.
    expect((await seats(parallel.id)).rooms[0]).toMatchObject({ occupied: 40, full: true });
    expect(new Set(confirmed).size).toBe(confirmed.length);
    expect(confirmed.length).toBe(8);
    for (const p of [...removed, ...leaving]) expect(confirmed).not.toContain(p.id);
    const seatedWaiters = [...waiting, ...late].filter((p) => confirmed.includes(p.id));
    expect(seatedWaiters).toHaveLength(7);
    // In order: nobody still waiting had joined before someone who got a seat, and seats went out in the order of the list.
    const stillWaiting = (await Promise.all([...waiting, ...late].map(async (p) => ((await place(p.token)) ? p : null)))).filter((p) => p !== null);
    const order = (p: { id: number }) => [...waiting, ...late].indexOf(p as (typeof waiting)[number]);
    const lastSeated = Math.max(...seatedWaiters.map(order));
    for (const p of stillWaiting) expect(order(p)).toBeGreaterThan(lastSeated);
    const byRegistration = confirmed.filter((id) => seatedWaiters.some((p) => p.id === id));
    expect(byRegistration).toEqual(seatedWaiters.map((p) => p.id));
    // Nobody is both seated and waiting.
    for (const p of stillWaiting) expect(confirmed).not.toContain(p.id);
    for (const p of [...waiting, ...late]) {
      await post(`/conferences/${parallel.id}/waitlist/leave`, p.token, {});
      await post(`/conferences/${parallel.id}/unregister`, p.token, { room_id: room });
    }
  });
});

describe('the waiting list’s emails: the recipient’s language, once per place on the list', () => {
  it('a seat freed by a Spanish-speaking holder: the English-speaking waiter gets one “You have a seat” in English linking the session; the next in line, skipped, is told why in Portuguese', async () => {
    const room = parallel.rooms[0]!.id;
    setOccupied(parallel.id, room, 39);
    const holder = customer();
    expect((await post(`/conferences/${parallel.id}/register`, holder.token, { room_id: room })).status).toBe(200);
    const [english, portuguese] = [customer(), customer()];
    for (const [p, locale] of [
      [english, 'en'],
      [portuguese, 'pt'],
    ] as const) {
      expect((await call(app, `/conferences/${parallel.id}/waitlist`, { token: p.token, body: { room_id: room }, locale })).status).toBe(200);
    }
    // The Portuguese-speaking waiter no longer qualifies when a seat frees (registered at the same time elsewhere).
    setOccupied(live.id, big, 0);
    expect((await post(`/conferences/${live.id}/register`, portuguese.token, { room_id: big })).status).toBe(200);
    const before = { en: (await mailsOf(app, db, english.id)).length, pt: (await mailsOf(app, db, portuguese.id)).length };

    // Two seats free at once (the holder leaves, the organisers add one): the list is read in one go.
    setOccupied(parallel.id, room, 38);
    expect((await post(`/conferences/${parallel.id}/unregister`, holder.token, { room_id: room })).status).toBe(200);

    const seat = (await mailsOf(app, db, english.id)).slice(before.en);
    expect(seat.map((m) => m.subject)).toEqual([expect.stringMatching(/^You have a seat at “.+” · /)]);
    expect(seat[0]!.text).toMatch(/^Hello Prueba,\n\nA seat at “.+” has become free and it is yours/);
    expect(seat[0]!.links[0]).toMatch(/\/en\/agenda\/en-directo-paralela$/);
    // When and where (the room and its venue), and the session for the calendar, in the event's zone.
    const session = db.prepare('SELECT starts_at, ends_at FROM conferences WHERE id = ?').get(parallel.id) as { starts_at: string; ends_at: string };
    const place = db
      .prepare("SELECT ri.name AS room, vi.name AS venue FROM rooms r JOIN room_i18n ri ON ri.room_id = r.id AND ri.locale = 'en' JOIN venue_i18n vi ON vi.venue_id = r.venue_id AND vi.locale = 'en' WHERE r.id = ?")
      .get(room) as { room: string; venue: string };
    expect(seat[0]!.text).toContain(`\n\nWhen: ${formatWhen('en', session.starts_at, session.ends_at, 'Europe/Madrid')}\nWhere: ${place.room}, ${place.venue}\nThe attached file (sesion.ics) adds it to your calendar.\n`);
    const ics = seat[0]!.attachments.find((a) => a.filename === 'sesion.ics')!.content.replace(/\r\n /g, '');
    const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`\r\nDTSTART:${utc(session.starts_at)}\r\nDTEND:${utc(session.ends_at)}\r\n`);
    expect(ics).toContain(`\r\nLOCATION:${place.room}\\, ${place.venue.replace(/,/g, '\\,')}\r\n`);
    expect(ics).toContain('METHOD:PUBLISH');
    const skipped = (await mailsOf(app, db, portuguese.id)).slice(before.pt);
    expect(skipped.map((m) => m.subject)).toEqual([expect.stringMatching(/^Não foi possível dar a você a vaga de “.+” · /)]);
    expect(skipped[0]!.text).toContain('você está inscrito em outra sessão no mesmo horário.');
    expect(skipped[0]!.links[0]).toMatch(/\/pt\/agenda\/en-directo-paralela$/);
    // Each email carries its event key: the same place on the list is never told twice.
    const keys = db.prepare("SELECT event_key FROM mails WHERE event_key LIKE 'waitlist:%' AND to_email IN (SELECT email FROM customers WHERE id IN (?, ?))").all(english.id, portuguese.id) as { event_key: string }[];
    expect(keys.map((k) => k.event_key.replace(/:\d{4}-\S+:(seat|skipped)$/, ':…:$1')).sort()).toEqual([`waitlist:${parallel.id}:${english.id}:…:seat`, `waitlist:${parallel.id}:${portuguese.id}:…:skipped`].sort());
    await post(`/conferences/${parallel.id}/unregister`, english.token, { room_id: room });
    await post(`/conferences/${live.id}/unregister`, portuguese.token, { room_id: big });
  });
});

describe('the organisers’ list of a session without rooms: its registrations, no seats, no waiting list', () => {
  it('a session without rooms that takes registrations lists them in withoutRoom, and the removal works there; a session with rooms has withoutRoom null', async () => {
    const organiser = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
    const roomless = db.prepare("SELECT id FROM conferences c WHERE tenant = 'demo' AND edition = 2027 AND NOT EXISTS (SELECT 1 FROM conference_rooms r WHERE r.conference_id = c.id) ORDER BY starts_at DESC LIMIT 1").get() as { id: number };
    const list = async (id: number) => (await call(app, `/conferences/${id}/waitlist`, { token: organiser })).body as SessionWaitlist;
    expect((await list(roomless.id)).withoutRoom).toBeNull(); // takes no registrations
    db.prepare('UPDATE conferences SET registration_required = 1 WHERE id = ?').run(roomless.id);
    try {
      const c = customer();
      expect((await post(`/conferences/${roomless.id}/register`, c.token, { room_id: null })).body.status).toBe('confirmed');
      expect((await post(`/conferences/${roomless.id}/waitlist`, c.token, { room_id: null })).status).toBe(422);
      const before = await list(roomless.id);
      expect(before.rooms).toEqual([]);
      expect(before.withoutRoom).toEqual([expect.objectContaining({ status: 'confirmed', name: 'Prueba Participa' })]);
      const uuid = before.withoutRoom![0]!.uuid;
      const after = (await post(`/conferences/${roomless.id}/registrations/${uuid}/remove`, organiser, { reason: 'Solo ponentes.' })).body as SessionWaitlist;
      expect(after.withoutRoom).toEqual([]);
      expect((await state(c.token, roomless.id)).body.status).toBe('none');
    } finally {
      db.prepare('UPDATE conferences SET registration_required = 0 WHERE id = ?').run(roomless.id);
    }
    expect((await list(parallel.id)).withoutRoom).toBeNull();
  });
});

describe('the waiting list’s emails are written in the seat’s own transaction (the mails table is the outbox)', () => {
  it('the rule alone, with nothing run after its commit (as if the process died there), leaves the seat given and both emails written; a transaction that rolls back leaves neither', async () => {
    const room = parallel.rooms[0]!.id;
    setOccupied(parallel.id, room, 39);
    const [holder, stale, next] = [customer(), customer(), customer()];
    expect((await post(`/conferences/${parallel.id}/register`, holder.token, { room_id: room })).status).toBe(200);
    for (const p of [stale, next]) expect((await post(`/conferences/${parallel.id}/waitlist`, p.token, { room_id: room })).status).toBe(200);
    // The first in line no longer holds a ticket: skipped (and told why); the seat goes to the next.
    db.prepare('DELETE FROM customer_tickets WHERE customer_id = ?').run(stale.id);
    const d = makeDeps(db, statementCache(db), { publicUrl: 'http://localhost:4000', tenants: TENANTS, secrets: TEST_SECRETS, now: () => NOW, clock });
    const demo = TENANTS.find((t) => t.key === 'demo')!;
    const holderRow = db.prepare('SELECT * FROM customers WHERE id = ?').get(holder.id) as CustomerRow;
    const waitlistMails = (id: number) =>
      (db.prepare("SELECT event_key FROM mails WHERE event_key LIKE 'waitlist:%' AND to_email = (SELECT email FROM customers WHERE id = ?)").all(id) as { event_key: string }[]).map((m) =>
        m.event_key.replace(/^.*:/, ''),
      );
    const statusOf = (id: number) => (db.prepare('SELECT status FROM registrations WHERE customer_id = ? AND conference_id = ?').get(id, parallel.id) as { status: string } | undefined)?.status ?? 'none';

    // The process dies inside the transaction: nothing happened, nothing was sent.
    expect(() =>
      db.transaction(() => {
        unregister(d, demo, 'es', holderRow, parallel.id, room);
        throw new Error('died before the commit');
      })(),
    ).toThrow('died before the commit');
    expect([statusOf(holder.id), statusOf(next.id), waitlistMails(stale.id), waitlistMails(next.id)]).toEqual(['confirmed', 'none', [], []]);
    expect(await place(next.token)).toEqual({ roomId: room, position: 2, waiting: 2 });

    // Committed by the rule alone (no route, no announcement after it): the seat and its emails together.
    unregister(d, demo, 'es', holderRow, parallel.id, room);
    expect([statusOf(holder.id), statusOf(next.id), waitlistMails(stale.id), waitlistMails(next.id)]).toEqual(['none', 'confirmed', ['skipped'], ['seat']]);
    expect(await place(next.token)).toBeNull();
    await post(`/conferences/${parallel.id}/unregister`, next.token, { room_id: room });
  });

  const place = async (token: string) => registrationStateSchema.parse((await state(token, parallel.id)).body).waitlist;
});

describe('the emails of a registration: in the account’s language, once, with the .ics', () => {
  const mails = (id: number) => mailsOf(app, db, id);

  it('confirmed (a double click sends one), then cancelled: English for an English-speaking account, the session’s link, an .ics that adds and one that removes', async () => {
    setOccupied(parallel.id, parallel.rooms[0]!.id, 0);
    const c = customer();
    await call(app, `/conferences/${parallel.id}/registration`, { token: c.token, locale: 'en' });
    const [a, b] = await Promise.all([
      post(`/conferences/${parallel.id}/register`, c.token, { room_id: parallel.rooms[0]!.id }),
      post(`/conferences/${parallel.id}/register`, c.token, { room_id: parallel.rooms[0]!.id }),
    ]);
    expect([a.body.status, b.body.status]).toEqual(['confirmed', 'confirmed']);
    const confirmed = await mails(c.id);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.subject).toMatch(/^Registration confirmed: “.+” · /);
    expect(confirmed[0]!.text).toContain('When: Saturday, November 21, 2026');
    expect(confirmed[0]!.links[0]).toMatch(/\/en\/agenda\/en-directo-paralela$/);
    const ics = confirmed[0]!.attachments[0]!;
    expect([ics.filename, ics.contentType]).toEqual(['sesion.ics', 'text/calendar; charset=utf-8; method=PUBLISH']);
    expect(ics.content).toContain(`UID:conference-${parallel.id}.demo@ekitaldi`);

    expect((await post(`/conferences/${parallel.id}/unregister`, c.token, { room_id: parallel.rooms[0]!.id })).status).toBe(200);
    expect((await post(`/conferences/${parallel.id}/unregister`, c.token, { room_id: parallel.rooms[0]!.id })).status).toBe(422);
    const all = await mails(c.id);
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toMatch(/^Registration cancelled: /);
    expect(all[1]!.attachments[0]!.content).toContain('METHOD:CANCEL');
    expect(all[1]!.attachments[0]!.content).toContain(`UID:conference-${parallel.id}.demo@ekitaldi`);
  });

  it('a pending registration (its form not done) sends nothing, and nothing when it is withdrawn', async () => {
    setOccupied(live.id, big, 0);
    const c = customer();
    expect((await post(`/conferences/${live.id}/register`, c.token, { room_id: big })).body.status).toBe('pending');
    expect((await post(`/conferences/${live.id}/unregister`, c.token, { room_id: big })).status).toBe(200);
    expect(await mails(c.id)).toHaveLength(0);
  });
});
