import { expect, test } from './fixtures';
import { E2E } from './env';

const get = (request: import('@playwright/test').APIRequestContext, path: string, host: string) =>
  request.get(`${E2E.portal}${path}`, { headers: { Host: host } });

test.describe('SEO', () => {
  test('sitemap.xml per tenant: every public page in every language, with alternates', async ({ request }) => {
    const res = await get(request, '/sitemap.xml', 'localhost');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<loc>http://localhost:3000/eus/agenda</loc>');
    expect(xml).toContain('hreflang="pt-BR" href="http://localhost:3000/pt/ponentes"');
    // Content pages too: sessions, speakers, posts (and list pages), topics.
    expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/agenda\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/ponentes\/\d+<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/blog\/\d+<\/loc>/);
    expect(xml).toContain('<loc>http://localhost:3000/blog?page=2</loc>');
    expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/ejes\/[a-z0-9-]+<\/loc>/);
    const compact = await (await get(request, '/sitemap.xml', 'compact.localhost')).text();
    expect(compact).not.toContain('/en/');
  });

  test('robots.txt: open with the sitemap, or closed for a tenant that is not indexed', async ({ request }) => {
    const open = await (await get(request, '/robots.txt', 'localhost')).text();
    expect(open).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const closed = await (await get(request, '/robots.txt', 'ciud.localhost')).text();
    expect(closed).toBe('User-agent: *\nDisallow: /\n');
  });

  test('home: canonical, hreflang alternates and schema.org Event', async ({ page }) => {
    await page.goto(E2E.host('localhost') + '/en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/en');
    await expect(page.locator('link[rel="alternate"][hreflang="eu-ES"]')).toHaveAttribute('href', 'http://localhost:3000/eus');
    // The root may be written with or without its slash (same URL).
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /^http:\/\/localhost:3000\/?$/);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(data).toMatchObject({ '@type': 'Event', name: 'Ekitaldi Demo Summit', startDate: expect.any(String) });
  });

  test('a tenant that is not indexed says noindex', async ({ page }) => {
    await page.goto(E2E.host('ciud.localhost') + '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('content page: title, description and canonical from its content', async ({ page }) => {
    await page.goto(E2E.host('localhost') + '/politica-de-privacidad');
    const h1 = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page).toHaveTitle(`${h1} · Ekitaldi Demo Summit`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/politica-de-privacidad');
  });
});

test('the cookie policy reopens the cookie settings, and says so when the consent script is unavailable', async ({ page }) => {
  await page.goto(E2E.host('hermes.localhost') + '/politica-de-cookies');
  // The policy's own button (the footer has one too).
  await page.getByRole('main').getByRole('button', { name: 'Configurar cookies' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No se ha podido abrir el servicio de consentimiento de cookies' })).toBeVisible();
});

test('the thanks page offers the event for the calendar', async ({ page, request }) => {
  await page.goto(E2E.host('localhost') + '/en/gracias');
  const add = page.getByRole('link', { name: /calendar/i }).first();
  await expect(add).toHaveAttribute('href', '/en/calendario.ics');
  const ics = await request.get(`${E2E.portal}/en/calendario.ics`, { headers: { Host: 'localhost' } });
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
});

test('every public page has a canonical URL and hreflang alternates', async ({ page }) => {
  for (const path of ['/agenda', '/actividades', '/ponentes', '/patrocinadores', '/blog', '/blog?page=2', '/ejes', '/contacto']) {
    await page.goto(E2E.host('localhost') + '/pt' + path);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `http://localhost:3000/pt${path}`);
    await expect(page.locator('link[rel="alternate"][hreflang="eu-ES"]'), path).toHaveAttribute('href', `http://localhost:3000/eus${path}`);
  }
});
