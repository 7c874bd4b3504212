/**
 * The rules of live participation in one place (docs/product.md#scope, docs/product.md#entities, docs/product.md#states, docs/product.md#validation "Chat: messages cannot be
 * too frequent", §6 moderators, §7 Chat and questions): who may ask, vote, chat and moderate;
 * question and message states; the per-customer chat interval; what each caller may see; and
 * what every change publishes. Routes (routes/live.ts) only parse, call these and publish.
 *
 * Every write runs in one BEGIN IMMEDIATE transaction and returns the publications it causes;
 * the route sends them after the commit, so a socket event never announces a change that did not
 * happen. Texts are plain text, stored exactly as typed (trimmed): never HTML.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_SIZE,
  QUESTION_MAX_LENGTH,
  QUESTION_TRANSITIONS,
  sortQuestions,
  VISIBLE_QUESTION_STATES,
  VOTABLE_QUESTION_STATES,
  type ChatChannel,
  type ChatMessage,
  type ChatMessageState,
  type ChatPage,
  type LiveAuthor,
  type LiveErrorKey,
  type ModerationQueue,
  type PublicChatMessage,
  type PublicQuestion,
  type Question,
  type QuestionAction,
  type QuestionState,
  type VoteResult,
} from '../lib/api/schemas/live';
import { conferenceChannel, customerChannel, LIVE_EVENTS, moderationChannel, type SeatsUpdated } from '../lib/api/schemas/realtime';
import { bearerToken, requireCustomer, type CustomerRow } from './auth';
import type { DB } from './db';
import type { Deps } from './deps';
import { ApiError } from './errors';
import { seatingOf, sessionOf, type SessionRow } from './participation';

/** Least seconds between two chat messages of one customer in one session, unless the session says otherwise. */
export const DEFAULT_CHAT_INTERVAL_SECONDS = 5;

/** One realtime event to send once the change is committed. */
export interface Publication {
  channels: string[];
  event: string;
  data: unknown;
}

/** A refusal with a LIVE_ERROR_KEYS key. */
export function liveRefusal(status: number, field: string, key: LiveErrorKey, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): ApiError {
  return new ApiError(status, { message: key, errors: { [field]: [key] }, ...extra } as ApiError['body'], headers);
}

/** The signed-in customer: no token is a 401 live.login_required, a bad token the usual bare 403. */
export function liveCustomer(d: Deps, req: FastifyRequest): CustomerRow {
  if (!bearerToken(req)) throw liveRefusal(401, 'customer', 'live.login_required');
  return requireCustomer(d, req);
}

/** The customer or null (reads say more to a signed-in caller); a bad token is still a 403. */
export function optionalLiveCustomer(d: Deps, req: FastifyRequest): CustomerRow | null {
  return bearerToken(req) ? requireCustomer(d, req) : null;
}

/** A moderator (docs/product.md#roles; the organiser account): others get 403 live.forbidden (with errors, so the portal keeps the session). */
export function liveModerator(d: Deps, req: FastifyRequest): CustomerRow {
  const c = liveCustomer(d, req);
  if (c.is_moderator !== 1) throw liveRefusal(403, 'moderation', 'live.forbidden');
  return c;
}

const immediate = <T>(d: Deps, fn: () => T): T => d.db.transaction(fn).immediate();
const nowIso = (d: Deps) => new Date(d.clock()).toISOString();

// ---------------------------------------------------------------------------------------------
// Schema (created here, IF NOT EXISTS, so an existing demo DB gains it without a rebuild)
// ---------------------------------------------------------------------------------------------

