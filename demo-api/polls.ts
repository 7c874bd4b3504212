/**
 * The rules of live polls in one place (contract lib/api/schemas/polls.ts):
 * who may create, open, close and publish (moderators), who may answer (signed in, with access to
 * the session: a ticket where the session asks for one), one answer per account (changing it
 * while the poll is open replaces it), who sees the counts, and what every change publishes.
 * Routes (routes/polls.ts) only parse, call these and publish after the commit.
 *
 * Every write runs in one BEGIN IMMEDIATE transaction: an answer replaces the account's previous
 * one (DELETE + INSERT) inside it, and the primary key (poll, customer, option) holds even if two
 * requests of one account race, so an account is counted once.
 */
import {
  POLL_TRANSITIONS,
  type CreatePollBody,
  type Poll,
  type PollAction,
  type PollState,
  type PublicPoll,
} from '../lib/api/schemas/polls';
import { conferenceChannel, moderationChannel, POLL_EVENTS } from '../lib/api/schemas/realtime';
import type { CustomerRow } from './auth';
import type { Deps } from './deps';
import { ApiError } from './errors';
import { liveConference, liveRefusal, type Publication } from './live';
import { holdsTicket, ticketRequired } from './participation';
import type { Tenant } from '../lib/tenants/schema';

const POLL_SCHEMA = `
CREATE TABLE IF NOT EXISTS live_polls (
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, conference_id INTEGER NOT NULL REFERENCES conferences(id),
  question TEXT NOT NULL, multiple INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL CHECK (state IN ('draft', 'open', 'closed', 'published')),
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS live_polls_conference ON live_polls (conference_id);
CREATE TABLE IF NOT EXISTS live_poll_options (
  id INTEGER PRIMARY KEY, poll_id INTEGER NOT NULL REFERENCES live_polls(id) ON DELETE CASCADE,
  position INTEGER NOT NULL, text TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS live_poll_answers (
  poll_id INTEGER NOT NULL REFERENCES live_polls(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  option_id INTEGER NOT NULL REFERENCES live_poll_options(id) ON DELETE CASCADE,
  PRIMARY KEY (poll_id, customer_id, option_id)
);
`;

export function installPollSchema(d: Deps) {
  d.db.exec(POLL_SCHEMA);
}

const immediate = <T>(d: Deps, fn: () => T): T => d.db.transaction(fn).immediate();

interface PollRow {
  id: number;
  tenant: string;
  conference_id: number;
  question: string;
  multiple: number;
  state: PollState;
  created_at: string;
}

function pollRow(d: Deps, tenantKey: string, id: number): PollRow {
  const row = d.sql('SELECT * FROM live_polls WHERE id = ? AND tenant = ?').get(id, tenantKey) as PollRow | undefined;
  if (!row) throw liveRefusal(404, 'pollId', 'live.not_found');
  return row;
}

/** The poll with its counts (`withResults`) or without them. */
function publicPoll(d: Deps, r: PollRow, withResults: boolean): PublicPoll {
  const options = d
    .sql(
      `SELECT o.id, o.text, (SELECT COUNT(*) FROM live_poll_answers a WHERE a.option_id = o.id) AS votes
       FROM live_poll_options o WHERE o.poll_id = ? ORDER BY o.position`,
    )
    .all(r.id) as { id: number; text: string; votes: number }[];
  const { responses } = d.sql('SELECT COUNT(DISTINCT customer_id) AS responses FROM live_poll_answers WHERE poll_id = ?').get(r.id) as { responses: number };
  return {
    id: r.id,
    conferenceId: r.conference_id,
    question: r.question,
    multiple: r.multiple === 1,
    state: r.state,
    options: options.map((o) => ({ id: o.id, text: o.text, votes: withResults ? o.votes : null })),
    responses,
    results: withResults,
    createdAt: r.created_at,
  };
}

function pollFor(d: Deps, r: PollRow, viewer: CustomerRow | null): Poll {
  const results = r.state === 'published' || viewer?.is_moderator === 1;
  const mine = viewer
    ? (d.sql('SELECT option_id FROM live_poll_answers WHERE poll_id = ? AND customer_id = ? ORDER BY option_id').all(r.id, viewer.id) as { option_id: number }[]).map((a) => a.option_id)
    : [];
  return { ...publicPoll(d, r, results), myAnswer: mine };
}

