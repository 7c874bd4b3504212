/**
 * At the door (checkin.ts, badges.ts, routes/checkin.ts): who may manage lists and scan (the
 * organiser; door staff with the list's current key, for that list only), every refusal of a
 * redeem, the signature (a changed byte is refused), the nonce (one effect, also under a race
 * between two API processes on one database), entry and exit, the delta sync and its
 * revocations, and the attendee's "checked in at".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { badgeMessage, base45Decode, base45Encode, encodeBadge, parseBadge } from '../lib/api/schemas/badge';
import { checkinListSchema, checkinListsSchema, checkinSyncSchema, redeemResultSchema, staffLinkSchema, type RedeemResult } from '../lib/api/schemas/checkin';
import { DEMO_ACCOUNTS } from './seed';
import { call, fileServerPerFile, sessionToken, signIn, TEST_SECRETS, tokenOf } from './testing';

const server = fileServerPerFile('checkin');
let organiser: string;
let attendee: string;
let online: string;
let press: string;
let live: { id: number; sala1: number; auditorio: number };
let entrance: number;
let sala1: number;

const nonce = () => crypto.randomUUID().replace(/-/g, '');
const idOf = (email: string) => (server.db.prepare("SELECT id FROM customers WHERE tenant = 'demo' AND email = ?").get(email) as { id: number }).id;

/** A badge signed with the database's own key for tenant demo (as the API would sign it). */
function signed(customerId: number, serial = 1, tenant = 'demo'): string {
  const { seed } = server.db.prepare('SELECT seed FROM badge_keys WHERE tenant = ?').get(tenant) as { seed: Buffer };
  const key = crypto.createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]), format: 'der', type: 'pkcs8' });
  return encodeBadge(tenant, customerId, serial, new Uint8Array(crypto.sign(null, badgeMessage(tenant, customerId, serial), key)));
}

async function badgeOf(token: string): Promise<string> {
  const info = await call(server.app, '/customer/customer-index-info', { token });
  expect(info.status).toBe(200);
  return info.body.accreditation.qr as string;
}

type Door = { token?: string; key?: string };
const headersOf = (door: Door) => (door.key ? { 'x-checkin-key': door.key } : undefined);

