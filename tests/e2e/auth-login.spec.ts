import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, E2E } from './env';
import { byLabel, MSG, signIn, SITE, uniqueEmail, waitForMail } from './auth-helpers';

/**
 * `/iniciar-sesion` and `/factor-de-doble-autenticacion` (docs/product.md#routes, docs/product.md#states, docs/product.md#validation, docs/product.md#errors, docs/product.md#limits): sign-in,
 * remember me, redirects, wrong credentials, unverified accounts, two-factor, propagation, forum.
 */

const form = (page: Page) => ({
  email: page.getByLabel('Correo electrónico'),
  password: byLabel(page, 'Contraseña'),
  remember: page.getByLabel('Recordarme en este dispositivo'),
  submit: page.getByRole('button', { name: 'Iniciar sesión', exact: true }),
});

test('signs in and greets the person in the header; a session cookie without "remember me"', async ({ page, context }) => {
  await page.goto(`${SITE}/iniciar-sesion`);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  const f = form(page);
  await f.email.fill(ACCOUNTS.attendee.email);
  await f.password.fill(ACCOUNTS.attendee.password);
  await f.submit.click();
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(page.getByText('Hola, Ane')).toBeVisible();
  const auth = (await context.cookies()).find((c) => c.name === 'auth');
  expect(auth?.expires).toBe(-1);
  // The forum of the tenant got the same credentials (docs/product.md#calls forum login).
  const forum = (await context.cookies()).find((c) => c.name === 'forum_sid');
  expect(forum?.value).toMatch(/^[0-9a-f]{48}$/);
});

test('"remember me" keeps the auth cookie for 30 days', async ({ page, context }) => {
  await page.goto(`${SITE}/iniciar-sesion`);
  const f = form(page);
  await f.email.fill(ACCOUNTS.organiser.email);
  await f.password.fill(ACCOUNTS.organiser.password);
  await f.remember.check();
  await f.submit.click();
  await expect(page.getByText('Hola, Iñaki')).toBeVisible();
  const auth = (await context.cookies()).find((c) => c.name === 'auth');
  const days = (auth!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);
});

test('wrong credentials: docs/product.md#errors message with a link to request a new password; typed values kept', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await page.goto(`${SITE}/iniciar-sesion`);
  const f = form(page);
  await f.email.fill(email);
  await f.password.fill('NoEsLaBuena#1');
  await f.submit.click();
  const alert = page.getByRole('alert').filter({ hasText: MSG.loginError });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(f.email).toHaveValue(email);
  await expect(f.password).toHaveValue('NoEsLaBuena#1');
  await alert.getByRole('link', { name: 'Solicitar una contraseña nueva' }).click();
  await expect(page).toHaveURL(`${SITE}/reset-password-request`);
});

test('an unverified account is told so and can get the link again (neutral answer)', async ({ page, request }) => {
  await page.goto(`${SITE}/iniciar-sesion`);
  const f = form(page);
  await f.email.fill('sinverificar@ekitaldi.test');
  await f.password.fill('Pendiente#2026');
  await f.submit.click();
  const alert = page.getByRole('alert').filter({ hasText: MSG.emailNotVerified });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Enviar el enlace de nuevo' }).click();
  await expect(page.getByText(MSG.resentNeutral)).toBeVisible();
  const mail = await waitForMail(request, 'sinverificar@ekitaldi.test', (m) => m.links.some((l) => l.includes('/validate/')));
  expect(mail.subject).toContain('Confirma tu correo');
});

test('every docs/product.md#validation violation at once, focus on the summary, typed values kept', async ({ page }) => {
  await page.goto(`${SITE}/iniciar-sesion`);
  const f = form(page);
  await f.submit.click();
  const summary = page.getByRole('region', { name: 'Hay 2 errores en el formulario' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: `Correo electrónico: ${MSG.required}` })).toBeVisible();
  await expect(summary.getByRole('link', { name: `Contraseña: ${MSG.required}` })).toBeVisible();
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(f.email).toHaveAttribute('aria-describedby', 'login-email-error');
  await f.email.fill('ane@');
  await f.submit.click();
  await expect(page.locator('#login-email-error')).toHaveText(`Error: ${MSG.email}`);
  await expect(f.email).toHaveValue('ane@');
  // The summary's link moves the focus to its field.
  await page.getByRole('link', { name: `Correo electrónico: ${MSG.email}` }).click();
  await expect(f.email).toBeFocused();
});

