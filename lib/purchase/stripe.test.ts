import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStripePublishableKey, goToCheckout, hasStripeKey, STRIPE_LOAD_TIMEOUT_MS } from './stripe';

describe('Stripe publishable key', () => {
  it('is read at run time, and absent means the demo checkout', () => {
    expect(getStripePublishableKey({})).toBeNull();
    expect(getStripePublishableKey({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: '' })).toBeNull();
    expect(getStripePublishableKey({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: ' pk_test_abc123 ' })).toBe('pk_test_abc123');
  });

  it('refuses a secret key (it would reach every browser)', () => {
    expect(() => getStripePublishableKey({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'sk_live_abc' })).toThrow(/publishable key/);
    // The CSP asks without throwing: a wrong key opens nothing.
    expect(hasStripeKey({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'sk_live_abc' })).toBe(false);
    expect(hasStripeKey({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toBe(true);
    expect(hasStripeKey({})).toBe(false);
  });
});

describe('going to the checkout', () => {
  afterEach(() => vi.useRealTimers());

  it('without a key goes straight to the session URL, loading nothing', async () => {
    const navigate = vi.fn();
    const load = vi.fn();
    await goToCheckout('http://localhost:4000/__demo/checkout/cs_1', null, navigate, load);
    expect(load).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('http://localhost:4000/__demo/checkout/cs_1');
  });

  it('with a key loads Stripe.js first, then goes to Stripe Checkout', async () => {
    const order: string[] = [];
    await goToCheckout('https://checkout.stripe.com/c/pay/cs_1', 'pk_test_1', (u) => order.push(`go ${u}`), async (k) => order.push(`load ${k}`));
    expect(order).toEqual(['load pk_test_1', 'go https://checkout.stripe.com/c/pay/cs_1']);
  });

  it('still goes to the checkout when Stripe.js fails or hangs', async () => {
    const navigate = vi.fn();
    await goToCheckout('https://checkout.stripe.com/x', 'pk_test_1', navigate, () => Promise.reject(new Error('blocked')));
    expect(navigate).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    const hanging = goToCheckout('https://checkout.stripe.com/y', 'pk_test_1', navigate, () => new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(STRIPE_LOAD_TIMEOUT_MS);
    await hanging;
    expect(navigate).toHaveBeenLastCalledWith('https://checkout.stripe.com/y');
  });
});
