import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutSessionSchema, orderSchema, ORDER_STATUSES, paymentTypeListSchema, ticketListSchema, type OrderStatus } from '../lib/api/schemas';
import { statementCache } from './db';
import { makeDeps, type Deps } from './deps';
import { actOnCheckout, canTransition, ORDER_TRANSITIONS, signWebhook, transition, webhookEvent } from './orders';
import { call, signIn, TEST_SECRETS, testServer, TENANTS, tokenOf } from './testing';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

// The server runs on a file so the test can open the same database: fresh customers are made
// directly (no bcrypt, no mail round trip) and the state machine is driven without HTTP.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekitaldi-orders-'));
const server = {} as { app: FastifyInstance; db: Database.Database; deps: Deps };
beforeAll(async () => {
  const dbPath = path.join(dir, 'demo.sqlite');
  server.app = await testServer({ dbPath, reset: true });
  server.db = new Database(dbPath);
  server.deps = makeDeps(server.db, statementCache(server.db), { publicUrl: 'http://localhost:4000', tenants: TENANTS, secrets: TEST_SECRETS });
});
afterAll(async () => {
  server.db?.close();
  await server.app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ATTENDEE = { email: 'asistente@ekitaldi.test', password: 'Asistente#2026' };
const ORGANISER = { email: 'organizador@ekitaldi.test', password: 'Organizador#2026' };

let accounts = 0;
/** A fresh verified customer with a session on a tenant (each test buys from scratch). */
async function newBuyer(tenant = 'digitalone'): Promise<{ token: string; id: number }> {
  const id = Number(
    server.db
      .prepare("INSERT INTO customers (tenant, email, password_hash, name, surname, email_verified, created_at) VALUES (?, ?, 'x', 'Ana', 'Compra', 1, ?)")
      .run(tenant, `comprador${++accounts}@ekitaldi.test`, new Date().toISOString()).lastInsertRowid,
  );
  const token = crypto.randomBytes(24).toString('base64url');
  server.db
    .prepare('INSERT INTO auth_sessions (token_hash, tenant, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(crypto.createHash('sha256').update(token).digest('hex'), tenant, id, Date.now(), Date.now() + 86_400_000);
  return { token, id };
}

async function catalogue(tenant = 'digitalone') {
  const tickets = ticketListSchema.parse((await call(server.app, '/conferences/tickets', { tenant })).body);
  const types = paymentTypeListSchema.parse((await call(server.app, '/payment-types', { tenant })).body);
  return { free: tickets.find((t) => t.free)!, paid: tickets.find((t) => !t.free)!, card: types.find((p) => p.kind === 'card')!, transfer: types.find((p) => p.kind === 'transfer') };
}

async function checkout(token: string, body: Record<string, unknown> = {}, tenant = 'digitalone') {
  const { paid, card } = await catalogue(tenant);
  return call(server.app, '/payment/create-checkout-session', { tenant, token, body: { ticketId: paid.id, paymentTypeId: card.id, conditionsAccepted: true, ...body } });
}

/** Submits the demo checkout page's form like a browser. */
async function submitCheckout(sessionId: string, form: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: `/__demo/checkout/${encodeURIComponent(sessionId)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}
const PAY = { action: 'pay', card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const DECLINE = { ...PAY, card: '4000 0000 0000 0002' };

async function organiserOrders(tenant = 'digitalone', status?: string) {
  const token = await signIn(server.app, ORGANISER.email, ORGANISER.password, tenant);
  const res = await call(server.app, `/admin/orders${status ? `?status=${status}` : ''}`, { tenant, token });
  expect(res.status).toBe(200);
  return res.body as { id: number; status: OrderStatus; customer: { id: number } }[];
}

describe('the order state machine', () => {
  it('allows exactly pending → paid | cancelled | failed and paid → replaced (an upgrade); the rest are final', () => {
    const allowed: string[] = [];
    for (const from of ORDER_STATUSES) for (const to of ORDER_STATUSES) if (canTransition(from, to)) allowed.push(`${from}→${to}`);
    expect(allowed.sort()).toEqual(['paid→replaced', 'pending→cancelled', 'pending→failed', 'pending→paid']);
    expect(ORDER_TRANSITIONS.paid).toEqual(['replaced']);
    expect(ORDER_TRANSITIONS.replaced).toEqual([]);
  });

  it('drives every pair through transition(): allowed ones change the order, a repeat is a no-op, the rest are 409 purchase.invalid_transition', async () => {
    const ticket = (server.db.prepare("SELECT id FROM tickets WHERE tenant = 'digitalone' AND price_cents > 0").get() as { id: number }).id;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const b = await newBuyer();
        const orderId = Number(
          server.db
            .prepare(
              `INSERT INTO orders (tenant, reference, customer_id, ticket_id, payment_type_id, status, amount_cents, vat_cents, vat_rate, created_at, updated_at)
               VALUES ('digitalone', ?, ?, ?, NULL, ?, 12000, 2083, 21, '2026-11-21T10:00:00Z', '2026-11-21T10:00:00Z')`,
            )
            .run(`T-${from}-${to}-${b.id}`, b.id, ticket, from).lastInsertRowid,
        );
        if (from === 'paid') server.db.prepare("INSERT INTO customer_tickets (tenant, customer_id, created_at, order_id, ticket_id) VALUES ('digitalone', ?, 'x', ?, ?)").run(b.id, orderId, ticket);
        const status = () => (server.db.prepare('SELECT status FROM orders WHERE id = ?').get(orderId) as { status: OrderStatus }).status;
        const tickets = () => (server.db.prepare('SELECT count(*) AS n FROM customer_tickets WHERE customer_id = ?').get(b.id) as { n: number }).n;
        if (from === to) {
          expect(transition(server.deps, orderId, to), `${from}→${to}`).toBe(false);
          expect(status()).toBe(from);
        } else if (canTransition(from, to)) {
          expect(transition(server.deps, orderId, to), `${from}→${to}`).toBe(true);
          expect(status()).toBe(to);
          // → paid grants the ticket; paid → replaced leaves the row to the upgrade that moves it.
          expect(tickets(), `${from}→${to} grants a ticket only when paid`).toBe(to === 'paid' || from === 'paid' ? 1 : 0);
        } else {
          expect(() => transition(server.deps, orderId, to), `${from}→${to}`).toThrow(
            expect.objectContaining({ status: 409, body: expect.objectContaining({ errors: { status: ['purchase.invalid_transition'] } }) }),
          );
          expect(status()).toBe(from);
        }
      }
    }
  });

  it('the customer may cancel a pending order, not a paid one', async () => {
    const b = await newBuyer();
    const s = (await checkout(b.token)).body;
    const cancelled = await call(server.app, `/orders/${s.order.id}/cancel`, { tenant: 'digitalone', token: b.token, method: 'POST' });
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
    expect((await server.app.inject({ url: `/__demo/checkout/${s.id}` })).body).toContain('role="status"');
    const retry = (await checkout(b.token)).body;
    await submitCheckout(retry.id, PAY);
    const refused = await call(server.app, `/orders/${retry.order.id}/cancel`, { tenant: 'digitalone', token: b.token, method: 'POST' });
    expect([refused.status, refused.body.errors.status]).toEqual([409, ['purchase.invalid_transition']]);
  });
});

describe('every change through the API: allowed ones, and refused ones answer 409 purchase.invalid_transition', () => {
  const organiser = () => signIn(server.app, ORGANISER.email, ORGANISER.password, 'digitalone');
  const post = (url: string, token: string) => call(server.app, url, { tenant: 'digitalone', token, method: 'POST' });
  const refusedAs = (res: { status: number; body: { errors?: Record<string, string[]>; status?: string } }, from: OrderStatus) =>
    expect([res.status, res.body.errors?.status, res.body.status]).toEqual([409, ['purchase.invalid_transition'], from]);

  it('a pending bank transfer: the organiser cancels it (pending → cancelled); then neither confirm nor the customer can revive it, and the customer may buy again', async () => {
    const b = await newBuyer();
    const { transfer } = await catalogue();
    const s = (await checkout(b.token, { paymentTypeId: transfer!.id })).body;
    const org = await organiser();
    const cancelled = await post(`/admin/orders/${s.order.id}/cancel`, org);
    expect([cancelled.status, cancelled.body.status, cancelled.body.instructions]).toEqual([200, 'cancelled', null]);
    refusedAs(await post(`/admin/orders/${s.order.id}/confirm`, org), 'cancelled');
    // Cancelling again is the same state: a no-op, not an error.
    expect((await post(`/orders/${s.order.id}/cancel`, b.token)).body.status).toBe('cancelled');
    expect((await call(server.app, `/orders/${s.order.id}/receipt`, { tenant: 'digitalone', token: b.token })).status).toBe(409);
    // No longer pending: a new purchase is allowed (a new order, not the old one).
    const again = (await checkout(b.token, { paymentTypeId: transfer!.id })).body;
    expect([again.order.status, again.order.id === s.order.id]).toEqual(['pending', false]);
  });

  it('a failed card order (declined) is final: neither the customer nor the organiser can cancel or confirm it', async () => {
    const b = await newBuyer();
    const s = (await checkout(b.token)).body;
    await submitCheckout(s.id, DECLINE);
    expect((await call(server.app, `/orders/${s.order.id}`, { tenant: 'digitalone', token: b.token })).body.status).toBe('failed');
    refusedAs(await post(`/orders/${s.order.id}/cancel`, b.token), 'failed');
    const org = await organiser();
    refusedAs(await post(`/admin/orders/${s.order.id}/cancel`, org), 'failed');
    refusedAs(await post(`/admin/orders/${s.order.id}/confirm`, org), 'failed');
    // A paid order's session cannot be declined afterwards either: paying again only goes back.
    expect((await submitCheckout(s.id, PAY)).headers.location).toContain('/stripe/cancel/');
    expect((await call(server.app, `/orders/${s.order.id}`, { tenant: 'digitalone', token: b.token })).body.status).toBe('failed');
  });

  it('a paid free order is final: the customer cannot cancel it, the organiser cannot cancel or confirm it', async () => {
    const b = await newBuyer();
    const { free } = await catalogue();
    const o = (await call(server.app, '/orders', { tenant: 'digitalone', token: b.token, body: { ticketId: free.id, conditionsAccepted: true } })).body;
    refusedAs(await post(`/orders/${o.id}/cancel`, b.token), 'paid');
    const org = await organiser();
    refusedAs(await post(`/admin/orders/${o.id}/cancel`, org), 'paid');
    // Not a bank transfer: confirming by hand is refused whatever its state.
    refusedAs(await post(`/admin/orders/${o.id}/confirm`, org), 'paid');
    expect((await call(server.app, '/orders/customer', { tenant: 'digitalone', token: b.token })).body.map((x: { status: string }) => x.status)).toEqual(['paid']);
  });

  it('a pending transfer cannot become paid when the account meanwhile holds a ticket (409 purchase.already_bought, still pending)', async () => {
    const b = await newBuyer();
    const { transfer } = await catalogue();
    const s = (await checkout(b.token, { paymentTypeId: transfer!.id })).body;
    // A ticket given another way (e.g. by the organiser's own tools) while the transfer was awaited.
    server.db.prepare("INSERT INTO customer_tickets (tenant, customer_id, created_at) VALUES ('digitalone', ?, ?)").run(b.id, new Date().toISOString());
    const res = await post(`/admin/orders/${s.order.id}/confirm`, await organiser());
    expect([res.status, res.body.errors.ticketId]).toEqual([409, ['purchase.already_bought']]);
    expect((await call(server.app, `/orders/${s.order.id}`, { tenant: 'digitalone', token: b.token })).body.status).toBe('pending');
  });

  it('another customer cannot cancel an order (404), nor can an unknown or malformed id be changed', async () => {
    const owner = await newBuyer();
    const other = await newBuyer();
    const s = (await checkout(owner.token)).body;
    expect((await post(`/orders/${s.order.id}/cancel`, other.token)).status).toBe(404);
    expect((await call(server.app, `/orders/${s.order.id}`, { tenant: 'digitalone', token: owner.token })).body.status).toBe('pending');
    const org = await organiser();
    expect((await post('/admin/orders/99999999/confirm', org)).status).toBe(404);
    expect((await post('/admin/orders/abc/cancel', org)).status).toBe(404);
    expect(() => transition(server.deps, 99999999, 'paid')).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe('catalogue', () => {
  it('digitalone sells a free and a 120 € ticket (VAT shown) and takes card and bank transfer', async () => {
    const tickets = ticketListSchema.parse((await call(server.app, '/conferences/tickets', { tenant: 'digitalone', locale: 'en' })).body);
    expect(tickets.map((t) => [t.free, t.price, t.priceWithoutVat, t.vat, t.vatRate])).toEqual([
      [true, 0, 0, 0, 21],
      [false, 120, 99.17, 20.83, 21],
    ]);
    expect(tickets[1]!.name).toBe('Full ticket');
    // What the tenant does not run is never promised: digitalone has no networking.
    expect(tickets[1]!.rights).toEqual(['in_person', 'streams', 'files', 'accreditation', 'diploma']);
    expect(tickets[0]!.rights).toEqual(['streams', 'files']);
    const demo = ticketListSchema.parse((await call(server.app, '/conferences/tickets')).body);
    expect(demo[1]!.rights).toContain('networking');
    expect(tickets[1]!.conditions).toMatch(/VAT/);
    const types = paymentTypeListSchema.parse((await call(server.app, '/payment-types', { tenant: 'digitalone' })).body);
    expect(types.map((p) => p.kind)).toEqual(['card', 'transfer']);
    expect(types[1]!.instructions).toMatch(/ES91/);
    expect((await call(server.app, '/payment-types')).body.map((p: { kind: string }) => p.kind)).toEqual(['card']);
    expect((await call(server.app, '/conferences/tickets', { tenant: 'hermes' })).body).toEqual([]);
  });

  it('the attendee holds a paid order on localhost and none on digitalone', async () => {
    const demo = await signIn(server.app, ATTENDEE.email, ATTENDEE.password, 'demo');
    const mine = (await call(server.app, '/orders/customer', { token: demo })).body;
    expect(mine.map((o: { status: string; amount: number }) => [o.status, o.amount])).toEqual([['paid', 120]]);
    const d1 = await signIn(server.app, ATTENDEE.email, ATTENDEE.password, 'digitalone');
    expect((await call(server.app, '/orders/customer', { tenant: 'digitalone', token: d1 })).body).toEqual([]);
    const again = await checkout(demo, {}, 'demo');
    expect(again.status).toBe(409);
    expect(again.body.errors.ticketId).toEqual(['purchase.already_bought']);
  });
});

describe('buying', () => {
  it('anonymous: 401 purchase.login_required; conditions not accepted: 422 purchase.conditions_required', async () => {
    const anon = await call(server.app, '/payment/create-checkout-session', { tenant: 'digitalone', body: { ticketId: 1, paymentTypeId: 1, conditionsAccepted: true } });
    expect(anon.status).toBe(401);
    expect(anon.body.errors.customer).toEqual(['purchase.login_required']);
    expect((await call(server.app, '/orders', { tenant: 'digitalone', body: { ticketId: 1 } })).status).toBe(401);
    const b = await newBuyer();
    const res = await checkout(b.token, { conditionsAccepted: false });
    expect(res.status).toBe(422);
    expect(res.body.errors.conditionsAccepted).toEqual(['purchase.conditions_required']);
    const { free } = await catalogue();
    const f = await call(server.app, '/orders', { tenant: 'digitalone', token: b.token, body: { ticketId: free.id } });
    expect(f.body.errors.conditionsAccepted).toEqual(['purchase.conditions_required']);
  });

  it('a free ticket: POST /orders → paid at once, the ticket opens registration; again → already bought; same Idempotency-Key → same order', async () => {
    const b = await newBuyer();
    const { free, paid } = await catalogue();
    const first = await call(server.app, '/orders', { tenant: 'digitalone', token: b.token, body: { ticketId: free.id, conditionsAccepted: true }, headers: { 'idempotency-key': 'k1' } });
    expect(first.status).toBe(201);
    const order = orderSchema.parse(first.body);
    expect([order.status, order.free, order.amount, order.paymentType, order.receiptAvailable]).toEqual(['paid', true, 0, null, true]);
    const repeat = await call(server.app, '/orders', { tenant: 'digitalone', token: b.token, body: { ticketId: free.id, conditionsAccepted: true }, headers: { 'idempotency-key': 'k1' } });
    expect([repeat.status, repeat.body.id]).toEqual([200, order.id]);
    const twice = await call(server.app, '/orders', { tenant: 'digitalone', token: b.token, body: { ticketId: free.id, conditionsAccepted: true } });
    expect([twice.status, twice.body.errors.ticketId, twice.body.orderId]).toEqual([409, ['purchase.already_bought'], order.id]);
    // The full ticket is an upgrade of the free one, not a second ticket: its checkout opens.
    const upgrade = await checkout(b.token);
    expect([upgrade.status, upgrade.body.order.ticket.id, upgrade.body.order.status]).toEqual([200, paid.id, 'pending']);
    expect((await call(server.app, '/orders/customer', { tenant: 'digitalone', token: b.token })).body).toHaveLength(2);
    // Registration checks the same ticket (participation.ts holdsTicket).
    const sessions = (await call(server.app, '/conferences/all', { tenant: 'digitalone' })).body as { id: number; registrationRequired: boolean }[];
    const needsTicket = sessions.find((s) => s.registrationRequired);
    if (needsTicket) {
      const state = await call(server.app, `/conferences/${needsTicket.id}/registration`, { tenant: 'digitalone', token: b.token });
      expect(state.body.ticket.held).toBe(true);
    }
    // A paid ticket cannot go through the free path, nor a free one through checkout.
    const c = await newBuyer();
    expect((await call(server.app, '/orders', { tenant: 'digitalone', token: c.token, body: { ticketId: paid.id, conditionsAccepted: true } })).body.errors.ticketId).toEqual(['purchase.payment_required']);
    expect((await checkout(c.token, { ticketId: free.id })).body.errors.ticketId).toEqual(['purchase.free_ticket']);
  });

  it('a card payment: session → demo checkout → pay → the webhook makes the order paid before the buyer is back; confirm-payment is idempotent', async () => {
    const b = await newBuyer();
    const s = await checkout(b.token, { successUrl: 'http://digitalone.localhost:3000/en/stripe/success/{CHECKOUT_SESSION_ID}', cancelUrl: 'http://digitalone.localhost:3000/en/stripe/cancel/{CHECKOUT_SESSION_ID}' });
    expect(s.status).toBe(200);
    const session = checkoutSessionSchema.parse(s.body);
    expect(session.url).toBe(`http://localhost:4000/__demo/checkout/${session.id}`);
    expect(session.order.status).toBe('pending');
    const page = await server.app.inject({ url: `/__demo/checkout/${session.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="card">');
    expect(page.body).toContain('120,00');
    const paid = await submitCheckout(session.id, PAY);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://digitalone.localhost:3000/en/stripe/success/${session.id}`);
    // The buyer closed the tab: the webhook already made it theirs.
    const order = await call(server.app, `/orders/${session.order.id}`, { tenant: 'digitalone', token: b.token });
    expect([order.body.status, order.body.amount, order.body.paymentType.kind]).toEqual(['paid', 120, 'card']);
    const confirms = await Promise.all([1, 2, 3].map(() => call(server.app, '/confirm-payment', { tenant: 'digitalone', token: b.token, body: { sessionId: session.id } })));
    expect(confirms.map((c) => [c.status, c.body.id, c.body.status])).toEqual(Array(3).fill([200, session.order.id, 'paid']));
    // Back button: the page says it is complete; paying again charges nothing and goes back to success.
    expect((await server.app.inject({ url: `/__demo/checkout/${session.id}` })).body).toContain('role="status"');
    const again = await submitCheckout(session.id, PAY);
    expect(again.headers.location).toContain('/stripe/success/');
    const all = await organiserOrders();
    expect(all.filter((o) => o.customer.id === b.id)).toHaveLength(1);
    // Buying again: twice.
    expect((await checkout(b.token)).body.errors.ticketId).toEqual(['purchase.already_bought']);
  });

  it('concurrency: Promise.all of create-checkout-session → one session, one order; Promise.all of pay → one charge', async () => {
    const b = await newBuyer();
    const sessions = await Promise.all(Array.from({ length: 5 }, () => checkout(b.token)));
    expect(new Set(sessions.map((s) => s.body.id)).size).toBe(1);
    expect(new Set(sessions.map((s) => s.body.order.id)).size).toBe(1);
    const id = sessions[0]!.body.id as string;
    const pays = await Promise.all(Array.from({ length: 4 }, () => submitCheckout(id, PAY)));
    expect(pays.every((p) => p.statusCode === 303 && p.headers.location!.includes('/stripe/success/'))).toBe(true);
    const charges = (await server.app.inject({ url: `/__demo/checkout/${id}/charges` })).json() as { status: string }[];
    expect(charges.map((c) => c.status)).toEqual(['succeeded']);
    const confirms = await Promise.all(Array.from({ length: 4 }, () => call(server.app, '/confirm-payment', { tenant: 'digitalone', token: b.token, body: { sessionId: id } })));
    expect(new Set(confirms.map((c) => `${c.status}:${c.body.id}`))).toEqual(new Set([`200:${sessions[0]!.body.order.id}`]));
    expect((await organiserOrders()).filter((o) => o.customer.id === b.id).map((o) => o.status)).toEqual(['paid']);
  });

  it('decline → failed (402 purchase.declined), retry → a new session that pays', async () => {
    const b = await newBuyer();
    const s = (await checkout(b.token)).body;
    const declined = await submitCheckout(s.id, DECLINE);
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`http://digitalone.localhost:3000/stripe/cancel/${s.id}`);
    const c = await call(server.app, '/confirm-payment', { tenant: 'digitalone', token: b.token, body: { sessionId: s.id } });
    expect([c.status, c.body.errors.payment]).toEqual([402, ['purchase.declined']]);
    expect((await call(server.app, `/orders/${s.order.id}`, { tenant: 'digitalone', token: b.token })).body.status).toBe('failed');
    const retry = (await checkout(b.token)).body;
    expect(retry.id).not.toBe(s.id);
    await submitCheckout(retry.id, PAY);
    expect((await call(server.app, '/confirm-payment', { tenant: 'digitalone', token: b.token, body: { sessionId: retry.id } })).body.status).toBe('paid');
  });

  it('cancel → cancelled (409 purchase.cancelled); a wrong card stays on the page with the typed values', async () => {
    const b = await newBuyer();
    const s = (await checkout(b.token)).body;
    const wrong = await submitCheckout(s.id, { ...PAY, card: '5555 5555 5555 4444', expiry: '01/20' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('value="5555 5555 5555 4444"');
    expect(wrong.body).toContain('aria-invalid="true" aria-describedby="card-error cards"');
    expect(wrong.body).toContain('aria-invalid="true" aria-describedby="expiry-error"');
    expect(wrong.body.match(/aria-describedby=/g)).toHaveLength(2);
    const before = await call(server.app, '/confirm-payment', { tenant: 'digitalone', token: b.token, body: { sessionId: s.id } });
    expect([before.status, before.body.errors.payment]).toEqual([409, ['purchase.not_paid']]);
    const cancelled = await submitCheckout(s.id, { action: 'cancel' });
    expect(cancelled.headers.location).toContain(`/stripe/cancel/${s.id}`);
    const c = await call(server.app, '/confirm-payment', { tenant: 'digitalone', token: b.token, body: { sessionId: s.id } });
    expect([c.status, c.body.errors.payment]).toEqual([409, ['purchase.cancelled']]);
    expect((await submitCheckout(s.id, PAY)).headers.location).toContain('/stripe/cancel/');
    expect((await organiserOrders()).filter((o) => o.customer.id === b.id).map((o) => o.status)).toEqual(['cancelled']);
  });

  it('return URLs must be on the tenant’s hosts: never an open redirect', async () => {
    const b = await newBuyer();
    for (const url of ['https://evil.example/stripe/success', 'http://localhost:3000/stripe/success', 'javascript:alert(1)', 'http://user@digitalone.localhost/x', 'not a url']) {
      const res = await checkout(b.token, { successUrl: url });
      expect([url, res.status, res.body.errors?.successUrl]).toEqual([url, 422, ['validation.url']]);
    }
    expect((await checkout(b.token, { cancelUrl: '//evil.example' })).body.errors.cancelUrl).toEqual(['validation.url']);
    const ok = await checkout(b.token, { successUrl: 'https://digitalone.localhost:8443/ok/{CHECKOUT_SESSION_ID}' });
    expect(ok.status).toBe(200);
  });

  it('bank transfer: pending until the organiser confirms (organiser-only, 403 otherwise); no other purchase meanwhile', async () => {
    const b = await newBuyer();
    const { transfer, paid } = await catalogue();
    const s = await checkout(b.token, { paymentTypeId: transfer!.id });
    expect([s.status, s.body.url, s.body.order.status, s.body.id]).toEqual([200, null, 'pending', s.body.order.reference]);
    expect(s.body.order.instructions).toMatch(/ES91/);
    const same = await checkout(b.token, { paymentTypeId: transfer!.id });
    expect(same.body.order.id).toBe(s.body.order.id);
    expect((await checkout(b.token)).body.errors.ticketId).toEqual(['purchase.pending']);
    expect((await call(server.app, `/orders/${s.body.order.id}/receipt`, { tenant: 'digitalone', token: b.token })).status).toBe(409);
    expect((await call(server.app, `/admin/orders/${s.body.order.id}/confirm`, { tenant: 'digitalone', token: b.token, method: 'POST' })).status).toBe(403);
    expect((await call(server.app, `/admin/orders/${s.body.order.id}/confirm`, { tenant: 'digitalone', method: 'POST' })).status).toBe(403);
    const organiser = await signIn(server.app, ORGANISER.email, ORGANISER.password, 'digitalone');
    const pending = await organiserOrders('digitalone', 'pending');
    expect(pending.map((o) => o.id)).toContain(s.body.order.id);
    const confirmed = await call(server.app, `/admin/orders/${s.body.order.id}/confirm`, { tenant: 'digitalone', token: organiser, method: 'POST' });
    expect([confirmed.status, confirmed.body.status, confirmed.body.instructions]).toEqual([200, 'paid', null]);
    // Confirming again is a no-op; cancelling a paid order is refused.
    expect((await call(server.app, `/admin/orders/${s.body.order.id}/confirm`, { tenant: 'digitalone', token: organiser, method: 'POST' })).body.status).toBe('paid');
    const cancel = await call(server.app, `/admin/orders/${s.body.order.id}/cancel`, { tenant: 'digitalone', token: organiser, method: 'POST' });
    expect([cancel.status, cancel.body.errors.status]).toEqual([409, ['purchase.invalid_transition']]);
    // A card order is not confirmed by hand.
    const c = await newBuyer();
    const card = (await checkout(c.token, { ticketId: paid.id })).body;
    const refused = await call(server.app, `/admin/orders/${card.order.id}/confirm`, { tenant: 'digitalone', token: organiser, method: 'POST' });
    expect([refused.status, refused.body.errors.status]).toEqual([409, ['purchase.invalid_transition']]);
    // Another tenant's organiser does not see it.
    const elsewhere = await signIn(server.app, ORGANISER.email, ORGANISER.password, 'demo');
    expect((await call(server.app, `/admin/orders/${card.order.id}/cancel`, { token: elsewhere, method: 'POST' })).status).toBe(404);
  });

  it('owner-only reads: another customer gets 404 for the order, its receipt and its session', async () => {
    const owner = await newBuyer();
    const other = await newBuyer();
    const s = (await checkout(owner.token)).body;
    await submitCheckout(s.id, PAY);
    expect((await call(server.app, `/orders/${s.order.id}`, { tenant: 'digitalone', token: other.token })).status).toBe(404);
    expect((await call(server.app, `/orders/${s.order.id}/receipt`, { tenant: 'digitalone', token: other.token })).status).toBe(404);
    expect((await call(server.app, '/confirm-payment', { tenant: 'digitalone', token: other.token, body: { sessionId: s.id } })).status).toBe(404);
    expect((await call(server.app, `/orders/${s.order.id}`, { tenant: 'digitalone' })).status).toBe(401);
    const receipt = await server.app.inject({ url: `/orders/${s.order.id}/receipt`, headers: { 'x-tenant': tokenOf('digitalone'), 'x-locale': 'en', authorization: `Bearer ${owner.token}` } });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(receipt.headers['content-disposition']).toMatch(/receipt-DIGITA-[0-9A-F]{8}\.pdf/);
  });

  it('the webhook checks its signature (and its age) and settles from the session itself', async () => {
    const b = await newBuyer();
    const s = (await checkout(b.token)).body;
    const payload = JSON.stringify(webhookEvent('checkout.session.completed', s.id));
    const post = (signature: string | undefined) =>
      server.app.inject({
        method: 'POST',
        url: '/payment/webhook',
        headers: { 'content-type': 'application/json', 'x-tenant': tokenOf('digitalone'), ...(signature ? { 'stripe-signature': signature } : {}) },
        payload,
      });
    const now = Math.floor(Date.now() / 1000);
    expect((await post(undefined)).statusCode).toBe(400);
    expect((await post(signWebhook(payload, 'whsec_wrong', now))).statusCode).toBe(400);
    expect((await post(signWebhook(payload + ' ', TEST_SECRETS.webhook, now))).statusCode).toBe(400);
    expect((await post(signWebhook(payload, TEST_SECRETS.webhook, now - 3600))).statusCode).toBe(400);
    // A well-signed "completed" for a session nobody paid changes nothing: the session is the truth.
    expect((await post(signWebhook(payload, TEST_SECRETS.webhook, now))).statusCode).toBe(200);
    expect((await call(server.app, `/orders/${s.order.id}`, { tenant: 'digitalone', token: b.token })).body.status).toBe('pending');
  });

  it('a ticket bought another way closes the open checkout: paying it afterwards charges nothing, never a second ticket', async () => {
    const b = await newBuyer();
    const { free } = await catalogue();
    const s = (await checkout(b.token)).body;
    await call(server.app, '/orders', { tenant: 'digitalone', token: b.token, body: { ticketId: free.id, conditionsAccepted: true } });
    // The free order closed the open checkout: paying it now only sends the buyer back.
    const late = await submitCheckout(s.id, PAY);
    expect(late.headers.location).toContain('/stripe/cancel/');
    const charges = (await server.app.inject({ url: `/__demo/checkout/${s.id}/charges` })).json() as unknown[];
    expect(charges).toEqual([]);
    const orders = (await call(server.app, '/orders/customer', { tenant: 'digitalone', token: b.token })).body as { status: string; free: boolean }[];
    expect(orders.map((o) => [o.status, o.free])).toEqual([
      ['paid', true],
      ['cancelled', false],
    ]);
  });

  it('money that arrives for an order that can no longer be a ticket is refunded: the webhook came late, a free ticket came first', async () => {
    const b = await newBuyer();
    const { free } = await catalogue();
    const s = (await checkout(b.token)).body;
    // The provider takes the payment but its webhook has not arrived yet …
    expect(actOnCheckout(server.deps, s.id, { action: 'pay', card: '4242424242424242' })).toMatchObject({ kind: 'redirect' });
    // … and in another tab the buyer takes the free ticket: the pending card order is settled first.
    const twice = await call(server.app, '/orders', { tenant: 'digitalone', token: b.token, body: { ticketId: free.id, conditionsAccepted: true } });
    expect([twice.status, twice.body.errors.ticketId, twice.body.orderId]).toEqual([409, ['purchase.already_bought'], s.order.id]);
    // A payment that lands on an order closed meanwhile (another tab cancelled it) is given back.
    const c = await newBuyer();
    const late = (await checkout(c.token)).body;
    actOnCheckout(server.deps, late.id, { action: 'pay', card: '4242424242424242' });
    server.db.prepare("UPDATE orders SET status = 'cancelled' WHERE id = ?").run(late.order.id);
    const confirm = await call(server.app, '/confirm-payment', { tenant: 'digitalone', token: c.token, body: { sessionId: late.id } });
    expect([confirm.status, confirm.body.errors.payment]).toEqual([409, ['purchase.cancelled']]);
    const charges = (await server.app.inject({ url: `/__demo/checkout/${late.id}/charges` })).json() as { status: string }[];
    expect(charges.map((x) => x.status)).toEqual(['refunded']);
  });
});
