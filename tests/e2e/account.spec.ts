import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Locator, type Page } from './fixtures';
import { ACCOUNTS, E2E } from './env';
import { callApi, solvedCaptcha } from './demo-api-client';

/**
 * `/usuario`, the private area (docs/product.md#scope, docs/product.md#routes, docs/product.md#states, docs/product.md#validation, docs/product.md#errors, docs/product.md#limits). Signing in goes through the API
 * (POST /customer/login, then the `auth` cookie in the browser) to keep the tests fast; every
 * test that changes data signs up a fresh account (API sign-up + the mailbox's confirmation
 * link), since the tests run in parallel against one demo API. Read-only tests use the demo
 * attendee; requests a test fakes (422, network failure) never reach the API.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PASSWORD = 'Prueba#2026';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const MSG = {
  required: 'Este campo es obligatorio.',
  phone: 'Introduce un teléfono de 9 dígitos que empiece por 6, 7, 8 o 9.',
  max: /Máximo \d+ caracteres\./,
  emailDifferent: 'El nuevo correo debe ser distinto del actual.',
  emailConfirmed: 'Los correos electrónicos no coinciden.',
  emailTaken: 'Ya existe otra cuenta con este correo electrónico.',
  currentWrong: 'La contraseña actual no es correcta.',
  profileFailed: 'No se ha podido actualizar el perfil.',
  networkHint: 'Comprueba tu conexión a internet y vuelve a intentarlo.',
  kept: 'Lo que has escrito sigue en el formulario.',
  saved: 'Tus datos se han guardado.',
  photoType: 'La foto debe ser una imagen JPEG, PNG o WebP.',
  photoTooLarge: 'La foto no puede ocupar más de 2 MB.',
};

// ---------------------------------------------------------------------------------------------
// API helpers
// ---------------------------------------------------------------------------------------------


async function apiLogin(host: string, email: string, password: string) {
  return callApi(host, '/customer/login', { body: { user: { email, password } } });
}

async function tokenFor(host: string, email: string, password: string): Promise<string> {
  const { status, body } = await apiLogin(host, email, password);
  expect(status, `login of ${email}`).toBe(200);
  return body!.token as string;
}

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

async function mailbox(to: string): Promise<Mail[]> {
  const response = await fetch(`${E2E.api}/__demo/mailbox.json?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Mail[];
}

/** The newest mail to `to` with a /validate link: its path (`/validate/<token>`). */
async function validateLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailbox(to)).flatMap((m) => m.links).find((l) => l.includes('/validate/'));
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname;
}

let counter = 0;
/** A new, confirmed account on the demo tenant, signed in through the API. */
async function freshAccount(name = 'Prueba', surname = 'Tres') {
  const email = `h3-${Date.now().toString(36)}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 7)}@ekitaldi.test`;
  const signup = await callApi('localhost', '/customer/signup', {
    body: {
      customer: { email, password: PASSWORD, passwordConfirmation: PASSWORD, name, surname, telephone: '600111222', userType: 'attendee' },
      privacyPolicy: true,
      dataAuthorization: true,
      ...(await solvedCaptcha('localhost')),
    },
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const token = (await validateLink(email)).split('/').pop()!;
  expect((await callApi('localhost', '/customer/validate', { body: { token } })).status).toBe(200);
  return { email, password: PASSWORD, token: await tokenFor('localhost', email, PASSWORD) };
}

async function signIn(context: BrowserContext, host: string, token: string) {
  await context.addCookies([{ name: 'auth', value: token, url: E2E.host(host), sameSite: 'Lax' }]);
}

/**
 * Until React has hydrated the page, typing lands in the server's HTML and a re-render can undo
 * part of it (a loaded machine typed "Gaia Analytics" twice into the company): wait for React's
 * fiber on the page's main element, then two frames for the effects of that commit.
 */
async function hydrated(page: Page) {
  await expect.poll(() => page.locator('main').first().evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')))).toBe(true);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function openAsAttendee(page: Page, host = 'localhost', path = '/usuario') {
  await signIn(page.context(), host, await tokenFor(host, ACCOUNTS.attendee.email, ACCOUNTS.attendee.password));
  await page.goto(E2E.host(host) + path);
  await hydrated(page);
}

async function openFresh(page: Page) {
  const account = await freshAccount();
  await signIn(page.context(), 'localhost', account.token);
  await page.goto(E2E.host('localhost') + '/usuario');
  await expect(page.locator('h1')).toContainText('Prueba Tres');
  await hydrated(page);
  return account;
}

const personal = (page: Page) => page.locator('#datos-personales');
const profileForm = (page: Page) => page.getByRole('region', { name: 'Tus datos' }).locator('form');
/** The control labelled `text` (a required one's label ends with its "*"). */
const field = (scope: Locator, text: string) =>
  scope.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Secciones del área privada' });
const authCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'auth');

// ---------------------------------------------------------------------------------------------
// Access, header and tabs
// ---------------------------------------------------------------------------------------------

test('an anonymous visitor goes to the login page, which will bring them back', async ({ page }) => {
  await page.goto(E2E.host('localhost') + '/usuario');
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=%2Fusuario$/);
});

test('a refused token ends the session and goes to the login page', async ({ page }) => {
  await signIn(page.context(), 'localhost', 'not-a-valid-token');
  await page.goto(E2E.host('localhost') + '/usuario');
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=%2Fusuario$/);
  expect(await authCookie(page.context())).toBeUndefined();
});