test('422 field errors from the API land on their fields', async ({ page }) => {
  await page.route('**/customer/login', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'invalid', errors: { email: ['validation.email'], password: ['validation.required'] } }),
    }),
  );
  await page.goto(`${SITE}/iniciar-sesion`);
  const f = form(page);
  await f.email.fill('ane@ekitaldi.test');
  await f.password.fill('x');
  await f.submit.click();
  await expect(page.locator('#login-email-error')).toHaveText(`Error: ${MSG.email}`);
  await expect(page.locator('#login-password-error')).toHaveText(`Error: ${MSG.required}`);
  await expect(page.getByRole('region', { name: 'Hay 2 errores en el formulario' })).toBeFocused();
});

test('a network failure shows the docs/product.md#errors loading error and keeps what was typed', async ({ page }) => {
  await page.route('**/customer/login', (route) => route.abort('internetdisconnected'));
  await page.goto(`${SITE}/iniciar-sesion`);
  const f = form(page);
  await f.email.fill(ACCOUNTS.attendee.email);
  await f.password.fill(ACCOUNTS.attendee.password);
  await f.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.loadingError })).toBeVisible();
  await expect(f.email).toHaveValue(ACCOUNTS.attendee.email);
  await expect(f.password).toHaveValue(ACCOUNTS.attendee.password);
});

