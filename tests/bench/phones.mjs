#!/usr/bin/env node
/**
 * `npm run bench:phones`: what the public pages cost a mid-range phone, beside the framework's
 * floor (an empty App Router page, tests/bench/floor-app.mjs), all in one run:
 *
 *   1. HTML: bytes raw and gzip of `/`, `/agenda`, the live session page, an ordinary session
 *      page and `/ponentes`, split into markup and the inline page data (the `self.__next_f`
 *      scripts: the React Server Components payload), and the client components that payload
 *      makes the browser hydrate (instances per component).
 *   2. Main thread at hydration: a CPU profile of each page loading in Chromium (CPU slowed 4×,
 *      a phone's viewport), its time mapped through the build's browser source maps back to the
 *      modules that spent it: the framework (React, Next), libraries, and the portal's own files.
 *   3. Lighthouse mobile (simulated throttling, Debian's Chromium): PHONES_RUNS (5) rounds, each
 *      round every page of every build and the floor page one after another (interleaved, so a
 *      busy moment of the machine falls on all of them); medians, and each script chunk's
 *      bootup time with what the chunk carries.
 *   4. One instance: cached `/` with `Accept-Encoding: gzip` against `/health-check`, autocannon,
 *      alternated twice.
 *
 * Then the targets, as ratios of this run: each page's TBT ≤ 2 × the floor's (or the floor's
 * + 300 ms if larger) and performance ≥ the floor's − 10; `/` ≤ 60 KB raw and ≤ 10 KB gzip,
 * `/agenda` ≤ 80 KB raw; cached `/` with gzip ≥ 0.8 × `/health-check` req/s. Printed, never
 * asserted: the HTML ceilings are held by tests/e2e/budgets.spec.ts, timings by nothing.
 *
 * Builds: PHONES_BUILDS, a comma list of `label=<dist dir>` (a dist dir of this tree, or of
 * another checkout of it, which is served by that checkout's deploy/serve.mjs): several builds
 * are measured in the same run, interleaved (before → after). Default `this tree=.next-phones`,
 * built here first if missing, with browser source maps (EKITALDI_BROWSER_SOURCE_MAPS=1, which
 * changes no chunk's code). Keep a build for this script alone: a build keeps the pages it
 * rendered against one API port in its caches.
 *
 * Settings: PHONES_PORTAL_PORT (3270; the n-th build +n), PHONES_API_PORT (4270; its realtime
 * server +2000), PHONES_FLOOR_PORT (3279), PHONES_RUNS (5), PHONES_PROFILE_RUNS (3),
 * BENCH_SECONDS (10), BENCH_CONNECTIONS (32), PHONES_SKIP (comma list of html, profile,
 * lighthouse, throughput), PHONES_JSON=file (every figure), PHONES_MARKDOWN=file (the tables),
 * CHROME_PATH (/usr/bin/chromium). Loopback only; stops everything it started.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { apiEnv, bin, portalSecretsEnv, removeOnStop, root, start, stopAll, waitFor } from './harness.mjs';
import { startFloor } from './floor-app.mjs';
import { attributeProfile, blockingTime, chunkMaps, clientModulePaths, clientReferences, median, splitHtml } from './page-anatomy.mjs';
import { get } from '../budgets/weights.mjs';

const env = process.env;
const portalPort = Number(env.PHONES_PORTAL_PORT || 3270);
const apiPort = Number(env.PHONES_API_PORT || 4270);
const floorPort = Number(env.PHONES_FLOOR_PORT || 3279);
const runs = Number(env.PHONES_RUNS || 5);
const profileRuns = Number(env.PHONES_PROFILE_RUNS || 3);
const seconds = Number(env.BENCH_SECONDS || 10);
const connections = Number(env.BENCH_CONNECTIONS || 32);
const skip = new Set((env.PHONES_SKIP || '').split(',').filter(Boolean));
const HOST = 'localhost';
const api = `http://127.0.0.1:${apiPort}`;
const TARGETS = { homeRaw: 60 * 1024, homeGzip: 10 * 1024, agendaRaw: 80 * 1024, throughput: 0.8, tbtFactor: 2, tbtMargin: 300, perfMargin: 10 };

process.on('SIGTERM', () => process.exit(143));

/** The builds to measure: { label, repo, distDir, port }. */
function buildsFromSettings() {
  const list = (env.PHONES_BUILDS || 'this tree=.next-phones').split(',').filter(Boolean);
  return list.map((entry, i) => {
    const [label, dir] = entry.includes('=') ? entry.split(/=(.*)/s) : [entry, entry];
    const full = path.resolve(root, dir);
    return { label, repo: path.dirname(full), distDir: path.basename(full), port: portalPort + i };
  });
}