const LIVE_SCHEMA = `
CREATE TABLE IF NOT EXISTS live_settings (
  conference_id INTEGER PRIMARY KEY REFERENCES conferences(id),
  chat_moderated INTEGER NOT NULL DEFAULT 0, chat_interval_seconds INTEGER NOT NULL DEFAULT ${DEFAULT_CHAT_INTERVAL_SECONDS}
);
CREATE TABLE IF NOT EXISTS live_questions (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, conference_id INTEGER NOT NULL REFERENCES conferences(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE, text TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'validated', 'rejected', 'answered', 'pinned', 'deleted')),
  client_id TEXT, created_at TEXT NOT NULL, answered_at TEXT,
  -- the moderator's reason for rejecting or deleting it (told to its author), else NULL
  reason TEXT,
  UNIQUE (customer_id, conference_id, client_id)
);
CREATE INDEX IF NOT EXISTS live_questions_conference ON live_questions (conference_id, state);
CREATE TABLE IF NOT EXISTS live_votes (
  question_id INTEGER NOT NULL REFERENCES live_questions(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  PRIMARY KEY (question_id, customer_id)
);
-- seq: the change cursor (live_sequence), moved on every change of the message.
-- was_public: it has been accepted at some point (others may hold it: its deletion is news to them).
CREATE TABLE IF NOT EXISTS live_messages (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, conference_id INTEGER NOT NULL REFERENCES conferences(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE, text TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'accepted', 'deleted')),
  seq INTEGER NOT NULL, was_public INTEGER NOT NULL DEFAULT 0, client_id TEXT,
  created_at TEXT NOT NULL, created_ms INTEGER NOT NULL, reason TEXT,
  UNIQUE (customer_id, conference_id, client_id)
);
CREATE INDEX IF NOT EXISTS live_messages_seq ON live_messages (conference_id, seq);
CREATE INDEX IF NOT EXISTS live_messages_author ON live_messages (customer_id, conference_id, created_ms);
CREATE TABLE IF NOT EXISTS live_sequence (id INTEGER PRIMARY KEY CHECK (id = 1), value INTEGER NOT NULL);
INSERT OR IGNORE INTO live_sequence (id, value) VALUES (1, 0);
CREATE TABLE IF NOT EXISTS live_seeded (tenant TEXT PRIMARY KEY);
`;

export function installLiveSchema(db: DB) {
  db.exec(LIVE_SCHEMA);
}

function nextSeq(d: Deps): number {
  return (d.sql('UPDATE live_sequence SET value = value + 1 WHERE id = 1 RETURNING value').get() as { value: number }).value;
}

function currentSeq(d: Deps): number {
  return (d.sql('SELECT value FROM live_sequence WHERE id = 1').get() as { value: number }).value;
}

// ---------------------------------------------------------------------------------------------
// Settings and channels
// ---------------------------------------------------------------------------------------------

interface LiveConference {
  s: SessionRow;
  questionsEnabled: boolean;
  chatEnabled: boolean;
  moderated: boolean;
  intervalSeconds: number;
}

/** A session's live settings: questions where enabled, a chat where it has a stream. */
export function liveConference(d: Deps, tenantKey: string, key: string | number): LiveConference {
  const s = sessionOf(d, tenantKey, key);
  const row = d
    .sql(
      `SELECT c.questions_enabled AS q, l.chat_moderated AS moderated, l.chat_interval_seconds AS interval
       FROM conferences c LEFT JOIN live_settings l ON l.conference_id = c.id WHERE c.id = ?`,
    )
    .get(s.id) as { q: number; moderated: number | null; interval: number | null };
  return {
    s,
    questionsEnabled: row.q === 1,
    chatEnabled: !!(s.streaming_provider && s.streaming_url),
    moderated: row.moderated === 1,
    intervalSeconds: row.interval ?? DEFAULT_CHAT_INTERVAL_SECONDS,
  };
}

export function chatChannelOf(lc: LiveConference, customer: CustomerRow | null): ChatChannel {
  const mod = customer?.is_moderator === 1;
  return {
    conferenceId: lc.s.id,
    channel: conferenceChannel(lc.s.tenant, lc.s.id),
    moderationChannel: mod ? moderationChannel(lc.s.tenant, lc.s.id) : null,
    customerChannel: customer ? customerChannel(lc.s.tenant, customer.id) : null,
    chatEnabled: lc.chatEnabled,
    questionsEnabled: lc.questionsEnabled,
    moderated: lc.moderated,
    minIntervalSeconds: lc.intervalSeconds,
    maxLength: CHAT_MESSAGE_MAX_LENGTH,
    questionMaxLength: QUESTION_MAX_LENGTH,
    canModerate: mod,
  };
}

/** The trimmed text, or the refusal: empty, or longer than `max` characters (code points). */
function checkText(raw: string, max: number): string {
  const text = raw.trim();
  if (!text) throw liveRefusal(422, 'text', 'live.empty');
  if ([...text].length > max) throw liveRefusal(422, 'text', 'live.too_long', { max });
  return text;
}

