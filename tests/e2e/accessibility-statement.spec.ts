import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { TAGS } from './auth-helpers';
import { E2E } from './env';

/** What the statement must state: the committed facts of the last published run (or none). */
const facts = JSON.parse(fs.readFileSync('lib/a11y/facts.json', 'utf8')) as { checks: number; passed: number; axeVersion: string } | null;

// standard (localhost), menus (eirv2023) and compact footers
for (const host of ['localhost', 'eirv2023.localhost', 'compact.localhost']) {
  test(`the ${host} footer links to the statement`, async ({ page }) => {
    await page.goto(E2E.host(host) + '/');
    await page.locator('footer').getByRole('link', { name: 'Accesibilidad' }).click();
    await expect(page).toHaveURL(/\/accesibilidad$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' })).toBeVisible();
  });
}

test('the statement states the measured facts, the known exceptions and a contact', async ({ page }) => {
  await page.goto(E2E.host('localhost') + '/accesibilidad');
  await expect(page.getByText(/WCAG\) 2\.2, nivel AA/)).toBeVisible();
  const stated = page.getByTestId('axe-facts');
  if (facts) {
    await expect(stated).toContainText(`${facts.checks} comprobaciones`);
    await expect(stated).toContainText(`axe-core ${facts.axeVersion}`);
  } else {
    await expect(stated).toHaveText(/Todavía no se han publicado/);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Excepciones conocidas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Formulario de contacto' })).toHaveAttribute('href', '/contacto');
});

test('the statement speaks the visitor’s language, is listed in the sitemap and is cached like other public pages', async ({ page, request }) => {
  const response = await page.goto(E2E.host('localhost') + '/en/accesibilidad');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);

  const sitemap = await request.get(E2E.host('localhost') + '/sitemap.xml');
  expect(await sitemap.text()).toContain('/accesibilidad</loc>');
});

for (const width of [360, 1280]) {
  test(`no axe violations: accessibility statement at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(E2E.host('localhost') + '/accesibilidad');
    await expect(page.locator('h1')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
