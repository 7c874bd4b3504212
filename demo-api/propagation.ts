/**
 * Account propagation (docs/product.md#roles): a tenant whose registry entry has isInternalEvent and
 * propagateUsersPortals shares accounts with the other portals. A person with an account on
 * another tenant signs in (or signs up) here with that account's password, consents, and the
 * account is copied into this tenant, verified.
 */
import bcrypt from 'bcryptjs';
import type { Tenant } from '../lib/tenants/schema';
import { customerById, insertCustomer, type CustomerRow } from './auth';
import type { Deps } from './deps';

export const sharesAccounts = (t: Tenant) => t.isInternalEvent && t.propagateUsersPortals;

export type PropagationSource = { ok: true; row: CustomerRow } | { ok: false; reason: 'none' | 'unverified' };

/**
 * The account of another tenant with this address whose password matches. `unverified` when the
 * only match has not confirmed its address (it cannot be copied).
 */
export async function findPropagationSource(d: Deps, tenant: Tenant, email: string, password: string): Promise<PropagationSource> {
  const rows = d
    .sql('SELECT * FROM customers WHERE email = ? AND tenant <> ? ORDER BY id LIMIT 10')
    .all(email, tenant.key) as CustomerRow[];
  let unverified = false;
  for (const row of rows) {
    if (!(await bcrypt.compare(password, row.password_hash))) continue;
    if (row.email_verified === 1) return { ok: true, row };
    unverified = true;
  }
  return { ok: false, reason: unverified ? 'unverified' : 'none' };
}

/** Copies a customer into `tenant` (verified, not a moderator there); returns the new row. */
export function propagateCustomer(d: Deps, tenant: Tenant, source: CustomerRow, consents?: { dataProcessing: boolean; advertising?: boolean }): CustomerRow {
  const row: Record<string, unknown> = { ...source };
  delete row.id;
  Object.assign(row, {
    tenant: tenant.key,
    email_verified: 1,
    is_moderator: 0,
    photo: null,
    register_survey: null,
    created_at: new Date(d.clock()).toISOString(),
  });
  if (consents) {
    row.consent_data_processing = consents.dataProcessing ? 1 : 0;
    if (consents.advertising !== undefined) row.consent_advertising = consents.advertising ? 1 : 0;
  }
  return customerById(d, insertCustomer(d, row))!;
}
