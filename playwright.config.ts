import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { demoApiEnv, portalEnv } from './demo-api/demo-secrets.mjs';
import { E2E, SECRETS } from './tests/e2e/env';

/**
 * End-to-end tests against a production build (`npm run test:e2e` builds first), with the demo
 * API and the portal both started here on their own ports, so a running `npm run demo` is left
 * alone. The registry is the demo one plus `apagado.localhost`, a tenant whose API answers 503
 * although the registry does not flag it (maintenance signalled by the API), and
 * `roto.localhost`, whose API cannot be reached.
 */
const registryFile = path.join(os.tmpdir(), `ekitaldi-e2e-tenants-${E2E.portalPort}.json`);
const demo = JSON.parse(fs.readFileSync('lib/tenants/demo-tenants.json', 'utf8')) as { tenants: Array<Record<string, unknown>> };
// The demo registry points forums at the demo API's default port; the test API has its own.
for (const t of demo.tenants) {
  if (typeof t.forumUrl === 'string') t.forumUrl = t.forumUrl.replace('localhost:4000', `localhost:${E2E.apiPort}`);
}
const maintenance = demo.tenants.find((t) => t.key === 'mantenimiento')!;
demo.tenants.push({ ...maintenance, key: 'apagado', token: 'tok-apagado-7f3a', hosts: ['apagado.localhost'], maintenance: false });
// `roto.localhost`: its API is unreachable (nothing listens on port 9), so pages answer 500.
demo.tenants.push({ ...maintenance, key: 'roto', token: 'tok-roto', hosts: ['roto.localhost'], maintenance: false, apiBaseUrl: 'http://127.0.0.1:9' });
// `averia.localhost`: the demo tenant's data through the fault-injecting proxy that
// tests/e2e/faults.spec.ts starts and steers (refused, slow, 500, malformed, 503).
const base = demo.tenants.find((t) => t.key === 'demo')!;
demo.tenants.push({ ...base, key: 'averia', token: 'tok-averia-7f3a', hosts: ['averia.localhost'], baseUrl: null, apiBaseUrl: `http://127.0.0.1:${E2E.faultPort}/run-${Date.now()}` });
fs.writeFileSync(registryFile, JSON.stringify(demo));

/** The specs besides live-room.spec that register in, read the seats of or chat in en-directo-paralela. */
const ROOM_SPECS = /(participation-registration|participation-media|entitlements|emails-activity|live)\.spec\.ts$/;
const ROOM_SERIAL = /participation-registration\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // Never retried: a test that fails once is a bug to fix.
  retries: 0,
  // The a11y facts reporter counts the axe checks for the accessibility statement (npm run a11y:facts).
  // Every run leaves its profile (json: each test's duration; `node tests/profile/slowest.mjs`
  // prints the slowest spec files and tests) beside the unit tests' one in test-results/profile,
  // which is why the tests' own output goes to test-results/e2e (Playwright empties it first).
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ['json', { outputFile: 'test-results/profile/e2e.json' }],
    ['./tests/a11y/facts-reporter.ts'],
  ],
  outputDir: 'test-results/e2e',
  // A test's own steps, plus closing its browser context, on a loaded 2-core machine (closing a
  // context with open sockets once took over 30 s there).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E.portal,
    // A Spanish-speaking visitor unless a test says otherwise (the root redirects by language).
    locale: 'es-ES',
    // A failed test keeps its trace (DOM snapshots of every step, network, console). Without the
    // screencast filmstrip: recording it for every test (JPEG frames over CDP, written to disk)
    // cost 7 % of auth-login.spec's wall time and 13 % of the runner's CPU on the loaded 2-core
    // machine; a failure still attaches its screenshot (below).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The offline worker (public/sw.js) is tested in offline.spec.ts, which allows it; elsewhere
    // a worker left by one navigation must not answer another test's page.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell: the headless-only build of Chromium that Playwright itself
      // runs headless tests in (same Blink, no browser UI). Measured on ui + layout specs (93 tests,
      // 2 workers, same build, idle machine): 176 s with the full `chromium` in headless mode, 114 s
      // with the shell; the CPU was saturated in both (5 % and 9 % idle). CHROMIUM_PATH overrides.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // live-room.spec's tests run one after another (they fill and empty en-directo-paralela's only
    // room), about four minutes on one worker. They come first, beside the main project on the other
    // worker; the specs that take seats in or chat in that room run after them (`room`). Run last
    // (after the whole main project), they had one worker idle for those four minutes.
    { name: 'live-room', use: { browserName: 'chromium' }, testMatch: /live-room\.spec\.ts$/ },
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: [/live-room\.spec\.ts$/, ROOM_SPECS] },
    // In CI a full room turned up in participation-registration's tests when live-room ran beside it.
    // Its tests run one after another too: first in that phase, the others beside them, so that no
    // worker waits for them at the end.
    { name: 'room-serial', use: { browserName: 'chromium' }, testMatch: ROOM_SERIAL, dependencies: ['live-room'] },
    { name: 'room', use: { browserName: 'chromium' }, testMatch: ROOM_SPECS, testIgnore: ROOM_SERIAL, dependencies: ['live-room'] },
  ],
  webServer: [
    {
      command: 'npx tsx demo-api/server.ts',
      url: `${E2E.api}/__demo/health`,
      env: {
        DEMO_API_PORT: String(E2E.apiPort),
        DEMO_PUSHER_PORT: String(E2E.pusherPort),
        DEMO_API_DB: path.join(os.tmpdir(), `ekitaldi-e2e-${E2E.apiPort}.sqlite`),
        DEMO_API_RESET: '1',
        DEMO_API_MAINTENANCE: 'apagado',
        TENANTS_FILE: registryFile,
        // An organiser's edit purges the portal's cache (tests/e2e/revalidate.spec.ts).
        PORTAL_REVALIDATE_URL: `${E2E.portal}/api/revalidate`,
        // The demo (its mailbox, SSO, checkout and captcha stand-ins answer) with this run's secrets.
        ...demoApiEnv(SECRETS),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      // The production server (deploy/serve.mjs: the standalone build behind the request pipeline).
      command: `node deploy/serve.mjs --port ${E2E.portalPort} --host localhost`,
      url: `${E2E.portal}/health-check`,
      env: {
        API_BASE_URL: E2E.api,
        PUBLIC_API_BASE_URL: `http://localhost:${E2E.apiPort}`,
        // Read by the portal's server at run time (lib/realtime/config.ts), not baked into the build.
        NEXT_PUBLIC_PUSHER_PORT: String(E2E.pusherPort),
        // The CSP names this socket server itself (connect-src from the same realtime settings).
        TENANTS_FILE: registryFile,
        MAINTENANCE_RETRY_AFTER: '120',
        // A production server: it refuses to start without its secrets (lib/security/secrets.ts).
        ...portalEnv(SECRETS),
        // The request log's line per request would flood the run's output: 5xx
        // answers (warn) and errors still show. tests/e2e/scale.spec.ts reads the info lines.
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
