import { describe, expect, it } from 'vitest';
import type { Order } from '@/lib/api/schemas';
import { PAID_ORDER } from '@/lib/testing/orders';
import { describeOrders } from './tickets';

const paid = PAID_ORDER;
const nb = (s: string | undefined) => s?.replace(/[\u00a0\u202f]/g, ' ');

describe('describeOrders', () => {
  it('formats price, VAT and dates the way each language writes them (dates in the event’s time zone)', () => {
    const [en] = describeOrders([paid], 'en-US', 'Europe/Madrid').items;
    expect([en!.price, en!.vat?.amount, en!.vat?.rate, en!.orderedOn, en!.paidOn]).toEqual(['€120.00', '€20.83', '21%', 'March 9, 2027', 'March 9, 2027']);
    const [es] = describeOrders([paid], 'es-ES', 'Europe/Madrid').items;
    expect([nb(es!.price), nb(es!.vat?.amount), nb(es!.vat?.rate), es!.orderedOn]).toEqual(['120,00 €', '20,83 €', '21 %', '9 de marzo de 2027']);
    const [free] = describeOrders([{ ...paid, free: true, amount: 0, vat: 0, paymentType: null }], 'fr-FR', 'Europe/Madrid').items;
    expect([free!.price, free!.vat, free!.payment]).toEqual(['', null, null]);
  });

  it('tells the held ticket and a bank transfer awaiting the organiser; instructions and receipts only where they apply', () => {
    const transfer: Order = { ...paid, id: 2, status: 'pending', paymentType: { id: 3, kind: 'transfer', name: 'Bank transfer' }, instructions: 'Pay to ES91', paidAt: null, receiptAvailable: false };
    const card: Order = { ...transfer, id: 3, paymentType: { id: 1, kind: 'card', name: 'Card' }, instructions: null };
    const s = describeOrders([transfer, card], 'en-US', 'Europe/Madrid');
    expect([s.held, s.awaiting?.id]).toEqual([null, 2]);
    expect(s.items.map((i) => [i.instructions, i.receipt, i.paidOn])).toEqual([
      ['Pay to ES91', false, null],
      [null, false, null],
    ]);
    // A pending card checkout is not a transfer: buying stays open.
    expect(describeOrders([card], 'en-US', 'Europe/Madrid').awaiting).toBeNull();
    const both = describeOrders([{ ...paid, id: 4 }, { ...transfer, status: 'cancelled', instructions: 'stale' }], 'en-US', 'Europe/Madrid');
    expect([both.held?.id, both.awaiting, both.items[1]!.instructions]).toEqual([4, null, null]);
  });

  it('shows a ticket given by an invitation or the organiser (no order) unless a paid order holds one', () => {
    const invited = { id: 2, name: 'Entrada completa', source: 'invitation' as const, orderId: null, grantedAt: '2027-03-01T09:00:00.000Z' };
    const s = describeOrders([], 'es-ES', 'Europe/Madrid', invited);
    expect([s.items, s.held, s.awaiting]).toEqual([[], null, null]);
    expect(s.given).toEqual({ ticket: 'Entrada completa', source: 'invitation', grantedAt: invited.grantedAt, grantedOn: '1 de marzo de 2027' });
    // Given without a ticket type: no name to show.
    expect(describeOrders([], 'en-US', 'Europe/Madrid', { ...invited, id: null, name: null, source: 'organiser' }).given).toMatchObject({ ticket: null, source: 'organiser', grantedOn: 'March 1, 2027' });
    // Held through an order: the order says it (with its price and receipt), nothing given.
    expect(describeOrders([paid], 'en-US', 'Europe/Madrid', { ...invited, source: 'order', orderId: 1 }).given).toBeNull();
    expect(describeOrders([paid], 'en-US', 'Europe/Madrid', invited).given).toBeNull();
    // Without the API's word (an older API, or index info not loaded): orders only.
    expect(describeOrders([], 'en-US', 'Europe/Madrid', undefined).given).toBeNull();
    expect(describeOrders([], 'en-US', 'Europe/Madrid', null).given).toBeNull();
  });
});
