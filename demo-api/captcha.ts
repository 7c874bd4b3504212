/**
 * The captcha check of captcha-protected forms (docs/product.md#states, docs/product.md#validation "Contact: captcha validated"), and
 * the tokens of the demo's local reCAPTCHA stand-in (routes/recaptcha.ts), which issues them as
 * Google would: for a site key, a kind (v2 checkbox, v3, Enterprise) and, for v3 / Enterprise,
 * an action; valid for two minutes and once.
 *
 * A real API asks Google (siteverify) with the tenant's secret; this demo server cannot reach
 * Google, so it verifies the stand-in's own signed tokens. A tenant with a captchaType and no
 * captchaSiteKey can get no valid token: its captcha forms are refused (a configuration error,
 * logged at start-up by server.ts).
 *
 *   token: "demo1.<base64url JSON {k: siteKey, t: kind, a: action|null, iat: ms, n: nonce}>.<base64url HMAC>"
 */
import crypto from 'node:crypto';
import type { Tenant } from '../lib/tenants/schema';
import { captchaConfigurationErrors } from '../lib/tenants/schema';
import { CAPTCHA_FIELD } from '../lib/api/schemas/contact-wire';
import type { Deps } from './deps';
import { unprocessable } from './errors';

export type CaptchaKind = 'v2' | 'v3' | 'enterprise';

/** Google's lifetime of a reCAPTCHA token (v2 checkbox and v3 alike): two minutes. */
export const CAPTCHA_TOKEN_TTL_MS = 120_000;

/** The 422 key when a captcha form comes without a valid token (a `validation.*` catalogue key). */
export const CAPTCHA_REJECTED_KEY = 'validation.captcha';

interface Payload {
  k: string;
  t: CaptchaKind;
  a: string | null;
  iat: number;
  n: string;
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');
const sign = (d: Deps, body: string) => crypto.createHmac('sha256', `${d.secret}:recaptcha`).update(body).digest('base64url');

/** The tenant a site key of this kind belongs to, if any (what Google's "invalid site key" checks). */
export function tenantForSiteKey(d: Deps, siteKey: string, kind: CaptchaKind): Tenant | undefined {
  return d.tenants.find((t) => t.captchaSiteKey === siteKey && t.captchaType === kind);
}

/** A fresh token for a site key (the stand-in's answer to a tick or an execute). */
export function issueCaptchaToken(d: Deps, siteKey: string, kind: CaptchaKind, action: string | null): string {
  const payload: Payload = { k: siteKey, t: kind, a: kind === 'v2' ? null : action, iat: d.clock(), n: crypto.randomBytes(9).toString('base64url') };
  const body = b64(JSON.stringify(payload));
  return `demo1.${body}.${sign(d, body)}`;
}

export type CaptchaVerdict = 'ok' | 'missing' | 'invalid' | 'expired' | 'used';

/**
 * Whether `token` is a valid captcha answer for this tenant's form `action`: issued by the
 * stand-in for the tenant's own site key and kind (and action, for v3 / Enterprise), less than
 * two minutes old, and not used before (`used(token)`).
 */
export function verifyCaptchaToken(
  d: Deps,
  tenant: Pick<Tenant, 'captchaType' | 'captchaSiteKey'>,
  token: unknown,
  action: string,
  used: (token: string) => boolean,
): CaptchaVerdict {
  if (typeof token !== 'string' || token === '' || token === 'null') return 'missing';
  const [version, body, signature] = token.split('.');
  if (version !== 'demo1' || !body || !signature) return 'invalid';
  const expected = sign(d, body);
  if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return 'invalid';
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return 'invalid';
  }
  if (!tenant.captchaSiteKey || payload.k !== tenant.captchaSiteKey || payload.t !== tenant.captchaType) return 'invalid';
  if (payload.t !== 'v2' && payload.a !== action) return 'invalid';
  const age = d.clock() - payload.iat;
  if (age < 0 || age > CAPTCHA_TOKEN_TTL_MS) return 'expired';
  if (used(token)) return 'used';
  return 'ok';
}

/**
 * Throws the 422 of a captcha form without a valid token: `{errors: {'g-recaptcha-response':
 * ['validation.captcha']}}` with a message saying why. Does nothing for a tenant without captcha.
 */
export function requireCaptcha(d: Deps, tenant: Tenant, token: unknown, action: string, used: (token: string) => boolean): void {
  if (!tenant.captchaType) return;
  const verdict = verifyCaptchaToken(d, tenant, token, action, used);
  if (verdict === 'ok') return;
  const why: Record<Exclude<CaptchaVerdict, 'ok'>, string> = {
    missing: 'The captcha token is missing.',
    invalid: 'The captcha token is not valid for this site.',
    expired: 'The captcha token has expired.',
    used: 'The captcha token has already been used.',
  };
  throw unprocessable({ [CAPTCHA_FIELD]: [CAPTCHA_REJECTED_KEY] }, why[verdict]);
}

/**
 * requireCaptcha for a form of `action`, and the token is spent: accepted once on any captcha
 * form (contact, sign-up, external registration). Call it inside the transaction of the write it
 * guards, so a refused write (a full room) gives the token back.
 */
export function spendCaptcha(d: Deps, tenant: Tenant, token: unknown, action: string): void {
  if (!tenant.captchaType) return;
  requireCaptcha(d, tenant, token, action, (t) => spent(d, t));
  // A token older than its lifetime is refused as expired anyway: no need to remember it.
  d.sql('DELETE FROM captcha_tokens_used WHERE used_at < ?').run(d.clock() - 2 * CAPTCHA_TOKEN_TTL_MS);
  d.sql('INSERT INTO captcha_tokens_used (token_hash, used_at) VALUES (?, ?)').run(tokenHash(token as string), d.clock());
}

/**
 * Whether a captcha form of `action` would be refused for its token (without spending it): for
 * a form that reports every error at once and spends the token only when it is kept (sign-up).
 */
export function captchaRefused(d: Deps, tenant: Tenant, token: unknown, action: string): boolean {
  return tenant.captchaType !== null && verifyCaptchaToken(d, tenant, token, action, (t) => spent(d, t)) !== 'ok';
}

const tokenHash = (t: string) => crypto.createHash('sha256').update(t).digest('hex');
const spent = (d: Deps, t: string) => d.sql('SELECT 1 FROM captcha_tokens_used WHERE token_hash = ?').get(tokenHash(t)) !== undefined;

/** Start-up: the tenants whose captcha has no site key, logged once (see server.ts). */
export function logCaptchaConfiguration(tenants: readonly Tenant[], log: (line: string) => void = console.error): void {
  for (const line of captchaConfigurationErrors(tenants)) log(`[demo-api] configuration error: ${line}`);
}
