/**
 * Zod builds a faster object parser with `new Function` where the page allows it, and probes
 * that once with `Function("")`. The portal's CSP has no 'unsafe-eval', so the probe only ever
 * raised a CSP violation (an "inspector issue": Lighthouse best practices 96 on the session page,
 * whose forms and live panel load zod after the page). Jitless, zod never probes.
 *
 * `z.config({ jitless: true })` writes zod's settings object, which zod keeps on
 * `globalThis.__zod_globalConfig` (creating it on load when it is not there yet) and reads when
 * each schema is built. Writing that object here, without importing zod, keeps zod off the first
 * load of public pages (the page budgets); `zod-jitless.test.ts` holds zod to this (it fails if
 * zod stops reading it).
 */
export function makeZodJitless(scope: typeof globalThis = globalThis): void {
  const holder = scope as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
  // Changed in place, never replaced: a zod already loaded keeps the object it found.
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
