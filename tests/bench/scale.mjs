#!/usr/bin/env node
/**
 * `npm run bench`, scale part: the same build as two instances sharing Redis
 * behind nginx (deploy/local.mjs), measured in one run with wrk (what the issue measured with):
 *
 *   - `/` and `/agenda` through nginx uncompressed (no Accept-Encoding), through nginx as every
 *     browser asks (`Accept-Encoding: gzip, deflate, br`), and from one instance alone with gzip
 *     (Next compresses per request); `/health-check` of that instance (the ceiling of one Node
 *     process without rendering);
 *   - the bytes on the wire for `/` in each encoding;
 *   - a static chunk in br and gzip: sent as the file written at build time (byte for byte, with
 *     its length), so nothing is compressed on the request path.
 *
 * Targets, as ratios of this run: through nginx with br, ≥ 50 % of the uncompressed
 * figure and ≥ 10 × one instance with gzip; `/` in br ≤ 1/6 of identity.
 *
 * Settings: BENCH_SCALE_PORT (3290: nginx; instances +1, +2), BENCH_SCALE_REDIS_PORT (6390),
 * BENCH_SCALE_API_PORT (4290), BENCH_SECONDS (10), BENCH_CONNECTIONS (32), WRK_BIN (wrk).
 * Loopback only; every run is bounded (-d); stops everything it started.
 */
import fs from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { benchSettings, bin, ensureBuilt, root } from './harness.mjs';
import { startStack } from '../../deploy/local.mjs';
import { standalonePaths } from '../../deploy/serve.mjs';

const { seconds, connections } = benchSettings({ portalPort: 0, apiPort: 0 });
const port = Number(process.env.BENCH_SCALE_PORT || 3290);
const WRK = process.env.WRK_BIN || 'wrk';
const BROWSER = 'gzip, deflate, br';

if (spawnSync(WRK, ['--version']).error) {
  console.error(`[bench] ${WRK} is not installed (apt-get install wrk): the scale part measures with it`);
  process.exit(1);
}

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

