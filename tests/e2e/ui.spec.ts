import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from './fixtures';
import { E2E } from './env';

/**
 * The content screens as one product: usable from 360 px to 1920 px, no sideways
 * scrolling on a phone, the content never wider than the container on a wide screen, no axe
 * violations; and two behaviours of docs/product.md#limits — no link prefetch on 2g or Save-Data connections,
 * and manual scroll restoration (back/forward land where the visitor was; new pages start at
 * the top).
 */

const site = E2E.host('localhost');

const SCREENS = [
  { name: 'home', path: '/' },
  { name: 'agenda', path: '/agenda' },
  { name: 'session', path: '/agenda/ponencia-magistral-vivienda-asequible' },
  { name: 'activities', path: '/actividades' },
  { name: 'speakers', path: '/ponentes' },
  { name: 'speaker', path: '/ponentes/1' },
  { name: 'sponsors', path: '/patrocinadores' },
  { name: 'topics', path: '/ejes' },
  { name: 'topic', path: '/ejes/transicion-digital' },
  { name: 'blog', path: '/blog' },
  { name: 'post', path: '/blog/15' },
  { name: 'contact', path: '/contacto' },
  { name: 'content page', path: '/politica-de-privacidad' },
];

/** WCAG 2.2 A and AA rules (axe-core tags), as in a11y.spec.ts. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('responsive content screens', () => {
  for (const screen of SCREENS) {
    test(`${screen.name}: no sideways scrolling at 360 px, content within the container at 1920 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      const response = await page.goto(site + screen.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Nothing in the page's content reaches past the screen's edge.
      const overflowing = await page
        .getByRole('main')
        .evaluate((main) => [...main.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).map((el) => el.outerHTML.slice(0, 80)));
      expect(overflowing).toEqual([]);

      await page.setViewportSize({ width: 1920, height: 1080 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The content keeps its maximum width, centred, however wide the window.
      const boxes = await page.getByRole('main').evaluate((main) =>
        [...main.querySelectorAll('.container')].map((el) => {
          const box = el.getBoundingClientRect();
          return { width: box.width, left: box.left, right: window.innerWidth - box.right, max: parseFloat(getComputedStyle(el).maxWidth) };
        }),
      );
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(box.width).toBeLessThanOrEqual(box.max + 0.5);
        expect(box.width).toBeLessThan(1920 / 2 + 400);
        expect(Math.abs(box.left - box.right)).toBeLessThanOrEqual(1);
      }
    });
  }
});

test.describe('shared look', () => {
  test('home blocks: one heading size and one inset for every block', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(site + '/');
    const headings = page.getByRole('main').locator('section > div > h2[id^="home-"]');
    await expect(headings).toHaveCount(5); // featured, upcoming, speakers, blog, sponsors
    const looks = await headings.evaluateAll((h2s) =>
      h2s.map((h2) => ({ font: getComputedStyle(h2).fontSize, left: Math.round(h2.getBoundingClientRect().left) })),
    );
    expect(new Set(looks.map((l) => l.font)).size).toBe(1);
    expect(new Set(looks.map((l) => l.left)).size).toBe(1);
  });

  test('page titles: the same size on every listing screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const sizes = new Set<string>();
    for (const path of ['/agenda', '/actividades', '/ponentes', '/patrocinadores', '/ejes', '/blog', '/contacto']) {
      await page.goto(site + path);
      sizes.add(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontSize));
    }
    expect([...sizes]).toHaveLength(1);
  });
});

for (const width of [360, 1280]) {
  for (const screen of SCREENS) {
    test(`no axe violations: ${screen.name} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(site + screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
}

/** Next's prefetch requests: an RSC request flagged as a prefetch. */
const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] !== undefined;

/** Replaces navigator.connection before any script runs; `window.__connection` changes it later. */
async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((initial) => {
    const target = new EventTarget();
    const state = { ...initial };
    const connection = {
      get effectiveType() {
        return state.effectiveType;
      },
      get saveData() {
        return state.saveData;
      },
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    };
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
    (window as unknown as { __connection: (next: Partial<typeof initial>) => void }).__connection = (next) => {
      Object.assign(state, next);
      target.dispatchEvent(new Event('change'));
    };
  }, connection);
}

