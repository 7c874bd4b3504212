import type { Order, Ticket } from '@/lib/api/schemas';
import { formatPrice } from '@/lib/i18n/format';

/**
 * A ticket's or order's money as the page shows it (docs/product.md#limits: euros, formatted per language),
 * formatted once on the server and handed to the client leaf as text, so that the server's and
 * the browser's Intl data can never disagree during hydration:
 *
 *   priceTexts({ price: 120, priceWithoutVat: 99.17, vat: 20.83, vatRate: 21 }, 'es-ES')
 *     → { price: '120,00 €', base: '99,17 €', vat: '20,83 €', rate: '21 %' }
 */
export interface PriceTexts {
  price: string;
  base: string;
  vat: string;
  rate: string;
}

const percent = new Map<string, Intl.NumberFormat>();

export function formatRate(rate: number, iso: string): string {
  let f = percent.get(iso);
  if (!f) {
    f = new Intl.NumberFormat(iso, { style: 'percent', maximumFractionDigits: 2 });
    percent.set(iso, f);
  }
  return f.format(rate / 100);
}

export function priceTexts(t: Pick<Ticket, 'price' | 'priceWithoutVat' | 'vat' | 'vatRate'>, iso: string): PriceTexts {
  return { price: formatPrice(t.price, iso), base: formatPrice(t.priceWithoutVat, iso), vat: formatPrice(t.vat, iso), rate: formatRate(t.vatRate, iso) };
}

export function orderPriceTexts(o: Pick<Order, 'amount' | 'amountWithoutVat' | 'vat' | 'vatRate'>, iso: string): PriceTexts {
  return priceTexts({ price: o.amount, priceWithoutVat: o.amountWithoutVat, vat: o.vat, vatRate: o.vatRate }, iso);
}
