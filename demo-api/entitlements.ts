/**
 * What a ticket lets its holder do, in one place (contract: lib/api/schemas/entitlements.ts).
 * Every door a right opens asks `requireRight` (or `hasRight` where it only shapes an answer):
 * registration in a room (participation.ts), gated streams and files (participation.ts gates),
 * the badge and the certificate (routes/private-area.ts), joining networking (networking.ts).
 *
 * Where the tenant does not require tickets (ticketRequired false) every right is open: nothing
 * is sold there. Where it does, the right comes from the one ticket the account holds
 * (customer_tickets → tickets.rights); a ticket given without a type (the organiser's, by hand)
 * opens everything, as tickets did before they carried rights.
 */
import crypto from 'node:crypto';
import { ENTITLEMENTS, type Entitlement, type EntitlementError } from '../lib/api/schemas/entitlements';
import type { Locale, Tenant } from '../lib/tenants/schema';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { ApiError } from './errors';

/** 'streams,files' → ['streams', 'files'] (unknown words dropped). */
export function parseRights(raw: string | null | undefined): Entitlement[] {
  const words = (raw ?? '').split(',').map((w) => w.trim());
  return ENTITLEMENTS.filter((r) => words.includes(r));
}

/**
 * The rights a tenant can honour at all: networking only where it runs networking (its registry
 * `networkingType`); every other right everywhere.
 */
export function offeredRights(tenant: Pick<Tenant, 'networkingType'>): Entitlement[] {
  return ENTITLEMENTS.filter((r) => r !== 'networking' || tenant.networkingType !== null);
}

/**
 * What a ticket type includes as every answer, email and PDF says it: its stored rights narrowed
 * to what the tenant offers, so a ticket never promises what the event lacks (the one reader).
 *
 *   ticketRights(d, 'digitalone', 'in_person,networking,diploma') → ['in_person', 'diploma']   (no networking there)
 *   ticketRights(d, 'demo', null)                                   → every right the tenant offers (a ticket given without a type)
 */
export function ticketRights(d: Deps, tenantKey: string, raw: string | null | undefined): Entitlement[] {
  const tenant = d.tenants.find((t) => t.key === tenantKey);
  const offered = tenant ? offeredRights(tenant) : [...ENTITLEMENTS];
  return raw === null || raw === undefined ? offered : parseRights(raw).filter((r) => offered.includes(r));
}

/** The rights of the ticket the customer holds on this tenant, or null without a ticket. */
export function heldRights(d: Deps, tenant: string, customerId: number): Entitlement[] | null {
  const row = d
    .sql('SELECT ct.ticket_id, t.rights FROM customer_tickets ct LEFT JOIN tickets t ON t.id = ct.ticket_id WHERE ct.tenant = ? AND ct.customer_id = ? ORDER BY ct.id LIMIT 1')
    .get(tenant, customerId) as { ticket_id: number | null; rights: string | null } | undefined;
  if (!row) return null;
  return row.ticket_id === null ? [...ENTITLEMENTS] : ticketRights(d, tenant, row.rights);
}

/** Whether the customer may pass the door of `right` on this tenant. */
export function hasRight(d: Deps, tenant: Tenant, customerId: number, right: Entitlement): boolean {
  if (!tenant.ticketRequired) return true;
  return heldRights(d, tenant.key, customerId)?.includes(right) ?? false;
}

/**
 * What a refusal offers: the cheapest ticket type the tenant sells that grants `right` and every
 * right of the ticket the customer holds (what would upgrade it: the press pass's holder is
 * offered the full ticket, not the cheaper online one that lacks its rooms), or null.
 */
export function ticketGranting(d: Deps, tenant: string, locale: Locale, customerId: number, right: Entitlement): { ticketId: number; name: string } | null {
  const rows = d
    .sql(
      `SELECT t.id, t.rights, ${tcol('ti', 'name')} FROM tickets t ${tjoin('ticket_i18n', 'ticket_id', 't.id', 'ti')}
       WHERE t.tenant = @tenant AND t.on_sale = 1 ORDER BY t.price_cents, t.position`,
    )
    .all({ tenant, locale }) as { id: number; rights: string; name: string }[];
  const needed = [right, ...(heldRights(d, tenant, customerId) ?? [])];
  const row = rows.find((r) => needed.every((n) => parseRights(r.rights).includes(n)));
  return row ? { ticketId: row.id, name: row.name } : null;
}

/**
 * The refusal of a door whose right the customer lacks: `entitlement.<right>` on the `ticket`
 * field, the right, and the ticket that grants it. 422 by default; gated files and streams answer
 * 403 WITH errors (participation's convention; the portal keeps the session either way).
 */
export function entitlementRefusal(d: Deps, tenant: string, locale: Locale, customerId: number, right: Entitlement, status: 403 | 422 = 422): ApiError {
  const body: EntitlementError = {
    message: `entitlement.${right}`,
    errors: { ticket: [`entitlement.${right}`] },
    entitlement: right,
    upgrade: ticketGranting(d, tenant, locale, customerId, right),
  };
  return new ApiError(status, body as unknown as ApiError['body']);
}

/** Throws the refusal unless the customer holds `right` (see hasRight). */
export function requireRight(d: Deps, tenant: Tenant, locale: Locale, customerId: number, right: Entitlement, status: 403 | 422 = 422) {
  if (!hasRight(d, tenant, customerId, right)) throw entitlementRefusal(d, tenant.key, locale, customerId, right, status);
}

/** The accreditation QR payload: EKT1:<tenant>:<customerId>:<first 10 hex of an HMAC>. */
export function qrPayload(d: Deps, tenant: string, customerId: number): string {
  const mac = crypto.createHmac('sha256', d.secret).update(`EKT1:${tenant}:${customerId}`).digest('hex').slice(0, 10);
  return `EKT1:${tenant}:${customerId}:${mac}`;
}
