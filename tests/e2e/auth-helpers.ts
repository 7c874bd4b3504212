import { expect, type APIRequestContext, type Page } from './fixtures';
import { E2E } from './env';
import { solvedCaptcha } from './demo-api-client';

/** Shared by the tests/e2e/auth*.spec.ts files: accounts, the demo mailbox, docs/product.md#errors texts. */

export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const SITE = E2E.host('localhost');
export const DEMO_TENANT_TOKEN = 'tok-demo-7f3a';

export const MSG = {
  loginError: 'Correo electrónico o contraseña incorrectos. Si no la recuerdas, solicita una nueva.',
  emailNotVerified: 'Tu correo electrónico aún no está verificado. Revisa tu bandeja de entrada.',
  wrongCodeTitle: 'Código incorrecto',
  loadingError: 'Error al cargar los datos. Inténtalo de nuevo.',
  userExists: 'Ya existe una cuenta con este correo electrónico. Inicia sesión.',
  invalidEmail: 'El correo electrónico no es válido.',
  resetEmailFailed: 'No se ha podido enviar el correo para restablecer la contraseña.',
  required: 'Este campo es obligatorio.',
  email: 'Introduce un correo electrónico válido.',
  phone: 'Introduce un teléfono de 9 dígitos que empiece por 6, 7, 8 o 9.',
  password: 'La contraseña debe tener al menos 8 caracteres, con una letra, un número y un carácter especial.',
  confirmed: 'Las contraseñas no coinciden.',
  different: 'La nueva contraseña debe ser distinta de la actual.',
  resentNeutral: 'Si la dirección tiene una cuenta pendiente de confirmar, te hemos enviado un enlace nuevo.',
};

let counter = 0;
/** A fresh address per test (tests run in parallel on one API); ekitaldi.test receives mail. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now()}-${process.pid}-${counter}@ekitaldi.test`;
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** The newest mail to `to` that satisfies `match` (polls the demo mailbox). */
export async function waitForMail(request: APIRequestContext, to: string, match: (m: Mail) => boolean = () => true): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${E2E.api}/__demo/mailbox.json?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as Mail[];
        found = mails.find(match);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The path (with query) of the first link of `mail` whose path contains `part`, on the test portal. */
export function linkPath(mail: Mail, part: string): string {
  const link = mail.links.find((l) => new URL(l).pathname.includes(part));
  if (!link) throw new Error(`no ${part} link in "${mail.subject}"`);
  const url = new URL(link);
  return url.pathname + url.search;
}

export const STRONG_PASSWORD = 'Segura#2026';

/** A verified demo-tenant account made through the API (sign-up + the mailbox link). */
export async function createVerifiedAccount(request: APIRequestContext, tag: string, password = STRONG_PASSWORD) {
  const email = uniqueEmail(tag);
  const headers = { 'X-Tenant': DEMO_TENANT_TOKEN, 'Content-Type': 'application/json' };
  const res = await request.post(`${E2E.api}/customer/signup`, {
    headers,
    data: {
      customer: { name: 'Prueba', surname: tag, telephone: '612345678', userType: 'attendee', email, password, passwordConfirmation: password },
      privacyPolicy: true,
      dataAuthorization: true,
      ...(await solvedCaptcha('localhost')),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await waitForMail(request, email, (m) => m.links.some((l) => l.includes('/validate/')));
  const token = linkPath(mail, '/validate/').split('/').pop()!;
  const ok = await request.post(`${E2E.api}/customer/validate`, { headers, data: { token } });
  expect(ok.status()).toBe(200);
  return { email, password };
}

/**
 * A control by its exact label; a required field's label ends with a visual "*" (aria-hidden,
 * but part of the label's text for getByLabel).
 */
export function byLabel(page: Page, text: string) {
  return page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
}

/** Signs in through the login form of `origin` (default localhost) and waits for the greeting. */
export async function signIn(page: Page, email: string, password: string, origin = SITE) {
  await page.goto(`${origin}/iniciar-sesion`);
  await page.getByLabel('Correo electrónico').fill(email);
  await byLabel(page, 'Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  // The form moves on with a full page load: wait for it before doing anything else.
  await expect(page).not.toHaveURL(/\/iniciar-sesion/);
  await expect(page.getByText(/^Hola, /)).toBeVisible();
}

/**
 * The SSO registration form's fields the identity provider does not fill (mobile phone, attendee
 * type, the two consents), then "Crear cuenta y entrar".
 */
export async function completeSsoRegistration(page: Page) {
  await page.getByLabel('Teléfono móvil').fill('698765432');
  await page.getByLabel('Tipo de asistente').selectOption('speaker');
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await page.getByLabel(/Autorizo el tratamiento de mis datos personales/).check();
  await page.getByRole('button', { name: 'Crear cuenta y entrar' }).click();
}

/** A single sign-on token of the demo identity provider for `person` (demo tenant). */
export async function mintSsoToken(request: APIRequestContext, person: { email: string; name: string; surname: string }) {
  const res = await request.post(`${E2E.api}/__demo/sso-token`, {
    headers: { 'X-Tenant': DEMO_TENANT_TOKEN, 'Content-Type': 'application/json' },
    data: person,
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
