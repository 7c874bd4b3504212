import { describe, expect, it } from 'vitest';
import { currentRequestId, runWithRequestContext } from './request-context';

describe('request context', () => {
  it('gives the request id to everything the request starts, across awaits, and none outside', async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await runWithRequestContext({ requestId: 'req-aaaaaaaa' }, async () => {
      await new Promise((r) => setTimeout(r, 5));
      const nested = await Promise.all([1, 2].map(async () => currentRequestId()));
      return [currentRequestId(), ...nested];
    });
    expect(seen).toEqual(['req-aaaaaaaa', 'req-aaaaaaaa', 'req-aaaaaaaa']);
    expect(currentRequestId()).toBeUndefined();
  });

  it('keeps two requests in flight apart', async () => {
    const one = runWithRequestContext({ requestId: 'req-11111111' }, async () => {
      await new Promise((r) => setTimeout(r, 10));
      return currentRequestId();
    });
    const two = runWithRequestContext({ requestId: 'req-22222222' }, async () => currentRequestId());
    expect(await Promise.all([one, two])).toEqual(['req-11111111', 'req-22222222']);
  });
});
