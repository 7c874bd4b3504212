import { describe, expect, it } from 'vitest';
import { canRetry, errorQuery, isTwice, orderIdOf, parseErrorQuery } from './outcome';

describe('ko page query', () => {
  it('round-trips a purchase key and its order', () => {
    expect(errorQuery('purchase.declined', 12)).toBe('reason=declined&order=12');
    expect(errorQuery('purchase.failed')).toBe('reason=failed');
    expect(parseErrorQuery({ reason: 'declined', order: '12' })).toEqual({ key: 'purchase.declined', orderId: 12 });
    expect(parseErrorQuery({ reason: ['cancelled', 'x'] })).toEqual({ key: 'purchase.cancelled', orderId: null });
  });

  it('reads anything else as the generic failure', () => {
    expect(parseErrorQuery({})).toEqual({ key: 'purchase.failed', orderId: null });
    expect(parseErrorQuery({ reason: '<script>', order: '0' })).toEqual({ key: 'purchase.failed', orderId: null });
    expect(orderIdOf('12a')).toBeNull();
    expect(orderIdOf('7')).toBe(7);
  });

  it('offers a retry only where the same choice can work again', () => {
    expect(canRetry('purchase.declined')).toBe(true);
    expect(canRetry('purchase.cancelled')).toBe(true);
    expect(canRetry('purchase.failed')).toBe(true);
    expect(canRetry('purchase.already_bought')).toBe(false);
    expect(canRetry('purchase.pending')).toBe(false);
    expect(isTwice('purchase.already_bought')).toBe(true);
    expect(isTwice('purchase.declined')).toBe(false);
  });
});
