import { PORTAL_SECRETS, secretProblems } from './secrets';

/**
 * Loaded by instrumentation.ts in the Node runtime: a production server (deploy/serve.mjs, which
 * every command runs) stops before it listens when one of its secrets is empty, too short or a
 * value written in this repository, naming the variable. `next dev` and the build are not
 * production and are let through.
 */
export function checkSecretsAtStartup(env: Record<string, string | undefined> = process.env): void {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return;
  const problems = secretProblems(env, PORTAL_SECRETS);
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`[secrets] cannot start: ${problem}`);
  process.exit(1);
}
