#!/usr/bin/env node
/**
 * The agenda benchmark: a `bench` tenant (host bench.localhost) whose agenda has 300
 * sessions (seeded by demo-api/seed for that tenant key), served by the built portal.
 * Prints: the server render time of /agenda cold (first request) and warm (median of 20),
 * its HTML bytes (raw and gzip), the API calls of a warm view, and requests per second for
 * /, /agenda, /ponentes and /blog (a page that does not answer 200 is reported with its status).
 *
 *   node tests/bench/agenda.mjs            (uses NEXT_DIST_DIR or .next; builds if missing)
 *
 * Settings: BENCH_PORTAL_PORT (3201), BENCH_API_PORT (4201), BENCH_SECONDS (10),
 * BENCH_CONNECTIONS (32). Loopback only; bounded in time; stops what it started.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { apiEnv, benchSettings, bin, ensureBuilt, portalSecretsEnv, removeOnStop, root, start, stopAll, waitFor } from './harness.mjs';

const { portalPort, apiPort, seconds, connections } = benchSettings({ portalPort: 3201, apiPort: 4201 });
const api = `http://127.0.0.1:${apiPort}`;
const HOST = 'bench.localhost';
const SESSIONS = 300;

const distDir = ensureBuilt();

// The demo registry plus `bench`, written to a temp file like playwright.config.ts does.
const registryFile = path.join(os.tmpdir(), `ekitaldi-bench-agenda-${process.pid}.json`);
const dbFile = path.join(os.tmpdir(), `ekitaldi-bench-agenda-${process.pid}.sqlite`);
const demo = JSON.parse(fs.readFileSync(path.join(root, 'lib/tenants/demo-tenants.json'), 'utf8'));
const base = demo.tenants.find((t) => t.key === 'demo');
demo.tenants.push({
  ...base,
  key: 'bench',
  token: 'tok-bench-0001',
  hosts: [HOST],
  name: 'Ekitaldi Bench',
  languages: ['es', 'en'],
  baseUrl: null,
});
fs.writeFileSync(registryFile, JSON.stringify(demo));
removeOnStop(registryFile, dbFile);

/** GET on the portal with a Host header (fetch cannot set one): status, body bytes and time. */
function get(pathname, host = HOST) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get({ host: 'localhost', port: portalPort, path: pathname, headers: { host } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks), ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${pathname} timed out`)));
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (n) => Math.round(n * 10) / 10;

start(bin('tsx'), ['demo-api/server.ts'], {
  ...apiEnv,
  DEMO_API_PORT: String(apiPort),
  DEMO_API_DB: dbFile,
  DEMO_API_RESET: '1',
  TENANTS_FILE: registryFile,
});
await waitFor(async () => (await fetch(`${api}/__demo/health`)).ok, 'the demo API');

const schedule = await (await fetch(`${api}/schedule`, { headers: { 'X-Tenant': 'tok-bench-0001' } })).json();
const seeded = schedule.reduce((n, day) => n + day.conferences.length, 0);
if (seeded !== SESSIONS) throw new Error(`the bench tenant has ${seeded} sessions, expected ${SESSIONS}`);

start(process.execPath, ['deploy/serve.mjs', '--port', String(portalPort), '--host', 'localhost'], {
  ...portalSecretsEnv,
  API_BASE_URL: api,
  PUBLIC_API_BASE_URL: `http://localhost:${apiPort}`,
  TENANTS_FILE: registryFile,
  NEXT_DIST_DIR: distDir,
});
await waitFor(async () => (await get('/health-check')).status === 200, 'the portal');

// Render times. Cold: the very first /agenda of this process (render, API reads, module
// loading); then /en/agenda, a first render with the modules already loaded. Warm: served
// from the render cache.
const cold = await get('/agenda');
if (cold.status !== 200) throw new Error(`/agenda answered ${cold.status}`);
const coldEn = await get('/en/agenda');
const warm = [];
for (let i = 0; i < 20; i++) warm.push((await get('/agenda')).ms);
const html = (await get('/agenda')).body;

// API calls of a warm view (target: none).
await fetch(`${api}/__demo/stats/reset`, { method: 'POST' });
for (let i = 0; i < 20; i++) await get('/agenda');
const { requests: apiCalls } = await (await fetch(`${api}/__demo/stats`)).json();

console.log(`\n/agenda of the bench tenant (${seeded} sessions over ${schedule.length} days, ${HOST}):`);
console.table([
  { measure: 'cold render, first request (ms)', value: round(cold.ms) },
  { measure: 'cold render, /en/agenda, modules loaded (ms)', value: round(coldEn.ms) },
  { measure: 'warm, median of 20 (ms)', value: round(median(warm)) },
  { measure: 'HTML bytes (raw)', value: html.length },
  { measure: 'HTML bytes (gzip)', value: zlib.gzipSync(html).length },
  // The budget (docs/architecture.md#budgets): ≤ 250 B of gzip per session at 300 sessions (the frame included).
  { measure: 'HTML gzip bytes per session', value: round(zlib.gzipSync(html).length / seeded) },
  { measure: 'API calls in 20 warm views', value: apiCalls },
]);

const pages = ['/', '/agenda', '/ponentes', '/blog'];
const results = [];
for (const page of pages) {
  // Warm it first, and say what it answers.
  let status = 0;
  for (let i = 0; i < 3; i++) status = (await get(page)).status;
  const r = await autocannon({ url: `http://localhost:${portalPort}${page}`, headers: { host: HOST }, connections, duration: seconds });
  results.push({
    page,
    status,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    '2xx': r['2xx'],
    'non-2xx': r.non2xx,
    errors: r.errors,
    note: status === 200 ? '' : status === 404 ? 'not built yet (404)' : `answers ${status}`,
  });
}
console.log(`\nThroughput on ${HOST} (${connections} connections, ${seconds} s each, loopback, ${os.cpus().length} cores):`);
console.table(results);
stopAll();
process.exit(0);
