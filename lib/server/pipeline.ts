import type http from 'node:http';
import { runSteps, type Handler, type Step } from './exchange';
import { cacheDirective } from './steps/cache-directive';
import { drain, drainSettings, shutDown, tuneServer } from './steps/drain';
import { faultRelay } from './steps/fault-relay';
import { normaliseTarget } from './steps/normalise-target';
import { refuseMethods } from './steps/refuse-methods';
import { metricsEndpoint } from './steps/metrics-endpoint';
import { observe } from './steps/observe';
import { requestId } from './steps/request-id';
import { hideInternalHeaders, securityHeaders } from './steps/security-headers';
import { stampNonce } from './steps/stamp-nonce';

/**
 * What happens to a request before Next sees it, and to its response before it leaves: these
 * steps, in this order, then Next (the middleware, the route map, the pages). Each step is a plain
 * function of the request's exchange (./exchange.ts) in ./steps/, with its unit test beside it.
 * A step may answer (the ones below it and Next never run), change the request, or register a
 * `beforeHead` hook; hooks run in the order of this list, just before the head leaves.
 *
 * To add a step: write `steps/<name>.ts` exporting a `Step`, test it, and put it in this list
 * where it belongs.
 */
export const STEPS: readonly Step[] = [
  drain, //                counts requests in flight; `Connection: close` after SIGTERM
  requestId, //            X-Request-Id from the balancer or new: on the response, to the API
  observe, //              when the response has gone: /metrics counters and one JSON log line
  securityHeaders, //      baseline headers and the tenant's Content-Security-Policy, on every answer
  hideInternalHeaders, //  no `x-middleware-*` header leaves
  refuseMethods, //        TRACE (TRACK, CONNECT) and `*` → 405
  normaliseTarget, //      absolute-form target → origin-form; broken /_next/ paths → 404
  metricsEndpoint, //      GET /metrics: Prometheus text, loopback or METRICS_TOKEN only
  stampNonce, //           the build's script nonce, where Next reads it
  cacheDirective, //       login-guarded pages private; `/` varies by language and cookie
  faultRelay, //           a page Next failed (API down) → the tenant's localised 500/503 page
];

/** The server's request listener: the steps, then Next's handler. */
export function requestListener(next: Handler, steps: readonly Step[] = STEPS): http.RequestListener {
  const run = runSteps(steps, next);
  return (req, res) => {
    void run(req, res);
  };
}

export interface ServeOptions {
  /** Closes Next once the server has stopped (NextCustomServer.close). */
  closeNext: () => Promise<unknown>;
}

/** Keep-alive timeouts, and SIGTERM: drain, stop listening, finish in-flight requests, exit. */
export function manageServer(server: http.Server, { closeNext }: ServeOptions): void {
  const settings = drainSettings();
  tuneServer(server, settings.keepAliveMs);
  process.on('SIGTERM', () => {
    shutDown({
      server,
      closeNext,
      exit: (code) => process.exit(code),
      log: console,
      settings,
      setTimer: (fn, ms) => setTimeout(fn, ms).unref(),
    });
  });
}

/** What deploy/serve.mjs (plain Node, outside Next's bundle) gets from instrumentation.ts. */
export interface ServerPipeline {
  requestListener: typeof requestListener;
  manageServer: typeof manageServer;
}
