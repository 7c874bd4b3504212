#!/usr/bin/env node
/**
 * `npm run bench`: starts the demo API and the built portal on loopback (own ports), warms the
 * pages, counts the API calls one warm page view makes, then measures requests per second and
 * p50/p99 latency with autocannon. Loopback only; bounded in time; stops by itself.
 *
 * Settings: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 32).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const portalPort = Number(process.env.BENCH_PORTAL_PORT || 3200);
const apiPort = Number(process.env.BENCH_API_PORT || 4200);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 32);
const portal = `http://localhost:${portalPort}`;
const api = `http://127.0.0.1:${apiPort}`;

// Its own build directory, so the demo's and the tests' rendered pages never mix with it.
process.env.NEXT_DIST_DIR ||= '.next-bench';
if (!fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR, 'BUILD_ID'))) {
  console.log(`[bench] building the portal into ${process.env.NEXT_DIST_DIR}…`);
  const build = spawnSync(bin('next'), ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

function start(command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

start(bin('tsx'), ['demo-api/server.ts'], {
  DEMO_API_PORT: String(apiPort),
  DEMO_API_DB: path.join(os.tmpdir(), `ekitaldi-bench-${process.pid}.sqlite`),
  DEMO_API_RESET: '1',
});
await waitFor(`${api}/__demo/health`);
start(bin('next'), ['start', '-p', String(portalPort), '-H', 'localhost'], { API_BASE_URL: api });
await waitFor(`${portal}/health-check`);

const targets = [
  { name: '/', path: '/' },
  { name: '/en', path: '/en' },
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
for (const t of targets.slice(0, 2)) {
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
