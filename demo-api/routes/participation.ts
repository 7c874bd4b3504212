/**
 * Taking part in a session (SPEC §7 Conferences, Custom forms): registration state, register and
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
 *   POST /custom-form/external-register              no account → { id } (201)
 *   GET  /media/posters/{id}.svg                     a stream's poster (public)
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  attendanceEventBodySchema,
  completeFormBodySchema,
  externalRegisterBodySchema,
  registerBodySchema,
  UPLOAD_DEFAULT_MAX_KB,
  type SessionForm,
  type SessionSurvey,
  type UploadedFile,
} from '../../lib/api/schemas';
import { tcol, tjoin } from '../db';
import { intQuery, strQuery, type Deps } from '../deps';
import { ApiError, notFound, parseBody, unprocessable } from '../errors';
import { accepts, checkAnswers, completedAnswer, saveAnswers, sniffType, storeUpload } from '../form-answers';
import {
  confirmPending,
  followClock,
  localDays,
  gateOpen,
  isPending,
  joinWaitlist,
  leaveWaitlist,
  optionalParticipant,
  participant,
  recordAttendance,
  refuse,
  register,
  removeByOrganiser,
  requireGate,
  sessionOf,
  stateOf,
  unregister,
  waitlistOf,
  type SessionRow,
} from '../participation';
import { publishSeats } from '../live';
import { moderationReasonBodySchema } from '../../lib/api/schemas/live';
import { customerChannel, LIVE_EVENTS } from '../../lib/api/schemas/realtime-names';
import { announceWaitlist } from '../waitlist-news';
import { findSessionForm } from '../seed/session-forms';
import { tinyPdf } from '../media';

/** Largest upload accepted at all (a question's own maxSizeKb is checked after). */
const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * A PDF of exactly `bytes` bytes (when larger than the bare page): the declared size of a file
 * is its real size, so download progress means something. Padding is an unreferenced stream.
 */
export function pdfOfSize(text: string, bytes: number): Buffer {
  const page = tinyPdf(text);
  const eof = page.lastIndexOf('startxref');
  if (bytes <= page.length + 64) return page;
  // Insert a comment block before the cross-reference table does not move any object offset.
  const xrefAt = page.lastIndexOf('xref\n', eof);
  const head = page.subarray(0, xrefAt);
  const tail = page.subarray(xrefAt).toString('latin1');
  const oldStart = Number(tail.match(/startxref\n(\d+)/)![1]);
  // startxref grows by the padding, and its text may gain digits: take those from the padding.
  let pad = bytes - page.length;
  for (let i = 0; i < 3; i++) pad = bytes - page.length - (String(oldStart + pad).length - String(oldStart).length);
  const line = '%' + ' '.repeat(78) + '\n';
  let filler = line.repeat(Math.floor(pad / line.length));
  const rest = pad - filler.length;
  if (rest > 0) filler += rest === 1 ? '\n' : '%' + ' '.repeat(rest - 2) + '\n';
  const startxref = oldStart + pad;
  return Buffer.concat([head, Buffer.from(filler, 'latin1'), Buffer.from(tail.replace(/startxref\n\d+/, `startxref\n${startxref}`), 'latin1')]);
}

