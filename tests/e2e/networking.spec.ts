import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './fixtures';
import { createVerifiedAccount, TAGS } from './auth-helpers';
import { callApi, enableNetworkingThroughApi, giveFullTicket, tenantToken } from './demo-api-client';
import { E2E } from './env';

/**
 * Networking on the demo tenant (localhost: networkingType 1, slots and rooms) and
 * hermes (type 2: networking events with registrations validated by organisers). Each test that
 * changes state uses fresh accounts (created through the API) as the requester, and the seeded
 * `contacto@` account (clean inbox) as the other party, so tests running in parallel never meet.
 */

const SITE = E2E.host('localhost');
const HERMES = E2E.host('hermes.localhost');
const CONTACT = { email: 'contacto@ekitaldi.test', password: 'Contacto#2026', name: 'Mikel Arrieta' };
const ATTENDEE = { email: 'asistente@ekitaldi.test', password: 'Asistente#2026' };
const ORGANISER = { email: 'organizador@ekitaldi.test', password: 'Organizador#2026' };
const SLOT_GONE = 'Esa franja horaria ya no está disponible.';

test.describe.configure({ timeout: 90_000 });

async function tokenOf(host: string, email: string, password: string): Promise<string> {
  const login = await callApi(host, '/customer/login', { body: { user: { email, password } } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body!.token as string;
}

/** A page of its own browser context, signed in with `token` on `origin`. */
async function open(browser: Browser, origin: string, token: string, path = '/networking'): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'auth', value: token, url: origin, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.goto(origin + path);
  await expect(page.getByRole('heading', { level: 1, name: 'Networking' })).toBeVisible();
  return page;
}

/** A networking call of the demo API as `token` (set-up and checks a screen does not show). */
async function networkingApi(host: string, token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${E2E.api}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'X-Tenant': tenantToken(host),
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Turns networking on for `page`'s person through the screens: the terms, then the form. */
async function enableThroughScreens(page: Page) {
  await expect(page.getByRole('heading', { name: 'Activa el networking' })).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar y continuar' }).click();
  await expect(page.getByText('Acepta las condiciones para continuar.')).toBeVisible();
  await page.getByLabel('He leído y acepto las condiciones del networking').check();
  await page.getByRole('button', { name: 'Aceptar y continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Tu perfil de networking' })).toBeFocused();
  await page.locator('input[id^="networking-form-sector-"]').first().check();
  await page.locator('input[id^="networking-form-looking_for-"]').first().check();
  await page.locator('#networking-form-about').fill('Busco socios para proyectos de movilidad.');
  await page.getByRole('button', { name: 'Guardar y activar' }).click();
  await expect(page.getByRole('heading', { name: 'Directorio de asistentes' })).toBeVisible();
}

async function freshEnabled(request: Parameters<typeof createVerifiedAccount>[0], tag: string) {
  const account = await createVerifiedAccount(request, tag);
  const token = await tokenOf('localhost', account.email, account.password);
  // Networking is a right of the full ticket on localhost.
  await giveFullTicket('localhost', token);
  await enableNetworkingThroughApi('localhost', token);
  return { ...account, token, name: `Prueba ${tag}` };
}

/** Finds the contact in the directory and opens the request dialog for them. */
async function openRequestToContact(page: Page) {
  await page.getByLabel('Buscar', { exact: true }).fill(CONTACT.name);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const card = page.getByRole('listitem').filter({ hasText: CONTACT.name });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Solicitar reunión con ${CONTACT.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar una reunión' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Leyenda de las franjas' })).toContainText('Libre');
  return dialog;
}

/** The id (value) of the `n`th slot (0-based) of the `block`th block that can still be chosen. */
function slotRadio(dialog: ReturnType<Page['getByRole']>, block: number, n: number) {
  return dialog.locator('ul:has(input[type="radio"])').nth(block).locator('input[type="radio"]:not([disabled])').nth(n);
}