function ensureBuild(build) {
  if (fs.existsSync(path.join(build.repo, build.distDir, 'BUILD_ID'))) return;
  if (build.repo !== root) throw new Error(`${build.label}: no build at ${path.join(build.repo, build.distDir)}`);
  console.log(`[phones] building ${build.distDir} with browser source maps…`);
  const run = spawnSync(bin('next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NEXT_DIST_DIR: build.distDir, EKITALDI_BROWSER_SOURCE_MAPS: '1', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

async function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const round = (n) => (Number.isFinite(n) ? Math.round(n) : '—');
const check = (ok) => (ok ? 'yes' : 'NO');

const builds = buildsFromSettings();
for (const port of [...builds.map((b) => b.port), apiPort, apiPort + 2000, floorPort]) {
  if (!(await portFree(port))) throw new Error(`port ${port} is in use: set PHONES_PORTAL_PORT / PHONES_API_PORT / PHONES_FLOOR_PORT`);
}
for (const build of builds) ensureBuild(build);

// The demo API (one for every build: they all render the same data) and each build's portal.
const dbFile = path.join(os.tmpdir(), `ekitaldi-phones-${process.pid}.sqlite`);
removeOnStop(dbFile);
start(bin('tsx'), ['demo-api/server.ts'], { ...apiEnv, DEMO_API_PORT: String(apiPort), DEMO_API_DB: dbFile, DEMO_API_RESET: '1', DEMO_PUSHER_PORT: String(apiPort + 2000) });
await waitFor(async () => (await fetch(`${api}/__demo/health`)).ok, 'the demo API');
for (const build of builds) {
  start(
    process.execPath,
    [path.join(build.repo, 'deploy/serve.mjs'), '--port', String(build.port), '--host', 'localhost'],
    {
      ...portalSecretsEnv,
      API_BASE_URL: api,
      PUBLIC_API_BASE_URL: `http://localhost:${apiPort}`,
      // The session page subscribes to the demo's realtime server: without it, a console error.
      NEXT_PUBLIC_PUSHER_PORT: String(apiPort + 2000),
      NEXT_DIST_DIR: build.distDir,
    },
    build.repo,
  );
}
const floor = await startFloor({ port: floorPort, sourceMaps: true, log: (line) => console.log(line) });
for (const build of builds) await waitFor(async () => (await get(build.port, '/health-check', HOST)).status === 200, `${build.label}'s portal`);

// The pages: an ordinary session is the agenda's first session that is not the live one.
const agendaHtml = (await get(builds[0].port, '/agenda', HOST)).body.toString('utf8');
const sessionPath = [...agendaHtml.matchAll(/href="(\/agenda\/[a-z0-9-]+)"/g)].map((m) => m[1]).find((p) => !p.startsWith('/agenda/en-directo'));
if (!sessionPath) throw new Error('no session link on /agenda');
const PAGES = [
  { name: '/', path: '/' },
  { name: '/agenda', path: '/agenda' },
  { name: 'live session', path: '/agenda/en-directo' },
  { name: 'session', path: sessionPath },
  { name: '/ponentes', path: '/ponentes' },
];
const FLOOR = { build: 'floor', page: 'empty page', url: floor.url, distDir: floor.distDir };
const targets = [FLOOR];
for (const build of builds) {
  for (const page of PAGES) targets.push({ build: build.label, page: page.name, url: `http://${HOST}:${build.port}${page.path}`, distDir: path.join(build.repo, build.distDir), port: build.port, path: page.path });
}

/**
 * Until the page is a fresh cache HIT twice: a page regenerating in the background would put
 * its render into the measurements (and a page older than the cache period is STALE again).
 */
async function warm(port, pathname, headers = {}) {
  for (let i = 0, hits = 0; i < 100 && hits < 2; i++) {
    const res = await get(port, pathname, HOST, headers);
    if (res.status !== 200) throw new Error(`${port}${pathname} answered ${res.status}`);
    const cache = res.headers['x-nextjs-cache'];
    hits = cache === 'HIT' || cache === undefined ? hits + 1 : 0;
    if (hits < 2) await new Promise((r) => setTimeout(r, 200));
  }
}
for (const t of targets.filter((x) => x.port)) await warm(t.port, t.path);

const results = { date: new Date().toISOString(), cores: os.cpus().length, loadAverage: os.loadavg(), builds: builds.map((b) => b.label), pages: PAGES, html: [], profile: [], lighthouse: [], throughput: [] };
const markdown = [];
const table = (title, rows) => {
  console.log(`\n${title}`);
  console.table(rows);
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  markdown.push(`**${title}**\n`, `| ${cols.join(' | ')} |`, `|${cols.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${cols.map((c) => String(r[c] ?? '')).join(' | ')} |`), '');
};

// 1. HTML ----------------------------------------------------------------------------------
if (!skip.has('html')) {
  const moduleNames = new Map();
  for (const t of targets) {
    if (!moduleNames.has(t.distDir)) moduleNames.set(t.distDir, clientModulePaths(t.distDir));
    const html = t.port ? (await get(t.port, t.path, HOST)).body.toString('utf8') : floor.html;
    const parts = splitHtml(html);
    const refs = clientReferences(parts.payload, moduleNames.get(t.distDir));
    results.html.push({ build: t.build, page: t.page, raw: parts.raw, gzip: parts.gzip, markup: parts.markup, data: parts.data, clientComponents: refs.list });
  }
  table(
    'HTML: markup and inline page data (the self.__next_f scripts), KB, and the client components the page hydrates',
    results.html.map((h) => ({
      build: h.build,
      page: h.page,
      'raw KB': kb(h.raw),
      'gzip KB': kb(h.gzip),
      'markup raw / gzip': `${kb(h.markup.raw)} / ${kb(h.markup.gzip)}`,
      'page data raw / gzip': `${kb(h.data.raw)} / ${kb(h.data.gzip)}`,
      'client instances': h.clientComponents.reduce((n, c) => n + c.instances, 0),
    })),
  );
  table(
    'Client components hydrated per page (instances in the payload, most first)',
    results.html
      .filter((h) => h.build !== 'floor')
      .map((h) => ({
        build: h.build,
        page: h.page,
        components: h.clientComponents
          .slice(0, 8)
          .map((c) => `${c.component.replace(/^.*\//, '')}×${c.instances}`)
          .join(', '),
      })),
  );
}

// Chromium (one browser for the profiles and Lighthouse).
const chrome = await chromeLauncher.launch({
  chromePath: env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
process.on('exit', () => chrome.kill());
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

// 2. Main thread at hydration ----------------------------------------------------------------
if (!skip.has('profile')) {
  const maps = new Map();
  for (let run = 0; run < profileRuns; run++) {
    for (const t of targets.filter((x) => x.port)) await warm(t.port, t.path);
    for (const t of targets) {
      if (!maps.has(t.distDir)) maps.set(t.distDir, chunkMaps(t.distDir));
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await page.evaluateOnNewDocument(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTasks.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(t.url, { waitUntil: 'load', timeout: 120_000 });
      // What runs after load (hydration of leaves on idle, effects) belongs to the page too.
      await new Promise((r) => setTimeout(r, 4000));
      const { profile } = await cdp.send('Profiler.stop');
      const longTasks = await page.evaluate(() => window.__longTasks);
      await context.close();
      const spent = attributeProfile(profile, { locate: maps.get(t.distDir).locate, pageUrl: t.url });
      results.profile.push({ build: t.build, page: t.page, run, ...spent, longTasks, tbt: blockingTime(longTasks) });
    }
  }
  const kinds = (rows) => {
    const sum = (test) => rows.filter(test).reduce((n, r) => n + r.ms, 0);
    const framework = sum((r) => r.name.endsWith('(framework)'));
    const library = sum((r) => r.name.endsWith('(library)'));
    const portal = sum((r) => /^(app|components|lib|themes|instrumentation-client)/.test(r.name));
    return { framework, library, portal };
  };
  const rows = [];
  const top = [];
  for (const t of targets) {
    const mine = results.profile.filter((p) => p.build === t.build && p.page === t.page);
    const mid = [...mine].sort((a, b) => a.totalMs - b.totalMs)[Math.floor(mine.length / 2)];
    const k = kinds(mid.byOwner);
    rows.push({
      build: t.build,
      page: t.page,
      'main thread ms': round(mid.totalMs),
      'framework ms': round(k.framework),
      'libraries ms': round(k.library),
      'portal ms': round(k.portal),
      'long tasks (TBT ms, 4× CPU)': `${mid.longTasks.length} (${round(median(mine.map((p) => p.tbt)))})`,
    });
    top.push({
      build: t.build,
      page: t.page,
      'most time (ms)': mid.byOwner
        .filter((r) => r.name !== '(program)' && r.name !== '(garbage collector)')
        .slice(0, 7)
        .map((r) => `${r.name.replace(/ \((framework|library)\)$/, '')} ${round(r.ms)}`)
        .join(', '),
      'portal files (ms)': mid.byOwner
        .filter((r) => /^(app|components|lib)\//.test(r.name))
        .slice(0, 5)
        .map((r) => `${r.name.replace(/^.*\//, '')} ${round(r.ms)}`)
        .join(', '),
    });
  }
  table(`Main thread from navigation to 4 s after load (CPU 4× slower, 412 px; the median of ${profileRuns} profiles), by whose code ran`, rows);
  table('Where it goes: the modules that spent the most (self time)', top);
}

// 3. Lighthouse ------------------------------------------------------------------------------
if (!skip.has('lighthouse')) {
  for (let round_ = 1; round_ <= runs; round_++) {
    for (const t of targets.filter((x) => x.port)) await warm(t.port, t.path);
    for (const t of targets) {
      const page = await browser.newPage();
      const result = await lighthouse(t.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], locale: 'en' }, undefined, page);
      await page.close();
      const { categories, audits } = result.lhr;
      results.lighthouse.push({
        build: t.build,
        page: t.page,
        run: round_,
        performance: Math.round((categories.performance.score ?? 0) * 100),
        tbt: audits['total-blocking-time'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        bootup: (audits['bootup-time'].details?.items ?? []).map((i) => ({ url: i.url, total: i.total, scripting: i.scripting, parse: i.scriptParseCompile })),
      });
    }
    console.log(`[phones] Lighthouse round ${round_}/${runs} done`);
  }
  const floorRuns = results.lighthouse.filter((r) => r.build === 'floor');
  const floorTbt = median(floorRuns.map((r) => r.tbt));
  const floorPerf = median(floorRuns.map((r) => r.performance));
  const tbtCeiling = Math.max(TARGETS.tbtFactor * floorTbt, floorTbt + TARGETS.tbtMargin);
  const rows = targets.map((t) => {
    const mine = results.lighthouse.filter((r) => r.build === t.build && r.page === t.page);
    const tbt = median(mine.map((r) => r.tbt));
    const perf = median(mine.map((r) => r.performance));
    return {
      build: t.build,
      page: t.page,
      performance: perf,
      'TBT ms': round(tbt),
      'TBT range': `${round(Math.min(...mine.map((r) => r.tbt).filter(Number.isFinite)))}–${round(Math.max(...mine.map((r) => r.tbt).filter(Number.isFinite)))}`,
      'LCP s': (median(mine.map((r) => r.lcp)) / 1000).toFixed(2),
      'FCP s': (median(mine.map((r) => r.fcp)) / 1000).toFixed(2),
      'TBT ÷ floor': (tbt / floorTbt).toFixed(2),
      [`TBT ≤ ${round(tbtCeiling)}`]: t.build === 'floor' ? '' : check(tbt <= tbtCeiling),
      [`perf ≥ ${floorPerf - TARGETS.perfMargin}`]: t.build === 'floor' ? '' : check(perf >= floorPerf - TARGETS.perfMargin),
    };
  });
  results.lighthouseSummary = { floorTbt, floorPerf, tbtCeiling, rows };
  table(`Lighthouse ${JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version} mobile, medians of ${runs} interleaved runs (floor: TBT ${round(floorTbt)} ms, performance ${floorPerf})`, rows);

  // Bootup time per chunk (scripting, median over the runs), with what each chunk carries.
  const maps = new Map();
  const bootRows = [];
  for (const t of targets) {
    if (!maps.has(t.distDir)) maps.set(t.distDir, chunkMaps(t.distDir));
    const mine = results.lighthouse.filter((r) => r.build === t.build && r.page === t.page);
    const urls = new Set(mine.flatMap((r) => r.bootup.map((b) => b.url)));
    const perUrl = [...urls]
      .map((url) => ({ url, scripting: median(mine.map((r) => r.bootup.find((b) => b.url === url)?.scripting ?? 0)) }))
      .sort((a, b) => b.scripting - a.scripting)
      .slice(0, 4);
    for (const { url, scripting } of perUrl) {
      const contents = maps.get(t.distDir).contents(url);
      const what = contents
        ? [
            contents.packages.join(' '),
            contents.portal.length ? `${contents.portal.length} portal files: ${contents.portal.slice(0, 4).map((f) => f.replace(/^.*\//, '')).join(' ')}${contents.portal.length > 4 ? '…' : ''}` : '',
          ]
            .filter(Boolean)
            .join('; ')
        : '';
      bootRows.push({ build: t.build, page: t.page, script: url.replace(/^.*\/_next\/static\/chunks\//, '').replace(/^http:\/\/[^/]+/, '') || url, 'scripting ms': round(scripting), carries: what.slice(0, 140) });
    }
  }
  table('Lighthouse bootup time: the four scripts that run longest per page (median scripting ms), and what each chunk carries', bootRows);
}

// 4. One instance: cached `/` with gzip against /health-check -------------------------------
if (!skip.has('throughput')) {
  for (const build of builds) {
    const base = `http://localhost:${build.port}`;
    await warm(build.port, '/', { 'accept-encoding': 'gzip' });
    const probe = await get(build.port, '/', HOST, { 'accept-encoding': 'gzip' });
    const measure = async (p, headers) => {
      const r = await autocannon({ url: base + p, headers: { host: HOST, ...headers }, connections, duration: seconds });
      return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
    };
    const rounds = [];
    for (let i = 0; i < 2; i++) {
      rounds.push({ health: await measure('/health-check', {}), home: await measure('/', { 'accept-encoding': 'gzip' }) });
    }
    const health = rounds.reduce((n, r) => n + r.health.rps, 0) / rounds.length;
    const home = rounds.reduce((n, r) => n + r.home.rps, 0) / rounds.length;
    results.throughput.push({ build: build.label, health, home, rounds, encoding: probe.headers['content-encoding'], cache: probe.headers['x-nextjs-cache'], bytes: probe.body.length });
  }
  table(
    `One instance, autocannon -c${connections}, ${seconds} s each, alternated twice (mean req/s)`,
    results.throughput.map((r) => ({
      build: r.build,
      '/health-check req/s': round(r.health),
      'cached / with gzip req/s': round(r.home),
      'p50 / p99 ms (/)': `${r.rounds.at(-1).home.p50} / ${r.rounds.at(-1).home.p99}`,
      '/ ÷ health-check': (r.home / r.health).toFixed(2),
      [`≥ ${TARGETS.throughput}`]: check(r.home / r.health >= TARGETS.throughput),
      'sent as': `${r.encoding ?? 'identity'}, ${r.cache ?? '—'}, ${r.bytes} B`,
      errors: r.rounds.reduce((n, x) => n + x.health.errors + x.home.errors, 0),
    })),
  );
}

// Targets ------------------------------------------------------------------------------------
const summary = builds.map((build) => {
  const html = (name) => results.html.find((h) => h.build === build.label && h.page === name);
  const home = html('/');
  const agenda = html('/agenda');
  const tp = results.throughput.find((r) => r.build === build.label);
  const lh = results.lighthouseSummary?.rows.filter((r) => r.build === build.label) ?? [];
  return {
    build: build.label,
    '/ ≤ 60 KB raw': home ? `${check(home.raw <= TARGETS.homeRaw)} (${kb(home.raw)})` : '—',
    '/ ≤ 10 KB gzip': home ? `${check(home.gzip <= TARGETS.homeGzip)} (${kb(home.gzip)})` : '—',
    '/agenda ≤ 80 KB raw': agenda ? `${check(agenda.raw <= TARGETS.agendaRaw)} (${kb(agenda.raw)})` : '—',
    'TBT ≤ ceiling': lh.length ? `${lh.filter((r) => Object.entries(r).some(([k, v]) => k.startsWith('TBT ≤') && v === 'yes')).length}/${lh.length} pages` : '—',
    'perf ≥ floor − 10': lh.length ? `${lh.filter((r) => Object.entries(r).some(([k, v]) => k.startsWith('perf ≥') && v === 'yes')).length}/${lh.length} pages` : '—',
    '/ gzip ≥ 0.8 × health-check': tp ? `${check(tp.home / tp.health >= TARGETS.throughput)} (${(tp.home / tp.health).toFixed(2)})` : '—',
  };
});
table(`Targets (this run; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} at the end)`, summary);

if (env.PHONES_JSON) fs.writeFileSync(env.PHONES_JSON, JSON.stringify(results, null, 1));
if (env.PHONES_MARKDOWN) fs.writeFileSync(env.PHONES_MARKDOWN, markdown.join('\n'));
await browser.disconnect();
chrome.kill();
stopAll();
process.exit(0);