/** What a change tells whom: moderators the counts always; everyone the poll once out of its draft (counts once published). */
function pollPublications(d: Deps, r: PollRow): Publication[] {
  const out: Publication[] = [{ channels: [moderationChannel(r.tenant, r.conference_id)], event: POLL_EVENTS.moderation, data: { poll: publicPoll(d, r, true) } }];
  if (r.state !== 'draft') out.push({ channels: [conferenceChannel(r.tenant, r.conference_id)], event: POLL_EVENTS.changed, data: { poll: publicPoll(d, r, r.state === 'published') } });
  return out;
}

/** Polls belong to sessions with a live part (questions or a chat): the same condition as the session page's live panel. */
function pollSession(d: Deps, tenantKey: string, key: string | number) {
  const lc = liveConference(d, tenantKey, key);
  if (!lc.questionsEnabled && !lc.chatEnabled) throw liveRefusal(422, 'conference', 'live.closed');
  return lc.s;
}

/** GET /conferences/{id}/polls: moderators every poll, others those out of their draft; oldest first. */
export function listPolls(d: Deps, tenantKey: string, viewer: CustomerRow | null, key: string | number): Poll[] {
  const lc = liveConference(d, tenantKey, key);
  if (!lc.questionsEnabled && !lc.chatEnabled) return [];
  const mod = viewer?.is_moderator === 1;
  const rows = d.sql(`SELECT * FROM live_polls WHERE conference_id = ? ${mod ? '' : "AND state <> 'draft'"} ORDER BY id`).all(lc.s.id) as PollRow[];
  return rows.map((r) => pollFor(d, r, viewer));
}

/** POST /conferences/{id}/polls (moderators): a draft. */
export function createPoll(d: Deps, tenantKey: string, moderator: CustomerRow, key: string | number, body: CreatePollBody): { poll: Poll; publish: Publication[] } {
  return immediate(d, () => {
    const s = pollSession(d, tenantKey, key);
    checkDistinct(body.options);
    const id = Number(
      d
        .sql("INSERT INTO live_polls (tenant, conference_id, question, multiple, state, created_at) VALUES (?, ?, ?, ?, 'draft', ?)")
        .run(tenantKey, s.id, body.question, body.multiple ? 1 : 0, new Date(d.clock()).toISOString()).lastInsertRowid,
    );
    const insert = d.sql('INSERT INTO live_poll_options (poll_id, position, text) VALUES (?, ?, ?)');
    body.options.forEach((text, i) => insert.run(id, i, text));
    const row = pollRow(d, tenantKey, id);
    return { poll: pollFor(d, row, moderator), publish: pollPublications(d, row) };
  });
}

/** POST /conferences/polls/{pollId}/{open|close|publish} (moderators). Opening a poll closes the session's other open one. */
export function movePoll(d: Deps, tenantKey: string, moderator: CustomerRow, pollId: number, action: PollAction): { poll: Poll; publish: Publication[] } {
  return immediate(d, () => {
    const row = pollRow(d, tenantKey, pollId);
    const t = POLL_TRANSITIONS[action];
    if (!t.from.includes(row.state)) throw liveRefusal(409, 'state', 'live.invalid_state', { state: row.state });
    const publish: Publication[] = [];
    if (action === 'open') {
      const others = d.sql("SELECT id FROM live_polls WHERE conference_id = ? AND state = 'open' AND id <> ?").all(row.conference_id, row.id) as { id: number }[];
      for (const o of others) {
        d.sql("UPDATE live_polls SET state = 'closed' WHERE id = ?").run(o.id);
        publish.push(...pollPublications(d, pollRow(d, tenantKey, o.id)));
      }
    }
    d.sql('UPDATE live_polls SET state = ? WHERE id = ?').run(t.to, row.id);
    const after = pollRow(d, tenantKey, row.id);
    publish.push(...pollPublications(d, after));
    return { poll: pollFor(d, after, moderator), publish };
  });
}

/** Options of a poll body, told apart case-insensitively (the same option twice is refused). */
function checkDistinct(options: string[]) {
  const seen = new Set<string>();
  options.forEach((o, i) => {
    const k = o.toLocaleLowerCase();
    if (seen.has(k)) throw new ApiError(422, { message: 'The given data was invalid.', errors: { [`options.${i}`]: ['validation.different'] } });
    seen.add(k);
  });
}

