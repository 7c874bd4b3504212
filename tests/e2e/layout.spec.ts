import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, E2E } from './env';

/**
 * Header and footer variants per theme (themes/index.ts), the countdown, the mobile menu, and
 * axe (WCAG 2.2 A/AA) on the header and footer of every theme at 360 and 1280 px.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Expect {
  host: string;
  token: string;
  header: 'standard' | 'centered' | 'band' | 'compact';
  countdown: boolean;
  sponsors: boolean;
  institutional: boolean;
  menus: string[];
  social: boolean;
  venue: boolean;
}

// What each demo host shows: its theme's declared variants and its registry data.
const THEMES: Expect[] = [
  { host: 'localhost', token: 'tok-demo-7f3a', header: 'standard', countdown: true, sponsors: false, institutional: false, menus: [], social: true, venue: true },
  { host: 'hermes.localhost', token: 'tok-hermes-7f3a', header: 'centered', countdown: false, sponsors: true, institutional: false, menus: [], social: true, venue: true },
  { host: 'mdigital.localhost', token: 'tok-mdigital-7f3a', header: 'band', countdown: true, sponsors: false, institutional: false, menus: [], social: true, venue: false },
  // eirv2023 offers the countdown, but its event was in May 2023: hidden.
  { host: 'eirv2023.localhost', token: 'tok-eirv2023-7f3a', header: 'standard', countdown: false, sponsors: true, institutional: true, menus: ['axes', 'information', 'privateArea'], social: true, venue: false },
  { host: 'digitalone.localhost', token: 'tok-digitalone-7f3a', header: 'standard', countdown: true, sponsors: true, institutional: false, menus: [], social: false, venue: true },
  { host: 'cned.localhost', token: 'tok-cned-7f3a', header: 'standard', countdown: false, sponsors: false, institutional: true, menus: ['information'], social: false, venue: false },
  { host: 'ciud.localhost', token: 'tok-ciud-7f3a', header: 'standard', countdown: false, sponsors: false, institutional: true, menus: [], social: true, venue: false },
  { host: 'compact.localhost', token: 'tok-compact-7f3a', header: 'compact', countdown: false, sponsors: false, institutional: false, menus: [], social: false, venue: false },
];

async function eventStart(request: import('@playwright/test').APIRequestContext, token: string): Promise<number> {
  const res = await request.get(`${E2E.api}/customer/general-data`, { headers: { 'X-Tenant': token } });
  expect(res.status()).toBe(200);
  return Date.parse((await res.json()).startsAt as string);
}

test.describe('variants appear exactly in the themes that declare them', () => {
  for (const theme of THEMES) {
    test(`${theme.host}: header ${theme.header}, its footer variants`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(E2E.host(theme.host) + '/');
      const header = page.getByRole('banner');
      const footer = page.getByRole('contentinfo');
      await expect(header).toHaveAttribute('data-variant', theme.header);

      // docs/product.md#limits: header logo 40–55 px high.
      const logo = header.getByRole('link').first().locator('img');
      await expect(logo).toBeVisible();
      const height = (await logo.boundingBox())!.height;
      expect(height).toBeGreaterThanOrEqual(40);
      expect(height).toBeLessThanOrEqual(55);

      await expect(page.locator('#event-countdown')).toHaveCount(theme.countdown ? 1 : 0);
      if (theme.countdown) await expect(page.getByRole('timer')).toBeVisible();
      await expect(header.locator('[data-header-band]')).toHaveCount(theme.header === 'band' ? 1 : 0);
      await expect(page.getByRole('combobox', { name: 'Sede' })).toHaveCount(theme.venue ? 1 : 0);

      const sponsors = footer.locator('[data-footer-sponsors]');
      await expect(sponsors).toHaveCount(theme.sponsors ? 1 : 0);
      if (theme.sponsors) {
        await expect(sponsors.getByRole('heading', { name: 'Patrocinadores' })).toBeVisible();
        const logos = sponsors.locator('img');
        expect(await logos.count()).toBeGreaterThan(0);
        for (const img of await logos.all()) {
          await expect(img).toHaveAttribute('alt', /\S/);
          await img.scrollIntoViewIfNeeded();
          const box = (await img.boundingBox())!;
          expect(box.height).toBeLessThanOrEqual(100);
        }
        // each logo leads to the sponsor's page (its site is linked from there).
        for (const link of await sponsors.locator('a').all()) {
          await expect(link).toHaveAttribute('href', /^(\/[a-z]{2,3})?\/patrocinadores\/\d+$/);
          await expect(link).not.toHaveAttribute('target', /./);
        }
        // docs/product.md#limits: 15 px between logos.
        const gap = await sponsors.locator('ul').evaluate((ul) => getComputedStyle(ul).columnGap);
        expect(gap).toBe('15px');
      }

      const institutional = footer.locator('[data-institutional-link]');
      await expect(institutional).toHaveCount(theme.institutional ? 1 : 0);
      if (theme.institutional) {
        await expect(institutional).toHaveAttribute('target', '_blank');
        await expect(institutional).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(institutional).toHaveAttribute('href', /^https:\/\//);
        await expect(institutional).toContainText('(se abre en una ventana nueva)');
      }

      for (const menu of ['axes', 'information', 'privateArea']) {
        const count = await footer.locator(`[data-footer-menu="${menu}"]`).count();
        if (theme.menus.includes(menu)) expect(count, menu).toBeGreaterThan(0);
        else expect(count, menu).toBe(0);
      }

      await expect(footer.getByRole('heading', { name: 'Redes sociales' })).toHaveCount(theme.social ? 1 : 0);
      await expect(footer).toHaveAttribute('data-variant', theme.header === 'compact' ? 'compact' : theme.menus.length ? 'menus' : 'standard');
    });
  }

  test('compact: one row, small logo, no venue or language switcher, minimal footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(E2E.host('compact.localhost') + '/');
    const header = page.getByRole('banner');
    const logo = (await header.getByRole('link').first().locator('img').boundingBox())!;
    const nav = (await page.getByRole('navigation', { name: 'Navegación principal' }).boundingBox())!;
    const signIn = (await header.getByRole('link', { name: 'Iniciar sesión' }).boundingBox())!;
    // One row: the logo, the menu and the sign-in button share a line.
    for (const box of [nav, signIn]) expect(Math.abs(box.y + box.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(8);
    expect(logo.height).toBeLessThanOrEqual(44);
    expect((await header.boundingBox())!.height).toBeLessThan(80);
    await expect(header.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Idioma' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading')).toHaveCount(0);
    await expect(footer.getByText(/©/)).toBeVisible();
    expect((await footer.boundingBox())!.height).toBeLessThan(140);
  });

  test('eirv2023: the axes menu leads to each topic, the private area to /usuario and /iniciar-sesion', async ({ page, request }) => {
    const topics = (await (await request.get(`${E2E.api}/schedule/topics`, { headers: { 'X-Tenant': 'tok-eirv2023-7f3a' } })).json()) as { slug: string; name: string }[];
    expect(topics.length).toBe(3);
    await page.goto(E2E.host('eirv2023.localhost') + '/');
    const footer = page.getByRole('contentinfo');
    const axes = footer.locator('[data-footer-menu="axes"]');
    for (const topic of topics) await expect(axes.getByRole('link', { name: topic.name })).toHaveAttribute('href', `/ejes/${topic.slug}`);
    const privateArea = footer.locator('[data-footer-menu="privateArea"]');
    await expect(privateArea.getByRole('link', { name: 'Mi área privada' })).toHaveAttribute('href', '/usuario');
    await expect(privateArea.getByRole('link', { name: 'Acceder' })).toHaveAttribute('href', '/iniciar-sesion');
    await axes.getByRole('link', { name: topics[0]!.name }).click();
    await expect(page).toHaveURL(new RegExp(`/ejes/${topics[0]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(topics[0]!.name);
  });

  test('eirv2023: once signed in, the private-area menu drops sign-in and sign-up', async ({ page, context, request }) => {
    const login = await request.post(`${E2E.api}/customer/login`, { headers: { 'X-Tenant': 'tok-eirv2023-7f3a' }, data: { user: ACCOUNTS.attendee } });
    expect(login.status()).toBe(200);
    const { token } = await login.json();
    await context.addCookies([{ name: 'auth', value: token, domain: 'eirv2023.localhost', path: '/', sameSite: 'None', secure: true }]);
    await page.goto(E2E.host('eirv2023.localhost') + '/');
    await expect(page.getByText(/^Hola, /)).toBeVisible();
    const privateArea = page.getByRole('contentinfo').locator('[data-footer-menu="privateArea"]');
    await expect(privateArea.getByRole('link', { name: 'Mis actividades' })).toHaveAttribute('href', '/usuario#mis-actividades');
    await expect(privateArea.getByRole('link', { name: 'Acceder' })).toHaveCount(0);
    await expect(privateArea.getByRole('link', { name: 'Crear una cuenta' })).toHaveCount(0);
  });

  test('the institutional link opens the portal in a new window', async ({ page, context }) => {
    await page.goto(E2E.host('cned.localhost') + '/');
    const link = page.getByRole('contentinfo').locator('[data-institutional-link]');
    const href = await link.getAttribute('href');
    // The portal is outside this machine: answer for it so that the new window loads.
    await context.route(href!, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Portal</title>' }));
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(popup).toHaveURL(href!);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });
});

test.describe('countdown', () => {
  test('shows the time left to the start for a fixed clock, whatever the visitor’s time zone', async ({ browser, request }) => {
    const start = await eventStart(request, 'tok-demo-7f3a');
    const now = start - ((2 * 24 + 3) * 60 + 4) * 60_000 - 5_000;
    for (const timezoneId of ['Europe/Madrid', 'America/New_York', 'Asia/Tokyo']) {
      const context = await browser.newContext({ locale: 'es-ES', timezoneId });
      const page = await context.newPage();
      await page.clock.setFixedTime(now);
      await page.goto(E2E.host('localhost') + '/');
      const box = page.locator('#event-countdown');
      await expect(box.locator('[data-unit="d"]')).toHaveText('2');
      await expect(box.locator('[data-unit="h"]')).toHaveText('03');
      await expect(box.locator('[data-unit="m"]')).toHaveText('04');
      await expect(box.locator('[data-unit="s"]')).toHaveText('05');
      // The text alternative: the start in the event's own time zone, and nothing announced.
      await expect(box.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      await expect(box.locator('time')).toContainText(/de \w+ de \d{4}/);
      await expect(page.getByRole('timer')).toHaveAttribute('aria-live', 'off');
      await context.close();
    }
  });

  test('ticks with the clock and keeps its size', async ({ page, request }) => {
    const start = await eventStart(request, 'tok-demo-7f3a');
    await page.clock.install({ time: start - 75_000 });
    await page.goto(E2E.host('localhost') + '/');
    await page.clock.pauseAt(start - 62_000);
    const box = page.locator('#event-countdown');
    await expect(box.locator('[data-unit="m"]')).toHaveText('01');
    await expect(box.locator('[data-unit="s"]')).toHaveText('02');
    const before = (await box.boundingBox())!;
    await page.clock.runFor(10_000);
    await expect(box.locator('[data-unit="m"]')).toHaveText('00');
    await expect(box.locator('[data-unit="s"]')).toHaveText('52');
    const after = (await box.boundingBox())!;
    expect(after).toEqual(before);
  });

  test('is hidden once the event has started (fixed clock, and eirv2023 in 2023)', async ({ page, request }) => {
    const start = await eventStart(request, 'tok-demo-7f3a');
    await page.clock.setFixedTime(start + 60_000);
    await page.goto(E2E.host('localhost') + '/');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    await expect(page.locator('#event-countdown')).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);

    await page.goto(E2E.host('eirv2023.localhost') + '/');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  for (const width of [360, 1280]) {
    test(`causes no layout shift while the page loads, hydrates and ticks (${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // Hold the logo back: its room is reserved from its file's size, so nothing waits on it.
      await page.route('**/tenants/*/logo.svg', async (route) => {
        await new Promise((r) => setTimeout(r, 1_500));
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: string[] };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
            for (const source of entry.sources ?? []) {
              const el = source.node instanceof Element ? source.node : source.node?.parentElement;
              if (el?.closest('#event-countdown, [data-header-band]')) w.__shifts.push(`${el.tagName} ${el.textContent} ${entry.value}`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(E2E.host('localhost') + '/', { waitUntil: 'commit' });
      const logo = page.getByRole('banner').getByRole('link').first().locator('img');
      await expect(logo).toHaveAttribute('width', /\d+/);
      await expect(page.getByRole('timer')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2_200);
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    });
  }
});

test.describe('mobile menu at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: /menú/i });

  test('the button says its state; the panel traps focus; Escape closes and returns focus', async ({ page }) => {
    await page.goto(E2E.host('localhost') + '/');
    const button = toggle(page);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleName('Abrir menú');
    await expect(nav).toBeHidden();
    const panelId = await button.getAttribute('aria-controls');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName('Cerrar menú');
    await expect(nav).toBeVisible();
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    // Tab cycles inside button + panel, forwards and backwards.
    const inside = () =>
      page.evaluate((id) => {
        const a = document.activeElement;
        const b = document.querySelector(`[aria-controls="${id}"]`);
        return !!a && (a === b || !!document.getElementById(id!)?.contains(a));
      }, panelId);
    await button.focus();
    const count = await page.locator(`[id="${panelId}"]`).locator('a[href]:visible, button:visible, select:visible').count();
    for (let i = 0; i < count + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
    await expect(button).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();

    // A dropdown inside closes on Escape first; the next Escape closes the panel.
    const programme = nav.getByRole('button', { name: 'Programa' });
    await programme.click();
    await expect(programme).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(programme).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('closes on navigation', async ({ page }) => {
    await page.goto(E2E.host('localhost') + '/');
    const button = toggle(page);
    await button.click();
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Noticias' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  for (const theme of THEMES) {
    test(`${theme.host} fits 360 px without sideways scrolling, menu open or closed`, async ({ page }) => {
      await page.goto(E2E.host(theme.host) + '/');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await toggle(page).click();
      await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});

test.describe('axe on header and footer', () => {
  for (const theme of THEMES) {
    for (const width of [360, 1280]) {
      test(`${theme.host} at ${width}px, menu closed and open`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(E2E.host(theme.host) + '/');
        await expect(page.getByRole('banner')).toBeVisible();
        const check = async (state: string) => {
          const results = await new AxeBuilder({ page }).include('header').include('footer').withTags(TAGS).analyze();
          const summary = results.violations.map((v) => `${state} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          expect(summary).toEqual([]);
        };
        await check('closed');
        const nav = page.getByRole('navigation', { name: 'Navegación principal' });
        if (width < 960) {
          await page.getByRole('banner').getByRole('button', { name: /menú/i }).click();
          await expect(nav).toBeVisible();
        }
        // And with a dropdown open.
        const dropdown = nav.locator('button[aria-expanded]').first();
        if ((await dropdown.count()) > 0) {
          await dropdown.click();
          await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
        }
        await check('open');
      });
    }
  }
});
