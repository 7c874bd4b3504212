import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { noteReadFailure, noteReadSuccess, noteUnanswered, onUnanswered, openBreaker, raceBreaker, unansweredSince } from './upstream-faults';
import { isInMaintenance } from './upstream';

const timeout = () => new ApiError('timeout', { code: 'timeout' });

describe('upstream faults', () => {
  it('an unanswered call is known from its time on, per API base, and told once to whoever waits', () => {
    const heard: string[] = [];
    const stop = onUnanswered('http://api-u.test', () => heard.push('u'));
    const stopOther = onUnanswered('http://api-v.test', () => heard.push('v'));
    noteUnanswered('http://api-u.test', 5_000);
    noteUnanswered('http://api-u.test', 6_000);
    expect(heard).toEqual(['u']);
    expect(unansweredSince('http://api-u.test', 6_000)).toBe(true);
    expect(unansweredSince('http://api-u.test', 6_001)).toBe(false);
    expect(unansweredSince('http://api-v.test', 0)).toBe(false);
    stop();
    stopOther();
    noteUnanswered('http://api-v.test', 7_000);
    expect(heard).toEqual(['u']);
  });

  it('a timeout opens a short breaker on that API base; a success closes it', () => {
    noteReadFailure('demo', 'http://api-a.test', timeout(), 1_000);
    expect(openBreaker('http://api-a.test', 1_500)?.code).toBe('timeout');
    expect(openBreaker('http://api-b.test', 1_500)).toBeNull();
    expect(openBreaker('http://api-a.test', 2_100)).toBeNull();
    noteReadFailure('demo', 'http://api-a.test', timeout(), Date.now());
    noteReadSuccess('http://api-a.test');
    expect(openBreaker('http://api-a.test')).toBeNull();
  });

  it('reads in flight give up when another read of the same API times out: one timeout per page', async () => {
    const slow = raceBreaker('http://api-c.test', () => new Promise<string>(() => {}));
    const other = raceBreaker('http://api-d.test', async () => 'fine');
    noteReadFailure('demo', 'http://api-c.test', timeout());
    await expect(slow).rejects.toMatchObject({ code: 'timeout' });
    await expect(other).resolves.toBe('fine');
    noteReadSuccess('http://api-c.test');
  });

  it('a 503 puts the tenant in maintenance at once; other errors do not open the breaker', async () => {
    noteReadFailure('hermes', 'http://api-e.test', new ApiError('maintenance', { code: 'maintenance', status: 503 }));
    noteReadFailure('hermes', 'http://api-e.test', new ApiError('boom', { code: 'server', status: 500 }));
    expect(openBreaker('http://api-e.test')).toBeNull();
    const hermes = { key: 'hermes', maintenance: false } as Parameters<typeof isInMaintenance>[0];
    expect(await isInMaintenance(hermes)).toBe(true);
  });
});
