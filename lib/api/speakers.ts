import type { ApiTransport } from './transport';
import {
  speakerDetailSchema,
  speakerListSchema,
  tagListSchema,
  type Speaker,
  type SpeakerDetail,
  type Tag,
} from './schemas';
import { parseResponse } from './parse';

/** GET /conferences/speakers[?tag=slug] — in the order the organiser wants them shown. */
export async function getSpeakers(api: ApiTransport, tag?: string): Promise<Speaker[]> {
  const { data } = await api.get<unknown>('/conferences/speakers', { params: tag ? { tag } : undefined });
  return parseResponse(speakerListSchema, data, 'GET /conferences/speakers');
}

/** GET /conferences/speakers/tags — the tags speakers can be filtered by. */
export async function getSpeakerTags(api: ApiTransport): Promise<Tag[]> {
  const { data } = await api.get<unknown>('/conferences/speakers/tags');
  return parseResponse(tagListSchema, data, 'GET /conferences/speakers/tags');
}

/** GET /conferences/speakers/{id} — with bio, links and sessions. Unknown: ApiError 'not_found'. */
export async function getSpeaker(api: ApiTransport, id: number | string): Promise<SpeakerDetail> {
  const endpoint = `/conferences/speakers/${encodeURIComponent(String(id))}`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(speakerDetailSchema, data, `GET ${endpoint}`);
}
