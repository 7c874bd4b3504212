/**
 * Every limit on what a person can repeat, in one table (LIMITS), and the one way to apply them.
 * A refusal is a 429 with `Retry-After` (whole seconds) and the same body everywhere:
 *
 *   { message, errors: { <field>: [<key>] }, retryAfter: <seconds> }
 *
 * so the portal reads the wait from the body or the header and says when to try again
 * (lib/api/rate-limit.ts). The README's "Security" section lists the table.
 *
 * A limit counts hits in a sliding window per key (`tenant|who`): `take` counts the call and
 * refuses the one over `max`; `check` + `count` count only some outcomes (a wrong password, a
 * seat actually taken) and `clear` forgets a run of failures after a success. Hits live in SQLite
 * (`rate_hits`), like every other state of the demo API: a restart does not lift a lock,
 * another process on the same file sees the same counts, and a check runs in the same
 * transaction as the write it guards, so requests that arrive together cannot all pass before
 * any is counted. Times come from `Deps.clock` (the
 * security clock), so tests move them by hand.
 */
import type { Deps } from './deps';
import { ApiError } from './errors';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export interface Limit {
  /** hits allowed in the window (for failure limits: failures) */
  max: number;
  windowMs: number;
  /** what one key stands for (the README's "per what") */
  per: string;
  /** the refusal's `errors` field and catalogue key */
  field: string;
  key: string;
}

/**
 * The table. Limits per client address are generous on purpose: a venue's Wi-Fi puts hundreds of
 * attendees behind one address; the limits per account or per email address do the real work.
 */
export const LIMITS = {
  // Signing in (POST /customer/login, the forum's loginexternal.php, a propagated sign-up):
  // wrong passwords, counted per account, per account and address, and per address; a success
  // forgets the account's. A locked account is refused even the right password until then.
  loginAccountAddress: { max: 10, windowMs: 15 * MINUTE, per: 'account and client address (wrong passwords)', field: 'email', key: 'rate.limited' },
  loginAccount: { max: 30, windowMs: 15 * MINUTE, per: 'account, every address (wrong passwords)', field: 'email', key: 'rate.limited' },
  loginAddress: { max: 100, windowMs: 15 * MINUTE, per: 'client address, every account (wrong passwords)', field: 'email', key: 'rate.limited' },
  /** Wrong two-factor codes of an account over all its sign-in attempts (each attempt also dies at its 5th). */
  twoFactorCodes: { max: 10, windowMs: HOUR, per: 'account (wrong codes, every sign-in attempt)', field: 'code', key: 'two_factor.locked' },
  twoFactorResend: { max: 1, windowMs: 30 * SECOND, per: 'sign-in attempt (two-factor challenge)', field: 'code', key: 'rate.limited' },
  passwordChange: { max: 10, windowMs: 15 * MINUTE, per: 'account (wrong current passwords: password change and email change)', field: 'currentPassword', key: 'rate.limited' },

  // Accounts
  /**
   * Every attempt counts. A spam brake only (the captcha of captcha tenants is the real door): room
   * for a venue's crowd behind one address, and for every account an end-to-end run makes from 127.0.0.1.
   */
  signup: { max: 200, windowMs: 10 * MINUTE, per: 'client address and tenant (plain and invitation sign-up)', field: 'email', key: 'rate.limited' },
  /** Counted whether or not the address has an account: the answer tells nothing apart. */
  passwordResetEmail: { max: 3, windowMs: 15 * MINUTE, per: 'email address and tenant', field: 'email', key: 'rate.limited' },
  passwordResetAddress: { max: 20, windowMs: HOUR, per: 'client address and tenant', field: 'email', key: 'rate.limited' },
  /** Silent (always 204, like the answer for an address without an account): POST /customer/validate {resend}. */
  validationResend: { max: 3, windowMs: 15 * MINUTE, per: 'email address and tenant', field: 'email', key: 'rate.limited' },

  // Public forms
  contact: { max: 20, windowMs: 10 * MINUTE, per: 'client address and tenant (messages kept)', field: 'message', key: 'rate.limited' },
  /** POST /custom-form/external-register: seats taken without an account */
  externalRegistration: { max: 10, windowMs: HOUR, per: 'client address, tenant', field: 'email', key: 'rate.limited' },

  // Taking part
  /** New meeting requests (the same request again, while pending, is the same request and counts once). */
  networkingRequest: { max: 20, windowMs: HOUR, per: 'account and tenant (new requests)', field: 'participantId', key: 'rate.limited' },
  question: { max: 3, windowMs: MINUTE, per: 'account and session (moderators are not limited)', field: 'text', key: 'live.too_frequent' },
  vote: { max: 30, windowMs: MINUTE, per: 'account (votes and unvotes that change something)', field: 'questionId', key: 'live.too_frequent' },
  pollAnswer: { max: 20, windowMs: MINUTE, per: 'account and poll (answers that change something)', field: 'optionIds', key: 'live.too_frequent' },
  /** One message per interval: the session's `chat_interval_seconds` (5 s in the demo) overrides the window. */
  chat: { max: 1, windowMs: 5 * SECOND, per: 'account and session (moderators are not limited)', field: 'text', key: 'live.too_frequent' },
  orderResend: { max: 3, windowMs: HOUR, per: 'account (an order confirmation sent again)', field: 'order', key: 'purchase.resend_limit' },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** The 429 of a limit: `retryAfter` whole seconds (at least 1), in the body and in `Retry-After`. */
export function limitRefusal(limit: Pick<Limit, 'field' | 'key'>, retryAfterMs: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, { message: 'Too many requests', errors: { [limit.field]: [limit.key] }, retryAfter } as ApiError['body'], {
    'Retry-After': String(retryAfter),
  });
}

