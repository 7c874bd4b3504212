import { apiRedirectTarget } from '@/lib/routing/redirect-gate';
import type { Locale } from '@/lib/tenants/schema';
import { isApiError } from './errors';

/**
 * What the browser's transport reads, without the transport: the tenant's settings (set by the
 * session provider while it first renders), the 403 listeners, the loading-bar reporter and the
 * way out through the redirect gate. Kept free of the transport and of zod so that the provider,
 * which every page loads, stays light: the fetch transport (`./browser`) is built from these
 * settings on its first call.
 */

export interface BrowserApiConfig {
  /** The tenant's public API base (tenant.publicApiBaseUrl ?? PUBLIC_API_BASE_URL). */
  baseURL: string;
  tenantToken: string;
  locale: Locale;
  timeoutMs: number;
  /** Where the networking screens keep the chosen conference (X-Networking-Conference). */
  getNetworkingConference?: () => string | number | null | undefined;
}

/** Told when a browser call starts and ends (the loading bar, docs/product.md#states). */
export interface CallReporter {
  start(): void;
  done(): void;
  fail(): void;
}

type ForbiddenListener = () => void;

let settings: BrowserApiConfig | null = null;
let reporter: CallReporter | null = null;
const forbiddenListeners = new Set<ForbiddenListener>();

/** The provider's settings for this page load; the transport reads them. */
export function setBrowserApiConfig(config: BrowserApiConfig): void {
  settings = config;
}

export function browserApiConfig(): BrowserApiConfig | null {
  return settings;
}

export function setCallReporter(next: CallReporter | null): void {
  reporter = next;
}

export function reportCallStart(): void {
  reporter?.start();
}

/**
 * A call ended. Answers that are part of a flow (403 session over, 404, 422 field errors) are
 * not loading failures; an unreachable or broken API is, and the bar says so.
 */
export function reportCallEnd(error?: unknown): void {
  if (!reporter) return;
  const failed = error !== undefined && (!isApiError(error) || ['network', 'timeout', 'server', 'maintenance', 'unknown'].includes(error.code));
  if (failed) reporter.fail();
  else reporter.done();
}

/**
 * Runs `listener` whenever the API answers 403 (after the auth cookie is gone), so that the
 * session store can forget the customer. Returns the unsubscribe function.
 */
export function onBrowserForbidden(listener: ForbiddenListener): () => void {
  forbiddenListeners.add(listener);
  return () => {
    forbiddenListeners.delete(listener);
  };
}

export function notifyForbidden(): void {
  for (const listener of forbiddenListeners) listener();
}

/** Stripe Checkout, where a card payment's session sends the buyer when a Stripe key is set. */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/** The origins an API answer may send the browser to, besides this site: the API's own, Stripe Checkout. */
export function trustedRedirectOrigins(config: BrowserApiConfig | null = settings): string[] {
  const origins = [STRIPE_CHECKOUT_ORIGIN];
  try {
    if (config) origins.push(new URL(config.baseURL).origin);
  } catch {
    // A relative or broken base has no origin of its own: same-site paths only.
  }
  return origins;
}

/**
 * Leaves the page for where an API answer sends the browser (a 302's `target_url`, a checkout
 * session's `url`, an outcome page), through the one redirect gate (lib/routing/redirect-gate.ts):
 * a target the gate refuses sends the visitor home instead. A full load, so the server renders afresh.
 */
export function followApiRedirect(target: string, assign: (url: string) => void = (url) => window.location.assign(url)): void {
  assign(apiRedirectTarget(target, trustedRedirectOrigins()) ?? '/');
}