async function countPrefetches(page: Page): Promise<() => number> {
  let count = 0;
  page.on('request', (request) => {
    if (isPrefetch(request)) count += 1;
  });
  return () => count;
}

test.describe('link prefetch (docs/product.md#limits)', () => {
  test('links in view are prefetched on a normal connection', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '4g', saveData: false });
    const prefetches = await countPrefetches(page);
    await page.goto(site + '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(prefetches, { timeout: 15_000 }).toBeGreaterThan(0);
  });

  for (const connection of [
    { effectiveType: '4g', saveData: true },
    { effectiveType: '2g', saveData: false },
    { effectiveType: 'slow-2g', saveData: false },
  ]) {
    test(`no prefetch with ${connection.saveData ? 'Save-Data' : connection.effectiveType}; links still navigate`, async ({ page }) => {
      await emulateConnection(page, connection);
      const prefetches = await countPrefetches(page);
      await page.goto(site + '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Long enough for the viewport's links to have been prefetched on a normal connection.
      await page.waitForTimeout(2000);
      // Pointing at a link does not prefetch it either.
      await page.getByRole('main').getByRole('link', { name: 'Ver la agenda' }).hover();
      await page.waitForTimeout(500);
      expect(prefetches()).toBe(0);

      await page.getByRole('main').getByRole('link', { name: 'Ver la agenda' }).click();
      await expect(page).toHaveURL(site + '/agenda');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
      expect(prefetches()).toBe(0);
    });
  }

  test("follows the connection's change event: prefetching resumes when Save-Data is switched off", async ({ page }) => {
    await emulateConnection(page, { effectiveType: '4g', saveData: true });
    const prefetches = await countPrefetches(page);
    await page.goto(site + '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    expect(prefetches()).toBe(0);
    await page.evaluate(() => (window as unknown as { __connection: (n: { saveData: boolean }) => void }).__connection({ saveData: false }));
    await expect.poll(prefetches, { timeout: 15_000 }).toBeGreaterThan(0);
  });
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.describe('scroll restoration (docs/product.md#limits)', () => {
  test('manual: back from a speaker lands where the visitor was on /ponentes; forward too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site + '/ponentes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ponentes');
    await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');

    // Far down the list, then open a speaker from there.
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => scrollY(page)).toBe(2000);
    const card = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).nth(16).getByRole('link');
    await expect(async () => card.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(1000);
    const name = (await card.textContent())!;
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // A new page starts at the top.
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ponentes');
    await expect.poll(() => scrollY(page)).toBe(before);
    await expect(card).toBeInViewport();

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect.poll(() => scrollY(page)).toBe(300);
  });

  test('the long agenda: back from a session restores the position; a reload keeps it too', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(site + '/agenda');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
    // Hydrated (the restoration is switched to manual on mount); the list may still re-render
    // once the venue applies, so the scroll is retried if the element is replaced meanwhile.
    await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
    const talk = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 }).nth(12).getByRole('link');
    await expect(async () => talk.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
    await page.mouse.wheel(0, 120);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(3000);
    // Let the position settle before reading it.
    await page.waitForTimeout(300);
    const before = await scrollY(page);
    const title = (await talk.textContent())!;
    await talk.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
    await expect.poll(() => scrollY(page)).toBe(before);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test('a new page reached from halfway down a page starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site + '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A link whose new page's top would still be in view: Next alone would not scroll.
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => scrollY(page)).toBe(120);
    await page.getByRole('main').getByRole('link', { name: 'Ver la agenda', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('an in-page #anchor link scrolls to its target and stays there; back returns to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site + '/ponentes');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A plain fragment link to the footer (Chrome fires popstate for it).
    await page.evaluate(() => {
      const footer = document.querySelector('footer')!;
      footer.id = 'pie-e2e';
      const a = document.createElement('a');
      a.href = '#pie-e2e';
      a.textContent = 'ir al pie';
      a.id = 'anchor-e2e';
      document.querySelector('main')!.prepend(a);
    });
    await page.locator('#anchor-e2e').click();
    await expect(page).toHaveURL(/#pie-e2e$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
    const there = await scrollY(page);
    await page.waitForTimeout(300); // a wrong restore would jump back to 0 meanwhile
    expect(await scrollY(page)).toBe(there);
    await page.goBack();
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
