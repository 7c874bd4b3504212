/**
 * The purchase contract end to end: the portal's own client functions (./orders, ./payments)
 * against the real demo API (in memory, on a free port), every answer parsed by the zod schemas;
 * and what a refusal means (./purchase-errors) for every kind of failure.
 */
import { describe, expect, it } from 'vitest';
import { serverPerFile } from '../../demo-api/testing';
import { createApiClient } from './client';
import { createFreeOrder, downloadReceipt, getCustomerOrders, getOrder, getTickets } from './orders';
import { confirmPayment, createCheckoutSession, getPaymentTypes } from './payments';
import { PURCHASE_ERROR_MESSAGES, purchaseErrorKey, purchaseErrorOf } from './purchase-errors';
import { PURCHASE_ERROR_KEYS } from './schemas';
import { attachFakeTransport, rejection } from './test-adapter';
import { login } from './auth';
import es from '@/messages/es.json';

const served = serverPerFile({ publicUrl: 'http://127.0.0.1:0' }, { listen: true });

function client(tenantToken = 'tok-digitalone-7f3a') {
  let token: string | null = null;
  const api = createApiClient({ baseURL: served.base, tenantToken, locale: 'en', timeoutMs: 10_000, getAuthToken: () => token });
  return { api, signIn: (t: string | null) => (token = t) };
}

/** The demo checkout page's form, submitted like a browser (the page lives on the API's origin). */
async function submitCheckout(sessionId: string, form: Record<string, string>) {
  const res = await fetch(`${served.base}/__demo/checkout/${encodeURIComponent(sessionId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') };
}

describe('purchase client ↔ demo API', () => {
  it('lists, refuses anonymous buyers, buys by card through the demo checkout, confirms twice, reads orders and the receipt', async () => {
    const { api, signIn } = client();
    const tickets = await getTickets(api);
    const paid = tickets.find((t) => !t.free)!;
    expect([paid.price, paid.priceWithoutVat, paid.vat, paid.vatRate, paid.currency]).toEqual([120, 99.17, 20.83, 21, 'EUR']);
    const types = await getPaymentTypes(api);
    expect(types.map((t) => t.kind)).toEqual(['card', 'transfer']);
    const card = types[0]!;

    const anonymous = await rejection(createCheckoutSession(api, { ticketId: paid.id, paymentTypeId: card.id, conditionsAccepted: true }));
    expect([anonymous.status, purchaseErrorKey(anonymous)]).toEqual([401, 'purchase.login_required']);

    const answer = await login(api, { user: { email: 'asistente@ekitaldi.test', password: 'Asistente#2026' } });
    signIn(answer.token!);
    const noConditions = await rejection(createCheckoutSession(api, { ticketId: paid.id, paymentTypeId: card.id }));
    expect(purchaseErrorKey(noConditions)).toBe('purchase.conditions_required');

    const successUrl = 'http://digitalone.localhost:3000/en/stripe/success/{CHECKOUT_SESSION_ID}';
    const cancelUrl = 'http://digitalone.localhost:3000/en/stripe/cancel/{CHECKOUT_SESSION_ID}';
    const [a, b] = await Promise.all([
      createCheckoutSession(api, { ticketId: paid.id, paymentTypeId: card.id, conditionsAccepted: true, successUrl, cancelUrl }),
      createCheckoutSession(api, { ticketId: paid.id, paymentTypeId: card.id, conditionsAccepted: true, successUrl, cancelUrl }),
    ]);
    expect(b.id).toBe(a.id);
    expect(a.url).toMatch(/\/__demo\/checkout\/cs_demo_/);
    expect(a.order.status).toBe('pending');

    const notYet = await rejection(confirmPayment(api, a.id));
    expect([notYet.status, purchaseErrorKey(notYet)]).toEqual([409, 'purchase.not_paid']);

    const paidBack = await submitCheckout(a.id, { action: 'pay', card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
    expect(paidBack).toEqual({ status: 303, location: `http://digitalone.localhost:3000/en/stripe/success/${a.id}` });
    const [first, second] = await Promise.all([confirmPayment(api, a.id), confirmPayment(api, a.id)]);
    expect([first.id, first.status, second.id, second.status]).toEqual([a.order.id, 'paid', a.order.id, 'paid']);
    expect(first.receiptAvailable).toBe(true);

    const orders = await getCustomerOrders(api);
    expect(orders.map((o) => [o.id, o.status, o.amount, o.paymentType?.kind])).toEqual([[a.order.id, 'paid', 120, 'card']]);
    expect((await getOrder(api, a.order.id)).reference).toBe(a.order.reference);

    const receipt: unknown = await downloadReceipt(api, a.order.id);
    // In the browser a Blob; Node's axios hands the bytes over as a Buffer or a string.
    const head =
      receipt instanceof Blob ? await receipt.slice(0, 5).text() : Buffer.isBuffer(receipt) ? receipt.subarray(0, 5).toString('latin1') : String(receipt).slice(0, 5);
    expect(head).toBe('%PDF-');

    const twice = await rejection(createFreeOrder(api, { ticketId: tickets.find((t) => t.free)!.id, conditionsAccepted: true }));
    expect([twice.status, purchaseErrorKey(twice), purchaseErrorOf(twice)?.orderId]).toEqual([409, 'purchase.already_bought', a.order.id]);
    const elsewhere = await rejection(getOrder(api, 999_999));
    expect(elsewhere.status).toBe(404);
  });

  it('a free ticket: two requests with one Idempotency-Key (a double click) make one order', async () => {
    const { api, signIn } = client();
    const answer = await login(api, { user: { email: 'organizador@ekitaldi.test', password: 'Organizador#2026' } });
    signIn(answer.token!);
    const free = (await getTickets(api)).find((t) => t.free)!;
    const [x, y] = await Promise.all([
      createFreeOrder(api, { ticketId: free.id, conditionsAccepted: true }, 'attempt-1'),
      createFreeOrder(api, { ticketId: free.id, conditionsAccepted: true }, 'attempt-1'),
    ]);
    expect([x.id, x.status, x.free, x.amount]).toEqual([y.id, 'paid', true, 0]);
    expect(await getCustomerOrders(api)).toHaveLength(1);
  });
});

