import { z } from 'zod';
import { chatMessageSchema, publicChatMessageSchema, publicQuestionSchema, questionSchema } from './live';

/**
 * The realtime part of the API contract (docs/product.md#calls "Realtime"): channel names, event names and
 * payloads, and the answer of `POST /broadcasting/auth`. Every channel name carries the tenant
 * key, so two tenants on one Pusher app never share a channel. The names live in
 * `./realtime-names` (no zod, for public pages' leaves) and are re-exported here.
 */
export * from './realtime-names';

/**
 * `customer.updated` on the customer's channel: something of theirs changed in another tab or
 * device. It says what, not the data (the client fetches the customer with its own token, so
 * nothing personal travels through the socket service).
 */
export const customerUpdatedSchema = z.object({
  reason: z.enum(['profile', 'photo', 'consents', 'registrations', 'checkin']),
  at: z.string(),
});
export type CustomerUpdated = z.infer<typeof customerUpdatedSchema>;

/** `POST /broadcasting/auth` answer: `key:signature` (and the presence member for presence channels). */
export const channelAuthSchema = z.object({
  auth: z.string().regex(/^[^:]+:[0-9a-f]{64}$/),
  channel_data: z.string().optional(),
});
export type ChannelAuth = z.infer<typeof channelAuthSchema>;

/** The member a presence channel shows for a customer. */
export const presenceMemberSchema = z.object({
  user_id: z.string(),
  user_info: z.object({ name: z.string(), photo: z.string().nullable() }),
});
export type PresenceMember = z.infer<typeof presenceMemberSchema>;

// ---------------------------------------------------------------------------------------------
// Live sessions: questions, votes, chat, moderation, seats. Contract of the data in
// ./live.ts; channels (conferenceChannel, moderationChannel) and LIVE_EVENTS in ./realtime-names.
// ---------------------------------------------------------------------------------------------

export const questionChangedEventSchema = z.object({ question: publicQuestionSchema });
export const questionRemovedEventSchema = z.object({ questionId: z.number().int() });
export const messageChangedEventSchema = z.object({ message: publicChatMessageSchema });
export const messageRemovedEventSchema = z.object({ messageId: z.number().int(), seq: z.number().int() });
export const questionEventSchema = z.object({ question: questionSchema });
export const messageEventSchema = z.object({ message: chatMessageSchema });

/**
 * `seats.updated`: seats of every room now (names are not sent: the page has them). The session
 * page reads it with the light guard `seatsUpdatedOf` (./guards, tested against
 * this schema on the same fixtures).
 */
export const seatsUpdatedSchema = z.object({
  conferenceId: z.number().int(),
  full: z.boolean(),
  rooms: z.array(z.object({ id: z.number().int(), occupied: z.number().int(), total: z.number().int(), full: z.boolean() })),
});
export type SeatsUpdated = z.infer<typeof seatsUpdatedSchema>;

// Networking: NETWORKING_EVENTS in ./realtime-names, payloads in ./networking.ts.
