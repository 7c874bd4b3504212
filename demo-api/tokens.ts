/**
 * Single-use tokens (links sent by email, SSO) and two-factor challenges. Only hashes are
 * stored; the clear value exists in the answer or the email that carries it, never in a log.
 */
import crypto from 'node:crypto';
import type { Deps } from './deps';
import { sha256 } from './auth';
import { ApiError, unprocessable } from './errors';

/**
 * `email_change` confirms a new address (to that address); `email_revert` (to the old one, whose
 * address it carries) cancels the change, or undoes it once done, and ends every session.
 */
export type TokenKind = 'verify' | 'email_change' | 'email_revert' | 'reset' | 'sso';

const HOUR = 3_600_000;
/** Lifetimes: sign-up verification 48 h, email change 24 h, its undo 7 days, password reset 1 h, SSO 10 min. */
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  verify: 48 * HOUR,
  email_change: 24 * HOUR,
  email_revert: 7 * 24 * HOUR,
  reset: HOUR,
  sso: 10 * 60_000,
};

export interface TokenRow {
  token_hash: string;
  tenant: string;
  kind: TokenKind;
  customer_id: number | null;
  email: string | null;
  data: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** `token.cancelled`: an address change's link after the change was cancelled (cancelTokens). */
export type TokenError = 'token.invalid' | 'token.expired' | 'token.used' | 'token.cancelled';

/** What `data` says of a token retired by a cancellation rather than used. */
const CANCELLED = '"cancelled"';

export const randomToken = () => crypto.randomBytes(32).toString('base64url');

export function issueToken(
  d: Deps,
  t: { tenant: string; kind: TokenKind; customerId?: number | null; email?: string | null; data?: unknown },
): string {
  const token = randomToken();
  const now = d.clock();
  d.sql(
    `INSERT INTO one_time_tokens (token_hash, tenant, kind, customer_id, email, data, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sha256(token),
    t.tenant,
    t.kind,
    t.customerId ?? null,
    t.email ?? null,
    t.data === undefined ? null : JSON.stringify(t.data),
    now,
    now + TOKEN_TTL_MS[t.kind],
  );
  return token;
}

/** Looks a token up without using it. */
export function checkToken(
  d: Deps,
  tenant: string,
  kinds: readonly TokenKind[],
  token: unknown,
): { ok: true; row: TokenRow } | { ok: false; error: TokenError } {
  if (typeof token !== 'string' || token === '' || token.length > 512) return { ok: false, error: 'token.invalid' };
  const row = d.sql('SELECT * FROM one_time_tokens WHERE token_hash = ?').get(sha256(token)) as TokenRow | undefined;
  if (!row || row.tenant !== tenant || !kinds.includes(row.kind)) return { ok: false, error: 'token.invalid' };
  if (row.used_at !== null) return { ok: false, error: row.data === CANCELLED ? 'token.cancelled' : 'token.used' };
  if (row.expires_at <= d.clock()) return { ok: false, error: 'token.expired' };
  return { ok: true, row };
}

/** Like checkToken, but a bad token is a 422 on field `token`. */
export function requireToken(d: Deps, tenant: string, kinds: readonly TokenKind[], token: unknown, field = 'token'): TokenRow {
  const r = checkToken(d, tenant, kinds, token);
  if (!r.ok) throw unprocessable({ [field]: [r.error] });
  return r.row;
}

export function markTokenUsed(d: Deps, row: TokenRow) {
  d.sql('UPDATE one_time_tokens SET used_at = ? WHERE token_hash = ?').run(d.clock(), row.token_hash);
}

/**
 * Cancels every unused token of a kind of a customer: they answer token.cancelled from then on
 * (an address change cancelled from the old address, or by a new password). Returns how many.
 */
export function cancelTokens(d: Deps, customerId: number, kind: TokenKind): number {
  return d
    .sql(`UPDATE one_time_tokens SET used_at = ?, data = '${CANCELLED}' WHERE customer_id = ? AND kind = ? AND used_at IS NULL AND expires_at > ?`)
    .run(d.clock(), customerId, kind, d.clock()).changes;
}

/** Retires every unused token of a kind of a customer (they answer token.used from then on). */
export function retireTokens(d: Deps, customerId: number, kind: TokenKind) {
  d.sql('UPDATE one_time_tokens SET used_at = ? WHERE customer_id = ? AND kind = ? AND used_at IS NULL').run(d.clock(), customerId, kind);
}

// ---------------------------------------------------------------------------------------------
// Two-factor challenges: a 6-digit code by email, valid 10 minutes, 5 wrong codes kill it.
// ---------------------------------------------------------------------------------------------

export const TWO_FACTOR_TTL_MS = 10 * 60_000;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const TWO_FACTOR_RESEND_MS = 30_000;
const MAX_LIVE_CHALLENGES = 5;

interface ChallengeRow {
  id_hash: string;
  tenant: string;
  customer_id: number;
  code_hash: string;
  attempts: number;
  sent_at: number;
  expires_at: number;
  dead: number;
}

const codeHash = (challengeHash: string, code: string) => sha256(`${challengeHash}:${code}`);
const newCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

/** Starts a challenge; returns its id (for the portal) and the code (for the email). */
export function startChallenge(d: Deps, tenant: string, customerId: number): { challenge: string; code: string } {
  const challenge = randomToken();
  const code = newCode();
  const idHash = sha256(challenge);
  const now = d.clock();
  // At most 5 live challenges per customer (several devices may sign in at once): a sixth
  // retires the oldest, so opening challenges does not multiply the guesses.
  d.sql(
    `UPDATE two_factor_challenges SET dead = 1 WHERE id_hash IN (
       SELECT id_hash FROM two_factor_challenges WHERE customer_id = ? AND dead = 0 AND expires_at > ?
       ORDER BY sent_at DESC, rowid DESC LIMIT -1 OFFSET ?)`,
  ).run(customerId, now, MAX_LIVE_CHALLENGES - 1);
  d.sql('DELETE FROM two_factor_challenges WHERE expires_at <= ?').run(now - TWO_FACTOR_TTL_MS);
  d.sql(
    `INSERT INTO two_factor_challenges (id_hash, tenant, customer_id, code_hash, attempts, sent_at, expires_at)
     VALUES (?, ?, ?, ?, 0, ?, ?)`,
  ).run(idHash, tenant, customerId, codeHash(idHash, code), now, now + TWO_FACTOR_TTL_MS);
  return { challenge, code };
}

const codeError = (key: string) => unprocessable({ code: [key] });

function liveChallenge(d: Deps, tenant: string, challenge: string): ChallengeRow {
  const row = d.sql('SELECT * FROM two_factor_challenges WHERE id_hash = ?').get(sha256(challenge)) as ChallengeRow | undefined;
  // An unknown (or already used) challenge reads like an expired one: sign in again.
  if (!row || row.tenant !== tenant) throw codeError('two_factor.expired');
  if (row.dead === 1 && row.attempts >= TWO_FACTOR_MAX_ATTEMPTS) throw codeError('two_factor.too_many_attempts');
  if (row.dead === 1 || row.expires_at <= d.clock()) throw codeError('two_factor.expired');
  return row;
}

/** A new code for a live challenge (the old one dies); at most one per 30 s → 429 with Retry-After. */
export function resendChallenge(d: Deps, tenant: string, challenge: string): { customerId: number; code: string } {
  const row = liveChallenge(d, tenant, challenge);
  const now = d.clock();
  const wait = row.sent_at + TWO_FACTOR_RESEND_MS - now;
  if (wait > 0) {
    throw new ApiError(429, { message: 'Wait before asking for another code' }, { 'Retry-After': String(Math.ceil(wait / 1000)) });
  }
  const code = newCode();
  d.sql('UPDATE two_factor_challenges SET code_hash = ?, sent_at = ?, expires_at = ? WHERE id_hash = ?').run(
    codeHash(row.id_hash, code),
    now,
    now + TWO_FACTOR_TTL_MS,
    row.id_hash,
  );
  return { customerId: row.customer_id, code };
}

/**
 * Checks a code: the customer id when right (the challenge is used up), null when wrong; the
 * wrong code that reaches the limit kills the challenge and is a 422 too_many_attempts.
 */
export function verifyChallenge(d: Deps, tenant: string, challenge: string, code: string): number | null {
  const row = liveChallenge(d, tenant, challenge);
  const given = Buffer.from(codeHash(row.id_hash, code.trim()));
  const expected = Buffer.from(row.code_hash);
  if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) {
    d.sql('DELETE FROM two_factor_challenges WHERE id_hash = ?').run(row.id_hash);
    return row.customer_id;
  }
  const attempts = row.attempts + 1;
  const dead = attempts >= TWO_FACTOR_MAX_ATTEMPTS ? 1 : 0;
  d.sql('UPDATE two_factor_challenges SET attempts = ?, dead = ? WHERE id_hash = ?').run(attempts, dead, row.id_hash);
  if (dead) throw codeError('two_factor.too_many_attempts');
  return null;
}
