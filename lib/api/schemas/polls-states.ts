/** A poll's states (./polls.ts), without zod, for the public page's leaves (./poll-heads.ts). */
export const POLL_STATES = ['draft', 'open', 'closed', 'published'] as const;
export type PollState = (typeof POLL_STATES)[number];
