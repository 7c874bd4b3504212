import type { ApiTransport } from './transport';
import { parseResponse } from './parse';
import {
  checkoutSessionSchema,
  orderSchema,
  paymentTypeListSchema,
  type CheckoutSession,
  type CheckoutSessionBody,
  type Order,
  type PaymentType,
} from './schemas';

/**
 * Payments (docs/product.md#calls): payment methods, the checkout session of a paid ticket and its
 * confirmation. Orders and free tickets are in ./orders. Client components call these through
 * `payments.*` of ./browser-calls.
 */

/** GET /payment-types — the tenant's payment methods (card, bank transfer), in display order. */
export async function getPaymentTypes(api: ApiTransport): Promise<PaymentType[]> {
  const { data } = await api.get<unknown>('/payment-types');
  return parseResponse(paymentTypeListSchema, data, 'GET /payment-types');
}

/**
 * POST /payment/create-checkout-session {ticketId, paymentTypeId, conditionsAccepted, successUrl?,
 * cancelUrl?}. Card: go to `session.url` (the same open session comes back on a repeat, so a
 * double click or a second tab never makes a second order). Transfer: `url` is null and
 * `session.order` is pending with its instructions.
 */
export async function createCheckoutSession(api: ApiTransport, body: CheckoutSessionBody): Promise<CheckoutSession> {
  const { data } = await api.post<unknown>('/payment/create-checkout-session', body);
  return parseResponse(checkoutSessionSchema, data, 'POST /payment/create-checkout-session');
}

/**
 * POST /confirm-payment {sessionId} — from /stripe/success/{id}: the order, paid (the ticket is
 * the customer's). Idempotent: a reload, the back button or a second tab answer the same order.
 * From /stripe/cancel/{id} it tells what happened: purchase.cancelled or purchase.declined.
 */
export async function confirmPayment(api: ApiTransport, sessionId: string): Promise<Order> {
  const { data } = await api.post<unknown>('/confirm-payment', { sessionId });
  return parseResponse(orderSchema, data, 'POST /confirm-payment');
}
