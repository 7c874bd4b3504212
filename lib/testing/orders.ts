import type { Order } from '@/lib/api/schemas';

/**
 * A paid card order as the API answers it (the demo's full ticket, 120 € with 21 % VAT), for
 * unit tests: each test overrides what it is about (id, names, dates), so the fixture reads as
 * the difference that matters.
 */
export const PAID_ORDER: Order = {
  id: 1,
  reference: 'DEMO-SEED-3',
  status: 'paid',
  ticket: { id: 2, name: 'Full ticket' },
  amount: 120,
  amountWithoutVat: 99.17,
  vat: 20.83,
  vatRate: 21,
  currency: 'EUR',
  free: false,
  paymentType: { id: 1, kind: 'card', name: 'Card' },
  instructions: null,
  createdAt: '2027-03-08T23:30:00.000Z',
  paidAt: '2027-03-09T08:00:00.000Z',
  receiptAvailable: true,
};
