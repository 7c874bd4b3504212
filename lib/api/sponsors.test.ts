import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { getSponsor, getSponsorGroups, getSponsorsByCategory, getSponsorTags } from './sponsors';
import { attachFakeTransport, type FakeHandler } from './test-adapter';

function api(handler: FakeHandler) {
  const instance = createApiClient({ baseURL: 'http://api.test', tenantToken: 't', timeoutMs: 1_000 });
  return { instance, ...attachFakeTransport(instance, handler) };
}

const sponsor = { id: 3, company_name: 'Zubi', logo_url: 'http://api.test/media/3.svg', url: null, category: 'gold' };

describe('sponsors', () => {
  it('getSponsorGroups reads GET /sponsors', async () => {
    const groups = [{ name: 'promotores', title: 'Patrocinadores', sponsors: [sponsor] }];
    const t = api(() => ({ status: 200, data: groups }));
    await expect(getSponsorGroups(t.instance)).resolves.toEqual(groups);
    expect(t.requests[0]).toMatchObject({ method: 'get', url: '/sponsors' });
  });

  it('rejects a category outside gold, silver, bronze', async () => {
    const t = api(() => ({ status: 200, data: [{ name: 'promotores', title: 'P', sponsors: [{ ...sponsor, category: 'platinum' }] }] }));
    await expect(getSponsorGroups(t.instance)).rejects.toMatchObject({ code: 'unknown' });
  });

  it('reads tags, categories and one sponsor from their endpoints', async () => {
    const t = api((config) => {
      if (config.url === '/sponsors/tags') return { status: 200, data: [] };
      if (config.url === '/sponsors/category') return { status: 200, data: [{ category: 'gold', name: 'Oro', sponsors: [sponsor] }] };
      return { status: 200, data: { ...sponsor, group: 'promotores', description: '', tags: [] } };
    });
    await expect(getSponsorTags(t.instance)).resolves.toEqual([]);
    await expect(getSponsorsByCategory(t.instance)).resolves.toHaveLength(1);
    await expect(getSponsor(t.instance, 3)).resolves.toMatchObject({ id: 3, group: 'promotores' });
    expect(t.requests.map((r) => r.url)).toEqual(['/sponsors/tags', '/sponsors/category', '/sponsors/3']);
  });
});
