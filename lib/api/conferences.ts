import type { AxiosInstance } from 'axios';
import {
  conferenceListSchema,
  conferenceRoomListSchema,
  conferenceSchema,
  speakerListSchema,
  tagListSchema,
  type Conference,
  type ConferenceRoom,
  type ConferenceSummary,
  type Speaker,
  type Tag,
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
export async function getConferences(api: AxiosInstance, query: ConferenceQuery = {}): Promise<ConferenceSummary[]> {
  const { data } = await api.get<unknown>('/conferences/all', { params: queryParams(query) });
  return parseResponse(conferenceListSchema, data, 'GET /conferences/all');
}

/** GET /conferences/featured[?venue_id=] — the current edition's highlights. */
export async function getFeaturedConferences(api: AxiosInstance, venueId?: number): Promise<ConferenceSummary[]> {
  const { data } = await api.get<unknown>('/conferences/featured', { params: venueId ? { venue_id: venueId } : {} });
  return parseResponse(conferenceListSchema, data, 'GET /conferences/featured');
}

/** GET /conferences/next[?limit=&venue_id=] — the next sessions from today on. */
export async function getNextConferences(
  api: AxiosInstance,
  options: { limit?: number; venueId?: number } = {},
): Promise<ConferenceSummary[]> {
  const params: Record<string, number> = {};
  if (options.limit) params.limit = options.limit;
  if (options.venueId) params.venue_id = options.venueId;
  const { data } = await api.get<unknown>('/conferences/next', { params });
  return parseResponse(conferenceListSchema, data, 'GET /conferences/next');
}

/** GET /conferences/tags */
export async function getConferenceTags(api: AxiosInstance): Promise<Tag[]> {
  const { data } = await api.get<unknown>('/conferences/tags');
  return parseResponse(tagListSchema, data, 'GET /conferences/tags');
}

/**
 * GET /conferences/{slug}[?venue_id=] — one session with description, files and streaming.
 * An unknown slug rejects with an ApiError 'not_found' (see isNotFound).
 */
export async function getConference(api: AxiosInstance, slug: string, venueId?: number): Promise<Conference> {
  const endpoint = `/conferences/${encodeURIComponent(slug)}`;
  const { data } = await api.get<unknown>(endpoint, { params: venueId ? { venue_id: venueId } : {} });
  return parseResponse(conferenceSchema, data, `GET ${endpoint}`);
}

/** GET /conferences/{id}/speakers */
export async function getConferenceSpeakers(api: AxiosInstance, id: number | string): Promise<Speaker[]> {
  const endpoint = `/conferences/${encodeURIComponent(String(id))}/speakers`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(speakerListSchema, data, `GET ${endpoint}`);
}

/** GET /conferences/{id}/rooms-seating — seats right now (for client-side refreshes). */
export async function getRoomsSeating(api: AxiosInstance, id: number | string): Promise<ConferenceRoom[]> {
  const endpoint = `/conferences/${encodeURIComponent(String(id))}/rooms-seating`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(conferenceRoomListSchema, data, `GET ${endpoint}`);
}
