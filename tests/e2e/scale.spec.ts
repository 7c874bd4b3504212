import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from './fixtures';
import { createClient } from 'redis';
import { startStack, type Stack } from '../../deploy/local.mjs';
import { standalonePaths } from '../../deploy/serve.mjs';
import { ACCOUNTS, E2E, REVALIDATE_SECRET, SECRETS } from './env';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

/**
 * Two instances behind nginx sharing Redis, started here from this run's standalone
 * build (deploy/local.mjs) against the run's demo API: a page rendered by one instance is served
 * by the other, a purge through nginx reaches both, each browser language gets its own page
 * behind the micro-cache, SIGTERM drains, a killed instance costs no request, Redis going away
 * leaves pages rendering with one line in the log, and an instance that lost Redis while its
 * shared cache was loading uses it again once Redis is back.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Ports of their own, tied to this run's portal port so parallel runs never collide.
const BASE = 20_000 + (E2E.portalPort % 1000) * 10;
const HERMES = { host: 'hermes.localhost', token: 'tok-hermes-7f3a' };
/** A content page no other spec reads or edits. */
const PAGE = '/sala-de-prensa';

let stack: Stack;
/** The instances reach the run's demo API through it: it records the X-Request-Id they send. */
let api: FaultProxy;
/** What a scraper from elsewhere must bring to read /metrics (the instances' METRICS_TOKEN). */
const METRICS_TOKEN = SECRETS.METRICS_TOKEN;
/** Answered by nginx's cache (STALE: a copy past its 2 s, served while one request refreshes it). */
const FROM_CACHE = ['HIT', 'STALE', 'UPDATING'];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** the bytes as they came on the wire (compressed, when Content-Encoding says so) */
  raw: Buffer;
}

/** nginx, or instance 1 or 2 (on the address `localhost` is: deploy/serve.mjs). */
type Target = 'nginx' | 0 | 1;
function address(target: Target): { hostname: string; port: number } {
  const url = new URL(target === 'nginx' ? stack.url : stack.instanceUrls[target]!);
  return { hostname: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port) };
}

/** GET with the Host a browser would send (tenants by host), straight to nginx or an instance. */
function get(target: Target, path: string, host = 'localhost', headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = address(target);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, headers: { host: `${host}:${port}`, ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString('utf8'), raw });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body as the browser reads it, whatever its Content-Encoding. */
function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.raw).toString('utf8');
  expect(encoding, 'no other encoding is ever sent').toBeUndefined();
  return answer.body;
}

/** Asks until nginx answers from its cache (HIT), and returns that answer. */
async function cachedAnswer(path: string, host: string, headers: Record<string, string>): Promise<Answer> {
  let answer: Answer | undefined;
  await expect
    .poll(async () => {
      answer = await get('nginx', path, host, headers);
      return answer.headers['x-cache-status'];
    }, { timeout: 15_000 })
    .toBe('HIT');
  return answer!;
}

const title = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.trim() ?? null;
const exited = (child: { exitCode: number | null; signalCode: string | null; once: (e: 'exit', f: () => void) => void }) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', r));
async function healthy(target: Target) {
  await expect.poll(async () => (await get(target, '/health-check').catch(() => ({ status: 0 }))).status, { timeout: 60_000 }).toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  api = await startFaultProxy({ port: BASE + 5, upstream: E2E.api, slowMs: 0 });
  stack = await startStack({
    port: BASE,
    redisPort: BASE + 3,
    apiBaseUrl: `http://127.0.0.1:${BASE + 5}`,
    distDir: process.env.NEXT_DIST_DIR || '.next',
    secrets: { REVALIDATE_SECRET, METRICS_TOKEN },
    microSeconds: 2,
    // A short drain keeps the SIGTERM test short; production keeps the default 5 s.
    instanceEnv: {
      DRAIN_SECONDS: '2',
      TENANTS_FILE: 'lib/tenants/demo-tenants.json',
      NEXT_PUBLIC_PUSHER_PORT: String(E2E.pusherPort),
    },
    log: () => {},
  });
});

