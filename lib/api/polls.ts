import type { ApiTransport } from './transport';
import { pollListSchema, pollSchema, type CreatePollBody, type Poll, type PollAction } from './schemas/polls';
import { parseResponse } from './parse';

/**
 * Live polls of a session (contract in ./schemas/polls.ts, events POLL_EVENTS in
 * ./schemas/realtime-names.ts). In the browser: `import { polls } from '@/lib/api/browser-calls'`
 * (or the lazy one on the session page). Refusals are live refusals (`liveMessageOf(error, 'poll')`).
 */

/** GET /conferences/{id}/polls — polls out of their draft (moderators: all), with the caller's answer. */
export async function getPolls(api: ApiTransport, conferenceId: number): Promise<Poll[]> {
  const endpoint = `/conferences/${conferenceId}/polls`;
  const { data } = await api.get<unknown>(endpoint);
  return parseResponse(pollListSchema, data, `GET ${endpoint}`);
}

/** POST /conferences/{id}/polls (moderators) → the new poll, a draft. */
export async function createPoll(api: ApiTransport, conferenceId: number, body: CreatePollBody): Promise<Poll> {
  const endpoint = `/conferences/${conferenceId}/polls`;
  const { data } = await api.post<unknown>(endpoint, body);
  return parseResponse(pollSchema, data, `POST ${endpoint}`);
}

/** POST /conferences/polls/{pollId}/{open|close|publish} (moderators) → the poll after. */
export async function movePoll(api: ApiTransport, pollId: number, action: PollAction): Promise<Poll> {
  const endpoint = `/conferences/polls/${pollId}/${action}`;
  const { data } = await api.post<unknown>(endpoint, {});
  return parseResponse(pollSchema, data, `POST ${endpoint}`);
}

/** POST /conferences/polls/{pollId}/answer {optionIds} (signed in) → the poll with the caller's answer; sent again, it replaces the answer. */
export async function answerPoll(api: ApiTransport, pollId: number, optionIds: number[]): Promise<Poll> {
  const endpoint = `/conferences/polls/${pollId}/answer`;
  const { data } = await api.post<unknown>(endpoint, { optionIds });
  return parseResponse(pollSchema, data, `POST ${endpoint}`);
}

/** PUT /conferences/polls/{pollId} {question, options, multiple} (moderators, a draft) → the poll after. */
export async function editPoll(api: ApiTransport, pollId: number, body: CreatePollBody): Promise<Poll> {
  const endpoint = `/conferences/polls/${pollId}`;
  const { data } = await api.put<unknown>(endpoint, body);
  return parseResponse(pollSchema, data, `PUT ${endpoint}`);
}

/** DELETE /conferences/polls/{pollId} (moderators): the poll and its answers are gone. */
export async function deletePoll(api: ApiTransport, pollId: number): Promise<void> {
  await api.delete(`/conferences/polls/${pollId}`);
}
