import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { TAGS } from './auth-helpers';
import { E2E } from './env';

/**
 * The support chat widget (docs/product.md#calls "chat widget only if enabled"): absent by default;
 * on the one demo tenant that enables it (mdigital) nothing reaches the vendor until the visitor
 * consents; then its script loads (here answered by the test, since the demo's address cannot be
 * reached), and is remembered; when it cannot load, the widget says so and the portal goes on.
 * The vendor's origin is in that tenant's Content-Security-Policy only.
 */

const ENABLED = E2E.host('mdigital.localhost');
const VENDOR = 'chat.ekitaldi-support.invalid';
const SCRIPT = `https://${VENDOR}/widget.js`;
const FAKE_WIDGET = "document.body.dataset.fakeChat = 'loaded';";

function vendorRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname === VENDOR) seen.push(r.url());
  });
  return seen;
}
const widget = (page: Page) => page.locator('[data-chat-widget-launcher]');
const launcher = (page: Page) => page.getByRole('button', { name: 'Chat de soporte', exact: true });
const fakeChat = (page: Page) => page.evaluate(() => document.body.dataset.fakeChat ?? null);

test('absent by default: no launcher, nothing of the vendor in the policy', async ({ page, request }) => {
  const response = await page.goto(`${E2E.host('localhost')}/`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(widget(page)).toHaveCount(0);
  expect(response?.headers()['content-security-policy']).not.toContain(VENDOR);

  const enabled = await request.get(`${E2E.portal}/`, { headers: { Host: 'mdigital.localhost' } });
  const csp = enabled.headers()['content-security-policy']!;
  const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
  for (const name of ['script-src', 'connect-src', 'frame-src']) expect(directive(name), name).toContain(`https://${VENDOR}`);
});

test('nothing reaches the vendor before consent; accepting loads the chat, and the next page remembers', async ({ page }) => {
  const requested = vendorRequests(page);
  await page.route(SCRIPT, (route) => route.fulfill({ contentType: 'application/javascript', body: FAKE_WIDGET }));
  await page.goto(`${ENABLED}/`);
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  await launcher(page).click();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  const question = page.getByRole('group', { name: 'Chat de soporte' });
  await expect(question).toContainText(`servicio externo (${VENDOR})`);
  await question.getByRole('button', { name: 'Ahora no' }).click();
  await expect(question).toHaveCount(0);
  // Focus goes back to the launcher, not to the top of the page.
  await expect(launcher(page)).toBeFocused();
  expect(requested).toEqual([]);

  await launcher(page).click();
  await page.getByRole('button', { name: 'Aceptar y abrir el chat' }).click();
  await expect.poll(() => fakeChat(page)).toBe('loaded');
  // The vendor's own launcher takes over.
  await expect(widget(page)).toHaveCount(0);
  expect(requested).toEqual([SCRIPT]);

  await page.goto(`${ENABLED}/ponentes`);
  await expect.poll(() => fakeChat(page)).toBe('loaded');
  await expect(launcher(page)).toHaveCount(0);
  // Only ever the widget's script (the browser may serve it from its cache the second time).
  expect(new Set(requested)).toEqual(new Set([SCRIPT]));
});

test('the vendor cannot be reached: the widget says so, offers a retry, and the portal works on', async ({ page }) => {
  let attempts = 0;
  await page.route(SCRIPT, (route) => {
    attempts += 1;
    return route.abort('namenotresolved');
  });
  await page.goto(`${ENABLED}/`);
  await launcher(page).click();
  await page.getByRole('button', { name: 'Aceptar y abrir el chat' }).click();
  const status = widget(page).getByRole('status');
  await expect(status).toHaveText('No se ha podido cargar el chat de soporte. El resto del portal funciona con normalidad; inténtalo más tarde.');
  await widget(page).getByRole('button', { name: 'Reintentar' }).click();
  await expect.poll(() => attempts).toBe(2);
  await expect(status).toContainText('No se ha podido cargar');

  // The page is still usable: its own links and content work.
  await page.getByRole('main').getByRole('link').first().focus();
  await widget(page).getByRole('button', { name: 'Cerrar' }).click();
  await expect(widget(page)).toHaveCount(0);
  const response = await page.goto(`${ENABLED}/ponentes`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ponentes');
  // Consent is remembered: it tries again on its own, and fails as quietly.
  await expect(widget(page).getByRole('status')).toContainText('No se ha podido cargar');
  await expect.poll(() => attempts).toBe(3);
});

for (const width of [360, 1280]) {
  test(`no axe violations with the chat question open and after a failed load at ${width}px`, async ({ page }) => {
    // Two axe runs on a loaded machine.
    test.setTimeout(90_000);
    await page.route(SCRIPT, (route) => route.abort('namenotresolved'));
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${ENABLED}/`);
    await launcher(page).click();
    await expect(page.getByRole('group', { name: 'Chat de soporte' })).toBeVisible();
    const check = async (when: string) => {
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(results.violations.map((v) => `${when} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check('question');
    await page.getByRole('button', { name: 'Aceptar y abrir el chat' }).click();
    await expect(widget(page).getByRole('status')).toContainText('No se ha podido cargar');
    await check('failed');
  });
}
