import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { E2E } from './env';
import { tenantToken } from './demo-api-client';

/**
 * `/contacto`: the organiser's custom form, validated in the browser and by the API, sent as
 * multipart, with the tenant's captcha. `hermes` has no captcha; `localhost` uses v3, `ciud`
 * Enterprise and `mdigital` v2, each with its site key in the registry and the demo API's local
 * reCAPTCHA stand-in (demo-api/routes/recaptcha.ts), whose tokens the API verifies; the tests
 * break it on purpose (script or token request aborted) and never reach Google.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const NO_CAPTCHA = E2E.host('hermes.localhost');
/** Google: never reached in these tests (the demo registry uses the demo API's stand-in). */
const GOOGLE = /^https:\/\/(www\.google\.com|www\.gstatic\.com|www\.recaptcha\.net)\//;
/** The demo API's reCAPTCHA stand-in (demo-api/routes/recaptcha.ts): its scripts and its token endpoint. */
const STAND_IN_SCRIPT = /\/__demo\/recaptcha\/(api|enterprise)\.js/;
const STAND_IN_TOKEN = /\/__demo\/recaptcha\/token$/;

const MSG = {
  required: 'Este campo es obligatorio.',
  email: 'Introduce un correo electrónico válido.',
  phone: 'Introduce un teléfono de 9 dígitos que empiece por 6, 7, 8 o 9.',
  success: '¡Gracias! Hemos recibido tu mensaje y te responderemos pronto.',
  failed: 'No se ha podido enviar el mensaje.',
  network: 'Comprueba tu conexión e inténtalo de nuevo: lo que has escrito sigue aquí.',
  kept: 'Lo que has escrito sigue aquí.',
  loadFailed: 'Failed to load script: no se ha podido cargar el captcha. Comprueba tu conexión.',
  executeFailed: 'Failed to execute: no se ha podido verificar el captcha. Inténtalo de nuevo.',
  captchaRejected: 'La verificación de seguridad no es válida o ha caducado. Vuelve a hacerla y envía de nuevo.',
  captchaExpired: 'La verificación de seguridad ha caducado: vuelve a marcar la casilla.',
  captchaWidgetError: 'No se ha podido completar la verificación de seguridad: comprueba tu conexión y vuelve a marcar la casilla.',
};

interface Values {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  privacy: boolean;
}

const valid = (name: string): Values => ({
  name,
  email: 'ana.etxeberria@example.org',
  phone: '612345678',
  subject: 'press',
  message: 'Hola, quisiera solicitar una acreditación de prensa para el evento.',
  privacy: true,
});

const field = (page: Page) => ({
  name: page.getByLabel('Nombre y apellidos'),
  email: page.getByLabel('Correo electrónico'),
  phone: page.getByLabel('Teléfono (opcional)'),
  subject: page.getByLabel('Asunto'),
  message: page.getByLabel('Mensaje'),
  privacy: page.getByLabel('He leído y acepto la política de privacidad'),
});

async function fillForm(page: Page, v: Values) {
  const f = field(page);
  await f.name.fill(v.name);
  await f.email.fill(v.email);
  await f.phone.fill(v.phone);
  await f.subject.selectOption(v.subject);
  await f.message.fill(v.message);
  if (v.privacy) await f.privacy.check();
}

async function expectKept(page: Page, v: Values) {
  const f = field(page);
  await expect(f.name).toHaveValue(v.name);
  await expect(f.email).toHaveValue(v.email);
  await expect(f.phone).toHaveValue(v.phone);
  await expect(f.subject).toHaveValue(v.subject);
  await expect(f.message).toHaveValue(v.message);
  if (v.privacy) await expect(f.privacy).toBeChecked();
}

/** The messages the demo API stored under this name (it keeps every contact message). */
async function storedWithName(tenant: string, name: string) {
  const res = await fetch(`${E2E.api}/__demo/contact-messages?tenant=${tenant}`);
  expect(res.status).toBe(200);
  const all = (await res.json()) as { fields: Record<string, unknown>; captchaToken: string | null; locale: string }[];
  return all.filter((m) => m.fields.name === name);
}

