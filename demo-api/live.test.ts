/**
 * Live questions, votes, chat and moderation (live.ts, routes/live.ts) against the real demo API
 * in memory, with the real Pusher-protocol server: every state transition allowed and refused,
 * roles, the chat interval, `after=` catch-up, the demo data, and the events as real pusher-js
 * clients receive them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Channel } from 'pusher-js';
import {
  chatChannelSchema,
  chatMessageSchema,
  chatPageSchema,
  customerSchema,
  liveErrorSchema,
  moderationQueueSchema,
  QUESTION_ACTIONS,
  QUESTION_STATES,
  QUESTION_TRANSITIONS,
  questionListSchema,
  questionSchema,
  voteResultSchema,
  type QuestionAction,
  type QuestionState,
} from '../lib/api/schemas';
import {
  conferenceChannel,
  customerChannel,
  LIVE_EVENTS,
  messageChangedEventSchema,
  messageEventSchema,
  messageRemovedEventSchema,
  moderationChannel,
  questionChangedEventSchema,
  questionEventSchema,
  seatsUpdatedSchema,
} from '../lib/api/schemas/realtime';
import type { RealtimeServer } from './realtime/server';
import { pusherClient, startLiveRoom, subscribed } from './realtime/testing';
import { DEMO_ACCOUNTS } from './seed';
import { LIMITS } from './limits';
import { call, manualClock, signIn } from './testing';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const APP = { id: 'live-test', key: 'live-key', secret: 'live-secret' };
const clock = manualClock();
let realtime: RealtimeServer;
let app: FastifyInstance;
let apiUrl: string;
let live: number; // en-directo (moderated chat)
let parallel: number; // en-directo-paralela (unmoderated chat)
let attendee: string;
let organiser: string;
let other: string; // a second attendee

beforeAll(async () => {
  let tokens: Record<'attendee' | 'organiser' | 'shared', string>;
  ({ realtime, app, apiUrl, live, tokens } = await startLiveRoom(APP, { clock }));
  ({ attendee, organiser, shared: other } = tokens);
  parallel = (await call(app, '/conferences/en-directo-paralela')).body.id;
});
afterAll(async () => {
  await app.close();
  await realtime.close();
});

/** Moves the security clock past the chat interval, so the next message of anyone is allowed. */
const pastInterval = () => clock.advance(6_000);

/** Moves the security clock so one more question of anyone fits in the question limit (limits.ts). */
const pastQuestionSpacing = () => clock.advance(Math.ceil(LIMITS.question.windowMs / LIMITS.question.max));
const ask = (text: string, token = attendee, id = live, extra: object = {}) => {
  pastQuestionSpacing();
  return call(app, `/conferences/${id}/questions`, { token, body: { conference_id: id, text, ...extra } });
};
/** A question at once, without moving the clock (the limit's tests). */
const askNow = (text: string, token = attendee, id = live) => call(app, `/conferences/${id}/questions`, { token, body: { conference_id: id, text } });
const moderate = (questionId: number, action: string, token = organiser) => call(app, `/conferences/questions/${questionId}/${action}`, { token, body: {} });
const say = (text: string, token = attendee, key: string | number = live, extra: object = {}) => call(app, `/conferences/${key}/new-message`, { token, body: { text, ...extra } });
const page = (query = '', token?: string, id = live) => call(app, `/conferences/${id}/get-last-messages${query}`, { token });
const errorKey = (body: unknown) => Object.values(liveErrorSchema.parse(body).errors).flat()[0];

async function askNew(text: string) {
  const res = await ask(text);
  expect(res.status).toBe(201);
  return questionSchema.parse(res.body);
}

/** A new question of the attendee brought to `state` by the organiser. */
async function questionIn(state: QuestionState): Promise<number> {
  const q = await askNew(`Pregunta en estado ${state} ${Math.random()}`);
  const path: Record<QuestionState, QuestionAction[]> = {
    pending: [],
    validated: ['validate'],
    rejected: ['reject'],
    answered: ['validate', 'answered'],
    pinned: ['validate', 'pin'],
    deleted: ['delete'],
  };
  for (const a of path[state]) expect((await moderate(q.id, a)).status).toBe(200);
  return q.id;
}

