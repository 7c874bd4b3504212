/**
 * Networking (docs/product.md#calls Networking; contract lib/api/schemas/networking.ts). The rules live in
 * ../networking.ts; every change is published after its commit. All calls need a bearer token
 * and read the networking conference from X-Networking-Conference (default: the first).
 *
 *   GET  /networking/conferences                                  → NetworkingConference[]
 *   GET  /networking/acceptance                                   → NetworkingAcceptance
 *   GET|POST /networking/customer/enable-networking               → NetworkingStatus (accepts the terms)
 *   GET  /networking/custom-form                                  → NetworkingForm
 *   POST /networking/custom-form/completed {custom_form_id, survey} → NetworkingStatus
 *   GET  /networking/customer/extra-networking                    → NetworkingStatus
 *   GET|POST /networking/unsubscribe                              → NetworkingStatus; 409 unsubscribe_blocked
 *   GET  /networking/customers?search=&company=&position=&sector=&page=   → NetworkingCustomerPage
 *   POST /networking/events/blocks {participantId, requestId?}    → NetworkingBlocks
 *   POST /networking/events {participantId, name, comment?, slotId?, startsAt?, roomId?} → 201 NetworkingRequest
 *   PUT  /networking/events/{id} {status?, reason?, roomId?, name?, comment?, slotId?, startsAt?} → NetworkingRequest
 *   GET  /networking/events/received?page=&status=, /events/sent?page=&status=  → NetworkingRequestPage
 *   GET  /networking/events                                       → NetworkingEvents
 *   POST /networking/events/{id}/register, /unregister            → NetworkingEvent
 *   GET  /networking/events/registrations                         organiser → EventRegistrations
 *   GET  /networking/events/{id}/registrations/validated          organiser → NetworkingRegistration[]
 *   POST /networking/events/{eventId}/registration/{registrationId}/{validate|reject|cancel}   organiser → NetworkingRegistration
 *
 * Also `/media/networking/{customerId}.svg`: the generated portrait of a seeded attendee.
 */
import type { FastifyInstance } from 'fastify';
import {
  createRequestBodySchema,
  networkingBlocksBodySchema,
  networkingCustomerQuerySchema,
  networkingFormBodySchema,
  registrationDecisionBodySchema,
  REGISTRATION_ACTIONS,
  REQUEST_STATUSES,
  updateRequestBodySchema,
  type RegistrationAction,
} from '../../lib/api/schemas/networking';
import { customerFullName } from '../auth';
import { intQuery, strQuery, type Deps } from '../deps';
import { requireRight } from '../entitlements';
import { notFound, parseBody, unprocessable, zodToErrors } from '../errors';
import {
  acceptance,
  allRegistrations,
  blocksFor,
  completeForm,
  conferenceOf,
  createRequest,
  directory,
  enableNetworking,
  eventsAndMeetings,
  installNetworkingSchema,
  listConferences,
  moderateRegistration,
  networkingCustomer,
  networkingForm,
  networkingOrganiser,
  networkingStatus,
  networkingTypeOf,
  refusal,
  register,
  requestPage,
  unregister,
  unsubscribe,
  updateRequest,
  validatedRegistrations,
  type Publication,
} from '../networking';
import { portraitSvg, seedNetworkingDemo } from '../seed/networking';

const idParam = (s: string, field = 'id'): number => {
  if (!/^\d+$/.test(s)) throw refusal(404, field, 'networking.not_found');
  return Number(s);
};

