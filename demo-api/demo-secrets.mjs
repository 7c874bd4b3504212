/**
 * A fresh set of every secret (the list and the rule: lib/security/secrets.ts), for a run that is
 * not a deployment: `npm run demo`, `npm run deploy:local`, the end-to-end run and the benches.
 * Random each time, never a value written in the repository, so a production start can refuse
 * every value the repository holds.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';

export const SECRET_NAMES = ['REVALIDATE_SECRET', 'METRICS_TOKEN', 'DEMO_API_SECRET', 'PUSHER_SECRET', 'DEMO_PAYMENT_WEBHOOK_SECRET'];

/** { REVALIDATE_SECRET: '<43 url-safe characters>', … } */
export function freshSecrets() {
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, crypto.randomBytes(32).toString('base64url')]));
}

/** The demo API's environment: the demo switch (its stand-ins answer) and its secrets. */
export function demoApiEnv(secrets) {
  const { DEMO_API_SECRET, PUSHER_SECRET, DEMO_PAYMENT_WEBHOOK_SECRET, REVALIDATE_SECRET } = secrets;
  return { EKITALDI_DEMO: '1', DEMO_API_SECRET, PUSHER_SECRET, DEMO_PAYMENT_WEBHOOK_SECRET, REVALIDATE_SECRET };
}

/** The portal's secrets (it has no demo mode: it is always given them). */
export function portalEnv(secrets) {
  const { REVALIDATE_SECRET, METRICS_TOKEN } = secrets;
  return { REVALIDATE_SECRET, METRICS_TOKEN };
}

/** Writes the set as `NAME=value` lines, readable by this user only (mode 600). */
export function writeSecretsFile(file, secrets) {
  fs.writeFileSync(file, `${Object.entries(secrets).map(([k, v]) => `${k}=${v}`).join('\n')}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}
