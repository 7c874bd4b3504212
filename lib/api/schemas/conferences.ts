import { z } from 'zod';
import { entitlementSchema } from './entitlements';
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

/**
 * Who may open a file, a stream or a survey (docs/product.md#roles): anyone, a signed-in customer, a customer
 * registered (confirmed) for the session, or a customer holding a ticket (tenant ticketRequired).
 */
export const ACCESS_GATES = ['public', 'login', 'registered', 'ticket'] as const;
export const accessGateSchema = z.enum(ACCESS_GATES);
export type AccessGate = z.infer<typeof accessGateSchema>;

/**
 * A file of a session. `url` is present only for `gate: 'public'` files: a gated file has no
 * public address and is downloaded with the bearer token from GET /conferences/{id}/files/{fileId}
 * (lib/api/conferences.ts downloadConferenceFile), so cached HTML never links it.
 */
export const conferenceFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** MIME type, e.g. application/pdf */
  type: z.string(),
  sizeKb: z.number().int(),
  gate: accessGateSchema,
  /** gate !== 'public' (kept for the session page of before the gates) */
  requiresLogin: z.boolean(),
  /** absolute URL, public files only */
  url: z.string().optional(),
});
export type ConferenceFile = z.infer<typeof conferenceFileSchema>;

/**
 * A session's stream. `url` (the embeddable player URL) is present only for `gate: 'public'`
 * streams; a gated stream's URL comes from GET /conferences/{id}/registration (`stream`) when the
 * visitor may watch. `poster` is a public image for the facade (null: the portal draws its own).
 */
export const streamingSchema = z.object({
  provider: z.enum(['youtube', 'vimeo']),
  gate: accessGateSchema,
  /** gate !== 'public' */
  requiresLogin: z.boolean(),
  poster: z.string().nullable(),
  url: z.string().optional(),
});
export type Streaming = z.infer<typeof streamingSchema>;

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

// ---------------------------------------------------------------------------------------------
// Taking part in a session (docs/product.md#states, docs/product.md#validation "Activity registration", §6, §7 Conferences)
// ---------------------------------------------------------------------------------------------

// The error keys (PARTICIPATION_ERROR_KEYS, with the table of when each is sent) and
// HEARTBEAT_SECONDS live in ./participation-keys, without zod, for the session page's leaves.
export { HEARTBEAT_SECONDS, PARTICIPATION_ERROR_KEYS, type ParticipationErrorKey } from './participation-keys';

/** The other session that clashes (`registration.overlap`). */
export const registrationConflictSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type RegistrationConflict = z.infer<typeof registrationConflictSchema>;

/** A refusal of a participation endpoint (see PARTICIPATION_ERROR_KEYS). */
export const participationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).default({}),
  /** with registration.overlap */
  conflict: registrationConflictSchema.optional(),
});
export type ParticipationError = z.infer<typeof participationErrorSchema>;

/** One room's seats now. */
export const roomSeatingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  occupied: z.number().int(),
  total: z.number().int(),
  /** occupied >= total */
  full: z.boolean(),
});
export type RoomSeating = z.infer<typeof roomSeatingSchema>;

/** GET /conferences/{id}/rooms-seating (public, not cached by the API: seats right now). */
export const roomsSeatingSchema = z.object({
  conferenceId: z.number().int(),
  /** every room is full (false for a session without rooms) */
  full: z.boolean(),
  rooms: z.array(roomSeatingSchema),
});
export type RoomsSeating = z.infer<typeof roomsSeatingSchema>;

/** Body of POST /conferences/{id}/register and /unregister. `room_id` is required where the session has rooms. */
export const registerBodySchema = z.object({ room_id: z.number().int().positive().nullable().optional() });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * GET /conferences/{id}/registration (bearer token; 401 registration.login_required without) —
 * what the session page's client leaf shows for this visitor: registration state, seats now, the
 * ticket rule, the clash, which gates are open, the embed URL of a gated stream (only when open),
 * the survey and minutes watched. POST /register, /unregister and /custom-form/completed of a
 * registration form answer the same object, updated.
 */
