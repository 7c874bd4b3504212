import { z } from 'zod';
import { POLL_STATES, type PollState } from './polls-states';

/**
 * Live polls of a session. Shared by the portal (lib/api/polls.ts) and the
 * demo API (demo-api/polls.ts, routes/polls.ts). The organiser (a moderator, docs/product.md#roles) creates a
 * poll (a draft), opens it, closes it and publishes its results; signed-in attendees with access
 * to the session answer while it is open, once per account (changing the answer replaces it).
 *
 *   GET  /conferences/{id}/polls                          token optional → Poll[] (moderators: drafts too)
 *   POST /conferences/{id}/polls {question, options, multiple}   moderator → 201 Poll (draft)
 *   POST /conferences/polls/{pollId}/{open|close|publish}        moderator → Poll
 *   POST /conferences/polls/{pollId}/answer {optionIds}          signed in, with access → Poll
 *
 * Who sees the counts: moderators always; everyone once the poll is published. Before that an
 * attendee sees how many have answered (`responses`), not how. Realtime: POLL_EVENTS in
 * ./realtime-names (counts travel on the moderation channel while open, on the public channel
 * once published; the number of responses always).
 *
 * Refusals use the live endpoints' shape and keys (./live.ts LIVE_ERROR_KEYS): live.login_required
 * 401, live.forbidden 403 (a signed-in non-moderator on an organiser call), live.not_found 404,
 * live.invalid_state 409 (e.g. answering a closed poll; `state` says which), live.closed 422 (the
 * session has no live part), live.no_access 403 (the session asks for a ticket the account lacks);
 * a bad answer (no option, several on a single-choice poll, an option of another poll) is a 422
 * `validation.in` on `optionIds`.
 */

export const POLL_QUESTION_MAX_LENGTH = 200;
export const POLL_OPTION_MAX_LENGTH = 100;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 6;

export { POLL_STATES, type PollState };
export const pollStateSchema = z.enum(POLL_STATES);

export const POLL_ACTIONS = ['open', 'close', 'publish'] as const;
export type PollAction = (typeof POLL_ACTIONS)[number];

/** The state each action leaves, and the states it may start from. */
export const POLL_TRANSITIONS: Record<PollAction, { from: readonly PollState[]; to: PollState }> = {
  open: { from: ['draft', 'closed'], to: 'open' },
  close: { from: ['open'], to: 'closed' },
  publish: { from: ['open', 'closed'], to: 'published' },
};

export const pollOptionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** answers that chose it: null while the caller may not see the results */
  votes: z.number().int().nonnegative().nullable(),
});
export type PollOption = z.infer<typeof pollOptionSchema>;

/** A poll as everyone sees it (the public channel's payload). */
export const publicPollSchema = z.object({
  id: z.number().int(),
  conferenceId: z.number().int(),
  question: z.string(),
  multiple: z.boolean(),
  state: pollStateSchema,
  options: z.array(pollOptionSchema).min(POLL_OPTIONS_MIN).max(POLL_OPTIONS_MAX),
  /** accounts that have answered */
  responses: z.number().int().nonnegative(),
  /** the results are shown to this caller (published, or a moderator) */
  results: z.boolean(),
  createdAt: z.string(),
});
export type PublicPoll = z.infer<typeof publicPollSchema>;

/** A poll in an HTTP answer, for this caller. */
export const pollSchema = publicPollSchema.extend({
  /** the options the caller chose ([] when they have not answered or are anonymous) */
  myAnswer: z.array(z.number().int()),
});
export type Poll = z.infer<typeof pollSchema>;
export const pollListSchema = z.array(pollSchema);

const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.max');

/** POST /conferences/{id}/polls. */
export const createPollBodySchema = z.object({
  question: text(POLL_QUESTION_MAX_LENGTH),
  options: z.array(text(POLL_OPTION_MAX_LENGTH)).min(POLL_OPTIONS_MIN, 'validation.min').max(POLL_OPTIONS_MAX, 'validation.max'),
  multiple: z.boolean().default(false),
});
export type CreatePollBody = z.infer<typeof createPollBodySchema>;

/** POST /conferences/polls/{pollId}/answer. */
export const pollAnswerBodySchema = z.object({
  optionIds: z.array(z.number().int().positive()).min(1, 'validation.required').max(POLL_OPTIONS_MAX),
});
export type PollAnswerBody = z.infer<typeof pollAnswerBodySchema>;

/** `poll.changed` (public channel) {poll: PublicPoll}; `poll.moderation` (moderation channel) {poll: PublicPoll with counts}. */
export const pollEventSchema = z.object({ poll: publicPollSchema });
/** `poll.removed` {pollId}: a poll deleted (moderation channel; the public one once it had left its draft). */
export const pollRemovedEventSchema = z.object({ pollId: z.number().int() });

/** Merges a poll from an event into a list: the caller's own answer is kept (events never carry it). */
export function mergePoll(list: readonly Poll[], poll: PublicPoll & { myAnswer?: number[] }): Poll[] {
  const before = list.find((p) => p.id === poll.id);
  const merged: Poll = { ...poll, myAnswer: poll.myAnswer ?? before?.myAnswer ?? [] };
  if (before && !('myAnswer' in poll) && poll.results === false && before.results ) {
    // A public event does not take the counts away from a moderator who holds them.
    merged.options = before.options;
    merged.results = true;
  }
  return before ? list.map((p) => (p.id === poll.id ? merged : p)) : [...list, merged].sort((a, b) => a.id - b.id);
}
