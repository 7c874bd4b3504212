#!/usr/bin/env node
/**
 * The framework's floor: what the smallest possible page of this stack weighs. Builds
 * an empty App Router app with the repository's own `next`, `react` and `react-dom` (one root
 * layout, a page that renders `<h1>Hello</h1>`, default settings), serves it on loopback and
 * weighs its first-load JS exactly as tests/budgets/weights.mjs weighs the portal's pages. No
 * portal code is in it, so its weight is the least any page of the portal could download.
 *
 * FLOOR_LIGHTHOUSE=1 also runs Lighthouse (mobile, simulated throttling, Debian's Chromium) on
 * it three times: the performance score and total blocking time of a page with nothing on it.
 *
 * The app (tests/bench/floor-app.mjs) is written to a temporary folder, with the repository's
 * node_modules hard-linked into it, and removed after. tests/bench/phones.mjs measures the same
 * page beside the portal's pages in one run (HTML, main-thread time, five Lighthouse runs).
 * Settings: FLOOR_PORT (3290).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bin, root } from './harness.mjs';
import { startFloor } from './floor-app.mjs';
import { BUDGETS, firstLoadJs, frameworkJs, kb } from '../budgets/weights.mjs';

const port = Number(process.env.FLOOR_PORT || 3290);
process.on('SIGTERM', () => process.exit(143));
const { url, dir, distDir, html, versions } = await startFloor({ port });

const js = firstLoadJs(html, distDir);
const framework = frameworkJs(distDir);
console.log(`\nThe floor: an empty Next ${versions.next} App Router page (React ${versions.react}), nothing of the portal in it:`);
console.table([
  {
    page: '<h1>Hello</h1>',
    'first-load JS gzip KB': kb(js.gzip),
    'of which rootMainFiles': kb(framework.gzip),
    scripts: js.chunks,
    'HTML bytes': Buffer.byteLength(html),
    'budget KB': kb(BUDGETS.firstLoadJsGzip),
  },
]);
console.log(
  js.gzip > BUDGETS.firstLoadJsGzip
    ? `The empty page alone is ${kb(js.gzip - BUDGETS.firstLoadJsGzip)} KB over the ${kb(BUDGETS.firstLoadJsGzip)} KB first-load budget: no page of this stack can meet it.`
    : `The empty page leaves ${kb(BUDGETS.firstLoadJsGzip - js.gzip)} KB of the ${kb(BUDGETS.firstLoadJsGzip)} KB first-load budget for a page's own code.`,
);

if (process.env.FLOOR_LIGHTHOUSE === '1') {
  const rows = [];
  for (let run = 1; run <= 3; run++) {
    const out = path.join(dir, `lighthouse-${run}.json`);
    const lh = spawnSync(
      bin('lighthouse'),
      [url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
      { cwd: root, env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (lh.status !== 0) throw new Error(`lighthouse exited with ${lh.status}`);
    const { categories, audits } = JSON.parse(fs.readFileSync(out, 'utf8'));
    rows.push({
      run,
      performance: Math.round(categories.performance.score * 100),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      'LCP s': (audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
    });
  }
  console.log('\nLighthouse (mobile) on the empty page:');
  console.table(rows);
}
process.exit(0);
