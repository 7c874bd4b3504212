#!/usr/bin/env node
/**
 * Page weights: first-load JS (gzip of the chunks each page names, read from the
 * build) and HTML bytes of every public route in every theme, against the budgets of
 * tests/budgets/weights.mjs. Starts the demo API and the built portal on loopback and stops them.
 *
 * Settings: BENCH_PORTAL_PORT (3202), BENCH_API_PORT (4202); NEXT_DIST_DIR (.next-bench).
 * WEIGHTS_JSON=file also writes the rows as JSON (before/after comparisons).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiEnv, benchSettings, bin, ensureBuilt, portalSecretsEnv, removeOnStop, root, start, stopAll, waitFor } from './harness.mjs';
import { BUDGETS, get, kb, weighAll } from '../budgets/weights.mjs';

const { portalPort, apiPort } = benchSettings({ portalPort: 3202, apiPort: 4202 });
process.on('SIGTERM', () => process.exit(143));
const api = `http://127.0.0.1:${apiPort}`;
const distDir = ensureBuilt();

const dbFile = path.join(os.tmpdir(), `ekitaldi-bench-weights-${process.pid}.sqlite`);
removeOnStop(dbFile);
start(bin('tsx'), ['demo-api/server.ts'], { ...apiEnv, DEMO_API_PORT: String(apiPort), DEMO_API_DB: dbFile, DEMO_API_RESET: '1', DEMO_PUSHER_PORT: String(apiPort + 2000) });
await waitFor(async () => (await fetch(`${api}/__demo/health`)).ok, 'the demo API');
start(process.execPath, ['deploy/serve.mjs', '--port', String(portalPort), '--host', 'localhost'], {
  ...portalSecretsEnv,
  API_BASE_URL: api,
  PUBLIC_API_BASE_URL: `http://localhost:${apiPort}`,
  NEXT_DIST_DIR: distDir,
});
await waitFor(async () => (await get(portalPort, '/health-check', 'localhost')).status === 200, 'the portal');

const { rows, over } = await weighAll({ port: portalPort, root, distDir: path.join(root, distDir) });
console.log(`\nFirst-load JS and HTML per theme and public route (${distDir}; budget JS ≤ ${kb(BUDGETS.firstLoadJsGzip)} KB gzip, / HTML ≤ ${kb(BUDGETS.homeHtmlRaw)} KB raw):`);
console.table(rows);
if (process.env.WEIGHTS_JSON) fs.writeFileSync(process.env.WEIGHTS_JSON, JSON.stringify(rows, null, 1));
console.log(over.length ? `Over budget (${over.length}):\n  ${over.join('\n  ')}` : 'Every page is within its budget.');
stopAll();
process.exit(0);
