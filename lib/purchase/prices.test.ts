import { describe, expect, it } from 'vitest';
import { orderPriceTexts, priceTexts } from './prices';

const paid = { price: 120, priceWithoutVat: 99.17, vat: 20.83, vatRate: 21 };

describe('prices as shown', () => {
  it('are euros in the page language, VAT as the API gives it', () => {
    expect(priceTexts(paid, 'es-ES')).toEqual({ price: '120,00\u00a0€', base: '99,17\u00a0€', vat: '20,83\u00a0€', rate: '21\u00a0%' });
    expect(priceTexts(paid, 'en-GB')).toEqual({ price: '€120.00', base: '€99.17', vat: '€20.83', rate: '21%' });
    expect(priceTexts({ price: 0, priceWithoutVat: 0, vat: 0, vatRate: 21 }, 'pt-PT').price).toBe('0,00\u00a0€');
  });

  it('read an order the same way', () => {
    expect(orderPriceTexts({ amount: 120, amountWithoutVat: 99.17, vat: 20.83, vatRate: 21 }, 'fr-FR').price).toMatch(/^120,00\s€$/);
  });
});
