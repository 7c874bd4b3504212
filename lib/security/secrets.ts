/**
 * The secrets a deployment brings, and the one rule they all follow (README "Security"): a
 * production process refuses to start with one that is empty, shorter than 16 characters, or a
 * value written in this repository (a demo or test value anyone with the source knows). The
 * demo is the only exception, and only when it says so: `EKITALDI_DEMO=1` (set by
 * `npm run demo`, the end-to-end run and the benches, never by default) lets the demo API make
 * its own at random, per start, for any it was not given. The portal is never in demo mode:
 * whoever starts it passes its two secrets (npm run demo generates them).
 *
 * Shared by the portal (lib/security/secrets-startup.ts, at start-up) and the demo API
 * (demo-api/secrets.ts): one list, one rule.
 */

/** Every secret, by environment variable, with what it protects. */
export const SECRETS = {
  REVALIDATE_SECRET: 'Bearer secret of the portal’s POST /api/revalidate, which the API sends with its purges',
  METRICS_TOKEN: 'Bearer token a scraper sends to read the portal’s /metrics from another machine',
  DEMO_API_SECRET: 'key that signs the accreditation QR codes (and the demo captcha stand-in’s tokens)',
  PUSHER_SECRET: 'realtime app secret: signs publishing and every private or presence channel subscription',
  DEMO_PAYMENT_WEBHOOK_SECRET: 'signing secret of the payment provider’s webhook (Stripe-Signature)',
} as const;

export type SecretName = keyof typeof SECRETS;

/** What the portal's server needs. */
export const PORTAL_SECRETS: readonly SecretName[] = ['REVALIDATE_SECRET', 'METRICS_TOKEN'];

/**
 * What the (demo) API needs; REVALIDATE_SECRET only when it purges the portal
 * (PORTAL_REVALIDATE_URL set).
 */
export function apiSecretNames(env: Env): SecretName[] {
  const names: SecretName[] = ['DEMO_API_SECRET', 'PUSHER_SECRET', 'DEMO_PAYMENT_WEBHOOK_SECRET'];
  if (env.PORTAL_REVALIDATE_URL?.trim()) names.push('REVALIDATE_SECRET');
  return names;
}

export const MIN_SECRET_LENGTH = 16;

/**
 * Values this repository has written down as secrets, as defaults or in tests and docs: never
 * good enough for a deployment, whatever their length.
 */
const REPOSITORY_VALUES: ReadonlySet<string> = new Set([
  'ekitaldi-demo-api-secret',
  'ekitaldi-demo-secret',
  'whsec_ekitaldi_demo',
  'e2e-revalidate-secret',
  'e2e-metrics-token-5d1c0b7e',
  'metrics-secret-0123456789',
  'admin-test-secret',
]);

type Env = Record<string, string | undefined>;

/** The demo's explicit switch: stand-ins on, missing API secrets generated. Off unless exactly "1". */
export const DEMO_FLAG = 'EKITALDI_DEMO';

export function isDemo(env: Env = process.env): boolean {
  return env[DEMO_FLAG] === '1';
}

/**
 * Why a value cannot be this secret in production, or null when it can.
 *   secretProblem('METRICS_TOKEN', '')                 → 'METRICS_TOKEN is empty: …'
 *   secretProblem('PUSHER_SECRET', 'ekitaldi-demo-secret') → 'PUSHER_SECRET is a value written in this repository …'
 */
export function secretProblem(name: SecretName, value: string | undefined): string | null {
  const given = value?.trim() ?? '';
  const how = `set ${name} to a random value of your own (e.g. \`openssl rand -base64 32\`)`;
  if (given === '') return `${name} is empty: ${how}`;
  if (REPOSITORY_VALUES.has(given)) return `${name} is a value written in this repository, known to anyone with the source: ${how}`;
  if (given.length < MIN_SECRET_LENGTH) return `${name} is ${given.length} characters long, fewer than ${MIN_SECRET_LENGTH}: ${how}`;
  return null;
}

/** Every problem with the named secrets in `env`, one line each (none: all good). */
export function secretProblems(env: Env, names: readonly SecretName[]): string[] {
  return names.map((name) => secretProblem(name, env[name])).filter((p): p is string => p !== null);
}
