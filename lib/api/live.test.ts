/**
 * The live contract end to end: the portal's client functions (./live.ts) against the real demo
 * API in memory (every answer parsed by the zod schemas on the way), and the pure helpers of
 * ./live-model.ts (refusal → docs/product.md#errors sentence, merging answers and events).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { serverPerFile } from '../../demo-api/testing';
import { DEMO_ACCOUNTS } from '../../demo-api/seed';
import { createApiClient } from './client';
import { rejection } from './test-adapter';
import * as live from './live';
import { applyVote, cursorOf, LIVE_ERROR_MESSAGES, liveErrorKey, liveMessageOf, mergeMessages, mergeQuestion, removeMessage, removeQuestion, retryAfterOf } from './live-model';
import { login } from './auth';
import { LIVE_ERROR_KEYS, publicChatMessageSchema, publicQuestionSchema, type ChatMessage, type Question } from './schemas/live';
import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import eus from '@/messages/eus.json';
import fr from '@/messages/fr.json';
import el from '@/messages/el.json';

let now = Date.parse('2026-11-21T11:00:00Z');
let conferenceId = 0;
const served = serverPerFile({ clock: () => now }, { listen: true });
beforeAll(async () => {
  conferenceId = ((await (await fetch(`${served.base}/conferences/en-directo`, { headers: { 'X-Tenant': 'tok-demo-7f3a' } })).json()) as { id: number }).id;
});

function client(token: string | null = null) {
  let forbidden = 0;
  const api = createApiClient({ baseURL: served.base, tenantToken: 'tok-demo-7f3a', locale: 'es', timeoutMs: 10_000, getAuthToken: () => token, onForbidden: () => forbidden++ });
  return { api, forbidden: () => forbidden };
}

async function signedIn(account: { email: string; password: string }) {
  const { api } = client();
  const answer = await login(api, { user: { email: account.email, password: account.password } });
  if (!('token' in answer) || !answer.token) throw new Error('no token');
  return client(answer.token);
}

describe('live client functions against the demo API', () => {
  it('reads the channels, questions, votes and the chat of en-directo', async () => {
    const anon = client();
    const channels = await live.getChatChannel(anon.api, conferenceId);
    expect(channels).toMatchObject({ conferenceId, moderated: true, minIntervalSeconds: 5, canModerate: false, customerChannel: null });
    const questions = await live.getQuestions(anon.api, conferenceId);
    expect(questions[0]!.state).toBe('pinned');
    const chat = await live.getLastMessages(anon.api, conferenceId, { limit: 5 });
    expect(chat.messages).toHaveLength(5);
    expect(chat.hasMore).toBe(true);
    const older = await live.getLastMessages(anon.api, conferenceId, { before: chat.messages[0]!.id, limit: 5 });
    expect(older.messages.at(-1)!.id).toBeLessThan(chat.messages[0]!.id);

    const attendee = await signedIn(DEMO_ACCOUNTS.attendee);
    const asked = await live.getQuestions(attendee.api, conferenceId);
    expect(asked.filter((q) => q.voted)).toHaveLength(2);
  });

  it('asks, votes, moderates; refusals carry keys the model turns into docs/product.md#errors sentences', async () => {
    const anon = client();
    const noLogin = await rejection(live.askQuestion(anon.api, conferenceId, '¿Hola?'));
    expect(noLogin.status).toBe(401);
    expect(liveErrorKey(noLogin)).toBe('live.login_required');
    expect(liveMessageOf(noLogin, 'question')).toEqual({ ns: 'ApiErrors', key: 'loginRequiredToAsk', values: {} });
    expect(liveMessageOf(noLogin, 'chat').key).toBe('loginRequiredToChat');

    const attendee = await signedIn(DEMO_ACCOUNTS.attendee);
    const organiser = await signedIn(DEMO_ACCOUNTS.organiser);
    const q = await live.askQuestion(attendee.api, conferenceId, '  ¿Se grabará?  ', 'client-1');
    expect(q).toMatchObject({ text: '¿Se grabará?', state: 'pending', mine: true });
    expect((await live.askQuestion(attendee.api, conferenceId, '¿Se grabará?', 'client-1')).id).toBe(q.id);

    const tooLong = await rejection(live.askQuestion(attendee.api, conferenceId, 'x'.repeat(301)));
    expect(liveMessageOf(tooLong, 'question')).toEqual({ ns: 'ApiErrors', key: 'liveTooLong', values: { max: 300 } });

    // An attendee on a moderator call: 403 with errors — refused, session kept.
    const refused = await rejection(live.moderateQuestion(attendee.api, q.id, 'validate'));
    expect(refused.code).toBe('forbidden');
    expect(liveErrorKey(refused)).toBe('live.forbidden');
    expect(attendee.forbidden()).toBe(0);

    const validated = await live.moderateQuestion(organiser.api, q.id, 'validate');
    expect(validated.state).toBe('validated');
    const again = await rejection(live.moderateQuestion(organiser.api, q.id, 'validate'));
    expect(again.status).toBe(409);
    expect(liveMessageOf(again, 'moderation').key).toBe('liveInvalidState');

    expect(await live.voteQuestion(attendee.api, q.id)).toEqual({ questionId: q.id, votes: 1, voted: true });
    expect((await live.voteQuestion(attendee.api, q.id)).votes).toBe(1);
    expect(await live.unvoteQuestion(attendee.api, q.id)).toEqual({ questionId: q.id, votes: 0, voted: false });

    const queue = await live.getModerationQueue(organiser.api, conferenceId);
    expect(queue.questions.find((x) => x.id === q.id)?.state).toBe('validated');
    expect(queue.messages.length).toBeGreaterThanOrEqual(3);
  });

  it('chat: too frequent with the wait; pending → accepted → deleted; catch-up after a gap has no gaps and no duplicates', async () => {
    const attendee = await signedIn(DEMO_ACCOUNTS.attendee);
    const organiser = await signedIn(DEMO_ACCOUNTS.organiser);
    const anon = client();
    const start = await live.getLastMessages(anon.api, conferenceId, { limit: 100 });
    let shown: ChatMessage[] = mergeMessages([], start.messages);
    let cursor = cursorOf(shown, start.cursor ?? 0);

    now += 60_000;
    const mine = await live.sendMessage(attendee.api, 'en-directo', 'Hola desde el cliente');
    expect(mine.state).toBe('pending');
    const tooSoon = await rejection(live.sendMessage(attendee.api, 'en-directo', 'Otra vez'));
    expect(tooSoon.status).toBe(429);
    expect(retryAfterOf(tooSoon)).toBe(5);
    expect(liveMessageOf(tooSoon, 'chat')).toEqual({ ns: 'ApiErrors', key: 'chatTooFrequentWait', values: { seconds: 5 } });
    // The same refusal of a question, vote or poll answer reads as one of those, not as a message.
    expect(liveMessageOf(tooSoon, 'question')).toEqual({ ns: 'ApiErrors', key: 'liveTooFrequentWait', values: { seconds: 5 } });
    expect(retryAfterOf(new Error('x'))).toBeNull();

    // While "disconnected": accepted, a new one from the organiser, one deleted.
    await live.acceptMessage(organiser.api, 'en-directo', mine);
    const note = await live.sendMessage(organiser.api, conferenceId, 'Nota de la organización');
    const gone = shown[shown.length - 1]!;
    const deleted = await live.deleteMessage(organiser.api, 'en-directo', gone);
    expect(deleted).toMatchObject({ state: 'deleted', text: '' });

    const missed = await live.catchUpMessages(anon.api, conferenceId, cursor);
    expect(missed.messages.map((m) => m.id)).toEqual([mine.id, note.id, gone.id]);
    shown = mergeMessages(shown, missed.messages);
    cursor = missed.cursor;
    expect(shown.map((m) => m.id)).toContain(mine.id);
    expect(shown.map((m) => m.id)).not.toContain(gone.id);
    // Applying the same catch-up again (a duplicate event) changes nothing.
    expect(mergeMessages(shown, missed.messages)).toEqual(shown);
    // And what a fresh load shows is exactly the merged list.
    const fresh = await live.getLastMessages(anon.api, conferenceId, { limit: 100 });
    expect(shown.map((m) => m.id)).toEqual(fresh.messages.map((m) => m.id));
    expect((await live.catchUpMessages(anon.api, conferenceId, cursor)).messages).toEqual([]);
  });
});

describe('merging answers and events', () => {
  const author = { name: 'Ane E.', photo: null, moderator: false };
  const msg = (id: number, seq: number, state: ChatMessage['state'] = 'accepted', mine = false): ChatMessage => ({
    id,
    conferenceId: 1,
    seq,
    text: state === 'deleted' ? '' : `m${id}`,
    author,
    state,
    createdAt: '2026-11-21T10:00:00Z',
    mine,
  });

  it('messages: one per id, the newest seq wins, deleted ones leave, ordered as written, mine kept', () => {
    const list = mergeMessages([], [msg(3, 3), msg(1, 1), msg(2, 2, 'pending', true)]);
    expect(list.map((m) => m.id)).toEqual([1, 2, 3]);
    // The acceptance arrives as a public event (no `mine`): still mine.
    const publicAccepted = publicChatMessageSchema.parse(msg(2, 5));
    const accepted = mergeMessages(list, [publicAccepted]);
    expect(accepted.find((m) => m.id === 2)).toMatchObject({ state: 'accepted', mine: true });
    // A late, older event does not undo it.
    expect(mergeMessages(accepted, [msg(2, 2, 'pending')]).find((m) => m.id === 2)?.state).toBe('accepted');
    expect(removeMessage(accepted, { messageId: 3, seq: 6 }).map((m) => m.id)).toEqual([1, 2]);
    expect(removeMessage(accepted, { messageId: 99, seq: 7 })).toEqual(accepted);
    expect(cursorOf(accepted, 4)).toBe(5);
  });

  it('questions: events keep mine and voted, invisible ones leave, order follows votes', () => {
    const q = (id: number, votes: number, state: Question['state'] = 'validated', extra: Partial<Question> = {}): Question => ({
      id,
      conferenceId: 1,
      text: `q${id}`,
      author,
      votes,
      state,
      createdAt: `2026-11-21T10:0${id}:00Z`,
      answeredAt: null,
      mine: false,
      voted: false,
      ...extra,
    });
    let list = [q(1, 3), q(2, 1, 'validated', { voted: true }), q(3, 0, 'pending', { mine: true })];
    const event = publicQuestionSchema.parse(q(2, 4));
    list = mergeQuestion(list, event);
    expect(list.map((x) => x.id)).toEqual([2, 1, 3]);
    expect(list[0]).toMatchObject({ votes: 4, voted: true });
    const validated = publicQuestionSchema.parse(q(3, 0));
    list = mergeQuestion(list, validated);
    expect(list.find((x) => x.id === 3)).toMatchObject({ state: 'validated', mine: true });
    // Someone else's pending question (only moderators get those) is not shown here.
    expect(mergeQuestion(list, q(9, 0, 'pending')).map((x) => x.id)).not.toContain(9);
    expect(mergeQuestion(list, { ...q(1, 3, 'deleted') }).map((x) => x.id)).not.toContain(1);
    expect(removeQuestion(list, 2).map((x) => x.id)).toEqual([1, 3]);
    expect(applyVote(list, { questionId: 1, votes: 9, voted: true })[0]).toMatchObject({ id: 1, votes: 9, voted: true });
  });
});

describe('live error messages', () => {
  it('every key of the contract has a sentence (or a context one) in all six catalogues', () => {
    const keys = new Set<string>(['loginRequiredToAsk', 'loginRequiredToVote', 'loginRequiredToChat', 'questionAddFailed', 'voteFailed', 'messageSendFailed', 'moderationFailed']);
    for (const k of LIVE_ERROR_KEYS) {
      const ref = LIVE_ERROR_MESSAGES[k];
      if (ref) keys.add(ref);
      else expect(k).toBe('live.login_required');
    }
    for (const [name, catalogue] of Object.entries({ es, en, pt, eus, fr, el })) {
      for (const key of keys) expect((catalogue.ApiErrors as Record<string, string>)[key], `${name} ApiErrors.${key}`).toBeTruthy();
      expect(catalogue.ApiErrors.chatTooFrequentWait).toContain('{seconds}');
      expect(catalogue.ApiErrors.liveTooFrequentWait).toContain('{seconds}');
      expect(catalogue.ApiErrors.liveTooLong).toContain('{max}');
    }
  });
});
