import type http from 'node:http';
import type { Step } from '../exchange';

/**
 * Leaving a load balancer without dropping a request. On SIGTERM an instance:
 *
 * 1. drains for DRAIN_SECONDS (default 5): `/health-check` answers 503 "draining", so a balancer
 *    that polls it stops sending new visitors; requests still arriving are served, with
 *    `Connection: close` so proxies (nginx) drop their idle connections to this instance;
 * 2. then stops listening (a proxy now gets a refused connection and retries the other
 *    instance), lets the requests in flight finish, closes Next and exits.
 *
 * Idle keep-alive connections are kept KEEP_ALIVE_TIMEOUT_MS (default 65 s), longer than nginx
 * keeps its idle upstream connections (60 s, deploy/nginx.conf): the proxy always closes first, so
 * it never sends a request on a connection this server has just closed.
 */

const STATE = Symbol.for('ekitaldi.drain');

interface DrainState {
  draining: boolean;
  inFlight: number;
}

/** Shared through globalThis: the health check (bundled apart) reads the same state. */
function state(): DrainState {
  const g = globalThis as unknown as Record<symbol, DrainState | undefined>;
  return (g[STATE] ??= { draining: false, inFlight: 0 });
}

/** True once SIGTERM arrived: the health check answers 503 "draining". */
export function isDraining(): boolean {
  return state().draining;
}

export function inFlight(): number {
  return state().inFlight;
}

/** Counts the request while it runs; while draining, its answer closes the connection. */
export const drain: Step = ({ res }) => {
  const s = state();
  s.inFlight += 1;
  res.once('close', () => {
    s.inFlight -= 1;
  });
  if (s.draining) res.setHeader('Connection', 'close');
  return 'continue';
};

export interface DrainSettings {
  drainMs: number;
  keepAliveMs: number;
  /** A request still running after this long (from SIGTERM) is cut: the process exits anyway. */
  forceExitMs: number;
}

function seconds(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/**
 *   {} → { drainMs: 5000, keepAliveMs: 65000, forceExitMs: 35000 }   ({ NODE_ENV: 'development' }: drainMs 0)
 *   { DRAIN_SECONDS: '0', KEEP_ALIVE_TIMEOUT_MS: '75000' } → { drainMs: 0, keepAliveMs: 75000, forceExitMs: 30000 }
 */
export function drainSettings(env: Record<string, string | undefined> = process.env): DrainSettings {
  const drainMs = seconds(env.DRAIN_SECONDS, env.NODE_ENV === 'development' ? 0 : 5) * 1000;
  return { drainMs, keepAliveMs: seconds(env.KEEP_ALIVE_TIMEOUT_MS, 65_000), forceExitMs: drainMs + 30_000 };
}

/** Keep-alive and header timeouts of the server (headers must outlast keep-alive). */
export function tuneServer(server: http.Server, keepAliveMs: number): void {
  server.keepAliveTimeout = keepAliveMs;
  server.headersTimeout = keepAliveMs + 1_000;
}

export interface ShutdownDeps {
  server: Pick<http.Server, 'close' | 'closeIdleConnections'>;
  /** Closes Next (its caches, handlers) once no request is left. */
  closeNext: () => Promise<unknown>;
  exit: (code: number) => void;
  log: Pick<Console, 'info' | 'warn'>;
  settings: DrainSettings;
  setTimer: (fn: () => void, ms: number) => unknown;
}

/** SIGTERM: drain, then close and exit. Returns false when already draining (a second signal changes nothing). */
export function shutDown(deps: ShutdownDeps): boolean {
  const s = state();
  if (s.draining) return false;
  s.draining = true;
  const { drainMs, forceExitMs } = deps.settings;
  deps.log.info(`[server] SIGTERM: draining for ${drainMs / 1000} s (health check 503), then closing; ${s.inFlight} request(s) in flight`);
  deps.setTimer(() => {
    deps.log.warn(`[server] still ${state().inFlight} request(s) in flight ${forceExitMs / 1000} s after SIGTERM: exiting`);
    deps.exit(1);
  }, forceExitMs);
  deps.setTimer(() => {
    deps.server.close(() => {
      deps
        .closeNext()
        .catch((error: unknown) => deps.log.warn(`[server] closing Next: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => deps.exit(0));
    });
    deps.server.closeIdleConnections();
  }, drainMs);
  return true;
}

/** For tests: back to a fresh, not draining state. */
export function resetDrainState(): void {
  const s = state();
  s.draining = false;
  s.inFlight = 0;
}
