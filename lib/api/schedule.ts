import type { ApiTransport } from './transport';
import {
  scheduleSchema,
  scheduleSplitListSchema,
  tagListSchema,
  trackDetailSchema,
  trackListSchema,
  venueListSchema,
  type ScheduleDay,
  type Tag,
  type Track,
  type TrackDetail,
  type Venue,
} from './schemas';
import { parseResponse } from './parse';

/** GET /schedule/venues — the event's venues (one or more). */
export async function getVenues(api: ApiTransport): Promise<Venue[]> {
  const { data } = await api.get<unknown>('/schedule/venues');
  return parseResponse(venueListSchema, data, 'GET /schedule/venues');
}

const venueParam = (venueId?: number): Record<string, number> => (venueId ? { venue_id: venueId } : {});

/** GET /schedule[?venue_id=&tag=] — the current edition's agenda by day, breaks included. */
export async function getSchedule(api: ApiTransport, options: { venueId?: number; tag?: string } = {}): Promise<ScheduleDay[]> {
  const params: Record<string, string | number> = { ...venueParam(options.venueId) };
  if (options.tag) params.tag = options.tag;
  const { data } = await api.get<unknown>('/schedule', { params });
  return parseResponse(scheduleSchema, data, 'GET /schedule');
}

/** GET /schedule/tags — the tags used by the current edition's sessions. */
export async function getScheduleTags(api: ApiTransport): Promise<Tag[]> {
  const { data } = await api.get<unknown>('/schedule/tags');
  return parseResponse(tagListSchema, data, 'GET /schedule/tags');
}

/** GET /schedule/tracks — the programme's parallel lines. */
export async function getTracks(api: ApiTransport): Promise<Track[]> {
  const { data } = await api.get<unknown>('/schedule/tracks');
  return parseResponse(trackListSchema, data, 'GET /schedule/tracks');
}

/**
 * GET /schedule/tracks/{id or slug} — a track with its current-edition sessions.
 * An unknown track rejects with an ApiError 'not_found' (see isNotFound).
 */
export async function getTrack(api: ApiTransport, idOrSlug: number | string): Promise<TrackDetail> {
  const endpoint = `/schedule/tracks/${encodeURIComponent(String(idOrSlug))}`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(trackDetailSchema, data, `GET ${endpoint}`);
}
