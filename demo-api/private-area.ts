/**
 * The private area's rules: the customer's registrations (confirmed and pending) with their
 * session, room and venue; whether the badge and the diploma are available and why not. The
 * routes (routes/private-area.ts) check the token, call these and send the PDFs.
 */
import type { CustomerConference } from '../lib/api/schemas';
import type { Locale, Tenant } from '../lib/tenants/schema';
import type { CustomerRow } from './auth';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { ApiError } from './errors';
import { hasRight } from './entitlements';
import { holdsTicket } from './participation';

export interface RegistrationRow {
  uuid: string;
  status: 'confirmed' | 'pending';
  missing: 'room' | 'ticket' | 'form' | null;
  created_at: string;
  id: number;
  slug: string;
  starts_at: string;
  ends_at: string;
  title: string;
  room: string | null;
  venue: string | null;
}

export function registrations(d: Deps, customerId: number, locale: Locale, conferenceId?: number): RegistrationRow[] {
  return d
    .sql(
      `SELECT r.uuid, r.status, r.missing, r.created_at, c.id, c.slug, c.starts_at, c.ends_at,
         ${tcol('ct', 'title')}, ${tcol('rt', 'name', 'room')}, ${tcol('vt', 'name', 'venue')}
       FROM registrations r JOIN conferences c ON c.id = r.conference_id
       ${tjoin('conference_i18n', 'conference_id', 'c.id', 'ct')}
       ${tjoin('room_i18n', 'room_id', 'r.room_id', 'rt')}
       ${tjoin('venue_i18n', 'venue_id', 'c.venue_id', 'vt')}
       WHERE r.customer_id = @customer AND (@conference IS NULL OR c.id = @conference)
       ORDER BY c.starts_ts, c.id`,
    )
    .all({ customer: customerId, locale, conference: conferenceId ?? null }) as RegistrationRow[];
}

export const toConference = (r: RegistrationRow): CustomerConference => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  room: r.room,
  venue: r.venue,
});

export interface EventRow {
  starts_at: string;
  ends_at: string;
}
export const eventOf = (d: Deps, tenant: string) => d.sql('SELECT starts_at, ends_at FROM events WHERE tenant = ?').get(tenant) as EventRow;

type AccreditationState = { available: true; reason: null } | { available: false; reason: 'email_not_verified' | 'ticket_required' | 'not_included' };

/**
 * The badge needs a verified e-mail and, where the tenant requires tickets (ticketRequired), a
 * ticket (a paid order: orders.ts grants the customer_tickets row) that includes the
 * accreditation right (entitlements.ts; the free online ticket does not).
 */
export function accreditationState(d: Deps, tenant: Tenant, c: CustomerRow): AccreditationState {
  if (c.email_verified !== 1) return { available: false, reason: 'email_not_verified' };
  if (tenant.ticketRequired && !holdsTicket(d, tenant.key, c.id)) return { available: false, reason: 'ticket_required' };
  if (!hasRight(d, tenant, c.id, 'accreditation')) return { available: false, reason: 'not_included' };
  return { available: true, reason: null };
}

/**
 * A badge asked for without the ticket the tenant requires. 422, not 403: the portal reads a 403
 * as a refused token and ends the session; the body says why and where to go.
 */
export const ticketRequired = () =>
  new ApiError(422, {
    message: 'A ticket is needed for the accreditation: buy one at /proceso-de-compra.',
    errors: { ticket: ['accreditation.ticket_required'] },
  });

type CertificateState = { available: true; reason: null } | { available: false; reason: 'event_not_finished' | 'no_attendance' | 'not_included' };

/** The diploma: a ticket that includes it (where tickets are required), the event over, and attendance. */
export function certificateState(d: Deps, tenant: Tenant, c: CustomerRow): CertificateState {
  if (!hasRight(d, tenant, c.id, 'diploma')) return { available: false, reason: 'not_included' };
  if (Date.parse(eventOf(d, tenant.key).ends_at) >= d.now().getTime()) return { available: false, reason: 'event_not_finished' };
  const attended = d.sql("SELECT 1 FROM registrations WHERE customer_id = ? AND status = 'confirmed' LIMIT 1").get(c.id);
  return attended ? { available: true, reason: null } : { available: false, reason: 'no_attendance' };
}

