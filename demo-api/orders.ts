/**
 * Buying a ticket, in one place (docs/product.md#scope, docs/product.md#routes, docs/product.md#validation "Purchase", §7 Orders and Payments): tickets,
 * payment types, orders and their state machine, and the demo payment provider that stands in
 * for Stripe (checkout sessions, charges, the signed webhook). Routes (routes/orders.ts,
 * routes/checkout.ts) only parse and call these.
 *
 * Order states: pending → paid | cancelled | failed; the three are final (ORDER_TRANSITIONS).
 * Every change goes through `transition`, inside one BEGIN IMMEDIATE transaction, so two requests
 * (double click, two tabs, the webhook and the return page at once) see each other's result; the
 * unique indexes of db.ts (one pending order per customer and ticket, one paid order per account,
 * one successful charge per session) hold even if a rule here were wrong.
 *
 * A paid order is the customer's ticket: → paid inserts the customer_tickets row that
 * registration and gated files check (participation.ts holdsTicket).
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type CheckoutSession, type Entitlement, type CustomerIndexInfo, type Order, type OrderStatus, type PaymentType, type PurchaseErrorKey, type Ticket } from '../lib/api/schemas';
import type { Locale, Tenant } from '../lib/tenants/schema';
import { bearerToken, requireCustomer, type CustomerRow } from './auth';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { badgeCode, reissueBadge } from './badges';
import { parseRights, ticketRights } from './entitlements';
import { ApiError, notFound } from './errors';
import { LIMITS, take } from './limits';
import { eventFacts, eventName, mailAccount, portalLink, portalOrigin, recipient, type Recipient } from './mail';
import { icsAttachment, qrAttachment, rightsList, snippet, type MailAttachment } from './mail-templates';
import { INTL_LOCALE } from './seed/i18n';

// ---------------------------------------------------------------------------------------------
// The state machine
// ---------------------------------------------------------------------------------------------

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled', 'failed'],
  // An upgrade: the fuller ticket bought on top of this one replaces it (upgradeOf).
  paid: ['replaced'],
  cancelled: [],
  failed: [],
  replaced: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** A refusal with a purchase key (PURCHASE_ERROR_KEYS) or a validation key. */
export function refusePurchase(status: number, field: string, key: PurchaseErrorKey | 'validation.in' | 'validation.url' | 'validation.required', extra: Record<string, unknown> = {}): ApiError {
  return new ApiError(status, { message: key, errors: { [field]: [key] }, ...extra } as ApiError['body']);
}

/** The signed-in buyer; no token at all is a 401 purchase.login_required, a bad one the usual 403. */
export function buyer(d: Deps, req: FastifyRequest): CustomerRow {
  if (!bearerToken(req)) throw refusePurchase(401, 'customer', 'purchase.login_required');
  return requireCustomer(d, req);
}

