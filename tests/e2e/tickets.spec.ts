import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { BUYER_PASSWORD, callApi, freshBuyer, purgeTenant } from './demo-api-client';
import { byLabel, createVerifiedAccount } from './auth-helpers';
import { tokenFor } from './attendees';
import { E2E } from './env';

/**
 * The public tickets page and the one source of "what a ticket includes":
 * anyone compares the tickets of an event that sells them (price with VAT, what each includes of
 * what the event offers), chooses one and goes through sign-in to the purchase with it chosen;
 * the purchase, a redeemed invitation and the page say the same list; digitalone, which runs no
 * networking, never promises it.
 */

test.describe.configure({ timeout: 120_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DIGITALONE = E2E.host('digitalone.localhost');
const SITE = E2E.host('localhost');

async function axe(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}

/** The card of one ticket on the tickets page. */
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** The lines of the list after `label` ("Incluye:", "No incluye:") inside `scope`. */
async function listAfter(scope: ReturnType<Page['locator']>, label: string): Promise<string[]> {
  const list = scope.locator(`p:text-is("${label}") + ul > li`);
  return list.allTextContents();
}

test('anyone compares digitalone’s tickets (price with VAT, what each includes, no networking anywhere) and a choice goes through sign-in to the purchase', async ({ page, request }) => {
  await purgeTenant(request, 'digitalone');
  await page.goto(DIGITALONE);
  // The header menu leads there where the event sells tickets.
  await page.getByRole('navigation', { name: /principal/i }).getByRole('link', { name: 'Entradas', exact: true }).click();
  await expect(page).toHaveURL(`${DIGITALONE}/entradas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Entradas' })).toBeVisible();

  const free = card(page, 'Entrada online (gratuita)');
  const full = card(page, 'Entrada completa');
  await expect(free).toContainText('Gratis');
  await expect(full).toContainText('120,00 €');
  await expect(full).toContainText('IVA incluido (21 %): 20,83 €');
  await expect(full).toContainText('Sin IVA: 99,17 €');
  expect(await listAfter(full, 'Incluye:')).toEqual([
    'Sesiones presenciales: plaza en las salas',
    'Emisiones en directo',
    'Archivos de las sesiones',
    'Acreditación con código QR (y en PDF)',
    'Diploma de asistencia',
  ]);
  expect(await listAfter(free, 'No incluye:')).toEqual(['Sesiones presenciales: plaza en las salas', 'Acreditación con código QR (y en PDF)', 'Diploma de asistencia']);
  await expect(page.getByText(/Networking/)).toHaveCount(0);
  await expect(page.getByText('Para comprar necesitas una cuenta', { exact: false })).toBeVisible();
  await axe(page, 'tickets-digitalone');

  // Every language the tenant offers.
  await page.goto(`${DIGITALONE}/en/entradas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  expect(await listAfter(card(page, 'Full ticket'), 'Includes:')).toContain('Certificate of attendance');
  await page.goto(`${DIGITALONE}/pt/entradas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bilhetes' })).toBeVisible();
  await expect(card(page, 'Bilhete completo')).toContainText('IVA incluído (21%): € 20,83');

  // Choosing the full ticket anonymously: sign in first, then the purchase goes on with it chosen.
  const buyer = await freshBuyer('tickets-page');
  await page.goto(`${DIGITALONE}/entradas`);
  await card(page, 'Entrada completa').getByRole('link', { name: 'Elegir esta entrada' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=/);
  await page.getByLabel('Correo electrónico').fill(buyer.email);
  await byLabel(page, 'Contraseña').fill(BUYER_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/proceso-de-compra\?step=payment&ticket=\d+$/);
  await expect(page.locator('#purchase-step-heading')).toContainText('Método de pago');
  // The summary of the choice so far names the ticket chosen on the tickets page.
  await page.getByRole('radio', { name: /^Tarjeta/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Condiciones de venta de «Entrada completa»:')).toBeVisible();
  // The purchase lists what the ticket includes in the same words, networking left out there too.
  await page.goto(`${DIGITALONE}/proceso-de-compra`);
  await expect(page.getByRole('radio', { name: /^Entrada completa/ })).toHaveAccessibleDescription(/Diploma de asistencia/);
  await expect(page.getByText(/Networking/)).toHaveCount(0);
});

test('a tenant that sells no tickets has no tickets page (home) and no menu entry', async ({ page }) => {
  await page.goto(`${E2E.host('hermes.localhost')}/entradas`);
  await expect(page).toHaveURL(`${E2E.host('hermes.localhost')}/`);
  await expect(page.getByRole('link', { name: 'Entradas', exact: true })).toHaveCount(0);
});

test('a redeemed invitation says what its ticket includes in the tickets page’s words, not a list of its own', async ({ page, context, request }) => {
  await page.goto(`${SITE}/entradas`);
  const onPage = await listAfter(card(page, 'Entrada completa'), 'Incluye:');
  expect(onPage).toContain('Networking con otros asistentes');

  const account = await createVerifiedAccount(request, 'redeem-list');
  const token = await tokenFor('localhost', account.email, account.password);
  const organiser = await tokenFor('localhost', 'organizador@ekitaldi.test', 'Organizador#2026');
  const tickets = (await callApi('localhost', '/conferences/tickets')).body as unknown as { id: number; free: boolean }[];
  const issued = await callApi('localhost', '/admin/invitations', { token: organiser, body: { ticketId: tickets.find((t) => !t.free)!.id, count: 1 } });
  const code = (issued.body as unknown as { code: string }[])[0]!.code;

  await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
  await page.goto(`${SITE}/usuario#datos-personales`);
  await page.getByLabel(/Código de invitación/).fill(code);
  await page.getByRole('button', { name: 'Canjear invitación' }).click();
  const result = page.getByRole('status').filter({ hasText: `Invitación ${code} canjeada.` });
  await expect(result).toBeVisible();
  expect(await listAfter(result, 'Incluye:')).toEqual(onPage);
});
