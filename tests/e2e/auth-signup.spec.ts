import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, E2E } from './env';
import { byLabel, createVerifiedAccount, DEMO_TENANT_TOKEN, linkPath, MSG, SITE, STRONG_PASSWORD, TAGS, uniqueEmail, waitForMail } from './auth-helpers';
import { callApi } from './demo-api-client';

/**
 * `/registro`, `/registro-invitacion` and `/validate/{token}` (docs/product.md#routes, docs/product.md#states, docs/product.md#validation, docs/product.md#errors): the demo
 * tenant asks for name, surname, a required phone and attendee type besides its optional fields,
 * and has a register custom form ("Datos adicionales").
 */

const form = (page: Page) => ({
  name: byLabel(page, 'Nombre'),
  surname: byLabel(page, 'Apellidos'),
  telephone: page.getByLabel('Teléfono móvil'),
  userType: page.getByLabel('Tipo de asistente'),
  email: page.getByLabel('Correo electrónico'),
  password: byLabel(page, 'Contraseña'),
  confirmation: page.getByLabel('Repite la contraseña'),
  privacy: page.getByRole('checkbox', { name: /política de privacidad/ }),
  data: page.getByLabel(/Autorizo el tratamiento de mis datos personales/),
  submit: page.getByRole('button', { name: 'Crear cuenta', exact: true }),
});

async function fillValid(page: Page, email: string) {
  const f = form(page);
  await f.name.fill('Maialen');
  await f.surname.fill('Urrutia');
  await f.telephone.fill('612 345 678');
  await f.userType.selectOption('attendee');
  await f.email.fill(email);
  await f.password.fill(STRONG_PASSWORD);
  await f.confirmation.fill(STRONG_PASSWORD);
  await f.privacy.check();
  await f.data.check();
}

