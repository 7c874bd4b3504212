import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gracefulSettings, isDraining, resetGracefulState, startDraining, tuneServer, type GracefulDeps } from './graceful';

afterEach(() => resetGracefulState());

function deps(overrides: Partial<GracefulDeps['settings']> = {}) {
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const d: GracefulDeps = {
    proc: { listeners: vi.fn(() => []), removeListener: vi.fn(), on: vi.fn(), exit: vi.fn() as never },
    log: { info: vi.fn(), warn: vi.fn() },
    settings: { drainMs: 5000, keepAliveMs: 65000, forceExitMs: 35000, ...overrides },
    setTimer: (fn, ms) => timers.push({ fn, ms }),
  };
  return { d, timers };
}

describe('gracefulSettings', () => {
  it('drains 5 s and keeps connections 65 s by default, above nginx 60 s', () => {
    expect(gracefulSettings({})).toEqual({ drainMs: 5000, keepAliveMs: 65000, forceExitMs: 35000 });
  });
  it('reads DRAIN_SECONDS and KEEP_ALIVE_TIMEOUT_MS, ignoring nonsense', () => {
    expect(gracefulSettings({ DRAIN_SECONDS: '0', KEEP_ALIVE_TIMEOUT_MS: '75000' })).toEqual({ drainMs: 0, keepAliveMs: 75000, forceExitMs: 30000 });
    expect(gracefulSettings({ DRAIN_SECONDS: 'soon', KEEP_ALIVE_TIMEOUT_MS: '-1' })).toEqual(gracefulSettings({}));
  });
  it('does not drain next dev unless told to', () => {
    expect(gracefulSettings({ NODE_ENV: 'development' }).drainMs).toBe(0);
    expect(gracefulSettings({ NODE_ENV: 'development', DRAIN_SECONDS: '3' }).drainMs).toBe(3000);
  });
});

describe('startDraining', () => {
  it("drains first, then hands SIGTERM to Next's handler, with a forced exit as the last resort", () => {
    const { d, timers } = deps();
    const next = vi.fn();
    expect(isDraining()).toBe(false);
    expect(startDraining(d, [next])).toBe(true);
    expect(isDraining()).toBe(true);
    expect(next).not.toHaveBeenCalled();
    const drain = timers.find((t) => t.ms === 5000)!;
    drain.fn();
    expect(next).toHaveBeenCalledWith('SIGTERM');
    expect(d.proc.exit).not.toHaveBeenCalled();
    timers.find((t) => t.ms === 35000)!.fn();
    expect(d.proc.exit).toHaveBeenCalledWith(1);
  });

  it('a second SIGTERM changes nothing', () => {
    const { d, timers } = deps();
    startDraining(d, []);
    expect(startDraining(d, [])).toBe(false);
    expect(timers).toHaveLength(2);
  });

  it("without Next's handler, closes the servers itself and exits once they are closed", async () => {
    const { d, timers } = deps({ drainMs: 0 });
    // A real server with one request in flight: close() waits for it.
    const server = http.createServer((_req, res) => setTimeout(() => res.end('done'), 100));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { installGracefulShutdown } = await import('./graceful');
    installGracefulShutdown({ ...d, proc: { ...d.proc, listeners: vi.fn(() => []) } as never });
    const port = (server.address() as { port: number }).port;
    // Drains once the request has arrived (not after a fixed wait: CI machines are slow).
    const arrived = new Promise((r) => server.once('request', r));
    const answer = fetch(`http://127.0.0.1:${port}/`).then((r) => r.text());
    await arrived;
    startDraining(d, []);
    timers.find((t) => t.ms === 0)!.fn();
    await expect(answer).resolves.toBe('done');
    // The close completes after the answer; on a loaded machine that can take over a second.
    await vi.waitFor(() => expect(d.proc.exit).toHaveBeenCalledWith(0), { timeout: 15_000, interval: 50 });
  });
});

describe('tuneServer', () => {
  it('keeps idle connections longer than the proxy, and headers a little longer still', () => {
    const server = http.createServer();
    tuneServer(server, 65000);
    expect(server.keepAliveTimeout).toBe(65000);
    expect(server.headersTimeout).toBe(66000);
  });
});
