import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, E2E } from './env';
import { SITE, TAGS, signIn } from './auth-helpers';

/** Zero axe-core (WCAG 2.2 A/AA) violations on every sign-in / sign-up screen, at 360 and 1280 px. */

interface Screen {
  name: string;
  path: string;
  /** what proves the screen is ready */
  ready: (page: Page) => Promise<void>;
  /** runs before the check (sign in, show the errors…) */
  setup?: (page: Page) => Promise<void>;
}

const submitEmpty = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('region', { name: /errores? en el formulario/ })).toBeVisible();
};

const SCREENS: Screen[] = [
  { name: 'login', path: '/iniciar-sesion', ready: (p) => expect(p.getByLabel('Correo electrónico')).toBeVisible() },
  {
    name: 'login with errors',
    path: '/iniciar-sesion',
    ready: (p) => expect(p.getByLabel('Correo electrónico')).toBeVisible(),
    setup: submitEmpty('Iniciar sesión'),
  },
  { name: 'two-factor without challenge', path: '/factor-de-doble-autenticacion', ready: (p) => expect(p.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible() },
  { name: 'sign-up', path: '/registro', ready: (p) => expect(p.getByLabel('Repite la contraseña')).toBeVisible() },
  {
    name: 'sign-up with errors',
    path: '/registro',
    ready: (p) => expect(p.getByLabel('Repite la contraseña')).toBeVisible(),
    setup: submitEmpty('Crear cuenta'),
  },
  { name: 'invitation sign-up', path: '/registro-invitacion', ready: (p) => expect(p.getByLabel('Código de invitación')).toBeVisible() },
  { name: 'validate without token', path: '/validate', ready: (p) => expect(p.getByLabel('Correo electrónico')).toBeVisible() },
  { name: 'validate with a bad token', path: '/validate/malo', ready: (p) => expect(p.getByText('El enlace no es válido. Comprueba que lo has copiado entero.')).toBeVisible() },
  { name: 'SSO without token', path: '/login-sso', ready: (p) => expect(p.getByText(/Este enlace de acceso está incompleto/)).toBeVisible() },
  { name: 'SSO sign-up without token', path: '/registro-sso', ready: (p) => expect(p.getByRole('link', { name: 'Iniciar sesión con correo y contraseña' })).toBeVisible() },
  { name: 'reset request', path: '/reset-password-request', ready: (p) => expect(p.getByLabel('Correo electrónico')).toBeVisible() },
  { name: 'reset confirm', path: '/password-reset-confirm/abc', ready: (p) => expect(p.getByLabel('Nueva contraseña')).toBeVisible() },
  {
    name: 'change password',
    path: '/cambiar-contrase%C3%B1a',
    ready: (p) => expect(p.getByLabel('Contraseña actual')).toBeVisible(),
    setup: async (p) => {
      await p.getByRole('button', { name: 'Cambiar la contraseña' }).click();
      await expect(p.getByRole('region', { name: /errores en el formulario/ })).toBeVisible();
    },
  },
];

for (const width of [360, 1280]) {
  for (const screen of SCREENS) {
    test(`no axe violations: ${screen.name} at ${width}px`, async ({ page }) => {
      if (screen.name === 'change password') await signIn(page, ACCOUNTS.organiser.email, ACCOUNTS.organiser.password);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(SITE + screen.path);
      await screen.ready(page);
      await screen.setup?.(page);
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
      // Nothing sticks out sideways at this width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

test('no axe violations: compact login at 360px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(E2E.host('compact.localhost') + '/iniciar-sesion');
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