export const registrationStateSchema = z.object({
  conferenceId: z.number().int(),
  /** none; pending (waiting for the registration form, holds its seat); confirmed */
  status: z.enum(['none', 'pending', 'confirmed']),
  roomId: z.number().int().nullable(),
  /** the registration's uuid (pending: DELETE /customer/discard-pending-registration/{uuid}) */
  uuid: z.string().nullable(),
  /** pending: what is missing (always 'form' for registrations made here) */
  missing: z.enum(['room', 'ticket', 'form']).nullable(),
  /** the registration form (custom form id) this session asks for, or null */
  registrationFormId: z.number().int().nullable(),
  /** pending: the answers saved so far (draft), to prefill the form */
  answers: z.record(z.string(), z.unknown()).nullable(),
  /** the session has ended or takes no registrations */
  closed: z.boolean(),
  seating: roomsSeatingSchema,
  /** `rights`: what the held ticket grants (ENTITLEMENTS; [] without one) */
  ticket: z.object({ required: z.boolean(), held: z.boolean(), rights: z.array(entitlementSchema).default([]) }),
  /** a session the customer is registered (or pending) in that overlaps this one, or null */
  conflict: registrationConflictSchema.nullable(),
  /** which gates are open to this customer for this session */
  access: z.object({ login: z.literal(true), registered: z.boolean(), ticket: z.boolean() }),
  /** the stream (embed URL included) when the session has one and its gate is open; else null */
  stream: z.object({ provider: z.enum(['youtube', 'vimeo']), url: z.string(), poster: z.string().nullable() }).nullable(),
  /** the session's survey, when it has one */
  survey: z.object({ formId: z.number().int(), open: z.boolean(), answered: z.boolean() }).nullable(),
  /** minutes of the stream watched, counted by POST /conferences/{id}/events */
  minutesWatched: z.number().int(),
  /**
   * The customer's place on the waiting list of a full room: the room, their position
   * (1 = the next freed seat is theirs) and how many wait for that room; null when not waiting.
   * POST /conferences/{id}/waitlist {room_id} joins (422 waitlist.not_full when the room has a seat),
   * POST /conferences/{id}/waitlist/leave leaves; both answer this object.
   */
  waitlist: z.object({ roomId: z.number().int().nullable(), position: z.number().int().min(1), waiting: z.number().int().min(1) }).nullable().default(null),
});
export type RegistrationState = z.infer<typeof registrationStateSchema>;

/**
 * GET /conferences/{id}/waitlist (organisers; 403 live.forbidden otherwise): each room's seats, its
 * registrations (oldest first; `uuid` names one for POST /conferences/{id}/registrations/{uuid}/remove)
 * and its waiting list, first in line first.
 */
const sessionRegistrationSchema = z.object({
  uuid: z.string(),
  status: z.enum(['confirmed', 'pending']),
  name: z.string(),
  email: z.string(),
  since: z.string(),
  /** taken without an account (POST /custom-form/external-register): removable the same way */
  external: z.boolean().default(false),
});
export const sessionWaitlistSchema = z.object({
  conferenceId: z.number().int(),
  rooms: z.array(
    z.object({
      roomId: z.number().int(),
      name: z.string(),
      total: z.number().int(),
      occupied: z.number().int(),
      registrations: z.array(sessionRegistrationSchema),
      entries: z.array(z.object({ position: z.number().int().min(1), name: z.string(), email: z.string(), since: z.string() })),
    }),
  ),
  /**
   * A session without rooms that takes registrations (or still has some): its registrations,
   * oldest first. It has no seats, so it is never full and has no waiting list. Null where the
   * session has rooms (their registrations are in `rooms`) or takes none.
   */
  withoutRoom: z.array(sessionRegistrationSchema).nullable().default(null),
});
export type SessionWaitlist = z.infer<typeof sessionWaitlistSchema>;

/*
 * POST /conferences/{id}/registrations/{uuid}/remove {reason?} (organisers; 403 live.forbidden
 * otherwise, 404 for a registration the session does not have; the body is the moderation
 * reason's, moderationReasonBodySchema of ./live) → SessionWaitlist after it: the seat is freed
 * and given to the first in line. The registrant is told live (their channel's
 * `registration.removed` {conferenceId, roomId, reason}) and by the cancellation email.
 */

/**
 * POST /conferences/{id}/events {event} (bearer token, the stream's gate open) → 204.
 * `stream_opened` when the player starts; `heartbeat` every 60 s while it plays. The API counts
 * one minute per heartbeat, at most one per 50 s per customer and session.
 */
export const ATTENDANCE_EVENTS = ['stream_opened', 'heartbeat'] as const;
export const attendanceEventBodySchema = z.object({ event: z.enum(ATTENDANCE_EVENTS) });
export type AttendanceEvent = (typeof ATTENDANCE_EVENTS)[number];