const send = (page: Page) => page.getByRole('button', { name: 'Enviar mensaje' });
const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.describe('contact without captcha', () => {
  test('fill and send: one message arrives (double click included), the form is cleared and thanks', async ({ page }) => {
    const googleRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('recaptcha')) googleRequests.push(r.url());
    });
    const response = await page.goto(`${NO_CAPTCHA}/contacto`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Contacto · Hermes Forum/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto');
    await expect(page.getByRole('heading', { level: 2, name: 'Escríbenos' })).toBeVisible();

    const values = valid(unique('Ana Etxeberria'));
    await fillForm(page, values);
    await send(page).dblclick();

    const thanks = page.getByRole('status').filter({ hasText: MSG.success });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(field(page).name).toHaveValue('');
    await expect(field(page).privacy).not.toBeChecked();

    const stored = await storedWithName('hermes', values.name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      locale: 'es',
      captchaToken: null,
      fields: { name: values.name, email: values.email, phone: values.phone, subject: 'press', message: values.message, privacy: true },
    });
    expect(googleRequests).toEqual([]);
  });

  test('every validation error is shown at once, tied to its field, with a summary; typed values are kept', async ({ page }) => {
    await page.goto(`${NO_CAPTCHA}/contacto`);
    await send(page).click();

    const summary = page.getByRole('region', { name: 'Hay 5 errores en el formulario' });
    await expect(summary).toBeVisible();
    const f = field(page);
    await expect(f.name).toBeFocused();
    for (const [name, control] of [
      ['name', f.name],
      ['email', f.email],
      ['subject', f.subject],
      ['message', f.message],
      ['privacy', f.privacy],
    ] as const) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAttribute('aria-describedby', new RegExp(`contact-${name}-error`));
      await expect(page.locator(`#contact-${name}-error`)).toHaveText(`Error: ${MSG.required}`);
    }
    await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(summary.getByRole('link')).toHaveCount(5);

    const typed: Values = { name: 'A', email: 'ana@', phone: '512345678', subject: 'general', message: 'corto', privacy: false };
    await fillForm(page, typed);
    await send(page).click();
    await expect(page.locator('#contact-name-error')).toHaveText('Error: Mínimo 2 caracteres.');
    await expect(page.locator('#contact-email-error')).toHaveText(`Error: ${MSG.email}`);
    await expect(page.locator('#contact-phone-error')).toHaveText(`Error: ${MSG.phone}`);
    await expect(page.locator('#contact-message-error')).toHaveText('Error: Mínimo 10 caracteres.');
    await expect(page.locator('#contact-privacy-error')).toHaveText(`Error: ${MSG.required}`);
    await expect(page.locator('#contact-subject-error')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Hay 5 errores en el formulario' })).toBeVisible();
    await expectKept(page, typed);

    // A link of the summary takes the focus to its field.
    await page.getByRole('region', { name: /errores en el formulario/ }).getByRole('link', { name: /Correo electrónico/ }).click();
    await expect(f.email).toBeFocused();

    // Corrected fields lose their error as they are fixed.
    await f.email.fill('ana@example.org');
    await expect(page.locator('#contact-email-error')).toHaveCount(0);
    await expect(f.email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('field errors from the server (422) land on their fields, with the values kept', async ({ page }) => {
    await page.route('**/contact/*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      // The real answer's headers (CORS) with a 422 body, as if the API had refused these values.
      const response = await route.fetch();
      await route.fulfill({
        response,
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'The given data was invalid.',
          errors: { email: ['validation.email'], message: ['validation.max'], unknown_field: ['validation.required'] },
        }),
      });
    });
    await page.goto(`${NO_CAPTCHA}/contacto`);
    const values = valid(unique('Servidor'));
    await fillForm(page, values);
    await send(page).click();

    const f = field(page);
    await expect(page.locator('#contact-email-error')).toHaveText(`Error: ${MSG.email}`);
    await expect(page.locator('#contact-message-error')).toHaveText('Error: Máximo 2000 caracteres.');
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');
    await expect(f.email).toBeFocused();
    await expect(page.getByRole('region', { name: 'Hay 2 errores en el formulario' })).toBeVisible();
    await expect(page.getByText(MSG.success)).toHaveCount(0);
    await expectKept(page, values);
  });

  test('a network failure says so (docs/product.md#errors) and keeps the form', async ({ page }) => {
    await page.route('**/contact/*', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(`${NO_CAPTCHA}/contacto`);
    const values = valid(unique('Sin red'));
    await fillForm(page, values);
    await send(page).click();

    const alert = page.getByRole('alert').filter({ hasText: MSG.failed });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(MSG.network);
    await expect(alert).toBeFocused();
    await expectKept(page, values);
    expect(await storedWithName('hermes', values.name)).toHaveLength(0);

    // Back online: the same values go through.
    await page.unroute('**/contact/*');
    await send(page).click();
    await expect(page.getByText(MSG.success)).toBeVisible();
    expect(await storedWithName('hermes', values.name)).toHaveLength(1);
  });

  test('a server failure says the message could not be sent', async ({ page }) => {
    await page.route('**/contact/*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, status: 500, contentType: 'application/json', body: '{"message":"Server error"}' });
    });
    await page.goto(`${NO_CAPTCHA}/contacto`);
    const values = valid(unique('Error 500'));
    await fillForm(page, values);
    await send(page).click();
    await expect(page.getByRole('alert').filter({ hasText: MSG.failed })).toContainText(MSG.kept);
    await expectKept(page, values);
  });

  test('the form speaks the page language', async ({ page }) => {
    await page.goto(`${NO_CAPTCHA}/fr/contacto`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expect(page.getByLabel('Nom et prénom')).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.locator('#contact-name-error')).toHaveText('Erreur : Ce champ est obligatoire.');
  });
});

