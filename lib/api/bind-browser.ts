import type { ApiTransport } from './transport';
import { browserApi } from './browser';

/**
 * A resource module's functions take the transport first (`login(api, body)`), so the server
 * (per-request transport with the visitor's token) and tests (a fake transport) share them.
 * In the browser there is one transport: `bindBrowser(module)` gives the same functions without
 * that parameter, resolved at call time.
 *
 *   bindBrowser({ login, logout }).login(body)  ≡  login(browserApi(), body)
 */
type ApiFunction = (api: ApiTransport, ...args: never[]) => unknown;

export type BoundCalls<M> = {
  [K in keyof M as M[K] extends ApiFunction ? K : never]: M[K] extends (api: ApiTransport, ...args: infer A) => infer R
    ? (...args: A) => R
    : never;
};

export function bindBrowser<M extends object>(module: M): BoundCalls<M> {
  const bound: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === 'function') {
      bound[name] = (...args: unknown[]) => (value as (api: ApiTransport, ...rest: unknown[]) => unknown)(browserApi(), ...args);
    }
  }
  return bound as BoundCalls<M>;
}
