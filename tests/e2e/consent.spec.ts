import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { TAGS } from './auth-helpers';
import { E2E } from './env';

/**
 * No third party before the visitor's choice, on any tenant: every demo tenant's pages (home,
 * agenda, a session, the cookie policy, contact) in a fresh browser, with every request that
 * does not stay on this machine recorded and refused. Then, where the tenant configured
 * something (a consent service and a tag manager on hermes, a tag manager on eirv2023, a support
 * chat on mdigital), the visitor accepts and exactly that loads, from local stand-ins: the tests
 * never reach the internet.
 */

const TENANTS = ['localhost', 'hermes.localhost', 'mdigital.localhost', 'digitalone.localhost', 'cned.localhost', 'ciud.localhost', 'eirv2023.localhost', 'compact.localhost'];
const LOOPBACK = /^(localhost|[a-z0-9-]+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;
/** What the portal itself may set before any choice (README "Cookies de este portal": necessary). */
const NECESSARY_COOKIES = ['i18n_redirected'];

/** Cookiebot's uc.js as far as the portal uses it: the answer, kept in its CookieConsent cookie. */
const COOKIEBOT_STAND_IN = `(() => {
  const kept = document.cookie.match(/(?:^|; )CookieConsent=([^;]*)/);
  const consent = kept ? JSON.parse(decodeURIComponent(kept[1])) : { necessary: true, preferences: false, statistics: false, marketing: false };
  window.Cookiebot = {
    consent, hasResponse: !!kept, consented: !!kept, declined: false,
    submitCustomConsent(preferences, statistics, marketing) {
      this.consent = { necessary: true, preferences, statistics, marketing };
      this.hasResponse = this.consented = true;
      document.cookie = 'CookieConsent=' + encodeURIComponent(JSON.stringify(this.consent)) + '; Path=/; Max-Age=31536000';
      window.dispatchEvent(new Event('CookiebotOnAccept'));
    },
    renew() { window.__cookiebotDialog = true; },
  };
  window.dispatchEvent(new Event('CookiebotOnLoad'));
})();`;
/** What a GA tag in the container would set. */
const GTM_STAND_IN = "document.cookie = '_ga=GA1.1.42.42; Path=/; Max-Age=63072000'; window.__gtmStandIn = true;";
const CHAT_STAND_IN = 'window.__chatStandIn = true;';

interface Outside {
  urls: string[];
}

/** Records and answers every request that leaves the machine: stand-ins for the three known scripts, refused otherwise. */
async function watchOutside(context: BrowserContext): Promise<Outside> {
  const outside: Outside = { urls: [] };
  await context.route(
    (url) => !LOOPBACK.test(url.hostname),
    (route) => {
      const url = route.request().url();
      outside.urls.push(url);
      if (url.startsWith('https://consent.cookiebot.com/uc.js')) return route.fulfill({ contentType: 'text/javascript', body: COOKIEBOT_STAND_IN });
      if (url.startsWith('https://www.googletagmanager.com/gtm.js')) return route.fulfill({ contentType: 'text/javascript', body: GTM_STAND_IN });
      if (url.startsWith('https://chat.ekitaldi-support.invalid/')) return route.fulfill({ contentType: 'text/javascript', body: CHAT_STAND_IN });
      return route.abort('blockedbyclient');
    },
  );
  return outside;
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A page, loaded until the network is quiet (lazy leaves included), and its status. */
async function visit(page: Page, url: string): Promise<number> {
  const response = await page.goto(url);
  await page.waitForLoadState('networkidle');
  return response?.status() ?? 0;
}

async function sessionPath(page: Page): Promise<string> {
  const href = await page.locator('main a[href*="/agenda/"]').first().getAttribute('href');
  expect(href, 'a session link on the agenda').toBeTruthy();
  return href!;
}

/** The non-necessary cookies of the portal's hosts. */
async function optionalCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).filter((name) => !NECESSARY_COOKIES.includes(name));
}

for (const host of TENANTS) {
  test(`${host}: nothing leaves the machine and no optional cookie is set before the visitor's choice`, async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const outside = await watchOutside(context);
    const page = await context.newPage();
    const base = E2E.host(host);
    const statuses: string[] = [];
    statuses.push(`/ ${await visit(page, `${base}/`)}`);
    statuses.push(`/agenda ${await visit(page, `${base}/agenda`)}`);
    const session = await sessionPath(page);
    statuses.push(`session ${await visit(page, new URL(session, base).href)}`);
    statuses.push(`/politica-de-cookies ${await visit(page, `${base}/politica-de-cookies`)}`);
    statuses.push(`/contacto ${await visit(page, `${base}/contacto`)}`);
    expect(statuses.filter((s) => !s.endsWith(' 200'))).toEqual([]);
    expect(outside.urls).toEqual([]);
    expect(await optionalCookies(context)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? null)).toBeNull();
    await context.close();
  });
}

