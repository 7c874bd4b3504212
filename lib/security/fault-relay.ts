/**
 * How the request pipeline's fault relay (lib/server/steps/fault-relay.ts) asks the portal for the
 * fault page of a request whose render failed on the API: it repeats the request over
 * loopback with this header, whose value starts
 * with a secret of this process, so no client can ask for it. The middleware answers such a
 * request with the tenant's 500 page (registry-only frame) or the global 503 page.
 */
export const FAULT_HEADER = 'x-ekitaldi-fault';

const KEY = Symbol.for('ekitaldi.faultSecret');

/** The process's secret (shared by the relay and the middleware through globalThis). */
export function faultSecret(): string {
  const store = globalThis as Record<symbol, unknown>;
  if (typeof store[KEY] !== 'string') {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    store[KEY] = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return store[KEY] as string;
}

export function faultHeaderValue(code: 500 | 503): string {
  return `${faultSecret()}:${code}`;
}

/** The fault code a request asks for, only when it carries this process's secret. */
export function requestedFault(value: string | null | undefined): 500 | 503 | null {
  if (!value) return null;
  const [secret, code] = value.split(':');
  if (secret !== faultSecret()) return null;
  return code === '503' ? 503 : code === '500' ? 500 : null;
}