/** wrk's figures for one URL: requests per second, latency percentiles, non-2xx and socket errors. */
function wrk(url, headers) {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const run = spawnSync(WRK, [...args, url], { encoding: 'utf8', timeout: (seconds + 30) * 1000 });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.error}`);
  const out = run.stdout;
  const number = (re) => Number(re.exec(out)?.[1] ?? NaN);
  const ms = (label) => {
    const m = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!m) return NaN;
    const value = Number(m[1]);
    return +(m[2] === 'us' ? value / 1000 : m[2] === 's' ? value * 1000 : value).toFixed(1);
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    p50: ms('50'),
    p99: ms('99'),
    errors: (number(/Non-2xx or 3xx responses: (\d+)/) || 0) + (socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
  };
}

/** One request: status, headers, and the bytes as they came on the wire (fetch would decode them). */
function onTheWire(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

try {
  const one = stack.instanceUrls[0];
  const nginx = stack.url;
  const hostFor = (base) => `localhost:${new URL(base).port}`;
  const encodings = { identity: {}, br: { 'accept-encoding': BROWSER }, gzip: { 'accept-encoding': 'gzip' } };

  // Warm: each page rendered once (then in Redis), and nginx holding it in every encoding.
  for (const [base, variants] of [[one, [encodings.gzip]], [nginx, Object.values(encodings)]]) {
    for (const page of ['/', '/agenda']) {
      for (const headers of variants) {
        for (let i = 0, hits = 0; i < 100 && hits < 2; i++) {
          const res = await onTheWire(base + page, { host: hostFor(base), ...headers });
          if (res.status !== 200) throw new Error(`${base}${page} answered ${res.status}`);
          const cache = res.headers[base === nginx ? 'x-cache-status' : 'x-nextjs-cache'];
          hits = cache === 'HIT' ? hits + 1 : 0;
          if (hits < 2) await new Promise((r) => setTimeout(r, 200));
        }
      }
    }
  }

  const VIA = {
    plain: 'nginx, no compression',
    browser: `nginx, ${BROWSER}`,
    instance: 'one instance, gzip',
  };
  const runs = [
    { page: '/', via: VIA.plain, base: nginx, headers: {} },
    { page: '/', via: VIA.browser, base: nginx, headers: encodings.br },
    { page: '/', via: VIA.instance, base: one, headers: encodings.gzip },
    { page: '/agenda', via: VIA.plain, base: nginx, headers: {} },
    { page: '/agenda', via: VIA.browser, base: nginx, headers: encodings.br },
    { page: '/agenda', via: VIA.instance, base: one, headers: encodings.gzip },
    { page: '/health-check', via: 'one instance', base: one, headers: {} },
  ];
  const rows = [];
  for (const run of runs) {
    // `Host` spelled so: wrk sends its own unless told this very name (nginx refuses two with 400).
    const r = wrk(run.base + run.page, { Host: hostFor(run.base), ...run.headers });
    rows.push({ page: run.page, via: run.via, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors });
  }
  const rps = (page, via) => rows.find((r) => r.page === page && r.via === via)['req/s'];
  console.log(`\nScale (wrk -t2 -c${connections} -d${seconds}s each, loopback, ${os.cpus().length} cores; nginx micro-cache 2 s):`);
  console.table(rows);

  const ratios = ['/', '/agenda'].map((page) => ({
    page,
    'br ÷ uncompressed (nginx)': +(rps(page, VIA.browser) / rps(page, VIA.plain)).toFixed(2),
    'target ≥': 0.5,
    'nginx br ÷ one instance gzip': +(rps(page, VIA.browser) / rps(page, VIA.instance)).toFixed(1),
    'target ≥ ': 10,
  }));
  console.table(ratios);

  // Bytes on the wire for `/`, each encoding, through nginx.
  const weights = {};
  for (const [name, headers] of Object.entries(encodings)) {
    const res = await onTheWire(nginx + '/', { host: hostFor(nginx), ...headers });
    weights[name] = { 'Content-Encoding': res.headers['content-encoding'] ?? 'identity', bytes: res.bytes.length, 'X-Cache-Status': res.headers['x-cache-status'] };
  }
  const wireRatio = weights.br.bytes / weights.identity.bytes;
  console.log(`\nBytes on the wire for / through nginx (br is ${(wireRatio * 100).toFixed(1)} % of identity; target ≤ 16.7 %):`);
  console.table(weights);

  // A static chunk: the file written at build time, as it is.
  const html = (await onTheWire(nginx + '/agenda', { host: hostFor(nginx) })).bytes.toString('utf8');
  const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  if (!chunk) throw new Error('no script chunk on /agenda');
  const file = path.join(standalonePaths(distDir).dir, distDir, 'static', chunk.slice('/_next/static/'.length));
  const statics = [];
  for (const [name, headers, onDisk] of [['br', encodings.br, `${file}.br`], ['gzip', encodings.gzip, `${file}.gz`], ['identity', {}, file]]) {
    const res = await onTheWire(nginx + chunk, { host: hostFor(nginx), ...headers });
    statics.push({
      asked: name,
      'Content-Encoding': res.headers['content-encoding'] ?? 'identity',
      'Content-Length': Number(res.headers['content-length']),
      'file on disk': path.basename(onDisk),
      'same bytes as the file': res.bytes.equals(fs.readFileSync(onDisk)),
    });
  }
  console.log(`\nStatic chunk ${chunk} (sent as the files written at build time; no compression on the request path):`);
  console.table(statics);
  const staticRun = wrk(nginx + chunk, { Host: hostFor(nginx), ...encodings.br });
  console.log(`  ${chunk} in br through nginx: ${staticRun.rps} req/s (${staticRun.errors} errors)`);

  if (rows.some((r) => r.errors > 0)) console.log('[bench] some answers were errors (see the errors column): the figures do not count');
  const short = ratios.some((r) => r['br ÷ uncompressed (nginx)'] < 0.5 || r['nginx br ÷ one instance gzip'] < 10);
  if (short || wireRatio > 1 / 6) console.log('[bench] below a target (a loaded machine?)');
  if (!statics.every((s) => s['same bytes as the file'])) console.log('[bench] a static chunk was not sent as its precompressed file');
  await stopAndExit(0);
} catch (error) {
  console.error(error);
  await stopAndExit(1);
}