describe('demo data on en-directo', () => {
  it('has questions in every state, ordered pinned → votes → time → answered, with own pending ones for their author', async () => {
    const anonymous = questionListSchema.parse((await call(app, `/conferences/${live}/questions`)).body);
    expect(anonymous.map((q) => q.state)).toEqual(['pinned', 'validated', 'validated', 'validated', 'validated', 'validated', 'answered']);
    expect(anonymous.map((q) => q.votes)).toEqual([5, 7, 4, 4, 1, 0, 9]);
    // Equal votes: the earlier question first.
    expect(anonymous[2]!.createdAt < anonymous[3]!.createdAt).toBe(true);
    expect(anonymous.every((q) => !q.mine && !q.voted)).toBe(true);
    // Public names are "Name S."
    expect(anonymous[0]!.author.name).toBe('Leire U.');

    const mine = questionListSchema.parse((await call(app, `/conferences/${live}/questions`, { token: attendee })).body);
    const pending = mine.filter((q) => q.state === 'pending');
    expect(pending).toHaveLength(2);
    expect(pending.every((q) => q.mine)).toBe(true);
    expect(mine.slice(-2).map((q) => q.state)).toEqual(['pending', 'pending']);
    const voted = (await call(app, `/conferences/${live}/questions/voted`, { token: attendee })).body as number[];
    expect(voted.sort()).toEqual(mine.filter((q) => q.voted).map((q) => q.id).sort());
    expect(voted).toHaveLength(2);

    const queue = moderationQueueSchema.parse((await call(app, `/conferences/${live}/moderation`, { token: organiser })).body);
    const states = new Set(queue.questions.map((q) => q.state));
    expect([...states].sort()).toEqual(['answered', 'pending', 'pinned', 'rejected', 'validated']);
    expect(queue.questions.slice(0, 3).map((q) => q.state)).toEqual(['pending', 'pending', 'pending']);
    // The deleted one is in the table but in no answer.
    expect(queue.questions).toHaveLength(11);
    expect(queue.messages).toHaveLength(3);
    expect(queue.messages[0]!.author.name.split(' ').length).toBeGreaterThan(1);
  });

  it('has a chat history of 36 messages: 3 pending (one by the attendee) and one deleted', async () => {
    const anonymous = chatPageSchema.parse((await page('?limit=100')).body);
    expect(anonymous.messages).toHaveLength(32);
    expect(anonymous.messages.every((m) => m.state === 'accepted')).toBe(true);
    expect(anonymous.hasMore).toBe(false);
    const own = chatPageSchema.parse((await page('?limit=100', attendee)).body);
    expect(own.messages.filter((m) => m.state === 'pending').map((m) => m.mine)).toEqual([true]);
    const mod = chatPageSchema.parse((await page('?limit=100', organiser)).body);
    expect(mod.messages.filter((m) => m.state === 'pending')).toHaveLength(3);
    // Ordered as written.
    const ids = mod.messages.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(mod.messages.some((m) => m.author.moderator)).toBe(true);
  });

  it('pages back through the history with before= (no overlap, nothing skipped)', async () => {
    const first = chatPageSchema.parse((await page('?limit=10')).body);
    expect(first.messages).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const seen = [...first.messages.map((m) => m.id)];
    let oldest = first.messages[0]!.id;
    for (;;) {
      const older = chatPageSchema.parse((await page(`?limit=10&before=${oldest}`)).body);
      expect(older.cursor).toBeNull();
      seen.unshift(...older.messages.map((m) => m.id));
      if (!older.hasMore) break;
      oldest = older.messages[0]!.id;
    }
    const all = chatPageSchema.parse((await page('?limit=100')).body).messages.map((m) => m.id);
    expect(seen).toEqual(all);
    expect((await page('?after=1&before=2')).status).toBe(422);
    expect((await page('?limit=101')).status).toBe(422);
  });

  it('describes the channels and rules per caller', async () => {
    const anon = chatChannelSchema.parse((await call(app, `/conferences/${live}/chat-channel`)).body);
    expect(anon).toMatchObject({
      conferenceId: live,
      channel: conferenceChannel('demo', live),
      moderationChannel: null,
      customerChannel: null,
      chatEnabled: true,
      questionsEnabled: true,
      moderated: true,
      minIntervalSeconds: 5,
      maxLength: 500,
      questionMaxLength: 300,
      canModerate: false,
    });
    const me = customerSchema.parse((await call(app, '/customer', { token: attendee })).body);
    const asAttendee = chatChannelSchema.parse((await call(app, `/conferences/en-directo/chat-channel`, { token: attendee })).body);
    expect(asAttendee.customerChannel).toBe(customerChannel('demo', me.id));
    expect(asAttendee.moderationChannel).toBeNull();
    const asOrganiser = chatChannelSchema.parse((await call(app, `/conferences/${live}/chat-channel`, { token: organiser })).body);
    expect(asOrganiser).toMatchObject({ moderationChannel: moderationChannel('demo', live), canModerate: true });
    const unmoderated = chatChannelSchema.parse((await call(app, `/conferences/${parallel}/chat-channel`)).body);
    expect(unmoderated.moderated).toBe(false);
  });
});

