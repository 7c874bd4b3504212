/**
 * The room screen (screen.ts, routes/screen.ts): who may read it (a moderator's token, the current
 * key; 401 with neither, 403 for attendees and old keys), rotation, and what it shows (pinned
 * first, then by votes, answered ones gone; the open poll with its counts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { screenLinkSchema, screenStateSchema } from '../lib/api/schemas/screen';
import { DEMO_ACCOUNTS } from './seed';
import { call, serverPerFile, signIn } from './testing';

const server = serverPerFile();
let live: number;
let organiser: string;
let attendee: string;

beforeAll(async () => {
  live = (await call(server.app, '/conferences/en-directo')).body.id;
  organiser = await signIn(server.app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password);
  attendee = await signIn(server.app, DEMO_ACCOUNTS.attendee.email, DEMO_ACCOUNTS.attendee.password);
});

const state = (c: { token?: string; key?: string }) => call(server.app, `/conferences/${live}/screen/state`, { token: c.token, body: c.key ? { key: c.key } : {} });

describe('room screen', () => {
  it('opens for the organiser and for the current key only; the link is the organiser’s; rotating retires the old key', async () => {
    expect((await state({})).status).toBe(401);
    expect((await state({ token: attendee })).status).toBe(403);
    expect((await call(server.app, `/conferences/${live}/screen/link`, { token: attendee })).status).toBe(403);
    expect((await call(server.app, `/conferences/${live}/screen/rotate`, { token: attendee, body: {} })).status).toBe(403);
    expect((await call(server.app, `/conferences/${live}/screen/link`)).status).toBe(401);
    const mod = await state({ token: organiser });
    expect(mod.status).toBe(200);
    expect(mod.headers['cache-control']).toBe('no-store');

    const { key } = screenLinkSchema.parse((await call(server.app, `/conferences/${live}/screen/link`, { token: organiser })).body);
    expect(screenLinkSchema.parse((await call(server.app, `/conferences/${live}/screen/link`, { token: organiser })).body).key).toBe(key);
    expect((await state({ key })).status).toBe(200);
    expect((await state({ key: `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}` })).status).toBe(403);

    const rotated = screenLinkSchema.parse((await call(server.app, `/conferences/${live}/screen/rotate`, { token: organiser, body: {} })).body);
    expect(rotated.key).not.toBe(key);
    expect((await state({ key })).status).toBe(403);
    expect((await state({ key: rotated.key })).status).toBe(200);
  });

  it('shows the pinned question first, then by votes, without answered ones, and the open poll with its counts', async () => {
    const before = screenStateSchema.parse((await state({ token: organiser })).body);
    const ask = async (text: string) => {
      const q = await call(server.app, `/conferences/${live}/questions`, { token: attendee, body: { conference_id: live, text } });
      await call(server.app, `/conferences/questions/${q.body.id}/validate`, { token: organiser, body: {} });
      return q.body.id as number;
    };
    const top = await ask('¿La más votada?');
    await call(server.app, '/conferences/questions/vote', { token: attendee, body: { questionId: top } });
    await call(server.app, '/conferences/questions/vote', { token: organiser, body: { questionId: top } });
    const pinned = await ask('¿Destacada?');
    await call(server.app, `/conferences/questions/${pinned}/pin`, { token: organiser, body: {} });
    let now = screenStateSchema.parse((await state({ token: organiser })).body);
    expect(now.questions[0]).toMatchObject({ id: pinned, pinned: true });
    expect(now.questions.slice(1).every((q) => !q.pinned)).toBe(true);
    expect(now.questions.every((q, i, all) => i < 2 || q.votes <= all[i - 1]!.votes)).toBe(true);
    // Among the seeded questions, ours with two votes shows exactly when it is among the top five.
    expect(now.questions.some((q) => q.id === top)).toBe(now.questions.length < 5 || now.questions[4]!.votes <= 2);

    await call(server.app, `/conferences/questions/${pinned}/answered`, { token: organiser, body: {} });
    now = screenStateSchema.parse((await state({ token: organiser })).body);
    expect(now.questions.some((q) => q.id === pinned)).toBe(false);
    expect(before.poll).toBeNull();

    const poll = await call(server.app, `/conferences/${live}/polls`, { token: organiser, body: { question: '¿Sí o no?', options: ['Sí', 'No'] } });
    await call(server.app, `/conferences/polls/${poll.body.id}/open`, { token: organiser, body: {} });
    await call(server.app, `/conferences/polls/${poll.body.id}/answer`, { token: attendee, body: { optionIds: [poll.body.options[1].id] } });
    now = screenStateSchema.parse((await state({ token: organiser })).body);
    expect(now.poll).toMatchObject({ id: poll.body.id, responses: 1, results: true });
    expect(now.poll!.options.map((o) => o.votes)).toEqual([0, 1]);
    await call(server.app, `/conferences/polls/${poll.body.id}/close`, { token: organiser, body: {} });
    expect(screenStateSchema.parse((await state({ token: organiser })).body).poll).toBeNull();
  });
});
