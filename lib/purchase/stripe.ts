/**
 * Card payments with Stripe (docs/product.md#calls Payments, docs/product.md#purchase). The publishable key is the
 * usual public name, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, but like the realtime settings
 * (lib/realtime/config.ts) the portal's server reads it at run time and hands it to the purchase
 * page as a prop: Next would inline `process.env.NEXT_PUBLIC_*` into the bundle at build time, and
 * one build serves any deployment. Without a key (the demo) the API's checkout session points at
 * the demo API's own checkout page, which stands in for Stripe Checkout at the same point.
 */

import { followApiRedirect } from '@/lib/api/browser-settings';

type Env = Record<string, string | undefined>;

// Looked up by a computed name, so the bundler cannot replace it with the build machine's value.
const NAME = ['NEXT', 'PUBLIC', 'STRIPE', 'PUBLISHABLE', 'KEY'].join('_');

/** Server side: this deployment's Stripe publishable key (`pk_live_…`, `pk_test_…`), or null. */
export function getStripePublishableKey(env: Env = process.env): string | null {
  const value = env[NAME]?.trim();
  if (!value) return null;
  // A secret key here would be handed to every browser: refuse to start the page with it.
  if (!/^pk_(live|test)_[A-Za-z0-9]+$/.test(value)) throw new Error(`${NAME} must be a publishable key (pk_live_… or pk_test_…)`);
  return value;
}

/** Whether a publishable key is configured (the CSP opens Stripe's origins only then); never throws. */
export function hasStripeKey(env: Env = process.env): boolean {
  try {
    return getStripePublishableKey(env) !== null;
  } catch {
    return false;
  }
}

/** How long the buyer waits for Stripe.js before going to the checkout anyway. */
export const STRIPE_LOAD_TIMEOUT_MS = 4000;

/**
 * Sends the buyer to the checkout of a session the API created. With a key, Stripe.js is loaded
 * first (only here, only then: a dynamic import): Stripe asks for it on the pages around a
 * payment for its fraud signals. Stripe.js no longer redirects to Checkout itself (its
 * `redirectToCheckout` is gone), so the session's own URL — Stripe Checkout's page — is where
 * the buyer goes, as Stripe documents; a Stripe.js that cannot load (blocked, offline) does not
 * stop a payment the hosted page can take on its own.
 */
export async function goToCheckout(
  url: string,
  publishableKey: string | null,
  go: (url: string) => void = navigate,
  load: (key: string) => Promise<unknown> = loadStripeJs,
): Promise<void> {
  if (publishableKey) {
    await Promise.race([load(publishableKey).catch(() => null), new Promise((resolve) => setTimeout(resolve, STRIPE_LOAD_TIMEOUT_MS))]);
  }
  go(url);
}

/**
 * Leaves the page for `url` (the checkout, an outcome page), through the one redirect gate: this
 * site, the API's own origin (the demo's checkout page) or Stripe Checkout, else home.
 */
export function navigate(url: string): void {
  followApiRedirect(url);
}

async function loadStripeJs(key: string): Promise<unknown> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(key);
}
