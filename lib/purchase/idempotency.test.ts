// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPurchaseKey, purchaseKey } from './idempotency';

describe('purchase idempotency key', () => {
  beforeEach(() => sessionStorage.clear());

  it('is made once per tenant and ticket and survives a reload (sessionStorage)', () => {
    let n = 0;
    const make = () => `k${++n}`;
    expect(purchaseKey('digitalone', 1, make)).toBe('k1');
    expect(purchaseKey('digitalone', 1, make)).toBe('k1');
    expect(purchaseKey('digitalone', 2, make)).toBe('k2');
    expect(purchaseKey('demo', 1, make)).toBe('k3');
    expect(Object.values(sessionStorage)).toHaveLength(3);
  });

  it('is new after the order exists', () => {
    let n = 0;
    const make = () => `k${++n}`;
    purchaseKey('digitalone', 1, make);
    forgetPurchaseKey('digitalone', 1);
    expect(purchaseKey('digitalone', 1, make)).toBe('k2');
  });
});
