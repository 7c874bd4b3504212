import { z } from 'zod';

/**
 * Live participation during a session (docs/product.md#scope "ask and vote on live questions, chat", §3
 * question and chat message, §4 "a live question awaits validation; chat messages may need
 * moderator acceptance or be deleted", §5 "messages cannot be too frequent", §6 moderators, §7
 * Chat and questions). Shared by the portal (lib/api/live.ts) and the demo API (demo-api/live.ts,
 * routes/live.ts); the realtime side (channels, events) is in ./realtime.ts.
 *
 * Texts are plain text: stored and answered exactly as typed (trimmed), never HTML. The portal
 * renders them as text (links made clickable by the portal itself).
 */

/** Longest question and chat message, in characters (after trimming). */
export const QUESTION_MAX_LENGTH = 300;
export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** Default and largest page of GET /conferences/{id}/get-last-messages. */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_PAGE_MAX = 100;

/**
 * Error keys of the live endpoints. Every refusal is `{ message, errors: { field: [key] } }`:
 *
 * | key | status | field | when |
 * |---|---|---|---|
 * | live.login_required | 401 | customer | no bearer token on a write (ask, vote, chat) or a moderator call (a bad token is the usual bare 403) |
 * | live.forbidden | 403 | moderation | a signed-in customer who is not a moderator calls a moderator endpoint (403 WITH errors: the session is kept) |
 * | live.empty | 422 | text | nothing but spaces |
 * | live.too_long | 422 | text | over QUESTION_MAX_LENGTH / CHAT_MESSAGE_MAX_LENGTH; the body adds `max` |
 * | live.too_frequent | 429 | text | a chat message sooner than `minIntervalSeconds` after the same customer's previous one in this session; the body adds `retryAfter` (whole seconds to wait, ≥ 1), also the `Retry-After` header |
 * | live.not_found | 404 | questionId / id | no such question or message in this session (or not visible to the caller) |
 * | live.invalid_state | 409 | state | the transition is not allowed from the item's current state; the body adds `state` (the current one) |
 * | live.closed | 422 | conference | questions are not enabled for this session, or it has no chat |
 * | live.question_failed | – | – | never sent: the portal's fallback for a failed question (docs/product.md#errors "question-add failure") |
 * | live.message_failed | – | – | never sent: the portal's fallback for a failed chat message |
 * | live.no_access | 403 | customer | a poll answer from an account without access to the session (it asks for a ticket the account lacks) |
 * | live.poll_failed | – | – | never sent: the portal's fallback for a failed poll answer or poll action |
 *
 * Body validation (`conference_id`, `questionId`, `id`, `clientId`) answers the usual 422 `validation.<rule>`.
 */
export const LIVE_ERROR_KEYS = [
  'live.login_required',
  'live.forbidden',
  'live.empty',
  'live.too_long',
  'live.too_frequent',
  'live.not_found',
  'live.invalid_state',
  'live.closed',
  'live.question_failed',
  'live.message_failed',
  'live.no_access',
  'live.poll_failed',
] as const;
export type LiveErrorKey = (typeof LIVE_ERROR_KEYS)[number];

/** A refusal of a live endpoint. */
export const liveErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).default({}),
  /** live.too_frequent: seconds to wait */
  retryAfter: z.number().int().positive().optional(),
  /** live.too_long: the limit */
  max: z.number().int().positive().optional(),
  /** live.invalid_state: the item's current state */
  state: z.string().optional(),
});
export type LiveError = z.infer<typeof liveErrorSchema>;

/** Who wrote a question or message, as everyone sees it. */
export const liveAuthorSchema = z.object({
  /** "Name S." publicly; the full name in moderator answers */
  name: z.string(),
  photo: z.string().nullable(),
  /** written by a moderator of the event (a badge) */
  moderator: z.boolean(),
});
export type LiveAuthor = z.infer<typeof liveAuthorSchema>;

// ---------------------------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------------------------

/**
 * pending (awaits validation, seen by its author and moderators) → validated (visible to all) |
 * rejected (author and moderators) | deleted. validated ⇄ pinned (at most one pinned per
 * session: pinning another unpins it); validated | pinned → answered; any state but deleted →
 * deleted; rejected → validated (a moderator changes their mind).
 */
export const QUESTION_STATES = ['pending', 'validated', 'rejected', 'answered', 'pinned', 'deleted'] as const;
export const questionStateSchema = z.enum(QUESTION_STATES);
export type QuestionState = z.infer<typeof questionStateSchema>;

/** Moderator actions: POST /conferences/questions/{questionId}/{action}. */
export const QUESTION_ACTIONS = ['validate', 'reject', 'answered', 'pin', 'unpin', 'delete'] as const;
export type QuestionAction = (typeof QUESTION_ACTIONS)[number];

