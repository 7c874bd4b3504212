/**
 * Taking part in a session (docs/product.md#calls Conferences, Custom forms): registration state, register and
 * unregister per room, gated file downloads, attendance events, surveys and registration forms,
 * their uploads, and external registration. The rules live in ../participation.ts.
 *
 *   GET  /conferences/{id}/registration             signed in → RegistrationState
 *   POST /conferences/{id}/register {room_id}        signed in → RegistrationState
 *   POST /conferences/{id}/unregister {room_id}      signed in → RegistrationState (a freed seat goes to the waiting list)
 *   POST /conferences/{id}/waitlist {room_id}        signed in → RegistrationState (joins a full room's waiting list)
 *   POST /conferences/{id}/waitlist/leave            signed in → RegistrationState
 *   GET  /conferences/{id}/waitlist                  organisers (403 otherwise) → SessionWaitlist
 *   POST /conferences/{id}/registrations/{uuid}/remove {reason?}  organisers (403 otherwise) → SessionWaitlist
 *   GET  /conferences/{id}/files/{fileId}            the bytes; gated: 401 / 403 without the right token
 *   POST /conferences/{id}/events {event}            signed in, stream gate open → 204
 *   GET  /conferences/surveys[?conference_id=]       signed in → SessionSurvey[]
 *   GET  /conferences/custom-form?conference_id=&kind=survey|registration → SessionForm
 *   POST /conferences/custom-form/completed          signed in → SurveyAnswer (201) | RegistrationState
 *   POST /custom-form/completed                      signed in → SurveyAnswer (201)
 *   POST /custom-form/{id}/upload-files              signed in, multipart → { files }
 *   POST /custom-form/external-register              no account, where the form allows it → { id } (201; 200 the same seat again)
 *   GET  /media/posters/{id}.svg                     a stream's poster (public)
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attendanceEventBodySchema, completeFormBodySchema, externalRegisterBodySchema, registerBodySchema } from '../../lib/api/schemas';
import { moderationReasonBodySchema } from '../../lib/api/schemas/live';
import { customerChannel, LIVE_EVENTS } from '../../lib/api/schemas/realtime-names';
import { intQuery, strQuery, type Deps } from '../deps';
import { ApiError, notFound, parseBody, unprocessable } from '../errors';
import { removeExternal, registerExternal } from '../external-registration';
import { storeUploads, type UploadPart } from '../form-answers';
import { publishSeats } from '../live';
import { pdfOfSize } from '../media';
import {
  answerRegistrationForm,
  answerSurvey,
  followClock,
  formOfSession,
  hasPoster,
  localDays,
  joinWaitlist,
  leaveWaitlist,
  optionalParticipant,
  participant,
  recordAttendance,
  refuse,
  register,
  removeByOrganiser,
  requireGate,
  sessionFile,
  sessionOf,
  stateOf,
  surveysOf,
  unregister,
  waitlistOf,
} from '../participation';
import { findSessionForm } from '../seed/session-forms';
import { announceWaitlist } from '../waitlist-news';

/** Largest upload accepted at all (a question's own maxSizeKb is checked after). */
const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export function participationRoutes(app: FastifyInstance, d: Deps) {
  // Sessions that follow the clock move to the new day the first time they are asked for on it.
  let day = followClock(d);
  app.addHook('onRequest', async () => {
    if (localDays(d) !== day) day = followClock(d);
  });

  app.get<{ Params: { key: string } }>('/conferences/:key/registration', async (req) => {
    const customer = participant(d, req);
    return stateOf(d, req.tenant, req.locale, customer, sessionOf(d, req.tenant.key, req.params.key));
  });

  app.post<{ Params: { key: string } }>('/conferences/:key/register', async (req) => {
    const customer = participant(d, req);
    const body = parseBody(registerBodySchema, req.body);
    const state = register(d, req.tenant, req.locale, customer, req.params.key, body.room_id);
    publishSeats(app, d, req.tenant.key, state.conferenceId);
    return state;
  });

  app.post<{ Params: { key: string } }>('/conferences/:key/unregister', async (req) => {
    const customer = participant(d, req);
    const body = parseBody(registerBodySchema, req.body);
    const { news, ...state } = unregister(d, req.tenant, req.locale, customer, req.params.key, body.room_id);
    announceWaitlist(app, d, req, news);
    return state;
  });

  app.post<{ Params: { key: string } }>('/conferences/:key/waitlist', async (req) => {
    const customer = participant(d, req);
    const body = parseBody(registerBodySchema, req.body);
    const state = joinWaitlist(d, req.tenant, req.locale, customer, req.params.key, body.room_id);
    announceWaitlist(app, d, req, { conferenceId: state.conferenceId, promoted: [], skipped: [], changed: true });
    return state;
  });

  app.post<{ Params: { key: string } }>('/conferences/:key/waitlist/leave', async (req) => {
    const customer = participant(d, req);
    const { left, ...state } = leaveWaitlist(d, req.tenant, req.locale, customer, req.params.key);
    announceWaitlist(app, d, req, { conferenceId: state.conferenceId, promoted: [], skipped: [], changed: left });
    return state;
  });

  /** Organisers only: a customer who is not one gets 403 live.forbidden (no token: 401). */
  const organiser = (req: FastifyRequest) => {
    const customer = participant(d, req);
    if (customer.is_moderator !== 1) throw new ApiError(403, { message: 'Forbidden', errors: { waitlist: ['live.forbidden'] } } as ApiError['body']);
    return customer;
  };

  app.get<{ Params: { key: string } }>('/conferences/:key/waitlist', async (req) => {
    organiser(req);
    return waitlistOf(d, req.locale, sessionOf(d, req.tenant.key, req.params.key));
  });

  app.post<{ Params: { key: string; uuid: string } }>('/conferences/:key/registrations/:uuid/remove', async (req) => {
    organiser(req);
    const { reason } = parseBody(moderationReasonBodySchema, req.body ?? {});
    // A seat taken without an account: no account to tell, only the seat and the waiting list.
    const external = removeExternal(d, req.tenant, req.locale, req.params.key, req.params.uuid);
    if (external) {
      announceWaitlist(app, d, req, external.news);
      return waitlistOf(d, req.locale, sessionOf(d, req.tenant.key, external.news.conferenceId));
    }
    const { customerId, roomId, news } = removeByOrganiser(d, req.tenant, req.locale, req.params.key, req.params.uuid, reason);
    // The registrant first (their page reads its state again and says why), then the freed seat's news.
    app.realtime.publish([customerChannel(req.tenant.key, customerId)], LIVE_EVENTS.registrationRemoved, { conferenceId: news.conferenceId, roomId, reason: reason ?? null });
    app.realtime.customerUpdated(req.tenant.key, customerId, 'registrations');
    announceWaitlist(app, d, req, news);
    return waitlistOf(d, req.locale, sessionOf(d, req.tenant.key, news.conferenceId));
  });

  app.get<{ Params: { key: string; fileId: string } }>('/conferences/:key/files/:fileId', async (req, reply) => {
    const s = sessionOf(d, req.tenant.key, req.params.key);
    const f = sessionFile(d, req.locale, s, req.params.fileId);
    requireGate(d, req.tenant, optionalParticipant(d, req), s, f.gate, 'file', 'files', req.locale);
    const bytes = pdfOfSize(`${f.title} - ${f.name}`, f.size_kb * 1024);
    const filename = `${s.slug}-${f.id}.pdf`;
    return reply
      .header('Content-Type', f.mime)
      .header('Content-Length', String(bytes.length))
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Cache-Control', f.gate === 'public' ? 'public, max-age=86400' : 'private, no-store')
      .send(bytes);
  });

  app.post<{ Params: { key: string } }>('/conferences/:key/events', async (req, reply) => {
    const customer = participant(d, req);
    const body = parseBody(attendanceEventBodySchema, req.body);
    recordAttendance(d, req.tenant, customer, sessionOf(d, req.tenant.key, req.params.key), body.event);
    return reply.code(204).send();
  });

  app.get('/conferences/surveys', async (req) => {
    const customer = participant(d, req);
    return surveysOf(d, req.tenant, req.locale, customer, intQuery(req.query, 'conference_id'));
  });

  app.get('/conferences/custom-form', async (req) => {
    const id = intQuery(req.query, 'conference_id');
    if (id === undefined) throw unprocessable({ conference_id: ['validation.required'] });
    const kind = strQuery(req.query, 'kind', ['survey', 'registration'] as const) ?? 'registration';
    const s = sessionOf(d, req.tenant.key, id);
    const formId = kind === 'survey' ? s.survey_form_id : s.registration_form_id;
    const form = formId ? findSessionForm(req.tenant, formId, req.locale) : null;
    if (!form) throw notFound('This session has no such form');
    return form;
  });

  app.post('/conferences/custom-form/completed', async (req, reply) => {
    const customer = participant(d, req);
    const body = parseBody(completeFormBodySchema, req.body);
    if (body.conference_id === undefined) throw unprocessable({ conference_id: ['validation.required'] });
    const s = sessionOf(d, req.tenant.key, body.conference_id);
    const { form, kind } = formOfSession(req.tenant, req.locale, s, body.custom_form_id);
    if (kind === 'survey') {
      if (body.draft) throw unprocessable({ draft: ['validation.in'] });
      requireGate(d, req.tenant, customer, s, s.survey_gate ?? 'registered', 'custom_form_id');
      return reply.code(201).send(answerSurvey(d, req.tenant.key, customer.id, form, s.id, body.survey));
    }
    // The registration form: only for a pending registration; a draft keeps it pending.
    return answerRegistrationForm(d, req.tenant, req.locale, customer, s, form, body.survey, body.draft);
  });

  /** A survey outside any session: the tenant's survey form, answered once. */
  app.post('/custom-form/completed', async (req, reply) => {
    const customer = participant(d, req);
    const body = parseBody(completeFormBodySchema.omit({ conference_id: true, draft: true }), req.body);
    const form = findSessionForm(req.tenant, body.custom_form_id, req.locale);
    if (!form || form.purpose !== 'survey') throw refuse(404, 'custom_form_id', 'survey.not_available');
    return reply.code(201).send(answerSurvey(d, req.tenant.key, customer.id, form, 0, body.survey));
  });

  app.post('/custom-form/external-register', async (req, reply) => {
    const body = parseBody(externalRegisterBodySchema, req.body);
    const { id, conferenceId, created } = registerExternal(d, req.tenant, req.locale, body, req.ip);
    if (created) publishSeats(app, d, req.tenant.key, conferenceId);
    return reply.code(created ? 201 : 200).send({ id });
  });

  app.get<{ Params: { file: string } }>('/media/posters/:file', async (req, reply) => {
    const m = req.params.file.match(/^(\d+)\.svg$/);
    if (!m || !hasPoster(d, Number(m[1]))) throw notFound();
    return reply
      .header('Content-Type', 'image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720" role="img" aria-label="">' +
          '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#457b9d"/></linearGradient></defs>' +
          '<rect width="1280" height="720" fill="url(#g)"/><circle cx="640" cy="360" r="96" fill="#fff" opacity=".9"/><path d="M610 300 L690 360 L610 420 Z" fill="#1d3557"/></svg>',
      );
  });

  // Multipart only where it is needed (an encapsulated plugin), as for the contact form.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 5, fields: 10 } });
    scope.post<{ Params: { id: string } }>('/custom-form/:id/upload-files', async (req, reply) => {
      const customer = participant(d, req);
      const form = findSessionForm(req.tenant, req.params.id, req.locale);
      if (!form) throw notFound('Form not found');
      if (!req.isMultipart()) throw new ApiError(415, { message: 'Send the files as multipart/form-data' });
      const parts: UploadPart[] = [];
      for await (const part of req.parts()) {
        if (part.type !== 'file') continue;
        const file = part as MultipartFile;
        const data = await file.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') return null;
          throw err;
        });
        parts.push({ field: file.fieldname, name: file.filename, data: data ?? Buffer.alloc(0), truncated: data === null });
      }
      const files = storeUploads(d, req.tenant.key, customer.id, form, parts);
      return reply.code(201).send({ files });
    });
  });
}
