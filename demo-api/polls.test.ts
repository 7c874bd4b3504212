/**
 * Live polls (polls.ts, routes/polls.ts) against the demo API in memory with the real
 * Pusher-protocol server: roles on every organiser call (403 for attendees, 401 anonymous), the
 * states, one answer per account (also when the same account answers twenty times at once),
 * changing the answer while open, access (a ticket where the session asks for one), who sees the
 * counts, and the events real pusher-js clients receive.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Channel } from 'pusher-js';
import { pollListSchema, pollSchema, pollEventSchema, type Poll } from '../lib/api/schemas/polls';
import { liveErrorSchema } from '../lib/api/schemas/live';
import { conferenceChannel, moderationChannel, POLL_EVENTS } from '../lib/api/schemas/realtime';
import type { RealtimeServer } from './realtime/server';
import { pusherClient, startLiveRoom, subscribed } from './realtime/testing';
import { call } from './testing';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const APP = { id: 'poll-test', key: 'poll-key', secret: 'poll-secret' };
let realtime: RealtimeServer;
let app: FastifyInstance;
let apiUrl: string;
let live: number;
let attendee: string; // holds a ticket
let organiser: string;
let noTicket: string; // signed in, no ticket: no access to a session that asks for one

beforeAll(async () => {
  let tokens: Record<'attendee' | 'organiser' | 'shared', string>;
  ({ realtime, app, apiUrl, live, tokens } = await startLiveRoom(APP));
  ({ attendee, organiser, shared: noTicket } = tokens);
});
afterAll(async () => {
  await app.close();
  await realtime.close();
});

const create = (body: object, token: string | null = organiser) => call(app, `/conferences/${live}/polls`, { token: token ?? undefined, body });
const move = (id: number, action: string, token: string | null = organiser) => call(app, `/conferences/polls/${id}/${action}`, { token: token ?? undefined, body: {} });
const answer = (id: number, optionIds: number[], token: string | null = attendee) => call(app, `/conferences/polls/${id}/answer`, { token: token ?? undefined, body: { optionIds } });
const list = async (token?: string): Promise<Poll[]> => pollListSchema.parse((await call(app, `/conferences/${live}/polls`, { token })).body);
const keyOf = (body: unknown) => { const p = liveErrorSchema.safeParse(body); return p.success ? Object.values(p.data.errors).flat()[0] : JSON.stringify(body); };

async function newPoll(multiple = false, options = ['Sí', 'No', 'Depende']): Promise<Poll> {
  const res = await create({ question: `¿Te sirve? ${Math.random()}`, options, multiple });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return pollSchema.parse(res.body);
}

describe('organiser calls', () => {
  it('create, open, close and publish answer 403 live.forbidden to an attendee and 401 live.login_required to an anonymous caller', async () => {
    const body = { question: '¿Café o té?', options: ['Café', 'Té'] };
    await expect(create(body, attendee).then((r) => [r.status, keyOf(r.body)])).resolves.toEqual([403, 'live.forbidden']);
    await expect(create(body, null).then((r) => [r.status, keyOf(r.body)])).resolves.toEqual([401, 'live.login_required']);
    const poll = await newPoll();
    for (const action of ['open', 'close', 'publish']) {
      await expect(move(poll.id, action, attendee).then((r) => [r.status, keyOf(r.body)])).resolves.toEqual([403, 'live.forbidden']);
      await expect(move(poll.id, action, null).then((r) => [r.status, keyOf(r.body)])).resolves.toEqual([401, 'live.login_required']);
    }
    // Nothing moved.
    expect((await list(organiser)).find((p) => p.id === poll.id)!.state).toBe('draft');
  });

  it('a poll takes 2 to 6 distinct options and a question; the refusals name the field', async () => {
    expect((await create({ question: '¿?', options: ['Solo una'] })).body.errors).toHaveProperty('options');
    expect((await create({ question: '¿?', options: ['1', '2', '3', '4', '5', '6', '7'] })).body.errors).toHaveProperty('options');
    expect((await create({ question: '  ', options: ['a', 'b'] })).body.errors).toHaveProperty('question');
    const twice = await create({ question: '¿?', options: ['Sí', 'sí'] });
    expect([twice.status, twice.body.errors]).toEqual([422, { 'options.1': ['validation.different'] }]);
  });

  it('states: draft → open → closed → open → published; anything else is 409 live.invalid_state', async () => {
    const poll = await newPoll();
    expect((await move(poll.id, 'close')).status).toBe(409);
    expect((await move(poll.id, 'publish')).status).toBe(409);
    expect((await move(poll.id, 'open')).body.state).toBe('open');
    expect((await move(poll.id, 'close')).body.state).toBe('closed');
    expect((await move(poll.id, 'open')).body.state).toBe('open');
    expect((await move(poll.id, 'publish')).body.state).toBe('published');
    const again = await move(poll.id, 'open');
    expect([again.status, again.body.state]).toEqual([409, 'published']);
    expect((await move(999999, 'open')).status).toBe(404);
  });

  it('opening a poll closes the session’s other open one', async () => {
    const [a, b] = [await newPoll(), await newPoll()];
    await move(a.id, 'open');
    await move(b.id, 'open');
    const now = await list(organiser);
    expect(now.find((p) => p.id === a.id)!.state).toBe('closed');
    expect(now.find((p) => p.id === b.id)!.state).toBe('open');
  });

  it('a draft is edited (question, options, choice) by organisers only; out of its draft it is 409 live.invalid_state', async () => {
    const poll = await newPoll();
    const edit = (body: object, token: string | null = organiser, id = poll.id) => call(app, `/conferences/polls/${id}`, { method: 'PUT', token: token ?? undefined, body });
    const body = { question: '¿Qué formato preferís?', options: ['Presencial', 'En línea'], multiple: true };
    expect(keyOf((await edit(body, attendee)).body)).toBe('live.forbidden');
    expect((await edit(body, attendee)).status).toBe(403);
    expect((await edit(body, null)).status).toBe(401);
    expect((await edit({ ...body, options: ['Uno'] })).status).toBe(422);
    expect(keyOf((await edit({ ...body, options: ['Sí', 'sí'] })).body)).toBe('validation.different');
    expect((await edit(body, organiser, 999_999)).status).toBe(404);
    const edited = await edit(body);
    expect(edited.status).toBe(200);
    expect(pollSchema.parse(edited.body)).toMatchObject({ question: '¿Qué formato preferís?', multiple: true, state: 'draft' });
    expect(pollSchema.parse(edited.body).options.map((o) => o.text)).toEqual(['Presencial', 'En línea']);
    expect((await list(organiser)).find((p) => p.id === poll.id)!.options.map((o) => o.text)).toEqual(['Presencial', 'En línea']);
    await move(poll.id, 'open');
    const late = await edit({ ...body, question: '¿Otra?' });
    expect(late.status).toBe(409);
    expect(keyOf(late.body)).toBe('live.invalid_state');
    expect((await list(organiser)).find((p) => p.id === poll.id)!.question).toBe('¿Qué formato preferís?');
  });

  it('organisers delete a poll in any state (answers included); others get 403, anonymous 401, a poll already gone 404', async () => {
    const poll = await newPoll();
    await move(poll.id, 'open');
    expect((await answer(poll.id, [poll.options[0]!.id])).status).toBe(200);
    const remove = (token: string | null = organiser) => call(app, `/conferences/polls/${poll.id}`, { method: 'DELETE', token: token ?? undefined });
    expect((await remove(attendee)).status).toBe(403);
    expect(keyOf((await remove(attendee)).body)).toBe('live.forbidden');
    expect((await remove(null)).status).toBe(401);
    expect((await list(attendee)).some((p) => p.id === poll.id)).toBe(true);
    expect((await remove()).status).toBe(204);
    expect((await list(organiser)).some((p) => p.id === poll.id)).toBe(false);
    expect((await list(attendee)).some((p) => p.id === poll.id)).toBe(false);
    expect((await remove()).status).toBe(404);
    expect((await answer(poll.id, [poll.options[0]!.id])).status).toBe(404);
  });
});

describe('answers', () => {
  it('drafts are hidden from attendees; an open poll takes one answer per account, changed while open, counts hidden until published', async () => {
    const poll = await newPoll();
    expect((await list(attendee)).some((p) => p.id === poll.id)).toBe(false);
    expect((await answer(poll.id, [poll.options[0]!.id])).status).toBe(404);
    await move(poll.id, 'open');

    const [yes, no] = poll.options;
    const first = pollSchema.parse((await answer(poll.id, [yes!.id])).body);
    expect(first).toMatchObject({ myAnswer: [yes!.id], responses: 1, results: false });
    expect(first.options.every((o) => o.votes === null)).toBe(true);
    const changed = pollSchema.parse((await answer(poll.id, [no!.id])).body);
    expect(changed).toMatchObject({ myAnswer: [no!.id], responses: 1 });

    // The organiser sees the counts live; the anonymous visitor sees the poll running, no counts.
    const mod = (await list(organiser)).find((p) => p.id === poll.id)!;
    expect(mod.options.map((o) => o.votes)).toEqual([0, 1, 0]);
    const anon = (await list()).find((p) => p.id === poll.id)!;
    expect(anon).toMatchObject({ state: 'open', responses: 1, results: false, myAnswer: [] });

    await move(poll.id, 'close');
    const late = await answer(poll.id, [yes!.id]);
    expect([late.status, keyOf(late.body), late.body.state]).toEqual([409, 'live.invalid_state', 'closed']);
    await move(poll.id, 'publish');
    const published = (await list()).find((p) => p.id === poll.id)!;
    expect(published.results).toBe(true);
    expect(published.options.map((o) => o.votes)).toEqual([0, 1, 0]);
  });

  it('the same account answering twenty times at once is counted once', async () => {
    const poll = await newPoll();
    await move(poll.id, 'open');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => answer(poll.id, [poll.options[i % 3]!.id])));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const mod = (await list(organiser)).find((p) => p.id === poll.id)!;
    expect(mod.responses).toBe(1);
    expect(mod.options.reduce((n, o) => n + (o.votes ?? 0), 0)).toBe(1);
  });

  it('single choice takes exactly one option of its own; multiple choice several; anonymous 401; no ticket 403 live.no_access', async () => {
    const single = await newPoll();
    const multi = await newPoll(true);
    await move(single.id, 'open');
    const bad = await answer(single.id, [single.options[0]!.id, single.options[1]!.id]);
    expect([bad.status, bad.body.errors]).toEqual([422, { optionIds: ['validation.in'] }]);
    expect((await answer(single.id, [multi.options[0]!.id])).status).toBe(422);
    expect((await answer(single.id, [])).status).toBe(422);
    const anon = await answer(single.id, [single.options[0]!.id], null);
    expect([anon.status, keyOf(anon.body)]).toEqual([401, 'live.login_required']);
    const refused = await answer(single.id, [single.options[0]!.id], noTicket);
    expect([refused.status, keyOf(refused.body)]).toEqual([403, 'live.no_access']);

    await move(multi.id, 'open');
    const both = pollSchema.parse((await answer(multi.id, [multi.options[0]!.id, multi.options[2]!.id])).body);
    expect(both.myAnswer).toEqual([multi.options[0]!.id, multi.options[2]!.id]);
    expect(both.responses).toBe(1);
  });
});

describe('realtime', () => {
  const client = (token?: string) => pusherClient(APP.key, realtime.port, apiUrl, token);
  function next(ch: Channel, event: string, until: (p: Poll) => boolean): Promise<ReturnType<typeof pollEventSchema.parse>['poll']> {
    return new Promise((resolve) => {
      ch.bind(event, (data: unknown) => {
        const e = pollEventSchema.parse(data);
        if (until(e.poll as Poll)) resolve(e.poll);
      });
    });
  }

  it('everyone hears the number of answers live and the counts once published; the organiser hears the counts all along', async () => {
    const anon = client();
    const mod = client(organiser);
    try {
      const pub = anon.subscribe(conferenceChannel('demo', live));
      const priv = mod.subscribe(moderationChannel('demo', live));
      await Promise.all([subscribed(pub), subscribed(priv)]);
      const poll = await newPoll();
      const opened = next(pub, POLL_EVENTS.changed, (p) => p.id === poll.id && p.state === 'open');
      await move(poll.id, 'open');
      expect((await opened).responses).toBe(0);

      const counted = next(pub, POLL_EVENTS.changed, (p) => p.id === poll.id && p.responses === 1);
      const modCounted = next(priv, POLL_EVENTS.moderation, (p) => p.id === poll.id && p.responses === 1);
      await answer(poll.id, [poll.options[1]!.id]);
      expect((await counted).options.map((o) => o.votes)).toEqual([null, null, null]);
      expect((await modCounted).options.map((o) => o.votes)).toEqual([0, 1, 0]);

      const published = next(pub, POLL_EVENTS.changed, (p) => p.id === poll.id && p.state === 'published');
      await move(poll.id, 'publish');
      const final = await published;
      expect(final.results).toBe(true);
      expect(final.options.map((o) => o.votes)).toEqual([0, 1, 0]);
    } finally {
      anon.disconnect();
      mod.disconnect();
    }
  });
});