/** The state an action leads to, and the states it may start from (anything else: 409 live.invalid_state). */
export const QUESTION_TRANSITIONS: Record<QuestionAction, { from: readonly QuestionState[]; to: QuestionState }> = {
  validate: { from: ['pending', 'rejected'], to: 'validated' },
  reject: { from: ['pending'], to: 'rejected' },
  answered: { from: ['validated', 'pinned'], to: 'answered' },
  pin: { from: ['validated'], to: 'pinned' },
  unpin: { from: ['pinned'], to: 'validated' },
  delete: { from: ['pending', 'validated', 'rejected', 'answered', 'pinned'], to: 'deleted' },
};

/** States everyone sees; votes are taken only on validated and pinned questions. */
export const VISIBLE_QUESTION_STATES: readonly QuestionState[] = ['validated', 'pinned', 'answered'];
export const VOTABLE_QUESTION_STATES: readonly QuestionState[] = ['validated', 'pinned'];

/** A question as everyone receives it (HTTP answers add `mine` and `voted`, see questionSchema). */
export const publicQuestionSchema = z.object({
  id: z.number().int(),
  conferenceId: z.number().int(),
  text: z.string(),
  author: liveAuthorSchema,
  votes: z.number().int().min(0),
  state: questionStateSchema,
  createdAt: z.string(),
  /** when it was marked answered */
  answeredAt: z.string().nullable(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

/** Longest reason a moderator may give for rejecting or deleting. */
export const MODERATION_REASON_MAX = 300;

/**
 * Why a moderator rejected or deleted an item: told to its author (and moderators), never to
 * anyone else; null when none was given or the item was not rejected or deleted.
 */
const moderationReasonField = z.string().nullable().optional();

/**
 * Body of a destructive moderator action (POST /conferences/questions/{id}/reject|delete,
 * /conferences/{slug}/delete-message): an optional reason, trimmed, at most MODERATION_REASON_MAX
 * characters (longer: 422 validation.max). Other actions ignore it.
 */
export const moderationReasonBodySchema = z.object({ reason: z.string().trim().max(MODERATION_REASON_MAX).nullish() });
export type ModerationReasonBody = z.infer<typeof moderationReasonBodySchema>;

/** A question in an HTTP answer, for this caller. */
export const questionSchema = publicQuestionSchema.extend({
  /** the caller wrote it */
  mine: z.boolean(),
  /** the caller has voted for it */
  voted: z.boolean(),
  /** the moderator's reason, for its author and moderators (rejected or deleted questions) */
  reason: moderationReasonField,
});
export type Question = z.infer<typeof questionSchema>;

/**
 * GET /conferences/{id}/questions (token optional): visible questions (pinned first, then
 * validated and answered... see sortQuestions) plus the caller's own pending ones (`mine`,
 * state pending) at the end.
 */
export const questionListSchema = z.array(questionSchema);

/** GET /conferences/{id}/questions/voted (token): ids of the questions the caller voted for. */
export const votedQuestionsSchema = z.array(z.number().int());

/** POST /conferences/{id}/questions. `clientId` (optional) makes a retry safe: the same clientId of the same customer answers the question already created. */
export const askQuestionBodySchema = z.object({
  conference_id: z.number().int().positive(),
  text: z.string(),
  clientId: z.string().min(1).max(64).optional(),
});
export type AskQuestionBody = z.infer<typeof askQuestionBodySchema>;

/** POST /conferences/questions/vote and /conferences/questions/unvote. */
export const voteBodySchema = z.object({ questionId: z.number().int().positive() });
export type VoteBody = z.infer<typeof voteBodySchema>;

/** Answer of vote / unvote: idempotent (voting twice counts once, unvoting without a vote changes nothing). */
export const voteResultSchema = z.object({
  questionId: z.number().int(),
  votes: z.number().int().min(0),
  voted: z.boolean(),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

/**
 * The order everyone sees: the pinned question, then the rest by votes (most first), then by
 * time (earliest first); answered questions after the open ones; the caller's own pending (and
 * any other non-visible) questions last, newest first. Used by the API and by the portal when it
 * merges realtime updates, so both agree.
 */
export function sortQuestions<T extends Pick<PublicQuestion, 'id' | 'state' | 'votes' | 'createdAt'>>(list: readonly T[]): T[] {
  const rank = (q: T) => (q.state === 'pinned' ? 0 : q.state === 'validated' ? 1 : q.state === 'answered' ? 2 : 3);
  return [...list].sort((a, b) => {
    const r = rank(a) - rank(b);
    if (r !== 0) return r;
    if (rank(a) === 3) return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
    return b.votes - a.votes || a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
  });
}

// ---------------------------------------------------------------------------------------------
// Chat
// ---------------------------------------------------------------------------------------------

/** pending (moderated chat: author and moderators only) → accepted (everyone) | deleted; accepted → deleted. */
export const CHAT_MESSAGE_STATES = ['pending', 'accepted', 'deleted'] as const;
export const chatMessageStateSchema = z.enum(CHAT_MESSAGE_STATES);
export type ChatMessageState = z.infer<typeof chatMessageStateSchema>;

/**
 * A chat message as everyone receives it. `id` orders messages (the order they were written);
 * `seq` is the change cursor: it grows on every change (written, accepted, deleted), so
 * `get-last-messages?after=<highest seq seen>` returns exactly what changed since. A deleted
 * message keeps its id and seq and loses its text (`''`).
 */
export const publicChatMessageSchema = z.object({
  id: z.number().int(),
  conferenceId: z.number().int(),
  seq: z.number().int(),
  text: z.string(),
  author: liveAuthorSchema,
  state: chatMessageStateSchema,
  createdAt: z.string(),
});
export type PublicChatMessage = z.infer<typeof publicChatMessageSchema>;

/** A chat message in an HTTP answer: `mine` = the caller wrote it. */
export const chatMessageSchema = publicChatMessageSchema.extend({
  mine: z.boolean(),
  /** the moderator's reason, for its author and moderators (deleted messages) */
  reason: moderationReasonField,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * GET /conferences/{id}/chat-channel (token optional): where to listen and the chat's rules.
 * Private channels are authorised at POST /broadcasting/auth.
 */
export const chatChannelSchema = z.object({
  conferenceId: z.number().int(),
  /** public channel of the session: questions, accepted messages, deletions, seats */
  channel: z.string(),
  /** the moderation queue's private channel: only for moderators, else null */
  moderationChannel: z.string().nullable(),
  /** the caller's own private channel (their pending items accepted / rejected), null anonymous */
  customerChannel: z.string().nullable(),
  /** the session has a chat (sessions with a stream) */
  chatEnabled: z.boolean(),
  /** questions are enabled for this session */
  questionsEnabled: z.boolean(),
  /** messages wait for a moderator's acceptance before others see them */
  moderated: z.boolean(),
  /** the least time between two messages of one customer in this session */
  minIntervalSeconds: z.number().int().min(0),
  maxLength: z.number().int(),
  questionMaxLength: z.number().int(),
  /** the caller may moderate (isModerator) */
  canModerate: z.boolean(),
});
export type ChatChannel = z.infer<typeof chatChannelSchema>;

/**
 * GET /conferences/{id}/get-last-messages[?after=<seq> | ?before=<id>][&limit=]:
 * - no cursor: the latest `limit` messages the caller may see, oldest first; `cursor` = the
 *   current change cursor (listen from there); `hasMore` = older ones exist (page with before=).
 * - `after=<seq>` (after a reconnect): every message changed since that cursor that the caller
 *   may see, deleted ones included as tombstones (state deleted, text ''), in change order;
 *   `cursor` = the cursor to ask from next; `hasMore` = more changes (ask again with cursor).
 * - `before=<id>`: the `limit` visible messages written before that id, oldest first; `cursor`
 *   null (a history page says nothing about changes); `hasMore` = still older ones.
 * Visible: accepted messages; the caller's own pending ones; every pending one for moderators.
 */
export const chatPageSchema = z.object({
  messages: z.array(chatMessageSchema),
  cursor: z.number().int().nullable(),
  hasMore: z.boolean(),
});
export type ChatPage = z.infer<typeof chatPageSchema>;

/** POST /conferences/{slug}/new-message. `clientId` (optional) makes a retry safe (same message answered again, no duplicate). */
export const newMessageBodySchema = z.object({
  text: z.string(),
  clientId: z.string().min(1).max(64).optional(),
});
export type NewMessageBody = z.infer<typeof newMessageBodySchema>;

/** POST /conferences/{slug}/accept-message and /delete-message: the message (its `id` is what counts; other fields are ignored). */
export const messageRefBodySchema = moderationReasonBodySchema.extend({ id: z.number().int().positive() });
export type MessageRefBody = z.infer<typeof messageRefBodySchema>;

// ---------------------------------------------------------------------------------------------
// Moderation
// ---------------------------------------------------------------------------------------------

/**
 * GET /conferences/{id}/moderation (moderators): every question not deleted (pending first,
 * oldest first; then the others as sortQuestions) and the pending chat messages (oldest first).
 * Authors carry full names here.
 */
export const moderationQueueSchema = z.object({
  questions: z.array(questionSchema),
  messages: z.array(chatMessageSchema),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;
