import http from 'node:http';

/**
 * Leaving a load balancer without dropping a request (issue 15). On SIGTERM an instance:
 *
 * 1. drains for DRAIN_SECONDS (default 5): `/health-check` answers 503 "draining", so a balancer
 *    that polls it stops sending new visitors; requests still arriving are served, with
 *    `Connection: close` so proxies (nginx) drop their idle connections to this instance;
 * 2. then hands over to Next's own SIGTERM handling, which stops listening (a proxy now gets a
 *    refused connection and retries the other instance), lets the requests in flight finish and
 *    exits. Without Next's handler (NEXT_MANUAL_SIG_HANDLE) the same is done here.
 *
 * Idle keep-alive connections are kept KEEP_ALIVE_TIMEOUT_MS (default 65 s), longer than nginx
 * keeps its idle upstream connections (60 s, deploy/nginx.conf): the proxy always closes first, so
 * it never sends a request on a connection this server has just closed.
 */

const STATE = Symbol.for('ekitaldi.graceful');

interface GracefulState {
  draining: boolean;
  inFlight: number;
  servers: Set<http.Server>;
}

function state(): GracefulState {
  const g = globalThis as unknown as Record<symbol, GracefulState | undefined>;
  return (g[STATE] ??= { draining: false, inFlight: 0, servers: new Set() });
}

/** True once SIGTERM arrived: the health check answers 503 "draining". Shared by every bundle. */
export function isDraining(): boolean {
  return state().draining;
}

export interface GracefulSettings {
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
export function gracefulSettings(env: Record<string, string | undefined> = process.env): GracefulSettings {
  // `next dev` has no balancer to leave: it stops at once unless told otherwise.
  const drainMs = seconds(env.DRAIN_SECONDS, env.NODE_ENV === 'development' ? 0 : 5) * 1000;
  return {
    drainMs,
    keepAliveMs: seconds(env.KEEP_ALIVE_TIMEOUT_MS, 65_000),
    forceExitMs: drainMs + 30_000,
  };
}

/** Keep-alive and header timeouts of a server Next created (headers must outlast keep-alive). */
export function tuneServer(server: http.Server, keepAliveMs: number): void {
  if (server.keepAliveTimeout === keepAliveMs) return;
  server.keepAliveTimeout = keepAliveMs;
  server.headersTimeout = keepAliveMs + 1_000;
}

type Listener = (...args: unknown[]) => void;

export interface GracefulDeps {
  proc: Pick<NodeJS.Process, 'listeners' | 'removeListener' | 'on' | 'exit'>;
  log: Pick<Console, 'info' | 'warn'>;
  settings: GracefulSettings;
  setTimer: (fn: () => void, ms: number) => unknown;
}

/** Starts draining; returns false when SIGTERM already did (a second signal changes nothing). */
export function startDraining(deps: GracefulDeps, nextListeners: Listener[]): boolean {
  const s = state();
  if (s.draining) return false;
  s.draining = true;
  const { drainMs, forceExitMs } = deps.settings;
  deps.log.info(`[server] SIGTERM: draining for ${drainMs / 1000} s (health check 503), then closing; ${s.inFlight} request(s) in flight`);
  deps.setTimer(() => {
    deps.log.warn(`[server] still ${state().inFlight} request(s) in flight ${forceExitMs / 1000} s after SIGTERM: exiting`);
    deps.proc.exit(1);
  }, forceExitMs);
  deps.setTimer(() => {
    if (nextListeners.length > 0) {
      // Next's handler: stop listening, wait for the requests in flight, close, exit 143.
      for (const listener of nextListeners) listener('SIGTERM');
      return;
    }
    let open = s.servers.size;
    if (open === 0) deps.proc.exit(0);
    for (const server of s.servers) {
      server.close(() => {
        open -= 1;
        if (open === 0) deps.proc.exit(0);
      });
      server.closeIdleConnections();
    }
  }, drainMs);
  return true;
}

const INSTALLED = Symbol.for('ekitaldi.gracefulInstalled');

/**
 * Counts requests in flight, tunes every HTTP server of this process on its first request, marks
 * answers `Connection: close` while draining, and takes SIGTERM over from Next (idempotent).
 */
export function installGracefulShutdown(deps: Partial<GracefulDeps> = {}): void {
  const proto = http.Server.prototype as unknown as Record<symbol, unknown> & { emit: (...args: unknown[]) => boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const full: GracefulDeps = {
    proc: process,
    log: console,
    settings: gracefulSettings(),
    setTimer: (fn, ms) => setTimeout(fn, ms).unref(),
    ...deps,
  };
  const s = state();
  const originalEmit = proto.emit;
  proto.emit = function emit(this: http.Server, event: unknown, ...args: unknown[]) {
    if (event === 'request') {
      const res = args[1] as http.ServerResponse;
      if (!s.servers.has(this)) {
        s.servers.add(this);
        tuneServer(this, full.settings.keepAliveMs);
      }
      s.inFlight += 1;
      res.once('close', () => {
        s.inFlight -= 1;
      });
      if (s.draining && !res.headersSent) res.setHeader('Connection', 'close');
    }
    return originalEmit.call(this, event, ...args);
  };

  // Next registered its SIGTERM handler before instrumentation runs: it now runs after the drain.
  const nextListeners = full.proc.listeners('SIGTERM') as Listener[];
  for (const listener of nextListeners) full.proc.removeListener('SIGTERM', listener);
  full.proc.on('SIGTERM', () => {
    startDraining(full, nextListeners);
  });
}

/** For tests: back to a fresh, not draining state. */
export function resetGracefulState(): void {
  const s = state();
  s.draining = false;
  s.inFlight = 0;
  s.servers.clear();
}