/** PUT /conferences/polls/{pollId} (moderators): a draft's question, options and choice, replaced; out of its draft: 409 live.invalid_state. */
export function editPoll(d: Deps, tenantKey: string, moderator: CustomerRow, pollId: number, body: CreatePollBody): { poll: Poll; publish: Publication[] } {
  return immediate(d, () => {
    const row = pollRow(d, tenantKey, pollId);
    if (row.state !== 'draft') throw liveRefusal(409, 'state', 'live.invalid_state', { state: row.state });
    checkDistinct(body.options);
    d.sql('UPDATE live_polls SET question = ?, multiple = ? WHERE id = ?').run(body.question, body.multiple ? 1 : 0, row.id);
    // A draft has no answers: its options are simply written again.
    d.sql('DELETE FROM live_poll_options WHERE poll_id = ?').run(row.id);
    const insert = d.sql('INSERT INTO live_poll_options (poll_id, position, text) VALUES (?, ?, ?)');
    body.options.forEach((text, i) => insert.run(row.id, i, text));
    const after = pollRow(d, tenantKey, row.id);
    return { poll: pollFor(d, after, moderator), publish: pollPublications(d, after) };
  });
}

/**
 * DELETE /conferences/polls/{pollId} (moderators): the poll and its answers, in any state.
 * `poll.removed` {pollId} goes to the moderation channel, and to the public one when people
 * could see it (out of its draft).
 */
export function deletePoll(d: Deps, tenantKey: string, pollId: number): { publish: Publication[] } {
  return immediate(d, () => {
    const row = pollRow(d, tenantKey, pollId);
    d.sql('DELETE FROM live_poll_answers WHERE poll_id = ?').run(row.id);
    d.sql('DELETE FROM live_poll_options WHERE poll_id = ?').run(row.id);
    d.sql('DELETE FROM live_polls WHERE id = ?').run(row.id);
    const channels = [moderationChannel(row.tenant, row.conference_id), ...(row.state === 'draft' ? [] : [conferenceChannel(row.tenant, row.conference_id)])];
    return { publish: [{ channels, event: POLL_EVENTS.removed, data: { pollId: row.id } }] };
  });
}

/** Whether the customer may answer this session's polls: signed in, and holding a ticket where the session asks for one. */
export function mayAnswer(d: Deps, tenant: Tenant, customer: CustomerRow, conferenceKey: number): boolean {
  const lc = liveConference(d, tenant.key, conferenceKey);
  return !ticketRequired(tenant, lc.s) || holdsTicket(d, tenant.key, customer.id) || customer.is_moderator === 1;
}

/**
 * POST /conferences/polls/{pollId}/answer: replaces the account's answer while the poll is open.
 * Single choice takes exactly one option; every option must be the poll's own.
 */
export function answerPoll(d: Deps, tenant: Tenant, customer: CustomerRow, pollId: number, optionIds: number[]): { poll: Poll; publish: Publication[] } {
  return immediate(d, () => {
    const row = pollRow(d, tenant.key, pollId);
    if (row.state === 'draft') throw liveRefusal(404, 'pollId', 'live.not_found');
    if (!mayAnswer(d, tenant, customer, row.conference_id)) throw liveRefusal(403, 'customer', 'live.no_access');
    if (row.state !== 'open') throw liveRefusal(409, 'state', 'live.invalid_state', { state: row.state });
    const chosen = [...new Set(optionIds)];
    const own = new Set((d.sql('SELECT id FROM live_poll_options WHERE poll_id = ?').all(row.id) as { id: number }[]).map((o) => o.id));
    if ((row.multiple !== 1 && chosen.length !== 1) || chosen.some((id) => !own.has(id))) {
      throw new ApiError(422, { message: 'The given data was invalid.', errors: { optionIds: ['validation.in'] } });
    }
    const before = (d.sql('SELECT option_id FROM live_poll_answers WHERE poll_id = ? AND customer_id = ? ORDER BY option_id').all(row.id, customer.id) as { option_id: number }[]).map(
      (a) => a.option_id,
    );
    const same = before.length === chosen.length && [...chosen].sort((a, b) => a - b).every((id, i) => id === before[i]);
    if (!same) {
      d.sql('DELETE FROM live_poll_answers WHERE poll_id = ? AND customer_id = ?').run(row.id, customer.id);
      const insert = d.sql('INSERT INTO live_poll_answers (poll_id, customer_id, option_id) VALUES (?, ?, ?)');
      for (const id of chosen) insert.run(row.id, customer.id, id);
    }
    return { poll: pollFor(d, row, customer), publish: same ? [] : pollPublications(d, row) };
  });
}

/** The session's open poll with its counts (the room screen shows them live), or null. */
export function openPollWithCounts(d: Deps, tenantKey: string, conferenceId: number): PublicPoll | null {
  const row = d.sql("SELECT * FROM live_polls WHERE tenant = ? AND conference_id = ? AND state = 'open' ORDER BY id DESC LIMIT 1").get(tenantKey, conferenceId) as PollRow | undefined;
  return row ? publicPoll(d, row, true) : null;
}