export interface OrderRow {
  id: number;
  tenant: string;
  reference: string;
  customer_id: number;
  ticket_id: number;
  payment_type_id: number | null;
  status: OrderStatus;
  amount_cents: number;
  vat_cents: number;
  vat_rate: number;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

const nowIso = (d: Deps) => new Date(d.clock()).toISOString();

function immediate<T>(d: Deps, fn: () => T): T {
  return d.db.transaction(fn).immediate();
}

const orderRow = (d: Deps, id: number) => d.sql('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;

/** The order that holds the customer's ticket on this tenant, if a purchase gave it, and its ticket type. */
function ticketHolder(d: Deps, tenant: string, customerId: number): { held: boolean; orderId: number | null; ticketId: number | null; rowId: number | null } {
  const row = d.sql('SELECT id, order_id, ticket_id FROM customer_tickets WHERE tenant = ? AND customer_id = ? ORDER BY id LIMIT 1').get(tenant, customerId) as
    | { id: number; order_id: number | null; ticket_id: number | null }
    | undefined;
  return { held: !!row, orderId: row?.order_id ?? null, ticketId: row?.ticket_id ?? null, rowId: row?.id ?? null };
}

/**
 * The one upgrade rule: ticket type `to` replaces the held type `from` when it costs more and
 * grants every right `from` grants (the free online ticket → the full one). A ticket given
 * without a type grants everything, so nothing upgrades it.
 *
 *   upgrades({ price 0, rights streams,files }, { price 120, rights all }) → true
 *   upgrades({ price 120, rights all }, { price 0, rights streams,files }) → false
 */
function upgrades(d: Deps, fromTicketId: number | null, toTicketId: number): boolean {
  if (fromTicketId === null || fromTicketId === toTicketId) return false;
  const row = (id: number) => d.sql('SELECT price_cents, rights FROM tickets WHERE id = ?').get(id) as { price_cents: number; rights: string } | undefined;
  const from = row(fromTicketId);
  const to = row(toTicketId);
  if (!from || !to || to.price_cents <= from.price_cents) return false;
  const granted = parseRights(to.rights);
  return parseRights(from.rights).every((r) => granted.includes(r));
}

/** Whether buying `ticketId` is an upgrade of the ticket the customer holds on this tenant. */
export function upgradeOf(d: Deps, tenant: string, customerId: number, ticketId: number): boolean {
  const holder = ticketHolder(d, tenant, customerId);
  return holder.held && upgrades(d, holder.ticketId, ticketId);
}

/**
 * Moves an order to `to`. The same state again is a no-op (false): confirming twice, a webhook
 * delivered twice. Any other change the machine does not allow is a 409 purchase.invalid_transition.
 * → paid grants the ticket and closes the customer's other pending orders (an account holds one
 * ticket: a second open checkout must not be payable any more); → cancelled / failed expire the
 * order's checkout session, so it cannot be paid afterwards.
 */
export function transition(d: Deps, orderId: number, to: OrderStatus): boolean {
  return immediate(d, () => {
    const o = orderRow(d, orderId);
    if (!o) throw notFound('Order not found');
    if (o.status === to) return false;
    if (!canTransition(o.status, to)) throw refusePurchase(409, 'status', 'purchase.invalid_transition', { status: o.status });
    const at = nowIso(d);
    if (to === 'paid') {
      const holder = ticketHolder(d, o.tenant, o.customer_id);
      if (holder.held && !upgrades(d, holder.ticketId, o.ticket_id)) throw refusePurchase(409, 'ticketId', 'purchase.already_bought', { orderId: holder.orderId });
      if (holder.held) {
        // An upgrade: the held ticket's order (if one) is replaced, and the account keeps ONE
        // ticket row, now the fuller one (the free one is not a second ticket).
        if (holder.orderId !== null) transition(d, holder.orderId, 'replaced');
        d.sql("UPDATE orders SET status = 'paid', paid_at = ?, updated_at = ? WHERE id = ?").run(at, at, o.id);
        d.sql('UPDATE customer_tickets SET order_id = ?, ticket_id = ?, invitation_code = NULL, created_at = ? WHERE id = ?').run(o.id, o.ticket_id, at, holder.rowId);
      } else {
        d.sql("UPDATE orders SET status = 'paid', paid_at = ?, updated_at = ? WHERE id = ?").run(at, at, o.id);
        d.sql('INSERT INTO customer_tickets (tenant, customer_id, created_at, order_id, ticket_id) VALUES (?, ?, ?, ?, ?)').run(o.tenant, o.customer_id, at, o.id, o.ticket_id);
      }
      const others = d.sql("SELECT id FROM orders WHERE customer_id = ? AND status = 'pending' AND id <> ?").all(o.customer_id, o.id) as { id: number }[];
      for (const other of others) transition(d, other.id, 'cancelled');
      // The buyer hears of it once, in this transaction: a transfer's arrival, or the order confirmed.
      tellOrder(d, orderRow(d, o.id)!, paymentKind(d, o) === 'transfer' ? 'paymentReceived' : 'orderConfirmed', `order:${o.reference}:paid`);
    } else {
      d.sql('UPDATE orders SET status = ?, updated_at = ? WHERE id = ?').run(to, at, o.id);
      d.sql("UPDATE checkout_sessions SET status = 'expired', outcome = COALESCE(outcome, 'cancelled') WHERE order_id = ? AND status = 'open'").run(o.id);
      // A cancelled transfer was announced to the buyer (its instructions): say it is over. An
      // unpaid card checkout that closes was never announced, so it sends nothing.
      if (to === 'cancelled' && paymentKind(d, o) === 'transfer') tellOrder(d, orderRow(d, o.id)!, 'orderCancelled', `order:${o.reference}:cancelled`);
    }
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// The buyer's emails (texts: mail-templates.ts)
// ---------------------------------------------------------------------------------------------

const paymentKind = (d: Deps, o: OrderRow): 'card' | 'transfer' | null =>
  o.payment_type_id === null ? null : ((d.sql('SELECT kind FROM payment_types WHERE id = ?').get(o.payment_type_id) as { kind: 'card' | 'transfer' } | undefined)?.kind ?? null);

/** Days a bank transfer is expected in (the instructions say the date; after it the organisers may cancel the order). */
export const TRANSFER_DAYS = 7;

export type OrderMail = 'orderConfirmed' | 'paymentReceived' | 'orderCancelled' | 'transferInstructions';

/**
 * One email about an order to its buyer, in the buyer's language: the ticket and what it
 * includes (with the accreditation QR when the ticket grants it) for a paid order, how to pay a
 * transfer, or its cancellation. `eventKey` null: a copy asked for again (resendConfirmation).
 */
export function tellOrder(d: Deps, o: OrderRow, kind: OrderMail, eventKey: string | null): number | null {
  const r = recipient(d, o.tenant, o.customer_id);
  const t = ticketRows(d, o.tenant, r.locale, o.ticket_id)[0];
  const money = (cents: number) => new Intl.NumberFormat(INTL_LOCALE[r.locale], { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const vars: Record<string, string> = { ticket: t?.name ?? '', reference: o.reference, amount: money(o.amount_cents) };
  const extra: { attachments?: ReturnType<typeof qrAttachment>[]; links?: string[]; eventKey?: string } = eventKey ? { eventKey } : {};
  let path = '/usuario#mis-entradas';
  if (kind === 'orderConfirmed' || kind === 'paymentReceived') {
    const parts = ticketMailParts(d, r, o.customer_id, ticketRights(d, o.tenant, t?.rights ?? ''));
    Object.assign(vars, parts.vars);
    extra.attachments = parts.attachments;
    extra.links = parts.links;
  } else if (kind === 'transferInstructions') {
    const p = paymentTypeRows(d, o.tenant, r.locale, o.payment_type_id ?? -1)[0];
    const iban = (d.sql('SELECT iban FROM payment_types WHERE id = ?').get(o.payment_type_id ?? -1) as { iban: string | null } | undefined)?.iban ?? '';
    const deadline = new Date(Date.parse(o.created_at) + TRANSFER_DAYS * 24 * 60 * 60 * 1000);
    vars.iban = iban;
    vars.instructions = p?.instructions ?? '';
    vars.deadline = new Intl.DateTimeFormat(INTL_LOCALE[r.locale], { dateStyle: 'long', timeZone: r.tenant.timeZone }).format(deadline);
  } else {
    path = '/proceso-de-compra';
  }
  return mailAccount(d, r, kind, path, vars, extra);
}

/**
 * What an email that gives a ticket carries (an order paid, an invitation redeemed), in the
 * recipient's language: the event's days and venues with its .ics (evento.ics), what the ticket
 * includes, and where it grants `accreditation` the badge's code, its QR as a PNG and a link to
 * the badge in the private area.
 */
export function ticketMailParts(d: Deps, r: Recipient, customerId: number, rights: readonly Entitlement[]): { vars: Record<string, string>; attachments: MailAttachment[]; links: string[] } {
  const vars: Record<string, string> = { rights: rightsList(r.locale, rights), qr: '', facts: '' };
  const attachments: MailAttachment[] = [];
  const links: string[] = [];
  if (rights.includes('accreditation')) {
    const code = badgeCode(d, r.tenant.key, customerId);
    const qrLink = portalLink(r.origin, r.locale, '/usuario#acreditacion');
    vars.qr = snippet('qr', r.locale, { code, qrLink });
    attachments.push(qrAttachment(code));
    links.push(qrLink);
  }
  const facts = eventFacts(d, r.tenant, r.locale);
  if (facts) {
    vars.facts = snippet('when', r.locale, { when: facts.when }) + (facts.where ? snippet('where', r.locale, { room: facts.where }) : '') + snippet('eventIcs', r.locale);
    attachments.push(
      icsAttachment(
        'evento.ics',
        { uid: `event.${r.tenant.key}@ekitaldi`, start: facts.startsAt, end: facts.endsAt, summary: eventName(d, r.tenant, r.locale), location: facts.where || undefined, url: portalLink(r.origin, r.locale, '/') },
        { stamp: new Date(d.clock()) },
      ),
    );
  }
  return { vars, attachments, links };
}

/** Confirmation emails asked for again per customer (limits.ts orderResend). */
export const RESEND_MAX = LIMITS.orderResend.max;

/**
 * POST /orders/{id}/resend-confirmation: the order's confirmation again, to the buyer's current
 * address. Only a paid order has one (409 purchase.not_paid); at most RESEND_MAX an hour per
 * customer (429 purchase.resend_limit, with `retryAfter` seconds and Retry-After).
 */
export function resendConfirmation(d: Deps, tenant: string, customerId: number, orderId: number): void {
  immediate(d, () => {
    const o = customerOrder(d, tenant, customerId, orderId);
    if (o.status !== 'paid') throw refusePurchase(409, 'status', 'purchase.not_paid', { status: o.status });
    take(d, 'orderResend', `${tenant}|${customerId}`);
    tellOrder(d, o, 'orderConfirmed', null);
  });
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

const euros = (cents: number) => Math.round(cents) / 100;
/** The VAT part of a price that includes it, in cents. */
export const vatOf = (cents: number, rate: number) => cents - Math.round(cents / (1 + rate / 100));

interface TicketRow {
  id: number;
  price_cents: number;
  vat_rate: number;
  rights: string;
  name: string;
  description: string;
  conditions: string;
}

/** The tenant's ticket types (or the one `id`); `onSale`: only those it sells (not a pass given by hand). */
function ticketRows(d: Deps, tenant: string, locale: Locale, id?: number, { onSale = false } = {}): TicketRow[] {
  return d
    .sql(
      `SELECT t.id, t.price_cents, t.vat_rate, t.rights, ${tcol('ti', 'name')}, ${tcol('ti', 'description')}, ${tcol('ti', 'conditions')}
       FROM tickets t ${tjoin('ticket_i18n', 'ticket_id', 't.id', 'ti')}
       WHERE t.tenant = @tenant AND (@id IS NULL OR t.id = @id) AND (@onSale = 0 OR t.on_sale = 1) ORDER BY t.position`,
    )
    .all({ tenant, locale, id: id ?? null, onSale: onSale ? 1 : 0 }) as TicketRow[];
}

function toTicket(d: Deps, tenant: string, r: TicketRow): Ticket {
  const vat = vatOf(r.price_cents, r.vat_rate);
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    rights: ticketRights(d, tenant, r.rights),
    conditions: r.conditions,
    free: r.price_cents === 0,
    price: euros(r.price_cents),
    priceWithoutVat: euros(r.price_cents - vat),
    vat: euros(vat),
    vatRate: r.vat_rate,
    currency: 'EUR',
  };
}

/**
 * GET /conferences/tickets: the types the tenant sells (a pass given by hand is not listed). With a customer: `upgradesTicketId` says which types replace the
 * ticket the customer holds (upgrades), null on the others.
 */
export function listTickets(d: Deps, tenant: string, locale: Locale, customerId?: number): Ticket[] {
  const tickets = ticketRows(d, tenant, locale, undefined, { onSale: true }).map((r) => toTicket(d, tenant, r));
  if (customerId === undefined) return tickets;
  const holder = ticketHolder(d, tenant, customerId);
  return tickets.map((t) => ({ ...t, upgradesTicketId: holder.held && upgrades(d, holder.ticketId, t.id) ? holder.ticketId : null }));
}

interface PaymentTypeRow {
  id: number;
  kind: 'card' | 'transfer';
  name: string;
  description: string;
  instructions: string | null;
}

function paymentTypeRows(d: Deps, tenant: string, locale: Locale, id?: number): PaymentTypeRow[] {
  return d
    .sql(
      `SELECT p.id, p.kind, ${tcol('pi', 'name')}, ${tcol('pi', 'description')}, ${tcol('pi', 'instructions')}
       FROM payment_types p ${tjoin('payment_type_i18n', 'payment_type_id', 'p.id', 'pi')}
       WHERE p.tenant = @tenant AND (@id IS NULL OR p.id = @id) ORDER BY p.position`,
    )
    .all({ tenant, locale, id: id ?? null }) as PaymentTypeRow[];
}

/** GET /payment-types */
export const listPaymentTypes = (d: Deps, tenant: string, locale: Locale): PaymentType[] =>
  paymentTypeRows(d, tenant, locale).map((p) => ({ ...p, instructions: p.kind === 'transfer' ? p.instructions : null }));

/** An order as the API answers it, in `locale`. */
export function toOrder(d: Deps, locale: Locale, o: OrderRow): Order {
  const ticket = ticketRows(d, o.tenant, locale, o.ticket_id)[0];
  const payment = o.payment_type_id === null ? undefined : paymentTypeRows(d, o.tenant, locale, o.payment_type_id)[0];
  return {
    id: o.id,
    reference: o.reference,
    status: o.status,
    ticket: { id: o.ticket_id, name: ticket?.name ?? '' },
    amount: euros(o.amount_cents),
    amountWithoutVat: euros(o.amount_cents - o.vat_cents),
    vat: euros(o.vat_cents),
    vatRate: o.vat_rate,
    currency: 'EUR',
    free: o.amount_cents === 0,
    paymentType: payment ? { id: payment.id, kind: payment.kind, name: payment.name } : null,
    instructions: payment?.kind === 'transfer' && o.status === 'pending' ? payment.instructions : null,
    createdAt: o.created_at,
    paidAt: o.paid_at,
    receiptAvailable: o.status === 'paid',
  };
}

/** One order of this customer on this tenant; anyone else's (or none) is a 404, never a 403. */
export function customerOrder(d: Deps, tenant: string, customerId: number, id: number): OrderRow {
  const o = orderRow(d, id);
  if (!o || o.tenant !== tenant || o.customer_id !== customerId) throw notFound('Order not found');
  return o;
}

type HeldTicket = NonNullable<CustomerIndexInfo['ticket']>;

/**
 * The ticket the customer holds on this tenant and how it came (customer-index-info `ticket`):
 * a paid order, an invitation code (no order), or the organiser (neither). One per account.
 */
export function heldTicket(d: Deps, tenant: string, locale: Locale, customerId: number): HeldTicket | null {
  const row = d
    .sql('SELECT order_id, ticket_id, invitation_code, created_at FROM customer_tickets WHERE tenant = ? AND customer_id = ? ORDER BY id LIMIT 1')
    .get(tenant, customerId) as { order_id: number | null; ticket_id: number | null; invitation_code: string | null; created_at: string } | undefined;
  if (!row) return null;
  const type = row.ticket_id === null ? undefined : ticketRows(d, tenant, locale, row.ticket_id)[0];
  return {
    id: type?.id ?? null,
    name: type?.name ?? null,
    source: row.order_id !== null ? 'order' : row.invitation_code !== null ? 'invitation' : 'organiser',
    orderId: row.order_id,
    grantedAt: row.created_at,
    rights: ticketRights(d, tenant, type ? type.rights : null),
  };
}

/** GET /orders/customer: newest first. */
export function customerOrders(d: Deps, tenant: string, locale: Locale, customerId: number): Order[] {
  const rows = d.sql('SELECT * FROM orders WHERE tenant = ? AND customer_id = ? ORDER BY created_at DESC, id DESC').all(tenant, customerId) as OrderRow[];
  return rows.map((o) => toOrder(d, locale, o));
}

/** GET /admin/orders: the tenant's orders (in one status when given), newest first, with the buyer's email. */
export function organiserOrders(d: Deps, tenant: string, locale: Locale, status: OrderStatus | null): (Order & { customer: { id: number; email: string } })[] {
  const rows = d
    .sql(
      `SELECT o.*, c.email FROM orders o JOIN customers c ON c.id = o.customer_id
       WHERE o.tenant = ? AND (? IS NULL OR o.status = ?) ORDER BY o.created_at DESC, o.id DESC`,
    )
    .all(tenant, status, status) as (OrderRow & { email: string })[];
  return rows.map((o) => ({ ...toOrder(d, locale, o), customer: { id: o.customer_id, email: o.email } }));
}

/** One order of the tenant (for the organiser); none is a 404. */
export function tenantOrder(d: Deps, tenant: string, id: number): OrderRow {
  const o = orderRow(d, id);
  if (!o || o.tenant !== tenant) throw notFound('Order not found');
  return o;
}

/**
 * The organiser withdraws a ticket given without a purchase (by hand, or by an invitation code):
 * the account no longer holds it and its badge is reissued, so the badge it carries is revoked at
 * every door (doors learn it at their next sync). A purchased ticket is final here (its order is
 * paid: a refund is the payment provider's business): 409 purchase.invalid_transition. No ticket: 404.
 */
export function withdrawTicket(d: Deps, tenant: string, customerId: number) {
  immediate(d, () => {
    const holder = ticketHolder(d, tenant, customerId);
    if (!holder.held) throw notFound('Ticket not found');
    if (holder.orderId !== null) throw refusePurchase(409, 'status', 'purchase.invalid_transition', { status: 'paid' });
    d.sql('DELETE FROM customer_tickets WHERE id = ?').run(holder.rowId);
    reissueBadge(d, tenant, customerId, 'ticket_cancelled');
  });
}

/** The organiser cancels a pending order: the order after. */
export function cancelTenantOrder(d: Deps, tenant: string, id: number): OrderRow {
  const o = tenantOrder(d, tenant, id);
  cancelOrder(d, o.id);
  return orderRow(d, o.id)!;
}

// ---------------------------------------------------------------------------------------------
// Buying
// ---------------------------------------------------------------------------------------------

function reference(tenant: string): string {
  return `${tenant.slice(0, 6).toUpperCase()}-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
}

function insertOrder(d: Deps, tenant: string, customerId: number, t: TicketRow, paymentTypeId: number | null, idempotencyKey: string | null): OrderRow {
  const at = nowIso(d);
  const id = Number(
    d
      .sql(
        `INSERT INTO orders (tenant, reference, customer_id, ticket_id, payment_type_id, status, amount_cents, vat_cents, vat_rate, idempotency_key, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?)`,
      )
      .run(tenant, reference(tenant), customerId, t.id, paymentTypeId, t.price_cents, vatOf(t.price_cents, t.vat_rate), t.vat_rate, idempotencyKey, at, at).lastInsertRowid,
  );
  return orderRow(d, id)!;
}

function requireConditions(accepted: boolean | undefined) {
  if (accepted !== true) throw refusePurchase(422, 'conditionsAccepted', 'purchase.conditions_required');
}

function ticketFor(d: Deps, tenant: string, locale: Locale, ticketId: number): TicketRow {
  const t = ticketRows(d, tenant, locale, ticketId, { onSale: true })[0];
  if (!t) throw refusePurchase(422, 'ticketId', 'validation.in');
  return t;
}

/**
 * Refuses a purchase by someone who already holds a ticket (unless `ticketId` upgrades it), or
 * whose bank transfer is awaited.
 */
function requireNoTicket(d: Deps, tenant: string, customerId: number, ticketId: number, allowPendingTransferOf?: { ticketId: number; paymentTypeId: number }): OrderRow | null {
  const holder = ticketHolder(d, tenant, customerId);
  if (holder.held && !upgrades(d, holder.ticketId, ticketId)) throw refusePurchase(409, 'ticketId', 'purchase.already_bought', { orderId: holder.orderId });
  const transfer = d
    .sql(
      `SELECT o.* FROM orders o JOIN payment_types p ON p.id = o.payment_type_id
       WHERE o.tenant = ? AND o.customer_id = ? AND o.status = 'pending' AND p.kind = 'transfer'`,
    )
    .get(tenant, customerId) as OrderRow | undefined;
  if (!transfer) return null;
  if (allowPendingTransferOf && transfer.ticket_id === allowPendingTransferOf.ticketId && transfer.payment_type_id === allowPendingTransferOf.paymentTypeId) return transfer;
  throw refusePurchase(409, 'ticketId', 'purchase.pending', { orderId: transfer.id });
}

/**
 * A card payment made but not settled yet (its webhook still on the way) settles before a new
 * purchase is considered: it may already be this customer's ticket.
 */
function settleUnsettled(d: Deps, tenant: string, customerId: number) {
  const unsettled = d
    .sql(
      `SELECT s.id FROM checkout_sessions s JOIN orders o ON o.id = s.order_id
       WHERE o.tenant = ? AND o.customer_id = ? AND o.status = 'pending' AND s.status <> 'open'`,
    )
    .all(tenant, customerId) as { id: string }[];
  for (const u of unsettled) settleSession(d, u.id);
}

/**
 * POST /orders {ticketId, conditionsAccepted} (free ticket): a paid order at once, 201. With an
 * Idempotency-Key the customer already used, the order that key made answers again (200).
 */
export function createFreeOrder(
  d: Deps,
  tenant: Tenant,
  customer: CustomerRow,
  body: { ticketId: number; conditionsAccepted?: boolean },
  idempotencyKey: string | null,
): { order: OrderRow; created: boolean } {
  return immediate(d, () => {
    if (idempotencyKey) {
      const earlier = d.sql('SELECT * FROM orders WHERE customer_id = ? AND idempotency_key = ?').get(customer.id, idempotencyKey) as OrderRow | undefined;
      if (earlier) return { order: earlier, created: false };
    }
    requireConditions(body.conditionsAccepted);
    const t = ticketFor(d, tenant.key, 'es', body.ticketId);
    if (t.price_cents > 0) throw refusePurchase(422, 'ticketId', 'purchase.payment_required');
    settleUnsettled(d, tenant.key, customer.id);
    requireNoTicket(d, tenant.key, customer.id, t.id);
    const o = insertOrder(d, tenant.key, customer.id, t, null, idempotencyKey);
    transition(d, o.id, 'paid');
    return { order: orderRow(d, o.id)!, created: true };
  });
}

/** Stripe's default: a checkout session can be paid for 24 hours. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

interface SessionRow {
  id: string;
  tenant: string;
  order_id: number;
  status: 'open' | 'complete' | 'expired';
  outcome: 'paid' | 'declined' | 'cancelled' | 'expired' | null;
  amount_cents: number;
  locale: Locale;
  success_url: string;
  cancel_url: string;
  created_at: number;
  expires_at: number;
}

export const sessionRow = (d: Deps, id: string) => d.sql('SELECT * FROM checkout_sessions WHERE id = ?').get(id) as SessionRow | undefined;

/** The name of a session's ticket in its language (else Spanish), for the provider's page. */
export function sessionTicketName(d: Deps, s: SessionRow): string {
  const row = d
    .sql(
      `SELECT COALESCE(ti.name, ti_es.name) AS name FROM orders o
       LEFT JOIN ticket_i18n ti ON ti.ticket_id = o.ticket_id AND ti.locale = ?
       LEFT JOIN ticket_i18n ti_es ON ti_es.ticket_id = o.ticket_id AND ti_es.locale = 'es' WHERE o.id = ?`,
    )
    .get(s.locale, s.order_id) as { name: string };
  return row.name;
}

/** The provider's dashboard: the charges made on a session. */
export const sessionCharges = (d: Deps, sessionId: string) =>
  d.sql('SELECT amount_cents AS amountCents, card_last4 AS last4, status, created_at AS createdAt FROM charges WHERE session_id = ? ORDER BY id').all(sessionId);

/**
 * A return URL given at checkout: on one of the tenant's hosts (any port, http/https), or a 422
 * validation.url — never an open redirect. Without one: the portal's /stripe/success|cancel/{id}
 * at the request's portal origin (or the tenant's baseUrl), in the request's language.
 */
export function returnUrl(tenant: Tenant, req: FastifyRequest | null, locale: Locale, field: 'successUrl' | 'cancelUrl', given: string | undefined): string {
  if (given === undefined || given === '') {
    return portalLink(portalOrigin(tenant, req), locale, `/stripe/${field === 'successUrl' ? 'success' : 'cancel'}/${SESSION_PLACEHOLDER}`);
  }
  let u: URL;
  try {
    u = new URL(given);
  } catch {
    throw refusePurchase(422, field, 'validation.url');
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password || !tenant.hosts.includes(u.hostname.toLowerCase())) {
    throw refusePurchase(422, field, 'validation.url');
  }
  // The placeholder is kept as typed (URL() would escape its braces).
  return given;
}

const withSession = (url: string, id: string) => url.split(SESSION_PLACEHOLDER).join(encodeURIComponent(id));

function sessionAnswer(d: Deps, locale: Locale, s: SessionRow): CheckoutSession {
  return {
    id: s.id,
    url: s.status === 'open' ? `${d.publicUrl}/__demo/checkout/${encodeURIComponent(s.id)}` : null,
    status: s.status,
    order: toOrder(d, locale, orderRow(d, s.order_id)!),
  };
}

export interface CheckoutRequest {
  ticketId: number;
  paymentTypeId: number;
  conditionsAccepted?: boolean;
  successUrl: string;
  cancelUrl: string;
}

/**
 * POST /payment/create-checkout-session. Card: one open session per customer and ticket, reused
 * (double click, reload, two tabs: the same session and order); an open session of another ticket
 * or payment type is cancelled first. Transfer: a pending order with the instructions (the same
 * one again on a repeat); id = the order's reference, no url.
 */
export function createCheckout(d: Deps, tenant: Tenant, locale: Locale, customer: CustomerRow, r: CheckoutRequest): CheckoutSession {
  return immediate(d, () => {
    requireConditions(r.conditionsAccepted);
    const t = ticketFor(d, tenant.key, locale, r.ticketId);
    const pt = paymentTypeRows(d, tenant.key, locale, r.paymentTypeId)[0];
    if (!pt) throw refusePurchase(422, 'paymentTypeId', 'validation.in');
    if (t.price_cents === 0) throw refusePurchase(422, 'ticketId', 'purchase.free_ticket');
    settleUnsettled(d, tenant.key, customer.id);
    const transfer = requireNoTicket(d, tenant.key, customer.id, t.id, { ticketId: t.id, paymentTypeId: pt.id });
    if (transfer) return { id: transfer.reference, url: null, status: 'open', order: toOrder(d, locale, transfer) };

    const now = d.clock();
    const open = d
      .sql(
        `SELECT s.*, o.ticket_id, o.payment_type_id FROM checkout_sessions s JOIN orders o ON o.id = s.order_id
         WHERE o.tenant = ? AND o.customer_id = ? AND o.status = 'pending' AND s.status = 'open'`,
      )
      .all(tenant.key, customer.id) as (SessionRow & { ticket_id: number; payment_type_id: number })[];
    for (const s of open) {
      if (s.ticket_id === t.id && s.payment_type_id === pt.id && s.expires_at > now) {
        // The same purchase again: the same session, returning where this request says.
        d.sql('UPDATE checkout_sessions SET success_url = ?, cancel_url = ?, locale = ? WHERE id = ?').run(r.successUrl, r.cancelUrl, locale, s.id);
        return sessionAnswer(d, locale, sessionRow(d, s.id)!);
      }
      d.sql("UPDATE checkout_sessions SET status = 'expired', outcome = ? WHERE id = ?").run(s.expires_at > now ? 'cancelled' : 'expired', s.id);
      transition(d, s.order_id, 'cancelled');
    }

    const o = insertOrder(d, tenant.key, customer.id, t, pt.id, null);
    if (pt.kind === 'transfer') {
      // How to pay, by email too (once: a repeat of this purchase answers the same order above).
      tellOrder(d, o, 'transferInstructions', `order:${o.reference}:instructions`);
      return { id: o.reference, url: null, status: 'open', order: toOrder(d, locale, o) };
    }
    const id = `cs_demo_${crypto.randomBytes(18).toString('base64url')}`;
    d.sql(
      `INSERT INTO checkout_sessions (id, tenant, order_id, status, outcome, amount_cents, locale, success_url, cancel_url, created_at, expires_at)
       VALUES (?, ?, ?, 'open', NULL, ?, ?, ?, ?, ?, ?)`,
    ).run(id, tenant.key, o.id, o.amount_cents, locale, r.successUrl, r.cancelUrl, now, now + SESSION_TTL_MS);
    return sessionAnswer(d, locale, sessionRow(d, id)!);
  });
}

/**
 * Brings the order in line with what the provider says about its session (the webhook and the
 * return page both end here, in either order, any number of times):
 * paid → order paid (or, if the account got a ticket meanwhile, the charge is refunded and the
 * order cancelled); declined → failed; cancelled/expired → cancelled; open past its expiry → expired.
 */
export function settleSession(d: Deps, sessionId: string): { order: OrderRow; refunded: boolean } {
  return immediate(d, () => {
    const s = sessionRow(d, sessionId);
    if (!s) throw notFound('Checkout session not found');
    if (s.status === 'open' && s.expires_at <= d.clock()) {
      d.sql("UPDATE checkout_sessions SET status = 'expired', outcome = 'expired' WHERE id = ?").run(s.id);
      s.status = 'expired';
      s.outcome = 'expired';
    }
    const o = orderRow(d, s.order_id)!;
    let refunded = false;
    if (s.outcome === 'paid' && o.status !== 'paid') {
      const holder = ticketHolder(d, o.tenant, o.customer_id);
      if (o.status === 'pending' && (!holder.held || upgrades(d, holder.ticketId, o.ticket_id))) transition(d, o.id, 'paid');
      else {
        // Money came in for an order that can no longer be a ticket: give it back.
        d.sql("UPDATE charges SET status = 'refunded' WHERE session_id = ? AND status = 'succeeded'").run(s.id);
        if (o.status === 'pending') transition(d, o.id, 'cancelled');
        refunded = true;
      }
    } else if (s.outcome === 'declined' && o.status === 'pending') transition(d, o.id, 'failed');
    else if ((s.outcome === 'cancelled' || s.outcome === 'expired') && o.status === 'pending') transition(d, o.id, 'cancelled');
    refunded ||= !!d.sql("SELECT 1 FROM charges WHERE session_id = ? AND status = 'refunded'").get(s.id);
    return { order: orderRow(d, o.id)!, refunded };
  });
}

/**
 * POST /confirm-payment {sessionId}: the customer's order after settling its session. Paid → the
 * order (any number of times); declined → 402 purchase.declined; cancelled → 409
 * purchase.cancelled (also when a late payment for it was refunded); refunded because the account
 * already had a ticket → 409 purchase.already_bought; not paid yet → 409 purchase.not_paid. Another customer's session: 404.
 */
export function confirmPayment(d: Deps, tenant: Tenant, locale: Locale, customer: CustomerRow, sessionId: string): Order {
  const s = sessionRow(d, sessionId);
  const owner = s ? orderRow(d, s.order_id) : undefined;
  if (!s || s.tenant !== tenant.key || owner?.customer_id !== customer.id) throw notFound('Checkout session not found');
  const { order, refunded } = settleSession(d, sessionId);
  const extra = { orderId: order.id };
  if (order.status === 'paid') return toOrder(d, locale, order);
  const holder = ticketHolder(d, tenant.key, customer.id);
  if (refunded && holder.held) throw refusePurchase(409, 'ticketId', 'purchase.already_bought', { orderId: holder.orderId });
  if (order.status === 'failed') throw refusePurchase(402, 'payment', 'purchase.declined', extra);
  if (order.status === 'cancelled') throw refusePurchase(409, 'payment', 'purchase.cancelled', extra);
  throw refusePurchase(409, 'payment', 'purchase.not_paid', extra);
}

/** POST /orders/{id}/cancel (the customer) and /admin/orders/{id}/cancel: pending → cancelled. */
export function cancelOrder(d: Deps, orderId: number) {
  transition(d, orderId, 'cancelled');
}

/** POST /admin/orders/{id}/confirm (organiser): a bank-transfer order pending → paid; a card order is paid by its checkout only. */
export function confirmTransfer(d: Deps, tenant: string, orderId: number): OrderRow {
  return immediate(d, () => {
    const o = orderRow(d, orderId);
    if (!o || o.tenant !== tenant) throw notFound('Order not found');
    const kind = o.payment_type_id === null ? null : (d.sql('SELECT kind FROM payment_types WHERE id = ?').get(o.payment_type_id) as { kind: string }).kind;
    if (kind !== 'transfer') throw refusePurchase(409, 'status', 'purchase.invalid_transition', { status: o.status });
    transition(d, o.id, 'paid');
    return orderRow(d, o.id)!;
  });
}

// ---------------------------------------------------------------------------------------------
// The demo payment provider (Stripe's part): paying, declining or cancelling a checkout session
// ---------------------------------------------------------------------------------------------

/** Stripe's test cards: this one pays, … */
export const TEST_CARD_OK = '4242424242424242';
/** … this one is declined (generic_decline). */
export const TEST_CARD_DECLINED = '4000000000000002';

export type CheckoutAction = { action: 'pay'; card: string } | { action: 'cancel' };
export type CheckoutResult =
  | { kind: 'redirect'; to: string; event: (typeof WEBHOOK_EVENT)[keyof typeof WEBHOOK_EVENT] | null }
  | { kind: 'invalid_card' };

const WEBHOOK_EVENT = {
  paid: 'checkout.session.completed',
  declined: 'checkout.session.async_payment_failed',
  cancelled: 'checkout.session.expired',
  expired: 'checkout.session.expired',
} as const;

/**
 * What the checkout page's form does. Only an open session changes: a pay records ONE charge
 * (a double submit, the back button or a second tab find the session complete and just go back).
 * Returns where the buyer goes (success or cancel URL) and the webhook event to deliver.
 */
export function actOnCheckout(d: Deps, sessionId: string, a: CheckoutAction): CheckoutResult {
  return immediate(d, () => {
    const s = sessionRow(d, sessionId);
    if (!s) throw notFound('Checkout session not found');
    const back = (st: SessionRow) => withSession(st.outcome === 'paid' ? st.success_url : st.cancel_url, st.id);
    if (s.status === 'open' && s.expires_at <= d.clock()) {
      d.sql("UPDATE checkout_sessions SET status = 'expired', outcome = 'expired' WHERE id = ?").run(s.id);
      return { kind: 'redirect', to: withSession(s.cancel_url, s.id), event: WEBHOOK_EVENT.expired };
    }
    if (s.status !== 'open') return { kind: 'redirect', to: back(s), event: null };
    let outcome: 'paid' | 'declined' | 'cancelled';
    if (a.action === 'cancel') outcome = 'cancelled';
    else {
      const card = a.card.replace(/[\s-]/g, '');
      if (card !== TEST_CARD_OK && card !== TEST_CARD_DECLINED) return { kind: 'invalid_card' };
      outcome = card === TEST_CARD_OK ? 'paid' : 'declined';
      d.sql('INSERT INTO charges (session_id, tenant, amount_cents, card_last4, status, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        s.id,
        s.tenant,
        s.amount_cents,
        card.slice(-4),
        outcome === 'paid' ? 'succeeded' : 'declined',
        d.clock(),
      );
    }
    d.sql('UPDATE checkout_sessions SET status = ?, outcome = ? WHERE id = ?').run(outcome === 'paid' ? 'complete' : 'expired', outcome, s.id);
    return { kind: 'redirect', to: back({ ...s, outcome }), event: WEBHOOK_EVENT[outcome] };
  });
}

// ---------------------------------------------------------------------------------------------
// The webhook (Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>)
// ---------------------------------------------------------------------------------------------

/** A signature older (or newer) than this is refused, like Stripe's default tolerance. */
export const WEBHOOK_TOLERANCE_S = 300;

export function signWebhook(body: string, secret: string, unixSeconds: number): string {
  const v1 = crypto.createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** Whether a Stripe-Signature header is right for this raw body. */
export function verifyWebhook(header: string | undefined, body: string, secret: string, nowMs: number): boolean {
  if (!header) return false;
  const parts = new Map<string, string[]>();
  for (const piece of header.split(',')) {
    const [k, v] = piece.split('=', 2);
    if (k && v) parts.set(k.trim(), [...(parts.get(k.trim()) ?? []), v.trim()]);
  }
  const t = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(t) || Math.abs(nowMs / 1000 - t) > WEBHOOK_TOLERANCE_S) return false;
  const expected = Buffer.from(signWebhook(body, secret, t).split('v1=')[1]!, 'hex');
  return (parts.get('v1') ?? []).some((sig) => {
    const given = Buffer.from(sig, 'hex');
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}

export function webhookEvent(type: string, sessionId: string) {
  return { id: `evt_demo_${crypto.randomBytes(12).toString('hex')}`, type, data: { object: { id: sessionId } } };
}