interface AuthorCols {
  customer_id: number;
  name: string;
  surname: string;
  photo: string | null;
  is_moderator: number;
}

/** Publicly "Name S." (enough to recognise, no more); moderators see the full name. */
function authorOf(d: Deps, r: AuthorCols, full: boolean): LiveAuthor {
  const initial = r.surname.trim() ? ` ${[...r.surname.trim()][0]!.toUpperCase()}.` : '';
  return { name: full ? `${r.name} ${r.surname}`.trim() : `${r.name}${initial}`, photo: d.media(r.photo), moderator: r.is_moderator === 1 };
}

// ---------------------------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------------------------

interface QuestionRow extends AuthorCols {
  id: number;
  tenant: string;
  conference_id: number;
  text: string;
  state: QuestionState;
  created_at: string;
  answered_at: string | null;
  votes: number;
  reason: string | null;
}

const QUESTION_SELECT = `SELECT q.id, q.tenant, q.conference_id, q.customer_id, q.text, q.state, q.created_at, q.answered_at, q.reason,
    c.name, c.surname, c.photo, c.is_moderator, (SELECT COUNT(*) FROM live_votes v WHERE v.question_id = q.id) AS votes
  FROM live_questions q JOIN customers c ON c.id = q.customer_id`;

function publicQuestion(d: Deps, r: QuestionRow, full = false): PublicQuestion {
  return {
    id: r.id,
    conferenceId: r.conference_id,
    text: r.state === 'deleted' ? '' : r.text,
    author: authorOf(d, r, full),
    votes: r.votes,
    state: r.state,
    createdAt: r.created_at,
    answeredAt: r.answered_at,
  };
}

function questionFor(d: Deps, r: QuestionRow, viewer: CustomerRow | null, full = false): Question {
  const voted = viewer ? !!d.sql('SELECT 1 FROM live_votes WHERE question_id = ? AND customer_id = ?').get(r.id, viewer.id) : false;
  const mine = viewer?.id === r.customer_id;
  return { ...publicQuestion(d, r, full), mine, voted, reason: mine || full ? r.reason : null };
}

function questionRow(d: Deps, tenantKey: string, id: number): QuestionRow | undefined {
  return d.sql(`${QUESTION_SELECT} WHERE q.id = ? AND q.tenant = ?`).get(id, tenantKey) as QuestionRow | undefined;
}

/**
 * What a question's change tells whom: moderators always, its author always (with their own text
 * even when deleted, and the moderator's reason, so they can be told what was removed and why),
 * everyone when visible (or no longer).
 */
function questionPublications(d: Deps, r: QuestionRow, before: QuestionState | null): Publication[] {
  const out: Publication[] = [
    { channels: [moderationChannel(r.tenant, r.conference_id)], event: LIVE_EVENTS.moderationQuestion, data: { question: { ...publicQuestion(d, r, true), mine: false, voted: false, reason: r.reason } } },
    { channels: [customerChannel(r.tenant, r.customer_id)], event: LIVE_EVENTS.ownQuestion, data: { question: { ...publicQuestion(d, r), text: r.text, mine: true, voted: !!d.sql('SELECT 1 FROM live_votes WHERE question_id = ? AND customer_id = ?').get(r.id, r.customer_id), reason: r.reason } } },
  ];
  const publicChannel = [conferenceChannel(r.tenant, r.conference_id)];
  if (VISIBLE_QUESTION_STATES.includes(r.state)) out.push({ channels: publicChannel, event: LIVE_EVENTS.questionChanged, data: { question: publicQuestion(d, r) } });
  else if (before && VISIBLE_QUESTION_STATES.includes(before)) out.push({ channels: publicChannel, event: LIVE_EVENTS.questionRemoved, data: { questionId: r.id } });
  return out;
}

function requireQuestions(lc: LiveConference) {
  if (!lc.questionsEnabled) throw liveRefusal(422, 'conference', 'live.closed');
}

