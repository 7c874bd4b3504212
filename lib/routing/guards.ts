import type { Tenant } from '@/lib/tenants/schema';
import { sameSitePath } from './redirect-gate';
import type { RouteDef } from './routes';

export type GuardResult = { kind: 'allow' } | { kind: 'login' } | { kind: 'home' };

/**
 * Routing guards (docs/product.md#routes). A guard here is routing, not security: the API authorises every
 * call with the bearer token, and private pages re-check the session when they render.
 */
export function checkGuards(def: RouteDef, tenant: Tenant, signedIn: boolean): GuardResult {
  const guard = def.guard;
  if (!guard) return { kind: 'allow' };
  if (guard.features && !guard.features.some((f) => tenant.features.includes(f))) return { kind: 'home' };
  if (guard.ticket && !tenant.ticketRequired) return { kind: 'home' };
  if (guard.login && !signedIn) return { kind: 'login' };
  return { kind: 'allow' };
}

/**
 * Accepts a post-login redirect only when it is a same-site path: the one redirect gate
 * (`redirect-gate.ts`) decides.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  return sameSitePath(value);
}
