/**
 * The private area: GET /customer/conferences, DELETE /customer/discard-pending-registration/{uuid},
 * GET /customer/customer-index-info, and the PDFs GET /customer/print-accreditation[/{id}] and
 * /customer/print-certificate[/{id}]. Rules in ../private-area.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Req = FastifyRequest;
import type { CustomerConferences, CustomerIndexInfo } from '../../lib/api/schemas';
import { requireCustomer } from '../auth';
import type { Deps } from '../deps';
import { notFound } from '../errors';
import { badgeCode } from '../badges';
import { checkedInOf } from '../checkin';
import { entitlementRefusal, qrPayload, requireRight } from '../entitlements';
import { discardPending } from '../participation';
import { accreditationState, certificateState, eventOf, registrations, ticketRequired, toConference, type RegistrationRow } from '../private-area';
import { announceWaitlist } from '../waitlist-news';
import { eventName } from '../mail';
import { heldTicket } from '../orders';
import { accreditationPdf, certificatePdf, pdfFileName } from '../pdf';
import { formatDateRange, zonedDate } from '../seed/i18n';
import { profileFor } from '../seed/tenants';
import { sectionsOf } from '../structure';

function sendPdf(reply: FastifyReply, bytes: Uint8Array, filename: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Content-Length', String(bytes.byteLength))
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(bytes));
}

function conferenceIdParam(id: string | undefined): number | undefined {
  if (id === undefined) return undefined;
  if (!/^\d{1,9}$/.test(id)) throw notFound('Not available');
  return Number(id);
}

export function privateAreaRoutes(app: FastifyInstance, d: Deps) {
  app.get('/customer/conferences', async (req) => {
    const c = requireCustomer(d, req);
    const rows = registrations(d, c.id, req.locale);
    const body: CustomerConferences = {
      registered: rows.filter((r) => r.status === 'confirmed').map((r) => ({ conference: toConference(r), registeredAt: r.created_at })),
      pending: rows
        .filter((r) => r.status === 'pending')
        .map((r) => ({ uuid: r.uuid, conference: toConference(r), createdAt: r.created_at, missing: r.missing ?? 'form' })),
    };
    return body;
  });

  app.delete<{ Params: { uuid: string } }>('/customer/discard-pending-registration/:uuid', async (req, reply) => {
    const c = requireCustomer(d, req);
    // The seat it held and its saved answers go with it (participation.ts).
    const discarded = discardPending(d, req.tenant, req.locale, c.id, req.params.uuid);
    if (discarded === null) {
      return reply.code(404).send({ message: 'Registration not found', errors: { uuid: ['registration.not_found'] } });
    }
    // The freed seat goes to the waiting list (announced with the seats).
    announceWaitlist(app, d, req, discarded.news);
    app.realtime.customerUpdated(req.tenant.key, c.id, 'registrations');
    return reply.code(204).send();
  });

  app.get('/customer/customer-index-info', async (req) => {
    const c = requireCustomer(d, req);
    const accreditation = accreditationState(d, req.tenant, c);
    const cert = certificateState(d, req.tenant, c);
    const body: CustomerIndexInfo = {
      accreditation: accreditation.available
        ? { ...accreditation, qr: badgeCode(d, req.tenant.key, c.id), checkedIn: checkedInOf(d, req.tenant.key, c.id) }
        : { ...accreditation, qr: null },
      certificate: cert,
      // Where tickets are required: how the customer holds one (an invitation gives one without an order).
      ticket: req.tenant.ticketRequired ? heldTicket(d, req.tenant.key, req.locale, c.id) : null,
      sections: sectionsOf(req.tenant),
    };
    return body;
  });

  app.get<{ Params: { id?: string } }>('/customer/print-accreditation', (req, reply) => accreditation(req.params.id, req, reply));
  app.get<{ Params: { id: string } }>('/customer/print-accreditation/:id', (req, reply) => accreditation(req.params.id, req, reply));
  app.get<{ Params: { id?: string } }>('/customer/print-certificate', (req, reply) => certificate(req.params.id, req, reply));
  app.get<{ Params: { id: string } }>('/customer/print-certificate/:id', (req, reply) => certificate(req.params.id, req, reply));

  async function accreditation(idParam: string | undefined, req: Req, reply: FastifyReply) {
    const c = requireCustomer(d, req);
    const tenant = req.tenant;
    const state = accreditationState(d, tenant, c);
    if (state.reason === 'email_not_verified') throw notFound('Accreditation not available');
    if (state.reason === 'ticket_required') throw ticketRequired();
    if (state.reason === 'not_included') throw entitlementRefusal(d, tenant.key, req.locale, c.id, 'accreditation');
    const conferenceId = conferenceIdParam(idParam);
    let session: RegistrationRow | undefined;
    if (conferenceId !== undefined) {
      session = registrations(d, c.id, req.locale, conferenceId).find((r) => r.status === 'confirmed');
      if (!session) throw notFound('Accreditation not available');
    }
    const ev = eventOf(d, tenant.key);
    const bytes = await accreditationPdf({
      locale: req.locale,
      timeZone: tenant.timeZone,
      event: eventName(d, tenant, req.locale),
      dates: formatDateRange(zonedDate(new Date(ev.starts_at), tenant.timeZone), zonedDate(new Date(ev.ends_at), tenant.timeZone), req.locale),
      customer: c,
      qr: badgeCode(d, tenant.key, c.id),
      session: session ? { title: session.title, room: session.room, startsAt: session.starts_at, endsAt: session.ends_at } : null,
    });
    return sendPdf(reply, bytes, pdfFileName('accreditation', req.locale, tenant.key, conferenceId));
  }

  async function certificate(idParam: string | undefined, req: Req, reply: FastifyReply) {
    const c = requireCustomer(d, req);
    const tenant = req.tenant;
    const conferenceId = conferenceIdParam(idParam);
    requireRight(d, tenant, req.locale, c.id, 'diploma');
    let session: RegistrationRow | undefined;
    if (conferenceId === undefined) {
      if (!certificateState(d, tenant, c).available) throw notFound('Certificate not available');
    } else {
      // A session's certificate: a confirmed registration to a session that has ended.
      session = registrations(d, c.id, req.locale, conferenceId).find((r) => r.status === 'confirmed');
      if (!session || Date.parse(session.ends_at) >= d.now().getTime()) throw notFound('Certificate not available');
    }
    const ev = eventOf(d, tenant.key);
    const bytes = await certificatePdf({
      locale: req.locale,
      event: eventName(d, tenant, req.locale),
      dates: formatDateRange(zonedDate(new Date(ev.starts_at), tenant.timeZone), zonedDate(new Date(ev.ends_at), tenant.timeZone), req.locale),
      organiser: profileFor(tenant).org,
      customer: c,
      issued: zonedDate(d.now(), tenant.timeZone),
      session: session ? { title: session.title, date: formatDateRange(zonedDate(new Date(session.starts_at), tenant.timeZone), zonedDate(new Date(session.starts_at), tenant.timeZone), req.locale) } : null,
      verification: qrPayload(d, tenant.key, c.id),
    });
    return sendPdf(reply, bytes, pdfFileName('certificate', req.locale, tenant.key, conferenceId));
  }
}
