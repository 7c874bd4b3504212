/**
 * Live questions, votes, chat and their moderation (docs/product.md#calls Chat and Conferences; the question
 * moderation endpoints docs/product.md#calls does not name are ours, in the contract lib/api/schemas/live.ts).
 * The rules live in ../live.ts; every change is published after its commit.
 *
 *   GET  /conferences/{id}/questions                      token optional → Question[]
 *   GET  /conferences/{id}/questions/voted                token → number[]
 *   POST /conferences/{id}/questions {conference_id, text, clientId?}   token → 201 Question (200: same clientId again)
 *   POST /conferences/questions/vote {questionId}         token → VoteResult (idempotent)
 *   POST /conferences/questions/unvote {questionId}       token → VoteResult (idempotent)
 *   POST /conferences/questions/{questionId}/{validate|reject|answered|pin|unpin|delete} {reason?}   moderator → Question
 *   GET  /conferences/{id}/moderation                     moderator → ModerationQueue
 *   GET  /conferences/{id}/chat-channel                   token optional → ChatChannel
 *   GET  /conferences/{id}/get-last-messages[?after=|?before=][&limit=]   token optional → ChatPage
 *   POST /conferences/{slug}/new-message {text, clientId?}               token → 201 ChatMessage (200: same clientId again)
 *   POST /conferences/{slug}/accept-message {id, …}       moderator → ChatMessage
 *   POST /conferences/{slug}/delete-message {id, reason?, …}   moderator → ChatMessage
 */
import type { FastifyInstance } from 'fastify';
import { askQuestionBodySchema, CHAT_PAGE_MAX, messageRefBodySchema, moderationReasonBodySchema, newMessageBodySchema, QUESTION_ACTIONS, voteBodySchema, type QuestionAction } from '../../lib/api/schemas/live';
import { intQuery, type Deps } from '../deps';
import { parseBody, unprocessable } from '../errors';
import {
  askQuestion,
  chatChannelOf,
  chatPage,
  installLiveSchema,
  listQuestions,
  liveConference,
  liveCustomer,
  liveModerator,
  liveRefusal,
  moderateMessage,
  moderateQuestion,
  moderationQueue,
  newMessage,
  optionalLiveCustomer,
  setVote,
  votedQuestions,
  type Publication,
} from '../live';
import { seedLiveDemo } from '../seed/live';

export function liveRoutes(app: FastifyInstance, d: Deps) {
  installLiveSchema(d.db);
  seedLiveDemo(d);

  const send = (list: Publication[]) => {
    for (const p of list) app.realtime.publish(p.channels, p.event, p.data);
  };

  app.get<{ Params: { key: string } }>('/conferences/:key/questions', async (req) => listQuestions(d, req.tenant.key, optionalLiveCustomer(d, req), req.params.key));

  app.get<{ Params: { key: string } }>('/conferences/:key/questions/voted', async (req) => votedQuestions(d, req.tenant.key, liveCustomer(d, req), req.params.key));

  app.post<{ Params: { key: string } }>('/conferences/:key/questions', async (req, reply) => {
    const customer = liveCustomer(d, req);
    const body = parseBody(askQuestionBodySchema, req.body);
    const { question, created, publish } = askQuestion(d, req.tenant.key, customer, req.params.key, body);
    send(publish);
    return reply.code(created ? 201 : 200).send(question);
  });

  for (const [path, vote] of [
    ['/conferences/questions/vote', true],
    ['/conferences/questions/unvote', false],
  ] as const) {
    app.post(path, async (req) => {
      const customer = liveCustomer(d, req);
      const body = parseBody(voteBodySchema, req.body);
      const { result, publish } = setVote(d, req.tenant.key, customer, body.questionId, vote);
      send(publish);
      return result;
    });
  }

  app.post<{ Params: { questionId: string; action: string } }>('/conferences/questions/:questionId/:action', async (req) => {
    const action = req.params.action as QuestionAction;
    if (!QUESTION_ACTIONS.includes(action)) throw liveRefusal(404, 'action', 'live.not_found');
    const moderator = liveModerator(d, req);
    if (!/^\d{1,9}$/.test(req.params.questionId)) throw liveRefusal(404, 'questionId', 'live.not_found');
    const { reason } = parseBody(moderationReasonBodySchema, req.body ?? {});
    const { question, publish } = moderateQuestion(d, req.tenant.key, moderator, Number(req.params.questionId), action, reason ?? null);
    send(publish);
    return question;
  });

  app.get<{ Params: { key: string } }>('/conferences/:key/moderation', async (req) => moderationQueue(d, req.tenant.key, liveModerator(d, req), req.params.key));

  app.get<{ Params: { key: string } }>('/conferences/:key/chat-channel', async (req) => {
    const customer = optionalLiveCustomer(d, req);
    return chatChannelOf(liveConference(d, req.tenant.key, req.params.key), customer);
  });

  app.get<{ Params: { key: string } }>('/conferences/:key/get-last-messages', async (req) => {
    const viewer = optionalLiveCustomer(d, req);
    const after = intQuery(req.query, 'after', { min: 0 });
    const before = intQuery(req.query, 'before');
    const limit = intQuery(req.query, 'limit', { max: CHAT_PAGE_MAX });
    if (after !== undefined && before !== undefined) throw unprocessable({ before: ['validation.in'] });
    return chatPage(d, req.tenant.key, viewer, req.params.key, { after, before, limit });
  });

  app.post<{ Params: { key: string } }>('/conferences/:key/new-message', async (req, reply) => {
    const customer = liveCustomer(d, req);
    const body = parseBody(newMessageBodySchema, req.body);
    const { message, created, publish } = newMessage(d, req.tenant.key, customer, req.params.key, body);
    send(publish);
    return reply.code(created ? 201 : 200).send(message);
  });

  for (const action of ['accept', 'delete'] as const) {
    app.post<{ Params: { key: string } }>(`/conferences/:key/${action}-message`, async (req) => {
      const moderator = liveModerator(d, req);
      const body = parseBody(messageRefBodySchema, req.body);
      const { message, publish } = moderateMessage(d, req.tenant.key, moderator, req.params.key, body.id, action, body.reason ?? null);
      send(publish);
      return message;
    });
  }
}
