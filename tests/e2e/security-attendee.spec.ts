import { expect, test, type BrowserContext, type Locator, type Page } from './fixtures';
import { byLabel, createVerifiedAccount } from './auth-helpers';
import { ACCOUNTS, E2E } from './env';

/**
 * What attendees hit, each tried as a person would: the header countdown and the
 * language switcher, the 404's title, the nationality list, the sign-up's questions, the
 * document number rule, a propagated sign-in's cookie, and the forum cookie at the end of a
 * session.
 */

const SITE = E2E.host('localhost');

const field = (scope: Locator | Page, text: string) => scope.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);

async function signInThroughForm(page: Page, email: string, password: string, origin = SITE) {
  await page.goto(`${origin}/iniciar-sesion`);
  await page.getByLabel('Correo electrónico').fill(email);
  await byLabel(page, 'Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  // The form signs in to the forum too, then moves home: wait for the move.
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByText(/^Hola, /)).toBeVisible();
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('signed in, the header countdown never overlaps the language switcher or the user menu (1024–1920 px)', async ({ browser, request }) => {
  test.setTimeout(120_000);
  for (const [host, token] of [['localhost', 'tok-demo-7f3a'], ['digitalone.localhost', 'tok-digitalone-7f3a']] as const) {
    const login = await request.post(`${E2E.api}/customer/login`, { headers: { 'X-Tenant': token }, data: { user: ACCOUNTS.attendee } });
    expect(login.status(), host).toBe(200);
    const { token: auth } = (await login.json()) as { token: string };
    for (const width of [1024, 1280, 1440, 1680, 1920]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addCookies([{ name: 'auth', value: auth, url: E2E.host(host) }]);
      const page = await context.newPage();
      await page.goto(E2E.host(host) + '/');
      const header = page.getByRole('banner');
      await expect(header.getByText(/^Hola, /)).toBeVisible();
      const countdown = header.locator('#event-countdown');
      await expect(countdown).toBeVisible();
      const clock = (await countdown.boundingBox())!;
      const others = [header.getByRole('navigation', { name: 'Idioma' }), header.getByText(/^Hola, /)];
      for (const other of others) {
        if (!(await other.isVisible())) continue;
        const box = (await other.boundingBox())!;
        expect(overlap(clock, box), `${host} at ${width} px`).toBe(false);
      }
      // Nothing runs past the page's right edge either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }
  }
});

test('a tenant 404 is titled "Página no encontrada", not the event name', async ({ page }) => {
  for (const path of ['/blog/999999', '/agenda/no-existe-esta-sesion', '/blog/abc', '/pagina-que-no-existe']) {
    const response = await page.goto(SITE + path);
    expect(response?.status(), path).toBe(404);
    await expect(page, path).toHaveTitle(/^Página no encontrada · /);
  }
  await page.goto(SITE + '/en/blog/999999');
  await expect(page).toHaveTitle(/^Page not found · /);
});

test('the nationality select lists each country once, and sign-up asks food restrictions once', async ({ page }) => {
  await page.goto(SITE + '/registro');
  const nationality = field(page, 'Nacionalidad');
  await expect(nationality).toBeVisible();
  const names = await nationality.locator('option').evaluateAll((os) => os.map((o) => o.textContent?.trim() ?? '').filter(Boolean));
  expect(names.length).toBeGreaterThan(190);
  expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  for (const country of ['Alemania', 'Reino Unido', 'Rusia', 'Serbia']) expect(names.filter((n) => n === country), country).toHaveLength(1);
  await expect(page.getByText(/^(Restricciones alimentarias|Alergias o restricciones alimentarias)/)).toHaveCount(1);
});

test('the profile refuses a document number with symbols (alpha_num) and keeps what was typed', async ({ page, context, request }) => {
  const account = await createVerifiedAccount(request, 'docnum');
  await signInThroughForm(page, account.email, account.password);
  await page.goto(SITE + '/usuario');
  const form = page.getByRole('region', { name: 'Tus datos' }).locator('form');
  const number = field(form, 'Número de documento');
  await number.fill('12$$-');
  await form.getByRole('button', { name: 'Guardar los datos' }).click();
  await expect(form.locator('#profile-documentNumber-error')).toHaveText('Error: Solo letras y números.');
  await expect(number).toHaveValue('12$$-');
  // The API refuses it as well: the rule is one, shared with the demo API.
  const auth = (await cookie(context, 'auth'))!.value;
  const res = await request.post(`${E2E.api}/customer`, {
    headers: { 'X-Tenant': 'tok-demo-7f3a', Authorization: `Bearer ${auth}` },
    data: { documentNumber: '12$$-' },
  });
  expect(res.status()).toBe(422);
});

test('a propagated sign-in (cned) keeps the auth cookie for 30 days', async ({ page, context, request }) => {
  // An account of the demo portal, never seen on cned: signing in there copies it.
  const account = await createVerifiedAccount(request, 'propaga');
  await page.goto(E2E.host('cned.localhost') + '/iniciar-sesion');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await byLabel(page, 'Contraseña').fill(account.password);
  await page.getByLabel('Acepto que mi cuenta se comparta con los demás portales del evento').check();
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText(/^Hola, /)).toBeVisible();
  const auth = await cookie(context, 'auth');
  expect(auth).toBeDefined();
  const days = (auth!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(30.01);
});

test('forum_sid goes with the session: on unsubscribe', async ({ page, context, request }) => {
  const account = await createVerifiedAccount(request, 'bajaforo');
  await signInThroughForm(page, account.email, account.password);
  expect(await cookie(context, 'forum_sid')).toBeDefined();
  await page.goto(SITE + '/usuario#baja');
  const section = page.locator('#baja');
  await section.getByRole('button', { name: 'Solicitar la baja' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Darte de baja?' });
  await field(dialog, 'Sí, quiero darme de baja y eliminar mi cuenta').check();
  await dialog.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Te has dado de baja' })).toBeVisible();
  expect(await cookie(context, 'auth')).toBeUndefined();
  expect(await cookie(context, 'forum_sid')).toBeUndefined();
});

test('forum_sid goes with the session: on the sign-out of an email change', async ({ page, context, request }) => {
  const account = await createVerifiedAccount(request, 'correoforo');
  await signInThroughForm(page, account.email, account.password);
  expect(await cookie(context, 'forum_sid')).toBeDefined();
  await page.goto(SITE + '/usuario');
  const panel = page.getByRole('region', { name: 'Correo electrónico' });
  const next = account.email.replace('@', '-nueva@');
  await field(panel, 'Nuevo correo electrónico').fill(next);
  await field(panel, 'Repite el nuevo correo electrónico').fill(next);
  await field(panel, 'Tu contraseña actual').fill(account.password);
  await panel.getByRole('button', { name: 'Cambiar el correo electrónico' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu nuevo correo electrónico' })).toBeVisible();
  expect(await cookie(context, 'auth')).toBeUndefined();
  expect(await cookie(context, 'forum_sid')).toBeUndefined();
});