/** GET /conferences/{id}/questions: visible ones in sortQuestions order, then the caller's own pending ones. */
export function listQuestions(d: Deps, tenantKey: string, viewer: CustomerRow | null, key: string | number): Question[] {
  const lc = liveConference(d, tenantKey, key);
  if (!lc.questionsEnabled) return [];
  const rows = d
    .sql(`${QUESTION_SELECT} WHERE q.conference_id = @c AND (q.state IN ('validated', 'pinned', 'answered') OR (q.state = 'pending' AND q.customer_id = @me))`)
    .all({ c: lc.s.id, me: viewer?.id ?? -1 }) as QuestionRow[];
  return sortQuestions(rows.map((r) => questionFor(d, r, viewer)));
}

/** GET /conferences/{id}/questions/voted: ids of the visible questions of the session the caller voted for. */
export function votedQuestions(d: Deps, tenantKey: string, customer: CustomerRow, key: string | number): number[] {
  const s = sessionOf(d, tenantKey, key);
  const rows = d
    .sql(
      `SELECT q.id FROM live_votes v JOIN live_questions q ON q.id = v.question_id
       WHERE v.customer_id = ? AND q.conference_id = ? AND q.state IN ('validated', 'pinned', 'answered') ORDER BY q.id`,
    )
    .all(customer.id, s.id) as { id: number }[];
  return rows.map((r) => r.id);
}

/** POST /conferences/{id}/questions: a new pending question (or the one already made with this clientId). */
export function askQuestion(
  d: Deps,
  tenantKey: string,
  customer: CustomerRow,
  key: string | number,
  body: { conference_id: number; text: string; clientId?: string },
): { question: Question; created: boolean; publish: Publication[] } {
  return immediate(d, () => {
    const lc = liveConference(d, tenantKey, key);
    if (body.conference_id !== lc.s.id) throw new ApiError(422, { message: 'The given data was invalid.', errors: { conference_id: ['validation.in'] } });
    requireQuestions(lc);
    if (body.clientId) {
      const again = d.sql('SELECT id FROM live_questions WHERE customer_id = ? AND conference_id = ? AND client_id = ?').get(customer.id, lc.s.id, body.clientId) as
        | { id: number }
        | undefined;
      if (again) return { question: questionFor(d, questionRow(d, tenantKey, again.id)!, customer), created: false, publish: [] };
    }
    const text = checkText(body.text, QUESTION_MAX_LENGTH);
    const id = Number(
      d
        .sql("INSERT INTO live_questions (tenant, conference_id, customer_id, text, state, client_id, created_at) VALUES (?, ?, ?, ?, 'pending', ?, ?)")
        .run(tenantKey, lc.s.id, customer.id, text, body.clientId ?? null, nowIso(d)).lastInsertRowid,
    );
    const row = questionRow(d, tenantKey, id)!;
    return { question: questionFor(d, row, customer), created: true, publish: questionPublications(d, row, null) };
  });
}

/** POST /conferences/questions/vote | unvote: idempotent; only validated and pinned questions take votes. */
export function setVote(d: Deps, tenantKey: string, customer: CustomerRow, questionId: number, vote: boolean): { result: VoteResult; publish: Publication[] } {
  return immediate(d, () => {
    const before = questionRow(d, tenantKey, questionId);
    if (!before || !VISIBLE_QUESTION_STATES.includes(before.state)) throw liveRefusal(404, 'questionId', 'live.not_found');
    if (!VOTABLE_QUESTION_STATES.includes(before.state)) throw liveRefusal(409, 'state', 'live.invalid_state', { state: before.state });
    const changed = vote
      ? d.sql('INSERT OR IGNORE INTO live_votes (question_id, customer_id) VALUES (?, ?)').run(questionId, customer.id).changes
      : d.sql('DELETE FROM live_votes WHERE question_id = ? AND customer_id = ?').run(questionId, customer.id).changes;
    const row = questionRow(d, tenantKey, questionId)!;
    const publish: Publication[] = changed
      ? [
          { channels: [conferenceChannel(tenantKey, row.conference_id)], event: LIVE_EVENTS.questionChanged, data: { question: publicQuestion(d, row) } },
          { channels: [moderationChannel(tenantKey, row.conference_id)], event: LIVE_EVENTS.moderationQuestion, data: { question: { ...publicQuestion(d, row, true), mine: false, voted: false } } },
        ]
      : [];
    return { result: { questionId, votes: row.votes, voted: vote }, publish };
  });
}

