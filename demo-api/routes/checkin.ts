/**
 * At the door (contract lib/api/schemas/checkin.ts, rules in ../checkin.ts).
 *
 *   GET  /checkin/lists                              organiser → CheckinLists
 *   POST /checkin/lists {name, kind, conferenceId?, roomId?}  organiser → 201 CheckinList
 *   PUT  /checkin/lists/{id} {name}                  organiser → CheckinList
 *   POST /checkin/lists/{id}/close · /reopen         organiser → CheckinList
 *   GET  /checkin/lists/{id}/staff-link              organiser → StaffLink
 *   POST /checkin/lists/{id}/staff-link/rotate       organiser → StaffLink
 *   GET  /checkin/lists/{id}/sync?since=             organiser or X-Checkin-Key → CheckinSync
 *   POST /checkin/redeem {list, code|customerId, nonce, at, direction, decided?}  organiser or X-Checkin-Key → RedeemResult
 *   GET  /checkin/rooms                              organiser → CheckinRoomChoice[]
 *
 * Every answer is `Cache-Control: no-store`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createCheckinListBodySchema, redeemBodySchema, renameCheckinListBodySchema } from '../../lib/api/schemas/checkin';
import { checkinOrganiser, checkinRefusal, createList, doorCaller, installCheckinSchema, listLists, redeem, renameList, roomChoices, rotateStaffLink, setListClosed, staffLink, syncList } from '../checkin';
import { intQuery, type Deps } from '../deps';
import { parseBody } from '../errors';
import type { Publication } from '../live';

export function checkinRoutes(app: FastifyInstance, d: Deps) {
  installCheckinSchema(d);
  const send = (list: Publication[]) => {
    for (const p of list) app.realtime.publish(p.channels, p.event, p.data);
  };
  const idOf = (raw: string) => {
    if (!/^\d{1,9}$/.test(raw)) throw checkinRefusal(404, 'list', 'checkin.not_found');
    return Number(raw);
  };
  const fresh = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.get('/checkin/lists', async (req, reply) => {
    checkinOrganiser(d, req);
    return fresh(reply).send(listLists(d, req.tenant, req.locale));
  });
  app.post('/checkin/lists', async (req, reply) => {
    checkinOrganiser(d, req);
    const body = parseBody(createCheckinListBodySchema, req.body);
    return fresh(reply).code(201).send(createList(d, req.tenant, req.locale, body));
  });
  app.put<{ Params: { id: string } }>('/checkin/lists/:id', async (req, reply) => {
    checkinOrganiser(d, req);
    const { name } = parseBody(renameCheckinListBodySchema, req.body);
    return fresh(reply).send(renameList(d, req.tenant, req.locale, idOf(req.params.id), name));
  });
  for (const action of ['close', 'reopen'] as const) {
    app.post<{ Params: { id: string } }>(`/checkin/lists/:id/${action}`, async (req, reply) => {
      checkinOrganiser(d, req);
      return fresh(reply).send(setListClosed(d, req.tenant, req.locale, idOf(req.params.id), action === 'close'));
    });
  }
  app.get<{ Params: { id: string } }>('/checkin/lists/:id/staff-link', async (req, reply) => {
    checkinOrganiser(d, req);
    return fresh(reply).send(staffLink(d, req.tenant.key, idOf(req.params.id)));
  });
  app.post<{ Params: { id: string } }>('/checkin/lists/:id/staff-link/rotate', async (req, reply) => {
    checkinOrganiser(d, req);
    return fresh(reply).send(rotateStaffLink(d, req.tenant.key, idOf(req.params.id)));
  });
  app.get<{ Params: { id: string } }>('/checkin/lists/:id/sync', async (req, reply) => {
    const { list } = doorCaller(d, req, idOf(req.params.id));
    const since = intQuery(req.query, 'since', { min: 0 });
    return fresh(reply).send(syncList(d, req.tenant, req.locale, list, since));
  });
  app.post('/checkin/redeem', async (req, reply) => {
    const body = parseBody(redeemBodySchema, req.body);
    const { list, caller } = doorCaller(d, req, body.list);
    const { answer, publish } = redeem(d, req.tenant, req.locale, list, caller, body);
    send(publish);
    return fresh(reply).send(answer);
  });
  app.get('/checkin/rooms', async (req, reply) => {
    checkinOrganiser(d, req);
    return fresh(reply).send(roomChoices(d, req.tenant.key, req.locale));
  });
}
