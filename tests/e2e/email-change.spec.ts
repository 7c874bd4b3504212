import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { byLabel, createVerifiedAccount, DEMO_TENANT_TOKEN, linkPath, SITE, TAGS, uniqueEmail, waitForMail } from './auth-helpers';
import { E2E } from './env';

/**
 * Taking an account over by changing its email address, and the ways its owner stops it
 * (demo-api/email-change.ts): the old address's link cancels the change and ends every session;
 * a password reset cancels it (the attack order: change asked for with a stolen session and
 * password → the owner, locked out, resets the password → the new address's link no longer
 * works); once made, the old address is told and can undo it. Two browsers: the owner's and the
 * attacker's.
 */

const headers = { 'X-Tenant': DEMO_TENANT_TOKEN, 'Content-Type': 'application/json' };
// Two or three browsers, several pages and mails each, axe and screenshots: on a loaded 2-core
// machine one such test took 66 s.
test.describe.configure({ timeout: 150_000 });
const CANCELLED = 'Este cambio de correo se ha cancelado (desde la dirección anterior, o al cambiar la contraseña): la cuenta sigue con su dirección de antes.';

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(`${E2E.api}/customer/login`, { headers, data: { user: { email, password } } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** A browser signed in as the account (its `auth` cookie), on /usuario. */
async function signedIn(browser: Browser, token: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.goto(`${SITE}/usuario`);
  await expect(page.locator('h1')).toContainText('Prueba');
  return page;
}

/** The private area's email change, filled in and sent by whoever holds the session. */
async function askForChange(page: Page, to: string, password: string) {
  const panel = page.getByRole('region', { name: 'Correo electrónico' });
  await panel.getByLabel(/^Nuevo correo electrónico\*?$/).fill(to);
  await panel.getByLabel(/^Repite el nuevo correo electrónico\*?$/).fill(to);
  await panel.getByLabel(/^Tu contraseña actual\*?$/).fill(password);
  await panel.getByRole('button', { name: 'Cambiar el correo electrónico' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu nuevo correo electrónico' })).toBeVisible();
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const width of [360, 1280]) {
  test(`the old address's link cancels the change and ends every session; the new address's link then says so (${width}px)`, async ({ browser, request }) => {
    const owner = await createVerifiedAccount(request, `cancel${width}`);
    const attacker = uniqueEmail(`intruder${width}`);
    // Someone holding a session of the account (and its password) asks for the change.
    const stolen = await signedIn(browser, await apiToken(request, owner.email, owner.password), width);
    // The owner, signed in elsewhere.
    const ownersOtherDevice = await signedIn(browser, await apiToken(request, owner.email, owner.password), width);
    await askForChange(stolen, attacker, owner.password);

    const notice = await waitForMail(request, owner.email, (m) => m.subject.startsWith('Cambio de correo solicitado'));
    expect(notice.text).toContain(attacker);
    const page = await (await browser.newContext({ locale: 'es-ES', viewport: { width, height: 900 } })).newPage();
    await page.goto(SITE + linkPath(notice, '/cancelar-cambio-de-email/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Cancelar el cambio de correo' })).toBeVisible();
    // The token leaves the address bar; nothing happens until the owner says so.
    await expect(page).toHaveURL(`${SITE}/cancelar-cambio-de-email`);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`cancel-ask-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Cancelar el cambio y cerrar las sesiones' }).click();
    await expect(page.getByRole('heading', { name: 'Cambio cancelado' })).toBeFocused();
    await expect(page.getByRole('main')).toContainText(`El cambio no se hará: tu cuenta sigue con la dirección ${owner.email}. Se han cerrado todas sus sesiones.`);
    await expect(page.getByRole('main')).toContainText('Quien pidió el cambio conocía tu contraseña: elige una nueva ahora.');
    await expect(page.getByRole('link', { name: 'Elegir una contraseña nueva' })).toHaveAttribute('href', '/reset-password-request');
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`cancel-done-${width}.png`), fullPage: true });

    // Every session of the account is gone: the owner's other device is sent to sign in.
    await ownersOtherDevice.goto(`${SITE}/usuario`);
    await expect(ownersOtherDevice).toHaveURL(/\/iniciar-sesion/);

    // Whoever holds the new address opens its link: a clear, localised page, nothing changed.
    const confirmation = await waitForMail(request, attacker, (m) => m.links.some((l) => l.includes('/validate/')));
    await stolen.goto(SITE + linkPath(confirmation, '/validate/'));
    await expect(stolen.getByRole('heading', { name: 'No hemos podido confirmar la dirección' })).toBeFocused();
    await expect(stolen.getByText(CANCELLED)).toBeVisible();
    await expect(stolen.getByText('Inicia sesión con tu dirección anterior. Si quieres cambiarla, vuelve a pedirlo desde tu área privada.')).toBeVisible();
    expect(await axe(stolen)).toEqual([]);
    await stolen.screenshot({ path: test.info().outputPath(`validate-cancelled-${width}.png`), fullPage: true });

    // The owner signs in with the address of always.
    await page.goto(`${SITE}/iniciar-sesion`);
    await page.getByLabel('Correo electrónico').fill(owner.email);
    await byLabel(page, 'Contraseña').fill(owner.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    // (At 360 px the greeting sits in the closed menu: the session cookie says it.)
    await expect(page).not.toHaveURL(/\/iniciar-sesion/);
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'auth')).toBe(true);
    for (const p of [stolen, ownersOtherDevice, page]) await p.context().close();
  });
}

test('the attack order: change asked for with a stolen session and password → the owner resets the password → the new address’s link no longer works', async ({ browser, request }) => {
  const owner = await createVerifiedAccount(request, 'attack');
  const attacker = uniqueEmail('takeover');
  const stolen = await signedIn(browser, await apiToken(request, owner.email, owner.password));
  await askForChange(stolen, attacker, owner.password);

  // The owner cannot sign in (the change is pending) and resets the password from the old address.
  const page = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await page.goto(`${SITE}/iniciar-sesion`);
  await page.getByLabel('Correo electrónico').fill(owner.email);
  await byLabel(page, 'Contraseña').fill(owner.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText('Estás cambiando el correo de esta cuenta')).toBeVisible();
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(page).toHaveURL(`${SITE}/reset-password-request`);
  await page.getByLabel('Correo electrónico').fill(owner.email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  const reset = await waitForMail(request, owner.email, (m) => m.links.some((l) => l.includes('/password-reset-confirm/')));
  await page.goto(SITE + linkPath(reset, '/password-reset-confirm/'));
  await page.getByLabel('Nueva contraseña').fill('Recuperada#2027');
  await page.getByLabel('Repite la contraseña').fill('Recuperada#2027');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page).toHaveURL(`${SITE}/iniciar-sesion?aviso=reset`);

  // The attacker's link, opened after the reset: refused, and said why.
  const confirmation = await waitForMail(request, attacker, (m) => m.links.some((l) => l.includes('/validate/')));
  await stolen.goto(SITE + linkPath(confirmation, '/validate/'));
  await expect(stolen.getByText(CANCELLED)).toBeVisible();
  const attempt = await request.post(`${E2E.api}/customer/login`, { headers, data: { user: { email: attacker, password: 'Recuperada#2027' } } });
  expect(attempt.status()).toBe(422);

  // The owner is back with the old address and the new password.
  await page.getByLabel('Correo electrónico').fill(owner.email);
  await byLabel(page, 'Contraseña').fill('Recuperada#2027');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText('Hola, Prueba')).toBeVisible();
  await stolen.context().close();
  await page.context().close();
});

test('once the change is made, the old address is told and can undo it; the new address’s sessions end', async ({ browser, request }) => {
  const owner = await createVerifiedAccount(request, 'undo');
  const attacker = uniqueEmail('madechange');
  const stolen = await signedIn(browser, await apiToken(request, owner.email, owner.password));
  await askForChange(stolen, attacker, owner.password);
  const confirmation = await waitForMail(request, attacker, (m) => m.links.some((l) => l.includes('/validate/')));
  await stolen.goto(SITE + linkPath(confirmation, '/validate/'));
  await expect(stolen.getByRole('heading', { name: 'Nuevo correo confirmado' })).toBeVisible();
  // The attacker signs in with the new address.
  await stolen.context().addCookies([{ name: 'auth', value: await apiToken(request, attacker, owner.password), url: SITE, sameSite: 'Lax' }]);
  await stolen.goto(`${SITE}/usuario`);
  await expect(stolen.locator('main header')).toContainText(attacker);

  const told = await waitForMail(request, owner.email, (m) => m.subject.startsWith('El correo de tu cuenta ha cambiado'));
  expect(told.text).toContain(attacker);
  const page = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await page.goto(SITE + linkPath(told, '/cancelar-cambio-de-email/'));
  await page.getByRole('button', { name: 'Cancelar el cambio y cerrar las sesiones' }).click();
  await expect(page.getByRole('main')).toContainText(`Hemos deshecho el cambio: tu cuenta vuelve a tener la dirección ${owner.email}. Se han cerrado todas sus sesiones.`);

  await stolen.goto(`${SITE}/usuario`);
  await expect(stolen).toHaveURL(/\/iniciar-sesion/);
  const back = await request.post(`${E2E.api}/customer/login`, { headers, data: { user: { email: owner.email, password: owner.password } } });
  expect(back.status()).toBe(200);
  await stolen.context().close();
  await page.context().close();
});

test('a link that is not one, or used twice, is explained', async ({ page, request }) => {
  await page.goto(`${SITE}/cancelar-cambio-de-email`);
  await expect(page.getByText('Para cancelar un cambio de correo, abre el enlace del aviso que enviamos a la dirección de tu cuenta.')).toBeVisible();
  const owner = await createVerifiedAccount(request, 'twice');
  const token = await apiToken(request, owner.email, owner.password);
  const to = uniqueEmail('twicenew');
  const res = await request.post(`${E2E.api}/customer/change-email`, { headers: { ...headers, Authorization: `Bearer ${token}` }, data: { email: to, emailConfirmation: to, currentPassword: owner.password } });
  expect(res.status()).toBe(204);
  const notice = await waitForMail(request, owner.email, (m) => m.subject.startsWith('Cambio de correo solicitado'));
  const path = linkPath(notice, '/cancelar-cambio-de-email/');
  const used = await request.post(`${E2E.api}/customer/cancel-email-change`, { headers, data: { token: path.split('/').pop() } });
  expect(used.status()).toBe(200);
  await page.goto(SITE + path);
  await page.getByRole('button', { name: 'Cancelar el cambio y cerrar las sesiones' }).click();
  await expect(page.getByRole('heading', { name: 'No hemos podido cancelar el cambio' })).toBeFocused();
  await expect(page.getByText('Este enlace ya se ha usado.')).toBeVisible();
});