export function networkingRoutes(app: FastifyInstance, d: Deps) {
  installNetworkingSchema(d.db);
  seedNetworkingDemo(d);

  // Looked up on each call (not captured), so tests can watch app.realtime.publish.
  const send = (list: Publication[]) => {
    for (const p of list) app.realtime.publish(p.channels, p.event, p.data);
  };

  app.get<{ Params: { file: string } }>('/media/networking/:file', async (req, reply) => {
    const m = req.params.file.match(/^(\d+)\.svg$/);
    const name = m ? customerFullName(d, Number(m[1])) : undefined;
    if (!m || name === undefined) throw notFound();
    return reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(portraitSvg(Number(m[1]), name));
  });

  app.get('/networking/conferences', async (req) => {
    const type = networkingTypeOf(req);
    networkingCustomer(d, req);
    return listConferences(d, req.tenant.key, type, req.locale);
  });

  app.get('/networking/acceptance', async (req) => acceptance(d, networkingCustomer(d, req), req.locale));

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/networking/customer/enable-networking',
      handler: async (req) => {
        const customer = networkingCustomer(d, req);
        // Joining networking is the door of the networking right (the free online ticket lacks it).
        requireRight(d, req.tenant, req.locale, customer.id, 'networking');
        const { status, publish } = enableNetworking(d, req.tenant.key, networkingTypeOf(req), customer, req.locale);
        send(publish);
        return status;
      },
    });
    app.route({
      method,
      url: '/networking/unsubscribe',
      handler: async (req) => {
        const customer = networkingCustomer(d, req);
        const { status, publish } = unsubscribe(d, req.tenant.key, networkingTypeOf(req), customer, req.locale);
        send(publish);
        return status;
      },
    });
  }

  app.get('/networking/custom-form', async (req) => {
    networkingCustomer(d, req);
    return networkingForm(req.locale);
  });

  app.post('/networking/custom-form/completed', async (req) => {
    const customer = networkingCustomer(d, req);
    const body = parseBody(networkingFormBodySchema, req.body);
    const { status, publish } = completeForm(d, req.tenant.key, networkingTypeOf(req), customer, req.locale, body.custom_form_id, body.survey);
    send(publish);
    return status;
  });

  app.get('/networking/customer/extra-networking', async (req) => networkingStatus(d, req.tenant.key, networkingTypeOf(req), networkingCustomer(d, req), req.locale));

  app.get('/networking/customers', async (req) => {
    const customer = networkingCustomer(d, req);
    conferenceOf(d, req);
    const q = networkingCustomerQuerySchema.safeParse(req.query ?? {});
    if (!q.success) throw unprocessable(zodToErrors(q.error, req.query));
    return directory(d, req.tenant.key, customer, req.locale, q.data);
  });

  app.post('/networking/events/blocks', async (req) => {
    const customer = networkingCustomer(d, req);
    const conference = conferenceOf(d, req);
    const body = parseBody(networkingBlocksBodySchema, req.body);
    return blocksFor(d, req.tenant.key, conference, customer, req.locale, body.participantId, body.requestId);
  });

  app.post('/networking/events', async (req, reply) => {
    const customer = networkingCustomer(d, req);
    const conference = conferenceOf(d, req);
    const body = parseBody(createRequestBodySchema, req.body);
    const { request, publish } = createRequest(d, req.tenant.key, conference, customer, req.locale, body);
    send(publish);
    return reply.code(201).send(request);
  });

  app.put<{ Params: { id: string } }>('/networking/events/:id', async (req) => {
    const customer = networkingCustomer(d, req);
    const id = idParam(req.params.id);
    const body = parseBody(updateRequestBodySchema, req.body);
    const { request, publish } = updateRequest(d, req.tenant.key, customer, req.locale, id, body);
    send(publish);
    return request;
  });

  for (const box of ['received', 'sent'] as const) {
    app.get(`/networking/events/${box}`, async (req) => {
      const customer = networkingCustomer(d, req);
      const conference = conferenceOf(d, req);
      const page = intQuery(req.query, 'page') ?? 1;
      const status = strQuery(req.query, 'status', REQUEST_STATUSES);
      return requestPage(d, req.tenant.key, conference, customer, req.locale, box, page, status);
    });
  }

  app.get('/networking/events', async (req) => {
    const customer = networkingCustomer(d, req);
    return eventsAndMeetings(d, req.tenant.key, conferenceOf(d, req), customer, req.locale);
  });

  app.get('/networking/events/registrations', async (req) => {
    const organiser = networkingOrganiser(d, req);
    return allRegistrations(d, conferenceOf(d, req), organiser, req.locale);
  });

  app.get<{ Params: { id: string } }>('/networking/events/:id/registrations/validated', async (req) => {
    networkingOrganiser(d, req);
    return validatedRegistrations(d, conferenceOf(d, req), idParam(req.params.id, 'eventId'));
  });

  app.post<{ Params: { id: string } }>('/networking/events/:id/register', async (req) => {
    const customer = networkingCustomer(d, req);
    return register(d, conferenceOf(d, req), customer, req.locale, idParam(req.params.id, 'eventId'));
  });

  app.post<{ Params: { id: string } }>('/networking/events/:id/unregister', async (req) => {
    const customer = networkingCustomer(d, req);
    return unregister(d, conferenceOf(d, req), customer, req.locale, idParam(req.params.id, 'eventId'));
  });

  app.post<{ Params: { eventId: string; registrationId: string; action: string } }>(
    '/networking/events/:eventId/registration/:registrationId/:action',
    async (req) => {
      const action = req.params.action as RegistrationAction;
      if (!REGISTRATION_ACTIONS.includes(action)) throw refusal(404, 'action', 'networking.not_found');
      networkingOrganiser(d, req);
      const { reason } = parseBody(registrationDecisionBodySchema, req.body ?? {});
      const { registration, publish } = moderateRegistration(
        d,
        req.tenant.key,
        conferenceOf(d, req),
        req.locale,
        idParam(req.params.eventId, 'eventId'),
        idParam(req.params.registrationId, 'registrationId'),
        action,
        reason ?? null,
      );
      send(publish);
      return registration;
    },
  );
}
