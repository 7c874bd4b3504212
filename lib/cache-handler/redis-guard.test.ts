import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { installLogFilter, isPackageLine, redactUrl, RedisGuard, withDeadline } from './redis-guard.mjs';

/** A stand-in for the redis client: the test says when it connects and when it fails. */
function fakeClient() {
  const client = new EventEmitter() as EventEmitter & { connect: () => Promise<void> };
  client.connect = () => new Promise(() => {});
  return client;
}

function guardWithFake() {
  const client = fakeClient();
  const log = { info: vi.fn(), warn: vi.fn() };
  const guard = new RedisGuard({ url: 'redis://:secret@127.0.0.1:6380/0', createClient: () => client, log, settleMs: 5 });
  return { client, log, guard };
}

describe('RedisGuard', () => {
  it('logs an outage once however often the client fails, and the return once', () => {
    const { client, log, guard } = guardWithFake();
    client.emit('ready');
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]![0]).toContain('shared render cache: Redis at redis://:***@127.0.0.1:6380/0');
    for (let i = 0; i < 5; i++) client.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6380'));
    client.emit('end');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toContain('is unreachable (connect ECONNREFUSED 127.0.0.1:6380)');
    expect(guard.up).toBe(false);
    client.emit('ready');
    expect(log.info).toHaveBeenCalledTimes(2);
    expect(log.info.mock.calls[1]![0]).toContain('is back');
    expect(guard.up).toBe(true);
  });

  it('says nothing of failures at start-up until the grace period is over, then says it once', async () => {
    const client = fakeClient();
    const log = { info: vi.fn(), warn: vi.fn() };
    const guard = new RedisGuard({ url: 'redis://127.0.0.1:6380', createClient: () => client, log, startupGraceMs: 30 });
    client.emit('error', new Error('Connection timeout'));
    expect(log.warn).not.toHaveBeenCalled();
    expect(guard.up).toBe(false);
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1));
    expect(log.warn.mock.calls[0]![0]).toContain('is unreachable (Connection timeout)');
    client.emit('ready');
    expect(log.info.mock.calls[0]![0]).toContain('is back');
  });

  it('a slow first connection within the grace period is just the start', async () => {
    const client = fakeClient();
    const log = { info: vi.fn(), warn: vi.fn() };
    new RedisGuard({ url: 'redis://127.0.0.1:6380', createClient: () => client, log, startupGraceMs: 30 });
    client.emit('error', new Error('Connection timeout'));
    client.emit('ready');
    await new Promise((r) => setTimeout(r, 50));
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]![0]).toContain('shared render cache: Redis at');
  });

  it('answers the fallback at once while Redis is down, without calling it', async () => {
    const { client, guard } = guardWithFake();
    client.emit('error', new Error('refused'));
    const run = vi.fn(async () => 'cached page');
    await expect(guard.call('read', run, 500, null)).resolves.toBeNull();
    expect(run).not.toHaveBeenCalled();
  });

  it('answers the fallback when Redis is late or fails, and says so once until a call succeeds', async () => {
    const { client, log, guard } = guardWithFake();
    client.emit('ready');
    await expect(guard.call('read', () => new Promise(() => {}), 20, null)).resolves.toBeNull();
    await expect(guard.call('write', () => Promise.reject(new Error('OOM')), 20, 'skipped')).resolves.toBe('skipped');
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1));
    expect(log.warn.mock.calls[0]![0]).toContain('Redis read failed (no answer within 20 ms)');
    expect(guard.quiet()).toBe(true);
    await expect(guard.call('read', async () => 'page', 20, null)).resolves.toBe('page');
    expect(guard.quiet()).toBe(false);
  });

  it('says nothing of a failed call when Redis turns out to be gone: the outage line says it', async () => {
    const { client, log, guard } = guardWithFake();
    client.emit('ready');
    await guard.call('read', () => Promise.reject(new Error('socket closed')), 20, null);
    client.emit('error', new Error('ECONNREFUSED'));
    await new Promise((r) => setTimeout(r, 20));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toContain('is unreachable');
  });

  it('runs the first-ready listeners once Redis first answers, and at once afterwards', () => {
    const { client, guard } = guardWithFake();
    const first = vi.fn();
    guard.onFirstReady(first);
    expect(first).not.toHaveBeenCalled();
    client.emit('ready');
    client.emit('error', new Error('x'));
    client.emit('ready');
    expect(first).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    guard.onFirstReady(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

describe('log filter', () => {
  it("holds back only the package's lines, only while quiet, and decides a moment later", async () => {
    const sink = { error: vi.fn(), warn: vi.fn(), log: vi.fn() };
    const target = { error: sink.error, warn: sink.warn, log: sink.log };
    let quiet = true;
    installLogFilter(() => quiet, target, 5);
    target.error('Redis client error', new Error('ECONNREFUSED'));
    target.error('RedisStringsHandler.get() Error occurred while getting cache entry.');
    target.error('[fault] the fault page could not be fetched');
    expect(sink.error).toHaveBeenCalledTimes(1);
    quiet = false;
    target.error('Redis command error', 3);
    await vi.waitFor(() => expect(sink.error).toHaveBeenCalledTimes(2));
    // A line printed just before the outage is known: dropped once it is.
    target.error('Redis client error', new Error('ECONNRESET'));
    quiet = true;
    await new Promise((r) => setTimeout(r, 20));
    expect(sink.error).toHaveBeenCalledTimes(2);
  });

  it('recognises the package lines', () => {
    expect(isPackageLine('Failed to reconnect Redis client after connection loss:')).toBe(true);
    expect(isPackageLine('Subscriber client error:')).toBe(true);
    expect(isPackageLine('RedisCacheComponentsHandler client error')).toBe(true);
    expect(isPackageLine('[cache] Redis at x is unreachable')).toBe(false);
    expect(isPackageLine(new Error('Redis client error'))).toBe(false);
  });
});

describe('helpers', () => {
  it('never prints a password', () => {
    expect(redactUrl('redis://user:pw@cache:6379/2')).toBe('redis://user:***@cache:6379/2');
    expect(redactUrl('redis://127.0.0.1:6380')).toBe('redis://127.0.0.1:6380');
    expect(redactUrl('not a url')).toBe('redis://(invalid URL)');
  });

  it('settles with the fallback after the deadline', async () => {
    await expect(withDeadline(new Promise(() => {}), 10, 'late')).resolves.toBe('late');
    await expect(withDeadline(Promise.resolve('on time'), 1000, 'late')).resolves.toBe('on time');
  });
});
