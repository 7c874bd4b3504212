import type { ApiTransport } from './transport';
import {
  chatChannelSchema,
  chatMessageSchema,
  chatPageSchema,
  moderationQueueSchema,
  questionListSchema,
  questionSchema,
  votedQuestionsSchema,
  voteResultSchema,
  type ChatChannel,
  type ChatMessage,
  type ChatPage,
  type ModerationQueue,
  type Question,
  type QuestionAction,
  type VoteResult,
} from './schemas/live';
import { parseResponse } from './parse';

/**
 * Live questions, votes, chat and moderation (docs/product.md#calls Chat and Conferences; contract in
 * ./schemas/live.ts, realtime channels and events in ./schemas/realtime.ts). In the browser:
 * `import { live } from '@/lib/api/browser-calls'`. Refusals are ApiErrors whose body is a
 * LiveError (`liveErrorOf`, `liveErrorKey`, `retryAfterOf` in ./live-model.ts).
 */

const byKey = (key: number | string) => `/conferences/${encodeURIComponent(String(key))}`;

/** GET /conferences/{id}/questions — visible questions in order, plus the caller's own pending ones (`mine`). */
export async function getQuestions(api: ApiTransport, conferenceId: number): Promise<Question[]> {
  const endpoint = `${byKey(conferenceId)}/questions`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(questionListSchema, data, `GET ${endpoint}`);
}

/**
 * POST /conferences/{id}/questions {conference_id, text, clientId} (signed in) → the pending
 * question. Pass the same `clientId` when retrying (e.g. sent again after being offline): the
 * API answers the question already created instead of a second one.
 */
export async function askQuestion(api: ApiTransport, conferenceId: number, text: string, clientId?: string): Promise<Question> {
  const endpoint = `${byKey(conferenceId)}/questions`;
  const { data } = await api.post<unknown>(endpoint, { conference_id: conferenceId, text, ...(clientId ? { clientId } : {}) });
  return parseResponse(questionSchema, data, `POST ${endpoint}`);
}

/** POST /conferences/questions/vote {questionId} (signed in) — idempotent: a second vote counts once. */
export async function voteQuestion(api: ApiTransport, questionId: number): Promise<VoteResult> {
  const { data } = await api.post<unknown>('/conferences/questions/vote', { questionId });
  return parseResponse(voteResultSchema, data, 'POST /conferences/questions/vote');
}

/** POST /conferences/questions/unvote {questionId} (signed in) — idempotent. */
export async function unvoteQuestion(api: ApiTransport, questionId: number): Promise<VoteResult> {
  const { data } = await api.post<unknown>('/conferences/questions/unvote', { questionId });
  return parseResponse(voteResultSchema, data, 'POST /conferences/questions/unvote');
}

/** POST /conferences/questions/{questionId}/{validate|reject|answered|pin|unpin|delete} (moderators) → the question after. */
export async function moderateQuestion(api: ApiTransport, questionId: number, action: QuestionAction, reason?: string | null): Promise<Question> {
  const endpoint = `/conferences/questions/${encodeURIComponent(String(questionId))}/${action}`;
  // A reason travels only with a rejection or a deletion (the author is told it).
  const { data } = await api.post<unknown>(endpoint, reason && (action === 'reject' || action === 'delete') ? { reason } : {});
  return parseResponse(questionSchema, data, `POST ${endpoint}`);
}

/** GET /conferences/{id}/moderation (moderators) — questions not deleted (pending first) and pending messages. */
export async function getModerationQueue(api: ApiTransport, conferenceId: number): Promise<ModerationQueue> {
  const endpoint = `${byKey(conferenceId)}/moderation`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(moderationQueueSchema, data, `GET ${endpoint}`);
}

/** GET /conferences/{id}/chat-channel — channels to listen on and the chat's rules for this caller. */
export async function getChatChannel(api: ApiTransport, conferenceId: number): Promise<ChatChannel> {
  const endpoint = `${byKey(conferenceId)}/chat-channel`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(chatChannelSchema, data, `GET ${endpoint}`);
}

export interface ChatPageQuery {
  /** the highest `seq` seen (catch up after a reconnect) */
  after?: number;
  /** the oldest message id shown (older history) */
  before?: number;
  /** 1–100, default 50 */
  limit?: number;
}

/** GET /conferences/{id}/get-last-messages[?after=|?before=][&limit=] (see chatPageSchema). */
export async function getLastMessages(api: ApiTransport, conferenceId: number, query: ChatPageQuery = {}): Promise<ChatPage> {
  const endpoint = `${byKey(conferenceId)}/get-last-messages`;
  const params: Record<string, number> = {};
  if (query.after !== undefined) params.after = query.after;
  if (query.before !== undefined) params.before = query.before;
  if (query.limit !== undefined) params.limit = query.limit;
  const { data } = await api.get<unknown>(endpoint, { params });
  return parseResponse(chatPageSchema, data, `GET ${endpoint}`);
}

/**
 * Everything that changed since `cursor` (after a dropped socket or a laptop waking up): the
 * after= pages until none is left. Merge the messages with mergeMessages (no gaps, no
 * duplicates) and keep the returned cursor.
 */
export async function catchUpMessages(api: ApiTransport, conferenceId: number, cursor: number): Promise<{ messages: ChatMessage[]; cursor: number }> {
  const messages: ChatMessage[] = [];
  let at = cursor;
  for (;;) {
    const page = await getLastMessages(api, conferenceId, { after: at, limit: 100 });
    messages.push(...page.messages);
    at = page.cursor ?? at;
    if (!page.hasMore) return { messages, cursor: at };
  }
}

/**
 * POST /conferences/{slug}/new-message {text, clientId} (signed in) → the message (pending in a
 * moderated chat). Retry with the same `clientId`: no duplicate. Too soon after the previous
 * one: 429 live.too_frequent, `retryAfterOf(error)` seconds.
 */
export async function sendMessage(api: ApiTransport, conference: string | number, text: string, clientId?: string): Promise<ChatMessage> {
  const endpoint = `${byKey(conference)}/new-message`;
  const { data } = await api.post<unknown>(endpoint, { text, ...(clientId ? { clientId } : {}) });
  return parseResponse(chatMessageSchema, data, `POST ${endpoint}`);
}

/** POST /conferences/{slug}/accept-message with the message (moderators) → the accepted message. */
export async function acceptMessage(api: ApiTransport, conference: string | number, message: Pick<ChatMessage, 'id'>): Promise<ChatMessage> {
  const endpoint = `${byKey(conference)}/accept-message`;
  const { data } = await api.post<unknown>(endpoint, message);
  return parseResponse(chatMessageSchema, data, `POST ${endpoint}`);
}

/** POST /conferences/{slug}/delete-message with the message (moderators) → the deleted message (text ''). */
export async function deleteMessage(api: ApiTransport, conference: string | number, message: Pick<ChatMessage, 'id'> & { reason?: string | null }): Promise<ChatMessage> {
  const endpoint = `${byKey(conference)}/delete-message`;
  const { data } = await api.post<unknown>(endpoint, message);
  return parseResponse(chatMessageSchema, data, `POST ${endpoint}`);
}