test.afterEach(async ({}, testInfo) => {
  // The processes' own logs explain a failure: attached before the temp folder goes.
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [name, file] of Object.entries(stack?.logs ?? {})) {
    if (fs.existsSync(file)) await testInfo.attach(`${name}.log`, { body: fs.readFileSync(file), contentType: 'text/plain' });
  }
});

test.afterAll(async () => {
  await stack?.stop();
  await api?.close();
});

test('a page rendered by one instance is served by the other, and a purge through nginx reaches both', async ({ request }) => {
  const [one, two] = [0, 1] as const;
  const first = await get(one, PAGE, HERMES.host);
  expect(first.status).toBe(200);
  await expect.poll(async () => (await get(one, PAGE, HERMES.host)).headers['x-nextjs-cache']).toBe('HIT');
  const original = title(first.body);
  expect(original).toBeTruthy();

  // The other instance never rendered it: its very first answer comes from Redis.
  const fromTwo = await get(two, PAGE, HERMES.host);
  expect(fromTwo.status).toBe(200);
  expect(fromTwo.headers['x-nextjs-cache']).toBe('HIT');
  expect(title(fromTwo.body)).toBe(original);

  // The organiser edits the page in the API (which purges the run's other portal, not these).
  const login = await request.post(`${E2E.api}/customer/login`, { headers: { 'X-Tenant': HERMES.token }, data: { user: ACCOUNTS.organiser } });
  await expect(login).toBeOK();
  const { token } = (await login.json()) as { token: string };
  const marker = `Prensa ${Date.now()}`;
  const saved = await request.put(`${E2E.api}/admin/cms/pages${PAGE}`, {
    headers: { 'X-Tenant': HERMES.token, Authorization: `Bearer ${token}` },
    data: { translations: { es: { title: marker, content: `<p>${marker}</p>` } } },
  });
  expect(saved.status()).toBe(200);
  // Still the cached page on both until the purge.
  expect(title((await get(two, PAGE, HERMES.host)).body)).toBe(original);

  // One purge, through nginx: it lands on one instance and clears the page for both.
  const purge = await request.post(`${stack.url}/api/revalidate`, {
    headers: { Authorization: `Bearer ${REVALIDATE_SECRET}`, Host: `${HERMES.host}:${stack.port}` },
    data: { tenant: 'hermes' },
  });
  expect(purge.status()).toBe(200);
  for (const port of [one, two]) {
    await expect.poll(async () => title((await get(port, PAGE, HERMES.host)).body), { timeout: 5_000 }).toBe(marker);
  }
  // nginx's micro-cache (2 s) lets go of the old copy by itself.
  await expect.poll(async () => title((await get('nginx', PAGE, HERMES.host)).body), { timeout: 10_000 }).toBe(marker);
});

test('behind the micro-cache an English and a Spanish browser each get their own language', async ({ browser }) => {
  const root = `http://localhost:${stack.port}/`;
  // Spanish first, twice: nginx now holds the Spanish home for browsers that ask for Spanish.
  const spanish = await browser.newContext({ locale: 'es-ES' });
  const es = await spanish.newPage();
  await es.goto(root);
  const again = await es.goto(root);
  expect(FROM_CACHE).toContain(again?.headers()['x-cache-status']);
  await expect(es.locator('html')).toHaveAttribute('lang', /^es(-|$)/);
  expect(new URL(es.url()).pathname).toBe('/');

  const english = await browser.newContext({ locale: 'en-GB' });
  const en = await english.newPage();
  await en.goto(root);
  await expect(en.locator('html')).toHaveAttribute('lang', /^en(-|$)/);
  expect(new URL(en.url()).pathname).toBe('/en');
  // Now with the language cookie the redirect set: still English, never the cached Spanish page.
  await en.goto(root);
  await expect(en.locator('html')).toHaveAttribute('lang', /^en(-|$)/);
  expect(new URL(en.url()).pathname).toBe('/en');

  // A Spanish-speaking browser that chose English on the site: the cookie wins over the browser.
  const switched = await browser.newContext({ locale: 'es-ES' });
  const sw = await switched.newPage();
  await sw.goto(`http://localhost:${stack.port}/?lang=en`);
  await sw.goto(root);
  await expect(sw.locator('html')).toHaveAttribute('lang', /^en(-|$)/);

  // And the Spanish browser still gets Spanish from the cache.
  const last = await es.goto(root);
  expect(FROM_CACHE).toContain(last?.headers()['x-cache-status']);
  await expect(es.locator('html')).toHaveAttribute('lang', /^es(-|$)/);
  for (const context of [spanish, english, switched]) await context.close();
});

