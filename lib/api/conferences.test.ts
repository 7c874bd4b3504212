import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { getConference, getConferences, getFeaturedConferences, getNextConferences } from './conferences';
import { getSchedule, getScheduleSplits, getTrack } from './schedule';
import { attachFakeTransport, type FakeHandler } from './test-adapter';

function api(handler: FakeHandler) {
  const instance = createApiClient({ baseURL: 'http://api.test', tenantToken: 't', timeoutMs: 1_000 });
  return { instance, ...attachFakeTransport(instance, handler) };
}

const conference = {
  id: 1,
  slug: 'apertura',
  title: 'Apertura',
  summary: 'Bienvenida.',
  format: 'opening',
  startsAt: '2027-03-09T09:00:00+01:00',
  endsAt: '2027-03-09T09:30:00+01:00',
  date: '2027-03-09',
  venueId: 1,
  trackId: null,
  topic: null,
  edition: 2027,
  past: false,
  featured: true,
  registrationRequired: false,
  rooms: [],
  tags: [],
  speakers: [],
};
const detail = { ...conference, description: '<p>x</p>', files: [], streaming: null, questionsEnabled: false };

describe('conference and schedule reads', () => {
  it('getConferences sends only the given filters, with the API names', async () => {
    const t = api(() => ({ status: 200, data: [conference] }));
    await expect(getConferences(t.instance)).resolves.toEqual([conference]);
    await getConferences(t.instance, { when: 'past', edition: 2025, venueId: 2, tag: 'salud', date: '2025-11-18' });
    expect(t.requests[0]).toMatchObject({ url: '/conferences/all', params: {} });
    expect(t.requests[1]?.params).toEqual({ when: 'past', edition: 2025, venue_id: 2, tag: 'salud', date: '2025-11-18' });
  });

  it('featured and next take venue_id and limit', async () => {
    const t = api(() => ({ status: 200, data: [] }));
    await getFeaturedConferences(t.instance, 2);
    await getNextConferences(t.instance, { limit: 12 });
    expect(t.requests.map((r) => [r.url, r.params])).toEqual([
      ['/conferences/featured', { venue_id: 2 }],
      ['/conferences/next', { limit: 12 }],
    ]);
  });

  it('getConference encodes the slug; a 404 is an ApiError not_found', async () => {
    const t = api((config) => (config.url === '/conferences/apertura' ? { status: 200, data: detail } : { status: 404, data: { message: 'Conference not found' } }));
    await expect(getConference(t.instance, 'apertura')).resolves.toEqual(detail);
    await expect(getConference(t.instance, 'no existe')).rejects.toMatchObject({ code: 'not_found' });
    expect(t.requests[1]?.url).toBe('/conferences/no%20existe');
  });

  it('schedule, splits and tracks parse their contracts', async () => {
    const t = api((config) => {
      if (config.url === '/schedule') return { status: 200, data: [{ date: '2027-03-09', conferences: [conference] }] };
      if (config.url === '/schedule/splits') return { status: 200, data: [{ date: '2027-03-09', conferences: 1 }] };
      return { status: 200, data: { id: 1, slug: 'principal', name: 'P', description: '', color: '#000', conferences: [conference] } };
    });
    await expect(getSchedule(t.instance, { venueId: 1, tag: 'salud' })).resolves.toHaveLength(1);
    await expect(getScheduleSplits(t.instance)).resolves.toEqual([{ date: '2027-03-09', conferences: 1 }]);
    await expect(getTrack(t.instance, 'principal')).resolves.toMatchObject({ slug: 'principal', conferences: [conference] });
    expect(t.requests[0]?.params).toEqual({ venue_id: 1, tag: 'salud' });
    expect(t.requests[2]?.url).toBe('/schedule/tracks/principal');
  });

  it('an answer outside the contract is an ApiError naming the endpoint', async () => {
    const t = api(() => ({ status: 200, data: [{ ...conference, startsAt: 5 }] }));
    await expect(getConferences(t.instance)).rejects.toMatchObject({ code: 'unknown', message: expect.stringContaining('GET /conferences/all') });
  });
});
