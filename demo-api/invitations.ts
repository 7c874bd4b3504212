/**
 * Invitation codes that give a ticket, in one place: the organiser issues a
 * batch naming a ticket type (POST /admin/invitations), sees who redeemed which (GET
 * /admin/invitations), and the code gives that ticket through invitation sign-up
 * (POST /customer/invitation-signup) and through redeeming it signed in
 * (POST /customer/invitation-register). One ticket per account: a holder keeps the code unused.
 */
import crypto from 'node:crypto';
import type { AdminInvitation, InvitationTicket } from '../lib/api/schemas/account-extras';
import type { Locale, Tenant } from '../lib/tenants/schema';
import type { Deps } from './deps';
import { unprocessable } from './errors';
import { mailAccount, recipient } from './mail';
import { listTickets, ticketMailParts } from './orders';

/** The most codes one batch may issue. */
export const INVITATION_BATCH_MAX = 200;

/**
 * Gives the account the ticket `code` names (the tenant's fullest when the code names none),
 * where the tenant requires tickets; null elsewhere. Call inside the transaction that redeems the
 * code; the account gets its ticket's email. An account that holds a ticket → 422
 * `account.invitationTicketHeld` (the code stays unused).
 */
export function grantInvitationTicket(d: Deps, tenant: Tenant, locale: Locale, customerId: number, code: string): InvitationTicket | null {
  if (!tenant.ticketRequired) return null;
  if (d.sql('SELECT 1 FROM customer_tickets WHERE tenant = ? AND customer_id = ? LIMIT 1').get(tenant.key, customerId)) {
    throw unprocessable({ invitationCode: ['account.invitationTicketHeld'] });
  }
  const named = (d.sql('SELECT ticket_id FROM invitation_codes WHERE code = ?').get(code) as { ticket_id: number | null } | undefined)?.ticket_id ?? null;
  const tickets = listTickets(d, tenant.key, locale);
  const ticket = (named === null ? undefined : tickets.find((t) => t.id === named)) ?? tickets.at(-1);
  if (!ticket) return null;
  // The code is kept with the ticket: "my tickets" shows it as given by an invitation.
  d.sql('INSERT INTO customer_tickets (tenant, customer_id, created_at, ticket_id, invitation_code) VALUES (?, ?, ?, ?, ?)').run(
    tenant.key,
    customerId,
    new Date(d.clock()).toISOString(),
    ticket.id,
    code,
  );
  // The holder hears of it as a buyer does: the event's days and venues with its .ics, what the
  // ticket includes and, where it grants accreditation, the badge's QR (once per code).
  const r = recipient(d, tenant.key, customerId);
  const own = r.locale === locale ? ticket : (listTickets(d, tenant.key, r.locale).find((t) => t.id === ticket.id) ?? ticket);
  const parts = ticketMailParts(d, r, customerId, ticket.rights);
  mailAccount(d, r, 'invitationTicket', '/usuario#mis-entradas', { ...parts.vars, ticket: own.name, invitation: code }, { attachments: parts.attachments, links: parts.links, eventKey: `invitation:${code}:ticket` });
  return { id: ticket.id, name: ticket.name, description: ticket.description, rights: ticket.rights };
}

/** INV-<TENANT>-<8 random letters and digits, no look-alikes> */
function newCode(tenant: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.randomBytes(8);
  return `INV-${tenant.toUpperCase()}-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * POST /admin/invitations {ticketId, count, note?}: `count` new codes naming `ticketId`, in one
 * transaction. A ticket the tenant does not sell → 422 `validation.in` on ticketId.
 */
export function issueInvitations(d: Deps, tenant: Tenant, locale: Locale, body: { ticketId: number; count: number; note?: string | undefined }): AdminInvitation[] {
  if (!listTickets(d, tenant.key, locale).some((t) => t.id === body.ticketId)) throw unprocessable({ ticketId: ['validation.in'] });
  const at = new Date(d.clock()).toISOString();
  const codes: string[] = [];
  d.db.transaction(() => {
    const insert = d.sql('INSERT INTO invitation_codes (code, tenant, ticket_id, note, created_at) VALUES (?, ?, ?, ?, ?)');
    while (codes.length < body.count) {
      const code = newCode(tenant.key);
      if (d.sql('SELECT 1 FROM invitation_codes WHERE code = ?').get(code)) continue;
      insert.run(code, tenant.key, body.ticketId, body.note?.trim() || null, at);
      codes.push(code);
    }
  })();
  return listInvitations(d, tenant, locale).filter((i) => codes.includes(i.code));
}

/** GET /admin/invitations: every code of the tenant, newest batch first, with who redeemed it. */
export function listInvitations(d: Deps, tenant: Tenant, locale: Locale): AdminInvitation[] {
  const names = new Map(listTickets(d, tenant.key, locale).map((t) => [t.id, t.name]));
  const rows = d
    .sql(
      `SELECT i.code, i.ticket_id, i.note, i.created_at, i.used_at, c.id AS customer_id, c.name, c.surname, c.email
       FROM invitation_codes i LEFT JOIN customers c ON c.id = i.used_by
       WHERE i.tenant = ? ORDER BY i.created_at IS NULL, i.created_at DESC, i.code`,
    )
    .all(tenant.key) as {
    code: string;
    ticket_id: number | null;
    note: string | null;
    created_at: string | null;
    used_at: string | null;
    customer_id: number | null;
    name: string | null;
    surname: string | null;
    email: string | null;
  }[];
  return rows.map((r) => ({
    code: r.code,
    ticket: r.ticket_id === null ? null : { id: r.ticket_id, name: names.get(r.ticket_id) ?? '' },
    note: r.note,
    createdAt: r.created_at,
    redeemedAt: r.used_at,
    redeemedBy: r.customer_id === null ? null : { id: r.customer_id, name: `${r.name ?? ''} ${r.surname ?? ''}`.trim(), email: r.email ?? '' },
  }));
}