function sessionForm(d: Deps, req: { tenant: Parameters<typeof findSessionForm>[0]; locale: Parameters<typeof findSessionForm>[2] }, s: SessionRow, formId: number): { form: SessionForm; kind: 'survey' | 'registration' } {
  const kind = formId === s.survey_form_id ? 'survey' : formId === s.registration_form_id ? 'registration' : null;
  const form = kind ? findSessionForm(req.tenant, formId, req.locale) : null;
  if (!kind || !form) throw refuse(404, 'custom_form_id', 'survey.not_available');
  return { form, kind };
}

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
    const { customerId, roomId, news } = removeByOrganiser(d, req.tenant, req.locale, req.params.key, req.params.uuid, reason);
    // The registrant first (their page reads its state again and says why), then the freed seat's news.
    app.realtime.publish([customerChannel(req.tenant.key, customerId)], LIVE_EVENTS.registrationRemoved, { conferenceId: news.conferenceId, roomId, reason: reason ?? null });
    app.realtime.customerUpdated(req.tenant.key, customerId, 'registrations');
    announceWaitlist(app, d, req, news);
    return waitlistOf(d, req.locale, sessionOf(d, req.tenant.key, news.conferenceId));
  });

  app.get<{ Params: { key: string; fileId: string } }>('/conferences/:key/files/:fileId', async (req, reply) => {
    const s = sessionOf(d, req.tenant.key, req.params.key);
    if (!/^\d{1,9}$/.test(req.params.fileId)) throw notFound('File not found');
    const f = d
      .sql(
        `SELECT f.id, f.gate, f.mime, f.size_kb, ${tcol('fi', 'name')}, ${tcol('ci', 'title')}
         FROM conference_files f ${tjoin('conference_file_i18n', 'file_id', 'f.id', 'fi')} ${tjoin('conference_i18n', 'conference_id', 'f.conference_id', 'ci')}
         WHERE f.id = @id AND f.conference_id = @conference`,
      )
      .get({ id: Number(req.params.fileId), conference: s.id, locale: req.locale }) as
      | { id: number; gate: 'public' | 'login' | 'registered' | 'ticket'; mime: string; size_kb: number; name: string; title: string }
      | undefined;
    if (!f) throw notFound('File not found');
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
    const only = intQuery(req.query, 'conference_id');
    const rows = d
      .sql(
        `SELECT c.id FROM conferences c JOIN conference_participation p ON p.conference_id = c.id
         WHERE c.tenant = @tenant AND p.survey_form_id IS NOT NULL AND (@only IS NULL OR c.id = @only) ORDER BY c.starts_ts, c.id`,
      )
      .all({ tenant: req.tenant.key, only: only ?? null }) as { id: number }[];
    const list: SessionSurvey[] = [];
    for (const { id } of rows) {
      const s = sessionOf(d, req.tenant.key, id);
      if (!gateOpen(d, req.tenant, customer, s, s.survey_gate ?? 'registered')) continue;
      const title = d.sql(`SELECT ${tcol('ct', 'title')} FROM conferences c ${tjoin('conference_i18n', 'conference_id', 'c.id', 'ct')} WHERE c.id = @id`).get({ id, locale: req.locale }) as { title: string };
      list.push({ conferenceId: s.id, slug: s.slug, title: title.title, formId: s.survey_form_id!, answer: completedAnswer(d, customer.id, s.survey_form_id!, s.id) });
    }
    return list;
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
    const { form, kind } = sessionForm(d, req, s, body.custom_form_id);
    if (kind === 'survey') {
      if (body.draft) throw unprocessable({ draft: ['validation.in'] });
      requireGate(d, req.tenant, customer, s, s.survey_gate ?? 'registered', 'custom_form_id');
      const answer = d.db
        .transaction(() => {
          if (completedAnswer(d, customer.id, form.id, s.id)) throw refuse(409, 'custom_form_id', 'survey.already_answered');
          const errors = checkAnswers(d, form, body.survey, { customerId: customer.id });
          if (Object.keys(errors).length) throw unprocessable(errors);
          saveAnswers(d, req.tenant.key, customer.id, form.id, s.id, body.survey, 'completed');
          return completedAnswer(d, customer.id, form.id, s.id)!;
        })
        .immediate();
      return reply.code(201).send(answer);
    }
    // The registration form: only for a pending registration; a draft keeps it pending.
    return d.db
      .transaction(() => {
        if (!isPending(d, customer.id, s.id)) throw refuse(422, 'conference', 'registration.not_pending');
        const errors = checkAnswers(d, form, body.survey, { draft: body.draft, customerId: customer.id });
        if (Object.keys(errors).length) throw unprocessable(errors);
        saveAnswers(d, req.tenant.key, customer.id, form.id, s.id, body.survey, body.draft ? 'draft' : 'completed');
        if (!body.draft) confirmPending(d, customer.id, s.id);
        return stateOf(d, req.tenant, req.locale, customer, s);
      })
      .immediate();
  });

  /** A survey outside any session: the tenant's survey form, answered once. */
  app.post('/custom-form/completed', async (req, reply) => {
    const customer = participant(d, req);
    const body = parseBody(completeFormBodySchema.omit({ conference_id: true, draft: true }), req.body);
    const form = findSessionForm(req.tenant, body.custom_form_id, req.locale);
    if (!form || form.purpose !== 'survey') throw refuse(404, 'custom_form_id', 'survey.not_available');
    const answer = d.db
      .transaction(() => {
        if (completedAnswer(d, customer.id, form.id, 0)) throw refuse(409, 'custom_form_id', 'survey.already_answered');
        const errors = checkAnswers(d, form, body.survey, { customerId: customer.id });
        if (Object.keys(errors).length) throw unprocessable(errors);
        saveAnswers(d, req.tenant.key, customer.id, form.id, 0, body.survey, 'completed');
        return completedAnswer(d, customer.id, form.id, 0)!;
      })
      .immediate();
    return reply.code(201).send(answer);
  });

  app.post('/custom-form/external-register', async (req, reply) => {
    const body = parseBody(externalRegisterBodySchema, req.body);
    const errors: Record<string, string[]> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email.trim())) errors.email = ['validation.email'];
    if (!body.name.trim()) errors.name = ['validation.required'];
    if (!body.surname.trim()) errors.surname = ['validation.required'];
    const s = sessionOf(d, req.tenant.key, body.conference_id);
    if (body.custom_form_id !== s.registration_form_id) throw refuse(404, 'custom_form_id', 'survey.not_available');
    const form = findSessionForm(req.tenant, body.custom_form_id, req.locale)!;
    // File questions need an account (uploads belong to a customer): not offered here.
    const fields = { ...form, fields: form.fields.filter((f) => f.type !== 'file') };
    Object.assign(errors, checkAnswers(d, fields, body.survey, { customerId: 0 }));
    if (Object.keys(errors).length) throw unprocessable(errors);
    const id = d.db
      .transaction(() => {
        if (s.registration_required !== 1 || Date.parse(s.ends_at) <= d.now().getTime()) throw refuse(422, 'conference', 'registration.closed');
        const rooms = d.sql('SELECT room_id FROM conference_rooms WHERE conference_id = ?').all(s.id) as { room_id: number }[];
        const roomId = body.room_id ?? null;
        if (rooms.length && roomId === null) throw refuse(422, 'room_id', 'registration.room_required');
        if (roomId !== null && !rooms.some((r) => r.room_id === roomId)) throw refuse(422, 'room_id', 'validation.in');
        if (d.sql('SELECT 1 FROM external_registrations WHERE conference_id = ? AND email = ?').get(s.id, body.email.trim())) {
          throw refuse(422, 'email', 'registration.duplicate_room');
        }
        if (roomId !== null) {
          const taken = d.sql('UPDATE conference_rooms SET seats_occupied = seats_occupied + 1 WHERE conference_id = ? AND room_id = ? AND seats_occupied < seats_total').run(s.id, roomId);
          if (taken.changes === 0) {
            const left = d.sql('SELECT 1 FROM conference_rooms WHERE conference_id = ? AND seats_occupied < seats_total').get(s.id);
            throw left ? refuse(422, 'room_id', 'registration.room_full') : refuse(422, 'conference', 'registration.full');
          }
        }
        return Number(
          d
            .sql('INSERT INTO external_registrations (tenant, conference_id, room_id, form_id, email, name, surname, answers, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
            .run(req.tenant.key, s.id, roomId, form.id, body.email.trim(), body.name.trim(), body.surname.trim(), JSON.stringify(body.survey), new Date(d.clock()).toISOString()).lastInsertRowid,
        );
      })
      .immediate();
    publishSeats(app, d, req.tenant.key, s.id);
    return reply.code(201).send({ id });
  });

  app.get<{ Params: { file: string } }>('/media/posters/:file', async (req, reply) => {
    const m = req.params.file.match(/^(\d+)\.svg$/);
    const row = m ? (d.sql('SELECT stream_poster FROM conference_participation WHERE conference_id = ?').get(Number(m[1])) as { stream_poster: string | null } | undefined) : undefined;
    if (!row?.stream_poster) throw notFound();
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
      const parts: { field: string; name: string; data: Buffer; truncated: boolean }[] = [];
      for await (const part of req.parts()) {
        if (part.type !== 'file') continue;
        const file = part as MultipartFile;
        const data = await file.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') return null;
          throw err;
        });
        parts.push({ field: file.fieldname, name: file.filename, data: data ?? Buffer.alloc(0), truncated: data === null });
      }
      const errors: Record<string, string[]> = {};
      const checked: { field: string; name: string; type: string; data: Buffer }[] = [];
      for (const p of parts) {
        const q = form.fields.find((f) => f.name === p.field);
        if (!q || q.type !== 'file') {
          errors[p.field] = ['validation.in'];
          continue;
        }
        const max = (q.maxSizeKb ?? UPLOAD_DEFAULT_MAX_KB) * 1024;
        if (p.truncated || p.data.length > max) {
          errors[p.field] = ['upload.too_large'];
          continue;
        }
        const type = sniffType(p.data);
        if (!accepts(q.accept, type)) {
          errors[p.field] = ['upload.type'];
          continue;
        }
        checked.push({ field: p.field, name: p.name, type: type!, data: p.data });
      }
      if (parts.length === 0) throw unprocessable({ files: ['validation.required'] });
      if (Object.keys(errors).length) throw unprocessable(errors);
      const files: UploadedFile[] = checked.map((c) => storeUpload(d, req.tenant.key, customer.id, form.id, c.field, c.name, c.type, c.data));
      return reply.code(201).send({ files });
    });
  });
}
