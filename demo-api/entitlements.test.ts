/**
 * Tickets are rights (entitlements.ts): the seeded online account (the free ticket: streams and
 * files) is refused every other door with a key naming the right and the ticket that grants it,
 * opens the doors its ticket grants, and upgrades to the full ticket by paying it once (the free
 * order is replaced; the account still holds one ticket). Tenants without tickets are untouched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  conferenceSchema,
  customerIndexInfoSchema,
  ENTITLEMENT_ERROR_KEYS,
  entitlementErrorSchema,
  ENTITLEMENTS,
  orderListSchema,
  ticketListSchema,
} from '../lib/api/schemas';
import { DEMO_ACCOUNTS } from './seed';
import { call, signIn, testServer } from './testing';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekitaldi-entitlements-'));
const server = {} as { app: FastifyInstance; db: Database.Database };
beforeAll(async () => {
  const dbPath = path.join(dir, 'demo.sqlite');
  server.app = await testServer({ dbPath, reset: true });
  server.db = new Database(dbPath);
});
afterAll(async () => {
  server.db?.close();
  await server.app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
const online = () => signIn(server.app, DEMO_ACCOUNTS.online.email, DEMO_ACCOUNTS.online.password);
const refusal = (body: unknown) => entitlementErrorSchema.parse(body);

async function catalogue(token?: string) {
  const tickets = ticketListSchema.parse((await call(server.app, '/conferences/tickets', { token })).body);
  return { tickets, free: tickets.find((t) => t.free)!, full: tickets.find((t) => !t.free)! };
}

describe('the ticket types carry their rights', () => {
  it('free: streams and files; full: every right; the key of each right is in the contract', async () => {
    const { free, full } = await catalogue();
    expect(free.rights).toEqual(['streams', 'files']);
    expect(full.rights).toEqual([...ENTITLEMENTS]);
    expect(ENTITLEMENT_ERROR_KEYS).toEqual(ENTITLEMENTS.map((r) => `entitlement.${r}`));
  });

  it('with a token, the list says which ticket upgrades the one held (the full one for the online account; none for the attendee)', async () => {
    const token = await online();
    const { free, full } = await catalogue(token);
    expect([free.upgradesTicketId, full.upgradesTicketId]).toEqual([null, free.id]);
    const attendee = await signIn(server.app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
    expect((await catalogue(attendee)).tickets.map((t) => t.upgradesTicketId)).toEqual([null, null]);
    expect((await catalogue()).tickets.every((t) => t.upgradesTicketId === undefined)).toBe(true);
  });
});

describe('the online account (free ticket) at every door', () => {
  it('cannot take an in-person seat: 422 entitlement.in_person naming the full ticket; no seat taken', async () => {
    const token = await online();
    const { full } = await catalogue();
    const live = conferenceSchema.parse((await call(server.app, '/conferences/en-directo')).body);
    const room = live.rooms[1]!.id;
    const before = (await call(server.app, `/conferences/${live.id}/rooms-seating`)).body as { rooms: { id: number; occupied: number }[] };
    const res = await call(server.app, `/conferences/${live.id}/register`, { token, body: { room_id: room } });
    expect(res.status).toBe(422);
    expect(refusal(res.body)).toEqual({ message: 'entitlement.in_person', errors: { ticket: ['entitlement.in_person'] }, entitlement: 'in_person', upgrade: { ticketId: full.id, name: full.name } });
    const after = (await call(server.app, `/conferences/${live.id}/rooms-seating`)).body as typeof before;
    expect(after.rooms.find((r) => r.id === room)!.occupied).toBe(before.rooms.find((r) => r.id === room)!.occupied);
  });

  it('gets no badge: no QR, reason not_included, the PDF 422 entitlement.accreditation; no diploma either', async () => {
    const token = await online();
    const info = customerIndexInfoSchema.parse((await call(server.app, '/customer/customer-index-info', { token })).body);
    expect(info.accreditation).toEqual({ available: false, qr: null, reason: 'not_included' });
    expect(info.certificate).toEqual({ available: false, reason: 'not_included' });
    expect(info.ticket).toMatchObject({ source: 'order', rights: ['streams', 'files'] });
    const pdf = await call(server.app, '/customer/print-accreditation', { token });
    expect([pdf.status, refusal(pdf.body).entitlement]).toEqual([422, 'accreditation']);
    const diploma = await call(server.app, '/customer/print-certificate', { token });
    expect([diploma.status, refusal(diploma.body).entitlement]).toEqual([422, 'diploma']);
  });

  it('cannot join networking (422 entitlement.networking), and stays out of it', async () => {
    const token = await online();
    const res = await call(server.app, '/networking/customer/enable-networking', { token, method: 'POST' });
    expect([res.status, refusal(res.body).errors]).toEqual([422, { ticket: ['entitlement.networking'] }]);
    const status = await call(server.app, '/networking/customer/extra-networking', { token });
    expect(status.body.termsAccepted).toBe(false);
  });

  it('watches the stream and downloads the file its ticket opens (the `ticket` gate)', async () => {
    const token = await online();
    const parallel = conferenceSchema.parse((await call(server.app, '/conferences/en-directo-paralela')).body);
    const state = await call(server.app, `/conferences/${parallel.id}/registration`, { token });
    expect(state.body.stream).toMatchObject({ provider: 'youtube' });
    expect(state.body.ticket).toEqual({ required: true, held: true, rights: ['streams', 'files'] });
    const file = parallel.files.find((f) => f.gate === 'ticket')!;
    const download = await call(server.app, `/conferences/${parallel.id}/files/${file.id}`, { token });
    expect([download.status, download.headers['content-type']]).toEqual([200, 'application/pdf']);
  });
});

describe('the press account (a pass given by the organisers: rooms, badge, networking; no streams, no files)', () => {
  const press = () => signIn(server.app, DEMO_ACCOUNTS.press.email, DEMO_ACCOUNTS.press.password);

  it('the pass is sold nowhere: not in the list, not for sale, not offered by a refusal; the full ticket upgrades it', async () => {
    const token = await press();
    const { tickets, free, full } = await catalogue(token);
    expect(tickets.map((t) => t.id)).toEqual([free.id, full.id]);
    expect([free.upgradesTicketId, full.upgradesTicketId === null]).toEqual([null, false]);
    const held = customerIndexInfoSchema.parse((await call(server.app, '/customer/customer-index-info', { token })).body).ticket;
    expect(held).toMatchObject({ name: 'Pase de prensa', rights: ['in_person', 'accreditation', 'networking'] });
    const buyer = await online();
    const bought = await call(server.app, '/payment/create-checkout-session', { token: buyer, body: { ticketId: full.upgradesTicketId, paymentTypeId: 1, conditionsAccepted: true } });
    expect([bought.status, bought.body.errors]).toEqual([422, { ticketId: ['validation.in'] }]);
  });

  it('a file for ticket holders: 403 entitlement.files naming the full ticket (not the cheaper online one, which lacks its rooms) in the caller’s language', async () => {
    const token = await press();
    const parallel = conferenceSchema.parse((await call(server.app, '/conferences/en-directo-paralela')).body);
    const file = parallel.files.find((f) => f.gate === 'ticket')!;
    const state = await call(server.app, `/conferences/${parallel.id}/registration`, { token });
    expect(state.body.ticket).toEqual({ required: true, held: true, rights: ['in_person', 'accreditation', 'networking'] });
    for (const [locale, name] of [
      ['es', 'Entrada completa'],
      ['en', 'Full ticket'],
    ] as const) {
      const full = (await catalogue()).full;
      const res = await call(server.app, `/conferences/${parallel.id}/files/${file.id}`, { token, locale });
      expect(res.status).toBe(403);
      expect(refusal(res.body)).toEqual({ message: 'entitlement.files', errors: { ticket: ['entitlement.files'] }, entitlement: 'files', upgrade: { ticketId: full.id, name } });
    }
  });
});

describe('upgrading', () => {
  it('a ticket held without the right to a file is refused it with 403 entitlement.files', async () => {
    const token = await online();
    // The organiser narrows the free ticket to streams only: the file's door now refuses it.
    server.db.prepare("UPDATE tickets SET rights = 'streams' WHERE tenant = 'demo' AND price_cents = 0").run();
    try {
      const parallel = conferenceSchema.parse((await call(server.app, '/conferences/en-directo-paralela')).body);
      const file = parallel.files.find((f) => f.gate === 'ticket')!;
      const res = await call(server.app, `/conferences/${parallel.id}/files/${file.id}`, { token });
      expect([res.status, refusal(res.body).entitlement]).toEqual([403, 'files']);
    } finally {
      server.db.prepare("UPDATE tickets SET rights = 'streams,files' WHERE tenant = 'demo' AND price_cents = 0").run();
    }
  });

  it('buying the full ticket by card replaces the free one: one ticket, the free order replaced, every door open', async () => {
    const token = await online();
    const { full } = await catalogue();
    const card = ((await call(server.app, '/payment-types')).body as { id: number; kind: string }[]).find((p) => p.kind === 'card')!;
    const body = { ticketId: full.id, paymentTypeId: card.id, conditionsAccepted: true };
    const session = await call(server.app, '/payment/create-checkout-session', { token, body });
    expect(session.status).toBe(200);
    const pay = await server.app.inject({
      method: 'POST',
      url: `/__demo/checkout/${encodeURIComponent(session.body.id)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }).toString(),
    });
    expect(pay.statusCode).toBe(303);
    const confirmed = await call(server.app, '/confirm-payment', { token, body: { sessionId: session.body.id } });
    expect([confirmed.status, confirmed.body.status, confirmed.body.amount]).toEqual([200, 'paid', 120]);

    const orders = orderListSchema.parse((await call(server.app, '/orders/customer', { token })).body);
    const { free } = await catalogue();
    expect(orders.map((o) => [o.ticket.id, o.status]).sort()).toEqual([
      [free.id, 'replaced'],
      [full.id, 'paid'],
    ].sort());
    const customerId = (server.db.prepare('SELECT id FROM customers WHERE tenant = ? AND email = ?').get('demo', DEMO_ACCOUNTS.online.email) as { id: number }).id;
    expect(server.db.prepare('SELECT ticket_id FROM customer_tickets WHERE customer_id = ?').all(customerId)).toEqual([{ ticket_id: full.id }]);
    // Only one charge: the full price, once.
    expect(server.db.prepare("SELECT sum(amount_cents) AS cents FROM charges WHERE status = 'succeeded' AND session_id = ?").get(session.body.id)).toEqual({ cents: 12_000 });

    const info = customerIndexInfoSchema.parse((await call(server.app, '/customer/customer-index-info', { token })).body);
    expect([info.accreditation.available, info.ticket?.id]).toEqual([true, full.id]);
    const live = conferenceSchema.parse((await call(server.app, '/conferences/en-directo')).body);
    expect((await call(server.app, `/conferences/${live.id}/register`, { token, body: { room_id: live.rooms[1]!.id } })).status).toBe(200);
    // Nothing upgrades the full ticket, and a second one is refused as before.
    expect((await catalogue(token)).tickets.map((t) => t.upgradesTicketId)).toEqual([null, null]);
    const again = await call(server.app, '/payment/create-checkout-session', { token, body });
    expect(again.body.errors).toEqual({ ticketId: ['purchase.already_bought'] });
  });
});

describe('tenants that do not require tickets', () => {
  it('open every door without a ticket (hermes: networking, the badge)', async () => {
    const token = await signIn(server.app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password, 'hermes');
    const info = customerIndexInfoSchema.parse((await call(server.app, '/customer/customer-index-info', { tenant: 'hermes', token })).body);
    expect(info.accreditation.available).toBe(true);
    expect((await call(server.app, '/networking/customer/enable-networking', { tenant: 'hermes', token, method: 'POST' })).status).toBe(200);
  });
});
