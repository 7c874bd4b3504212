/**
 * The realtime contract's names (docs/product.md#calls "Realtime"): channels and events, without zod, so that
 * a public page's client leaf can subscribe (the session page's seats) without downloading the
 * schema library. `./realtime` re-exports all of this next to the payload schemas: import from
 * there on the server and in the demo API, from here in a public page's leaf.
 */

/** The signed-in customer's own channel: only they are authorised to it. */
export function customerChannel(tenantKey: string, customerId: number | string): string {
  return `private-tenant.${tenantKey}.customer.${customerId}`;
}

/** Reads a customer channel name back: `{ tenantKey, customerId }`, or null. */
export function parseCustomerChannel(channel: string): { tenantKey: string; customerId: string } | null {
  const m = channel.match(/^private-tenant\.([a-z0-9-]+)\.customer\.(\d+)$/);
  return m ? { tenantKey: m[1]!, customerId: m[2]! } : null;
}

/** Reads a presence channel name back: the tenant key, or null. */
export function presenceChannelTenant(channel: string): string | null {
  const m = channel.match(/^presence-tenant\.([a-z0-9-]+)\.[A-Za-z0-9_\-=@,.;]+$/);
  return m ? m[1]! : null;
}

export const CUSTOMER_UPDATED = 'customer.updated';

/** A session's public channel (anyone, no auth): visible questions, votes, accepted messages, deletions, seats. */
export function conferenceChannel(tenantKey: string, conferenceId: number | string): string {
  return `tenant.${tenantKey}.conference.${conferenceId}`;
}

/** A session's moderation channel: only moderators of that tenant are authorised to it. */
export function moderationChannel(tenantKey: string, conferenceId: number | string): string {
  return `private-tenant.${tenantKey}.conference.${conferenceId}.moderation`;
}

/** Reads a moderation channel name back: `{ tenantKey, conferenceId }`, or null. */
export function parseModerationChannel(channel: string): { tenantKey: string; conferenceId: string } | null {
  const m = channel.match(/^private-tenant\.([a-z0-9-]+)\.conference\.(\d+)\.moderation$/);
  return m ? { tenantKey: m[1]!, conferenceId: m[2]! } : null;
}

/**
 * Event names. On the public channel: `live.question.changed` {question: PublicQuestion} (a
 * question became visible, or its votes or state changed), `live.question.removed`
 * {questionId} (deleted), `live.message.changed` {message: PublicChatMessage} (accepted: new in
 * an unmoderated chat, or just accepted), `live.message.removed` {messageId, seq} (deleted),
 * `seats.updated` SeatsUpdated. On the moderation channel: `live.moderation.question`
 * {question: Question} and `live.moderation.message` {message: ChatMessage} on every change,
 * new pending items and deletions included (authors with full names; mine/voted false). On the
 * author's customer channel: `live.own.question` {question: Question} and `live.own.message`
 * {message: ChatMessage} when one of their items is created, accepted, validated, rejected,
 * answered, pinned or deleted (mine true), so their other tabs follow too.
 */
export const LIVE_EVENTS = {
  questionChanged: 'live.question.changed',
  questionRemoved: 'live.question.removed',
  messageChanged: 'live.message.changed',
  messageRemoved: 'live.message.removed',
  seatsUpdated: 'seats.updated',
  /** the session's waiting list changed (positions moved): waiting visitors read their state again; {conferenceId} */
  waitlistChanged: 'waitlist.changed',
  /** on the customer's channel: a freed seat is theirs {conferenceId, roomId, status}, or they were skipped {conferenceId, reason} */
  waitlistPromoted: 'waitlist.promoted',
  waitlistSkipped: 'waitlist.skipped',
  /** on the customer's channel: an organiser removed their registration {conferenceId, roomId, reason: string | null} */
  registrationRemoved: 'registration.removed',
  moderationQuestion: 'live.moderation.question',
  moderationMessage: 'live.moderation.message',
  ownQuestion: 'live.own.question',
  ownMessage: 'live.own.message',
} as const;

/**
 * `networking.request.changed` {request, change, by} to both parties (created, updated,
 * validated, rejected, cancelled); `networking.request.removed` {requestId} to the other party
 * when someone turns networking off; `networking.registration.changed` {registration, event} to
 * the registrant when an organiser validates, rejects or cancels; `networking.status.changed`
 * {status} to the customer themself (terms, form, turned off) for their other tabs.
 */
export const NETWORKING_EVENTS = {
  requestChanged: 'networking.request.changed',
  requestRemoved: 'networking.request.removed',
  registrationChanged: 'networking.registration.changed',
  statusChanged: 'networking.status.changed',
} as const;

/**
 * Live polls (contract in ./polls.ts). `poll.changed` {poll: PublicPoll} on the
 * session's public channel whenever a poll leaves its draft, changes state or gets an answer:
 * counts only once published (`results` true), the number of responses always.
 * `poll.moderation` {poll: PublicPoll with counts} on the moderation channel on every change.
 */
export const POLL_EVENTS = {
  changed: 'poll.changed',
  moderation: 'poll.moderation',
  /** a poll deleted {pollId}: on the moderation channel, and on the public one once it had left its draft */
  removed: 'poll.removed',
} as const;
