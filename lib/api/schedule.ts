import type { AxiosInstance } from 'axios';
import { venueListSchema, type Venue } from './schemas';
import { parseResponse } from './parse';

/** GET /schedule/venues — the event's venues (one or more). */
export async function getVenues(api: AxiosInstance): Promise<Venue[]> {
  const { data } = await api.get<unknown>('/schedule/venues');
  return parseResponse(venueListSchema, data, 'GET /schedule/venues');
}
