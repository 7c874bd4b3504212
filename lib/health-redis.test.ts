import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeRedis, publicReadiness } from './health';

/** A free loopback port. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

const REDIS = '/usr/bin/redis-server';
let redis: ChildProcess | null = null;
let url = '';
let dir = '';

beforeAll(async () => {
  const port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-redis-'));
  redis = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if ((await probeRedis(url, 200)).state === 'up') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not start');
});
afterAll(() => {
  redis?.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('probeRedis (readiness)', () => {
  it('says up with its latency when Redis answers PING', async () => {
    const report = await probeRedis(url, 1_000);
    expect(report.state).toBe('up');
    expect(report.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('says down, with the reason for the log, when nothing listens', async () => {
    const report = await probeRedis(`redis://127.0.0.1:${await freePort()}`, 300);
    expect(report.state).toBe('down');
    expect(report.reason).toBeTruthy();
  });

  it('says down within the timeout when Redis never answers', async () => {
    // A listener that accepts and says nothing.
    const silent = net.createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const report = await probeRedis(`redis://127.0.0.1:${(silent.address() as net.AddressInfo).port}`, 300);
    silent.close();
    expect(report).toMatchObject({ state: 'down', reason: 'timeout after 300 ms' });
  });

  it('says off without REDIS_URL', async () => {
    expect(await probeRedis(null, 300)).toEqual({ state: 'off', latencyMs: 0 });
  });

  it('is ready when the API answers, whatever Redis says, and shows no reason', () => {
    const api = { ok: true, state: 'up' as const, tenant: 'demo', latencyMs: 12 };
    const down = { state: 'down' as const, latencyMs: 300, reason: 'connect ECONNREFUSED 127.0.0.1:6380' };
    expect(publicReadiness(api, down)).toEqual({ ready: true, api: { status: 'up', latencyMs: 12 }, redis: { status: 'down', latencyMs: 300 } });
    const apiDown = { ok: false, state: 'down' as const, tenant: 'demo', latencyMs: 1500, reason: 'timeout' };
    expect(publicReadiness(apiDown, { state: 'up', latencyMs: 1 }).ready).toBe(false);
    expect(JSON.stringify(publicReadiness(apiDown, down))).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|timeout/);
  });
});
