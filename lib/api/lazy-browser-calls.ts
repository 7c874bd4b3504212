import type * as Calls from './browser-calls';

/**
 * The calls of `./browser-calls` for client leaves of public pages (the session page's
 * registration, files, stream, survey and live panels), with the transport loaded on the first
 * call: the resource modules and their schemas (zod) are downloaded when the visitor acts (or the
 * leaf first asks), not with the page (first-load budgets). Same names, same
 * arguments, same answers (always a promise); forms keep importing `./browser-calls`.
 *
 *   import { conferences } from '@/lib/api/lazy-browser-calls';
 *   await conferences.register(slug, body);   // loads ./browser-calls once, then calls it
 */
type Group = Exclude<keyof typeof Calls, 'default'>;
type Lazy<G> = {
  [K in keyof G]: G[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

let loading: Promise<typeof Calls> | null = null;
const load = () => (loading ??= import('./browser-calls'));

function lazyGroup<K extends Group>(group: K): Lazy<(typeof Calls)[K]> {
  return new Proxy({} as Lazy<(typeof Calls)[K]>, {
    get: (_target, name) =>
      typeof name !== 'string'
        ? undefined
        : async (...args: unknown[]) => {
            const calls = (await load())[group] as Record<string, (...a: unknown[]) => unknown>;
            return calls[name]!(...args);
          },
  });
}

export const account = lazyGroup('account');
export const conferences = lazyGroup('conferences');
export const customForms = lazyGroup('customForms');
export const live = lazyGroup('live');
export const polls = lazyGroup('polls');
export const screen = lazyGroup('screen');
export const checkin = lazyGroup('checkin');