describe('what a refused purchase means', () => {
  const answering = (status: number, data: unknown) => {
    const api = createApiClient({ baseURL: 'http://api.test', tenantToken: 't', timeoutMs: 1_000 });
    attachFakeTransport(api, () => ({ status, data }));
    return api;
  };

  it('the API key when there is one, login_required for a bare 401, failed for everything else', async () => {
    const cases: [number, unknown, string][] = [
      [402, { message: 'purchase.declined', errors: { payment: ['purchase.declined'] } }, 'purchase.declined'],
      [409, { message: 'purchase.cancelled', errors: { payment: ['purchase.cancelled'] } }, 'purchase.cancelled'],
      [409, { message: 'purchase.pending', errors: { ticketId: ['purchase.pending'] }, orderId: 4 }, 'purchase.pending'],
      [401, { message: 'Unauthorized' }, 'purchase.login_required'],
      [422, { message: 'invalid', errors: { ticketId: ['validation.in'] } }, 'purchase.failed'],
      [500, { message: 'Server error' }, 'purchase.failed'],
    ];
    for (const [status, data, key] of cases) {
      const err = await rejection(confirmPayment(answering(status, data), 'cs_x'));
      expect([status, purchaseErrorKey(err)]).toEqual([status, key]);
    }
    expect(purchaseErrorKey(new Error('offline'))).toBe('purchase.failed');
  });

  it('every key has its docs/product.md#errors message in the ApiErrors catalogue', () => {
    const catalogue = es.ApiErrors as Record<string, string>;
    for (const key of PURCHASE_ERROR_KEYS) expect(catalogue[PURCHASE_ERROR_MESSAGES[key]], key).toBeTruthy();
    expect(catalogue[PURCHASE_ERROR_MESSAGES['purchase.failed']]).toMatch(/conexión/);
    expect(catalogue[PURCHASE_ERROR_MESSAGES['purchase.already_bought']]).toMatch(/cuenta nueva/);
  });
});
