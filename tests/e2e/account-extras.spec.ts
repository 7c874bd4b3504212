import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { E2E } from './env';
import { solvedCaptcha } from './demo-api-client';
import { byLabel, createVerifiedAccount, DEMO_TENANT_TOKEN, linkPath, SITE, signIn, STRONG_PASSWORD, TAGS, uniqueEmail, waitForMail } from './auth-helpers';

/**
 * The private area's two extras on the demo tenant (localhost): redeeming an invitation
 * code while signed in (POST /customer/invitation-register: the demo tenant requires tickets, so
 * a code gives its full ticket), and the register data the sign-up leaves for later (the demo
 * register form's photo question, a file: POST /customer/signup-register-data, multipart), offered
 * after the address is validated and later from /usuario. Each test makes its own accounts.
 */

const headers = { 'X-Tenant': DEMO_TENANT_TOKEN, 'Content-Type': 'application/json' };
// A 1×1 PNG (the API checks the file's first bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * An unused invitation code of the demo tenant, found without spending one: an invitation
 * sign-up with nothing else filled in is refused, and names the code only if it is not usable.
 */
async function unusedCode(request: APIRequestContext, from: number): Promise<string> {
  for (let n = from; n <= 20; n++) {
    const code = `INV-DEMO-${String(n).padStart(4, '0')}`;
    const res = await request.post(`${E2E.api}/customer/invitation-signup`, { headers, data: { invitationCode: code, customer: {} } });
    expect(res.status()).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    if (!errors.invitationCode) return code;
  }
  throw new Error('no unused invitation code left on the demo tenant');
}

const invitation = (page: Page) => page.getByRole('region', { name: 'Invitación', exact: true });
const registerData = (page: Page) => page.getByRole('region', { name: 'Datos de inscripción' });

async function noAxeViolations(page: Page, width: number) {
  const results = await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('a signed-in attendee redeems an invitation and sees the ticket it gives; a used or unknown code is refused, the code kept', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'invite');
  const code = await unusedCode(request, 11);
  await signIn(page, account.email, account.password);
  await page.goto(`${SITE}/usuario`);
  const section = invitation(page);
  const field = byLabel(page, 'Código de invitación');
  await expect(section.getByText('¿Has recibido una invitación?')).toBeVisible();

  await field.fill(code.toLowerCase());
  await section.getByRole('button', { name: 'Canjear invitación' }).click();
  const message = section.getByRole('status');
  await expect(message).toContainText(`Invitación ${code} canjeada.`);
  await expect(message).toContainText('Te da la entrada «Entrada completa»: Acceso presencial a todo el evento.');
  // What it includes, from the ticket's rights, in the words of the tickets page and the purchase.
  await expect(message.getByRole('listitem')).toHaveText([
    'Sesiones presenciales: plaza en las salas',
    'Emisiones en directo',
    'Archivos de las sesiones',
    'Acreditación con código QR (y en PDF)',
    'Networking con otros asistentes',
    'Diploma de asistencia',
  ]);
  await expect(message).toBeFocused();
  await expect(field).toHaveValue('');

  // The same code again, from another account: already used.
  const other = await createVerifiedAccount(request, 'invite2');
  await page.context().clearCookies();
  await signIn(page, other.email, other.password);
  await page.goto(`${SITE}/usuario`);
  await byLabel(page, 'Código de invitación').fill(code);
  await invitation(page).getByRole('button', { name: 'Canjear invitación' }).click();
  await expect(byLabel(page, 'Código de invitación')).toHaveAttribute('aria-invalid', 'true');
  await expect(invitation(page).getByText('El código de invitación no es válido o ya se ha usado.').first()).toBeVisible();
  await expect(byLabel(page, 'Código de invitación')).toHaveValue(code);

  // An unknown one, in English: the message follows the language.
  await page.goto(`${E2E.host('localhost')}/en/usuario`);
  const en = page.getByRole('region', { name: 'Invitation', exact: true });
  await en.getByLabel(/Invitation code/).fill('NOT-A-CODE');
  await en.getByRole('button', { name: 'Redeem invitation' }).click();
  await expect(en.getByText('The invitation code is not valid or has already been used.').first()).toBeVisible();
  await expect(en.getByLabel(/Invitation code/)).toHaveValue('NOT-A-CODE');
});

