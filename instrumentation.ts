import type { ServerPipeline } from '@/lib/server/pipeline';

/**
 * Runs once when Next prepares the server: a bad tenant registry stops start-up with a message
 * naming the tenant and field, instead of failing on the first request, and so does a missing or
 * known secret in production (naming the variable); and the request pipeline
 * (lib/server/pipeline.ts, inside Next's bundle) is handed to the server that runs it
 * (deploy/serve.mjs, outside it) as a promise under this key, set as soon as register() starts:
 * Next's prepare() may resolve before register()'s own awaits have.
 */
export const PIPELINE_KEY = Symbol.for('ekitaldi.pipeline');

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const pipeline: Promise<ServerPipeline> = import('@/lib/server/pipeline').then(({ requestListener, manageServer }) => ({ requestListener, manageServer }));
    (globalThis as unknown as Record<symbol, Promise<ServerPipeline>>)[PIPELINE_KEY] = pipeline;
    const { checkRegistryAtStartup } = await import('@/lib/tenants/startup');
    checkRegistryAtStartup();
    const { checkSecretsAtStartup } = await import('@/lib/security/secrets-startup');
    checkSecretsAtStartup();
    await pipeline;
  }
}

/**
 * A render or route handler that failed (Next calls this for every server error): one JSON line
 * with the error's stack, the request id the pipeline gave the request and the app route (issue
 * 26). The visitor gets the error page, never the stack.
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routePath: string; routeType: string },
) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError, processLogger } = await import('@/lib/observability/request-log');
  logRequestError(processLogger(), error, request, context);
}
