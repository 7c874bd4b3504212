import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import pinoPretty from 'pino-pretty';

/**
 * One log line per request, with pino: JSON in production (one object per line, for
 * a log shipper), human-readable lines for `npm run demo` (pino-pretty, LOG_FORMAT=pretty).
 *
 * A line says: time, request id, method, tenant, route pattern (never the raw URL: paths carry
 * tokens, such as /validate/<token>), status, duration and cache status. Errors carry their
 * stack, on the server only.
 */

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a load balancer may send as X-Request-Id: short, printable, nothing to inject. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{8,128}$/;

/**
 * The request id: the balancer's X-Request-Id when it is a plausible one, else a new UUID.
 *   'lb-4f2a9c1e-77' → 'lb-4f2a9c1e-77';  undefined → '9b2…-…';  'a b\n{"x":1}' → a new UUID
 */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && VALID_REQUEST_ID.test(value) ? value : randomUUID();
}

export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT=pretty for people (npm run demo), JSON otherwise. */
export function logFormat(env: Record<string, string | undefined> = process.env): LogFormat {
  return env.LOG_FORMAT === 'pretty' ? 'pretty' : 'json';
}

export interface LoggerOptions {
  format?: LogFormat;
  level?: string;
  /** Where lines go (default stdout); tests pass a stream of their own. */
  destination?: Writable;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const format = options.format ?? logFormat();
  const base = {
    level: options.level || process.env.LOG_LEVEL?.trim() || 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'msg',
    // Never a customer's token, cookie or the revalidation secret, whatever a caller passes.
    redact: { paths: ['authorization', 'cookie', '*.authorization', '*.cookie', 'headers'], remove: true },
  };
  if (format === 'pretty') {
    const pretty = pinoPretty({
      colorize: false,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
      destination: options.destination ?? 1,
      sync: true,
    });
    return pino(base, pretty);
  }
  return options.destination ? pino(base, options.destination) : pino(base, pino.destination({ dest: 1, sync: false }));
}

const LOGGER = Symbol.for('ekitaldi.requestLogger');

/** This process's logger (LOG_FORMAT, LOG_LEVEL), shared by the pipeline and Next's bundles. */
export function processLogger(): Logger {
  const g = globalThis as unknown as Record<symbol, Logger | undefined>;
  return (g[LOGGER] ??= createLogger());
}

export interface RequestLogEntry {
  requestId: string;
  method: string;
  route: string;
  tenant: string | null;
  status: number;
  durationMs: number;
  /** nginx's or Next's cache status when known (HIT, MISS, STALE), else null. */
  cache: string | null;
}

/** The request's line: info for answers, warn for 5xx. */
export function logRequest(logger: Logger, entry: RequestLogEntry): void {
  const line = {
    requestId: entry.requestId,
    method: entry.method,
    tenant: entry.tenant,
    route: entry.route,
    status: entry.status,
    durationMs: Math.round(entry.durationMs * 10) / 10,
    cache: entry.cache,
  };
  const text = `${entry.method} ${entry.route} ${entry.status} ${line.durationMs} ms`;
  if (entry.status >= 500) logger.warn(line, text);
  else logger.info(line, text);
}

/**
 * What of an error goes to the log: its kind, message, stack, and an ApiError's code and status.
 * Never its other fields: an API answer's body may hold a customer's data.
 */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const { code, status } = error as { code?: unknown; status?: unknown };
  return { type: error.name, message: error.message, stack: error.stack, code, status };
}

/** What Next tells instrumentation.ts `onRequestError` of a failed render or route handler. */
export interface FailedRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}
export interface FailureContext {
  /** The app route ('/[tenant]/[locale]/agenda'): a pattern, never the visitor's URL. */
  routePath: string;
  routeType: string;
}

/**
 * An error of a request, with its stack: one line in the server's log (never in the response),
 * with the request id the pipeline gave the request and the app route it failed in.
 */
export function logRequestError(logger: Logger, error: unknown, request: FailedRequest, context: FailureContext): void {
  const id = request.headers[REQUEST_ID_HEADER];
  logger.error(
    {
      requestId: (Array.isArray(id) ? id[0] : id) ?? null,
      method: request.method,
      appRoute: context.routePath,
      routeType: context.routeType,
      error: errorFields(error),
    },
    `${request.method} ${context.routePath} failed`,
  );
}
