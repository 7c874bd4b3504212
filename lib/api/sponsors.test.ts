import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { getSponsor, getSponsorGroups, getSponsorTags } from './sponsors';
import { attachFakeTransport, type FakeHandler } from './test-adapter';

function api(handler: FakeHandler) {
  const instance = createApiClient({ baseURL: 'http://api.test', tenantToken: 't', timeoutMs: 1_000 });
  return { instance, ...attachFakeTransport(instance, handler) };
}

const tag = { id: 7, name: 'Tecnología', slug: 'tecnologia' };
const sponsor = { id: 3, company_name: 'Zubi', logo_url: 'http://api.test/media/3.svg', url: null, category: 'gold', tags: [tag] };
const detail = {
  ...sponsor,
  group: 'promotores',
  description: '<p>Zubi apoya el congreso.</p>',
  links: { linkedin: 'https://www.linkedin.com/company/zubi', twitter: null },
  conferences: [{ id: 11, slug: 'apertura', title: 'Apertura', startsAt: '2026-11-21T09:00:00+01:00', endsAt: '2026-11-21T10:00:00+01:00', venueId: 1 }],
};

describe('sponsors', () => {
  it('getSponsorGroups reads GET /sponsors, each sponsor with its tags', async () => {
    const groups = [{ name: 'promotores', title: 'Patrocinadores', sponsors: [sponsor] }];
    const t = api(() => ({ status: 200, data: groups }));
    await expect(getSponsorGroups(t.instance)).resolves.toEqual(groups);
    expect(t.requests[0]).toMatchObject({ method: 'get', url: '/sponsors' });
  });

  it('passes a tag as ?tag= and leaves it out otherwise', async () => {
    const t = api(() => ({ status: 200, data: [] }));
    await getSponsorGroups(t.instance, 'tecnologia');
    await getSponsorGroups(t.instance);
    expect(t.requests.map((r) => r.params)).toEqual([{ tag: 'tecnologia' }, undefined]);
  });

  it('rejects a category outside gold, silver, bronze', async () => {
    const t = api(() => ({ status: 200, data: [{ name: 'promotores', title: 'P', sponsors: [{ ...sponsor, category: 'platinum' }] }] }));
    await expect(getSponsorGroups(t.instance)).rejects.toMatchObject({ code: 'unknown' });
  });

  it('rejects a listed sponsor without its tags (the filter needs them)', async () => {
    const { tags: _tags, ...untagged } = sponsor;
    void _tags;
    const t = api(() => ({ status: 200, data: [{ name: 'promotores', title: 'P', sponsors: [untagged] }] }));
    await expect(getSponsorGroups(t.instance)).rejects.toMatchObject({ code: 'unknown' });
  });

  it('reads tags, categories and one sponsor with links and sponsored sessions', async () => {
    const t = api((config) => {
      if (config.url === '/sponsors/tags') return { status: 200, data: [tag] };
      return { status: 200, data: detail };
    });
    await expect(getSponsorTags(t.instance)).resolves.toEqual([tag]);
    await expect(getSponsor(t.instance, 3)).resolves.toEqual(detail);
    expect(t.requests.map((r) => r.url)).toEqual(['/sponsors/tags', '/sponsors/3']);
  });

  it('an unknown sponsor is ApiError not_found with its status', async () => {
    const t = api(() => ({ status: 404, data: { message: 'Sponsor not found' } }));
    await expect(getSponsor(t.instance, 999)).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });

  it('rejects a detail whose session lacks its slug (it could not be linked)', async () => {
    const t = api(() => ({ status: 200, data: { ...detail, conferences: [{ ...detail.conferences[0], slug: undefined }] } }));
    await expect(getSponsor(t.instance, 3)).rejects.toMatchObject({ code: 'unknown' });
  });
});
