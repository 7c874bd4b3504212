import { expect, test } from './fixtures';
import { ACCOUNTS } from './env';
import { byLabel, completeSsoRegistration, mintSsoToken, SITE, uniqueEmail } from './auth-helpers';

/** Single sign-on (docs/product.md#routes, docs/product.md#states): `/login-sso/{token}` and `/registro-sso/{token}`. */

test('an existing person signs in on arrival, with the 30-day cookie, and goes home', async ({ page, context, request }) => {
  const token = await mintSsoToken(request, { email: ACCOUNTS.attendee.email, name: 'Ane', surname: 'Etxeberria' });
  await page.goto(`${SITE}/login-sso/${token}`);
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(page.getByText('Hola, Ane')).toBeVisible();
  const auth = (await context.cookies()).find((c) => c.name === 'auth');
  expect((auth!.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
});

test('a new person completes the extra fields (prefilled, email read-only) and is signed in', async ({ page, request }) => {
  const email = uniqueEmail('sso');
  const token = await mintSsoToken(request, { email, name: 'Nerea', surname: 'Olabarria' });
  await page.goto(`${SITE}/login-sso/${token}?redirect=%2Fagenda`);
  // The token leaves the address bar on arrival.
  await expect(page).toHaveURL(`${SITE}/registro-sso?redirect=%2Fagenda`);
  await expect(page.getByRole('heading', { level: 1, name: 'Completa tu registro' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('readonly', '');
  await expect(byLabel(page, 'Nombre')).toHaveValue('Nerea');
  await expect(byLabel(page, 'Apellidos')).toHaveValue('Olabarria');
  await page.getByRole('button', { name: 'Crear cuenta y entrar' }).click();
  await expect(page.getByRole('region', { name: /Hay \d+ errores en el formulario/ })).toBeFocused();
  await completeSsoRegistration(page);
  await expect(page).toHaveURL(`${SITE}/agenda`);
  await expect(page.getByText('Hola, Nerea')).toBeVisible();
});

test('an invalid token, or none, is explained with a link to the normal login', async ({ page }) => {
  await page.goto(`${SITE}/login-sso/token-inventado`);
  await expect(page.getByRole('heading', { name: 'No hemos podido iniciar tu sesión' })).toBeFocused();
  await expect(page.getByText('El enlace no es válido. Comprueba que lo has copiado entero.')).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sesión con correo y contraseña' }).click();
  await expect(page).toHaveURL(`${SITE}/iniciar-sesion`);

  await page.goto(`${SITE}/login-sso`);
  await expect(page.getByText(/Este enlace de acceso está incompleto/)).toBeVisible();
  await page.goto(`${SITE}/registro-sso`);
  await expect(page.getByRole('link', { name: 'Iniciar sesión con correo y contraseña' })).toBeVisible();
});
