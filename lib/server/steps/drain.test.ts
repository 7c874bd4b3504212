import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSteps } from '../exchange';
import { listen, request } from '../testing';
import { drain, drainSettings, inFlight, isDraining, resetDrainState, shutDown, tuneServer, type ShutdownDeps } from './drain';

afterEach(() => resetDrainState());

function deps(server: ShutdownDeps['server'], overrides: Partial<ShutdownDeps['settings']> = {}) {
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const d: ShutdownDeps = {
    server,
    closeNext: vi.fn(async () => {}),
    exit: vi.fn(),
    log: { info: vi.fn(), warn: vi.fn() },
    settings: { drainMs: 5000, keepAliveMs: 65000, forceExitMs: 35000, ...overrides },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
  };
  return { d, timers };
}

describe('drainSettings', () => {
  it('drains 5 s and keeps connections 65 s by default, above nginx 60 s', () => {
    expect(drainSettings({})).toEqual({ drainMs: 5000, keepAliveMs: 65000, forceExitMs: 35000 });
  });
  it('reads DRAIN_SECONDS and KEEP_ALIVE_TIMEOUT_MS, ignoring nonsense', () => {
    expect(drainSettings({ DRAIN_SECONDS: '0', KEEP_ALIVE_TIMEOUT_MS: '75000' })).toEqual({ drainMs: 0, keepAliveMs: 75000, forceExitMs: 30000 });
    expect(drainSettings({ DRAIN_SECONDS: 'soon', KEEP_ALIVE_TIMEOUT_MS: '-1' })).toEqual(drainSettings({}));
  });
  it('does not drain in development unless told to', () => {
    expect(drainSettings({ NODE_ENV: 'development' }).drainMs).toBe(0);
    expect(drainSettings({ NODE_ENV: 'development', DRAIN_SECONDS: '3' }).drainMs).toBe(3000);
  });
});

describe('tuneServer', () => {
  it('keeps idle connections longer than the proxy, and headers a little longer still', () => {
    const server = http.createServer();
    tuneServer(server, 65000);
    expect([server.keepAliveTimeout, server.headersTimeout]).toEqual([65000, 66000]);
  });
});

describe('drain step and shutDown', () => {
  it('counts requests in flight, and closes connections once draining', async () => {
    let finish: () => void = () => {};
    const server = await listen(
      (req, res) =>
        void runSteps([drain], (r, s) => {
          if (r.url === '/slow') finish = () => s.end('slow');
          else s.end('quick');
        })(req, res),
    );
    try {
      const before = inFlight();
      const slow = request(server.port, { path: '/slow' });
      await vi.waitFor(() => expect(inFlight()).toBe(before + 1));
      const keepAlive = { connection: 'keep-alive' };
      expect((await request(server.port, { path: '/', headers: keepAlive })).headers.connection).toBe('keep-alive');
      const { d } = deps({ close: vi.fn(), closeIdleConnections: vi.fn() });
      shutDown(d);
      expect(isDraining()).toBe(true);
      expect((await request(server.port, { path: '/', headers: keepAlive })).headers.connection).toBe('close');
      finish();
      expect((await slow).body).toBe('slow');
      await vi.waitFor(() => expect(inFlight()).toBe(before));
    } finally {
      await server.close();
    }
  });

  it('drains first, then stops listening, lets the request in flight finish, closes Next and exits 0', async () => {
    let finish: () => void = () => {};
    const server = http.createServer((req, res) => void runSteps([drain], (_r, s) => (finish = () => s.end('done')))(req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const before = inFlight();
    const answer = request(port, { path: '/' });
    await vi.waitFor(() => expect(inFlight()).toBe(before + 1));
    const { d, timers } = deps(server);
    expect(shutDown(d)).toBe(true);
    expect(shutDown(d)).toBe(false);
    timers.find((t) => t.ms === 5000)!.fn();
    expect(d.exit).not.toHaveBeenCalled();
    finish();
    expect((await answer).body).toBe('done');
    await vi.waitFor(() => expect(d.exit).toHaveBeenCalledWith(0), { timeout: 15_000, interval: 50 });
    expect(d.closeNext).toHaveBeenCalled();
  });

  it('exits 1 when a request outlives the forced-exit delay', () => {
    const { d, timers } = deps({ close: vi.fn(), closeIdleConnections: vi.fn() });
    shutDown(d);
    timers.find((t) => t.ms === 35000)!.fn();
    expect(d.exit).toHaveBeenCalledWith(1);
  });
});