async function redeem(door: Door, body: Record<string, unknown>): Promise<RedeemResult> {
  const res = await call(server.app, '/checkin/redeem', { token: door.token, headers: headersOf(door), body: { nonce: nonce(), at: new Date().toISOString(), direction: 'entry', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return redeemResultSchema.parse(res.body);
}

const sync = (door: Door, list: number, since?: number) => call(server.app, `/checkin/lists/${list}/sync${since === undefined ? '' : `?since=${since}`}`, { token: door.token, headers: headersOf(door) });

async function createList(body: Record<string, unknown>): Promise<number> {
  const res = await call(server.app, '/checkin/lists', { token: organiser, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return checkinListSchema.parse(res.body).id;
}

beforeAll(async () => {
  organiser = await signIn(server.app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
  attendee = await signIn(server.app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
  online = await signIn(server.app, DEMO_ACCOUNTS.online.email, DEMO_ACCOUNTS.online.password);
  press = await signIn(server.app, DEMO_ACCOUNTS.press.email, DEMO_ACCOUNTS.press.password);
  const seating = (await call(server.app, '/conferences/en-directo/rooms-seating')).body as { id: number; name: string }[] | { rooms: { id: number; name: string }[] };
  const rooms = Array.isArray(seating) ? seating : seating.rooms;
  live = {
    id: (await call(server.app, '/conferences/en-directo')).body.id,
    sala1: rooms.find((r) => r.name === 'Sala 1')!.id,
    auditorio: rooms.find((r) => r.name === 'Auditorio')!.id,
  };
  entrance = await createList({ name: 'Entrada principal', kind: 'entrance' });
  sala1 = await createList({ name: 'Sala 1 · En directo', kind: 'room', conferenceId: live.id, roomId: live.sala1 });
});

describe('who may manage lists and scan', () => {
  it('lists are the organiser’s: 401 without a token, 403 checkin.forbidden (with errors) for an attendee, and a staff key opens nothing there', async () => {
    const { key } = staffLinkSchema.parse((await call(server.app, `/checkin/lists/${entrance}/staff-link`, { token: organiser })).body);
    for (const [method, url, body] of [
      ['GET', '/checkin/lists', undefined],
      ['POST', '/checkin/lists', { name: 'X', kind: 'entrance' }],
      ['PUT', `/checkin/lists/${entrance}`, { name: 'X' }],
      ['POST', `/checkin/lists/${entrance}/close`, {}],
      ['POST', `/checkin/lists/${entrance}/reopen`, {}],
      ['GET', `/checkin/lists/${entrance}/staff-link`, undefined],
      ['POST', `/checkin/lists/${entrance}/staff-link/rotate`, {}],
      ['GET', '/checkin/rooms', undefined],
    ] as const) {
      const anonymous = await call(server.app, url, { method, body });
      expect([url, anonymous.status, anonymous.body.errors]).toEqual([url, 401, { customer: ['checkin.login_required'] }]);
      const attendeeCall = await call(server.app, url, { method, body, token: attendee });
      expect([url, attendeeCall.status, attendeeCall.body.errors]).toEqual([url, 403, { role: ['checkin.forbidden'] }]);
      const staffCall = await call(server.app, url, { method, body, headers: { 'x-checkin-key': key } });
      expect([url, staffCall.status]).toEqual([url, 401]);
    }
    const lists = checkinListsSchema.parse((await call(server.app, '/checkin/lists', { token: organiser })).body);
    expect(lists.channel).toBe('private-tenant.demo.checkin');
    expect(lists.lists.map((l) => l.id)).toEqual(expect.arrayContaining([entrance, sala1]));
  });

  it('door calls: the organiser, or the list’s current key for that list only; a rotated key is refused at once', async () => {
    const code = await badgeOf(attendee);
    const noOne = await call(server.app, '/checkin/redeem', { body: { list: entrance, code, nonce: nonce(), at: new Date().toISOString(), direction: 'exit' } });
    expect([noOne.status, noOne.body.errors]).toEqual([401, { customer: ['checkin.login_required'] }]);
    const asAttendee = await call(server.app, '/checkin/redeem', { token: attendee, body: { list: entrance, code, nonce: nonce(), at: new Date().toISOString(), direction: 'exit' } });
    expect([asAttendee.status, asAttendee.body.errors]).toEqual([403, { role: ['checkin.forbidden'] }]);
    expect((await sync({ token: attendee }, entrance)).status).toBe(403);
    expect((await sync({}, entrance)).status).toBe(401);

    const { key } = staffLinkSchema.parse((await call(server.app, `/checkin/lists/${sala1}/staff-link`, { token: organiser })).body);
    expect(staffLinkSchema.parse((await call(server.app, `/checkin/lists/${sala1}/staff-link`, { token: organiser })).body).key).toBe(key);
    expect((await sync({ key }, sala1)).status).toBe(200);
    // Another list's key, a made-up one, an unknown list: the same 403.
    for (const list of [entrance, 999999]) {
      const other = await sync({ key }, list);
      expect([other.status, other.body.errors]).toEqual([403, { key: ['checkin.forbidden'] }]);
    }
    expect((await sync({ key: `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}` }, sala1)).status).toBe(403);
    const wrongList = await call(server.app, '/checkin/redeem', { headers: { 'x-checkin-key': key }, body: { list: entrance, code, nonce: nonce(), at: new Date().toISOString(), direction: 'exit' } });
    expect(wrongList.status).toBe(403);

    const rotated = staffLinkSchema.parse((await call(server.app, `/checkin/lists/${sala1}/staff-link/rotate`, { token: organiser, body: {} })).body);
    expect(rotated.key).not.toBe(key);
    expect((await sync({ key }, sala1)).status).toBe(403);
    expect((await sync({ key: rotated.key }, sala1)).status).toBe(200);
    const res = await call(server.app, '/checkin/redeem', { headers: { 'x-checkin-key': key }, body: { list: sala1, code, nonce: nonce(), at: new Date().toISOString(), direction: 'exit' } });
    expect(res.status).toBe(403);
  });

  it('checks what a list is made of: a room list needs the session and one of its rooms; names 1–80 characters', async () => {
    const refused = async (body: Record<string, unknown>) => (await call(server.app, '/checkin/lists', { token: organiser, body })).body.errors;
    expect(await refused({ name: 'R', kind: 'room' })).toEqual({ conferenceId: ['checkin.room_required'] });
    expect(await refused({ name: 'R', kind: 'room', conferenceId: live.id })).toEqual({ roomId: ['checkin.room_required'] });
    expect(await refused({ name: 'R', kind: 'room', conferenceId: live.id, roomId: 999999 })).toEqual({ roomId: ['checkin.room_required'] });
    expect(await refused({ name: '  ', kind: 'entrance' })).toEqual({ name: ['validation.required'] });
    expect(await refused({ name: 'x'.repeat(81), kind: 'entrance' })).toEqual({ name: ['validation.max'] });
    expect(await refused({ name: 'X', kind: 'door' })).toEqual({ kind: ['validation.in'] });
    expect((await call(server.app, '/checkin/lists', { token: organiser, body: { name: 'R', kind: 'room', conferenceId: 999999 } })).status).toBe(404);
    const renamed = await call(server.app, `/checkin/lists/${entrance}`, { method: 'PUT', token: organiser, body: { name: 'Puerta principal' } });
    expect(renamed.body).toMatchObject({ id: entrance, name: 'Puerta principal', kind: 'entrance', conferenceId: null });
    await call(server.app, `/checkin/lists/${entrance}`, { method: 'PUT', token: organiser, body: { name: 'Entrada principal' } });
    expect((await call(server.app, '/checkin/lists/999999', { method: 'PUT', token: organiser, body: { name: 'X' } })).status).toBe(404);
    const rooms = await call(server.app, '/checkin/rooms', { token: organiser });
    expect(rooms.body.find((r: { conferenceId: number }) => r.conferenceId === live.id).rooms.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Sala 1', 'Auditorio']));
  });
});

describe('redeem: every refusal has its key', () => {
  it('unknown_code, wrong_tenant, bad_signature (any changed byte), revoked, no_in_person, not_registered, not_inside, list_closed', async () => {
    const door = { token: organiser };
    const pressCode = await badgeOf(press);
    const refusal = async (list: number, body: Record<string, unknown>) => {
      const r = await redeem(door, { list, ...body });
      return r.result === 'refused' ? r.reason : r.result;
    };
    expect(await refusal(entrance, { code: 'hola' })).toBe('unknown_code');
    expect(await refusal(entrance, { code: 'EK2:DEMO:' })).toBe('unknown_code');
    expect(await refusal(entrance, { customerId: 999999 })).toBe('unknown_code');
    // A badge of another event: its tenant says so before its signature is looked at.
    const hermesAttendee = await signIn(server.app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'hermes');
    const hermesCode = (await call(server.app, '/customer/customer-index-info', { tenant: 'hermes', token: hermesAttendee })).body.accreditation.qr as string;
    expect(hermesCode).toMatch(/^EK2:HERMES:/);
    expect(await refusal(entrance, { code: hermesCode })).toBe('wrong_tenant');
    expect(await refusal(entrance, { code: 'EKT1:hermes:12:0123456789' })).toBe('wrong_tenant');

    // Any byte of the signed part changed (customer id, issue, signature): refused.
    const body = base45Decode(pressCode.slice('EK2:DEMO:'.length))!;
    expect(body).toHaveLength(70);
    for (const at of [0, 3, 4, 5, 6, 40, 69]) {
      const changed = Uint8Array.from(body);
      changed[at] = changed[at]! ^ 0x01;
      const reason = await refusal(entrance, { code: `EK2:DEMO:${base45Encode(changed)}` });
      // A changed customer id or issue may also name nobody (unknown): never admitted.
      expect([at, reason]).toEqual([at, at < 6 && reason === 'unknown_code' ? 'unknown_code' : 'bad_signature']);
    }
    expect(await refusal(entrance, { code: `EK2:DEMO:${base45Encode(body)}` })).toBe('admitted');
    expect((await redeem(door, { list: entrance, code: pressCode, direction: 'exit' })).result).toBe('admitted');
    const v1 = `EKT1:demo:${idOf(DEMO_ACCOUNTS.press.email)}:0000000000`;
    expect(await refusal(entrance, { code: v1 })).toBe('bad_signature');

    // The free online ticket grants no in-person access: refused at the entrance and in the room.
    const onlineCode = signed(idOf(DEMO_ACCOUNTS.online.email));
    expect(await refusal(entrance, { code: onlineCode })).toBe('no_in_person');
    expect(await refusal(sala1, { code: onlineCode })).toBe('no_in_person');
    expect((await call(server.app, '/customer/customer-index-info', { token: online })).body.accreditation.qr).toBeNull();
    // The press pass enters the venue but is not registered in Sala 1.
    expect(await refusal(sala1, { code: pressCode })).toBe('not_registered');
    expect(await refusal(entrance, { code: pressCode, direction: 'exit' })).toBe('not_inside');
    expect(await refusal(entrance, { code: pressCode })).toBe('admitted');

    // A badge of an issue the API never made is nobody's; an older issue is revoked.
    const pressId = idOf(DEMO_ACCOUNTS.press.email);
    expect(await refusal(entrance, { code: signed(pressId, 2) })).toBe('unknown_code');

    await call(server.app, `/checkin/lists/${sala1}/close`, { token: organiser, body: {} });
    expect(await refusal(sala1, { code: await badgeOf(attendee) })).toBe('list_closed');
    const reopened = await call(server.app, `/checkin/lists/${sala1}/reopen`, { token: organiser, body: {} });
    expect(reopened.body.closedAt).toBeNull();
  });

  it('revoked: a withdrawn ticket reissues the badge; the older issue (and an older HMAC badge) is refused', async () => {
    const fresh = await freshHolder('revocada');
    const code = await badgeOf(fresh.token);
    const legacy = `EKT1:demo:${fresh.id}:${crypto.createHmac('sha256', TEST_SECRETS.accreditation).update(`EKT1:demo:${fresh.id}`).digest('hex').slice(0, 10)}`;
    // The badges issued before the signed ones are still admitted online while the badge is on its first issue.
    expect((await redeem({ token: organiser }, { list: entrance, code: legacy })).result).toBe('admitted');
    expect((await redeem({ token: organiser }, { list: entrance, code, direction: 'exit' })).result).toBe('admitted');
    const withdraw = await call(server.app, `/admin/customers/${fresh.id}/ticket/withdraw`, { token: organiser, body: {} });
    expect(withdraw.status).toBe(204);
    for (const c of [code, legacy]) {
      const r = await redeem({ token: organiser }, { list: entrance, code: c });
      expect(r.result === 'refused' && r.reason).toBe('revoked');
    }
    // Their new badge (issue 2) names the real reason: no ticket any more.
    const now = signed(fresh.id, 2);
    const r = await redeem({ token: organiser }, { list: entrance, code: now });
    expect(r.result === 'refused' && r.reason).toBe('no_in_person');
    expect((await call(server.app, `/admin/customers/${fresh.id}/ticket/withdraw`, { token: organiser, body: {} })).status).toBe(404);
    // A purchased ticket is final: the attendee's paid order.
    const paid = await call(server.app, `/admin/customers/${idOf(DEMO_ACCOUNTS.attendee.email)}/ticket/withdraw`, { token: organiser, body: {} });
    expect([paid.status, paid.body.errors]).toEqual([409, { status: ['purchase.invalid_transition'] }]);
    expect((await call(server.app, `/admin/customers/${fresh.id}/ticket/withdraw`, { token: attendee, body: {} })).status).toBe(403);
  });
});

/** A new verified account of tenant demo holding a ticket given by the organisers (no order). */
async function freshHolder(tag: string): Promise<{ id: number; token: string }> {
  const info = server.db
    .prepare(
      `INSERT INTO customers (tenant, email, password_hash, name, surname, email_verified, created_at) VALUES ('demo', ?, 'x', ?, 'Prueba', 1, ?)`,
    )
    .run(`${tag}-${crypto.randomUUID().slice(0, 8)}@ekitaldi.test`, tag, new Date().toISOString());
  const id = Number(info.lastInsertRowid);
  server.db.prepare("INSERT INTO customer_tickets (tenant, customer_id, created_at) VALUES ('demo', ?, ?)").run(id, new Date().toISOString());
  return { id, token: sessionToken(server.db, 'demo', id) };
}

describe('entry and exit', () => {
  it('admitted, then already (when, where, by whom); out, then in again; the counts follow; a manual pick is a scan like any other', async () => {
    const fresh = await freshHolder('puerta');
    const code = await badgeOf(fresh.token);
    const door = { token: organiser };
    const before = (await redeem(door, { list: entrance, customerId: 999999 })).counts;
    const first = await redeem(door, { list: entrance, code, at: '2026-11-21T09:12:00+01:00' });
    expect(first).toMatchObject({ result: 'admitted', direction: 'entry', attendee: { customerId: fresh.id, name: 'puerta Prueba', ticket: null } });
    expect(first.counts).toEqual({ inside: before.inside + 1, checkedIn: before.checkedIn + 1, expected: expect.any(Number) });
    // A second entrance list shares who is inside: the same badge there is `already`.
    const north = await createList({ name: 'Puerta norte', kind: 'entrance' });
    const again = await redeem({ key: staffLinkSchema.parse((await call(server.app, `/checkin/lists/${north}/staff-link`, { token: organiser })).body).key }, { list: north, customerId: fresh.id });
    expect(again).toMatchObject({ result: 'already', previous: { at: '2026-11-21T08:12:00.000Z', listId: entrance, listName: 'Entrada principal', by: 'Iñaki Goikoetxea' } });
    const out = await redeem(door, { list: north, code, direction: 'exit' });
    expect(out).toMatchObject({ result: 'admitted', direction: 'exit' });
    expect(out.counts.inside).toBe(before.inside);
    expect((await redeem(door, { list: entrance, code })).result).toBe('admitted');
    // The attendee's private area says when and where they were first admitted.
    const info = await call(server.app, '/customer/customer-index-info', { token: fresh.token });
    expect(info.body.accreditation.checkedIn).toEqual({ at: '2026-11-21T08:12:00.000Z', list: 'Entrada principal' });
    const lists = checkinListsSchema.parse((await call(server.app, '/checkin/lists', { token: organiser })).body);
    expect(lists.lists.find((l) => l.id === north)!.recent.map((s) => [s.result, s.direction, s.name, s.by])).toEqual([
      ['admitted', 'exit', 'puerta Prueba', 'Iñaki Goikoetxea'],
      ['already', 'entry', 'puerta Prueba', null],
    ]);
  });
});

describe('a nonce is one scan', () => {
  it('the same nonce again gives the first answer and changes nothing', async () => {
    const fresh = await freshHolder('nonce');
    const code = await badgeOf(fresh.token);
    const body = { list: entrance, code, nonce: nonce(), at: new Date().toISOString(), direction: 'entry' };
    const a = redeemResultSchema.parse((await call(server.app, '/checkin/redeem', { token: organiser, body })).body);
    const b = redeemResultSchema.parse((await call(server.app, '/checkin/redeem', { token: organiser, body })).body);
    expect(a.result).toBe('admitted');
    expect(b).toEqual(a);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM checkin_scans WHERE customer_id = ?').get(fresh.id)).toEqual({ n: 1 });
    // A queued scan the door decided otherwise is recorded as a conflict.
    const late = await redeem({ token: organiser }, { list: entrance, code, decided: 'admitted' });
    expect(late.result).toBe('already');
    const lists = checkinListsSchema.parse((await call(server.app, '/checkin/lists', { token: organiser })).body);
    expect(lists.lists.find((l) => l.id === entrance)!.recent[0]).toMatchObject({ result: 'already', conflict: true });
  });

  it('under a race between two API processes on one database: one nonce is one scan; one badge at two doors is one admission', async () => {
    const dbPath = server.db.name;
    const [a, b] = await Promise.all([startApi(dbPath), startApi(dbPath)]);
    try {
      const token = sessionToken(server.db, 'demo', idOf(DEMO_ACCOUNTS.organiser.email));
      const post = (base: string, body: unknown) =>
        fetch(`${base}/checkin/redeem`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-tenant': tokenOf('demo'), authorization: `Bearer ${token}` }, body: JSON.stringify(body) }).then(
          async (r) => ({ status: r.status, body: (await r.json()) as RedeemResult }),
        );
      for (let round = 0; round < 3; round++) {
        const fresh = await freshHolder(`carrera${round}`);
        const code = await badgeOf(fresh.token);
        const same = { list: entrance, code, nonce: nonce(), at: new Date().toISOString(), direction: 'entry' };
        // The same nonce sent 8 times to two processes at once, and 8 other nonces for the same badge.
        const answers = await Promise.all([
          ...Array.from({ length: 8 }, (_, i) => post(i % 2 ? a.base : b.base, same)),
          ...Array.from({ length: 8 }, (_, i) => post(i % 2 ? b.base : a.base, { ...same, nonce: nonce() })),
        ]);
        expect(answers.every((r) => r.status === 200)).toBe(true);
        const sameNonce = answers.slice(0, 8).map((r) => r.body);
        expect(new Set(sameNonce.map((r) => r.result)).size).toBe(1);
        const results = [sameNonce[0]!.result, ...answers.slice(8).map((r) => r.body.result)].sort();
        expect(results.filter((r) => r === 'admitted')).toHaveLength(1);
        expect(results.filter((r) => r === 'already')).toHaveLength(8);
        expect(server.db.prepare("SELECT COUNT(*) AS n FROM checkin_scans WHERE customer_id = ? AND result = 'admitted'").get(fresh.id)).toEqual({ n: 1 });
        expect(server.db.prepare('SELECT COUNT(*) AS n FROM checkin_scans WHERE nonce = ?').get(same.nonce)).toEqual({ n: 1 });
      }
    } finally {
      a.stop();
      b.stop();
    }
  }, 120_000);
});

describe('the sync a door decides offline from', () => {
  it('full first, then only what changed; a withdrawn ticket comes as removed (revoked); the public key verifies the badges', async () => {
    const door = { token: organiser };
    const first = checkinSyncSchema.parse((await sync(door, entrance)).body);
    expect(first.full).toBe(true);
    expect(first.tenant).toBe('demo');
    const pressId = idOf(DEMO_ACCOUNTS.press.email);
    expect(first.entries.find((e) => e.customerId === pressId)).toMatchObject({ name: expect.any(String), email: DEMO_ACCOUNTS.press.email, serial: 1 });
    expect(first.entries.some((e) => e.customerId === idOf(DEMO_ACCOUNTS.online.email))).toBe(false);
    expect(first.list.counts.expected).toBe(first.entries.length);
    // The public key verifies a badge the API signed.
    const code = parseBadge(await badgeOf(press))!;
    const publicKey = crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: first.publicKey }, format: 'jwk' });
    expect(code.version === 2 && crypto.verify(null, code.message, publicKey, code.signature)).toBe(true);

    const unchanged = checkinSyncSchema.parse((await sync(door, entrance, first.version)).body);
    expect([unchanged.full, unchanged.version, unchanged.entries, unchanged.removed]).toEqual([false, first.version, [], []]);

    const fresh = await freshHolder('sincro');
    const freshCode = await badgeOf(fresh.token);
    const added = checkinSyncSchema.parse((await sync(door, entrance, first.version)).body);
    expect(added.version).toBe(first.version + 1);
    expect(added.entries.map((e) => [e.customerId, e.inside])).toEqual([[fresh.id, false]]);
    await redeem(door, { list: entrance, code: freshCode });
    const inside = checkinSyncSchema.parse((await sync(door, entrance, added.version)).body);
    expect(inside.entries.map((e) => [e.customerId, e.inside, e.admittedAt !== null])).toEqual([[fresh.id, true, true]]);
    expect(inside.list.counts.inside).toBeGreaterThan(0);

    await call(server.app, `/admin/customers/${fresh.id}/ticket/withdraw`, { token: organiser, body: {} });
    const removed = checkinSyncSchema.parse((await sync(door, entrance, inside.version)).body);
    expect([removed.entries, removed.removed]).toEqual([[], [{ customerId: fresh.id, reason: 'revoked' }]]);
    // A version this list never had (a device from before a rebuilt database): everything again.
    const unknown = checkinSyncSchema.parse((await sync(door, entrance, removed.version + 50)).body);
    expect(unknown.full).toBe(true);
    expect(unknown.entries.some((e) => e.customerId === fresh.id)).toBe(false);

    // A room list holds its confirmed registrants only.
    const room = checkinSyncSchema.parse((await sync(door, sala1)).body);
    const registered = server.db.prepare("SELECT COUNT(*) AS n FROM registrations WHERE conference_id = ? AND room_id = ? AND status = 'confirmed'").get(live.id, live.sala1) as { n: number };
    expect(room.entries.length).toBeLessThanOrEqual(registered.n);
    expect(room.entries.every((e) => e.customerId !== pressId)).toBe(true);
  });
});

describe('a room list', () => {
  it('admits a confirmed registrant of that room; the room screen says how many are inside', async () => {
    const fresh = await freshHolder('sala');
    const code = await badgeOf(fresh.token);
    const refused = await redeem({ token: organiser }, { list: sala1, code });
    expect(refused.result === 'refused' && refused.reason).toBe('not_registered');
    server.db
      .prepare("INSERT INTO registrations (uuid, tenant, customer_id, conference_id, room_id, status, created_at) VALUES (?, 'demo', ?, ?, ?, 'confirmed', ?)")
      .run(crypto.randomUUID(), fresh.id, live.id, live.sala1, new Date().toISOString());
    const screen = async () => (await call(server.app, `/conferences/${live.id}/screen/state`, { token: organiser, body: {} })).body.occupancy as { listId: number; inside: number; capacity: number }[];
    const before = (await screen()).find((o) => o.listId === sala1)!;
    expect(before).toMatchObject({ room: 'Sala 1', capacity: 60 });
    expect((await redeem({ token: organiser }, { list: sala1, code })).result).toBe('admitted');
    expect((await screen()).find((o) => o.listId === sala1)!.inside).toBe(before.inside + 1);
    // The same registrant's exit from the room list.
    expect((await redeem({ token: organiser }, { list: sala1, code, direction: 'exit' })).result).toBe('admitted');
    expect((await screen()).find((o) => o.listId === sala1)!.inside).toBe(before.inside);
  });
});

describe('the organisers’ live channel', () => {
  it('is authorised for moderators only', async () => {
    const auth = (token: string) => call(server.app, '/broadcasting/auth', { token, body: { socket_id: '123.456', channel_name: 'private-tenant.demo.checkin' } });
    expect((await auth(organiser)).status).toBe(200);
    expect((await auth(attendee)).status).toBe(403);
    const other = await call(server.app, '/broadcasting/auth', { token: organiser, body: { socket_id: '123.456', channel_name: 'private-tenant.hermes.checkin' } });
    expect(other.status).toBe(403);
  });
});

// ---------------------------------------------------------------------------------------------

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** A second demo API process on the same database file (a real concurrent writer). */
async function startApi(dbPath: string): Promise<{ base: string; stop: () => void }> {
  const [port, pusher] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
    // The demo, with the same secrets as the in-process server (the first badge version's key).
    env: {
      ...process.env,
      EKITALDI_DEMO: '1',
      DEMO_API_SECRET: TEST_SECRETS.accreditation,
      PUSHER_SECRET: TEST_SECRETS.pusher,
      DEMO_PAYMENT_WEBHOOK_SECRET: TEST_SECRETS.webhook,
      DEMO_API_DB: dbPath,
      DEMO_API_PORT: String(port),
      DEMO_PUSHER_PORT: String(pusher),
      DEMO_API_RESET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`demo API did not start: ${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`demo API exited ${code}: ${out}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
