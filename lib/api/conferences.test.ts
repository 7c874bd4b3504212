import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import {
  downloadConferenceFile,
  getConference,
  getConferences,
  getFeaturedConferences,
  getNextConferences,
  getRegistrationState,
  getRoomsSeating,
  participationErrorKey,
  participationErrorOf,
  registerForConference,
  sendAttendanceEvent,
  unregisterFromConference,
} from './conferences';
import { uploadFormFiles } from './custom-forms';
import { getSchedule, getTrack } from './schedule';
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
      return { status: 200, data: { id: 1, slug: 'principal', name: 'P', description: '', color: '#000', conferences: [conference] } };
    });
    await expect(getSchedule(t.instance, { venueId: 1, tag: 'salud' })).resolves.toHaveLength(1);
    await expect(getTrack(t.instance, 'principal')).resolves.toMatchObject({ slug: 'principal', conferences: [conference] });
    expect(t.requests[0]?.params).toEqual({ venue_id: 1, tag: 'salud' });
    expect(t.requests[1]?.url).toBe('/schedule/tracks/principal');
  });

  it('an answer outside the contract is an ApiError naming the endpoint', async () => {
    const t = api(() => ({ status: 200, data: [{ ...conference, startsAt: 5 }] }));
    await expect(getConferences(t.instance)).rejects.toMatchObject({ code: 'unknown', message: expect.stringContaining('GET /conferences/all') });
  });
});

describe('taking part in a session', () => {
  const seating = { conferenceId: 7, full: false, rooms: [{ id: 1, name: 'Auditorio', occupied: 2, total: 3, full: false }] };
  const state = {
    conferenceId: 7,
    status: 'pending',
    roomId: 1,
    uuid: 'u-1',
    missing: 'form',
    registrationFormId: 4,
    answers: null,
    closed: false,
    seating,
    ticket: { required: true, held: true },
    conflict: null,
    access: { login: true, registered: false, ticket: true },
    stream: null,
    survey: { formId: 3, open: true, answered: false },
    minutesWatched: 0,
  };

  it('register, unregister, state and seating use the contract paths and bodies', async () => {
    const t = api((config) => ({ status: 200, data: config.url?.endsWith('rooms-seating') ? seating : state }));
    await expect(registerForConference(t.instance, 7, 1)).resolves.toMatchObject({ status: 'pending', uuid: 'u-1' });
    await unregisterFromConference(t.instance, 7, 1);
    await getRegistrationState(t.instance, 7);
    await expect(getRoomsSeating(t.instance, 7)).resolves.toEqual(seating);
    expect(t.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'post /conferences/7/register',
      'post /conferences/7/unregister',
      'get /conferences/7/registration',
      'get /conferences/7/rooms-seating',
    ]);
    expect(JSON.parse(String(t.requests[0]!.data))).toEqual({ room_id: 1 });
  });

  it('a refusal carries its catalogue key and, for a clash, the other session', async () => {
    const conflict = { id: 9, slug: 'en-directo-paralela', title: 'Paralela', startsAt: '2026-11-21T00:00:00+01:00', endsAt: '2026-11-21T23:59:00+01:00' };
    const t = api(() => ({ status: 422, data: { message: 'registration.overlap', errors: { conference: ['registration.overlap'] }, conflict } }));
    const error = await registerForConference(t.instance, 7, 1).catch((e: unknown) => e);
    expect(participationErrorKey(error)).toBe('registration.overlap');
    expect(participationErrorOf(error)?.conflict).toEqual(conflict);
    expect(participationErrorKey(new Error('x'))).toBeNull();
  });

  it('downloads a gated file as binary, without timeout, reporting progress', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4').buffer;
    const t = api(() => ({ status: 200, data: bytes }));
    const onProgress = () => undefined;
    await expect(downloadConferenceFile(t.instance, 7, 73, { onProgress, responseType: 'arraybuffer' })).resolves.toBe(bytes);
    expect(t.requests[0]).toMatchObject({ url: '/conferences/7/files/73', responseType: 'arraybuffer', timeout: 0, onDownloadProgress: onProgress });
  });

  it('uploads a file question as multipart with progress; attendance posts its event', async () => {
    const t = api((config) =>
      config.url === '/custom-form/3/upload-files'
        ? { status: 201, data: { files: [{ id: 'f1', field: 'attachment', name: 'a.png', type: 'image/png', size: 3 }] } }
        : { status: 204 },
    );
    const onProgress = () => undefined;
    const files = await uploadFormFiles(t.instance, 3, 'attachment', [new File(['abc'], 'a.png', { type: 'image/png' })], onProgress);
    expect(files[0]!.id).toBe('f1');
    const body = t.requests[0]!.data as FormData;
    expect((body.get('attachment') as File).name).toBe('a.png');
    expect(t.requests[0]).toMatchObject({ timeout: 0, onUploadProgress: onProgress });
    await sendAttendanceEvent(t.instance, 7, 'heartbeat');
    expect(JSON.parse(String(t.requests[1]!.data))).toEqual({ event: 'heartbeat' });
  });
});
