import { z } from 'zod';
import { entitlementSchema } from './entitlements';

// ---------------------------------------------------------------------------------------------
// Buying a ticket (docs/product.md#scope, docs/product.md#routes purchase process, §5 "Purchase", §7 Orders and Payments, §9 euros)
// ---------------------------------------------------------------------------------------------

/**
 * Money: every amount is in euros as the API gives it (a number with at most two decimals,
 * e.g. 120 or 99.17), VAT included in `price`/`amount`; the API counts in cents inside.
 */
const euros = z.number().nonnegative();

/** One ticket type the tenant sells. GET /conferences/tickets (public; [] where the tenant sells none). */
export const ticketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** short description shown with the name */
  description: z.string(),
  /**
   * what the ticket lets its holder do, checked by the API on every door (ENTITLEMENTS), and the
   * one source of every "what it includes" list (tickets page, purchase, redeem, emails, PDFs);
   * only rights the tenant offers (no networking where it runs none)
   */
  rights: z.array(entitlementSchema),
  /**
   * The held ticket this one replaces when bought (an upgrade: the account's cheaper ticket, whose
   * rights this one includes), or null. Only in GET /conferences/tickets with a bearer token.
   */
  upgradesTicketId: z.number().int().nullable().optional(),
  /** the sale conditions the buyer must accept (plain text, paragraphs split by blank lines) */
  conditions: z.string(),
  /** price === 0: no payment method, POST /orders instead of a checkout session */
  free: z.boolean(),
  /** euros, VAT included */
  price: euros,
  /** euros, price without VAT */
  priceWithoutVat: euros,
  /** euros, the VAT part of price */
  vat: euros,
  /** percent, e.g. 21 */
  vatRate: z.number().nonnegative(),
  currency: z.literal('EUR'),
});
export const ticketListSchema = z.array(ticketSchema);
export type Ticket = z.infer<typeof ticketSchema>;