/** The window's hits of a key, oldest first (older ones are deleted on the way). */
function hits(d: Deps, name: string, key: string, windowMs: number): number[] {
  const since = d.clock() - windowMs;
  d.sql('DELETE FROM rate_hits WHERE name = ? AND at <= ?').run(name, since);
  return (d.sql('SELECT at FROM rate_hits WHERE name = ? AND key = ? ORDER BY at').all(name, key) as { at: number }[]).map((r) => r.at);
}

/** How long until the key may be used again (0: now). */
function waitMs(d: Deps, limit: Limit, list: number[]): number {
  if (list.length < limit.max) return 0;
  // The hit whose expiry brings the count back under max.
  return list[list.length - limit.max]! + limit.windowMs - d.clock();
}

const limitOf = (name: LimitName, override?: Partial<Limit>): Limit => ({ ...LIMITS[name], ...override });

/**
 * Counts one call of `name` for `key`, or throws its 429 when the window already holds `max`.
 * `override` adapts a limit to its data (the chat's interval is a setting of each session).
 */
export function take(d: Deps, name: LimitName, key: string, override?: Partial<Limit>): void {
  check(d, name, key, override);
  count(d, name, key);
}

/** Throws the 429 when `key` has used up `name` (counts nothing). */
export function check(d: Deps, name: LimitName, key: string, override?: Partial<Limit>): void {
  const limit = limitOf(name, override);
  const wait = waitMs(d, limit, hits(d, name, key, limit.windowMs));
  if (wait > 0) throw limitRefusal(limit, wait);
}

/** Counts one hit (for limits that count only some outcomes: a failure, a seat taken). */
export function count(d: Deps, name: LimitName, key: string): void {
  d.sql('INSERT INTO rate_hits (name, key, at) VALUES (?, ?, ?)').run(name, key, d.clock());
}

/** `take` without the 429: whether the call may go on (for limits that refuse silently). */
export function allow(d: Deps, name: LimitName, key: string): boolean {
  const limit = limitOf(name);
  if (waitMs(d, limit, hits(d, name, key, limit.windowMs)) > 0) return false;
  count(d, name, key);
  return true;
}

/** Forgets the key's hits (a success ends a run of failures). */
export function clear(d: Deps, name: LimitName, key: string): void {
  d.sql('DELETE FROM rate_hits WHERE name = ? AND key = ?').run(name, key);
}