/**
 * POST /conferences/questions/{questionId}/{action} (moderators): one transition of
 * QUESTION_TRANSITIONS, or 409 live.invalid_state. Pinning unpins the session's pinned question.
 */
export function moderateQuestion(
  d: Deps,
  tenantKey: string,
  moderator: CustomerRow,
  questionId: number,
  action: QuestionAction,
  reason: string | null = null,
): { question: Question; publish: Publication[] } {
  return immediate(d, () => {
    const row = questionRow(d, tenantKey, questionId);
    if (!row) throw liveRefusal(404, 'questionId', 'live.not_found');
    const t = QUESTION_TRANSITIONS[action];
    if (!t.from.includes(row.state)) throw liveRefusal(409, 'state', 'live.invalid_state', { state: row.state });
    const publish: Publication[] = [];
    if (action === 'pin') {
      const pinned = d.sql("SELECT id FROM live_questions WHERE conference_id = ? AND state = 'pinned'").all(row.conference_id) as { id: number }[];
      for (const p of pinned) {
        d.sql("UPDATE live_questions SET state = 'validated' WHERE id = ?").run(p.id);
        publish.push(...questionPublications(d, questionRow(d, tenantKey, p.id)!, 'pinned'));
      }
    }
    // A reason goes with a rejection or a deletion (told to the author); any other change clears it.
    d.sql('UPDATE live_questions SET state = ?, answered_at = CASE WHEN ? THEN ? ELSE answered_at END, reason = ? WHERE id = ?').run(
      t.to,
      t.to === 'answered' ? 1 : 0,
      nowIso(d),
      t.to === 'rejected' || t.to === 'deleted' ? reason || null : null,
      row.id,
    );
    const after = questionRow(d, tenantKey, row.id)!;
    publish.push(...questionPublications(d, after, row.state));
    return { question: questionFor(d, after, moderator, true), publish };
  });
}

// ---------------------------------------------------------------------------------------------
// Chat
// ---------------------------------------------------------------------------------------------

interface MessageRow extends AuthorCols {
  id: number;
  tenant: string;
  conference_id: number;
  text: string;
  state: ChatMessageState;
  seq: number;
  was_public: number;
  created_at: string;
  reason: string | null;
}

const MESSAGE_SELECT = `SELECT m.id, m.tenant, m.conference_id, m.customer_id, m.text, m.state, m.seq, m.was_public, m.created_at, m.reason,
    c.name, c.surname, c.photo, c.is_moderator
  FROM live_messages m JOIN customers c ON c.id = m.customer_id`;

function publicMessage(d: Deps, r: MessageRow, full = false): PublicChatMessage {
  return {
    id: r.id,
    conferenceId: r.conference_id,
    seq: r.seq,
    text: r.state === 'deleted' ? '' : r.text,
    author: authorOf(d, r, full),
    state: r.state,
    createdAt: r.created_at,
  };
}

const messageFor = (d: Deps, r: MessageRow, viewer: CustomerRow | null, full = false): ChatMessage => {
  const mine = viewer?.id === r.customer_id;
  return { ...publicMessage(d, r, full), mine, reason: mine || full || viewer?.is_moderator === 1 ? r.reason : null };
};

function messageRow(d: Deps, conferenceId: number, id: number): MessageRow | undefined {
  return d.sql(`${MESSAGE_SELECT} WHERE m.id = ? AND m.conference_id = ?`).get(id, conferenceId) as MessageRow | undefined;
}

function messagePublications(d: Deps, r: MessageRow): Publication[] {
  const out: Publication[] = [
    { channels: [moderationChannel(r.tenant, r.conference_id)], event: LIVE_EVENTS.moderationMessage, data: { message: { ...publicMessage(d, r, true), mine: false, reason: r.reason } } },
    { channels: [customerChannel(r.tenant, r.customer_id)], event: LIVE_EVENTS.ownMessage, data: { message: { ...publicMessage(d, r), text: r.text, mine: true, reason: r.reason } } },
  ];
  const publicChannel = [conferenceChannel(r.tenant, r.conference_id)];
  if (r.state === 'accepted') out.push({ channels: publicChannel, event: LIVE_EVENTS.messageChanged, data: { message: publicMessage(d, r) } });
  else if (r.state === 'deleted' && r.was_public === 1) out.push({ channels: publicChannel, event: LIVE_EVENTS.messageRemoved, data: { messageId: r.id, seq: r.seq } });
  return out;
}

