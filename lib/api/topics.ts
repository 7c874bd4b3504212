import type { ApiTransport } from './transport';
import { topicDetailSchema, topicListSchema, type Topic, type TopicDetail } from './schemas';
import { parseResponse } from './parse';

/** GET /schedule/topics — the programme's axes ("ejes"), in the organiser's order. */
export async function getTopics(api: ApiTransport): Promise<Topic[]> {
  const { data } = await api.get<unknown>('/schedule/topics');
  return parseResponse(topicListSchema, data, 'GET /schedule/topics');
}

/** GET /schedule/topics/{slug} — the axis with its current-edition sessions. Unknown: ApiError 'not_found'. */
export async function getTopic(api: ApiTransport, slug: string): Promise<TopicDetail> {
  const endpoint = `/schedule/topics/${encodeURIComponent(slug)}`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(topicDetailSchema, data, `GET ${endpoint}`);
}
