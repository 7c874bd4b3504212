#!/usr/bin/env node
/**
 * `npm run bench`: starts the demo API and the built portal on loopback (own ports), warms the
 * pages, counts the API calls one warm page view makes, then measures requests per second and
 * p50/p99 latency with autocannon. Loopback only; bounded in time; stops by itself.
 *
 * Settings: BENCH_PORTAL_PORT (3200), BENCH_API_PORT (4200), BENCH_SECONDS (10),
 * BENCH_CONNECTIONS (32).
 */
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiEnv, benchSettings, bin, ensureBuilt, portalSecretsEnv, removeOnStop, start, stopAll, waitFor } from './harness.mjs';

const { portalPort, apiPort, seconds, connections } = benchSettings({ portalPort: 3200, apiPort: 4200 });
const portal = `http://localhost:${portalPort}`;
const api = `http://127.0.0.1:${apiPort}`;

ensureBuilt();

const up = (url) => waitFor(async () => (await fetch(url)).ok, url);
const dbFile = path.join(os.tmpdir(), `ekitaldi-bench-${process.pid}.sqlite`);
removeOnStop(dbFile);
start(bin('tsx'), ['demo-api/server.ts'], { ...apiEnv, DEMO_API_PORT: String(apiPort), DEMO_API_DB: dbFile, DEMO_API_RESET: '1' });
await up(`${api}/__demo/health`);
start(process.execPath, ['deploy/serve.mjs', '--port', String(portalPort), '--host', 'localhost'], { ...portalSecretsEnv, API_BASE_URL: api });
await up(`${portal}/health-check`);

const targets = [
  { name: '/', path: '/' },
  { name: '/en', path: '/en' },
  // A session page (cached and public; registration, files, stream and live are client leaves).
  { name: '/agenda/en-directo', path: '/agenda/en-directo' },
  { name: '/health-check', path: '/health-check' },
];
const headers = { host: 'localhost' };

// Warm: render and fill the caches. A page left on disk by an earlier run may be served STALE
// while it regenerates in the background: wait until each page is a fresh cache HIT, so the
// regeneration's API calls do not land inside the measured window.
for (const t of targets) {
  for (let i = 0, hits = 0; i < 100 && hits < 2; i++) {
    const res = await fetch(portal + t.path, { headers });
    await res.arrayBuffer();
    const cache = res.headers.get('x-nextjs-cache');
    hits = cache === 'HIT' || cache === null ? hits + 1 : 0;
    if (hits < 2) await new Promise((r) => setTimeout(r, 200));
  }
}

// API calls per warm page view.
const apiCalls = [];
for (const t of targets.filter((t) => t.name !== '/health-check')) {
  await fetch(`${api}/__demo/stats/reset`, { method: 'POST' });
  const views = 20;
  for (let i = 0; i < views; i++) {
    const res = await fetch(portal + t.path, { headers });
    if (res.status !== 200) throw new Error(`${t.path} answered ${res.status}`);
    await res.arrayBuffer();
  }
  const { requests } = await (await fetch(`${api}/__demo/stats`)).json();
  apiCalls.push({ page: t.name, views, apiCalls: requests, perView: requests / views });
}

const results = [];
for (const t of targets) {
  const r = await autocannon({ url: portal + t.path, headers, connections, duration: seconds });
  results.push({
    page: t.name,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    '2xx': r['2xx'],
    errors: r.errors + r.non2xx,
  });
}

console.log(`\nThroughput (${connections} connections, ${seconds} s each, loopback, ${os.cpus().length} cores):`);
console.table(results);
console.log('API calls per warm page view (target: 0):');
console.table(apiCalls);
stopAll();
process.exit(0);