test('a new account validates its address, signs in and completes the register data with a file upload', async ({ page, request }) => {
  const email = uniqueEmail('regdata');
  const signup = await request.post(`${E2E.api}/customer/signup`, {
    headers,
    data: {
      customer: { name: 'Itziar', surname: 'Goñi', telephone: '612345678', userType: 'attendee', email, password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
      privacyPolicy: true,
      dataAuthorization: true,
      custom_form_id: 2,
      survey: { postal_code: '48001' },
      ...(await solvedCaptcha('localhost')),
    },
  });
  expect(signup.status()).toBe(201);
  const mail = await waitForMail(request, email, (m) => m.links.some((l) => l.includes('/validate/')));
  await page.goto(SITE + linkPath(mail, '/validate/'));
  await expect(page.getByRole('heading', { name: 'Cuenta confirmada' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Un paso más' })).toBeVisible();
  await expect(page.getByText('Tu inscripción también pide: Foto para la acreditación.')).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sesión y completar' }).click();

  await expect(page.getByText('Tu correo electrónico está confirmado. Ya puedes iniciar sesión.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await byLabel(page, 'Contraseña').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(`${SITE}/usuario#datos-de-registro`);

  const section = registerData(page);
  await expect(section.getByText('Falta por completar: Foto para la acreditación.')).toBeVisible();
  await expect(section.getByLabel(/Código postal/)).toHaveValue('48001');
  await section.getByLabel(/Foto para la acreditación/).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  // Hold the upload a moment: its progress shows on the file question meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/customer/signup-register-data', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await section.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(section.getByRole('progressbar')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Guardando…' })).toBeVisible();
  release();
  await expect(section.getByRole('status')).toContainText('Tus datos de inscripción se han guardado.');
  await expect(section.getByText('Tus datos de inscripción están completos.')).toBeVisible();
  await expect(section.getByText(/Archivo actual: foto\.png \(1 KB\)/)).toBeVisible();
  await expect(section.getByRole('progressbar')).toHaveCount(0);

  // What the API keeps.
  const login = await request.post(`${E2E.api}/customer/login`, { headers, data: { user: { email, password: STRONG_PASSWORD } } });
  const { token } = (await login.json()) as { token: string };
  const saved = await request.get(`${E2E.api}/customer/signup-register-data`, { headers: { ...headers, Authorization: `Bearer ${token}` } });
  expect(await saved.json()).toEqual({ customFormId: 2, answers: { postal_code: '48001' }, files: [{ field: 'photo', name: 'foto.png', type: 'image/png', size: PNG.length }], missing: [] });
});

test('later, from the private area: a refused answer keeps what was typed, then the data is saved and stays', async ({ page, request }) => {
  // An account made without the register form's answers: everything is still to complete.
  const account = await createVerifiedAccount(request, 'later');
  await signIn(page, account.email, account.password);
  await page.goto(`${SITE}/usuario`);
  const section = registerData(page);
  await expect(section.getByText('Falta por completar: Código postal, Foto para la acreditación.')).toBeVisible();

  const postal = section.getByLabel(/Código postal/);
  await postal.fill('480');
  await section.getByLabel(/Foto para la acreditación/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await section.getByRole('button', { name: 'Guardar datos' }).click();
  const summary = section.getByRole('region', { name: /Hay 2 errores en el formulario/ });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Debe tener 5 dígitos.');
  await expect(section.getByLabel(/Foto para la acreditación/)).toHaveAttribute('aria-invalid', 'true');
  await expect(postal).toHaveValue('480');

  await postal.fill('20001');
  await section.getByLabel(/Foto para la acreditación/).setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
  await section.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(section.getByRole('status')).toContainText('Tus datos de inscripción se han guardado.');

  await page.reload();
  await expect(registerData(page).getByText('Tus datos de inscripción están completos.')).toBeVisible();
  await expect(registerData(page).getByLabel(/Código postal/)).toHaveValue('20001');
  await expect(registerData(page).getByText(/Archivo actual: yo\.png/)).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`no axe violations at ${width}px: the validate page's next step, the two panels with their messages`, async ({ page, request }) => {
    // Two pages, two sign-ins and two axe runs on a shared, loaded machine.
    test.setTimeout(120_000);
    const email = uniqueEmail(`axe${width}`);
    const signup = await request.post(`${E2E.api}/customer/signup`, {
      headers,
      data: {
        customer: { name: 'Axe', surname: String(width), telephone: '612345678', userType: 'attendee', email, password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD },
        privacyPolicy: true,
        dataAuthorization: true,
        ...(await solvedCaptcha('localhost')),
      },
    });
    expect(signup.status()).toBe(201);
    const mail = await waitForMail(request, email, (m) => m.links.some((l) => l.includes('/validate/')));
    await page.setViewportSize({ width, height: 900 });
    await page.goto(SITE + linkPath(mail, '/validate/'));
    await expect(page.getByRole('heading', { name: 'Un paso más' })).toBeVisible();
    await noAxeViolations(page, width);

    // The sign-in helper waits for the header's greeting, which a phone's header folds away.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, email, STRONG_PASSWORD);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${SITE}/usuario`);
    await expect(registerData(page).getByText(/Falta por completar/)).toBeVisible();
    // With a refused code and a refused answer on screen.
    await byLabel(page, 'Código de invitación').fill('NOT-A-CODE');
    await invitation(page).getByRole('button', { name: 'Canjear invitación' }).click();
    await expect(invitation(page).getByText('El código de invitación no es válido o ya se ha usado.').first()).toBeVisible();
    await registerData(page).getByLabel(/Código postal/).fill('1');
    await registerData(page).getByRole('button', { name: 'Guardar datos' }).click();
    await expect(registerData(page).getByRole('region', { name: /Hay un error en el formulario/ })).toBeFocused();
    await noAxeViolations(page, width);
  });
}
