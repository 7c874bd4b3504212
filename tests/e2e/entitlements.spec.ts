import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { apiToken, callApi, freshBuyer, tenantToken } from './demo-api-client';
import { E2E } from './env';

/**
 * Tickets are rights, on localhost: the seeded online account holds only the
 * free online ticket (streams and files). It cannot take a seat in a room nor get a badge, QR or
 * networking (the API refuses, the screen says so and offers the full ticket), and still watches
 * the ticket-holders' stream and downloads their file. A fresh account that takes the free ticket
 * upgrades to the full one by card (one ticket, the full price once) and then gets its badge.
 */

test.describe.configure({ timeout: 120_000 });

const HOST = 'localhost';
const SITE = E2E.host(HOST);
const ONLINE = { email: 'online@ekitaldi.test', password: 'Online#2026' };
/** Holds the press pass the organisers give (rooms, badge, networking; no streams, no files). */
const PRESS = { email: 'prensa@ekitaldi.test', password: 'Prensa#2026' };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LEAF = { timeout: 15_000 };

const T = {
  inPerson: 'Tu entrada no incluye las sesiones presenciales: no puedes reservar plaza en sala.',
  accreditation: 'Tu entrada no incluye la acreditación con código QR.',
  networking: 'Tu entrada no incluye el networking con otros asistentes.',
  files: 'Tu entrada no incluye los archivos de las sesiones.',
  streams: 'Tu entrada no incluye las emisiones en directo.',
  upgrade: 'Ver la entrada que lo incluye',
  upgradeTitle: 'Mejora tu entrada',
  full: 'Entrada completa',
  free: 'Entrada online (gratuita)',
};

async function signedIn(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
}

async function axe(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}

async function sessionOf(slug: string) {
  const { status, body } = await callApi(HOST, `/conferences/${slug}`);
  expect(status).toBe(200);
  return body as { id: number; rooms: { id: number; name: string }[]; files: { id: number; gate: string; name: string }[] };
}

test('the online account: no seat in a room, no badge, no networking (API and screen), with the way to the full ticket', async ({ page, context }) => {
  const token = await apiToken(HOST, ONLINE.email, ONLINE.password);

  // The API, door by door.
  const live = await sessionOf('en-directo');
  const seat = await callApi(HOST, `/conferences/${live.id}/register`, { token, body: { room_id: live.rooms[1]!.id } });
  expect([seat.status, seat.body!.errors]).toEqual([422, { ticket: ['entitlement.in_person'] }]);
  expect((seat.body!.upgrade as { name: string }).name).toBe(T.full);
  const info = await callApi(HOST, '/customer/customer-index-info', { token });
  expect(info.body!.accreditation).toEqual({ available: false, qr: null, reason: 'not_included' });
  expect((await callApi(HOST, '/customer/print-accreditation', { token })).status).toBe(422);

  await signedIn(context, token);

  // The session page says it before any click, and again when the seat is asked for anyway.
  await page.goto(`${SITE}/agenda/en-directo`);
  const block = page.locator('#inscripcion');
  await expect(block.getByTestId('registration-status')).toHaveText(`${T.inPerson} ${T.upgrade}`, LEAF);
  await expect(block.getByRole('link', { name: T.upgrade })).toHaveAttribute('href', '/proceso-de-compra');

  // The private area: no QR, the sentence and the way to the full ticket.
  await page.goto(`${SITE}/usuario#acreditacion`);
  const badge = page.locator('#acreditacion');
  await expect(badge.getByText(T.accreditation)).toBeVisible(LEAF);
  await expect(badge.getByRole('img', { name: 'Código QR de tu acreditación' })).toHaveCount(0);
  await expect(badge.getByRole('link', { name: T.upgrade })).toBeVisible();
  await axe(page);

  // Networking: accepting the terms is refused with the reason.
  await page.goto(`${SITE}/networking`);
  await page.getByRole('checkbox', { name: 'He leído y acepto las condiciones del networking' }).check();
  await page.getByRole('button', { name: 'Aceptar y continuar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: T.networking })).toBeVisible();
  await expect(page.getByRole('link', { name: `Ver «${T.full}», que lo incluye` })).toHaveAttribute('href', '/proceso-de-compra');
  const status = await callApi(HOST, '/networking/customer/extra-networking', { token });
  expect(status.body!.termsAccepted).toBe(false);

  // The purchase page offers the upgrade, not the twice page: only the full ticket, with what it includes.
  await page.goto(`${SITE}/proceso-de-compra`);
  await expect(page.getByRole('heading', { level: 1, name: T.upgradeTitle })).toBeVisible();
  await expect(page.getByText(`Tienes «${T.free}».`, { exact: false })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /^Entrada completa/ })).toHaveAccessibleDescription(/Sesiones presenciales: plaza en las salas.*Diploma de asistencia/);
  await axe(page);
});

