import { isApiError } from './errors';
import {
  LIVE_ERROR_KEYS,
  liveErrorSchema,
  sortQuestions,
  VISIBLE_QUESTION_STATES,
  type ChatMessage,
  type LiveError,
  type LiveErrorKey,
  type PublicChatMessage,
  type PublicQuestion,
  type Question,
} from './schemas/live';
import type es from '@/messages/es.json';

/**
 * What the live screens do with answers and events, without React: refusals → docs/product.md#errors
 * messages, and merging HTTP answers with realtime events so that a list never shows a
 * message twice, never misses one, and never loses what only this caller knows (`mine`, `voted`).
 */

// ---------------------------------------------------------------------------------------------
// Refusals
// ---------------------------------------------------------------------------------------------

/** The body of a live refusal, or null when the error is not one (network, 5xx, …). */
export function liveErrorOf(error: unknown): LiveError | null {
  if (!isApiError(error)) return null;
  const parsed = liveErrorSchema.safeParse(error.data);
  return parsed.success && Object.keys(parsed.data.errors).length > 0 ? parsed.data : null;
}

/** The first LIVE_ERROR_KEYS key of a refusal, or null. */
export function liveErrorKey(error: unknown): LiveErrorKey | null {
  const body = liveErrorOf(error);
  if (!body) return null;
  for (const keys of Object.values(body.errors)) {
    const key = keys.find((k): k is LiveErrorKey => (LIVE_ERROR_KEYS as readonly string[]).includes(k));
    if (key) return key;
  }
  return null;
}

/** live.too_frequent: whole seconds to wait before sending again; null for any other error. */
export function retryAfterOf(error: unknown): number | null {
  const body = liveErrorOf(error);
  return body?.errors.text?.includes('live.too_frequent') ? (body.retryAfter ?? 1) : null;
}

type ApiErrorsKey = keyof (typeof es)['ApiErrors'];
/** A sentence of the ApiErrors catalogue, with its values (`{seconds}`, `{max}`). */
export interface LiveMessageRef {
  ns: 'ApiErrors';
  key: ApiErrorsKey;
  values: Record<string, number>;
}

/** What the caller was doing: picks the login and failure sentences (docs/product.md#errors "login required to ask", "question-add failure"). */
export type LiveContext = 'question' | 'vote' | 'chat' | 'moderation' | 'poll';

const LOGIN: Record<LiveContext, ApiErrorsKey> = { question: 'loginRequiredToAsk', vote: 'loginRequiredToVote', chat: 'loginRequiredToChat', moderation: 'liveForbidden', poll: 'loginRequiredToAnswer' };
const FAILED: Record<LiveContext, ApiErrorsKey> = { question: 'questionAddFailed', vote: 'voteFailed', chat: 'messageSendFailed', moderation: 'moderationFailed', poll: 'pollFailed' };

/**
 * Every key → its catalogue sentence. Typed over LIVE_ERROR_KEYS, so a key added to the
 * contract fails the type check until it has a message here. The login and failure keys depend
 * on the context (see liveMessageOf).
 */
export const LIVE_ERROR_MESSAGES: Record<LiveErrorKey, ApiErrorsKey | null> = {
  'live.login_required': null,
  'live.forbidden': 'liveForbidden',
  'live.empty': 'liveEmpty',
  'live.too_long': 'liveTooLong',
  'live.too_frequent': 'chatTooFrequentWait',
  'live.not_found': 'liveNotFound',
  'live.invalid_state': 'liveInvalidState',
  'live.closed': 'liveClosed',
  'live.question_failed': 'questionAddFailed',
  'live.message_failed': 'messageSendFailed',
  'live.no_access': 'pollNoAccess',
  'live.poll_failed': 'pollFailed',
};

/**
 * The sentence for a failed live call: its key's message (with `{seconds}` / `{max}`), the
 * context's login sentence for live.login_required, else the context's failure sentence
 * (network, 5xx, anything outside the contract). The portal keeps what was typed.
 */
