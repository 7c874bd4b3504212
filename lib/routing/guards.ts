import type { Tenant } from '@/lib/tenants/schema';
import type { RouteDef } from './routes';

export type GuardResult = { kind: 'allow' } | { kind: 'login' } | { kind: 'home' };

/**
 * Routing guards (SPEC §2). A guard here is routing, not security: the API authorises every
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
 * Accepts a post-login redirect only when it is a same-site relative path.
 *   "/usuario#acreditacion" → itself;  "//evil.com", "https://evil.com", "/\\evil.com",
 *   "javascript:alert(1)", "usuario" → null.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers treat backslashes and control characters leniently: refuse them outright.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = 'https://portal.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
