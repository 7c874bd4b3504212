import { describe, expect, it } from 'vitest';
import { getTenantByKey } from '@/lib/tenants/registry';
import { unansweredSince } from '@/lib/tenants/upstream-faults';
import { serverApi } from './server';

describe('serverApi', () => {
  it('a call the API leaves unanswered is noted for its API base (the fault relay waits for it); an answer is not', async () => {
    const since = Date.now();
    // Nothing listens on port 9: the connection is refused.
    const down = { ...getTenantByKey('demo')!, apiBaseUrl: 'http://127.0.0.1:9' };
    await expect(serverApi(down, 'es').get('/general-data')).rejects.toMatchObject({ code: 'network' });
    expect(unansweredSince('http://127.0.0.1:9', since)).toBe(true);
    expect(unansweredSince(getTenantByKey('demo')!.apiBaseUrl ?? 'http://127.0.0.1:4000', since)).toBe(false);
  });
});
