/**
 * Changing an account's email address, the rules in one place (routes/account.ts parses):
 *
 * - asked for with the current password (wrong ones count against the same limit as
 *   change-password's); a link goes to the new address, and to the old one a notice with a link
 *   that cancels the change; every session ends (docs/product.md#states);
 * - the old address's link (`email_revert`, 7 days) cancels a change still awaiting its link
 *   (that link then answers `token.cancelled`), or undoes one already made (the account goes
 *   back to the old address, unless someone has taken it since); either way every session ends;
 * - a new password (reset or change) cancels a change awaiting its link: whoever asked for it
 *   with a stolen password loses it with the password;
 * - once the new address is confirmed, the old one is told, with a second link that undoes it
 *   (the first keeps working: the owner may read that one first).
 */
import type { FastifyRequest } from 'fastify';
import type { EmailChangeCancelled } from '../lib/api/schemas';
import type { Locale, Tenant } from '../lib/tenants/schema';
import { customerByEmail, customerById, deleteCustomerSessions, type CustomerRow } from './auth';
import type { Deps } from './deps';
import { unprocessable } from './errors';
import { mailLocale, portalLink, portalOrigin, sendMail } from './mail';
import { cancelTokens, issueToken, markTokenUsed, requireToken, retireTokens } from './tokens';

/** Where each link of a change lands in the portal. */
const CONFIRM_PATH = '/validate/';
export const CANCEL_PATH = '/cancelar-cambio-de-email/';

/**
 * The change asked for (checks done): the confirmation link to the new address, the notice with
 * its cancel link to the old one, every session ended. Returns the language the emails went in.
 */
export function requestEmailChange(d: Deps, req: FastifyRequest, tenant: Tenant, c: CustomerRow, email: string, askedLocale: unknown): Locale {
  const locale = sendConfirmation(d, req, tenant, c, email, askedLocale);
  retireTokens(d, c.id, 'email_revert');
  const revert = issueToken(d, { tenant: tenant.key, kind: 'email_revert', customerId: c.id, email: c.email });
  const link = portalLink(portalOrigin(tenant, req), locale, CANCEL_PATH + revert);
  sendMail(d, { tenant, to: c.email, locale, kind: 'emailChangeNotice', vars: { name: c.name, newEmail: email, link } });
  deleteCustomerSessions(d, c.id);
  return locale;
}

/** The confirmation link of an address change, to the new address (a fresh token; earlier ones retired). */
export function sendConfirmation(d: Deps, req: FastifyRequest, tenant: Tenant, c: CustomerRow, email: string, askedLocale: unknown): Locale {
  retireTokens(d, c.id, 'email_change');
  const token = issueToken(d, { tenant: tenant.key, kind: 'email_change', customerId: c.id, email });
  const locale = mailLocale(tenant, req.locale, askedLocale);
  const link = portalLink(portalOrigin(tenant, req), locale, CONFIRM_PATH + token);
  sendMail(d, { tenant, to: email, locale, kind: 'emailChange', vars: { name: c.name, link } });
  return locale;
}

/**
 * The new address confirmed (its token checked by the caller): the account takes it, links that
 * were for the old address stop working, and the old address is told, with a link that undoes it.
 */
export function completeEmailChange(d: Deps, req: FastifyRequest, tenant: Tenant, c: CustomerRow, newEmail: string): void {
  const oldEmail = c.email;
  d.sql('UPDATE customers SET email = ?, email_verified = 1 WHERE id = ?').run(newEmail, c.id);
  retireTokens(d, c.id, 'email_change');
  // Links sent to the old address (reset) must not work for the new one.
  retireTokens(d, c.id, 'reset');
  // The link sent when it was asked for still undoes it (the owner may read that one first); this
  // one too. Either, used, retires both.
  const undo = issueToken(d, { tenant: tenant.key, kind: 'email_revert', customerId: c.id, email: oldEmail });
  const locale = mailLocale(tenant, req.locale);
  const link = portalLink(portalOrigin(tenant, req), locale, CANCEL_PATH + undo);
  sendMail(d, { tenant, to: oldEmail, locale, kind: 'emailChanged', vars: { name: c.name, newEmail, link } });
}

/**
 * The old address's link: cancels the change awaiting its link, or undoes the one made; every
 * session of the account ends. 422 `token.*` for a bad link, `email.taken` when the old address
 * belongs to another account by now (nothing changes then).
 */
export function cancelEmailChange(d: Deps, tenant: Tenant, token: unknown): EmailChangeCancelled {
  const t = requireToken(d, tenant.key, ['email_revert'], token);
  const c = t.customer_id === null ? undefined : customerById(d, t.customer_id);
  if (!c || !t.email) throw unprocessable({ token: ['token.invalid'] });
  const oldEmail = t.email;
  return d.db.transaction((): EmailChangeCancelled => {
    const cancelled = cancelTokens(d, c.id, 'email_change') > 0;
    let undone = false;
    if (c.email.toLowerCase() !== oldEmail.toLowerCase()) {
      const other = customerByEmail(d, tenant.key, oldEmail);
      if (other && other.id !== c.id) throw unprocessable({ email: ['email.taken'] });
      d.sql('UPDATE customers SET email = ?, email_verified = 1 WHERE id = ?').run(oldEmail, c.id);
      // Links sent to the address being left must not work any more.
      retireTokens(d, c.id, 'reset');
      undone = true;
    }
    markTokenUsed(d, t);
    retireTokens(d, c.id, 'email_revert');
    deleteCustomerSessions(d, c.id);
    return { email: oldEmail, cancelled, undone };
  })();
}

/** A new password (reset or change): a change awaiting its link is cancelled. */
export function cancelPendingOnNewPassword(d: Deps, customerId: number): void {
  cancelTokens(d, customerId, 'email_change');
}