test('the header shows avatar, name and email, and the tabs in their order', async ({ page }) => {
  await openAsAttendee(page);
  const header = page.locator('main header');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Área privada Ane Etxeberria Arana');
  await expect(header).toContainText('asistente@ekitaldi.test');
  await expect(header.getByTestId('account-avatar')).toHaveText('AE');
  const links = tabs(page).getByRole('link');
  await expect(links).toHaveText([
    'Datos personales',
    'Mis actividades',
    'Acreditación',
    'Networking',
    'Diploma',
    // localhost requires tickets: "my tickets" follows the other tabs.
    'Mis entradas',
    'Alojamiento y viaje',
    'Datos académicos',
    'Consentimientos',
    'Darse de baja',
  ]);
  const anchors = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(anchors.slice(0, 5)).toEqual(['#datos-personales', '#mis-actividades', '#acreditacion', '#networking', '#certification']);
  await expect(tabs(page).getByRole('link', { name: 'Datos personales' })).toHaveAttribute('aria-current', 'location');
  await expect(page.locator('#networking')).toContainText('Ver la agenda');
});

test('clicking a tab and scrolling move aria-current (scroll-spy, offset 90)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAsAttendee(page);
  const tab = (name: string) => tabs(page).getByRole('link', { name, exact: true });

  await tab('Acreditación').click();
  await expect(page).toHaveURL(/#acreditacion$/);
  await expect(tab('Acreditación')).toHaveAttribute('aria-current', 'location');
  await expect(tab('Datos personales')).not.toHaveAttribute('aria-current', /.*/);
  const top = await page.locator('#acreditacion').evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(84);
  expect(top).toBeLessThan(96);
  // The sticky bar stays visible and does not cover the section.
  const bar = await tabs(page).boundingBox();
  expect(bar!.y).toBeLessThanOrEqual(1);
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(top + 1);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(tab('Datos personales')).toHaveAttribute('aria-current', 'location');

  await page.locator('#mis-actividades').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(tab('Mis actividades')).toHaveAttribute('aria-current', 'location');

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(tab('Darse de baja')).toHaveAttribute('aria-current', 'location');
});

test('a deep link to #acreditacion lands on it below the sticky bar', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAsAttendee(page, 'localhost', '/usuario#acreditacion');
  await expect(tabs(page).getByRole('link', { name: 'Acreditación' })).toHaveAttribute('aria-current', 'location');
  const top = await page.locator('#acreditacion').evaluate((el) => el.getBoundingClientRect().top);
  const bar = await tabs(page).boundingBox();
  expect(top).toBeGreaterThan(84);
  expect(top).toBeLessThan(96);
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(top + 1);
  await expect(page.getByRole('heading', { name: 'Acreditación', level: 2 })).toBeInViewport();
});

test('the tabs work with the keyboard alone', async ({ page }) => {
  await openAsAttendee(page);
  await expect(page.locator('h1')).toBeVisible();
  let onTab = false;
  for (let i = 0; i < 60 && !onTab; i++) {
    await page.keyboard.press('Tab');
    onTab = await page.evaluate(() => document.activeElement?.textContent === 'Mis actividades');
  }
  expect(onTab).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#mis-actividades$/);
  await expect(tabs(page).getByRole('link', { name: 'Mis actividades' })).toHaveAttribute('aria-current', 'location');
  // The next Tab continues inside the section that was opened.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#mis-actividades')))).toBe(true);
});