test('nginx never keeps an answer that sets a cookie or is for a signed-in visitor', async () => {
  // The language switch sets a cookie: never cached, every visitor gets their own.
  for (let i = 0; i < 2; i++) {
    const answer = await get('nginx', '/?lang=en');
    expect(answer.status).toBe(307);
    expect(answer.headers['set-cookie']?.join(';')).toContain('i18n_redirected=en');
    expect(answer.headers['x-cache-status']).not.toBe('HIT');
  }
  // A public page for a signed-in visitor goes to an instance every time.
  let warm = await get('nginx', '/agenda');
  await expect
    .poll(async () => {
      warm = await get('nginx', '/agenda');
      return warm.headers['x-cache-status'];
    })
    .toBe('HIT');
  expect(warm.status).toBe(200);
  expect((await get('nginx', '/agenda', 'localhost', { cookie: 'auth=some-token' })).headers['x-cache-status']).toBe('BYPASS');
  // Static files: from disk, immutable.
  const html = warm.body;
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await get('nginx', script!);
  expect(asset.status).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // Compressed once, by nginx, text only: the page and its styles, never a font (woff2 is
  // compressed already).
  const gzip = { 'accept-encoding': 'gzip' };
  const zipped = await get('nginx', '/agenda', 'localhost', gzip);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  const stylesheets = [...new Set([...html.matchAll(/href="(\/_next\/static\/[^"]+\.css)"/g)].map((m) => m[1]!))];
  expect(stylesheets.length).toBeGreaterThan(0);
  let stylesheet = stylesheets[0]!;
  let font: string | undefined;
  for (const href of stylesheets) {
    // Written relative to the stylesheet (url(../media/….woff2)).
    const named = /url\(["']?([^"')]+\.woff2)/.exec((await get('nginx', href)).body)?.[1];
    stylesheet = href;
    font = named ? new URL(named, `http://localhost${href}`).pathname : undefined;
    if (font) break;
  }
  expect(font, 'a woff2 font named by the page\'s styles').toBeTruthy();
  const cssZipped = await get('nginx', stylesheet, 'localhost', gzip);
  expect([cssZipped.status, cssZipped.headers['content-encoding']]).toEqual([200, 'gzip']);
  const woff2 = await get('nginx', font!, 'localhost', gzip);
  expect([woff2.status, woff2.headers['content-type'], woff2.headers['content-encoding']]).toEqual([200, 'font/woff2', undefined]);
});

test('compressed once: br and gzip pages come from the cache as stored, identity for a client that accepts neither', async () => {
  const page = '/agenda';
  const identity = await cachedAnswer(page, 'localhost', {});
  expect(identity.status).toBe(200);
  expect(identity.headers['content-encoding']).toBeUndefined();
  const text = identity.body;
  expect(title(text)).toBeTruthy();
  // A client that accepts no compression, or refuses both with q=0, gets identity too.
  for (const refused of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
    const answer = await get('nginx', page, 'localhost', { 'accept-encoding': refused });
    expect([answer.status, answer.headers['content-encoding']]).toEqual([200, undefined]);
  }

  // What nginx's compressing server has compressed so far (a line per page it compressed).
  const compressed = () => (fs.existsSync(stack.logs.compressed!) ? fs.readFileSync(stack.logs.compressed!, 'utf8') : '');
  for (const [acceptEncoding, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ] as const) {
    const hit = await cachedAnswer(page, 'localhost', { 'accept-encoding': acceptEncoding });
    expect(hit.status).toBe(200);
    expect(hit.headers['content-encoding'], acceptEncoding).toBe(encoding);
    expect(hit.headers.vary).toContain('Accept-Encoding');
    // The copy was compressed once, in the normalised encoding, by the compressing server…
    expect(compressed()).toContain(`"localhost:${stack.port}${page}" encoding="${encoding}" 200`);
    // …and the cache sends it as stored: five more answers from the cache compress nothing (the
    // 2 s copy may expire meanwhile: its one refresh is compressed once, never per request).
    const before = compressed();
    for (let i = 0; i < 5; i++) {
      const again = await get('nginx', page, 'localhost', { 'accept-encoding': acceptEncoding });
      expect(FROM_CACHE).toContain(again.headers['x-cache-status']);
      expect(again.headers['content-encoding']).toBe(encoding);
    }
    expect(compressed().slice(before.length).split('\n').filter(Boolean).length).toBeLessThanOrEqual(1);
    // The same page, a sixth of the bytes or less.
    expect(title(decoded(hit))).toBe(title(text));
    expect(hit.raw.length).toBeLessThanOrEqual(Buffer.byteLength(text) / 6);
  }
});

test('compressed copies keep the language apart and never hold a cookie answer', async () => {
  const br = { 'accept-encoding': 'gzip, deflate, br' };
  // The root for a Spanish browser without cookies is kept (Vary: Accept-Language), compressed.
  const spanish = await cachedAnswer('/', 'localhost', { ...br, 'accept-language': 'es-ES,es;q=0.9' });
  expect(spanish.headers['content-encoding']).toBe('br');
  expect(decoded(spanish)).toMatch(/<html[^>]* lang="es/);
  // An English browser asking the same root in the same encoding is sent to /en, never the
  // Spanish copy; /en in brotli is its own copy, in English.
  const englishRoot = await get('nginx', '/', 'localhost', { ...br, 'accept-language': 'en-GB,en;q=0.9' });
  expect(englishRoot.status).toBe(307);
  expect(englishRoot.headers.location).toMatch(/\/en$/);
  const english = await cachedAnswer('/en', 'localhost', br);
  expect(english.headers['content-encoding']).toBe('br');
  expect(decoded(english)).toMatch(/<html[^>]* lang="en/);

  // The language switch sets a cookie: in every encoding, never kept.
  for (const encoding of ['br', 'gzip', '']) {
    for (let i = 0; i < 2; i++) {
      const answer = await get('nginx', '/?lang=en', 'localhost', encoding ? { 'accept-encoding': encoding } : {});
      expect(answer.status).toBe(307);
      expect(answer.headers['set-cookie']?.join(';')).toContain('i18n_redirected=en');
      expect(answer.headers['x-cache-status']).not.toBe('HIT');
    }
  }
  // A signed-in visitor gets a compressed page made for them, never from or into the cache.
  const signedIn = await get('nginx', '/agenda', 'localhost', { ...br, cookie: 'auth=some-token' });
  expect([signedIn.status, signedIn.headers['x-cache-status'], signedIn.headers['content-encoding']]).toEqual([200, 'BYPASS', 'br']);
});

test('static chunks are sent from the files compressed at build time, never compressed per request', async () => {
  const html = (await get('nginx', '/agenda')).body;
  const assets = [
    /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1],
    /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1],
  ];
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const staticRoot = path.join(standalonePaths(distDir).dir, distDir, 'static');
  for (const asset of assets) {
    expect(asset).toBeTruthy();
    const file = path.join(staticRoot, asset!.slice('/_next/static/'.length));
    for (const [acceptEncoding, encoding, onDisk] of [
      ['gzip, deflate, br', 'br', `${file}.br`],
      ['gzip', 'gzip', `${file}.gz`],
      ['', undefined, file],
    ] as const) {
      const answer = await get('nginx', asset!, 'localhost', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      // Byte for byte the file written beside the chunk (gzip 9, brotli 11: nginx's own filters
      // would write other bytes, streamed without a length).
      expect(Number(answer.headers['content-length'])).toBe(fs.statSync(onDisk).size);
      expect(answer.raw.equals(fs.readFileSync(onDisk))).toBe(true);
    }
  }
});

/** The sum of the series of a scrape whose name and labels start so (0 when none). */
function sample(text: string, prefix: string): number {
  return text
    .split('\n')
    .filter((l) => l.startsWith(prefix))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

test('a request shows up in /metrics and in one JSON log line with its X-Request-Id, which the API gets too', async () => {
  const one = 0;
  const requestId = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  // A content page no one has asked for: this request renders it, and asks the API for it.
  const slug = `pagina-${requestId}`;
  const series = 'ekitaldi_http_requests_total{route="/:slug",status_class="4xx",tenant="demo",';
  const scrape = async () => (await get(one, '/metrics')).body;
  const before = sample(await scrape(), series);

  const answer = await get(one, `/${slug}`, 'localhost', { 'x-request-id': requestId });
  expect(answer.status).toBe(404);
  expect(answer.headers['x-request-id']).toBe(requestId);

  // Counted under its route pattern: never the path itself.
  await expect.poll(async () => sample(await scrape(), series)).toBe(before + 1);
  expect(await scrape()).not.toContain(slug);
  // One JSON line, with the same id.
  const logLines = (name: string) => () =>
    fs
      .readFileSync(stack.logs[name]!, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  const lines = logLines('instance-1');
  const lines2 = logLines('instance-2');
  await expect.poll(() => lines().filter((l) => l.requestId === requestId)).toEqual([
    expect.objectContaining({ requestId, method: 'GET', route: '/:slug', tenant: 'demo', status: 404, durationMs: expect.any(Number), time: expect.any(String) }),
  ]);
  expect(JSON.stringify(lines().find((l) => l.requestId === requestId))).not.toContain(slug);
  // The API got it with the page's read.
  expect(api.requestIds().filter((r) => r.path.includes(slug)).map((r) => r.requestId)).toContain(requestId);
  // Without one from the balancer, the instance makes one and says it.
  expect((await get(one, '/agenda')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  // Through nginx: the id given goes to the instance and back; a cache hit, which no instance
  // sees, says the id of its own request (never the one that filled the cache), in nginx's log.
  const throughNginx = `${requestId}-nginx`;
  const proxied = await get('nginx', `/${slug}-2`, 'localhost', { 'x-request-id': throughNginx });
  expect(proxied.headers['x-request-id']).toBe(throughNginx);
  await expect.poll(() => lines().filter((l) => l.requestId === throughNginx).length + lines2().filter((l) => l.requestId === throughNginx).length).toBe(1);
  await cachedAnswer('/agenda', 'localhost', { 'x-request-id': `${requestId}-fill` });
  const hit = await cachedAnswer('/agenda', 'localhost', { 'x-request-id': `${requestId}-hit` });
  expect(hit.headers['x-request-id']).toBe(`${requestId}-hit`);
  const nginxLog = path.join(stack.temp, 'nginx', 'access.log');
  await expect.poll(() => (fs.existsSync(nginxLog) ? fs.readFileSync(nginxLog, 'utf8') : '')).toContain(`id=${requestId}-hit cache=HIT`);
});

test('nginx holds X-Request-Id to the instances\' rule: anything else is replaced, and one request has one id in both logs', async () => {
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  const nginxLog = path.join(stack.temp, 'nginx', 'access.log');
  const instanceLines = () =>
    [stack.logs['instance-1']!, stack.logs['instance-2']!]
      .flatMap((file) => read(file).split('\n'))
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  for (const sent of ['<script>alert(1)</script>', 'a b c d e f g h i', 'x'.repeat(129), 'short', '"quoted"-id,1', 'ok-id;drop=1']) {
    const slug = `pagina-rid-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const answer = await get('nginx', `/${slug}`, 'localhost', { 'x-request-id': sent });
    expect(answer.status).toBe(404);
    // nginx's own id ($request_id), the same one the instance logged and nginx wrote.
    const id = answer.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => instanceLines().filter((l) => l.requestId === id).length).toBe(1);
    await expect.poll(() => read(nginxLog)).toContain(`id=${id} cache=`);
    // What was sent reached neither log.
    expect(read(nginxLog)).not.toContain(sent);
    expect(instanceLines().some((l) => JSON.stringify(l).includes(sent))).toBe(false);
  }
});

test('/metrics is refused to a caller that is not on the machine or lacks the token', async () => {
  // Through nginx every request is forwarded: refused, as it would be from anywhere else.
  const forwarded = await get('nginx', '/metrics');
  expect(forwarded.status).toBe(403);
  expect(forwarded.body).not.toContain('ekitaldi_');
  expect((await get('nginx', '/metrics', 'localhost', { authorization: 'Bearer not-the-token' })).status).toBe(403);
  // With the configured token, from anywhere.
  const scraper = await get('nginx', '/metrics', 'localhost', { authorization: `Bearer ${METRICS_TOKEN}` });
  expect(scraper.status).toBe(200);
  expect(scraper.body).toContain('# TYPE ekitaldi_http_requests_total counter');
  expect(scraper.body).toContain('ekitaldi_process_cpu_seconds_total');
  // nginx may send the scrape to either instance: the earlier tests' API calls and cache reads
  // are counted by the instance that served them (CI: the other one answered this scrape).
  const direct = await Promise.all(([0, 1] as const).map((i) => get(i, '/metrics', 'localhost', { authorization: `Bearer ${METRICS_TOKEN}` })));
  const counted = direct.map((answer) => answer.body).join('\n');
  expect(counted).toContain('ekitaldi_upstream_requests_total{resource="cms"');
  expect(counted).toContain('ekitaldi_render_cache_requests_total{store="redis"');
  // A scraper beside the instance, not forwarded.
  expect((await get(0, '/metrics')).status).toBe(200);
});

test('SIGTERM: the health check says draining, requests still get answers, then the instance leaves', async () => {
  const two = 1;
  const instance = stack.instances[1]!;
  await get(two, '/agenda');
  const signalled = Date.now();
  instance.kill('SIGTERM');
  await expect.poll(async () => (await get(two, '/health-check')).status).toBe(503);
  const draining = await get(two, '/health-check');
  expect(JSON.parse(draining.body).status).toBe('draining');
  expect(draining.headers.connection).toBe('close');
  // While draining, the instance still answers the requests it gets, all of them.
  const during = await Promise.all(Array.from({ length: 10 }, () => get(two, '/agenda')));
  expect(during.map((a) => a.status)).toEqual(Array(10).fill(200));
  // Through nginx nothing changes while it drains and after it has gone.
  const started = Date.now();
  while (instance.exitCode === null && instance.signalCode === null && Date.now() - started < 15_000) {
    expect((await get('nginx', '/agenda', 'localhost', { cookie: 'auth=x' })).status).toBe(200);
  }
  await exited(instance);
  // It drained (DRAIN_SECONDS is 2 here) rather than leaving at the signal: measured from the
  // signal, a floor that a loaded machine can only lengthen (from the end of the requests above,
  // as before, a slow machine had already spent most of the 2 s).
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_900);
  expect((await get('nginx', '/agenda', 'localhost', { cookie: 'auth=x' })).status).toBe(200);
  stack.startInstance(1);
  await healthy(two);
});

/** One request's fate under load: when it started and ended, and what went wrong, if anything. */
interface Outcome {
  started: number;
  ended: number;
  failure: string | null;
  /** the answer had begun (status and headers sent) when the connection broke */
  midBody: boolean;
}

/** GET through nginx, timed; never throws. */
function timedGet(path: string, host: string): Promise<Outcome> {
  const { hostname, port } = address('nginx');
  const started = performance.now();
  return new Promise((resolve) => {
    let begun = false;
    let settled = false;
    const done = (failure: string | null) => {
      if (settled) return;
      settled = true;
      resolve({ started, ended: performance.now(), failure, midBody: begun && failure !== null });
    };
    const req = http.request({ host: hostname, port, path, headers: { host: `${host}:${port}` }, agent: false }, (res) => {
      begun = true;
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) done(`${path} → ${res.statusCode}`);
        else if (res.headers['x-cache-status'] === 'HIT') done(`${path} came from nginx's cache`);
        else done(null);
      });
      res.on('error', (error) => done(`${path} → ${error.message}`));
      res.on('aborted', () => done(`${path} → aborted`));
      res.on('close', () => {
        if (!res.complete) done(`${path} → closed before its end`);
      });
    });
    req.on('error', (error) => done(`${path} → ${error.message}`));
    req.end();
  });
}

test('one instance killed under load: nginx retries the other, no request fails', async () => {
  const [one, two] = [0, 1] as const;
  await healthy(one);
  await healthy(two);
  // Every request reaches an instance: the health check is never cached, and each page URL is
  // new to nginx (a query string the page ignores: the instances answer from the shared cache).
  const paths = ['/health-check', PAGE];
  const outcomes: Outcome[] = [];
  let running = true;
  const worker = async (n: number) => {
    for (let i = 0; running; i++) {
      const path = paths[(n + i) % paths.length]!;
      outcomes.push(await timedGet(path === '/health-check' ? path : `${path}?load=${n}-${i}`, path === PAGE ? HERMES.host : 'localhost'));
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, (_, n) => worker(n)));
  // Counted in requests, not seconds: a loaded machine only takes longer.
  await expect.poll(() => outcomes.length, { timeout: 60_000 }).toBeGreaterThan(20);
  const killed = stack.instances[0]!;
  const kill = performance.now();
  killed.kill('SIGKILL');
  // Its sockets are closed once it has exited: from then on a connection to it is refused and
  // nginx tries the other. Requests that start later are the claim's; none may fail.
  await exited(killed);
  const gone = performance.now();
  await expect.poll(() => outcomes.filter((o) => o.started > gone).length, { timeout: 60_000 }).toBeGreaterThan(20);
  running = false;
  await load;

  const before = outcomes.filter((o) => o.ended < kill);
  const after = outcomes.filter((o) => o.started > gone);
  const during = outcomes.filter((o) => o.ended >= kill && o.started <= gone);
  const failed = (list: Outcome[]) => list.filter((o) => o.failure !== null).map((o) => o.failure);
  console.log(`[scale] ${outcomes.length} requests under load: ${before.length} before the kill, ${during.length} in flight, ${after.length} after; ${failed(outcomes).length} failed`);
  expect(failed(before)).toEqual([]);
  expect(failed(after)).toEqual([]);
  expect(after.length).toBeGreaterThan(20);
  // In flight at the kill: nginx retries what the dead instance had not begun to answer (no 502);
  // an answer it was already sending is cut, which no proxy can take back once headers are out.
  expect(during.filter((o) => o.failure !== null && !o.midBody).map((o) => o.failure)).toEqual([]);
  stack.startInstance(0);
  await healthy(one);
});

test('Redis down: pages still render, and the outage is logged once per instance', async () => {
  const one = 0;
  const log = () => fs.readFileSync(stack.logs['instance-1']!, 'utf8');
  // The file also holds the lines of the instance killed earlier, which may have said an outage
  // of its own (a start-up slower than the grace period): only this process's lines count.
  const ownStart = log().lastIndexOf('Ready in');
  await expect.poll(() => /shared render cache: Redis at|is back/.test(log().slice(ownStart)), { timeout: 30_000 }).toBe(true);
  const from = log().length;
  const said = (line: RegExp) => log().slice(from).match(line)?.length ?? 0;
  // Readiness: the API and Redis answer, each with its latency.
  const readiness = async () => JSON.parse((await get(one, '/health-check?upstream=1')).body) as Record<string, unknown>;
  await expect.poll(readiness).toMatchObject({ status: 'ok', api: { status: 'up', latencyMs: expect.any(Number) }, redis: { status: 'up', latencyMs: expect.any(Number) } });
  stack.redis!.kill('SIGKILL');
  await exited(stack.redis!);
  // Redis gone: said so, and the instance stays ready (pages render from the API meanwhile).
  await expect.poll(readiness).toMatchObject({ status: 'ok', api: { status: 'up' }, redis: { status: 'down' } });
  expect((await get(one, '/health-check?upstream=1')).status).toBe(200);
  for (let i = 0; i < 6; i++) {
    const answer = await get(one, i % 2 ? '/agenda' : PAGE, i % 2 ? 'localhost' : HERMES.host);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<h1');
  }
  await expect.poll(() => said(/is unreachable/g)).toBe(1);
  // Back: the instance says so once, and pages come from the shared cache again.
  stack.startRedis();
  await expect.poll(() => said(/is back/g), { timeout: 20_000 }).toBe(1);
  expect(said(/is unreachable/g)).toBe(1);
  await get(one, '/agenda');
  await expect.poll(async () => (await get(one, '/agenda')).headers['x-nextjs-cache'], { timeout: 10_000 }).toBe('HIT');
});

/** Sets a Redis setting on the stack's Redis. */
async function redisConfig(name: string, value: string) {
  const client = createClient({ url: stack.redisUrl });
  await client.connect();
  try {
    await client.configSet(name, value);
  } finally {
    await client.quit();
  }
}

test('an instance whose shared cache was still loading when Redis went away uses it once Redis is back', async () => {
  const two = 1;
  const log = () => fs.readFileSync(stack.logs['instance-2']!, 'utf8');
  // Without keyspace events the package cannot finish loading its tag maps from Redis: an
  // instance started now stays where an outage during that load leaves one, with a handler that
  // never gets ready (every call waits 30 s and answers a miss, even after Redis is back).
  await redisConfig('notify-keyspace-events', '');
  const instance = stack.instances[two]!;
  instance.kill('SIGTERM');
  await exited(instance);
  const from = log().length;
  const said = (line: RegExp) => line.test(log().slice(from));
  stack.startInstance(two);
  await healthy(two);
  await expect.poll(() => said(/Failed to setup SyncedMap/), { timeout: 30_000 }).toBe(true);
  // Redis goes away while that handler waits, and comes back (with its usual settings).
  stack.redis!.kill('SIGKILL');
  await exited(stack.redis!);
  await expect.poll(() => said(/is unreachable/)).toBe(true);
  stack.startRedis();
  await expect.poll(() => said(/is back/), { timeout: 20_000 }).toBe(true);
  // The instance has dropped the handler that never got ready and built one that works.
  await get(two, '/agenda');
  await expect.poll(async () => (await get(two, '/agenda')).headers['x-nextjs-cache'], { timeout: 10_000 }).toBe('HIT');
});
