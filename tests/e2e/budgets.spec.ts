import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from './fixtures';
import { BUDGETS, frameworkJs, kb, publicRoutes, themeHosts, weighPage } from '../budgets/weights.mjs';
import { ACCOUNTS, E2E } from './env';

/**
 * Page weights, read from the build this run serves (NEXT_DIST_DIR) and the HTML the
 * started portal renders — bytes, not timings: the first-load JS of every public route in every
 * theme (gzip of the chunks the HTML names, less nomodule polyfills), the home's HTML, the
 * agenda's bytes per session, and which libraries public pages must not load at first. Plus the
 * signed-in layout shift of the standard header (the greeting arrives after hydration).
 */

const root = process.cwd();
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const port = E2E.portalPort;

/**
 * Strings only these libraries' code holds: present in a chunk means the library is in it.
 * `formsOnly`: allowed at first load only on a route listed in ROUTES_WITH_FORMS (a page whose
 * first screen is a form); no public route is one today.
 */
const HEAVY = [
  { name: 'axios', marker: 'AxiosError', formsOnly: false },
  { name: 'intl-messageformat', marker: 'IntlMessageFormat', formsOnly: false },
  { name: 'zod', marker: 'ZodError', formsOnly: true },
  { name: 'react-hook-form', marker: 'shouldUnregister', formsOnly: true },
];
// None: the session page's forms (room choice, pending registration, survey) load when used.
const ROUTES_WITH_FORMS: string[] = [];

// the browser's transport is fetch (lib/api/browser.ts); axios is the server's only.
// Not at first load and not in any chunk loaded later either (a form, a leaf's action).
test('no client chunk of the build carries axios', async () => {
  const fs = await import('node:fs');
  const chunks = (fs.readdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true }) as string[]).filter((f) => f.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  const withAxios = chunks.filter((f) => fs.readFileSync(path.join(distDir, 'static', 'chunks', f), 'utf8').includes('AxiosError'));
  expect(withAxios).toEqual([]);
});

for (const { theme, host } of themeHosts(root)) {
  test(`${theme}: first-load JS of every public route within budget, no form or validation library, no error image preloaded`, async () => {
    test.setTimeout(120_000);
    const routes = await publicRoutes(port, host);
    expect(routes.map((r) => r.route)).toEqual(expect.arrayContaining(['home', 'agenda', 'session', 'speakers', 'content']));
    const fs = await import('node:fs');
    const over: string[] = [];
    for (const { route, path: p } of routes) {
      const w = await weighPage(port, host, p, distDir);
      if (w.status !== 200 || !w.js || w.htmlRaw === undefined) {
        // A listing the tenant does not have (e.g. no sponsors) answers 404, a page its guards send
        // home (the tickets page where nothing is sold) 307: nothing to weigh.
        expect([200, 307, 404], `${host}${p}`).toContain(w.status);
        continue;
      }
      const ceiling = route === 'session' ? BUDGETS.enforced.sessionFirstLoadJsGzip : BUDGETS.enforced.firstLoadJsGzip;
      if (w.js.gzip > ceiling) over.push(`${p}: ${kb(w.js.gzip)} KB > ${kb(ceiling)} KB`);
      for (const file of w.js.files) {
        const code = fs.readFileSync(path.join(distDir, 'static', file), 'utf8');
        for (const lib of HEAVY) {
          if (lib.formsOnly && ROUTES_WITH_FORMS.includes(route)) continue;
          expect(code.includes(lib.marker), `${host}${p} loads ${lib.name} at first (${file})`).toBe(false);
        }
      }
      if (route === 'home') expect(w.htmlRaw, `${host}/ HTML bytes`).toBeLessThanOrEqual(BUDGETS.enforced.homeHtmlRaw);
      // The 404 and 403 boundaries travel in every page's payload; their images must not be
      // preloaded (a <link> in the head, or a hint in the payload for client navigations).
      expect(w.html?.match(/rel="preload" href="\/images\/errors\/[^"]*"|HL\[\\"\/images\/errors\/[^\\]*/g) ?? [], `${host}${p} preloads error images`).toEqual([]);
    }
    expect(over, `first-load JS over its ceiling (framework alone: ${kb(frameworkJs(distDir).gzip)} KB gzip)`).toEqual([]);
  });
}

test('/agenda: at most 250 bytes of gzip per session beyond the page frame', async ({ request }) => {
  const schedule = (await (await request.get(`${E2E.api}/schedule`, { headers: { 'X-Tenant': 'tok-demo-7f3a' } })).json()) as Array<{ conferences: unknown[] }>;
  const sessions = schedule.reduce((n, day) => n + day.conferences.length, 0);
  expect(sessions).toBeGreaterThan(50);
  const agenda = await weighPage(port, 'localhost', '/agenda', distDir);
  // The frame (header, footer, messages, scripts) without sessions: the same listing filtered
  // to a day that does not exist renders the frame and an empty state.
  const frame = await weighPage(port, 'localhost', '/ejes', distDir);
  expect(agenda.status).toBe(200);
  expect(frame.status).toBe(200);
  if (agenda.htmlGzip === undefined || frame.htmlGzip === undefined || agenda.html === undefined || agenda.htmlRaw === undefined) throw new Error('no HTML');
  const perSession = (agenda.htmlGzip - frame.htmlGzip) / sessions;
  expect(perSession, `${sessions} sessions: ${agenda.htmlGzip} B gzip, frame ${frame.htmlGzip} B`).toBeLessThanOrEqual(BUDGETS.agendaGzipPerSession);
  // And the whole page stays compressible once (no per-session scripts or inline styles).
  expect(zlib.gzipSync(Buffer.from(agenda.html)).length).toBeLessThan(agenda.htmlRaw / 4);
});

test.describe('signed-in layout shift of the standard header', () => {
  for (const { host, token } of [
    { host: 'localhost', token: 'tok-demo-7f3a' },
    { host: 'digitalone.localhost', token: 'tok-digitalone-7f3a' },
  ]) {
    for (const width of [360, 1280]) {
      test(`${host} at ${width} px: CLS < 0.1 when the greeting arrives`, async ({ browser, request }) => {
        const login = await request.post(`${E2E.api}/customer/login`, { headers: { 'X-Tenant': token }, data: { user: ACCOUNTS.attendee } });
        expect(login.status()).toBe(200);
        const { token: auth } = (await login.json()) as { token: string };
        const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'es-ES' });
        await context.addCookies([{ name: 'auth', value: auth, url: E2E.host(host) }]);
        await context.addInitScript(() => {
          const w = window as unknown as { __cls: number };
          w.__cls = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!e.hadRecentInput) w.__cls += e.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const page = await context.newPage();
        await page.goto(E2E.host(host) + '/');
        await expect(page.getByText(/^Hola, /)).toBeAttached();
        // Two frames after the greeting: any shift it caused has been recorded.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(cls).toBeLessThan(0.1);
        if (width >= 960) {
          // The compact greeting keeps its actions at hand.
          await expect(page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
          await expect(page.getByRole('banner').getByRole('link', { name: 'Editar perfil' })).toBeVisible();
        }
        await context.close();
      });
    }
  }
});
