import type { ApiTransport, TransferProgress } from './transport';
import { binaryRequestConfig } from './transport';
import {
  conferenceListSchema,
  conferenceSchema,
  registrationStateSchema,
  roomsSeatingSchema,
  sessionWaitlistSchema,
  type AttendanceEvent,
  type Conference,
  type ConferenceSummary,
  type RegistrationState,
  type RoomsSeating,
  type SessionWaitlist,
} from './schemas';
import { parseResponse } from './parse';

/** Query of GET /conferences/all (see demo-api/routes/conferences.ts). */
export interface ConferenceQuery {
  /** default 'all' */
  when?: 'upcoming' | 'past' | 'today' | 'all';
  /** default: 'current', or every edition with when=past */
  edition?: 'current' | 'all' | number;
  venueId?: number;
  tag?: string;
  topic?: string;
  /** YYYY-MM-DD, the local (Europe/Madrid) day */
  date?: string;
}

function queryParams(query: ConferenceQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.when) params.when = query.when;
  if (query.edition !== undefined) params.edition = query.edition;
  if (query.venueId !== undefined) params.venue_id = query.venueId;
  if (query.tag) params.tag = query.tag;
  if (query.topic) params.topic = query.topic;
  if (query.date) params.date = query.date;
  return params;
}

/** GET /conferences/all — activities (no breaks), by start time; past ones newest first. */
export async function getConferences(api: ApiTransport, query: ConferenceQuery = {}): Promise<ConferenceSummary[]> {
  const { data } = await api.get<unknown>('/conferences/all', { params: queryParams(query) });
  return parseResponse(conferenceListSchema, data, 'GET /conferences/all');
}

/** GET /conferences/featured[?venue_id=] — the current edition's highlights. */
export async function getFeaturedConferences(api: ApiTransport, venueId?: number): Promise<ConferenceSummary[]> {
  const { data } = await api.get<unknown>('/conferences/featured', { params: venueId ? { venue_id: venueId } : {} });
  return parseResponse(conferenceListSchema, data, 'GET /conferences/featured');
}

/** GET /conferences/next[?limit=&venue_id=] — the next sessions from today on. */
export async function getNextConferences(
  api: ApiTransport,
  options: { limit?: number; venueId?: number } = {},
): Promise<ConferenceSummary[]> {
  const params: Record<string, number> = {};
  if (options.limit) params.limit = options.limit;
  if (options.venueId) params.venue_id = options.venueId;
  const { data } = await api.get<unknown>('/conferences/next', { params });
  return parseResponse(conferenceListSchema, data, 'GET /conferences/next');
}

/**
 * GET /conferences/{slug}[?venue_id=] — one session with description, files and streaming.
 * An unknown slug rejects with an ApiError 'not_found' (see isNotFound).
 */
export async function getConference(api: ApiTransport, slug: string, venueId?: number): Promise<Conference> {
  const endpoint = `/conferences/${encodeURIComponent(slug)}`;
  const { data } = await api.get<unknown>(endpoint, { params: venueId ? { venue_id: venueId } : {} });
  return parseResponse(conferenceSchema, data, `GET ${endpoint}`);
}

const byId = (id: number | string) => `/conferences/${encodeURIComponent(String(id))}`;

/** GET /conferences/{id}/rooms-seating — seats right now, per room, with full flags. */
export async function getRoomsSeating(api: ApiTransport, id: number | string): Promise<RoomsSeating> {
  const endpoint = `${byId(id)}/rooms-seating`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(roomsSeatingSchema, data, `GET ${endpoint}`);
}

/**
 * GET /conferences/{id}/registration (signed in) — this visitor's registration state, seats,
 * open gates, the embed URL of a gated stream when open, the survey. Without a token: ApiError
 * status 401 with fieldErrors `{ customer: ['registration.login_required'] }`.
 */
export async function getRegistrationState(api: ApiTransport, id: number): Promise<RegistrationState> {
  const endpoint = `${byId(id)}/registration`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(registrationStateSchema, data, `GET ${endpoint}`);
}

