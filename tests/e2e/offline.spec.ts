import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { signIn } from './auth-helpers';
import { E2E } from './env';

/**
 * pages an attendee opened once keep opening with no network (public/sw.js). Offline
 * is Playwright's network emulation, which also cuts the service worker's own fetches: a page
 * never opened shows the offline page, proving the answers come from the worker's cache.
 */
const SITE = E2E.host('localhost');

test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'allow' });

/** Waits until the worker controls the page and has kept `paths` in the named cache. */
async function kept(page: Page, cache: string, paths: string[]) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await expect
    .poll(async () =>
      page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), cache),
    )
    .toEqual(expect.arrayContaining(paths));
}

test('the agenda and a session page opened once open offline; a page never opened shows the offline page', async ({ page, context }) => {
  await page.goto(SITE + '/');
  // The worker warms the offline page and the agenda of the visitor's language.
  await kept(page, 'pages', ['/sin-conexion', '/agenda']);
  await page.goto(SITE + '/agenda/en-directo');
  const title = await page.locator('h1').innerText();
  await kept(page, 'pages', ['/agenda/en-directo']);

  await context.setOffline(true);
  try {
    // The agenda was warmed, never opened: it still hydrates (its scripts were warmed with it),
    // so its search filters the sessions on the device.
    await page.goto(SITE + '/agenda');
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await expect(page.locator('a[href^="/agenda/"]').first()).toBeVisible();
    const all = await page.locator('a[href^="/agenda/"]').count();
    await page.getByRole('searchbox', { name: 'Buscar' }).or(page.getByLabel('Buscar')).first().fill('Inauguración');
    await expect.poll(() => page.locator('a[href^="/agenda/"]').count()).toBeLessThan(all);

    await page.goto(SITE + '/agenda/en-directo');
    await expect(page.locator('h1')).toHaveText(title);

    await page.goto(SITE + '/ponentes');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agenda' }).last()).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // Back online, the network answers again (network first): never a stale copy.
  await page.goto(SITE + '/ponentes');
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toHaveCount(0);
});

test('my day, the private area and the badge (QR and PDF) open offline for their attendee, and are gone after signing out', async ({ page, context }) => {
  await signIn(page, 'asistente@ekitaldi.test', 'Asistente#2026');
  await page.goto(SITE + '/usuario');
  await expect(page.locator('#acreditacion svg').first()).toBeVisible();
  const badge = page.getByRole('button', { name: 'Descargar la acreditación (PDF)' });
  const online = page.waitForEvent('download');
  await badge.click();
  expect((await online).suggestedFilename()).toMatch(/\.pdf$/);
  // Kept on the device once the private cache is the account's (settled after the account loads).
  await expect
    .poll(() => page.evaluate(async () => Boolean(await (await caches.open('private')).match('/__offline/accreditation.pdf'))))
    .toBe(true);
  await page.goto(SITE + '/mi-dia');
  const myDay = await page.locator('h1').innerText();
  await kept(page, 'private', ['/usuario', '/mi-dia']);

  await context.setOffline(true);
  try {
    await page.goto(SITE + '/usuario');
    await expect(page.locator('#acreditacion svg').first()).toBeVisible();
    // The badge's PDF downloaded once opens with no network.
    const offline = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar la acreditación (PDF)' }).click();
    const kept = await offline;
    expect(kept.suggestedFilename()).toMatch(/\.pdf$/);
    expect(fs.readFileSync(await kept.path()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.goto(SITE + '/mi-dia');
    await expect(page.locator('h1')).toHaveText(myDay);
  } finally {
    await context.setOffline(false);
  }

  await page.goto(SITE + '/');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => caches.has('private'))).toBe(false);

  await context.setOffline(true);
  try {
    await page.goto(SITE + '/usuario');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
    await expect(page.locator('#acreditacion')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

// Through the browser: *.localhost hosts resolve to loopback in Chromium, not in Node.
test('the tenant manifest names the event and its colour, and the pages link it', async ({ page }) => {
  const response = await page.goto(E2E.host('hermes.localhost') + '/manifest.webmanifest');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response!.json();
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#1d3461' });
  expect(manifest.icons.length).toBeGreaterThan(0);
  expect((await page.goto(new URL(manifest.icons[0].src, E2E.host('hermes.localhost')).href))?.status()).toBe(200);

  await page.goto(E2E.host('hermes.localhost') + '/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  expect((await page.goto(E2E.host('nadie.localhost') + '/manifest.webmanifest'))?.status()).toBe(404);
});