export function liveMessageOf(error: unknown, context: LiveContext): LiveMessageRef {
  const key = liveErrorKey(error);
  const body = liveErrorOf(error);
  if (key === 'live.login_required') return { ns: 'ApiErrors', key: LOGIN[context], values: {} };
  if (key === 'live.too_frequent') return { ns: 'ApiErrors', key: 'chatTooFrequentWait', values: { seconds: body?.retryAfter ?? 1 } };
  if (key === 'live.too_long') return { ns: 'ApiErrors', key: 'liveTooLong', values: { max: body?.max ?? 0 } };
  const known = key ? LIVE_ERROR_MESSAGES[key] : null;
  return { ns: 'ApiErrors', key: known ?? FAILED[context], values: {} };
}

// ---------------------------------------------------------------------------------------------
// Merging answers and events
// ---------------------------------------------------------------------------------------------

/** A message from an event (no `mine`) or an answer. */
type IncomingMessage = PublicChatMessage | ChatMessage;

/**
 * The chat list after `incoming` (a page, a catch-up, or one event): one entry per id, the
 * version with the highest `seq` wins (a late event never undoes a newer state), deleted ones
 * dropped, ordered by id (the order written). `mine` is kept from whatever said so.
 */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly IncomingMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage & { gone?: boolean }>();
  for (const m of list) byId.set(m.id, m);
  for (const m of incoming) {
    const had = byId.get(m.id);
    if (had && had.seq > m.seq) continue;
    const mine = ('mine' in m && m.mine) || had?.mine === true;
    byId.set(m.id, { ...m, mine });
  }
  return [...byId.values()].filter((m) => m.state !== 'deleted').sort((a, b) => a.id - b.id);
}

/** `live.message.removed` {messageId, seq}: as a tombstone through mergeMessages. */
export function removeMessage(list: readonly ChatMessage[], removed: { messageId: number; seq: number }): ChatMessage[] {
  const had = list.find((m) => m.id === removed.messageId);
  if (!had) return [...list];
  return mergeMessages(list, [{ ...had, seq: removed.seq, state: 'deleted', text: '' }]);
}

/** The highest `seq` in a list: what to pass as `after=` (with the page's own cursor, take the larger). */
export function cursorOf(list: readonly Pick<ChatMessage, 'seq'>[], cursor = 0): number {
  return list.reduce((max, m) => Math.max(max, m.seq), cursor);
}

/**
 * The question list after one question changed (an answer or an event): replaced or added,
 * `mine` and `voted` kept from what this caller knew (events do not carry them), dropped when
 * no longer visible to this caller (deleted, rejected, or someone else's pending), re-sorted.
 */
export function mergeQuestion(list: readonly Question[], incoming: PublicQuestion | Question): Question[] {
  const had = list.find((q) => q.id === incoming.id);
  const mine = ('mine' in incoming && incoming.mine) || had?.mine === true;
  const voted = 'voted' in incoming ? incoming.voted : (had?.voted ?? false);
  const next: Question = { ...incoming, mine, voted };
  const rest = list.filter((q) => q.id !== incoming.id);
  const visible = VISIBLE_QUESTION_STATES.includes(next.state) || (next.state === 'pending' && mine);
  return sortQuestions(visible ? [...rest, next] : rest);
}

/** `live.question.removed` {questionId}. */
export function removeQuestion(list: readonly Question[], questionId: number): Question[] {
  return list.filter((q) => q.id !== questionId);
}

/** A vote answer applied to the list (count and this caller's flag). */
export function applyVote(list: readonly Question[], vote: { questionId: number; votes: number; voted: boolean }): Question[] {
  return sortQuestions(list.map((q) => (q.id === vote.questionId ? { ...q, votes: vote.votes, voted: vote.voted } : q)));
}

/**
 * The visitor's votes still on their way to the API, laid over a list read from the API or
 * changed by an event: a read answered before the vote arrived must not undo it on screen (the
 * catch-up after a channel is ready once put a just-clicked vote back to 0 while the vote itself
 * was still under way: clean-clone CI of 61bdf6e, live-room.spec:124). The vote's own answer
 * then sets what is true.
 */
export function withPendingVotes(list: readonly Question[], pending: ReadonlyMap<number, { questionId: number; votes: number; voted: boolean }>): Question[] {
  let out = list as Question[];
  for (const vote of pending.values()) out = applyVote(out, vote);
  return out;
}
