import { afterEach, describe, expect, it, vi } from 'vitest';
import { followApiRedirect, setBrowserApiConfig, trustedRedirectOrigins } from './browser-settings';

afterEach(() => setBrowserApiConfig(null as never));

describe('followApiRedirect', () => {
  it("goes where the API sends the browser only through the redirect gate: this site, the API's origin, Stripe Checkout", () => {
    setBrowserApiConfig({ baseURL: 'http://localhost:4270/', tenantToken: 't', locale: 'es', timeoutMs: 1000 });
    expect(trustedRedirectOrigins()).toEqual(['https://checkout.stripe.com', 'http://localhost:4270']);
    const assign = vi.fn();
    followApiRedirect('/ok?order=3', assign);
    followApiRedirect('http://localhost:4270/__demo/checkout/cs_1', assign);
    followApiRedirect('https://checkout.stripe.com/c/pay/cs_1', assign);
    followApiRedirect('https://evil.com/phish', assign);
    followApiRedirect('//evil.com', assign);
    followApiRedirect('javascript:alert(1)', assign);
    expect(assign.mock.calls.map(([url]) => url)).toEqual(['/ok?order=3', 'http://localhost:4270/__demo/checkout/cs_1', 'https://checkout.stripe.com/c/pay/cs_1', '/', '/', '/']);
  });
});
