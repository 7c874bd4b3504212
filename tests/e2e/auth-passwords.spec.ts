import { expect, test } from './fixtures';
import { byLabel, createVerifiedAccount, linkPath, MSG, signIn, SITE, uniqueEmail, waitForMail } from './auth-helpers';

/** Password recovery and change (docs/product.md#routes, docs/product.md#validation, docs/product.md#errors). */

test('reset: request → mailbox link → new password → login with it', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'reset');
  await page.goto(`${SITE}/iniciar-sesion`);
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(page).toHaveURL(`${SITE}/reset-password-request`);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByText(`Si existe una cuenta con ${account.email}, te hemos enviado un enlace`)).toBeVisible();

  const mail = await waitForMail(request, account.email, (m) => m.links.some((l) => l.includes('/password-reset-confirm/')));
  await page.goto(SITE + linkPath(mail, '/password-reset-confirm/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Elegir una contraseña nueva' })).toBeVisible();
  const password = page.getByLabel('Nueva contraseña');
  const confirmation = page.getByLabel('Repite la contraseña');
  await password.fill('corta');
  await confirmation.fill('otra');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.locator('#reset-password-error')).toHaveText(`Error: ${MSG.password}`);
  await expect(page.locator('#reset-passwordConfirmation-error')).toHaveText(`Error: ${MSG.confirmed}`);
  await password.fill('Renovada#2026');
  await confirmation.fill('Renovada#2026');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page).toHaveURL(`${SITE}/iniciar-sesion?aviso=reset`);
  await expect(page.getByText('Tu contraseña se ha cambiado. Inicia sesión con la nueva.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(account.email);
  await byLabel(page, 'Contraseña').fill('Renovada#2026');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText('Hola, Prueba')).toBeVisible();
});

test('the same neutral answer for an address without account', async ({ page }) => {
  const email = uniqueEmail('nobody');
  await page.goto(`${SITE}/reset-password-request`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByText(`Si existe una cuenta con ${email}, te hemos enviado un enlace`)).toBeVisible();
});

test('a network failure of the request says the email could not be sent', async ({ page }) => {
  await page.route('**/customer/reset-password-request', (route) => route.abort('internetdisconnected'));
  await page.goto(`${SITE}/reset-password-request`);
  await page.getByLabel('Correo electrónico').fill('ane@ekitaldi.test');
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.resetEmailFailed })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('ane@ekitaldi.test');
});

test('a bad reset link is explained with a way to ask for a new one; none at all too', async ({ page }) => {
  await page.goto(`${SITE}/password-reset-confirm/token-que-no-existe`);
  await page.getByLabel('Nueva contraseña').fill('Renovada#2026');
  await page.getByLabel('Repite la contraseña').fill('Renovada#2026');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByText('El enlace no es válido. Comprueba que lo has copiado entero.')).toBeVisible();
  await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
  await expect(page).toHaveURL(`${SITE}/reset-password-request`);

  await page.goto(`${SITE}/password-reset-confirm`);
  await expect(page.getByText(/Para elegir una contraseña nueva, abre el enlace del correo/)).toBeVisible();
});

test('change password: current checked, new different, then it works for the next login', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'change');
  await signIn(page, account.email, account.password);
  await page.goto(`${SITE}/cambiar-contrase%C3%B1a`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar la contraseña' })).toBeVisible();
  const current = page.getByLabel('Contraseña actual');
  const next = page.getByLabel('Nueva contraseña');
  const repeat = page.getByLabel('Repite la contraseña');

  await current.fill(account.password);
  await next.fill(account.password);
  await repeat.fill(account.password);
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.locator('#change-password-password-error')).toHaveText(`Error: ${MSG.different}`);

  await current.fill('NoEsLaMia#2026');
  await next.fill('Cambiada#2026');
  await repeat.fill('Cambiada#2026');
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.locator('#change-password-currentPassword-error')).toHaveText('Error: La contraseña actual no es correcta.');
  await expect(next).toHaveValue('Cambiada#2026');

  await current.fill(account.password);
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.getByText(/Tu contraseña se ha cambiado\./)).toBeVisible();
  await expect(current).toHaveValue('');

  await page.context().clearCookies();
  await signIn(page, account.email, 'Cambiada#2026');
});

test('change password needs a session: the guard sends to the login and back', async ({ page }) => {
  await page.goto(`${SITE}/cambiar-contrase%C3%B1a`);
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=%2Fcambiar-contrase%25C3%25B1a$/);
});
