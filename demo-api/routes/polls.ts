/**
 * Live polls (contract lib/api/schemas/polls.ts, rules in ../polls.ts).
 *
 *   GET  /conferences/{id}/polls                                 token optional → Poll[]
 *   POST /conferences/{id}/polls {question, options, multiple}   moderator → 201 Poll (draft)
 *   PUT  /conferences/polls/{pollId} {question, options, multiple}  moderator, draft only (409 otherwise) → Poll
 *   DELETE /conferences/polls/{pollId}                           moderator → 204 (poll.removed)
 *   POST /conferences/polls/{pollId}/{open|close|publish}        moderator → Poll
 *   POST /conferences/polls/{pollId}/answer {optionIds}          signed in, with access → Poll
 *
 * Answers publish their new counts at most every ANSWER_COALESCE_MS per poll (the last state
 * wins): five hundred people answering at once send a handful of events to every socket, not
 * five hundred each. A state change flushes what is waiting first, so events keep their order.
 */
import type { FastifyInstance } from 'fastify';
import { createPollBodySchema, pollAnswerBodySchema, POLL_ACTIONS, type PollAction } from '../../lib/api/schemas/polls';
import type { Deps } from '../deps';
import { parseBody } from '../errors';
import { liveCustomer, liveModerator, liveRefusal, optionalLiveCustomer, type Publication } from '../live';
import { answerPoll, createPoll, deletePoll, editPoll, installPollSchema, listPolls, movePoll } from '../polls';

export const ANSWER_COALESCE_MS = 100;

export function pollRoutes(app: FastifyInstance, d: Deps) {
  installPollSchema(d);

  const send = (list: Publication[]) => {
    for (const p of list) app.realtime.publish(p.channels, p.event, p.data);
  };
  const waiting = new Map<number, { list: Publication[]; timer: NodeJS.Timeout }>();
  const flush = (pollId: number) => {
    const w = waiting.get(pollId);
    if (!w) return;
    clearTimeout(w.timer);
    waiting.delete(pollId);
    send(w.list);
  };
  const sendLater = (pollId: number, list: Publication[]) => {
    if (list.length === 0) return;
    const w = waiting.get(pollId);
    if (w) w.list = list;
    else waiting.set(pollId, { list, timer: setTimeout(() => flush(pollId), ANSWER_COALESCE_MS) });
  };
  app.addHook('onClose', async () => {
    for (const id of [...waiting.keys()]) flush(id);
  });

  const pollIdOf = (raw: string) => {
    if (!/^\d{1,9}$/.test(raw)) throw liveRefusal(404, 'pollId', 'live.not_found');
    return Number(raw);
  };

  app.get<{ Params: { key: string } }>('/conferences/:key/polls', async (req) => listPolls(d, req.tenant.key, optionalLiveCustomer(d, req), req.params.key));

  app.post<{ Params: { key: string } }>('/conferences/:key/polls', async (req, reply) => {
    const moderator = liveModerator(d, req);
    const body = parseBody(createPollBodySchema, req.body);
    const { poll, publish } = createPoll(d, req.tenant.key, moderator, req.params.key, body);
    send(publish);
    return reply.code(201).send(poll);
  });

  app.put<{ Params: { pollId: string } }>('/conferences/polls/:pollId', async (req) => {
    const moderator = liveModerator(d, req);
    const pollId = pollIdOf(req.params.pollId);
    const body = parseBody(createPollBodySchema, req.body);
    const { poll, publish } = editPoll(d, req.tenant.key, moderator, pollId, body);
    send(publish);
    return poll;
  });

  app.delete<{ Params: { pollId: string } }>('/conferences/polls/:pollId', async (req, reply) => {
    liveModerator(d, req);
    const pollId = pollIdOf(req.params.pollId);
    const { publish } = deletePoll(d, req.tenant.key, pollId);
    // Counts still waiting to go out would bring the poll back: they are dropped.
    const w = waiting.get(pollId);
    if (w) clearTimeout(w.timer);
    waiting.delete(pollId);
    send(publish);
    return reply.code(204).send();
  });

  app.post<{ Params: { pollId: string } }>('/conferences/polls/:pollId/answer', async (req) => {
    const customer = liveCustomer(d, req);
    const pollId = pollIdOf(req.params.pollId);
    const body = parseBody(pollAnswerBodySchema, req.body);
    const { poll, publish } = answerPoll(d, req.tenant, customer, pollId, body.optionIds);
    sendLater(pollId, publish);
    return poll;
  });

  app.post<{ Params: { pollId: string; action: string } }>('/conferences/polls/:pollId/:action', async (req) => {
    const action = req.params.action as PollAction;
    if (!POLL_ACTIONS.includes(action)) throw liveRefusal(404, 'action', 'live.not_found');
    const moderator = liveModerator(d, req);
    const pollId = pollIdOf(req.params.pollId);
    const { poll, publish } = movePoll(d, req.tenant.key, moderator, pollId, action);
    flush(pollId);
    send(publish);
    return poll;
  });
}
