import AxeBuilder from '@axe-core/playwright';
import crypto from 'node:crypto';
import { expect, test, type BrowserContext } from './fixtures';
import { apiToken, callApi, tenantToken } from './demo-api-client';
import { freshAttendee } from './attendees';
import { E2E } from './env';

/**
 * The organiser's check-in lists (`/moderacion/accesos`), on localhost: make an entrance
 * list, rename, close and reopen it; its staff link, whose old key stops once changed; the counts
 * and last scans follow the scans without a reload; an attendee gets the 403 page; axe clean at
 * 360 and 1280 px.
 */

test.describe.configure({ timeout: 120_000 });

const HOST = 'localhost';
const SITE = E2E.host(HOST);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const ORGANISER = { email: 'organizador@ekitaldi.test', password: 'Organizador#2026' };

async function signedIn(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
}

/** A door call with a staff key (X-Checkin-Key), as the door page makes it. */
async function withKey(key: string, path: string, body?: unknown) {
  const res = await fetch(`${E2E.api}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Tenant': tenantToken(HOST), 'X-Checkin-Key': key, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const nonce = () => crypto.randomUUID().replace(/-/g, '');

test('the organiser makes a list, renames, closes and reopens it, hands out and changes its staff link; counts and last scans follow live; axe clean', async ({ page, context, request }) => {
  await signedIn(context, await apiToken(HOST, ORGANISER.email, ORGANISER.password));
  await page.goto(`${SITE}/moderacion/accesos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Control de acceso' })).toBeVisible();

  // Nothing chosen: both fields say so.
  await page.getByRole('button', { name: 'Crear la lista' }).click();
  const summary = page.getByRole('region', { name: 'Hay 2 errores en el formulario' });
  await expect(summary.getByRole('link', { name: 'Nombre: Este campo es obligatorio.' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Qué controla: Este campo es obligatorio.' })).toBeVisible();

  const name = `Puerta ${Date.now()}`;
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Qué controla').selectOption({ label: 'Entrada del evento' });
  await page.getByRole('button', { name: 'Crear la lista' }).click();
  await expect(page.getByText(`Lista «${name}» creada.`)).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Entrada del evento');
  await expect(card).toContainText('Abierta');
  const listId = Number(await card.getAttribute('data-list'));

  await card.getByRole('button', { name: /Cambiar el nombre/ }).click();
  await card.getByLabel('Nombre').fill(`${name} norte`);
  await card.getByRole('button', { name: 'Guardar el nombre' }).click();
  const renamed = page.getByRole('article', { name: `${name} norte` });
  await expect(renamed.getByRole('status')).toHaveText('Nombre guardado.');

  // The staff link: the key in the fragment; changing it stops the old one at once.
  await renamed.getByRole('button', { name: /Mostrar el enlace/ }).click();
  const link = await renamed.getByTestId('staff-link').inputValue();
  expect(link).toMatch(new RegExp(`^${SITE}/acceso/${listId}#k=[A-Za-z0-9_-]{32}$`));
  const key = link.split('#k=')[1]!;
  expect((await withKey(key, `/checkin/lists/${listId}/sync`)).status).toBe(200);
  await renamed.getByRole('button', { name: 'Cambiar el enlace' }).click();
  await expect(renamed.getByRole('status')).toHaveText('Enlace cambiado: el anterior ya no funciona.');
  const newKey = (await renamed.getByTestId('staff-link').inputValue()).split('#k=')[1]!;
  expect(newKey).not.toBe(key);
  expect((await withKey(key, `/checkin/lists/${listId}/sync`)).status).toBe(403);
  expect((await withKey(newKey, `/checkin/lists/${listId}/sync`)).status).toBe(200);

  // A scan at the door (through the staff key) moves the counts and the last scans, no reload.
  const inside = Number(await renamed.getByTestId('count-inside').textContent());
  const attendee = await freshAttendee(request, 'puerta-lista');
  const code = ((await callApi(HOST, '/customer/customer-index-info', { token: attendee.token })).body!.accreditation as { qr: string }).qr;
  const scan = await withKey(newKey, '/checkin/redeem', { list: listId, code, nonce: nonce(), at: new Date().toISOString(), direction: 'entry' });
  expect(scan.body.result).toBe('admitted');
  await expect(renamed.getByTestId('count-inside')).toHaveText(String(inside + 1));
  await expect(renamed.getByTestId('recent-scans').getByRole('listitem').first()).toContainText('Prueba puerta-lista');
  await expect(renamed.getByTestId('recent-scans').getByRole('listitem').first()).toContainText('Admitido');
  await expect(renamed.getByTestId('recent-scans').getByRole('listitem').first()).toContainText('por el personal de la puerta');

  await renamed.getByRole('button', { name: /Cerrar la lista/ }).click();
  await expect(renamed).toContainText('Cerrada: rechaza todos los escaneos');
  const refused = await withKey(newKey, '/checkin/redeem', { list: listId, code, nonce: nonce(), at: new Date().toISOString(), direction: 'exit' });
  expect([refused.body.result, refused.body.reason]).toEqual(['refused', 'list_closed']);
  await expect(renamed.getByTestId('recent-scans').getByRole('listitem').first()).toContainText('La lista está cerrada.');
  await renamed.getByRole('button', { name: /Reabrir la lista/ }).click();
  await expect(renamed).toContainText('Abierta');

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: test.info().outputPath('checkin-lists-390.png'), fullPage: true });
});

test('an attendee gets the 403 page on the lists screen, and keeps the session', async ({ page, context }) => {
  const attendee = await apiToken(HOST, 'asistente@ekitaldi.test', 'Asistente#2026');
  await signedIn(context, attendee);
  const res = await page.goto(`${SITE}/moderacion/accesos`);
  expect(res!.status()).toBe(403);
  expect((await callApi(HOST, '/customer', { token: attendee })).status).toBe(200);
});