test('enable → find → request with slot and room → the other sees it arrive live → accepts → both see the meeting, also in the .ics', async ({ browser, request }) => {
  const account = await createVerifiedAccount(request, 'NwVivo');
  const requesterToken = await tokenOf('localhost', account.email, account.password);
  await giveFullTicket('localhost', requesterToken);
  const requester = await open(browser, SITE, requesterToken);
  const contact = await open(browser, SITE, await tokenOf('localhost', CONTACT.email, CONTACT.password), '/networking/solicitudes');
  await expect(contact.getByRole('heading', { name: 'Solicitudes de reunión' })).toBeVisible();
  await contact.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await enableThroughScreens(requester);
  const dialog = await openRequestToContact(requester);
  await dialog.getByLabel('Motivo de la reunión').fill('Proyecto de movilidad NwVivo');
  const slot = slotRadio(dialog, 0, 2);
  const slotLabel = (await dialog.locator(`label[for="${await slot.getAttribute('id')}"]`).innerText()).split('\n')[0]!;
  await slot.check({ force: true });
  // The slot's rooms say which are taken then (by other people's meetings): propose a free one.
  const roomSelect = dialog.getByLabel('Sala propuesta');
  await expect(roomSelect.locator('option', { hasText: 'Mesa' }).first()).toBeAttached();
  const roomName = (await roomSelect.locator('option', { hasText: 'Mesa' }).filter({ hasNotText: 'ocupada' }).first().innerText()).trim();
  await roomSelect.selectOption({ label: roomName });
  await dialog.getByLabel('Comentario (opcional)').fill('Nos vemos en la mesa');
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(requester.getByText(`Solicitud enviada a ${CONTACT.name}.`, { exact: false })).toBeVisible();

  // Live: no reload on the contact's side, a counter and the request on top.
  // Other tests ask the same contact for meetings in parallel: the counter says at least one.
  await expect(contact.getByText(/^(Ha llegado 1 solicitud nueva|Han llegado \d+ solicitudes nuevas)$/)).toBeVisible();
  const item = contact.getByRole('article').filter({ hasText: 'Proyecto de movilidad NwVivo' });
  await expect(item).toContainText('De Prueba NwVivo');
  await expect(item).toContainText('Pendiente');
  await expect(contact.getByRole('navigation', { name: 'Secciones de networking' }).getByRole('link', { name: /Solicitudes/ })).toContainText(/\d/);
  await item.getByRole('button', { name: 'Aceptar' }).click();
  await expect(item.getByLabel(/Elige la sala/)).toHaveValue(/\d+/); // the proposed room, still free
  await item.getByRole('button', { name: 'Confirmar y aceptar' }).click();
  await expect(item).toContainText('Aceptada');
  await expect(item).toContainText(roomName);
  expect(await contact.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  for (const page of [requester, contact]) {
    await page.getByRole('navigation', { name: 'Secciones de networking' }).getByRole('link', { name: 'Mis reuniones' }).click();
    const meeting = page.getByRole('listitem').filter({ hasText: 'Proyecto de movilidad NwVivo' });
    await expect(meeting).toContainText(slotLabel);
    await expect(meeting).toContainText(roomName);
  }
  const download = requester.waitForEvent('download');
  await requester.getByRole('button', { name: 'Añadir al calendario (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const ics = fs.readFileSync((await file.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:Reunión con ${CONTACT.name}: Proyecto de movilidad NwVivo`);
  expect(ics).toContain(`LOCATION:${roomName}`);
  expect(ics).toMatch(/DTSTART;TZID=Europe\/Madrid:20270309T\d{6}/);
});

test('login guard, unknown views and type-2 views on a type-1 tenant', async ({ page, browser }) => {
  await page.goto(`${SITE}/networking/solicitudes`);
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=%2Fnetworking%2Fsolicitudes$/);
  const unknown = await page.goto(`${SITE}/networking/otra-cosa`);
  expect(unknown?.status()).toBe(404);
  const signedIn = await open(browser, SITE, await tokenOf('localhost', ATTENDEE.email, ATTENDEE.password));
  await expect(signedIn.getByRole('link', { name: 'Encuentros' })).toHaveCount(0);
  const events = await signedIn.goto(`${SITE}/networking/eventos`);
  expect(events?.status()).toBe(404);
  // Reached from the private area's networking tab.
  await signedIn.goto(`${SITE}/usuario`);
  await signedIn.locator('#networking').getByRole('link', { name: 'Ir al networking' }).click();
  await expect(signedIn.getByRole('heading', { name: 'Directorio de asistentes' })).toBeVisible();
});

test('the networking conference chosen is sent as X-Networking-Conference and kept after a reload', async ({ browser }) => {
  const page = await open(browser, SITE, await tokenOf('localhost', ATTENDEE.email, ATTENDEE.password));
  const picker = page.getByLabel('Conferencia de networking');
  await expect(picker).toHaveValue(/\d+/);
  const sent = page.waitForRequest((r) => r.url().includes('/networking/customers') && r.headers()['x-networking-conference'] !== undefined);
  await picker.selectOption({ label: 'Networking Donostia' });
  const donostia = await picker.inputValue();
  await expect(page.getByRole('heading', { name: 'Directorio de asistentes' })).toBeVisible();
  expect((await sent).headers()['x-networking-conference']).toBe(donostia);
  const dialog = await openRequestToContact(page);
  await expect(dialog.getByText(/11 de marzo de 2027/).first()).toBeVisible();
  await expect(dialog.getByText(/9 de marzo de 2027/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Conferencia de networking')).toHaveValue(donostia);
});

test('reject, and cancel with a reason: states and dates on both sides', async ({ browser, request }) => {
  const requester = await freshEnabled(request, 'NwRechazo');
  const contactToken = await tokenOf('localhost', CONTACT.email, CONTACT.password);
  const page = await open(browser, SITE, requester.token);
  for (const subject of ['Para rechazar NwRechazo', 'Para cancelar NwRechazo']) {
    const dialog = await openRequestToContact(page);
    await dialog.getByLabel('Motivo de la reunión').fill(subject);
    await slotRadio(dialog, 1, 0).check({ force: true });
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(dialog).toBeHidden();
  }
  const contact = await open(browser, SITE, contactToken, '/networking/solicitudes');
  const toReject = contact.getByRole('article').filter({ hasText: 'Para rechazar NwRechazo' });
  await toReject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(toReject).toContainText('Rechazada');
  await expect(toReject).toContainText(/rechazada el \d/);
  await expect(toReject.getByRole('button', { name: 'Cancelar reunión' })).toHaveCount(0);

  // The requester cancels the other one with a reason; the contact sees it live with the reason.
  await page.goto(`${SITE}/networking/solicitudes?bandeja=enviadas`);
  await expect(page.getByRole('button', { name: 'Enviadas' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article').filter({ hasText: 'Para rechazar NwRechazo' })).toContainText('Rechazada');
  const toCancel = page.getByRole('article').filter({ hasText: 'Para cancelar NwRechazo' });
  await toCancel.getByRole('button', { name: 'Cancelar reunión' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Cancelar la reunión?' });
  await confirm.getByLabel('Motivo (opcional)').fill('Me ha surgido otra cita');
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(toCancel).toContainText('Cancelada');
  await expect(toCancel).toContainText('Me ha surgido otra cita');
  const seen = contact.getByRole('article').filter({ hasText: 'Para cancelar NwRechazo' });
  await expect(seen).toContainText('Cancelada');
  await expect(seen).toContainText('Me ha surgido otra cita');
});

test('slot taken meanwhile: "slot no longer available" and the choice again', async ({ browser, request }) => {
  const requester = await freshEnabled(request, 'NwHueco');
  const other = await freshEnabled(request, 'NwOtro');
  const contactToken = await tokenOf('localhost', CONTACT.email, CONTACT.password);
  const page = await open(browser, SITE, requester.token);
  const dialog = await openRequestToContact(page);
  await dialog.getByLabel('Motivo de la reunión').fill('Hueco ocupado NwHueco');
  const slot = slotRadio(dialog, 2, 1);
  const slotId = Number(await slot.getAttribute('value'));
  await slot.check({ force: true });

  // Meanwhile someone else gets a meeting with the contact in that very slot.
  const people = await networkingApi('localhost', other.token, `/networking/customers?search=${encodeURIComponent(CONTACT.name)}`);
  const contactId = (people.body.data as Array<{ id: number }>)[0]!.id;
  const blocks = await networkingApi('localhost', other.token, '/networking/events/blocks', { body: { participantId: contactId } });
  const room = (blocks.body.rooms as Array<{ id: number }>)[0]!.id;
  const created = await networkingApi('localhost', other.token, '/networking/events', { body: { participantId: contactId, name: 'Me adelanto', slotId } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const accepted = await networkingApi('localhost', contactToken, `/networking/events/${created.body.id}`, { method: 'PUT', body: { status: 'validated', roomId: room } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(dialog.getByRole('alert')).toContainText(SLOT_GONE);
  await expect(dialog.getByRole('alert')).toContainText('Elige otra franja');
  await expect(dialog.locator(`input[value="${slotId}"]`)).toBeDisabled();
  await expect(dialog.getByLabel('Motivo de la reunión')).toHaveValue('Hueco ocupado NwHueco');
  await slotRadio(dialog, 2, 3).check({ force: true });
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText(`Solicitud enviada a ${CONTACT.name}.`, { exact: false })).toBeVisible();
});

test('networking events (hermes, type 2): sign up, then withdraw', async ({ browser }) => {
  const page = await open(browser, HERMES, await tokenOf('hermes.localhost', ATTENDEE.email, ATTENDEE.password), '/networking/eventos');
  const event = page.getByRole('article').filter({ hasText: 'Mesa redonda: financiación de startups' });
  await expect(event).toContainText(/Quedan? \d+ plazas? de \d+/);
  await event.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(event.getByRole('status')).toHaveText('Inscripción enviada: la organización la validará.');
  await expect(event).toContainText('Pendiente de validar');
  await event.getByRole('button', { name: 'Anular inscripción' }).click();
  await expect(event.getByRole('status')).toHaveText('Inscripción anulada.');
  await expect(event.getByRole('button', { name: 'Inscribirme' })).toBeVisible();
});

test('organiser validates a registration to a networking event (hermes, type 2); others get 403', async ({ browser }) => {
  const organiser = await open(browser, HERMES, await tokenOf('hermes.localhost', ORGANISER.email, ORGANISER.password), '/networking/organizacion');
  await expect(organiser.getByRole('heading', { name: 'Inscripciones a los encuentros' })).toBeVisible();
  const validate = organiser.getByRole('button', { name: /^Validar la inscripción de / }).first();
  await expect(validate).toBeVisible();
  const label = (await validate.getAttribute('aria-label'))!;
  const name = label.replace('Validar la inscripción de ', '');
  await validate.click();
  await expect(organiser.getByText(`Inscripción de ${name} validada.`)).toBeVisible();
  await expect(organiser.getByRole('button', { name: label })).toHaveCount(0);

  const attendeeToken = await tokenOf('hermes.localhost', ATTENDEE.email, ATTENDEE.password);
  const attendee = await open(browser, HERMES, attendeeToken, '/networking/organizacion');
  await expect(attendee.getByText('Esta pantalla es solo para la organización.')).toBeVisible();
  await expect(attendee.getByRole('link', { name: 'Organización' })).toHaveCount(0);
  const refused = await networkingApi('hermes.localhost', attendeeToken, '/networking/events/registrations');
  expect(refused.status).toBe(403);
});

test('turning off: countdown cancelled once, then completed (fresh account); blocked with an associated event', async ({ browser, request }) => {
  const person = await freshEnabled(request, 'NwBaja');
  const page = await open(browser, SITE, person.token, '/networking/desactivar');
  await page.getByRole('button', { name: 'Desactivar el networking' }).click();
  await page.getByRole('dialog', { name: '¿Desactivar el networking?' }).getByRole('button', { name: 'Sí, desactivar' }).click();
  // The header's event countdown is a timer too: this one is named by its sentence.
  await expect(page.getByRole('timer').filter({ hasText: 'El networking se desactivará' })).toHaveText(/El networking se desactivará en \d+ segundos/);
  await expect(page.getByRole('button', { name: 'Cancelar', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(page.getByText('Cancelado: el networking sigue activo y no se ha borrado nada.')).toBeVisible();
  expect((await networkingApi('localhost', person.token, '/networking/customer/extra-networking')).body.visible).toBe(true);

  await page.getByRole('button', { name: 'Desactivar el networking' }).click();
  await page.getByRole('dialog', { name: '¿Desactivar el networking?' }).getByRole('button', { name: 'Sí, desactivar' }).click();
  await expect(page.getByText('Networking desactivado. Se han borrado tus conversaciones y reuniones.')).toBeVisible({ timeout: 20_000 });
  expect((await networkingApi('localhost', person.token, '/networking/customer/extra-networking')).body.visible).toBe(false);

  const blocked = await open(browser, HERMES, await tokenOf('hermes.localhost', ATTENDEE.email, ATTENDEE.password), '/networking/desactivar');
  await expect(blocked.getByText('No puedes darte de baja del networking', { exact: false })).toBeVisible();
  await expect(blocked.getByRole('button', { name: 'Desactivar el networking' })).toBeDisabled();
});

test('keyboard only: find someone, ask for a meeting with a slot, cancel it', async ({ browser, request }) => {
  const person = await freshEnabled(request, 'NwTeclado');
  const page = await open(browser, SITE, person.token);
  const search = page.getByLabel('Buscar', { exact: true });
  await search.focus();
  await page.keyboard.type(CONTACT.name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^1 persona$/ })).toBeFocused();
  const ask = page.getByRole('button', { name: `Solicitar reunión con ${CONTACT.name}` });
  for (let i = 0; i < 20 && !(await ask.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(ask).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Solicitar una reunión' });
  await expect(dialog.getByLabel('Motivo de la reunión')).toBeFocused();
  await page.keyboard.type('Por teclado NwTeclado');
  await page.keyboard.press('Tab');
  // The first choosable slot of the group, then an arrow to the next one.
  await expect(dialog.locator('input[type="radio"]:focus')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('input[type="radio"]:checked')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(ask).toBeFocused();

  await page.goto(`${SITE}/networking/solicitudes?bandeja=enviadas`);
  const cancel = page.getByRole('article').filter({ hasText: 'Por teclado NwTeclado' }).getByRole('button', { name: 'Cancelar reunión' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Motivo (opcional)')).toBeFocused();
  await page.keyboard.type('Sin ratón');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article').filter({ hasText: 'Por teclado NwTeclado' })).toContainText('Cancelada');
});

const AXE_SCREENS: Array<{ name: string; host: 'localhost' | 'hermes.localhost'; who: 'fresh' | 'attendee' | 'organiser'; path: string; ready: string }> = [
  { name: 'enable', host: 'localhost', who: 'fresh', path: '/networking', ready: 'Activa el networking' },
  { name: 'directory', host: 'localhost', who: 'attendee', path: '/networking', ready: 'Directorio de asistentes' },
  { name: 'inbox received', host: 'localhost', who: 'attendee', path: '/networking/solicitudes', ready: 'Solicitudes de reunión' },
  { name: 'inbox sent', host: 'localhost', who: 'attendee', path: '/networking/solicitudes?bandeja=enviadas', ready: 'Solicitudes de reunión' },
  { name: 'meetings', host: 'localhost', who: 'attendee', path: '/networking/reuniones', ready: 'Reuniones aceptadas' },
  { name: 'turning off', host: 'localhost', who: 'attendee', path: '/networking/desactivar', ready: 'Desactivar el networking' },
  { name: 'networking events', host: 'hermes.localhost', who: 'organiser', path: '/networking/eventos', ready: 'Encuentros de networking' },
  { name: 'organisers', host: 'hermes.localhost', who: 'organiser', path: '/networking/organizacion', ready: 'Inscripciones a los encuentros' },
];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const width of [360, 1280]) {
  for (const s of AXE_SCREENS) {
    test(`axe: ${s.name} at ${width}px`, async ({ browser, request }) => {
      let token: string;
      if (s.who === 'fresh') {
        const fresh = await createVerifiedAccount(request, `NwAxe${width}`);
        token = await tokenOf(s.host, fresh.email, fresh.password);
      } else {
        const account = s.who === 'attendee' ? ATTENDEE : ORGANISER;
        token = await tokenOf(s.host, account.email, account.password);
      }
      const page = await open(browser, E2E.host(s.host), token, s.path);
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('heading', { level: 2, name: s.ready })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Cargando…' })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test(`axe: the request dialog (slots and legend) at ${width}px`, async ({ browser }) => {
    const page = await open(browser, SITE, await tokenOf('localhost', ATTENDEE.email, ATTENDEE.password));
    await page.setViewportSize({ width, height: 800 });
    const dialog = await openRequestToContact(page);
    await expect(dialog.locator('input[type="radio"]').first()).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
  });
}
