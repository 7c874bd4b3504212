import type { Logger } from 'pino';
import type { Step } from '../exchange';
import { instanceMetrics } from '@/lib/observability/instance';
import type { Metrics } from '@/lib/observability/metrics';
import { logRequest, processLogger, REQUEST_ID_HEADER } from '@/lib/observability/request-log';
import { FAULT_HEADER, requestedFault } from '@/lib/security/fault-relay';
import { routePattern } from '@/lib/observability/route-pattern';
import { parseHost } from '@/lib/tenants/host';
import { getTenantByHost } from '@/lib/tenants/registry';

/**
 * Metrics and the log line of every request, when its response has gone (or the
 * connection closed first): route pattern (never the raw path), tenant, status, duration and
 * cache status, counted in /metrics and written as one JSON line (pretty with LOG_FORMAT=pretty).
 * After the request id step, which it reads. The fault relay's own loopback requests (this
 * process asking itself for a fault page, with its secret) are not visitors' requests: the
 * visitor's request is counted once, with the status it got; and the relay's warm-up of each
 * tenant's fault page at the first request no longer shows as a 500 in the logs and metrics.
 */
function tenantOf(host: string | undefined): string | null {
  const name = parseHost(host ?? null);
  try {
    return name ? (getTenantByHost(name)?.key ?? null) : null;
  } catch {
    return null;
  }
}

export interface ObserveDeps {
  metrics: () => Metrics;
  logger: () => Logger;
}

/** The step, with where it counts and writes (the process's own, or a test's). */
export function observeWith(deps: ObserveDeps): Step {
  return (exchange) => observeExchange(exchange, deps);
}

export const observe: Step = observeWith({ metrics: instanceMetrics, logger: processLogger });

function observeExchange({ req, res, path }: Parameters<Step>[0], deps: ObserveDeps): 'continue' {
  const fault = req.headers[FAULT_HEADER];
  if (fault !== undefined && requestedFault(String(fault)) !== null) return 'continue';
  const started = performance.now();
  // Read now: what Next does to req.url later is not the visitor's URL.
  const route = routePattern(path());
  const tenant = tenantOf(req.headers.host);
  const method = req.method ?? 'GET';
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const durationMs = performance.now() - started;
    const cache = res.getHeader('x-nextjs-cache');
    // Closed by the client before any answer: 499, as nginx says it.
    const status = res.headersSent || res.writableFinished ? res.statusCode : 499;
    deps.metrics().recordRequest({ route, status, tenant, seconds: durationMs / 1000, cache: cache === undefined ? null : String(cache) });
    logRequest(deps.logger(), {
      requestId: String(req.headers[REQUEST_ID_HEADER] ?? ''),
      method,
      route,
      tenant,
      status,
      durationMs,
      cache: cache === undefined ? null : String(cache),
    });
  };
  res.once('finish', finish);
  res.once('close', finish);
  return 'continue';
};