test('the online account watches the ticket holders’ stream and downloads their file', async ({ page, context }) => {
  const token = await apiToken(HOST, ONLINE.email, ONLINE.password);
  const parallel = await sessionOf('en-directo-paralela');
  const file = parallel.files.find((f) => f.gate === 'ticket')!;
  const state = await callApi(HOST, `/conferences/${parallel.id}/registration`, { token });
  expect(state.body!.stream).toMatchObject({ provider: 'youtube' });

  await signedIn(context, token);
  await page.goto(`${SITE}/agenda/en-directo-paralela`);
  const stream = page.getByRole('region', { name: 'Emisión' });
  await expect(stream.getByRole('button', { name: /^Permitir cookies de vídeo y ver/ })).toBeVisible(LEAF);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Descargar ${file.name}` }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test('the press pass (no files, no streams): the ticket holders’ file and stream say the pass does not include them and lead to the full ticket; the file also after the API’s 403', async ({ page, context }) => {
  const token = await apiToken(HOST, PRESS.email, PRESS.password);
  const parallel = await sessionOf('en-directo-paralela');
  const file = parallel.files.find((f) => f.gate === 'ticket')!;
  const refused = await callApi(HOST, `/conferences/${parallel.id}/files/${file.id}`, { token });
  expect([refused.status, refused.body!.errors, (refused.body!.upgrade as { name: string }).name]).toEqual([403, { ticket: ['entitlement.files'] }, T.full]);
  await signedIn(context, token);

  // From the registration state (the held ticket's rights): no download button it cannot keep.
  await page.goto(`${SITE}/agenda/en-directo-paralela`);
  const item = page.getByRole('region', { name: 'Documentos' }).getByRole('listitem').filter({ hasText: file.name });
  await expect(item).toContainText(`${T.files} ${T.upgrade}`, LEAF);
  await expect(item.getByRole('button', { name: `Descargar ${file.name}` })).toHaveCount(0);
  await expect(item.getByRole('link', { name: T.upgrade })).toHaveAttribute('href', '/proceso-de-compra');
  // The stream (streams are not in the pass either) says the same, not a loading error.
  const stream = page.getByRole('region', { name: 'Emisión' });
  await expect(stream).toContainText(`${T.streams} ${T.upgrade}`, LEAF);
  await expect(stream.getByText('Error al cargar los datos. Inténtalo de nuevo.')).toHaveCount(0);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`press-file-${width}.png`) });
  }
  await axe(page);

  // A state read before the pass lost the right (another tab, a stale answer): the button is there,
  // the API answers 403 entitlement.files, and the leaf says so naming the ticket that includes files.
  await page.route('**/conferences/*/registration', async (route) => {
    const response = await route.fetch();
    const state = (await response.json()) as { ticket: { rights: string[] } };
    state.ticket.rights = [...state.ticket.rights, 'files'];
    await route.fulfill({ response, json: state });
  });
  const englishName = ((await (await fetch(`${E2E.api}/conferences/en-directo-paralela`, { headers: { 'X-Tenant': tenantToken(HOST), 'X-Locale': 'en' } })).json()) as Awaited<ReturnType<typeof sessionOf>>).files.find((f) => f.id === file.id)!.name;
  await page.goto(`${SITE}/en/agenda/en-directo-paralela`);
  const english = page.getByRole('listitem').filter({ hasText: englishName });
  await english.getByRole('button', { name: `Download ${englishName}` }).click();
  await expect(english).toContainText('Your ticket does not include session files. See “Full ticket”, which includes it', LEAF);
  await expect(english.getByText('The data could not be loaded. Please try again.')).toHaveCount(0);
  await page.unroute('**/conferences/*/registration');

  // The link leads to the ticket that includes files: the purchase page offers the full ticket as the upgrade.
  await english.getByRole('link', { name: 'See “Full ticket”, which includes it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your ticket' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /^Full ticket/ })).toHaveAccessibleDescription(/Session files/);
});

test('free ticket → the full one by card: it replaces the free one (one ticket, 120 € once), and the badge appears', async ({ page, context }) => {
  const buyer = await freshBuyer('upgrade', HOST);
  const tickets = (await callApi(HOST, '/conferences/tickets')).body as unknown as { id: number; free: boolean }[];
  const free = tickets.find((t) => t.free)!;
  expect((await callApi(HOST, '/orders', { token: buyer.token, body: { ticketId: free.id, conditionsAccepted: true } })).status).toBe(201);
  await signedIn(context, buyer.token);

  await page.goto(`${SITE}/proceso-de-compra`);
  await expect(page.getByRole('heading', { level: 1, name: T.upgradeTitle })).toBeVisible();
  await page.getByRole('radio', { name: /^Entrada completa/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator('#purchase-step-heading')).toContainText('Método de pago');
  await page.getByRole('radio', { name: /^Tarjeta/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('checkbox', { name: 'He leído y acepto las condiciones de venta' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Pagar 120,00 €' }).click();
  await expect(page).toHaveURL(/\/__demo\/checkout\/cs_demo_/);
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await page.getByLabel('Caducidad (MM/AA)').fill('12/34');
  await page.getByLabel('Código de seguridad (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pagar 120,00 €' }).click();
  await expect(page).toHaveURL(/\/ok\?order=\d+$/);
  await expect(page.getByText('Hemos recibido tu pago de 120,00 €. Tu entrada «Entrada completa» está confirmada.')).toBeVisible();

  const orders = (await callApi(HOST, '/orders/customer', { token: buyer.token })).body as unknown as { status: string; amount: number }[];
  expect(orders.map((o) => `${o.status}:${o.amount}`).sort()).toEqual(['paid:120', 'replaced:0']);
  await page.goto(`${SITE}/usuario#acreditacion`);
  await expect(page.locator('#acreditacion').getByRole('img', { name: 'Código QR de tu acreditación' })).toBeVisible(LEAF);
  await expect(page.locator('#mis-entradas')).toContainText('Sustituido por otra entrada');
});
