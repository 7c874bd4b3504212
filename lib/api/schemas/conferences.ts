import { z } from 'zod';
import { speakerSummarySchema } from './speakers';
import { tagSchema } from './tags';

export const conferenceFormatSchema = z.enum([
  'opening',
  'keynote',
  'talk',
  'panel',
  'workshop',
  'networking',
  'break',
  'closing',
]);
export type ConferenceFormat = z.infer<typeof conferenceFormatSchema>;

/** Seats of one room for one conference; full when occupied >= total. */
export const seatingSchema = z.object({
  occupied: z.number().int(),
  total: z.number().int(),
});

/** A room a conference takes place in (registration is per room). */
export const conferenceRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  seating: seatingSchema,
});
export type ConferenceRoom = z.infer<typeof conferenceRoomSchema>;

/** GET /conferences/{id}/rooms-seating */
export const conferenceRoomListSchema = z.array(conferenceRoomSchema);

export const conferenceFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** absolute URL */
  url: z.string(),
  requiresLogin: z.boolean(),
  sizeKb: z.number().int(),
});

export const streamingSchema = z.object({
  provider: z.enum(['youtube', 'vimeo']),
  /** embeddable player URL */
  url: z.string(),
  requiresLogin: z.boolean(),
});

/**
 * A conference (activity / agenda session) in lists.
 * Times are ISO 8601 with the Europe/Madrid offset; `date` is the local day (YYYY-MM-DD).
 * `past`: the day is before today (Europe/Madrid), so it changes at most once a day.
 */
export const conferenceSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** plain text, one or two sentences */
  summary: z.string(),
  format: conferenceFormatSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  date: z.string(),
  venueId: z.number().int(),
  trackId: z.number().int().nullable(),
  /** slug of the topic (axis), see GET /schedule/topics */
  topic: z.string().nullable(),
  /** edition year; older editions are listed with `?when=past` */
  edition: z.number().int(),
  past: z.boolean(),
  featured: z.boolean(),
  registrationRequired: z.boolean(),
  rooms: z.array(conferenceRoomSchema),
  tags: z.array(tagSchema),
  speakers: z.array(speakerSummarySchema),
});
export type ConferenceSummary = z.infer<typeof conferenceSummarySchema>;

/** GET /conferences/all, /conferences/featured, /conferences/next */
export const conferenceListSchema = z.array(conferenceSummarySchema);

/** GET /conferences/{slug}[?venue_id=], /conferences/{slug}/details */
export const conferenceSchema = conferenceSummarySchema.extend({
  /** Organiser-written HTML: always sanitised before it is rendered. */
  description: z.string(),
  files: z.array(conferenceFileSchema),
  streaming: streamingSchema.nullable(),
  questionsEnabled: z.boolean(),
});
export type Conference = z.infer<typeof conferenceSchema>;

/** GET /schedule[?venue_id=&tag=] — the current edition's agenda, one entry per day. */
export const scheduleDaySchema = z.object({
  date: z.string(),
  conferences: z.array(conferenceSummarySchema),
});
export const scheduleSchema = z.array(scheduleDaySchema);
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/** GET /schedule/splits[?venue_id=] — the agenda's days (tabs). */
export const scheduleSplitSchema = z.object({
  date: z.string(),
  conferences: z.number().int(),
});
export const scheduleSplitListSchema = z.array(scheduleSplitSchema);

/** GET /schedule/rooms[?venue_id=] */
export const roomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  venueId: z.number().int(),
  capacity: z.number().int(),
});
export const roomListSchema = z.array(roomSchema);
export type Room = z.infer<typeof roomSchema>;