describe('who may do what', () => {
  it('writes without a token are 401 live.login_required; a bad token is the bare 403', async () => {
    const q = await questionIn('validated');
    for (const res of [
      await call(app, `/conferences/${live}/questions`, { body: { conference_id: live, text: 'x' } }),
      await call(app, '/conferences/questions/vote', { body: { questionId: q } }),
      await call(app, '/conferences/questions/unvote', { body: { questionId: q } }),
      await call(app, `/conferences/${live}/questions/voted`),
      await call(app, `/conferences/${live}/new-message`, { body: { text: 'x' } }),
      await call(app, `/conferences/${live}/moderation`),
      await call(app, `/conferences/questions/${q}/answered`, { body: {} }),
      await call(app, `/conferences/en-directo/accept-message`, { body: { id: 1 } }),
    ]) {
      expect(res.status).toBe(401);
      expect(errorKey(res.body)).toBe('live.login_required');
    }
    const bad = await call(app, `/conferences/${live}/new-message`, { token: 'nope', body: { text: 'x' } });
    expect(bad.status).toBe(403);
    expect(bad.body).toEqual({ message: 'Forbidden' });
  });

  it('an attendee calling any moderator endpoint gets 403 live.forbidden (with errors: the session stays)', async () => {
    const q = await questionIn('pending');
    const msg = chatMessageSchema.parse((await say('para moderar', other)).body);
    pastInterval();
    const calls = [
      ...QUESTION_ACTIONS.map((a) => moderate(q, a, attendee)),
      call(app, `/conferences/${live}/moderation`, { token: attendee }),
      call(app, `/conferences/en-directo/accept-message`, { token: attendee, body: msg }),
      call(app, `/conferences/en-directo/delete-message`, { token: attendee, body: msg }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual({ moderation: ['live.forbidden'] });
    }
    // Nothing changed.
    const queue = moderationQueueSchema.parse((await call(app, `/conferences/${live}/moderation`, { token: organiser })).body);
    expect(queue.questions.find((x) => x.id === q)?.state).toBe('pending');
    expect(queue.messages.find((x) => x.id === msg.id)?.state).toBe('pending');
  });

  it('the moderation channel is authorised for moderators of that tenant only', async () => {
    const channel_name = moderationChannel('demo', live);
    const authz = (token: string, channel = channel_name) => call(app, '/broadcasting/auth', { token, body: { socket_id: '1.2', channel_name: channel } });
    expect((await authz(organiser)).status).toBe(200);
    expect((await authz(attendee)).status).toBe(403);
    expect((await authz(organiser, moderationChannel('hermes', live))).status).toBe(403);
    const hermesOrganiser = await signIn(app, DEMO_ACCOUNTS.organiser.email, DEMO_ACCOUNTS.organiser.password, 'hermes');
    expect((await call(app, '/broadcasting/auth', { tenant: 'hermes', token: hermesOrganiser, body: { socket_id: '1.2', channel_name } })).status).toBe(403);
  });
});

describe('questions', () => {
  it('every transition: allowed ones lead to their state, the others are 409 live.invalid_state with the current state', async () => {
    for (const action of QUESTION_ACTIONS) {
      for (const from of QUESTION_STATES) {
        const id = await questionIn(from);
        const res = await moderate(id, action);
        const t = QUESTION_TRANSITIONS[action];
        if (t.from.includes(from)) {
          expect(res.status, `${action} from ${from}`).toBe(200);
          expect(questionSchema.parse(res.body).state).toBe(t.to);
        } else {
          expect(res.status, `${action} from ${from}`).toBe(409);
          expect(res.body).toMatchObject({ errors: { state: ['live.invalid_state'] }, state: from });
        }
      }
    }
    expect((await moderate(999999, 'validate')).status).toBe(404);
    expect((await moderate(1, 'promote')).status).toBe(404);
  });

  it('pinning one unpins the other; answered keeps its time; visible to everyone only once validated', async () => {
    const a = await questionIn('pinned');
    const b = await questionIn('validated');
    const anonymousIds = async () => questionListSchema.parse((await call(app, `/conferences/${live}/questions`)).body).map((q) => q.id);
    const pending = await askNew('¿Todavía pendiente?');
    expect(await anonymousIds()).not.toContain(pending.id);
    expect((await moderate(b, 'pin')).status).toBe(200);
    const list = questionListSchema.parse((await call(app, `/conferences/${live}/questions`)).body);
    expect(list[0]!.id).toBe(b);
    expect(list.find((q) => q.id === a)?.state).toBe('validated');
    expect(list.filter((q) => q.state === 'pinned')).toHaveLength(1);
    const answered = questionSchema.parse((await moderate(b, 'answered')).body);
    expect(answered.answeredAt).not.toBeNull();
    expect((await moderate(pending.id, 'validate')).status).toBe(200);
    expect(await anonymousIds()).toContain(pending.id);
    expect((await moderate(pending.id, 'delete')).status).toBe(200);
    expect(await anonymousIds()).not.toContain(pending.id);
  });

  it('asking: plain text as typed, trimmed; empty, too long, wrong session refused; a retry with the same clientId is one question', async () => {
    const html = await askNew('  <b>¿Negrita?</b> & <script>x</script>  ');
    expect(html.text).toBe('<b>¿Negrita?</b> & <script>x</script>');
    expect(html).toMatchObject({ state: 'pending', mine: true, votes: 0 });

    const empty = await ask('   ');
    expect(empty.status).toBe(422);
    expect(errorKey(empty.body)).toBe('live.empty');
    const long = await ask('¿'.repeat(301));
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ errors: { text: ['live.too_long'] }, max: 300 });
    expect((await ask('é'.repeat(300))).status).toBe(201);
    const wrong = await call(app, `/conferences/${live}/questions`, { token: attendee, body: { conference_id: parallel, text: 'x' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ conference_id: ['validation.in'] });
    expect((await call(app, `/conferences/${live}/questions`, { token: attendee, body: { text: 'x' } })).status).toBe(422);

    const first = await ask('Una vez', attendee, live, { clientId: 'retry-1' });
    const again = await ask('Una vez', attendee, live, { clientId: 'retry-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('a session without questions refuses them (live.closed) and lists none', async () => {
    const closed = (await call(app, '/conferences/all?when=all&edition=all')).body.find((c: { id: number; slug: string }) => c.id !== live && c.id !== parallel);
    const detail = (await call(app, `/conferences/${closed.slug}`)).body;
    if (detail.questionsEnabled) return expect.fail('the first session of the list was expected to have questions off');
    const res = await ask('¿Hola?', attendee, detail.id);
    expect(res.status).toBe(422);
    expect(errorKey(res.body)).toBe('live.closed');
    expect((await call(app, `/conferences/${detail.id}/questions`)).body).toEqual([]);
  });

  it('votes count once; unvote takes it back; only validated and pinned questions take votes', async () => {
    const id = await questionIn('validated');
    const vote = (token: string, path = 'vote') => call(app, `/conferences/questions/${path}`, { token, body: { questionId: id } });
    expect(voteResultSchema.parse((await vote(other)).body)).toEqual({ questionId: id, votes: 1, voted: true });
    expect(voteResultSchema.parse((await vote(other)).body)).toEqual({ questionId: id, votes: 1, voted: true });
    expect(voteResultSchema.parse((await vote(attendee)).body).votes).toBe(2);
    expect((await call(app, `/conferences/${live}/questions/voted`, { token: other })).body).toContain(id);
    expect(voteResultSchema.parse((await vote(other, 'unvote')).body)).toEqual({ questionId: id, votes: 1, voted: false });
    expect(voteResultSchema.parse((await vote(other, 'unvote')).body).votes).toBe(1);
    expect((await call(app, `/conferences/${live}/questions/voted`, { token: other })).body).not.toContain(id);

    const pending = await questionIn('pending');
    const refused = await call(app, '/conferences/questions/vote', { token: other, body: { questionId: pending } });
    expect(refused.status).toBe(404);
    expect(errorKey(refused.body)).toBe('live.not_found');
    const answered = await questionIn('answered');
    const late = await call(app, '/conferences/questions/vote', { token: other, body: { questionId: answered } });
    expect(late.status).toBe(409);
    expect(late.body.state).toBe('answered');
    expect((await call(app, '/conferences/questions/vote', { token: other, body: { questionId: 'x' } })).status).toBe(422);
  });

  it('a fourth question within a minute is a 429 with the wait (body and Retry-After) and reaches no queue; a moderator is not limited', async () => {
    clock.advance(LIMITS.question.windowMs);
    const { max } = LIMITS.question;
    for (let i = 0; i < max; i++) expect((await askNow(`Ráfaga ${i}`, other)).status).toBe(201);
    clock.advance(1_000);
    const refused = await askNow('Ráfaga de más', other);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errors: { text: ['live.too_frequent'] }, retryAfter: 59 });
    expect(refused.headers['retry-after']).toBe('59');
    const queue = (await call(app, `/conferences/${live}/questions`, { token: organiser })).body as { text: string }[];
    expect(queue.map((q) => q.text)).not.toContain('Ráfaga de más');
    // The organiser (a moderator) asks as often as needed; the attendee's own count is apart.
    for (let i = 0; i <= max; i++) expect((await askNow(`Del moderador ${i}`, organiser)).status).toBe(201);
    expect((await askNow('De otra persona', attendee)).status).toBe(201);
    clock.advance(59_000);
    expect((await askNow('Ráfaga de más', other)).status).toBe(201);
    clock.advance(LIMITS.question.windowMs);
  });

  it('votes that change something are limited per person (429 with the wait); a moment later they count again', async () => {
    const id = await questionIn('validated');
    clock.advance(LIMITS.vote.windowMs);
    const vote = (path: string) => call(app, `/conferences/questions/${path}`, { token: other, body: { questionId: id } });
    for (let i = 0; i < LIMITS.vote.max; i++) expect((await vote(i % 2 ? 'unvote' : 'vote')).status).toBe(200);
    const refused = await vote('vote');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errors: { questionId: ['live.too_frequent'] } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(LIMITS.vote.windowMs);
    expect(voteResultSchema.parse((await vote('vote')).body).voted).toBe(true);
    clock.advance(LIMITS.vote.windowMs);
  });
});