export const PAYMENT_KINDS = ['card', 'transfer'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** GET /payment-types: the tenant's payment methods for paid tickets, in display order. */
export const paymentTypeSchema = z.object({
  id: z.number().int(),
  /** card: checkout page (Stripe); transfer: the order stays pending until the organiser confirms it */
  kind: z.enum(PAYMENT_KINDS),
  name: z.string(),
  description: z.string(),
  /** transfer: how to pay (account, reference = the order's `reference`); card: null */
  instructions: z.string().nullable(),
});
export const paymentTypeListSchema = z.array(paymentTypeSchema);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'failed', 'replaced'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An order of the signed-in customer (GET /orders/customer, /orders/{id}). States:
 * pending → paid | cancelled | failed; paid → replaced when the buyer upgrades (a fuller ticket
 * bought on top of a cheaper one replaces it); cancelled, failed and replaced are final. A paid
 * order is the customer's ticket (sessions that need one accept it). A free ticket's order is paid at once.
 */
export const orderSchema = z.object({
  id: z.number().int(),
  /** what the buyer quotes (bank transfer reference, receipt number) */
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  ticket: z.object({ id: z.number().int(), name: z.string() }),
  /** euros, VAT included (0 for a free ticket) */
  amount: euros,
  amountWithoutVat: euros,
  vat: euros,
  vatRate: z.number().nonnegative(),
  currency: z.literal('EUR'),
  free: z.boolean(),
  /** null for a free ticket */
  paymentType: z.object({ id: z.number().int(), kind: z.enum(PAYMENT_KINDS), name: z.string() }).nullable(),
  /** a pending bank transfer: how to pay; null otherwise */
  instructions: z.string().nullable(),
  createdAt: z.string(),
  /** when it became paid (free: at once; transfer: when the organiser confirmed it) */
  paidAt: z.string().nullable(),
  /** GET /orders/{id}/receipt answers a PDF (paid orders only) */
  receiptAvailable: z.boolean(),
});
export const orderListSchema = z.array(orderSchema);
export type Order = z.infer<typeof orderSchema>;

/**
 * Body of POST /payment/create-checkout-session (paid ticket). `successUrl` / `cancelUrl` are
 * where the checkout sends the buyer back; they must be on one of the tenant's hosts (any port)
 * and may hold `{CHECKOUT_SESSION_ID}` (as Stripe's), replaced by the session id. Without them
 * the API uses `<portal origin>[/<locale>]/stripe/success/{id}` and `/stripe/cancel/{id}`.
 */
export const checkoutSessionBodySchema = z.object({
  ticketId: z.number().int().positive(),
  paymentTypeId: z.number().int().positive(),
  /** docs/product.md#validation: the sale conditions accepted; anything but true → purchase.conditions_required */
  conditionsAccepted: z.boolean().optional(),
  successUrl: z.string().max(2000).optional(),
  cancelUrl: z.string().max(2000).optional(),
});
export type CheckoutSessionBody = z.infer<typeof checkoutSessionBodySchema>;

/**
 * Answer of POST /payment/create-checkout-session. Card: a Stripe-like session; send the buyer to
 * `url` (with a Stripe key: Stripe Checkout's own URL / `redirectToCheckout({sessionId: id})`;
 * the demo: its own checkout page). The same open session comes back for the same customer and
 * ticket until it is paid, declined, cancelled or expired. Bank transfer: `url` null, the order
 * is pending with `instructions` (show them on /ok).
 */
export const checkoutSessionSchema = z.object({
  id: z.string(),
  url: z.string().nullable(),
  status: z.enum(['open', 'complete', 'expired']),
  order: orderSchema,
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** Body of POST /confirm-payment (the return page /stripe/success/{id} or /stripe/cancel/{id}). */
export const confirmPaymentBodySchema = z.object({ sessionId: z.string().min(1).max(200) });

/** Body of POST /orders: a FREE ticket (a paid one → purchase.payment_required). */
export const freeOrderBodySchema = z.object({
  ticketId: z.number().int().positive(),
  conditionsAccepted: z.boolean().optional(),
});
export type FreeOrderBody = z.infer<typeof freeOrderBodySchema>;

/**
 * Error keys of the purchase endpoints; every refusal is `{ message, errors: { field: [key] } }`:
 *
 * | key | status | field | when |
 * |---|---|---|---|
 * | purchase.login_required | 401 | customer | no bearer token (a bad one is the usual 403) |
 * | purchase.conditions_required | 422 | conditionsAccepted | the sale conditions not accepted |
 * | purchase.already_bought | 409 | ticketId | the account already holds a ticket on this tenant (one per account) that the chosen one does not upgrade |
 * | purchase.pending | 409 | ticketId | a bank-transfer order awaits the organiser; no other order meanwhile |
 * | purchase.free_ticket | 422 | ticketId | a checkout session for a free ticket (use POST /orders) |
 * | purchase.payment_required | 422 | ticketId | POST /orders with a paid ticket |
 * | purchase.declined | 402 | payment | confirm-payment: the card was declined (order failed) |
 * | purchase.cancelled | 409 | payment | confirm-payment: the buyer cancelled, or the session expired (order cancelled) |
 * | purchase.not_paid | 409 | payment | confirm-payment before paying; a receipt of an unpaid order |
 * | purchase.invalid_transition | 409 | status | the order's state does not allow that change |
 * | purchase.failed | – | – | the portal's own key: no answer, 5xx, anything unexpected |
 *
 * Unknown ticket / payment type: 422 `validation.in` on ticketId / paymentTypeId; a return URL off
 * the tenant's hosts: 422 `validation.url` on successUrl / cancelUrl. Another customer's order or
 * session: 404 (never 403, which would end the portal's session).
 */
export const PURCHASE_ERROR_KEYS = [
  'purchase.login_required',
  'purchase.conditions_required',
  'purchase.already_bought',
  'purchase.pending',
  'purchase.free_ticket',
  'purchase.payment_required',
  'purchase.declined',
  'purchase.cancelled',
  'purchase.not_paid',
  'purchase.invalid_transition',
  'purchase.failed',
  /** "send it to me again" asked too often (429, with retryAfter seconds) */
  'purchase.resend_limit',
] as const;
export type PurchaseErrorKey = (typeof PURCHASE_ERROR_KEYS)[number];

export const purchaseErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).default({}),
  /** with purchase.already_bought / purchase.pending: the order that holds the ticket or awaits payment, if any */
  orderId: z.number().int().nullable().optional(),
});
export type PurchaseError = z.infer<typeof purchaseErrorSchema>;

/** The webhook's events (POST /payment/webhook, signed `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "t.body")>`). */
export const PAYMENT_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_failed', 'checkout.session.expired'] as const;
export const paymentWebhookSchema = z.object({
  id: z.string(),
  type: z.enum(PAYMENT_EVENTS),
  data: z.object({ object: z.object({ id: z.string() }) }),
});
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;
