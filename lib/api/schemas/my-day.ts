import { z } from 'zod';

/**
 * "My day": an attendee's starred sessions, the one timeline of what they take part
 * in, and the secret calendar feed of that timeline.
 *
 * | method path | auth | body | answer |
 * |---|---|---|---|
 * | GET /customer/favorites | bearer | – | `Favorites` |
 * | PUT /customer/favorites/{conferenceId} | bearer | – | `Favorites` (idempotent; 404 favorites.not_found for another tenant's or unknown session) |
 * | DELETE /customer/favorites/{conferenceId} | bearer | – | `Favorites` (idempotent) |
 * | POST /customer/favorites | bearer | `{conferenceIds: number[]}` (≤ 500) | `Favorites` — merges the stars an anonymous visitor kept in the browser; unknown ids are skipped |
 * | GET /customer/my-day | bearer | – | `MyDayData` |
 * | GET /customer/calendar-feed | bearer | – | `CalendarFeedStatus` |
 * | POST /customer/calendar-feed | bearer | – | 201 `CalendarFeedSecret` — a new secret; any earlier one stops working |
 * | DELETE /customer/calendar-feed | bearer | – | 204 — the secret stops working |
 * | GET /calendar-feed/my-day | header `X-Calendar-Feed: <secret>` (no bearer) | – | `MyDayData` of the secret's owner; 404 unknown or revoked |
 *
 * The API keeps only the SHA-256 of a secret: it is shown once, when created.
 */

export const favoritesSchema = z.object({ conferenceIds: z.array(z.number().int()) });
export type Favorites = z.infer<typeof favoritesSchema>;

export const MAX_FAVORITES_MERGE = 500;
export const mergeFavoritesBodySchema = z.object({ conferenceIds: z.array(z.number().int().positive()).max(MAX_FAVORITES_MERGE) });

/** A session the attendee registered for (confirmed) or starred, or both. Times ISO with offset. */
export const myDaySessionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** the room registered in; for a starred-only session, its rooms joined by ", " (null: none) */
  room: z.string().nullable(),
  /** the room id registered in (the unregister call needs it) */
  roomId: z.number().int().nullable(),
  venue: z.string().nullable(),
  registered: z.boolean(),
  starred: z.boolean(),
});
export type MyDaySession = z.infer<typeof myDaySessionSchema>;

/** An accepted networking meeting with a time (untimed ones cannot be placed on a timeline). */
export const myDayMeetingSchema = z.object({
  id: z.number().int(),
  conferenceId: z.number().int(),
  /** the meeting's subject */
  name: z.string(),
  /** the other party's full name */
  with: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  room: z.string().nullable(),
  /** the networking conference's name (where it happens) */
  venue: z.string().nullable(),
});
export type MyDayMeeting = z.infer<typeof myDayMeetingSchema>;

export const myDayDataSchema = z.object({
  sessions: z.array(myDaySessionSchema),
  meetings: z.array(myDayMeetingSchema),
});
export type MyDayData = z.infer<typeof myDayDataSchema>;

export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  /** when the current secret was made (null when none) */
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

export const calendarFeedSecretSchema = z.object({
  /** 43 url-safe characters (256 random bits); shown once */
  secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  createdAt: z.string(),
});
export type CalendarFeedSecret = z.infer<typeof calendarFeedSecretSchema>;

/** The header that carries a feed's secret to the API (kept out of URLs and access logs). */
export const CALENDAR_FEED_HEADER = 'X-Calendar-Feed';
