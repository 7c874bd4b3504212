/**
 * Customer authentication: bcrypt passwords, opaque bearer tokens kept (hashed) in auth_sessions,
 * and a login rate limit. A missing, unknown or expired token is a 403 (docs/product.md#errors: the portal
 * clears its token on 403; 401 is never sent).
 */
import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { FastifyRequest } from 'fastify';
import type { Customer } from '../lib/api/schemas';
import type { Deps } from './deps';
import { ApiError, forbidden } from './errors';
import { matchOrigin } from './mail';

export const SESSION_DAYS = 30;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** A hash of a password nobody has: compared against when the email is unknown, so timing does not tell. */
export const DUMMY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.Kc8j4RQJ/u6xQPc6Z3pvZKxgRW2e';

export interface CustomerRow {
  id: number;
  /** the account's language and portal origin (rememberAccountContext), null before its first signed-in call */
  locale?: string | null;
  portal_origin?: string | null;
  tenant: string;
  email: string;
  password_hash: string;
  name: string;
  surname: string;
  second_surname: string | null;
  position: string | null;
  company: string | null;
  photo: string | null;
  telephone: string | null;
  university: string | null;
  job_title: string | null;
  treatment: string | null;
  date_of_birth: string | null;
  nationality: string | null;
  document_type: string | null;
  document_number: string | null;
  document_issue_date: string | null;
  document_expiry_date: string | null;
  food_restrictions: string | null;
  comments: string | null;
  gender: string | null;
  user_type: string | null;
  two_factor_method: 'NONE' | 'EMAIL';
  consent_data_processing: number;
  consent_advertising: number;
  email_verified: number;
  is_moderator: number;
  created_at: string;
  register_survey: string | null;
}

export function toCustomer(r: CustomerRow, media: Deps['media']): Customer {
  return {
    id: r.id,
    name: r.name,
    surname: r.surname,
    secondSurname: r.second_surname,
    email: r.email,
    position: r.position,
    company: r.company,
    photo: media(r.photo),
    telephone: r.telephone,
    university: r.university,
    jobTitle: r.job_title,
    treatment: r.treatment,
    dateOfBirth: r.date_of_birth,
    nationality: r.nationality,
    documentType: r.document_type,
    documentNumber: r.document_number,
    documentIssueDate: r.document_issue_date,
    documentExpiryDate: r.document_expiry_date,
    foodRestrictions: r.food_restrictions,
    comments: r.comments,
    gender: r.gender,
    userType: r.user_type,
    twoFactorMethod: r.two_factor_method,
    consentDataProcessing: r.consent_data_processing === 1,
    consentAdvertising: r.consent_advertising === 1,
    emailVerified: r.email_verified === 1,
    isModerator: r.is_moderator === 1,
  };
}

/** Failed logins per email + IP, in memory (per server instance). */
export class LoginLimiter {
  private failures = new Map<string, number[]>();
  constructor(private readonly now: () => number) {}

