#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling) on the public pages
 * of every theme, with Debian's Chromium, against the built portal and the demo API started here
 * on loopback (own ports), stopped afterwards. Prints one table per theme: performance,
 * accessibility, best practices and SEO scores, LCP, TBT and CLS.
 *
 * Settings: LH_PORTAL_PORT (3203), LH_API_PORT (4203); NEXT_DIST_DIR (.next-bench, built if
 * missing); CHROME_PATH (/usr/bin/chromium); LH_THEMES (comma list, default all); LH_ROUTES
 * (comma list of route names of tests/budgets/weights.mjs, default
 * home,agenda,session,speakers,sponsors,blog,topics,content); LH_SIGNED_IN=1 also runs each page
 * signed in as the demo attendee (the auth cookie set before the run: the signed-in CLS).
 * LH_JSON=file writes the rows as JSON. LH_DETAILS=1 prints what each failing audit found (its
 * items: the console errors, the inspector issues), to see why a score is below 100.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { apiEnv, bin, ensureBuilt, portalSecretsEnv, removeOnStop, root, start, stopAll, waitFor } from '../bench/harness.mjs';
import { get, publicRoutes, themeHosts } from './weights.mjs';

const portalPort = Number(process.env.LH_PORTAL_PORT || 3203);
const apiPort = Number(process.env.LH_API_PORT || 4203);
const api = `http://127.0.0.1:${apiPort}`;
const wantedThemes = process.env.LH_THEMES?.split(',').filter(Boolean);
const wantedRoutes = (process.env.LH_ROUTES || 'home,agenda,session,speakers,sponsors,blog,topics,content').split(',');
const signedIn = process.env.LH_SIGNED_IN === '1';
const ATTENDEE = { email: 'asistente@ekitaldi.test', password: 'Asistente#2026' };

// Another run on these ports would be measured instead of this build: refuse to start.
for (const port of [portalPort, apiPort, apiPort + 2000]) {
  const free = await new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  if (!free) throw new Error(`port ${port} is in use: set LH_PORTAL_PORT / LH_API_PORT`);
}
process.on('SIGTERM', () => process.exit(143));

const distDir = ensureBuilt();
const dbFile = path.join(os.tmpdir(), `ekitaldi-lighthouse-${process.pid}.sqlite`);
removeOnStop(dbFile);
start(bin('tsx'), ['demo-api/server.ts'], { ...apiEnv, DEMO_API_PORT: String(apiPort), DEMO_API_DB: dbFile, DEMO_API_RESET: '1', DEMO_PUSHER_PORT: String(apiPort + 2000) });
await waitFor(async () => (await fetch(`${api}/__demo/health`)).ok, 'the demo API');
start(bin('next'), ['start', '-p', String(portalPort), '-H', 'localhost'], {
  ...portalSecretsEnv,
  API_BASE_URL: api,
  PUBLIC_API_BASE_URL: `http://localhost:${apiPort}`,
  // The demo API's realtime server (the session page subscribes to it): without it, the page's
  // socket fails and Lighthouse counts the console error.
  NEXT_PUBLIC_PUSHER_PORT: String(apiPort + 2000),
  NEXT_DIST_DIR: distDir,
});
await waitFor(async () => (await get(portalPort, '/health-check', 'localhost')).status === 200, 'the portal');

const tenants = JSON.parse(fs.readFileSync(path.join(root, 'lib/tenants/demo-tenants.json'), 'utf8')).tenants;
async function tokenFor(host) {
  const tenant = tenants.find((t) => t.hosts.includes(host));
  const res = await fetch(`${api}/customer/login`, {
    method: 'POST',
    headers: { 'X-Tenant': tenant.token, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ user: ATTENDEE }),
  });
  if (!res.ok) throw new Error(`sign-in on ${host} answered ${res.status}`);
  return (await res.json()).token;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
process.on('exit', () => chrome.kill());

const score = (category) => (category?.score == null ? '—' : Math.round(category.score * 100));
const ms = (audit) => (audit?.numericValue == null ? '—' : `${(audit.numericValue / 1000).toFixed(1)} s`);
const all = [];

for (const { theme, host } of themeHosts(root)) {
  if (wantedThemes && !wantedThemes.includes(theme)) continue;
  const routes = (await publicRoutes(portalPort, host)).filter((r) => wantedRoutes.includes(r.route));
  const token = signedIn ? await tokenFor(host) : null;
  const rows = [];
  for (const { route, path: p } of routes) {
    for (const state of token ? ['anonymous', 'signed in'] : ['anonymous']) {
      const url = `http://${host}:${portalPort}${p}`;
      // Warm the render cache first: the table is about the page, not its first render.
      await get(portalPort, p, host);
      const page = await browser.newPage();
      if (state === 'signed in') await page.setCookie({ name: 'auth', value: token, url, sameSite: 'None', secure: true });
      else await page.deleteCookie({ name: 'auth', url });
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], locale: 'en' },
        undefined,
        page,
      );
      await page.close();
      const { categories, audits } = result.lhr;
      const row = {
        page: p,
        ...(token ? { state } : {}),
        perf: score(categories.performance),
        a11y: score(categories.accessibility),
        'best pr.': score(categories['best-practices']),
        SEO: score(categories.seo),
        LCP: ms(audits['largest-contentful-paint']),
        TBT: `${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms`,
        CLS: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        failing: Object.values(categories)
          .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && c.id !== 'performance').map((r) => audits[r.id]))
          .filter((a) => a && a.score !== null && a.score < 1)
          .map((a) => a.id)
          .join(' '),
      };
      if (process.env.LH_DETAILS) for (const id of row.failing.split(' ').filter(Boolean)) console.log(p, id, JSON.stringify(audits[id].details?.items ?? audits[id].details, null, 1).slice(0, 3000));
      rows.push(row);
      all.push({ theme, route, ...row });
    }
  }
  console.log(`\n${theme} (${host}) — Lighthouse 13.5 mobile:`);
  console.table(rows);
}

if (process.env.LH_JSON) fs.writeFileSync(process.env.LH_JSON, JSON.stringify(all, null, 1));
await browser.disconnect();
chrome.kill();
stopAll();
process.exit(0);