for (const width of [360, 1280]) {
  test(`no axe violations in the private area at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAsAttendee(page);
    await expect(page.locator('h1')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('compact.localhost: only the few fields and sections it uses', async ({ page }) => {
  await openAsAttendee(page, 'compact.localhost');
  const form = profileForm(page);
  for (const label of ['Nombre', 'Apellidos', 'Teléfono móvil', 'Empresa u organización', 'Puesto']) {
    await expect(field(form, label)).toBeVisible();
  }
  await expect(field(form, 'Nacionalidad')).toHaveCount(0);
  await expect(field(form, 'Tipo de documento')).toHaveCount(0);
  await expect(tabs(page).getByRole('link')).toHaveText(['Datos personales', 'Mis actividades', 'Acreditación', 'Diploma', 'Consentimientos', 'Darse de baja']);
  // No change-password feature on compact: no link.
  await expect(page.getByRole('link', { name: 'Cambiar la contraseña' })).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------
// Personal data
// ---------------------------------------------------------------------------------------------

test('a profile edit is saved and still there after a reload', async ({ page }) => {
  await openFresh(page);
  await expect(personal(page).getByRole('link', { name: 'Cambiar la contraseña' })).toHaveAttribute('href', '/cambiar-contrase%C3%B1a');
  const form = profileForm(page);
  await field(form, 'Empresa u organización').fill('Cooperativa Hiru');
  await field(form, 'Teléfono móvil').fill('699 11 22 33');
  await field(form, 'Nacionalidad').selectOption({ label: 'Francia' });
  await field(form, 'Fecha de nacimiento').fill('1985-06-15');
  await field(form, 'Tipo de documento').selectOption({ label: 'Pasaporte' });
  await field(form, 'Nombre').fill('Maite');
  await form.getByRole('button', { name: 'Guardar los datos' }).click();
  await expect(form.getByRole('status')).toHaveText(MSG.saved);
  await expect(page.locator('h1')).toContainText('Maite Tres');

  await page.reload();
  await expect(field(form, 'Empresa u organización')).toHaveValue('Cooperativa Hiru');
  await expect(field(form, 'Teléfono móvil')).toHaveValue('699112233');
  await expect(field(form, 'Nacionalidad')).toHaveValue('FR');
  await expect(field(form, 'Fecha de nacimiento')).toHaveValue('1985-06-15');
  await expect(field(form, 'Tipo de documento')).toHaveValue('passport');
  await expect(page.locator('h1')).toContainText('Maite Tres');
});

test('each docs/product.md#validation violation shows its message, all at once, and keeps what was typed', async ({ page }) => {
  await openFresh(page);
  const form = profileForm(page);
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/customer') posted++;
  });
  await field(form, 'Nombre').fill('');
  await field(form, 'Teléfono móvil').fill('512345678');
  await field(form, 'Empresa u organización').fill('x'.repeat(300));
  await field(form, 'Tipo de asistente').selectOption('');
  await form.getByRole('button', { name: 'Guardar los datos' }).click();

  const summary = form.getByRole('region', { name: 'Hay 4 errores en el formulario' });
  await expect(summary).toBeVisible();
  // The summary itself takes the focus (the kit's ErrorSummary is focusable; no wrapper any more).
  await expect(summary).toBeFocused();
  await expect(form.locator('#profile-name-error')).toHaveText(`Error: ${MSG.required}`);
  await expect(form.locator('#profile-telephone-error')).toHaveText(`Error: ${MSG.phone}`);
  await expect(form.locator('#profile-company-error')).toContainText(MSG.max);
  await expect(form.locator('#profile-userType-error')).toHaveText(`Error: ${MSG.required}`);
  await expect(field(form, 'Teléfono móvil')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(form, 'Teléfono móvil')).toHaveAttribute('aria-describedby', /profile-telephone-error/);
  await expect(field(form, 'Teléfono móvil')).toHaveValue('512345678');
  await expect(field(form, 'Empresa u organización')).toHaveValue('x'.repeat(300));
  expect(posted).toBe(0);

  // A summary link takes the focus to its field.
  await summary.getByRole('link', { name: /Teléfono móvil/ }).click();
  await expect(field(form, 'Teléfono móvil')).toBeFocused();
});

test('the API’s 422 field errors land on their fields', async ({ page }) => {
  await openAsAttendee(page);
  await page.route('**/customer', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Invalid', errors: { telephone: ['validation.phone'], company: ['validation.max'] } }),
        })
      : route.continue(),
  );
  const form = profileForm(page);
  await field(form, 'Empresa u organización').fill('Gaia Analytics S. Coop.');
  await form.getByRole('button', { name: 'Guardar los datos' }).click();
  await expect(form.locator('#profile-telephone-error')).toHaveText(`Error: ${MSG.phone}`);
  await expect(form.locator('#profile-company-error')).toContainText(MSG.max);
  await expect(form.getByRole('region', { name: 'Hay 2 errores en el formulario' })).toBeVisible();
  await expect(field(form, 'Empresa u organización')).toHaveValue('Gaia Analytics S. Coop.');
});

test('a network failure says so (docs/product.md#errors) and keeps the values', async ({ page }) => {
  await openAsAttendee(page);
  await page.route('**/customer', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
  const form = profileForm(page);
  await field(form, 'Comentarios').fill('Llegaré tarde el primer día');
  await form.getByRole('button', { name: 'Guardar los datos' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(MSG.profileFailed);
  await expect(alert).toContainText(MSG.networkHint);
  await expect(alert).toContainText(MSG.kept);
  await expect(alert).toBeFocused();
  await expect(field(form, 'Comentarios')).toHaveValue('Llegaré tarde el primer día');
});

test('a double click saves once', async ({ page }) => {
  await openFresh(page);
  let posted = 0;
  await page.route('**/customer', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posted++;
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({ response });
  });
  const form = profileForm(page);
  await field(form, 'Puesto').fill('Coordinación');
  await form.getByRole('button', { name: 'Guardar los datos' }).dblclick();
  await expect(form.getByRole('button', { name: 'Guardando…' })).toHaveAttribute('aria-disabled', 'true');
  await expect(form.getByRole('status')).toHaveText(MSG.saved);
  expect(posted).toBe(1);
});

test('a form works with the keyboard alone, errors first', async ({ page }) => {
  await openFresh(page);
  const form = profileForm(page);
  const name = field(form, 'Nombre');
  await name.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('region', { name: 'Hay un error en el formulario' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await page.keyboard.type('Itziar');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(MSG.saved);
  await expect(form.getByRole('status')).toBeFocused();
  await expect(page.locator('h1')).toContainText('Itziar Tres');
});

test('photo: initials without one, checked before sending, uploaded and removed', async ({ page }) => {
  await openFresh(page);
  const avatar = page.locator('main header').getByTestId('account-avatar');
  await expect(avatar).toHaveText('PT');
  const panel = page.getByRole('region', { name: 'Foto de perfil' });
  const input = field(panel, 'Elige una foto');
  let uploads = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/customer/profile')) uploads++;
  });

  await input.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) });
  await expect(panel.locator('#photo-file-error')).toHaveText(`Error: ${MSG.photoTooLarge}`);
  await input.setInputFiles({ name: 'animada.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(panel.locator('#photo-file-error')).toHaveText(`Error: ${MSG.photoType}`);
  await panel.getByRole('button', { name: 'Subir la foto' }).click();
  expect(uploads).toBe(0);

  await input.setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
  await expect(panel.locator('#photo-file-error')).toHaveCount(0);
  await expect(panel.getByRole('img', { name: 'Vista previa de la foto elegida' })).toBeVisible();
  await panel.getByRole('button', { name: 'Subir la foto' }).click();
  await expect(panel.getByRole('status')).toHaveText('Tu foto se ha actualizado.');
  await expect(avatar).toHaveAttribute('src', /\/media\/customers\/.+\.png$/);
  expect(uploads).toBe(1);

  await page.reload();
  await expect(avatar).toHaveAttribute('src', /\/media\/customers\//);
  await panel.getByRole('button', { name: 'Quitar la foto' }).click();
  await expect(panel.getByRole('status')).toHaveText('Hemos quitado tu foto: ahora se muestran tus iniciales.');
  await expect(avatar).toHaveText('PT');
  await page.reload();
  await expect(avatar).toHaveText('PT');
});

test('the API’s photo errors are shown on the field', async ({ page }) => {
  await openAsAttendee(page);
  await page.route('**/customer/profile', (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'x', errors: { photo: ['profile.photo_type'] } }) }),
  );
  const panel = page.getByRole('region', { name: 'Foto de perfil' });
  await field(panel, 'Elige una foto').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
  await panel.getByRole('button', { name: 'Subir la foto' }).click();
  await expect(panel.locator('#photo-file-error')).toHaveText(`Error: ${MSG.photoType}`);
});

test('consents are managed with their own save', async ({ page }) => {
  await openFresh(page);
  const section = page.locator('#consentimientos');
  const advertising = field(section, 'Quiero recibir comunicaciones comerciales');
  await expect(advertising).not.toBeChecked();
  await advertising.check();
  await section.getByRole('button', { name: 'Guardar las preferencias' }).click();
  await expect(section.getByRole('status')).toHaveText('Tus preferencias se han guardado.');
  await page.reload();
  await expect(field(section, 'Quiero recibir comunicaciones comerciales')).toBeChecked();
});

test('two-factor method: switching to a code by email makes the next sign-in ask for it', async ({ page }) => {
  const account = await openFresh(page);
  const security = page.getByRole('region', { name: 'Seguridad' });
  await field(security, 'Verificación en dos pasos').selectOption({ label: 'Código por correo electrónico' });
  await security.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(security.getByRole('status')).toContainText('te pediremos un código');
  await page.reload();
  await expect(field(security, 'Verificación en dos pasos')).toHaveValue('EMAIL');
  const login = await apiLogin('localhost', account.email, account.password);
  expect(login.body).toMatchObject({ token: null, twoFactorRequired: true });
});

// ---------------------------------------------------------------------------------------------
// Email change
// ---------------------------------------------------------------------------------------------

test('email change: rules, the current password, a taken address, then signed out until the new address is confirmed', async ({ page, context }) => {
  const account = await openFresh(page);
  const panel = page.getByRole('region', { name: 'Correo electrónico' });
  const email = field(panel, 'Nuevo correo electrónico');
  const repeat = field(panel, 'Repite el nuevo correo electrónico');
  const password = field(panel, 'Tu contraseña actual');
  const submit = panel.getByRole('button', { name: 'Cambiar el correo electrónico' });

  await email.fill(account.email.toUpperCase());
  await repeat.fill('otra@ekitaldi.test');
  await submit.click();
  await expect(panel.locator('#email-change-email-error')).toHaveText(`Error: ${MSG.emailDifferent}`);
  await expect(panel.locator('#email-change-emailConfirmation-error')).toHaveText(`Error: ${MSG.emailConfirmed}`);
  await expect(panel.locator('#email-change-currentPassword-error')).toHaveText(`Error: ${MSG.required}`);
  await expect(email).toHaveValue(account.email.toUpperCase());

  // A session alone does not move the account: a wrong password is refused on its field, nothing lost.
  const next = account.email.replace('@', '-nueva@');
  await email.fill(next);
  await repeat.fill(next);
  await password.fill('Ajena#2026');
  await submit.click();
  await expect(panel.locator('#email-change-currentPassword-error')).toHaveText(`Error: ${MSG.currentWrong}`);
  await expect(email).toHaveValue(next);
  await expect(repeat).toHaveValue(next);
  expect(await mailbox(next)).toEqual([]);

  await email.fill(ACCOUNTS.attendee.email);
  await repeat.fill(ACCOUNTS.attendee.email);
  await password.fill(account.password);
  await submit.click();
  await expect(panel.locator('#email-change-email-error')).toHaveText(`Error: ${MSG.emailTaken}`);

  await email.fill(next);
  await repeat.fill(next);
  await password.fill(account.password);
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu nuevo correo electrónico' })).toBeFocused();
  await expect(page.locator('main')).toContainText(`Te hemos enviado un enlace a ${next}`);
  await expect(page.locator('main')).toContainText('hemos cerrado tu sesión');
  expect(await authCookie(context)).toBeUndefined();

  // The link in the new mailbox, opened in the portal, confirms the address.
  const link = await validateLink(next);
  await page.goto(E2E.host('localhost') + link);
  await expect(page.locator('h1')).toBeVisible();
  await expect.poll(async () => (await apiLogin('localhost', next, account.password)).status).toBe(200);

  await signIn(context, 'localhost', await tokenFor('localhost', next, account.password));
  await page.goto(E2E.host('localhost') + '/usuario');
  await expect(page.locator('main header')).toContainText(next);
});

// ---------------------------------------------------------------------------------------------
// My activities, accreditation, certificate
// ---------------------------------------------------------------------------------------------

test('my activities: registered sessions with time zone, room and venue; pending ones to resume', async ({ page }) => {
  await openAsAttendee(page);
  const section = page.locator('#mis-actividades');
  const registered = section.getByRole('region', { name: 'Sesiones en las que estás inscrito' }).getByRole('listitem');
  await expect(registered).toHaveCount(3);
  await expect(registered.first()).toContainText(/martes, 9 de marzo de 2027, \d\d:\d\d–\d\d:\d\d CET/);
  await expect(registered.first()).toContainText('Auditorio · Palacio Euskalduna (Bilbao)');
  await expect(registered.first().getByRole('link')).toHaveAttribute('href', /^\/agenda\/[a-z0-9-]+$/);
  const pending = section.getByRole('region', { name: 'Inscripciones pendientes' }).getByRole('listitem');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Falta elegir la sala');
  await expect(pending.getByRole('link', { name: /Continuar la inscripción/ })).toHaveAttribute('href', /^\/agenda\/[a-z0-9-]+#inscripcion$/);

  // The dialog: focus inside, Escape closes it and gives the focus back.
  const discard = pending.getByRole('button', { name: /Descartar/ });
  await discard.click();
  const dialog = page.getByRole('dialog', { name: '¿Descartar la inscripción pendiente?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'No, mantenerla' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Sí, descartarla' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(discard).toBeFocused();

  // A failed discard keeps the registration and says why.
  await page.route('**/customer/discard-pending-registration/*', (route) => route.abort('internetdisconnected'));
  await discard.click();
  await dialog.getByRole('button', { name: 'Sí, descartarla' }).click();
  await expect(section.getByRole('alert')).toContainText('No se ha podido descartar la inscripción');
  await expect(section.getByRole('alert')).toContainText(MSG.networkHint);
  await expect(pending).toHaveCount(1);
});

test('discarding a pending registration removes it (compact tenant)', async ({ page }) => {
  await openAsAttendee(page, 'compact.localhost');
  const section = page.locator('#mis-actividades');
  const pending = section.getByRole('region', { name: 'Inscripciones pendientes' });
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  const title = (await pending.getByRole('heading', { level: 4 }).textContent())!;
  await pending.getByRole('button', { name: /Descartar/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, descartarla' }).click();
  await expect(pending.getByRole('status')).toHaveText(`Se ha descartado la inscripción pendiente en «${title}».`);
  await expect(pending.getByRole('listitem')).toHaveCount(0);
  await expect(pending).toContainText('No tienes inscripciones pendientes.');
  await page.reload();
  await expect(page.locator('#mis-actividades').getByRole('region', { name: 'Inscripciones pendientes' })).toContainText('No tienes inscripciones pendientes.');
});

test('a new account sees the empty states and where to go', async ({ page }) => {
  await openFresh(page);
  const section = page.locator('#mis-actividades');
  await expect(section).toContainText('Todavía no te has inscrito en ninguna sesión.');
  await expect(section.getByRole('link', { name: 'Ver la agenda' })).toHaveAttribute('href', '/agenda');
  await expect(section).toContainText('No tienes inscripciones pendientes.');
});

test('accreditation: the QR code and its PDF, with progress while it downloads', async ({ page }) => {
  await openAsAttendee(page, 'localhost', '/usuario#acreditacion');
  const section = page.locator('#acreditacion');
  await expect(section.getByRole('img', { name: 'Código QR de tu acreditación' })).toBeVisible();
  await expect(section.getByRole('img', { name: 'Código QR de tu acreditación' }).locator('svg')).toBeVisible();
  await expect(section.getByRole('figure')).toContainText(/Código:\s*\d+/);

  // Slow the answer down to see the button off and the progress bar.
  await page.route('**/customer/print-accreditation', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fulfill({ response });
  });
  const button = section.getByRole('button', { name: /Descargar la acreditación/ });
  const download = page.waitForEvent('download');
  await button.click();
  await expect(section.getByRole('button', { name: /Descargando/ })).toBeDisabled();
  await expect(section.getByRole('progressbar')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^acreditacion-[a-z0-9-]+\.pdf$/);
  expect(fs.readFileSync((await file.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(section.getByRole('status')).toContainText('Descarga completada');
  await expect(button).toBeEnabled();
});

test('a failed PDF download is told and can be retried', async ({ page }) => {
  await openAsAttendee(page, 'localhost', '/usuario#acreditacion');
  await page.route('**/customer/print-accreditation', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) }),
  );
  const section = page.locator('#acreditacion');
  await section.getByRole('button', { name: /Descargar la acreditación/ }).click();
  await expect(section.getByRole('alert')).toContainText('No se ha podido descargar el PDF.');
  await expect(section.getByRole('button', { name: /Descargar la acreditación/ })).toBeEnabled();
});

test('certificate: the reason on an event that has not finished', async ({ page }) => {
  await openAsAttendee(page, 'localhost', '/usuario#certification');
  const section = page.locator('#certification');
  await expect(section).toContainText(/El diploma estará disponible cuando termine el evento, el \d+ de \w+ de \d{4}\./);
  await expect(section.getByRole('button')).toHaveCount(0);
});

test('certificate: the PDF of a past event (eirv2023)', async ({ page }) => {
  await openAsAttendee(page, 'eirv2023.localhost', '/usuario#certification');
  const section = page.locator('#certification');
  await expect(section).toContainText('Tu diploma de asistencia ya está listo.');
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: /Descargar el diploma/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^diploma-[a-z0-9-]+\.pdf$/);
  expect(fs.readFileSync((await file.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

// ---------------------------------------------------------------------------------------------
// Optional sections
// ---------------------------------------------------------------------------------------------

test('accommodation, travel and academic data are checked and saved', async ({ page }) => {
  await openFresh(page);
  const travel = page.locator('#alojamiento-y-viaje');
  await field(travel, 'Necesito alojamiento').check();
  await field(travel, 'Fecha de salida').fill('2027-03-08');
  await field(travel, 'Fecha de entrada').fill('2027-03-09');
  await travel.getByRole('button', { name: 'Guardar alojamiento y viaje' }).click();
  await expect(travel.locator('#travel-checkOut-error')).toHaveText('Error: La fecha de salida debe ser posterior a la de entrada.');
  await field(travel, 'Fecha de salida').fill('2027-03-11');
  await field(travel, 'Medio de transporte').selectOption({ label: 'Tren' });
  await travel.getByRole('button', { name: 'Guardar alojamiento y viaje' }).click();
  await expect(travel.getByRole('status')).toHaveText('Tus datos de alojamiento y viaje se han guardado.');

  const academic = page.locator('#datos-academicos');
  await field(academic, 'Curso').fill('3º curso');
  await academic.getByRole('button', { name: 'Guardar los datos académicos' }).click();
  await expect(academic.locator('#academic-year-error')).toHaveText('Error: Solo letras, números y los caracteres _ . / -');
  await field(academic, 'Curso').fill('2026-2027');
  await field(academic, 'Titulación').fill('Grado en Ingeniería');
  await academic.getByRole('button', { name: 'Guardar los datos académicos' }).click();
  await expect(academic.getByRole('status')).toHaveText('Tus datos académicos se han guardado.');

  await page.reload();
  await expect(field(travel, 'Fecha de salida')).toHaveValue('2027-03-11');
  await expect(field(travel, 'Medio de transporte')).toHaveValue('train');
  await expect(field(academic, 'Titulación')).toHaveValue('Grado en Ingeniería');
});

test('unsubscribe: explicit confirmation, then signed out and the cookie gone', async ({ page, context }) => {
  const account = await openFresh(page);
  const section = page.locator('#baja');
  const open = section.getByRole('button', { name: 'Solicitar la baja' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: '¿Darte de baja?' });
  await expect(field(dialog, 'Sí, quiero darme de baja y eliminar mi cuenta')).toBeFocused();
  await dialog.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(dialog.locator('#unsubscribe-confirm-error')).toHaveText(`Error: ${MSG.required}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  expect(await authCookie(context)).toBeDefined();

  await open.click();
  await field(dialog, 'Sí, quiero darme de baja y eliminar mi cuenta').check();
  await dialog.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Te has dado de baja' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al inicio', exact: true })).toBeVisible();
  expect(await authCookie(context)).toBeUndefined();
  expect((await apiLogin('localhost', account.email, account.password)).status).not.toBe(200);

  await page.goto(E2E.host('localhost') + '/usuario');
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=%2Fusuario$/);
});
