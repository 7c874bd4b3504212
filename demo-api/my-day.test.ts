/**
 * "My day" endpoints (routes/my-day.ts, rules in my-day.ts): stars per account (star, unstar, merge, another tenant's
 * session refused), the timeline data (confirmed registrations, stars, accepted meetings), and
 * the secret calendar feed (stored hashed, renewed, revoked → 404, never by bearer token).
 */
import { describe, expect, it } from 'vitest';
import {
  calendarFeedSecretSchema,
  calendarFeedStatusSchema,
  favoritesSchema,
  myDayDataSchema,
} from '../lib/api/schemas/my-day';
import { DEMO_ACCOUNTS } from './seed';
import { call, serverPerFile, signIn } from './testing';

const server = serverPerFile();

const sessionId = async (slug: string, tenant = 'demo') => (await call(server.app, `/conferences/${slug}`, { tenant })).body.id as number;

describe('favorites', () => {
  it('need a signed-in customer', async () => {
    expect((await call(server.app, '/customer/favorites')).status).toBe(403);
    expect((await call(server.app, '/customer/favorites/1', { method: 'PUT' })).status).toBe(403);
  });

  it('star, unstar (both idempotent) and merge the browser stars; unknown or foreign sessions are refused or skipped', async () => {
    const token = await signIn(server.app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
    const live = await sessionId('en-directo');
    const parallel = await sessionId('en-directo-paralela');
    const hermesLive = ((await call(server.app, '/conferences/all', { tenant: 'hermes' })).body as { id: number }[])[0]!.id;

    const put = await call(server.app, `/customer/favorites/${live}`, { method: 'PUT', token });
    expect(put.status).toBe(200);
    expect(put.headers['cache-control']).toBe('private, no-store');
    expect(favoritesSchema.parse(put.body).conferenceIds).toEqual([live]);
    expect((await call(server.app, `/customer/favorites/${live}`, { method: 'PUT', token })).body.conferenceIds).toEqual([live]);

    const foreign = await call(server.app, `/customer/favorites/${hermesLive}`, { method: 'PUT', token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toEqual({ conferenceId: ['favorites.not_found'] });
    expect((await call(server.app, '/customer/favorites/abc', { method: 'PUT', token })).status).toBe(404);

    const merged = await call(server.app, '/customer/favorites', { token, body: { conferenceIds: [parallel, live, hermesLive, 999_999] } });
    expect(merged.status).toBe(200);
    expect(merged.body.conferenceIds).toEqual([live, parallel].sort((a, b) => a - b));
    expect((await call(server.app, '/customer/favorites', { token, body: { conferenceIds: ['x'] } })).status).toBe(422);

    expect((await call(server.app, `/customer/favorites/${live}`, { method: 'DELETE', token })).body.conferenceIds).toEqual([parallel]);
    expect((await call(server.app, `/customer/favorites/${live}`, { method: 'DELETE', token })).body.conferenceIds).toEqual([parallel]);
    expect((await call(server.app, '/customer/favorites', { token })).body.conferenceIds).toEqual([parallel]);
  });
});

describe('my day and its calendar feed', () => {
  it('lists confirmed registrations and stars once each, and timed accepted meetings', async () => {
    const token = await signIn(server.app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
    const parallel = await sessionId('en-directo-paralela');
    const [room] = (await call(server.app, `/conferences/${parallel}/rooms-seating`, { locale: 'en' })).body.rooms as { id: number; name: string }[];
    const reg = await call(server.app, `/conferences/${parallel}/register`, { token, body: { room_id: room!.id } });
    expect(reg.status).toBe(200);
    await call(server.app, `/customer/favorites/${parallel}`, { method: 'PUT', token });

    const res = await call(server.app, '/customer/my-day', { token, locale: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = myDayDataSchema.parse(res.body);
    const mine = data.sessions.filter((s) => s.id === parallel);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ registered: true, starred: true, roomId: room!.id, room: room!.name });
    expect(mine[0]!.venue).toEqual(expect.any(String));
    // The seeded attendee holds requests in every state, accepted ones among them (seed/networking.ts).
    expect(data.meetings.length).toBeGreaterThanOrEqual(1);
    for (const m of data.meetings) {
      expect(Date.parse(m.endsAt)).toBeGreaterThan(Date.parse(m.startsAt));
      expect(m.with).not.toBe('');
    }

    // Unstarred but still registered: kept; unregistered and unstarred: gone.
    await call(server.app, `/customer/favorites/${parallel}`, { method: 'DELETE', token });
    expect(myDayDataSchema.parse((await call(server.app, '/customer/my-day', { token })).body).sessions.find((s) => s.id === parallel)).toMatchObject({
      registered: true,
      starred: false,
    });
    await call(server.app, `/conferences/${parallel}/unregister`, { token, body: { room_id: room!.id } });
    expect(myDayDataSchema.parse((await call(server.app, '/customer/my-day', { token })).body).sessions.some((s) => s.id === parallel)).toBe(false);
  });

  it('a starred-only session names its rooms and has no room id', async () => {
    const token = await signIn(server.app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
    const live = await sessionId('en-directo');
    await call(server.app, `/customer/favorites/${live}`, { method: 'PUT', token });
    const data = myDayDataSchema.parse((await call(server.app, '/customer/my-day', { token })).body);
    const s = data.sessions.find((x) => x.id === live)!;
    expect(s.roomId).toBeNull();
    expect(s.room).toContain(', ');
  });

  it('feed secret: created (shown once, stored hashed), read without a bearer token, renewed, revoked → 404', async () => {
    const token = await signIn(server.app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
    expect(calendarFeedStatusSchema.parse((await call(server.app, '/customer/calendar-feed', { token })).body)).toEqual({ active: false, createdAt: null });
    expect((await call(server.app, '/customer/calendar-feed', { method: 'POST' })).status).toBe(403);

    const created = await call(server.app, '/customer/calendar-feed', { method: 'POST', token });
    expect(created.status).toBe(201);
    const { secret } = calendarFeedSecretSchema.parse(created.body);
    expect((await call(server.app, '/customer/calendar-feed', { token })).body.active).toBe(true);

    const feed = (s: string, tenant = 'demo') => call(server.app, '/calendar-feed/my-day', { tenant, headers: { 'x-calendar-feed': s } });
    const read = await feed(secret);
    expect(read.status).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(myDayDataSchema.parse(read.body)).toEqual(myDayDataSchema.parse((await call(server.app, '/customer/my-day', { token })).body));
    // Only the hash is kept: the secret itself is nowhere in the database.
    const stored = JSON.stringify((await call(server.app, '/customer/calendar-feed', { token })).body);
    expect(stored).not.toContain(secret);
    expect((await feed(secret, 'hermes')).status).toBe(404);
    expect((await feed('x'.repeat(43))).status).toBe(404);
    expect((await call(server.app, '/calendar-feed/my-day')).status).toBe(404);

    const renewed = calendarFeedSecretSchema.parse((await call(server.app, '/customer/calendar-feed', { method: 'POST', token })).body);
    expect(renewed.secret).not.toBe(secret);
    expect((await feed(secret)).status).toBe(404);
    expect((await feed(renewed.secret)).status).toBe(200);

    expect((await call(server.app, '/customer/calendar-feed', { method: 'DELETE', token })).status).toBe(204);
    expect((await feed(renewed.secret)).status).toBe(404);
    expect((await call(server.app, '/customer/calendar-feed', { token })).body.active).toBe(false);
  });
});
