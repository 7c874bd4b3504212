import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { attachFakeTransport, type FakeHandler } from './test-adapter';
import { getTopic, getTopics } from './topics';

function api(handler: FakeHandler) {
  const instance = createApiClient({ baseURL: 'http://api.test', tenantToken: 't', timeoutMs: 1_000 });
  return { instance, ...attachFakeTransport(instance, handler) };
}

const topic = { id: 1, name: 'Liderazgo', slug: 'liderazgo', description: 'Texto', color: '#0b3d91' };

describe('topics', () => {
  it('getTopics reads GET /schedule/topics', async () => {
    const t = api(() => ({ status: 200, data: [topic] }));
    await expect(getTopics(t.instance)).resolves.toEqual([topic]);
    expect(t.requests[0]).toMatchObject({ method: 'get', url: '/schedule/topics' });
  });

  it('getTopic reads GET /schedule/topics/{slug} (encoded); unknown is not_found', async () => {
    const t = api(() => ({ status: 200, data: { ...topic, conferences: [] } }));
    await expect(getTopic(t.instance, 'liderazgo')).resolves.toMatchObject({ slug: 'liderazgo', conferences: [] });
    await getTopic(t.instance, 'a b');
    expect(t.requests.map((r) => r.url)).toEqual(['/schedule/topics/liderazgo', '/schedule/topics/a%20b']);

    const missing = api(() => ({ status: 404, data: { message: 'Topic not found' } }));
    await expect(getTopic(missing.instance, 'nope')).rejects.toMatchObject({ code: 'not_found' });
  });
});