test.describe('after the choice: what the tenant configured loads, and only then', () => {
  test('hermes (consent service + tag manager): the banner asks; accepting loads both, the container in consent mode, denied by default', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 900 } });
    const outside = await watchOutside(context);
    const page = await context.newPage();
    await visit(page, `${E2E.host('hermes.localhost')}/`);
    const banner = page.getByRole('region', { name: 'Cookies de otros servicios' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Sin tu permiso no se carga ninguno');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('hermes-banner-1280.png') });
    expect(outside.urls).toEqual([]);

    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => outside.urls.map((u) => u.replace(/\?.*$/, ''))).toEqual(['https://consent.cookiebot.com/uc.js', 'https://www.googletagmanager.com/gtm.js']);
    expect(outside.urls[1]).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-HERMES1');
    // The service was told the answer (its own cookie), and the container heard "denied" first.
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toContain('CookieConsent');
    const layer = await page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer)) as Array<Record<string, unknown>>);
    expect(layer[0]).toEqual({
      0: 'consent',
      1: 'default',
      2: { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', functionality_storage: 'denied', personalization_storage: 'denied', security_storage: 'granted', wait_for_update: 500 },
    });
    expect(layer[1]).toMatchObject({ 0: 'consent', 1: 'update', 2: { analytics_storage: 'granted' } });
    expect(layer[2]).toMatchObject({ event: 'gtm.js' });

    // The next page: no question, the service and the container load by themselves.
    outside.urls.length = 0;
    await visit(page, `${E2E.host('hermes.localhost')}/agenda`);
    await expect(page.getByRole('region', { name: 'Cookies de otros servicios' })).toHaveCount(0);
    await expect.poll(() => outside.urls.map((u) => u.replace(/\?.*$/, '')).sort()).toEqual(['https://consent.cookiebot.com/uc.js', 'https://www.googletagmanager.com/gtm.js']);
    await context.close();
  });

  test('hermes: rejecting loads nothing, now or on the next pages; the cookie settings remain one click away', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 360, height: 800 } });
    const outside = await watchOutside(context);
    const page = await context.newPage();
    await visit(page, `${E2E.host('hermes.localhost')}/`);
    const banner = page.getByRole('region', { name: 'Cookies de otros servicios' });
    await expect(banner).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('hermes-banner-360.png') });
    await banner.getByRole('button', { name: 'Rechazar' }).click();
    await expect(banner).toBeHidden();
    // The focus was on the banner's button: it goes to the page, not to nowhere.
    await expect(page.locator('#main')).toBeFocused();
    await visit(page, `${E2E.host('hermes.localhost')}/agenda`);
    await visit(page, `${E2E.host('hermes.localhost')}/politica-de-cookies`);
    await expect(page.getByRole('region', { name: 'Cookies de otros servicios' })).toHaveCount(0);
    expect(outside.urls).toEqual([]);
    expect(await optionalCookies(context)).toEqual([]);

    // Asking for the settings is asking for the consent service: it loads then, and opens.
    await page.getByRole('main').getByRole('button', { name: 'Configurar cookies' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __cookiebotDialog?: boolean }).__cookiebotDialog === true)).toBe(true);
    expect(outside.urls).toEqual(['https://consent.cookiebot.com/uc.js']);
    await context.close();
  });

  test('eirv2023 (tag manager, no consent service): the container loads once statistics are allowed, denied by default', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const outside = await watchOutside(context);
    const page = await context.newPage();
    await visit(page, `${E2E.host('eirv2023.localhost')}/politica-de-cookies`);
    await expect(page.getByRole('region', { name: 'Cookies de otros servicios' })).toHaveCount(0);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Configurar cookies' }).click();
    await main.getByRole('checkbox', { name: 'Permitir las estadísticas (Google Tag Manager)' }).check();
    await expect.poll(() => outside.urls).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-EIR2023']);
    const first = await page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer[0])));
    expect(first).toMatchObject({ 0: 'consent', 1: 'default', 2: { analytics_storage: 'denied', ad_storage: 'denied' } });
    await context.close();
  });

  test('mdigital (support chat): the vendor loads once the visitor accepts the chat', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const outside = await watchOutside(context);
    const page = await context.newPage();
    await visit(page, `${E2E.host('mdigital.localhost')}/`);
    const launcher = page.getByRole('complementary', { name: 'Soporte' });
    await launcher.getByRole('button', { name: 'Chat de soporte' }).click();
    expect(outside.urls).toEqual([]);
    await launcher.getByRole('button', { name: 'Aceptar y abrir el chat' }).click();
    await expect.poll(() => outside.urls).toEqual(['https://chat.ekitaldi-support.invalid/widget.js']);
    await context.close();
  });
});
