import { z } from 'zod';
import { publicPollSchema } from './polls';

/**
 * The room screen: what a projector shows for a session, read by the organiser
 * (bearer token) or through the session's secret link, which the organiser can rotate.
 *
 *   POST /conferences/{id}/screen/state {key?}   moderator, or the current key → ScreenState
 *   GET  /conferences/{id}/screen/link           moderator → ScreenLink (made on first use)
 *   POST /conferences/{id}/screen/rotate         moderator → ScreenLink (the old key stops working)
 *
 * No key and no token: 401 live.login_required; a wrong or old key, or a signed-in
 * non-moderator: 403 live.forbidden. The key travels in a POST body (never in a URL the API
 * logs); the portal keeps it in the page address's fragment, which browsers never send.
 */

/** Questions a screen shows at most. */
export const SCREEN_QUESTIONS = 5;

export const screenQuestionSchema = z.object({ id: z.number().int(), text: z.string(), votes: z.number().int().nonnegative(), pinned: z.boolean() });
export type ScreenQuestion = z.infer<typeof screenQuestionSchema>;

export const screenStateSchema = z.object({
  conferenceId: z.number().int(),
  /** the session's public channel: every change that moves the screen is announced there */
  channel: z.string(),
  /** the pinned question first, then the validated ones by votes (then oldest); answered ones have left */
  questions: z.array(screenQuestionSchema).max(SCREEN_QUESTIONS),
  /** the open poll with its counts, or null */
  poll: publicPollSchema.nullable(),
  /**
   * People inside the session's room(s) now, per open check-in list of the session (at the door:
   * checkin.occupancy on the channel announces a change); left out by an API that predates it.
   */
  occupancy: z.array(z.object({ listId: z.number().int(), room: z.string().nullable(), inside: z.number().int().nonnegative(), capacity: z.number().int().nullable() })).optional(),
});
export type ScreenState = z.infer<typeof screenStateSchema>;

export const screenLinkSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/) });
export type ScreenLink = z.infer<typeof screenLinkSchema>;

export const screenStateBodySchema = z.object({ key: z.string().max(64).nullish() });