test('a double click signs in once', async ({ page }) => {
  let calls = 0;
  await page.route('**/customer/login', async (route) => {
    calls += 1;
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.goto(`${SITE}/iniciar-sesion`);
  const f = form(page);
  await f.email.fill(ACCOUNTS.attendee.email);
  await f.password.fill(ACCOUNTS.attendee.password);
  await f.submit.dblclick();
  await expect(page.getByText('Hola, Ane')).toBeVisible();
  expect(calls).toBe(1);
});

test('guard: an anonymous visit to /usuario goes through the login and comes back', async ({ page }) => {
  await page.goto(`${SITE}/usuario`);
  await expect(page).toHaveURL(`${SITE}/iniciar-sesion?redirect=%2Fusuario`);
  const f = form(page);
  await f.email.fill(ACCOUNTS.attendee.email);
  await f.password.fill(ACCOUNTS.attendee.password);
  await f.submit.click();
  await expect(page).toHaveURL(`${SITE}/usuario`);
});

test('the redirect parameter cannot leave the site', async ({ page }) => {
  await page.goto(`${SITE}/iniciar-sesion?redirect=//evil.com/robar`);
  const f = form(page);
  await f.email.fill(ACCOUNTS.attendee.email);
  await f.password.fill(ACCOUNTS.attendee.password);
  await f.submit.click();
  await expect(page.getByText('Hola, Ane')).toBeVisible();
  await expect(page).toHaveURL(`${SITE}/`);
});

test('a signed-in visitor sees "you are signed in" with links instead of the form', async ({ page }) => {
  await signIn(page, ACCOUNTS.attendee.email, ACCOUNTS.attendee.password);
  await page.goto(`${SITE}/iniciar-sesion`);
  await expect(page.getByRole('heading', { name: 'Ya has iniciado sesión' })).toBeVisible();
  await expect(page.getByText('Has iniciado sesión como Ane (asistente@ekitaldi.test).')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a mi área privada' })).toHaveAttribute('href', '/usuario');
  await expect(page.getByLabel('Correo electrónico')).toHaveCount(0);
});

test('keyboard only: tab to the fields, type, Enter', async ({ page }) => {
  await page.goto(`${SITE}/iniciar-sesion`);
  const email = page.getByLabel('Correo electrónico');
  for (let i = 0; i < 40 && !(await email.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type(ACCOUNTS.attendee.email);
  await page.keyboard.press('Tab');
  await expect(byLabel(page, 'Contraseña')).toBeFocused();
  await page.keyboard.type(ACCOUNTS.attendee.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mostrar contraseña' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(byLabel(page, 'Contraseña')).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Hola, Ane')).toBeVisible();
});

test('compact tenant: login without a sign-up link', async ({ page }) => {
  const compact = E2E.host('compact.localhost');
  await page.goto(`${compact}/iniciar-sesion`);
  await expect(page.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear una cuenta' })).toHaveCount(0);
  await signIn(page, ACCOUNTS.attendee.email, ACCOUNTS.attendee.password, compact);
  await expect(page).toHaveURL(`${compact}/`);
});

test('hidden sign-up (ciud): no link on the login, yet the sign-up page works', async ({ page }) => {
  const ciud = E2E.host('ciud.localhost');
  await page.goto(`${ciud}/iniciar-sesion`);
  await expect(page.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear una cuenta' })).toHaveCount(0);
  await page.goto(`${ciud}/registro`);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
  await expect(page.getByLabel(/^Universidad/)).toBeVisible();
});

test('in English: the form, the docs/product.md#errors message and the way back', async ({ page }) => {
  await page.goto(`${SITE}/en/iniciar-sesion`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address').fill(uniqueEmail('en'));
  await byLabel(page, 'Password').fill('Wrong#2026x');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong email or password' })).toBeVisible();
  await page.getByLabel('Email address').fill(ACCOUNTS.attendee.email);
  await byLabel(page, 'Password').fill(ACCOUNTS.attendee.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${SITE}/en`);
  await expect(page.getByText('Hello, Ane')).toBeVisible();
});

test('cned shares accounts: the propagation consent is required, then the account is copied', async ({ page }) => {
  const cned = E2E.host('cned.localhost');
  await page.goto(`${cned}/iniciar-sesion`);
  const consent = page.getByLabel('Acepto que mi cuenta se comparta con los demás portales del evento');
  await page.getByLabel('Correo electrónico').fill('compartida@ekitaldi.test');
  await byLabel(page, 'Contraseña').fill('Compartida#2026');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.locator('#login-propagate-error')).toHaveText(`Error: ${MSG.required}`);
  await consent.check();
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText(/^Hola, /)).toBeVisible();
});

test.describe('two-factor', () => {
  test('a wrong code says "Código incorrecto" and keeps it; the right one signs in and goes back', async ({ page, request }) => {
    const startedAt = new Date().toISOString();
    await page.goto(`${SITE}/iniciar-sesion?redirect=%2Fagenda`);
    const f = form(page);
    await f.email.fill('dosfactores@ekitaldi.test');
    await f.password.fill('Dosfactores#2026');
    await f.submit.click();
    await expect(page).toHaveURL(`${SITE}/factor-de-doble-autenticacion`);
    await expect(page.getByText('dosfactores@ekitaldi.test')).toBeVisible();
    const code = page.getByLabel('Código de verificación');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');

    const mail = await waitForMail(request, 'dosfactores@ekitaldi.test', (m) => m.createdAt >= startedAt && /^\d{6} /.test(m.subject));
    const right = mail.subject.slice(0, 6);
    const wrong = right === '111111' ? '222222' : '111111';
    await code.fill(wrong);
    await page.getByRole('button', { name: 'Verificar e iniciar sesión' }).click();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: MSG.wrongCodeTitle })).toBeVisible();
    await expect(code).toHaveValue(wrong);
    // The resend button waits out its cooldown.
    await expect(page.getByRole('button', { name: 'Enviar un código nuevo' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText(/Podrás pedir otro código dentro de \d+ segundos?\./)).toBeVisible();

    await code.fill(right);
    await page.getByRole('button', { name: 'Verificar e iniciar sesión' }).click();
    await expect(page).toHaveURL(`${SITE}/agenda`);
    await expect(page.getByText(/^Hola, /)).toBeVisible();
  });

  test('without a pending sign-in the page explains and links to the login', async ({ page }) => {
    await page.goto(`${SITE}/factor-de-doble-autenticacion`);
    await expect(page.getByText(/No hay ningún inicio de sesión esperando un código/)).toBeVisible();
    await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
    await expect(page).toHaveURL(`${SITE}/iniciar-sesion`);
  });
});
