#!/usr/bin/env node
/**
 * `npm run bench`, scale part (issue 15): the same build as two instances sharing Redis behind
 * nginx (deploy/local.mjs), measured in one run with autocannon:
 *   `/` and `/agenda` through nginx (micro-cache), the same pages from one instance alone, and
 *   `/health-check` of that instance (no rendering: the ceiling of one Node process).
 * Target: through nginx ≥ 5 × one instance alone.
 *
 * Settings: BENCH_SCALE_PORT (3290: nginx; instances +1, +2), BENCH_SCALE_REDIS_PORT (6390),
 * BENCH_SCALE_API_PORT (4290), BENCH_SECONDS (10), BENCH_CONNECTIONS (32).
 * Loopback only; stops everything it started.
 */
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { benchSettings, bin, ensureBuilt, root } from './harness.mjs';
import { startStack } from '../../deploy/local.mjs';
import { standalonePaths } from '../../deploy/serve.mjs';

const { seconds, connections } = benchSettings({ portalPort: 0, apiPort: 0 });
const port = Number(process.env.BENCH_SCALE_PORT || 3290);

const distDir = ensureBuilt();
if (!fs.existsSync(standalonePaths(distDir).server)) {
  // A build from before `output: 'standalone'`.
  console.log(`[bench] ${distDir} has no standalone server: building again…`);
  const build = spawnSync(bin('next'), ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: distDir } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const stack = await startStack({
  port,
  redisPort: Number(process.env.BENCH_SCALE_REDIS_PORT || 6390),
  apiPort: Number(process.env.BENCH_SCALE_API_PORT || 4290),
  distDir,
  log: () => {},
});
const stopAndExit = async (code) => {
  await stack.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stopAndExit(130));

try {
  const one = stack.instanceUrls[0];
  const nginx = stack.url;
  const hostFor = (base) => `localhost:${new URL(base).port}`;

  // Warm: each page rendered once (then in Redis), and nginx holding it.
  for (const base of [one, nginx]) {
    for (const page of ['/', '/agenda']) {
      for (let i = 0, hits = 0; i < 100 && hits < 2; i++) {
        const res = await fetch(base + page, { headers: { host: hostFor(base) } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${base}${page} answered ${res.status}`);
        const cache = res.headers.get(base === nginx ? 'x-cache-status' : 'x-nextjs-cache');
        hits = cache === 'HIT' ? hits + 1 : 0;
        if (hits < 2) await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  const runs = [
    { page: '/', via: 'nginx (2 instances, micro-cache)', base: nginx },
    { page: '/', via: 'one instance alone', base: one },
    { page: '/agenda', via: 'nginx (2 instances, micro-cache)', base: nginx },
    { page: '/agenda', via: 'one instance alone', base: one },
    { page: '/health-check', via: 'one instance alone', base: one },
    { page: '/agenda', via: 'nginx, gzip', base: nginx, headers: { 'accept-encoding': 'gzip' } },
  ];
  const rows = [];
  for (const run of runs) {
    const r = await autocannon({
      url: run.base + run.page,
      headers: { host: hostFor(run.base), ...(run.headers ?? {}) },
      connections,
      duration: seconds,
    });
    rows.push({
      page: run.page,
      via: run.via,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'KB/req': r.requests.total ? Math.round(r.throughput.total / r.requests.total / 1024) : 0,
      errors: r.errors + r.non2xx,
    });
  }
  const rps = (page, via) => rows.find((r) => r.page === page && r.via === via)['req/s'];
  console.log(`\nScale (${connections} connections, ${seconds} s each, loopback, ${os.cpus().length} cores; nginx micro-cache 2 s):`);
  console.table(rows);
  const ratios = ['/', '/agenda'].map((page) => ({
    page,
    'nginx ÷ one instance': +(rps(page, 'nginx (2 instances, micro-cache)') / rps(page, 'one instance alone')).toFixed(1),
    target: '≥ 5',
  }));
  console.table(ratios);
  if (ratios.some((r) => r['nginx ÷ one instance'] < 5)) console.log('[bench] below the 5 × target (a loaded machine?)');
  await stopAndExit(0);
} catch (error) {
  console.error(error);
  await stopAndExit(1);
}