  private recent(key: string): number[] {
    const since = this.now() - LOGIN_WINDOW_MS;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Throws a 429 when the key has used up its failures. */
  check(key: string) {
    const list = this.recent(key);
    if (list.length >= LOGIN_MAX_FAILURES) {
      const retry = Math.max(1, Math.ceil((list[0]! + LOGIN_WINDOW_MS - this.now()) / 1000));
      throw new ApiError(429, { message: 'Too many login attempts' }, { 'Retry-After': String(retry) });
    }
  }
  fail(key: string) {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }
  clear(key: string) {
    this.failures.delete(key);
  }
}

export type LoginResult =
  | { ok: true; customer: CustomerRow }
  | { ok: false; reason: 'auth.failed' | 'auth.email_not_verified' | 'auth.email_change_pending'; customer?: CustomerRow };

/**
 * The account whose address change to `email` awaits its link (POST /customer/change-email), if
 * any: an unused, unexpired `email_change` token naming that address.
 */
export function customerChangingTo(d: Deps, tenant: string, email: string): CustomerRow | undefined {
  return d
    .sql(
      `SELECT c.* FROM one_time_tokens t JOIN customers c ON c.id = t.customer_id
       WHERE t.tenant = ? AND t.kind = 'email_change' AND t.email = ? COLLATE NOCASE AND t.used_at IS NULL AND t.expires_at > ?
       ORDER BY t.created_at DESC LIMIT 1`,
    )
    .get(tenant, email, d.clock()) as CustomerRow | undefined;
}

/** Whether the customer's address change awaits its link (docs/product.md#states: signed out until then). */
export function emailChangePending(d: Deps, customerId: number): boolean {
  return !!d
    .sql("SELECT 1 FROM one_time_tokens WHERE customer_id = ? AND kind = 'email_change' AND used_at IS NULL AND expires_at > ? LIMIT 1")
    .get(customerId, d.clock());
}

/**
 * Email and password → the customer, or why not. An account whose address change awaits its
 * link answers `auth.email_change_pending` to the right password with either address, the old
 * or the new one (docs/product.md#states: logged out until the new address is confirmed by link).
 */
export async function checkCredentials(d: Deps, tenant: string, email: string, password: string): Promise<LoginResult> {
  const row = customerByEmail(d, tenant, email) ?? customerChangingTo(d, tenant, email);
  const matches = await bcrypt.compare(password, row?.password_hash ?? DUMMY_HASH);
  if (!row || !matches) return { ok: false, reason: 'auth.failed' };
  if (emailChangePending(d, row.id)) return { ok: false, reason: 'auth.email_change_pending', customer: row };
  if (row.email_verified !== 1) return { ok: false, reason: 'auth.email_not_verified' };
  return { ok: true, customer: row };
}

export function createSession(d: Deps, tenant: string, customerId: number): string {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = d.clock();
  d.sql('INSERT INTO auth_sessions (token_hash, tenant, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    sha256(token),
    tenant,
    customerId,
    now,
    now + SESSION_DAYS * 86_400_000,
  );
  return token;
}

/** A session on the tenant's forum (its loginexternal.php): the sid, stored hashed like the API's tokens. */
export function createForumSession(d: Deps, tenant: string, customerId: number): string {
  const sid = crypto.randomBytes(24).toString('hex');
  d.sql('INSERT INTO forum_sessions (sid_hash, tenant, customer_id, created_at) VALUES (?, ?, ?, ?)').run(sha256(sid), tenant, customerId, d.clock());
  return sid;
}

export function customerExists(d: Deps, tenant: string, email: string): boolean {
  return d.sql('SELECT 1 FROM customers WHERE tenant = ? AND email = ?').get(tenant, email.trim()) !== undefined;
}

/** Inserts a customer (column → value): its id. */
export function insertCustomer(d: Deps, row: Record<string, unknown>): number {
  const cols = Object.keys(row);
  return Number(d.db.prepare(`INSERT INTO customers (${cols.join(', ')}) VALUES (${cols.map((k) => '@' + k).join(', ')})`).run(row).lastInsertRowid);
}

/** The address is vouched for (a link followed, an identity provider). */
export const markEmailVerified = (d: Deps, id: number) => d.sql('UPDATE customers SET email_verified = 1 WHERE id = ?').run(id);

export const customerById = (d: Deps, id: number) => d.sql('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;

export const customerByEmail = (d: Deps, tenant: string, email: string) =>
  d.sql('SELECT * FROM customers WHERE tenant = ? AND email = ?').get(tenant, email) as CustomerRow | undefined;

/** "Name Surname" of a customer, or undefined when there is none. */
export function customerFullName(d: Deps, id: number): string | undefined {
  const row = d.sql('SELECT name, surname FROM customers WHERE id = ?').get(id) as { name: string; surname: string } | undefined;
  return row ? `${row.name} ${row.surname}` : undefined;
}

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? h.match(/^Bearer\s+(\S+)\s*$/i) : null;
  return m ? m[1]! : null;
}

/** The signed-in customer of this tenant, or a 403. */
export function requireCustomer(d: Deps, req: FastifyRequest): CustomerRow {
  const token = bearerToken(req);
  if (!token) throw forbidden();
  const row = d
    .sql(
      `SELECT c.* FROM auth_sessions s JOIN customers c ON c.id = s.customer_id
       WHERE s.token_hash = ? AND s.tenant = ? AND s.expires_at > ?`,
    )
    .get(sha256(token), req.tenant.key, d.clock()) as CustomerRow | undefined;
  if (!row) throw forbidden();
  rememberAccountContext(d, req, row);
  return row;
}

/**
 * The account's language and portal, for the emails other people's actions cause (a meeting
 * request, a validation): the X-Locale of its last signed-in call, and its Origin when that is
 * one of the tenant's hosts (browser calls; the portal's server calls send none). Written only
 * when they change; a call without X-Locale leaves the language as it was.
 */
export function rememberAccountContext(d: Deps, req: FastifyRequest, row: CustomerRow) {
  // A call without X-Locale (a script, a tool) says nothing about the account's language.
  const locale = req.headers['x-locale'] ? req.locale : (row.locale ?? null);
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : '';
  const known = origin !== '' && matchOrigin(req.tenant, origin) === origin.replace(/\/+$/, '') ? origin.replace(/\/+$/, '') : row.portal_origin;
  if (locale === row.locale && known === row.portal_origin) return;
  d.sql('UPDATE customers SET locale = ?, portal_origin = ? WHERE id = ?').run(locale, known ?? null, row.id);
  row.locale = locale;
  row.portal_origin = known ?? null;
}

export function deleteSession(d: Deps, req: FastifyRequest) {
  const token = bearerToken(req);
  if (token) d.sql('DELETE FROM auth_sessions WHERE token_hash = ? AND tenant = ?').run(sha256(token), req.tenant.key);
}

/** Ends every session of a customer (email change, password reset, unsubscribe). */
export function deleteCustomerSessions(d: Deps, customerId: number, exceptToken?: string | null) {
  if (exceptToken) {
    d.sql('DELETE FROM auth_sessions WHERE customer_id = ? AND token_hash <> ?').run(customerId, sha256(exceptToken));
  } else {
    d.sql('DELETE FROM auth_sessions WHERE customer_id = ?').run(customerId);
  }
}

const limiters = new WeakMap<Deps, LoginLimiter>();
/** The login rate limit of one server instance (shared by login, forum login, propagated sign-up, change-password). */
export function loginLimiter(d: Deps): LoginLimiter {
  let l = limiters.get(d);
  if (!l) {
    l = new LoginLimiter(d.clock);
    limiters.set(d, l);
  }
  return l;
}