describe('chat', () => {
  it('moderated: pending for its author and moderators → accepted for everyone → deleted; refused transitions are 409', async () => {
    pastInterval();
    const sent = await say('Hola, ¿se me oye?');
    expect(sent.status).toBe(201);
    const msg = chatMessageSchema.parse(sent.body);
    expect(msg).toMatchObject({ state: 'pending', mine: true, text: 'Hola, ¿se me oye?' });
    const ids = async (token?: string) => chatPageSchema.parse((await page('?limit=100', token)).body).messages.map((m) => m.id);
    expect(await ids()).not.toContain(msg.id);
    expect(await ids(other)).not.toContain(msg.id);
    expect(await ids(attendee)).toContain(msg.id);

    const accepted = await call(app, '/conferences/en-directo/accept-message', { token: organiser, body: msg });
    expect(accepted.status).toBe(200);
    expect(chatMessageSchema.parse(accepted.body)).toMatchObject({ id: msg.id, state: 'accepted' });
    expect(accepted.body.seq).toBeGreaterThan(msg.seq);
    expect(await ids()).toContain(msg.id);
    const twice = await call(app, '/conferences/en-directo/accept-message', { token: organiser, body: { id: msg.id } });
    expect(twice.status).toBe(409);
    expect(twice.body.state).toBe('accepted');

    const deleted = await call(app, '/conferences/en-directo/delete-message', { token: organiser, body: { id: msg.id } });
    expect(chatMessageSchema.parse(deleted.body)).toMatchObject({ state: 'deleted', text: '' });
    expect(await ids()).not.toContain(msg.id);
    expect((await call(app, '/conferences/en-directo/delete-message', { token: organiser, body: { id: msg.id } })).status).toBe(409);
    expect((await call(app, '/conferences/en-directo/accept-message', { token: organiser, body: { id: msg.id } })).status).toBe(409);
    // A message of another session, or none at all.
    expect((await call(app, `/conferences/${parallel}/delete-message`, { token: organiser, body: { id: msg.id } })).status).toBe(404);
    expect((await call(app, '/conferences/en-directo/delete-message', { token: organiser, body: {} })).status).toBe(422);

    // A pending message may be deleted straight away.
    pastInterval();
    const spam = chatMessageSchema.parse((await say('spam spam', other)).body);
    expect((await call(app, '/conferences/en-directo/delete-message', { token: organiser, body: { id: spam.id } })).body.state).toBe('deleted');
  });

  it('unmoderated sessions and moderators publish at once; texts are plain and limited', async () => {
    pastInterval();
    expect(chatMessageSchema.parse((await say('Sin moderación', other, 'en-directo-paralela')).body).state).toBe('accepted');
    expect(chatMessageSchema.parse((await say('Aviso de la organización', organiser)).body).state).toBe('accepted');
    expect(chatMessageSchema.parse((await say('<img src=x onerror=alert(1)>', attendee, 'en-directo-paralela')).body).text).toBe('<img src=x onerror=alert(1)>');
    pastInterval();
    const long = await say('a'.repeat(501));
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ errors: { text: ['live.too_long'] }, max: 500 });
    expect(errorKey((await say(' \n ')).body)).toBe('live.empty');
    expect((await say('a'.repeat(500))).status).toBe(201);
  });

  it('too frequent: a second message within the interval is a 429 with the seconds to wait; moderators are not limited', async () => {
    pastInterval();
    expect((await say('uno', other)).status).toBe(201);
    const soon = await say('dos', other);
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({ errors: { text: ['live.too_frequent'] }, retryAfter: 5 });
    expect(soon.headers['retry-after']).toBe('5');
    clock.advance(3_200);
    const later = await say('dos', other);
    expect(later.body.retryAfter).toBe(2);
    clock.advance(1_800);
    expect((await say('dos', other)).status).toBe(201);
    // Per session: the other session's interval is its own.
    expect((await say('en la paralela', other, 'en-directo-paralela')).status).toBe(201);
    // A refused attempt stores nothing; once sent, a retry with the same clientId is the same
    // message (200), not "too frequent".
    const retry = await say('dos', other, live, { clientId: 'c-1' });
    expect(retry.status).toBe(429);
    pastInterval();
    const sent = await say('tres', other, live, { clientId: 'c-1' });
    const resent = await say('tres', other, live, { clientId: 'c-1' });
    expect([sent.status, resent.status]).toEqual([201, 200]);
    expect(resent.body.id).toBe(sent.body.id);

    for (let i = 0; i < 3; i++) expect((await say(`organizador ${i}`, organiser)).status).toBe(201);
  });

  it('after=<cursor> gives exactly what changed since, tombstones included; then nothing; limit pages without gaps or duplicates', async () => {
    pastInterval();
    const start = chatPageSchema.parse((await page()).body);
    const cursor = start.cursor!;
    const accepted = chatPageSchema.parse((await page('?limit=100')).body).messages;
    const toDelete = accepted[accepted.length - 1]!;

    const announcement = chatMessageSchema.parse((await say('Empezamos la segunda parte', organiser)).body);
    const waiting = chatMessageSchema.parse((await say('¿Y las diapositivas?', attendee)).body);
    const toAccept = chatMessageSchema.parse((await say('Gracias', other)).body);
    await call(app, '/conferences/en-directo/accept-message', { token: organiser, body: { id: toAccept.id } });
    await call(app, '/conferences/en-directo/delete-message', { token: organiser, body: { id: toDelete.id } });

    const missed = chatPageSchema.parse((await page(`?after=${cursor}`)).body);
    expect(missed.messages.map((m) => [m.id, m.state])).toEqual([
      [announcement.id, 'accepted'],
      [toAccept.id, 'accepted'],
      [toDelete.id, 'deleted'],
    ]);
    expect(missed.hasMore).toBe(false);
    expect((await page(`?after=${missed.cursor}`)).body.messages).toEqual([]);
    // The author also gets their own pending message; a moderator every change.
    const own = chatPageSchema.parse((await page(`?after=${cursor}`, attendee)).body);
    expect(own.messages.map((m) => m.id)).toContain(waiting.id);
    const mod = chatPageSchema.parse((await page(`?after=${cursor}`, organiser)).body);
    expect(mod.messages).toHaveLength(4);

    // One change at a time: the same messages, none twice, none skipped.
    const seen: number[] = [];
    let at = cursor;
    for (let i = 0; i < 10; i++) {
      const p = chatPageSchema.parse((await page(`?after=${at}&limit=1`, organiser)).body);
      seen.push(...p.messages.map((m) => m.id));
      at = p.cursor!;
      if (!p.hasMore) break;
    }
    expect(seen).toEqual(mod.messages.map((m) => m.id));
  });
});