function requireChat(lc: LiveConference) {
  if (!lc.chatEnabled) throw liveRefusal(422, 'conference', 'live.closed');
}

/**
 * POST /conferences/{slug}/new-message: accepted at once in an unmoderated chat or from a
 * moderator, else pending. At most one message per `intervalSeconds` per customer and session
 * (moderators are not limited): sooner is a 429 live.too_frequent with the seconds to wait.
 */
export function newMessage(
  d: Deps,
  tenantKey: string,
  customer: CustomerRow,
  key: string | number,
  body: { text: string; clientId?: string },
): { message: ChatMessage; created: boolean; publish: Publication[] } {
  return immediate(d, () => {
    const lc = liveConference(d, tenantKey, key);
    requireChat(lc);
    if (body.clientId) {
      const again = d.sql('SELECT id FROM live_messages WHERE customer_id = ? AND conference_id = ? AND client_id = ?').get(customer.id, lc.s.id, body.clientId) as
        | { id: number }
        | undefined;
      if (again) return { message: messageFor(d, messageRow(d, lc.s.id, again.id)!, customer), created: false, publish: [] };
    }
    const text = checkText(body.text, CHAT_MESSAGE_MAX_LENGTH);
    const mod = customer.is_moderator === 1;
    const now = d.clock();
    if (!mod && lc.intervalSeconds > 0) {
      const last = d.sql('SELECT MAX(created_ms) AS at FROM live_messages WHERE customer_id = ? AND conference_id = ?').get(customer.id, lc.s.id) as { at: number | null };
      const waitMs = last.at === null ? 0 : last.at + lc.intervalSeconds * 1000 - now;
      if (waitMs > 0) {
        const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
        throw liveRefusal(429, 'text', 'live.too_frequent', { retryAfter }, { 'Retry-After': String(retryAfter) });
      }
    }
    const accepted = mod || !lc.moderated;
    const id = Number(
      d
        .sql('INSERT INTO live_messages (tenant, conference_id, customer_id, text, state, seq, was_public, client_id, created_at, created_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(tenantKey, lc.s.id, customer.id, text, accepted ? 'accepted' : 'pending', nextSeq(d), accepted ? 1 : 0, body.clientId ?? null, new Date(now).toISOString(), now).lastInsertRowid,
    );
    const row = messageRow(d, lc.s.id, id)!;
    return { message: messageFor(d, row, customer), created: true, publish: messagePublications(d, row) };
  });
}

/** POST /conferences/{slug}/accept-message | delete-message (moderators). */
export function moderateMessage(
  d: Deps,
  tenantKey: string,
  moderator: CustomerRow,
  key: string | number,
  messageId: number,
  action: 'accept' | 'delete',
  reason: string | null = null,
): { message: ChatMessage; publish: Publication[] } {
  return immediate(d, () => {
    const lc = liveConference(d, tenantKey, key);
    const row = messageRow(d, lc.s.id, messageId);
    if (!row) throw liveRefusal(404, 'id', 'live.not_found');
    const allowed: ChatMessageState[] = action === 'accept' ? ['pending'] : ['pending', 'accepted'];
    if (!allowed.includes(row.state)) throw liveRefusal(409, 'state', 'live.invalid_state', { state: row.state });
    d.sql(`UPDATE live_messages SET state = ?, seq = ?, was_public = ${action === 'accept' ? 1 : 'was_public'}, reason = ? WHERE id = ?`).run(
      action === 'accept' ? 'accepted' : 'deleted',
      nextSeq(d),
      action === 'delete' ? reason || null : null,
      row.id,
    );
    const after = messageRow(d, lc.s.id, row.id)!;
    return { message: messageFor(d, after, moderator), publish: messagePublications(d, after) };
  });
}

/** The SQL condition "this caller may see this message" (named parameters @me, @mod). */
const VISIBLE_MESSAGE = `(m.state = 'accepted' OR (m.state = 'pending' AND (m.customer_id = @me OR @mod = 1)))`;
/** … and, after a reconnect, the deletions of messages the caller may have seen. */
const TOMBSTONE = `(m.state = 'deleted' AND (m.was_public = 1 OR m.customer_id = @me OR @mod = 1))`;

/** GET /conferences/{id}/get-last-messages (see chatPageSchema for the three modes). */
export function chatPage(
  d: Deps,
  tenantKey: string,
  viewer: CustomerRow | null,
  key: string | number,
  q: { after?: number; before?: number; limit?: number },
): ChatPage {
  const lc = liveConference(d, tenantKey, key);
  requireChat(lc);
  const limit = q.limit ?? CHAT_PAGE_SIZE;
  const params = { c: lc.s.id, me: viewer?.id ?? -1, mod: viewer?.is_moderator === 1 ? 1 : 0, limit: limit + 1, after: q.after ?? 0, before: q.before ?? 0 };
  // One read transaction: the rows and the cursor describe the same moment.
  return d.db.transaction((): ChatPage => {
    if (q.after !== undefined) {
      const rows = d
        .sql(`${MESSAGE_SELECT} WHERE m.conference_id = @c AND m.seq > @after AND (${VISIBLE_MESSAGE} OR ${TOMBSTONE}) ORDER BY m.seq LIMIT @limit`)
        .all(params) as MessageRow[];
      const hasMore = rows.length > limit;
      const page = rows.slice(0, limit);
      return { messages: page.map((r) => messageFor(d, r, viewer)), cursor: hasMore ? page[page.length - 1]!.seq : Math.max(currentSeq(d), q.after), hasMore };
    }
    const rows = d
      .sql(`${MESSAGE_SELECT} WHERE m.conference_id = @c AND ${VISIBLE_MESSAGE} ${q.before !== undefined ? 'AND m.id < @before' : ''} ORDER BY m.id DESC LIMIT @limit`)
      .all(params) as MessageRow[];
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit).reverse();
    return { messages: page.map((r) => messageFor(d, r, viewer)), cursor: q.before !== undefined ? null : currentSeq(d), hasMore };
  })();
}

