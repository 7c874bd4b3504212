import type { CustomerIndexInfo, Order, OrderStatus, PaymentKind } from '@/lib/api/schemas';
import { formatPrice, longDate } from '@/lib/i18n/format';

/**
 * "My tickets" (docs/product.md#calls Orders): the customer's orders as the private area shows them, formatted
 * for one language, and a ticket held without an order (an invitation, the organiser).
 * Status words and labels come from the `orders` catalogue namespace.
 */
export interface TicketOrderItem {
  id: number;
  reference: string;
  ticket: string;
  status: OrderStatus;
  free: boolean;
  /** the amount with VAT, in euros as the language writes money ('120,00 €'); '' when free */
  price: string;
  /** the VAT part and its rate as the API gives them ('20,83 €', '21 %'); null when free */
  vat: { amount: string; rate: string } | null;
  payment: { kind: PaymentKind; name: string } | null;
  orderedAt: string;
  orderedOn: string;
  paidAt: string | null;
  paidOn: string | null;
  /** a pending bank transfer: how to pay */
  instructions: string | null;
  receipt: boolean;
}

/** A ticket held without an order (customer-index-info `ticket`): no price, no receipt. */
export interface GivenTicket {
  /** the ticket type's name; null when it was given without one */
  ticket: string | null;
  source: 'invitation' | 'organiser';
  grantedAt: string;
  grantedOn: string;
}

export interface TicketSummary {
  items: TicketOrderItem[];
  /** a paid order: the customer holds the tenant's ticket */
  held: TicketOrderItem | null;
  /** no paid order, but the API says the customer holds a ticket given by an invitation or the organiser */
  given: GivenTicket | null;
  /** a bank transfer awaiting the organiser: buying again is refused meanwhile (purchase.pending) */
  awaiting: TicketOrderItem | null;
}

const percent = (rate: number, iso: string) => new Intl.NumberFormat(iso, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);

/**
 *   describeOrders([{ status: 'paid', amount: 120, vat: 20.83, vatRate: 21, … }], 'es-ES', 'Europe/Madrid')
 *     → { items: [{ price: '120,00 €', vat: { amount: '20,83 €', rate: '21 %' }, … }], held: …, awaiting: null, given: null }
 *   describeOrders([], 'es-ES', 'Europe/Madrid', { source: 'invitation', name: 'Entrada completa', grantedAt: '2026-03-01T09:00:00Z', … })
 *     → { items: [], held: null, awaiting: null, given: { ticket: 'Entrada completa', source: 'invitation', grantedOn: '1 de marzo de 2026', … } }
 */
export function describeOrders(orders: readonly Order[], iso: string, timeZone: string, ticket?: CustomerIndexInfo['ticket']): TicketSummary {
  const items = orders.map(
    (o): TicketOrderItem => ({
      id: o.id,
      reference: o.reference,
      ticket: o.ticket.name,
      status: o.status,
      free: o.free,
      price: o.free ? '' : formatPrice(o.amount, iso, o.currency),
      vat: o.free ? null : { amount: formatPrice(o.vat, iso, o.currency), rate: percent(o.vatRate, iso) },
      payment: o.paymentType ? { kind: o.paymentType.kind, name: o.paymentType.name } : null,
      orderedAt: o.createdAt,
      orderedOn: longDate(o.createdAt, iso, timeZone),
      paidAt: o.paidAt,
      paidOn: o.paidAt ? longDate(o.paidAt, iso, timeZone) : null,
      instructions: o.status === 'pending' ? o.instructions : null,
      receipt: o.status === 'paid' && o.receiptAvailable,
    }),
  );
  const held = items.find((i) => i.status === 'paid') ?? null;
  // A paid order says it all; a ticket from elsewhere has no order to show, only the API's word.
  const given: GivenTicket | null =
    !held && ticket && ticket.source !== 'order'
      ? { ticket: ticket.name, source: ticket.source, grantedAt: ticket.grantedAt, grantedOn: longDate(ticket.grantedAt, iso, timeZone) }
      : null;
  return {
    items,
    held,
    awaiting: given ? null : (items.find((i) => i.status === 'pending' && i.payment?.kind === 'transfer') ?? null),
    given,
  };
}
