/**
 * Buying a ticket (docs/product.md#calls Orders, Payments, /conferences/tickets). The rules live in ../orders.ts.
 *
 *   GET  /conferences/tickets                         public → Ticket[]
 *   GET  /payment-types                               public → PaymentType[]
 *   POST /orders {ticketId, conditionsAccepted}       signed in, free ticket → Order (201; 200 for a repeated Idempotency-Key)
 *   POST /payment/create-checkout-session {ticketId, paymentTypeId, conditionsAccepted, successUrl?, cancelUrl?}
 *                                                     signed in, paid ticket → CheckoutSession
 *   POST /confirm-payment {sessionId}                 signed in → Order (idempotent)
 *   POST /payment/webhook                             Stripe-Signature → 200 {received: true}
 *   GET  /orders/customer                             signed in → Order[]
 *   GET  /orders/{id}                                 signed in, owner → Order (else 404)
 *   GET  /orders/{id}/receipt                         signed in, owner, paid → PDF
 *   POST /orders/{id}/cancel                          signed in, owner, pending → Order
 *   POST /orders/{id}/resend-confirmation             signed in, owner, paid → 204 (the confirmation email again; 429 purchase.resend_limit)
 *   GET  /admin/orders[?status=]                      organiser → Order[] (with customer email)
 *   POST /admin/orders/{id}/confirm                   organiser, pending bank transfer → Order
 *   POST /admin/orders/{id}/cancel                    organiser, pending → Order
 *   POST /admin/customers/{id}/ticket/withdraw        organiser, a ticket given without an order → 204 (its badge revoked)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkoutSessionBodySchema,
  confirmPaymentBodySchema,
  freeOrderBodySchema,
  ORDER_STATUSES,
  paymentWebhookSchema,
} from '../../lib/api/schemas';
import { bearerToken, requireCustomer } from '../auth';
import { strQuery, type Deps } from '../deps';
import { ApiError, notFound, parseBody } from '../errors';
import { eventName } from '../mail';
import {
  buyer,
  cancelOrder,
  cancelTenantOrder,
  confirmPayment,
  confirmTransfer,
  createCheckout,
  createFreeOrder,
  customerOrder,
  customerOrders,
  listPaymentTypes,
  listTickets,
  organiserOrders,
  resendConfirmation,
  returnUrl,
  sessionRow,
  settleSession,
  tenantOrder,
  toOrder,
  verifyWebhook,
  withdrawTicket,
} from '../orders';
import { receiptFileName, receiptPdf } from '../receipt';
import { requireOrganiser } from './admin';

function orderId(raw: string): number {
  if (!/^\d{1,12}$/.test(raw)) throw notFound('Order not found');
  return Number(raw);
}

function idempotencyKey(req: FastifyRequest): string | null {
  const v = req.headers['idempotency-key'];
  const key = (Array.isArray(v) ? v[0] : v)?.trim();
  if (!key) return null;
  if (key.length > 200) throw new ApiError(422, { message: 'The given data was invalid.', errors: { 'Idempotency-Key': ['validation.max'] } });
  return key;
}

export function orderRoutes(app: FastifyInstance, d: Deps) {
  // With a bearer token the list also says which tickets upgrade the one the customer holds.
  app.get('/conferences/tickets', async (req) => listTickets(d, req.tenant.key, req.locale, bearerToken(req) ? requireCustomer(d, req).id : undefined));
  app.get('/payment-types', async (req) => listPaymentTypes(d, req.tenant.key, req.locale));

  app.post('/orders', async (req, reply) => {
    const customer = buyer(d, req);
    const body = parseBody(freeOrderBodySchema, req.body);
    const { order, created } = createFreeOrder(d, req.tenant, customer, body, idempotencyKey(req));
    return reply.code(created ? 201 : 200).send(toOrder(d, req.locale, order));
  });

  app.post('/payment/create-checkout-session', async (req) => {
    const customer = buyer(d, req);
    const body = parseBody(checkoutSessionBodySchema, req.body);
    return createCheckout(d, req.tenant, req.locale, customer, {
      ticketId: body.ticketId,
      paymentTypeId: body.paymentTypeId,
      conditionsAccepted: body.conditionsAccepted,
      successUrl: returnUrl(req.tenant, req, req.locale, 'successUrl', body.successUrl),
      cancelUrl: returnUrl(req.tenant, req, req.locale, 'cancelUrl', body.cancelUrl),
    });
  });

  app.post('/confirm-payment', async (req) => {
    const customer = buyer(d, req);
    const { sessionId } = parseBody(confirmPaymentBodySchema, req.body);
    return confirmPayment(d, req.tenant, req.locale, customer, sessionId);
  });

  app.get('/orders/customer', async (req) => customerOrders(d, req.tenant.key, req.locale, buyer(d, req).id));

  app.get<{ Params: { id: string } }>('/orders/:id', async (req) => {
    const customer = buyer(d, req);
    return toOrder(d, req.locale, customerOrder(d, req.tenant.key, customer.id, orderId(req.params.id)));
  });

  app.get<{ Params: { id: string } }>('/orders/:id/receipt', async (req, reply) => {
    const customer = buyer(d, req);
    const o = customerOrder(d, req.tenant.key, customer.id, orderId(req.params.id));
    if (o.status !== 'paid') throw new ApiError(409, { message: 'purchase.not_paid', errors: { payment: ['purchase.not_paid'] } });
    const pdf = await receiptPdf({ locale: req.locale, timeZone: req.tenant.timeZone, event: eventName(d, req.tenant, req.locale), customer, order: toOrder(d, req.locale, o) });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${receiptFileName(req.locale, o.reference)}"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  app.post<{ Params: { id: string } }>('/orders/:id/cancel', async (req) => {
    const customer = buyer(d, req);
    const o = customerOrder(d, req.tenant.key, customer.id, orderId(req.params.id));
    cancelOrder(d, o.id);
    return toOrder(d, req.locale, customerOrder(d, req.tenant.key, customer.id, o.id));
  });

  app.post<{ Params: { id: string } }>('/orders/:id/resend-confirmation', async (req, reply) => {
    const customer = buyer(d, req);
    resendConfirmation(d, req.tenant.key, customer.id, orderId(req.params.id));
    return reply.code(204).send();
  });

  // The organiser: bank transfers are confirmed (or cancelled) by hand.
  app.get('/admin/orders', async (req) => {
    requireOrganiser(d, req);
    return organiserOrders(d, req.tenant.key, req.locale, strQuery(req.query, 'status', ORDER_STATUSES) ?? null);
  });
  app.post<{ Params: { id: string } }>('/admin/orders/:id/confirm', async (req) => {
    requireOrganiser(d, req);
    return toOrder(d, req.locale, confirmTransfer(d, req.tenant.key, tenantOrder(d, req.tenant.key, orderId(req.params.id)).id));
  });
  app.post<{ Params: { id: string } }>('/admin/orders/:id/cancel', async (req) => {
    requireOrganiser(d, req);
    return toOrder(d, req.locale, cancelTenantOrder(d, req.tenant.key, orderId(req.params.id)));
  });

  // A ticket the organisers gave (by hand or by invitation) can be withdrawn: its badge is revoked.
  app.post<{ Params: { id: string } }>('/admin/customers/:id/ticket/withdraw', async (req, reply) => {
    requireOrganiser(d, req);
    const customer = orderId(req.params.id);
    if (!d.sql('SELECT 1 FROM customers WHERE tenant = ? AND id = ?').get(req.tenant.key, customer)) throw notFound('Customer not found');
    withdrawTicket(d, req.tenant.key, customer);
    return reply.code(204).send();
  });

  // The webhook reads its body raw: the signature covers the exact bytes.
  void app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    raw.post('/payment/webhook', async (req) => {
      const body = typeof req.body === 'string' ? req.body : '';
      const signature = req.headers['stripe-signature'];
      if (!verifyWebhook(Array.isArray(signature) ? signature[0] : signature, body, d.webhookSecret, d.clock())) {
        throw new ApiError(400, { message: 'Invalid signature' });
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new ApiError(400, { message: 'Invalid payload' });
      }
      const event = paymentWebhookSchema.safeParse(json);
      if (!event.success) throw new ApiError(400, { message: 'Invalid payload' });
      const s = sessionRow(d, event.data.data.object.id);
      if (!s || s.tenant !== req.tenant.key) throw notFound('Checkout session not found');
      // The event only says "look again": the session itself is the truth (as Stripe advises).
      settleSession(d, s.id);
      return { received: true };
    });
  });
}