test('sign-up → the mailbox link → validate → login → greeting', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  await page.goto(`${SITE}/registro`);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Datos adicionales' })).toBeVisible();
  await fillValid(page, email);
  // Food restrictions are asked once, by the customer field (the register form's own diet
  // question repeats it and is left out).
  await byLabel(page, 'Alergias o restricciones alimentarias').fill('Vegana');
  await form(page).submit.click();
  await expect(page.getByRole('heading', { name: 'Revisa tu bandeja de entrada' })).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await waitForMail(request, email, (m) => m.links.some((l) => l.includes('/validate/')));
  await page.goto(SITE + linkPath(mail, '/validate/'));
  await expect(page.getByRole('heading', { name: 'Cuenta confirmada' })).toBeVisible();
  // The one-time token leaves the address bar once used.
  await expect(page).toHaveURL(`${SITE}/validate`);
  // The demo register form's photo question is left for after the sign-up: the sign-in leads there.
  await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión y completar' }).click();
  await expect(page).toHaveURL(`${SITE}/iniciar-sesion?aviso=validated&redirect=%2Fusuario%23datos-de-registro`);
  await expect(page.getByText('Tu correo electrónico está confirmado. Ya puedes iniciar sesión.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await byLabel(page, 'Contraseña').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText('Hola, Maialen')).toBeVisible();
});

test('every docs/product.md#validation violation at once, each with its message, typed values kept', async ({ page }) => {
  await page.goto(`${SITE}/registro`);
  const f = form(page);
  await f.name.fill('Maialen');
  await f.telephone.fill('512345678');
  await f.email.fill('maialen@');
  await f.password.fill('abcdefgh');
  await f.confirmation.fill('abcdefgX');
  await f.submit.click();
  const summary = page.getByRole('region', { name: /Hay \d+ errores en el formulario/ });
  await expect(summary).toBeFocused();
  const expected: Array<[string, string]> = [
    ['Apellidos', MSG.required],
    ['Teléfono móvil', MSG.phone],
    ['Tipo de asistente', MSG.required],
    ['Correo electrónico', MSG.email],
    ['Contraseña', MSG.password],
    ['Repite la contraseña', MSG.confirmed],
    ['Política de privacidad', MSG.required],
    [
      'Autorizo el tratamiento de mis datos personales para gestionar mi participación en el evento',
      MSG.required,
    ],
  ];
  for (const [label, message] of expected) {
    await expect(summary.getByRole('link', { name: `${label}: ${message}` })).toBeVisible();
  }
  await expect(page.locator('#signup-telephone-error')).toHaveText(`Error: ${MSG.phone}`);
  await expect(page.locator('#signup-passwordConfirmation-error')).toHaveText(`Error: ${MSG.confirmed}`);
  await expect(f.name).toHaveValue('Maialen');
  await expect(f.telephone).toHaveValue('512345678');
  await expect(f.email).toHaveValue('maialen@');
  await expect(f.password).toHaveValue('abcdefgh');
});

test('an existing account is sent to the login with a message (no email in the URL)', async ({ page }) => {
  await page.goto(`${SITE}/registro`);
  await fillValid(page, ACCOUNTS.attendee.email);
  await form(page).submit.click();
  await expect(page).toHaveURL(`${SITE}/iniciar-sesion?aviso=exists`);
  await expect(page.getByText(MSG.userExists)).toBeVisible();
});

test('an address that cannot receive mail gets its message on the email field (API 422)', async ({ page }) => {
  await page.goto(`${SITE}/registro`);
  await fillValid(page, 'maialen@example.test');
  await form(page).submit.click();
  await expect(page.locator('#signup-email-error')).toHaveText(`Error: ${MSG.invalidEmail}`);
  await expect(page.getByRole('region', { name: 'Hay un error en el formulario' })).toBeFocused();
  await expect(form(page).password).toHaveValue(STRONG_PASSWORD);
});

test('a network failure shows the docs/product.md#errors message; a double click sends once', async ({ page }) => {
  let calls = 0;
  await page.route('**/customer/signup', async (route) => {
    calls += 1;
    await new Promise((r) => setTimeout(r, 300));
    await route.abort('internetdisconnected');
  });
  await page.goto(`${SITE}/registro`);
  const email = uniqueEmail('offline');
  await fillValid(page, email);
  await form(page).submit.dblclick();
  await expect(page.getByRole('alert').filter({ hasText: MSG.loadingError })).toBeVisible();
  expect(calls).toBe(1);
  await expect(form(page).email).toHaveValue(email);
});

test('invitation sign-up: the code comes from the link; a bad code is refused on its field', async ({ page }) => {
  await page.goto(`${SITE}/registro-invitacion?code=INV-DEMO-9999`);
  await expect(page.getByRole('heading', { level: 1, name: 'Registro con invitación' })).toBeVisible();
  const code = page.getByLabel('Código de invitación');
  await expect(code).toHaveValue('INV-DEMO-9999');
  await fillValid(page, uniqueEmail('inv-bad'));
  await form(page).submit.click();
  await expect(page.locator('#invitation-signup-invitationCode-error')).toHaveText(
    'Error: El código de invitación no es válido o ya se ha usado.',
  );
  await code.fill('INV-DEMO-0007');
  await form(page).submit.click();
  await expect(page.getByRole('heading', { name: 'Revisa tu bandeja de entrada' })).toBeVisible();
});

test('/validate without a token explains and offers a new link; a bad token is explained', async ({ page }) => {
  await page.goto(`${SITE}/validate`);
  await expect(page.getByText(/Para confirmar tu cuenta, abre el enlace del correo/)).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('resend'));
  await page.getByRole('button', { name: 'Enviar el enlace de nuevo' }).click();
  await expect(page.getByText(MSG.resentNeutral)).toBeVisible();

  await page.goto(`${SITE}/validate/no-es-un-token-valido`);
  await expect(page.getByRole('heading', { name: 'No hemos podido confirmar la dirección' })).toBeFocused();
  await expect(page.getByText('El enlace no es válido. Comprueba que lo has copiado entero.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enviar un nuevo enlace de confirmación' })).toBeVisible();
});

