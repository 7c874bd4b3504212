/**
 * At the door, two rows for `npm run bench`:
 *
 * 1. Redeem calls per second the demo API sustains from two doors of one list scanning at once
 *    (each door one call after another, as a phone does; signed badges of people with a ticket,
 *    first entries and repeats), with p50/p99 latency. The demo API runs in its own process.
 * 2. The door page's time from a QR in front of the fake camera to the verdict on screen, median
 *    of BENCH_DOOR_SCANS (20) scans, offline (decided on the phone) and online (the API decides):
 *    the badge stays in front of Chromium's fake camera, "Scan again" re-arms the scanner, and the
 *    time runs in the page from that click until the new verdict is shown.
 *
 * Settings: BENCH_PORTAL_PORT (3230), BENCH_API_PORT (4230), BENCH_DOOR_CALLS (400 per door),
 * BENCH_DOOR_SCANS (20). Loopback only; bounded; stops by itself.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { badgeMessage, encodeBadge } from '../../lib/api/schemas/badge';
import { tokenOf } from '../../demo-api/testing';
import { cameraBrowser, cameraFilm } from '../e2e/camera-film';
import { apiEnv, benchSettings, bin, ensureBuilt, portalSecretsEnv, removeOnStop, start, stopAll, waitFor } from './harness.mjs';

const { portalPort, apiPort } = benchSettings({ portalPort: 3230, apiPort: 4230 });
const CALLS = Number(process.env.BENCH_DOOR_CALLS || 400);
const SCANS = Number(process.env.BENCH_DOOR_SCANS || 20);
const PEOPLE = 300;
const portal = `http://localhost:${portalPort}`;
const api = `http://127.0.0.1:${apiPort}`;

ensureBuilt();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekitaldi-bench-door-'));
removeOnStop(dir);
const dbFile = path.join(dir, 'demo.sqlite');
const up = (url: string) => waitFor(async () => (await fetch(url)).ok, url);
start(bin('tsx'), ['demo-api/server.ts'], { ...apiEnv, DEMO_API_PORT: String(apiPort), DEMO_PUSHER_PORT: String(apiPort + 2001), DEMO_API_DB: dbFile, DEMO_API_RESET: '1' });
await up(`${api}/__demo/health`);

const headers = (extra: Record<string, string> = {}) => ({ 'Content-Type': 'application/json', 'X-Tenant': tokenOf('demo'), ...extra });
const post = async (url: string, body: unknown, extra: Record<string, string> = {}) => {
  const res = await fetch(api + url, { method: 'POST', headers: headers(extra), body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};
const get = async (url: string, extra: Record<string, string> = {}) => (await fetch(api + url, { headers: headers(extra) })).json() as Promise<Record<string, unknown>>;

const organiser = (await post('/customer/login', { user: { email: 'organizador@ekitaldi.test', password: 'Organizador#2026' } })).token as string;
const bearer = { Authorization: `Bearer ${organiser}` };
const list = (await post('/checkin/lists', { name: 'Banco de pruebas', kind: 'entrance' }, bearer)).id as number;
const key = (await get(`/checkin/lists/${list}/staff-link`, bearer)).key as string;
// Making the list's first sync makes the tenant's key (kept in the database).
await get(`/checkin/lists/${list}/sync`, { 'X-Checkin-Key': key });

// People with a ticket, and their badges signed with the database's key (as the API signs them).
const db = new Database(dbFile);
db.pragma('busy_timeout = 5000');
const ids: number[] = [];
db.transaction(() => {
  for (let i = 0; i < PEOPLE; i++) {
    const id = Number(
      db.prepare("INSERT INTO customers (tenant, email, password_hash, name, surname, email_verified, created_at) VALUES ('demo', ?, 'x', 'Puerta', ?, 1, ?)").run(`bench-door-${i}@ekitaldi.test`, `Banco ${i}`, new Date().toISOString()).lastInsertRowid,
    );
    db.prepare("INSERT INTO customer_tickets (tenant, customer_id, created_at) VALUES ('demo', ?, ?)").run(id, new Date().toISOString());
    ids.push(id);
  }
})();
const { seed } = db.prepare("SELECT seed FROM badge_keys WHERE tenant = 'demo'").get() as { seed: Buffer };
db.close();
const privateKey = crypto.createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]), format: 'der', type: 'pkcs8' });
const badge = (id: number) => encodeBadge('demo', id, 1, new Uint8Array(crypto.sign(null, badgeMessage('demo', id, 1), privateKey)));
const codes = ids.map(badge);

// 1. Two doors, one call after another each.
const latencies: number[] = [];
const results: Record<string, number> = {};
async function door(offset: number) {
  for (let i = 0; i < CALLS; i++) {
    const code = codes[(offset + i * 7) % codes.length]!;
    const t0 = performance.now();
    const answer = await post('/checkin/redeem', { list, code, nonce: crypto.randomUUID().replace(/-/g, ''), at: new Date().toISOString(), direction: 'entry' }, { 'X-Checkin-Key': key });
    latencies.push(performance.now() - t0);
    results[answer.result as string] = (results[answer.result as string] ?? 0) + 1;
  }
}
const started = performance.now();
await Promise.all([door(0), door(150)]);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;

// The same two loops on the API's health call, right after: the floor of one round trip on this
// machine at this moment, so the redeem row reads as a ratio, whatever else the machine is doing.
const floor: number[] = [];
async function healthLoop() {
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    await (await fetch(`${api}/__demo/health`)).arrayBuffer();
    floor.push(performance.now() - t0);
  }
}
const floorStarted = performance.now();
await Promise.all([healthLoop(), healthLoop()]);
const floorElapsed = (performance.now() - floorStarted) / 1000;
floor.sort((a, b) => a - b);
const floorPct = (p: number) => floor[Math.min(floor.length - 1, Math.floor((p / 100) * floor.length))]!;
const rate = latencies.length / elapsed;
const floorRate = floor.length / floorElapsed;
console.log('\nRedeem, two doors of one list (each one call after another), demo API in its own process; the health call the same way as the floor:');
console.log('| call | calls | calls/s | p50 | p99 | max | answers |');
console.log('|---|---|---|---|---|---|---|');
console.log(`| redeem | ${latencies.length} | ${rate.toFixed(0)} (${(rate / floorRate).toFixed(2)} × floor) | ${pct(50).toFixed(1)} ms | ${pct(99).toFixed(1)} ms | ${latencies.at(-1)!.toFixed(1)} ms | ${Object.entries(results).map(([k, v]) => `${k} ${v}`).join(', ')} |`);
console.log(`| health (floor) | ${floor.length} | ${floorRate.toFixed(0)} | ${floorPct(50).toFixed(1)} ms | ${floorPct(99).toFixed(1)} ms | ${floor.at(-1)!.toFixed(1)} ms | – |`);

// 2. The door page: QR in front of the fake camera → verdict on screen.
start(process.execPath, ['deploy/serve.mjs', '--port', String(portalPort), '--host', 'localhost'], { ...portalSecretsEnv, API_BASE_URL: api, PUBLIC_API_BASE_URL: `http://localhost:${apiPort}`, NEXT_PUBLIC_PUSHER_PORT: String(apiPort + 2001) });
await up(`${portal}/health-check`);
const browser = await cameraBrowser(await cameraFilm([{ code: codes[0]!, seconds: 2 }]));
try {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto(`${portal}/acceso/${list}#k=${key}`);
  page.on('console', (m) => m.type() === 'error' && console.error(`[door page] ${m.text()}`));
  await page.locator('[data-testid="door-verdict"]:not([data-result="none"])').waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
    console.error(await page.locator('body').innerText());
    throw error;
  });
  /** Clicks "Scan again" and answers the milliseconds until a new verdict is on screen. */
  const once = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const panel = document.querySelector('[data-testid="door-verdict"]')!;
          const again = [...panel.querySelectorAll('button')].at(-1)!;
          const t0 = performance.now();
          const seen = new MutationObserver(() => {
            if (panel.getAttribute('data-result') !== 'none') {
              seen.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - t0));
            }
          });
          seen.observe(panel, { attributes: true, attributeFilter: ['data-result'] });
          again.click();
        }),
    );
  const median = async () => {
    const times: number[] = [];
    for (let i = 0; i < SCANS; i++) times.push(await once());
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)]!, min: times[0]!, max: times.at(-1)! };
  };
  const online = await median();
  await context.setOffline(true);
  await page.waitForFunction(() => document.querySelector('[data-testid="door-status"] [data-online="false"]') !== null);
  const offline = await median();
  console.log(`\nDoor page, QR in front of the fake camera → verdict on screen (median of ${SCANS}; qr-scanner's decoder, no BarcodeDetector on Linux):`);
  console.log('| device | median | min | max |');
  console.log('|---|---|---|---|');
  for (const [name, r] of [['offline (decided on the phone)', offline], ['online (the API decides)', online]] as const) {
    console.log(`| ${name} | ${r.median.toFixed(0)} ms | ${r.min.toFixed(0)} ms | ${r.max.toFixed(0)} ms |`);
  }
} finally {
  await browser.close();
  stopAll();
}
