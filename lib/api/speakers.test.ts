import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { getSpeaker, getSpeakers, getSpeakerTags } from './speakers';
import { attachFakeTransport, type FakeHandler } from './test-adapter';

function api(handler: FakeHandler) {
  const instance = createApiClient({ baseURL: 'http://api.test', tenantToken: 't', timeoutMs: 1_000 });
  return { instance, ...attachFakeTransport(instance, handler) };
}

const speaker = {
  id: 7,
  slug: 'ane-perez',
  name: 'Ane',
  surname: 'Pérez',
  position: 'CTO',
  company: 'Kresala Labs',
  photo: null,
  featured: true,
  tags: [{ id: 1, name: 'Salud', slug: 'salud' }],
};

describe('speakers', () => {
  it('getSpeakers reads GET /conferences/speakers, with ?tag= only when given', async () => {
    const t = api(() => ({ status: 200, data: [speaker] }));
    await expect(getSpeakers(t.instance)).resolves.toEqual([speaker]);
    await getSpeakers(t.instance, 'salud');
    expect(t.requests[0]).toMatchObject({ method: 'get', url: '/conferences/speakers' });
    expect(t.requests[0]?.params).toBeUndefined();
    expect(t.requests[1]?.params).toEqual({ tag: 'salud' });
  });

  it('getSpeakerTags reads GET /conferences/speakers/tags', async () => {
    const t = api(() => ({ status: 200, data: [{ id: 1, name: 'Salud', slug: 'salud' }] }));
    await expect(getSpeakerTags(t.instance)).resolves.toHaveLength(1);
    expect(t.requests[0]?.url).toBe('/conferences/speakers/tags');
  });

  it('getSpeaker reads GET /conferences/speakers/{id}; 404 is not_found; a broken body breaks the contract', async () => {
    const detail = { ...speaker, bio: 'Bio', links: { twitter: null, linkedin: null, website: null }, conferences: [] };
    const ok = api(() => ({ status: 200, data: detail }));
    await expect(getSpeaker(ok.instance, 7)).resolves.toEqual(detail);
    expect(ok.requests[0]?.url).toBe('/conferences/speakers/7');

    const missing = api(() => ({ status: 404, data: { message: 'Speaker not found' } }));
    await expect(getSpeaker(missing.instance, 99)).rejects.toMatchObject({ code: 'not_found' });

    const broken = api(() => ({ status: 200, data: { ...detail, links: undefined } }));
    await expect(getSpeaker(broken.instance, 7)).rejects.toMatchObject({ code: 'unknown' });
  });
});
