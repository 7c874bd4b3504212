import { POLL_STATES, type PollState } from './polls-states';

/**
 * What the session page's poll notice reads of a poll, without zod (which a public page's first
 * load must not carry, docs/architecture.md budgets): its id, session, question and state, from a
 * `poll.changed` event's poll or an item of GET /conferences/{id}/polls. The full contract stays
 * `publicPollSchema` / `pollSchema` (./polls.ts); poll-heads.test.ts feeds both the same
 * fixtures, so a poll the schema accepts always has a head and a head is never read from
 * something without the fields it names.
 *
 *   pollHeadOf({ id: 3, conferenceId: 7, question: '¿Sí?', state: 'open', … }) → { id: 3, conferenceId: 7, question: '¿Sí?', state: 'open' }
 *   pollHeadOf({ id: '3', … }) → null
 */
export interface PollHead {
  id: number;
  conferenceId: number;
  question: string;
  state: PollState;
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

export function pollHeadOf(data: unknown): PollHead | null {
  if (!isObject(data) || !isInt(data.id) || !isInt(data.conferenceId) || typeof data.question !== 'string') return null;
  if (!(POLL_STATES as readonly unknown[]).includes(data.state)) return null;
  return { id: data.id, conferenceId: data.conferenceId, question: data.question, state: data.state as PollState };
}

/** A list of polls' heads (GET /conferences/{id}/polls), or null when any item is not a poll. */
export function pollHeadsOf(data: unknown): PollHead[] | null {
  if (!Array.isArray(data)) return null;
  const heads = data.map(pollHeadOf);
  return heads.every((h): h is PollHead => h !== null) ? heads : null;
}

/** The `poll.changed` event's poll, or null. */
export function pollEventHeadOf(data: unknown): PollHead | null {
  return isObject(data) ? pollHeadOf(data.poll) : null;
}
