/**
 * The API's secrets, read in one place (the rule: lib/security/secrets.ts). Outside the demo
 * each comes from its environment variable and must pass the rule, or the API does not start;
 * in the demo (EKITALDI_DEMO=1) one that is not given is made here, at random, for this start.
 */
import crypto from 'node:crypto';
import { apiSecretNames, isDemo, secretProblems, type SecretName } from '../lib/security/secrets';

export interface ApiSecrets {
  /** DEMO_API_SECRET: signs the accreditation QR payloads (and the captcha stand-in's tokens) */
  accreditation: string;
  /** PUSHER_SECRET: the realtime app's secret (publishing, channel authorisation) */
  pusher: string;
  /** DEMO_PAYMENT_WEBHOOK_SECRET: the payment webhook's Stripe-Signature key */
  webhook: string;
}

type Env = Record<string, string | undefined>;

export class SecretsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'SecretsError';
  }
}

/** 32 random bytes, url-safe: what the demo makes for a secret it was not given. */
export const randomSecret = () => crypto.randomBytes(32).toString('base64url');

/**
 * The secrets from `env`, and the names of those made up for this start (demo only).
 * Throws SecretsError, one line per variable, when a production start lacks one.
 */
export function apiSecretsFromEnv(env: Env = process.env): { secrets: ApiSecrets; generated: SecretName[] } {
  const demo = isDemo(env);
  if (!demo) {
    const problems = secretProblems(env, apiSecretNames(env));
    if (problems.length > 0) throw new SecretsError(problems);
  }
  const generated: SecretName[] = [];
  const read = (name: SecretName) => {
    const value = env[name]?.trim();
    if (value) return value;
    generated.push(name);
    return randomSecret();
  };
  return {
    secrets: { accreditation: read('DEMO_API_SECRET'), pusher: read('PUSHER_SECRET'), webhook: read('DEMO_PAYMENT_WEBHOOK_SECRET') },
    generated,
  };
}