// ------------------------------------------------------------------------------------------------
// Publications, as real pusher-js clients receive them from the demo Pusher server
// ------------------------------------------------------------------------------------------------

const client = (token?: string) => pusherClient(APP.key, realtime.port, apiUrl, token);

/** Every event of a channel, in arrival order, with a wait for the next one of a name. */
function recorder(ch: Channel) {
  const got: { event: string; data: unknown }[] = [];
  ch.bind_global((event: string, data: unknown) => {
    if (!event.startsWith('pusher')) got.push({ event, data });
  });
  return {
    got,
    /** The first event of that name (about that question or message, when `id` is given), removed from `got`. */
    async next(event: string, id?: number, ms = 3000) {
      const about = (data: unknown) => {
        const d = data as { question?: { id: number }; message?: { id: number }; questionId?: number; messageId?: number };
        return id === undefined || [d.question?.id, d.message?.id, d.questionId, d.messageId].includes(id);
      };
      const end = Date.now() + ms;
      for (;;) {
        const i = got.findIndex((g) => g.event === event && about(g.data));
        if (i >= 0) return got.splice(i, 1)[0]!.data;
        if (Date.now() > end) throw new Error(`no ${event} within ${ms} ms (got ${got.map((g) => g.event).join(', ')})`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}

describe('publications through the demo Pusher server', () => {
  it('questions: pending to moderators and the author, validated and votes to everyone, deletion removes', async () => {
    const me = customerSchema.parse((await call(app, '/customer', { token: attendee })).body);
    const [anon, mod, author] = [client(), client(organiser), client(attendee)];
    try {
      const pub = anon.subscribe(conferenceChannel('demo', live));
      const queue = mod.subscribe(moderationChannel('demo', live));
      const own = author.subscribe(customerChannel('demo', me.id));
      await Promise.all([subscribed(pub), subscribed(queue), subscribed(own)]);
      const [p, q, o] = [recorder(pub), recorder(queue), recorder(own)];

      const asked = await askNew('¿Llega en directo?');
      expect(questionEventSchema.parse(await q.next(LIVE_EVENTS.moderationQuestion, asked.id)).question).toMatchObject({ id: asked.id, state: 'pending' });
      expect(questionEventSchema.parse(await o.next(LIVE_EVENTS.ownQuestion, asked.id)).question).toMatchObject({ id: asked.id, state: 'pending', mine: true });

      await moderate(asked.id, 'validate');
      const visible = questionChangedEventSchema.parse(await p.next(LIVE_EVENTS.questionChanged, asked.id)).question;
      expect(visible).toMatchObject({ id: asked.id, state: 'validated', votes: 0 });
      // Nothing of the pending question reached the public channel before (events of earlier
      // tests may still be arriving: only this question's count).
      expect(p.got.filter((g) => (g.data as { question?: { id: number } }).question?.id === asked.id)).toEqual([]);
      expect(questionEventSchema.parse(await o.next(LIVE_EVENTS.ownQuestion, asked.id)).question.state).toBe('validated');

      await call(app, '/conferences/questions/vote', { token: other, body: { questionId: asked.id } });
      expect(questionChangedEventSchema.parse(await p.next(LIVE_EVENTS.questionChanged, asked.id)).question.votes).toBe(1);

      await moderate(asked.id, 'delete');
      expect(await p.next(LIVE_EVENTS.questionRemoved, asked.id)).toEqual({ questionId: asked.id });
      expect(questionEventSchema.parse(await o.next(LIVE_EVENTS.ownQuestion, asked.id)).question.state).toBe('deleted');

      // A rejected pending question tells its author, never the public channel.
      const rejected = await askNew('¿Otra?');
      await moderate(rejected.id, 'reject');
      const ownEvents = [await o.next(LIVE_EVENTS.ownQuestion, rejected.id), await o.next(LIVE_EVENTS.ownQuestion, rejected.id)].map((e) => questionEventSchema.parse(e).question.state);
      expect(ownEvents).toEqual(['pending', 'rejected']);
      await new Promise((r) => setTimeout(r, 200));
      expect(p.got.filter((g) => (g.data as { question?: { id: number } }).question?.id === rejected.id)).toEqual([]);
    } finally {
      for (const c of [anon, mod, author]) c.disconnect();
    }
  });

  it('chat: pending to the queue, accepted and deleted to everyone', async () => {
    const [anon, mod] = [client(), client(organiser)];
    try {
      const pub = anon.subscribe(conferenceChannel('demo', live));
      const queue = mod.subscribe(moderationChannel('demo', live));
      await Promise.all([subscribed(pub), subscribed(queue)]);
      const [p, q] = [recorder(pub), recorder(queue)];
      pastInterval();
      const msg = chatMessageSchema.parse((await say('¿Se ve bien?', other)).body);
      expect(messageEventSchema.parse(await q.next(LIVE_EVENTS.moderationMessage, msg.id)).message).toMatchObject({ id: msg.id, state: 'pending' });
      await call(app, '/conferences/en-directo/accept-message', { token: organiser, body: { id: msg.id } });
      const accepted = messageChangedEventSchema.parse(await p.next(LIVE_EVENTS.messageChanged, msg.id)).message;
      expect(accepted).toMatchObject({ id: msg.id, state: 'accepted', text: '¿Se ve bien?' });
      await call(app, '/conferences/en-directo/delete-message', { token: organiser, body: { id: msg.id } });
      const removed = messageRemovedEventSchema.parse(await p.next(LIVE_EVENTS.messageRemoved, msg.id));
      expect(removed.messageId).toBe(msg.id);
      expect(removed.seq).toBeGreaterThan(accepted.seq);
    } finally {
      anon.disconnect();
      mod.disconnect();
    }
  });

  it("a rejection or deletion carries the moderator's reason to its author only (live and in answers); too long is refused; attendees get 403", async () => {
    const me = customerSchema.parse((await call(app, '/customer', { token: attendee })).body);
    const [anon, author] = [client(), client(attendee)];
    try {
      const pub = anon.subscribe(conferenceChannel('demo', live));
      const own = author.subscribe(customerChannel('demo', me.id));
      await Promise.all([subscribed(pub), subscribed(own)]);
      const [p, o] = [recorder(pub), recorder(own)];

      const asked = await askNew('¿Puedo hacer publicidad de mi empresa?');
      await o.next(LIVE_EVENTS.ownQuestion, asked.id);
      const tooLong = await call(app, `/conferences/questions/${asked.id}/reject`, { token: organiser, body: { reason: 'x'.repeat(301) } });
      expect(tooLong.status).toBe(422);
      expect((await call(app, `/conferences/questions/${asked.id}/reject`, { token: attendee, body: { reason: 'no' } })).status).toBe(403);
      const answer = await call(app, `/conferences/questions/${asked.id}/reject`, { token: organiser, body: { reason: '  No es una pregunta para la sesión.  ' } });
      expect(answer.status).toBe(200);
      expect(questionSchema.parse(answer.body)).toMatchObject({ state: 'rejected', reason: 'No es una pregunta para la sesión.' });
      expect(questionEventSchema.parse(await o.next(LIVE_EVENTS.ownQuestion, asked.id)).question).toMatchObject({
        state: 'rejected',
        text: '¿Puedo hacer publicidad de mi empresa?',
        reason: 'No es una pregunta para la sesión.',
      });
      // Validated after all: the reason goes; deleted: the author is told the text and the new reason.
      expect(questionSchema.parse((await moderate(asked.id, 'validate')).body).reason).toBeNull();
      expect(questionEventSchema.parse(await o.next(LIVE_EVENTS.ownQuestion, asked.id)).question.reason).toBeNull();
      const removed = await call(app, `/conferences/questions/${asked.id}/delete`, { token: organiser, body: { reason: 'Repetida' } });
      expect(questionSchema.parse(removed.body).reason).toBe('Repetida');
      expect(questionEventSchema.parse(await o.next(LIVE_EVENTS.ownQuestion, asked.id)).question).toMatchObject({ state: 'deleted', text: '¿Puedo hacer publicidad de mi empresa?', reason: 'Repetida' });
      // The public channel heard of the question (validated, then removed), never of a reason.
      await p.next(LIVE_EVENTS.questionRemoved, asked.id);
      expect(JSON.stringify(p.got)).not.toContain('Repetida');
      expect(JSON.stringify(p.got)).not.toContain('No es una pregunta');

      // A chat message deleted with a reason: its author is told, with their text.
      pastInterval();
      const msg = chatMessageSchema.parse((await say('Compra en mi tienda', attendee)).body);
      await o.next(LIVE_EVENTS.ownMessage, msg.id);
      expect((await call(app, '/conferences/en-directo/delete-message', { token: organiser, body: { id: msg.id, reason: 'x'.repeat(301) } })).status).toBe(422);
      expect((await call(app, '/conferences/en-directo/delete-message', { token: other, body: { id: msg.id, reason: 'Spam' } })).status).toBe(403);
      expect((await call(app, '/conferences/en-directo/delete-message', { token: organiser, body: { id: msg.id, reason: 'Spam' } })).status).toBe(200);
      expect(messageEventSchema.parse(await o.next(LIVE_EVENTS.ownMessage, msg.id)).message).toMatchObject({ state: 'deleted', text: 'Compra en mi tienda', reason: 'Spam' });
    } finally {
      for (const c of [anon, author]) c.disconnect();
    }
  });

  it('a moderator channel subscription from an attendee is refused', async () => {
    const c = client(attendee);
    try {
      const refused = await subscribed(c.subscribe(moderationChannel('demo', live))).catch((e: { data: unknown }) => e.data);
      expect(refused).toMatchObject({ type: 'AuthError', status: 403 });
    } finally {
      c.disconnect();
    }
  });

  it('seats: register, unregister and discarding a pending registration publish seats.updated', async () => {
    const anon = client();
    try {
      const pub = anon.subscribe(conferenceChannel('demo', live));
      await subscribed(pub);
      const p = recorder(pub);
      const seating = (await call(app, `/conferences/${live}/rooms-seating`)).body as { rooms: { id: number; occupied: number }[] };
      const room = seating.rooms[1]!;
      const reg = await call(app, `/conferences/${live}/register`, { token: attendee, body: { room_id: room.id } });
      if (reg.status !== 200) return expect.fail(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
      const taken = seatsUpdatedSchema.parse(await p.next(LIVE_EVENTS.seatsUpdated));
      expect(taken.rooms.find((r) => r.id === room.id)?.occupied).toBe(room.occupied + 1);
      // Pending (registration form): discarding it frees the seat and says so.
      const uuid = reg.body.uuid as string;
      expect((await call(app, `/customer/discard-pending-registration/${uuid}`, { method: 'DELETE', token: attendee })).status).toBe(204);
      expect(seatsUpdatedSchema.parse(await p.next(LIVE_EVENTS.seatsUpdated)).rooms.find((r) => r.id === room.id)?.occupied).toBe(room.occupied);
      expect((await call(app, `/conferences/${live}/register`, { token: attendee, body: { room_id: room.id } })).status).toBe(200);
      await p.next(LIVE_EVENTS.seatsUpdated);
      expect((await call(app, `/conferences/${live}/unregister`, { token: attendee, body: { room_id: room.id } })).status).toBe(200);
      expect(seatsUpdatedSchema.parse(await p.next(LIVE_EVENTS.seatsUpdated)).rooms.find((r) => r.id === room.id)?.occupied).toBe(room.occupied);
    } finally {
      anon.disconnect();
    }
  });
});
