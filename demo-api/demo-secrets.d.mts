/** Types of ./demo-secrets.mjs (plain ESM, run by node). */
import type { SecretName } from '../lib/security/secrets';

export type SecretSet = Record<SecretName, string>;
export const SECRET_NAMES: SecretName[];
export function freshSecrets(): SecretSet;
export function demoApiEnv(secrets: SecretSet): Record<string, string>;
export function portalEnv(secrets: SecretSet): Record<string, string>;
export function writeSecretsFile(file: string, secrets: SecretSet): void;