test.describe('contact with captcha', () => {
  // Every captcha tenant of the demo registry uses the demo API's reCAPTCHA stand-in: a request
  // to Google would be a bug (and cannot be made here).
  let google: string[] = [];
  test.beforeEach(async ({ page }) => {
    google = [];
    await page.route(GOOGLE, (route) => {
      google.push(route.request().url());
      return route.abort('blockedbyclient');
    });
  });
  test.afterEach(() => {
    expect(google).toEqual([]);
  });

  for (const { host, type, script } of [
    { host: 'localhost', type: 'v3', script: /\/__demo\/recaptcha\/api\.js\?render=demo-v3-site-key-localhost&hl=es$/ },
    { host: 'ciud.localhost', type: 'enterprise', script: /\/__demo\/recaptcha\/enterprise\.js\?render=demo-enterprise-site-key-ciud&hl=es$/ },
    { host: 'mdigital.localhost', type: 'v2', script: /\/__demo\/recaptcha\/api\.js\?render=explicit&onload=\w+&hl=es$/ },
  ]) {
    test(`${type}: a script that cannot load says "Failed to load script" and keeps the form; reloading it works`, async ({ page }) => {
      await page.route(STAND_IN_SCRIPT, (route) => route.abort('internetdisconnected'));
      const scriptRequest = page.waitForRequest(script);
      await page.goto(`${E2E.host(host)}/contacto`);
      await scriptRequest;
      await expect(page.getByRole('alert').filter({ hasText: MSG.loadFailed })).toBeVisible();

      const values = valid(unique(`Captcha ${type}`));
      await fillForm(page, values);
      await send(page).click();
      const alert = page.getByRole('alert').filter({ hasText: MSG.loadFailed });
      await expect(alert).toContainText(MSG.kept);
      await expect(alert).toBeFocused();
      await expectKept(page, values);
      expect(await storedWithName(tenantOf(host), values.name)).toHaveLength(0);

      // The network is back: "Volver a cargar la verificación" loads the stand-in.
      await page.unroute(STAND_IN_SCRIPT);
      await page.getByRole('button', { name: 'Volver a cargar la verificación' }).click();
      await expect(page.getByRole('alert').filter({ hasText: MSG.loadFailed })).toHaveCount(0);
      if (type === 'v2') await page.getByLabel('No soy un robot').check();
      await send(page).click();
      await expect(page.getByText(MSG.success)).toBeVisible();
      expect((await storedWithName(tenantOf(host), values.name)).map((m) => m.captchaToken)).toEqual([expect.stringMatching(/^demo1\./)]);
    });
  }

  for (const { host, type } of [
    { host: 'localhost', type: 'v3' },
    { host: 'ciud.localhost', type: 'enterprise' },
  ]) {
    test(`${type}: an execute that fails says "Failed to execute" and keeps the form; then the token goes with the message`, async ({ page }) => {
      await page.route(STAND_IN_TOKEN, (route) => route.abort('internetdisconnected'));
      await page.goto(`${E2E.host(host)}/contacto`);
      const values = valid(unique(`Ejecutar ${type}`));
      await fillForm(page, values);
      await send(page).click();
      const alert = page.getByRole('alert').filter({ hasText: MSG.executeFailed });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(MSG.kept);
      await expect(alert).toBeFocused();
      await expectKept(page, values);
      expect(await storedWithName(tenantOf(host), values.name)).toHaveLength(0);

      // The stand-in answers again: the same page sends the message with a token the API accepts.
      await page.unroute(STAND_IN_TOKEN);
      await send(page).click();
      await expect(page.getByText(MSG.success)).toBeVisible();
      expect((await storedWithName(tenantOf(host), values.name)).map((m) => m.captchaToken)).toEqual([expect.stringMatching(/^demo1\./)]);
    });
  }

  test('v3: a token the API refuses (422 validation.captcha) is said in words and the form is kept', async ({ page }) => {
    // The stand-in hands out a token that is not valid for this site: the API must refuse it.
    await page.route(STAND_IN_TOKEN, (route) => route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': E2E.host('localhost') }, body: '{"token":"demo1.forged.token","expiresIn":120}' }));
    const refused = page.waitForResponse((r) => r.url().includes('/contact/') && r.request().method() === 'POST');
    await page.goto(`${E2E.host('localhost')}/contacto`);
    const values = valid(unique('Rechazado'));
    await fillForm(page, values);
    await send(page).click();
    const answer = await refused;
    expect(answer.status()).toBe(422);
    expect(await answer.json()).toMatchObject({ errors: { 'g-recaptcha-response': ['validation.captcha'] } });
    const alert = page.getByRole('alert').filter({ hasText: MSG.captchaRejected });
    await expect(alert).toContainText(MSG.kept);
    await expect(alert).toBeFocused();
    await expectKept(page, values);
    expect(await storedWithName('demo', values.name)).toHaveLength(0);
  });

  test('the API refuses a captcha form sent without a token (contact of v2, v3 and Enterprise tenants)', async () => {
    for (const host of ['localhost', 'mdigital.localhost', 'ciud.localhost']) {
      const form = (await (await fetch(`${E2E.api}/custom-form/contact`, { headers: { 'x-tenant': tenantToken(host) } })).json()) as { uuid: string };
      const body = new FormData();
      for (const [k, v] of Object.entries({ name: 'Sin captcha', email: 'a@example.org', subject: 'press', message: 'Un mensaje sin captcha.', privacy: 'true' })) body.append(k, v);
      const res = await fetch(`${E2E.api}/contact/${form.uuid}`, { method: 'POST', headers: { 'x-tenant': tenantToken(host) }, body });
      expect(res.status, host).toBe(422);
      expect(await res.json()).toMatchObject({ message: 'The captcha token is missing.', errors: { 'g-recaptcha-response': ['validation.captcha'] } });
    }
  });

  test('v2: loading, ready, success, expired, error — each seen — and the message goes with a fresh token', async ({ page }) => {
    await page.clock.install();
    // Loading: the stand-in's script is held back until the label has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(STAND_IN_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${E2E.host('mdigital.localhost')}/contacto`);
    const group = page.getByRole('group', { name: 'Verificación de seguridad' });
    await expect(page.getByText('Cargando la verificación de seguridad…')).toBeVisible();
    release();

    // Ready: the checkbox, in the page's language.
    const box = group.getByLabel('No soy un robot');
    await expect(box).toBeVisible();
    await expect(page.getByText('Cargando la verificación de seguridad…')).toHaveCount(0);

    const values = valid(unique('Casilla'));
    await fillForm(page, values);
    await send(page).click();
    await expect(page.locator('#contact-captcha-error')).toHaveText(`Error: ${MSG.required}`);
    await expect(page.getByRole('region', { name: 'Hay un error en el formulario' })).toContainText('Verificación de seguridad');
    await expectKept(page, values);

    // Success: ticked, the error goes.
    await box.check();
    await expect(box).toBeChecked();
    await expect(page.locator('#contact-captcha-error')).toHaveCount(0);

    // Expired: two minutes later the box clears and both the widget and the form say so.
    await page.clock.fastForward('02:01');
    await expect(box).not.toBeChecked();
    await expect(group.getByText('La verificación ha caducado. Vuelve a marcar la casilla.')).toBeVisible();
    await expect(page.getByText(MSG.captchaExpired)).toBeVisible();
    await send(page).click();
    await expect(page.locator('#contact-captcha-error')).toHaveText(`Error: ${MSG.required}`);
    expect(await storedWithName('mdigital', values.name)).toHaveLength(0);

    // Error: the connection drops while ticking.
    await page.route(STAND_IN_TOKEN, (route) => route.abort('internetdisconnected'));
    await box.click();
    await expect(group.getByText('Error de conexión. Vuelve a intentarlo.')).toBeVisible();
    await expect(page.getByText(MSG.captchaWidgetError)).toBeVisible();
    await expect(box).not.toBeChecked();

    // Back online: ticked again, the message is sent with the stand-in's token.
    await page.unroute(STAND_IN_TOKEN);
    await box.check();
    await expect(page.getByText(MSG.captchaWidgetError)).toHaveCount(0);
    await send(page).click();
    await expect(page.getByText(MSG.success)).toBeVisible();
    // A v2 token is single-use: the box is cleared for the next message.
    await expect(box).not.toBeChecked();
    const stored = await storedWithName('mdigital', values.name);
    expect(stored.map((m) => m.captchaToken)).toEqual([expect.stringMatching(/^demo1\./)]);
  });
});

function tenantOf(host: string): string {
  return host === 'localhost' ? 'demo' : host.split('.')[0]!;
}

test.describe('contact accessibility', () => {
  for (const width of [360, 1280]) {
    test(`no axe violations: empty form at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${NO_CAPTCHA}/contacto`);
      await expect(send(page)).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test(`no axe violations: every error shown at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${NO_CAPTCHA}/contacto`);
      await send(page).click();
      await expect(page.getByRole('region', { name: /errores en el formulario/ })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test(`no axe violations: v2 checkbox with its error at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.route(STAND_IN_TOKEN, (route) => route.abort('internetdisconnected'));
      await page.goto(`${E2E.host('mdigital.localhost')}/contacto`);
      // Ticked while the connection is down: the widget clears the box and reports an error.
      await page.getByLabel('No soy un robot').click();
      await expect(page.getByText(MSG.captchaWidgetError)).toBeVisible();
      await send(page).click();
      await expect(page.locator('#contact-captcha-error')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`captcha-v2-${width}.png`), fullPage: true });
    });

    test(`no axe violations: captcha failure at ${width}px`, async ({ page }) => {
      await page.route(STAND_IN_SCRIPT, (route) => route.abort('internetdisconnected'));
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${E2E.host('localhost')}/contacto`);
      await expect(page.getByRole('alert').filter({ hasText: MSG.loadFailed })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