/**
 * POST /conferences/{id}/register {room_id} → the new state (confirmed, or pending when the
 * session has a registration form). Refusals are ApiErrors whose `fieldErrors` carry
 * PARTICIPATION_ERROR_KEYS; the clashing session of `registration.overlap` is in
 * `participationErrorOf(error).conflict`.
 */
export async function registerForConference(api: ApiTransport, id: number, roomId: number | null): Promise<RegistrationState> {
  const endpoint = `${byId(id)}/register`;
  const { data } = await api.post<unknown>(endpoint, { room_id: roomId });
  return parseResponse(registrationStateSchema, data, `POST ${endpoint}`);
}

/** POST /conferences/{id}/waitlist {room_id} → the new state (on the waiting list of that full room). */
export async function joinWaitlist(api: ApiTransport, id: number, roomId: number | null): Promise<RegistrationState> {
  const endpoint = `${byId(id)}/waitlist`;
  const { data } = await api.post<unknown>(endpoint, { room_id: roomId });
  return parseResponse(registrationStateSchema, data, `POST ${endpoint}`);
}

/** POST /conferences/{id}/waitlist/leave → the new state (off the waiting list). */
export async function leaveWaitlist(api: ApiTransport, id: number): Promise<RegistrationState> {
  const endpoint = `${byId(id)}/waitlist/leave`;
  const { data } = await api.post<unknown>(endpoint, {});
  return parseResponse(registrationStateSchema, data, `POST ${endpoint}`);
}

/** GET /conferences/{id}/waitlist (organisers; 403 otherwise) → each room's seats, registrations and waiting list. */
export async function getSessionWaitlist(api: ApiTransport, id: number): Promise<SessionWaitlist> {
  const endpoint = `${byId(id)}/waitlist`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(sessionWaitlistSchema, data, `GET ${endpoint}`);
}

/**
 * POST /conferences/{id}/registrations/{uuid}/remove {reason?} (organisers) → the rooms after it:
 * the seat freed and given to the first in line; the registrant is told (live, and by email).
 */
export async function removeRegistration(api: ApiTransport, id: number, uuid: string, reason: string | null): Promise<SessionWaitlist> {
  const endpoint = `${byId(id)}/registrations/${encodeURIComponent(uuid)}/remove`;
  const { data } = await api.post<unknown>(endpoint, reason ? { reason } : {});
  return parseResponse(sessionWaitlistSchema, data, `POST ${endpoint}`);
}

/** POST /conferences/{id}/unregister {room_id} → the new state (seat freed). */
export async function unregisterFromConference(api: ApiTransport, id: number, roomId: number | null): Promise<RegistrationState> {
  const endpoint = `${byId(id)}/unregister`;
  const { data } = await api.post<unknown>(endpoint, { room_id: roomId });
  return parseResponse(registrationStateSchema, data, `POST ${endpoint}`);
}

/**
 * GET /conferences/{id}/files/{fileId} with the bearer token: the file's bytes (no timeout, with
 * progress). A gated file without a token is a 401, without the right (registration, ticket) a
 * 403 whose JSON body the transport parses out of the blob (ApiError.data / fieldErrors).
 * `responseType` 'arraybuffer' for Node (tests, server code).
 */
export async function downloadConferenceFile(
  api: ApiTransport,
  conferenceId: number,
  fileId: number,
  options: { onProgress?: (e: TransferProgress) => void; responseType?: 'blob' | 'arraybuffer' } = {},
): Promise<Blob | ArrayBuffer> {
  const { data } = await api.get<Blob | ArrayBuffer>(`${byId(conferenceId)}/files/${encodeURIComponent(String(fileId))}`, {
    ...binaryRequestConfig(options.responseType ?? 'blob'),
    onDownloadProgress: options.onProgress,
  });
  return data;
}

/** POST /conferences/{id}/events {event} — attendance: stream_opened, then a heartbeat every HEARTBEAT_SECONDS. */
export async function sendAttendanceEvent(api: ApiTransport, id: number, event: AttendanceEvent): Promise<void> {
  await api.post(`${byId(id)}/events`, { event });
}

// The refusal readers live in ./participation-errors (no transport), so client leaves that only
// read an error do not download the resource module and its schemas; re-exported here for the existing imports.
export { participationErrorKey, participationErrorOf } from './participation-errors';
