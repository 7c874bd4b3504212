import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext } from './fixtures';
import { byLabel, createVerifiedAccount, uniqueEmail, waitForMail, linkPath } from './auth-helpers';
import { apiToken, callApi } from './demo-api-client';
import { E2E } from './env';

/**
 * Invitations that give a ticket, on localhost: the organiser issues a batch
 * on /moderacion/invitaciones (copy, CSV); a code gives its ticket through invitation sign-up and
 * through redeeming it in the private area ("Mis entradas" and the badge follow); an attendee
 * gets the 403 page.
 */

test.describe.configure({ timeout: 120_000 });

const HOST = 'localhost';
const SITE = E2E.host(HOST);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const ORGANISER = { email: 'organizador@ekitaldi.test', password: 'Organizador#2026' };

async function signedIn(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
}

async function issue(ticketName: string, count: number): Promise<string[]> {
  const token = await apiToken(HOST, ORGANISER.email, ORGANISER.password);
  const tickets = (await callApi(HOST, '/conferences/tickets')).body as unknown as { id: number; name: string }[];
  const res = await callApi(HOST, '/admin/invitations', { token, body: { ticketId: tickets.find((t) => t.name === ticketName)!.id, count } });
  expect(res.status).toBe(201);
  return (res.body as unknown as { code: string }[]).map((c) => c.code);
}

test('the organiser issues a batch on the screen: the codes to copy, the list with the note, a CSV; axe clean', async ({ page, context }) => {
  await signedIn(context, await apiToken(HOST, ORGANISER.email, ORGANISER.password));
  await page.goto(`${SITE}/moderacion/invitaciones`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invitaciones' })).toBeVisible();
  await page.getByLabel('Entrada que da').selectOption({ label: 'Entrada completa' });
  await page.getByLabel('Número de códigos').selectOption('5');
  const note = `Prensa ${Date.now()}`;
  await byLabel(page, 'Nota').fill(note);
  await page.getByRole('button', { name: 'Emitir los códigos' }).click();
  await expect(page.getByText('Se han emitido 5 códigos.')).toBeVisible();
  const codes = page.getByRole('list', { name: 'Códigos nuevos' }).getByRole('listitem');
  await expect(codes).toHaveCount(5);
  const first = (await codes.first().textContent())!;
  expect(first).toMatch(/^INV-DEMO-[A-Z2-9]{8}$/);
  const row = page.getByRole('row', { name: new RegExp(first) });
  await expect(row).toContainText('Entrada completa');
  await expect(row).toContainText(note);
  await expect(row).toContainText('Sin canjear');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiar los códigos' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Códigos copiados.' })).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toHaveLength(5);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar la lista en CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('invitaciones.csv');
  const csv = await (await import('node:fs')).promises.readFile((await file.path())!, 'utf8');
  // A UTF-8 byte order mark first: Excel then reads "Código" as written.
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.slice(1).split('\r\n')[0]).toBe('Código,Entrada,Nota,Emitido,Canjeado por,Correo electrónico,Canjeado el');
  expect(csv).toContain(`${first},Entrada completa,${note},`);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  }
});

test('an attendee gets the 403 page on the organiser screen, and keeps the session', async ({ page, context }) => {
  const attendee = await apiToken(HOST, 'asistente@ekitaldi.test', 'Asistente#2026');
  await signedIn(context, attendee);
  const res = await page.goto(`${SITE}/moderacion/invitaciones`);
  expect(res!.status()).toBe(403);
  expect((await callApi(HOST, '/customer', { token: attendee })).status).toBe(200);
});

test('a code from POST /admin/invitations gives its ticket through invitation sign-up: "Mis entradas" and the badge', async ({ page, request }) => {
  const [code] = await issue('Entrada completa', 1);
  const email = uniqueEmail('invsignup');
  await page.goto(`${SITE}/registro-invitacion?code=${code}`);
  await expect(page.getByLabel('Código de invitación')).toHaveValue(code!);
  await byLabel(page, 'Nombre').fill('Invitada');
  await byLabel(page, 'Apellidos').fill('Prueba');
  await page.getByLabel('Teléfono móvil').fill('612 345 678');
  await page.getByLabel('Tipo de asistente').selectOption('attendee');
  await page.getByLabel('Correo electrónico').fill(email);
  await byLabel(page, 'Contraseña').fill('Segura#2026');
  await page.getByLabel('Repite la contraseña').fill('Segura#2026');
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await page.getByLabel(/Autorizo el tratamiento de mis datos personales/).check();
  await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu bandeja de entrada' })).toBeVisible();
  const mail = await waitForMail(request, email, (m) => m.links.some((l) => l.includes('/validate/')));
  await page.goto(SITE + linkPath(mail, '/validate/'));
  await expect(page.getByRole('heading', { name: 'Cuenta confirmada' })).toBeVisible();

  await page.context().addCookies([{ name: 'auth', value: await apiToken(HOST, email, 'Segura#2026'), url: SITE, sameSite: 'Lax' }]);
  await page.goto(`${SITE}/usuario#mis-entradas`);
  await expect(page.locator('#mis-entradas')).toContainText('Ya tienes tu entrada por invitación: Entrada completa.');
  await expect(page.locator('#acreditacion').getByRole('img', { name: 'Código QR de tu acreditación' })).toBeVisible();
});

test('a code from POST /admin/invitations gives its ticket when redeemed in the private area (the free one here)', async ({ page, context, request }) => {
  const [code] = await issue('Entrada online (gratuita)', 1);
  const account = await createVerifiedAccount(request, 'invredeem');
  await signedIn(context, await apiToken(HOST, account.email, account.password));
  await page.goto(`${SITE}/usuario`);
  await page.getByLabel('Código de invitación').fill(code!);
  await page.getByRole('button', { name: 'Canjear invitación' }).click();
  await expect(page.getByText(`Invitación ${code} canjeada.`)).toBeVisible();
  await expect(page.locator('#mis-entradas')).toContainText('Ya tienes tu entrada por invitación: Entrada online (gratuita).');
  // The free ticket has no badge: the private area says so and offers the full one.
  await expect(page.locator('#acreditacion').getByText('Tu entrada no incluye la acreditación con código QR.')).toBeVisible();
});
