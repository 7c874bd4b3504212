import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request being served, for code far from it: the request pipeline runs Next's
 * handler inside `runWithRequestContext`, and everything that request starts (a page render,
 * its API calls) reads the same request id, which the server's API client sends on as
 * X-Request-Id. One store per process on globalThis: the pipeline and Next's bundles each load
 * this module.
 */
export interface RequestContext {
  requestId: string;
}

const KEY = Symbol.for('ekitaldi.requestContext');

function store(): AsyncLocalStorage<RequestContext> {
  const g = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;
  return (g[KEY] ??= new AsyncLocalStorage<RequestContext>());
}

export function runWithRequestContext<T>(context: RequestContext, run: () => T): T {
  return store().run(context, run);
}

/** The id of the request this code runs for, if any (none in a background revalidation). */
export function currentRequestId(): string | undefined {
  return store().getStore()?.requestId;
}

/**
 * The same, for the rest of the current synchronous run and everything it starts: what the
 * request pipeline's steps use, since Next's handler is called after them, not inside them.
 */
export function enterRequestContext(context: RequestContext): void {
  store().enterWith(context);
}