// ---------------------------------------------------------------------------------------------
// Moderation queue
// ---------------------------------------------------------------------------------------------

/** GET /conferences/{id}/moderation: every question not deleted (pending first, oldest first) and the pending messages. */
export function moderationQueue(d: Deps, tenantKey: string, moderator: CustomerRow, key: string | number): ModerationQueue {
  const s = sessionOf(d, tenantKey, key);
  const rows = d.sql(`${QUESTION_SELECT} WHERE q.conference_id = ? AND q.state <> 'deleted'`).all(s.id) as QuestionRow[];
  const all = rows.map((r) => questionFor(d, r, moderator, true));
  const pending = all.filter((q) => q.state === 'pending').sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  const messages = d.sql(`${MESSAGE_SELECT} WHERE m.conference_id = ? AND m.state = 'pending' ORDER BY m.id`).all(s.id) as MessageRow[];
  return {
    questions: [...pending, ...sortQuestions(all.filter((q) => q.state !== 'pending'))],
    messages: messages.map((r) => messageFor(d, r, moderator, true)),
  };
}

// ---------------------------------------------------------------------------------------------
// Seats (registrations of participation.ts)
// ---------------------------------------------------------------------------------------------

/** `seats.updated` for a session's public channel (counts only; room names are on the page). */
export function seatsPublication(d: Deps, tenantKey: string, conferenceId: number): Publication {
  const seating = seatingOf(d, 'es', conferenceId);
  const data: SeatsUpdated = {
    conferenceId,
    full: seating.full,
    rooms: seating.rooms.map((r) => ({ id: r.id, occupied: r.occupied, total: r.total, full: r.full })),
  };
  return { channels: [conferenceChannel(tenantKey, conferenceId)], event: LIVE_EVENTS.seatsUpdated, data };
}

/** Publishes `seats.updated` now (called by the participation routes after a committed seat change). */
export function publishSeats(app: FastifyInstance, d: Deps, tenantKey: string, conferenceId: number) {
  const p = seatsPublication(d, tenantKey, conferenceId);
  app.realtime.publish(p.channels, p.event, p.data);
}