test('a used link says so and points to the login', async ({ page, request }) => {
  const email = uniqueEmail('used');
  await page.goto(`${SITE}/registro`);
  await fillValid(page, email);
  await form(page).submit.click();
  const mail = await waitForMail(request, email, (m) => m.links.some((l) => l.includes('/validate/')));
  const path = linkPath(mail, '/validate/');
  await page.goto(SITE + path);
  await expect(page.getByRole('heading', { name: 'Cuenta confirmada' })).toBeVisible();
  await page.goto(SITE + path);
  await expect(page.getByText('Este enlace ya se ha usado.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible();
});

test('an email-change link confirms the new address and asks to sign in with it', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'newmail');
  const headers = { 'X-Tenant': DEMO_TENANT_TOKEN, 'Content-Type': 'application/json' };
  const login = await request.post(`${E2E.api}/customer/login`, { headers, data: { user: account } });
  const { token } = (await login.json()) as { token: string };
  const newEmail = uniqueEmail('changed');
  const change = await request.post(`${E2E.api}/customer/change-email`, {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data: { email: newEmail, emailConfirmation: newEmail, currentPassword: account.password },
  });
  expect(change.status()).toBe(204);
  const mail = await waitForMail(request, newEmail, (m) => m.links.some((l) => l.includes('/validate/')));
  await page.goto(SITE + linkPath(mail, '/validate/'));
  await expect(page.getByRole('heading', { name: 'Nuevo correo confirmado' })).toBeVisible();
  await expect(page.getByText(`Tu nueva dirección ${newEmail} está confirmada. Inicia sesión con ella.`)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Tu nuevo correo electrónico está confirmado. Inicia sesión con él.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(newEmail);
  await byLabel(page, 'Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText('Hola, Prueba')).toBeVisible();
});

test('after an email change, neither address signs in until the link is opened; "send the link again" mails a fresh one', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'pendmail');
  const headers = { 'X-Tenant': DEMO_TENANT_TOKEN, 'Content-Type': 'application/json' };
  const { token } = (await (await request.post(`${E2E.api}/customer/login`, { headers, data: { user: account } })).json()) as { token: string };
  const newEmail = uniqueEmail('pendnew');
  const change = await request.post(`${E2E.api}/customer/change-email`, { headers: { ...headers, Authorization: `Bearer ${token}` }, data: { email: newEmail, emailConfirmation: newEmail, currentPassword: account.password } });
  expect(change.status()).toBe(204);
  const first = await waitForMail(request, newEmail, (m) => m.links.some((l) => l.includes('/validate/')));

  const pending = 'Estás cambiando el correo de esta cuenta: no podrás iniciar sesión hasta que abras el enlace que enviamos a la nueva dirección.';
  await page.goto(`${SITE}/iniciar-sesion`);
  for (const email of [account.email, newEmail]) {
    await page.getByLabel('Correo electrónico').fill(email);
    await byLabel(page, 'Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByText(pending)).toBeVisible();
    await expect(page).toHaveURL(/\/iniciar-sesion/);
  }
  await page.getByRole('button', { name: 'Enviar el enlace de nuevo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'te hemos enviado un enlace nuevo' })).toBeVisible();
  const fresh = await waitForMail(request, newEmail, (m) => m.links.some((l) => l.includes('/validate/')) && m.links[0] !== first.links[0]);

  await page.goto(SITE + linkPath(fresh, '/validate/'));
  await expect(page.getByRole('heading', { name: 'Nuevo correo confirmado' })).toBeVisible();
  await page.goto(`${SITE}/iniciar-sesion`);
  await page.getByLabel('Correo electrónico').fill(newEmail);
  await byLabel(page, 'Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText('Hola, Prueba')).toBeVisible();
});

test('in Basque: the sign-up form speaks Basque', async ({ page }) => {
  await page.goto(`${SITE}/eus/registro`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sortu kontu bat' })).toBeVisible();
  await page.getByRole('button', { name: 'Sortu kontua' }).click();
  await expect(page.getByRole('region', { name: /errore/ })).toBeFocused();
});

test.describe('sign-up with the tenant’s captcha (localhost v3, mdigital v2, ciud Enterprise)', () => {
  const STAND_IN_TOKEN = '**/__demo/recaptcha/token';
  const CAPTCHA_REJECTED = 'La verificación de seguridad no es válida o ha caducado. Vuelve a hacerla y envía de nuevo.';
  const KEPT = 'Lo que has escrito sigue aquí.';

  test('the API refuses a sign-up without a solved captcha; a tenant without captcha needs none', async () => {
    for (const host of ['localhost', 'mdigital.localhost', 'ciud.localhost']) {
      const email = uniqueEmail('sin-captcha');
      const res = await callApi(host, '/customer/signup', {
        body: {
          customer: { email, password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD, name: 'Sin', surname: 'Captcha', telephone: '612345678', userType: 'attendee', university: 'UPV/EHU' },
          privacyPolicy: true,
          dataAuthorization: true,
        },
      });
      expect(res.status, host).toBe(422);
      expect(res.body, host).toMatchObject({ errors: { 'g-recaptcha-response': ['validation.captcha'] } });
      expect(((await callApi(host, `/__demo/mailbox.json?to=${encodeURIComponent(email)}`)).body as unknown as unknown[]).length, host).toBe(0);
    }
    const hermes = await callApi('hermes.localhost', '/customer/signup', {
      body: {
        customer: { email: uniqueEmail('hermes'), password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD, name: 'Sin', surname: 'Captcha', company: 'Acme', position: 'CTO', userType: 'attendee' },
        privacyPolicy: true,
        dataAuthorization: true,
      },
    });
    expect(hermes.status).toBe(201);
  });

  test('mdigital (v2): the box is part of /registro; unticked it is an error of its own, ticked the account is made', async ({ page }) => {
    await page.goto(`${E2E.host('mdigital.localhost')}/registro`);
    const box = page.getByRole('group', { name: 'Verificación de seguridad' }).getByLabel('No soy un robot');
    await expect(box).toBeVisible();
    const email = uniqueEmail('v2');
    await byLabel(page, 'Nombre').fill('Garazi');
    await byLabel(page, 'Apellidos').fill('Arana');
    await page.getByLabel('Correo electrónico').fill(email);
    await byLabel(page, 'Contraseña').fill(STRONG_PASSWORD);
    await page.getByLabel('Repite la contraseña').fill(STRONG_PASSWORD);
    await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
    await page.getByLabel(/Autorizo el tratamiento de mis datos personales/).check();
    await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await expect(page.locator('#signup-captcha-error')).toHaveText(`Error: ${MSG.required}`);
    await expect(page.getByRole('region', { name: 'Hay un error en el formulario' })).toContainText('Verificación de seguridad');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect((await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze()).violations, `${width}px`).toEqual([]);
    }
    await page.locator('#signup-captcha').screenshot({ path: test.info().outputPath('signup-captcha-v2.png') });

    await box.check();
    await expect(page.locator('#signup-captcha-error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu bandeja de entrada' })).toBeFocused();
  });

  test('localhost (v3): a token the API refuses is said in words, nothing typed is lost; the next try goes through', async ({ page }) => {
    await page.route(STAND_IN_TOKEN, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': SITE }, body: '{"token":"demo1.forged.token","expiresIn":120}' }),
    );
    await page.goto(`${SITE}/registro`);
    const email = uniqueEmail('v3-refused');
    await fillValid(page, email);
    const refused = page.waitForResponse((r) => r.url().endsWith('/customer/signup') && r.request().method() === 'POST');
    await form(page).submit.click();
    expect((await refused).status()).toBe(422);
    const alert = page.getByRole('alert').filter({ hasText: CAPTCHA_REJECTED });
    await expect(alert).toContainText(KEPT);
    await expect(alert).toBeFocused();
    await expect(form(page).email).toHaveValue(email);
    await expect(form(page).password).toHaveValue(STRONG_PASSWORD);
    await alert.screenshot({ path: test.info().outputPath('signup-captcha-refused.png') });

    await page.unroute(STAND_IN_TOKEN);
    await form(page).submit.click();
    await expect(page.getByRole('heading', { name: 'Revisa tu bandeja de entrada' })).toBeFocused();
  });
});
