import { expect, test } from './fixtures';
import { ACCOUNTS, E2E } from './env';

const DEMO_HOSTS = [
  { host: 'localhost', name: 'Ekitaldi Demo Summit', languages: ['es', 'en', 'pt', 'eus'] },
  { host: 'hermes.localhost', name: 'Hermes Forum', languages: ['es', 'en', 'fr'] },
  { host: 'mdigital.localhost', name: 'mDigital Congress', languages: ['es', 'eus'] },
  { host: 'digitalone.localhost', name: 'DigitalOne Days', languages: ['es', 'en', 'pt'] },
  { host: 'cned.localhost', name: 'CNED Conference', languages: ['es', 'en', 'el'] },
  { host: 'ciud.localhost', name: 'CIUD Meeting', languages: ['es', 'pt'] },
  { host: 'eirv2023.localhost', name: 'EIR 2023', languages: ['es', 'en'] },
  { host: 'compact.localhost', name: 'Compact Jornada', languages: ['es'] },
];

test.describe('tenants by host', () => {
  for (const tenant of DEMO_HOSTS) {
    test(`${tenant.host} shows its own name, logo, languages and menus`, async ({ page }) => {
      const response = await page.goto(E2E.host(tenant.host) + '/');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(tenant.name));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
      const logo = page.getByRole('banner').getByRole('link').first().locator('img');
      // A dark header (mdigital, eirv2023) shows the tenant's alternate logo.
      await expect(logo).toHaveAttribute('src', new RegExp(`/tenants/.+/logo(-alt)?\\.svg`));
      await expect(logo).toHaveAttribute('alt', new RegExp(tenant.name.split(' ')[0]!));
      await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const switcher = page.getByRole('navigation', { name: 'Idioma' });
      if (tenant.languages.length > 1) {
        await expect(switcher.getByRole('link')).toHaveCount(tenant.languages.length);
      } else {
        await expect(switcher).toHaveCount(0);
      }
      const favicon = page.locator('link[rel="icon"]');
      await expect(favicon).toHaveAttribute('href', /favicon\.svg/);
    });
  }

  test('host matching ignores case and port', async ({ request }) => {
    const res = await request.get(`${E2E.portal}/`, { headers: { Host: 'HERMES.LocalHost:8080' } });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('Hermes Forum');
  });
});

test.describe('status codes on the wire', () => {
  test('unknown host: global 404 without tenant data', async ({ page }) => {
    const response = await page.goto(E2E.host('nadie.localhost') + '/agenda');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'withoutTenant');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('unknown host speaks the browser language', async ({ request }) => {
    const res = await request.get(`${E2E.portal}/`, { headers: { Host: 'nadie.localhost', 'Accept-Language': 'en-GB,en;q=0.9' } });
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });

  test('maintenance flag in the registry: global 503 with Retry-After', async ({ page }) => {
    const response = await page.goto(E2E.host('mantenimiento.localhost') + '/');
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('120');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estamos en mantenimiento');
    await expect(page.getByText('Estamos realizando tareas de mantenimiento')).toBeVisible();
  });

  test('maintenance signalled by the API (503 on general data): global 503', async ({ request }) => {
    const res = await request.get(`${E2E.portal}/agenda`, { headers: { Host: 'apagado.localhost' } });
    expect(res.status()).toBe(503);
    expect(res.headers()['retry-after']).toBe('120');
  });

  test('an unreachable API is a real 500 with a localised error page', async ({ page }) => {
    const response = await page.goto(E2E.host('roto.localhost') + '/');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error del servidor');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  test('invalid route parameters and unknown pages are real 404s', async ({ page, request }) => {
    for (const path of ['/blog/abc', '/no/such/page', '/pagina-que-no-existe', '/en/blog/abc']) {
      const res = await request.get(`${E2E.portal}${path}`, { headers: { Host: 'localhost' } });
      expect(res.status(), path).toBe(404);
    }
    await page.goto(E2E.host('localhost') + '/pagina-que-no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a language the tenant does not offer is a 404', async ({ request }) => {
    const res = await request.get(`${E2E.portal}/en`, { headers: { Host: 'compact.localhost' } });
    expect(res.status()).toBe(404);
    const fr = await request.get(`${E2E.portal}/fr`, { headers: { Host: 'localhost' } });
    expect(fr.status()).toBe(404);
  });
});

test.describe('health check', () => {
  test('answers 200 JSON on any host, also unknown or in maintenance', async ({ request }) => {
    for (const host of ['nadie.localhost', 'mantenimiento.localhost', 'localhost']) {
      const res = await request.get(`${E2E.portal}/health-check`, { headers: { Host: host } });
      expect(res.status(), host).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ status: 'ok', version: expect.any(String), uptimeSeconds: expect.any(Number) });
    }
  });

  test('?upstream=1 probes the API and reports maintenance as 503', async ({ request }) => {
    const ok = await request.get(`${E2E.portal}/health-check?upstream=1`, { headers: { Host: 'localhost' } });
    expect(ok.status()).toBe(200);
    // Readiness: each dependency with its latency; no Redis configured here.
    expect(await ok.json()).toMatchObject({ status: 'ok', upstream: 'up', api: { status: 'up', latencyMs: expect.any(Number) }, redis: { status: 'off' } });
    const down = await request.get(`${E2E.portal}/health-check?upstream=1`, { headers: { Host: 'apagado.localhost' } });
    expect(down.status()).toBe(503);
    // Only up or down in public: the reason goes to the server log.
    expect(await down.json()).toMatchObject({ status: 'down', upstream: 'down' });
  });
});

test.describe('languages', () => {
  test('each prefix serves its language with the right <html lang>', async ({ page }) => {
    for (const [prefix, iso] of [['', 'es-ES'], ['/en', 'en-US'], ['/pt', 'pt-BR'], ['/eus', 'eu-ES']] as const) {
      const response = await page.goto(E2E.host('localhost') + (prefix || '/'));
      expect(response?.status(), prefix).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', iso);
    }
    await page.goto(E2E.host('hermes.localhost') + '/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await page.goto(E2E.host('cned.localhost') + '/el');
    await expect(page.locator('html')).toHaveAttribute('lang', 'el-GR');
  });

  test('/es/... redirects to the unprefixed path', async ({ request }) => {
    const res = await request.get(`${E2E.portal}/es/politica-de-privacidad`, { headers: { Host: 'localhost' }, maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers().location).toMatch(/\/politica-de-privacidad$/);
  });

  test('a Basque browser is sent to /eus at the root only, and the choice is remembered', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'eu-ES', extraHTTPHeaders: { 'Accept-Language': 'eu-ES,eu;q=0.9' } });
    const page = await context.newPage();
    await page.goto(E2E.host('localhost') + '/');
    await expect(page).toHaveURL(/\/eus$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'eu-ES');
    const res = await page.request.get(E2E.portal + '/', { headers: { Host: 'localhost', 'Accept-Language': 'eu' }, maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers()['cache-control']).toContain('no-store');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('eus');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
    await page.goto(E2E.host('localhost') + '/politica-de-privacidad');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await context.close();
  });

  test('changing language goes to that language home and sticks', async ({ page, context }) => {
    await page.goto(E2E.host('localhost') + '/politica-de-privacidad');
    await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(E2E.host('localhost') + '/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
    await page.goto(E2E.host('localhost') + '/');
    await expect(page).toHaveURL(/\/en$/);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(E2E.host('localhost') + '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('es');
  });

  test('the language switcher works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(E2E.host('hermes.localhost') + '/');
    await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(E2E.host('hermes.localhost') + '/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await context.close();
  });

  test('a switch to a language the tenant does not offer is ignored', async ({ request }) => {
    const res = await request.get(`${E2E.portal}/?lang=fr`, { headers: { Host: 'localhost' }, maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(res.headers()['set-cookie']).toBeUndefined();
  });
});

test.describe('frame', () => {
  test('header menu: dropdowns, external links in a new window, home link', async ({ page }) => {
    await page.goto(E2E.host('localhost') + '/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const toggle = nav.getByRole('button', { name: 'Menú' });
    if (await toggle.isVisible()) await toggle.click();
    const dropdown = nav.locator('button[aria-expanded]').filter({ hasNotText: 'Menú' }).first();
    await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
    await dropdown.click();
    await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
    const external = nav.locator('a[href^="http"]').first();
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
  });

  test('footer: social links without url are hidden; legal sections and copyright', async ({ page }) => {
    await page.goto(E2E.host('localhost') + '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href*="twitter.com"]')).toHaveCount(1);
    await expect(footer.locator('a[href*="youtube"]')).toHaveCount(0); // registry entry without url
    await expect(footer.getByRole('link', { name: /privacidad/i }).first()).toBeVisible();
    await expect(footer.getByText(/©/)).toBeVisible();
  });

  test('venue dropdown with two venues: the choice is kept across the reload', async ({ page }) => {
    await page.goto(E2E.host('localhost') + '/');
    const select = page.getByRole('combobox', { name: 'Sede' });
    await expect(select.locator('option')).toHaveCount(2);
    const second = await select.locator('option').nth(1).getAttribute('value');
    await Promise.all([page.waitForEvent('load'), select.selectOption(second!)]);
    await expect(page.getByRole('combobox', { name: 'Sede' })).toHaveValue(second!);
    expect(await page.evaluate(() => localStorage.getItem('ekitaldi:venue'))).toBe(second);
  });

  test('a venue chosen before the page became interactive still applies', async ({ page }) => {
    // Hold the scripts back, as a slow phone on venue Wi-Fi would (stylesheets, which block
    // the first paint anyway, still arrive).
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route((url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'), async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(E2E.host('localhost') + '/', { waitUntil: 'commit' });
    const select = page.getByRole('combobox', { name: 'Sede' });
    const second = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(second!);
    release();
    // Once hydrated, the choice is stored and the page reloads (reads during the reload retry).
    const stored = () => page.evaluate(() => localStorage.getItem('ekitaldi:venue')).catch(() => 'navigating');
    await expect.poll(stored, { timeout: 15_000 }).toBe(second);
    await expect(page.getByRole('combobox', { name: 'Sede' })).toHaveValue(second!);
  });

  test('one venue and one language: no switchers, venue stored automatically', async ({ page }) => {
    await page.goto(E2E.host('compact.localhost') + '/');
    await expect(page.getByRole('combobox', { name: 'Sede' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Idioma' })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ekitaldi:venue'))).not.toBeNull();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('signed-in customer: greeting, edit profile and log out', async ({ page, context, request }) => {
    const login = await request.post(`${E2E.api}/customer/login`, {
      headers: { 'X-Tenant': 'tok-demo-7f3a' },
      data: { user: ACCOUNTS.attendee },
    });
    expect(login.status()).toBe(200);
    const { token } = await login.json();
    await context.addCookies([{ name: 'auth', value: token, domain: 'localhost', path: '/', sameSite: 'None', secure: true }]);
    await page.goto(E2E.host('localhost') + '/politica-de-privacidad');
    await expect(page.getByText(/^Hola, /)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Editar perfil' })).toHaveAttribute('href', '/usuario#datos-personales');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(E2E.host('localhost') + '/');
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'auth')).toBeUndefined();
  });
});

test.describe('guards', () => {
  test('login guard sends anonymous visitors to login with the origin path', async ({ request }) => {
    const res = await request.get(`${E2E.portal}/usuario`, { headers: { Host: 'localhost' }, maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers().location).toMatch(/\/iniciar-sesion\?redirect=%2Fusuario$/);
    const en = await request.get(`${E2E.portal}/en/usuario`, { headers: { Host: 'localhost' }, maxRedirects: 0 });
    expect(en.headers().location).toMatch(/\/en\/iniciar-sesion\?redirect=%2Fen%2Fusuario$/);
    const pw = await request.get(`${E2E.portal}/cambiar-contrase%C3%B1a`, { headers: { Host: 'localhost' }, maxRedirects: 0 });
    expect(pw.headers().location).toMatch(/\/iniciar-sesion\?redirect=%2Fcambiar-contrase%25C3%25B1a$/);
  });

  test('feature and ticket guards send visitors home', async ({ request }) => {
    const reg = await request.get(`${E2E.portal}/registro`, { headers: { Host: 'compact.localhost' }, maxRedirects: 0 });
    expect(reg.status()).toBe(307);
    expect(new URL(reg.headers().location!, E2E.portal).pathname).toBe('/');
    const buy = await request.get(`${E2E.portal}/en/proceso-de-compra`, {
      headers: { Host: 'hermes.localhost', Cookie: 'auth=x' },
      maxRedirects: 0,
    });
    expect(buy.status()).toBe(307);
    expect(new URL(buy.headers().location!, E2E.portal).pathname).toBe('/en');
  });
});

test.describe('content pages', () => {
  test('/{slug} renders a CMS page with sanitised HTML', async ({ page }) => {
    const res = await page.goto(E2E.host('localhost') + '/politica-de-privacidad');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hostile = await page.goto(E2E.host('localhost') + '/pagina-de-prueba-html');
    expect(hostile?.status()).toBe(200);
    const prose = page.locator('.prose');
    await expect(prose.getByRole('heading', { name: 'Contenido legítimo' })).toBeVisible();
    await expect(prose.locator('table')).toHaveCount(1);
    await expect(prose.locator('iframe[src^="https://www.youtube.com/"]')).toHaveCount(1);
    for (const hostile of ['script', 'style', '[style]', 'form', 'object', 'svg', 'iframe[src*="evil"]', '[onerror]', '[onclick]', '[onmouseover]', '[onload]']) {
      await expect(prose.locator(hostile), hostile).toHaveCount(0);
    }
    const hrefs = await prose.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => /^\s*javascript:/i.test(h))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  });

  test('public pages send no Set-Cookie and are cacheable', async ({ request }) => {
    const res = await request.get(`${E2E.portal}/politica-de-privacidad`, { headers: { Host: 'localhost' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['set-cookie']).toBeUndefined();
    expect(res.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  });
});

test.describe('resilience', () => {
  test('offline and back online follow the browser', async ({ page, context }) => {
    await page.goto(E2E.host('localhost') + '/');
    await context.setOffline(true);
    await expect(page.getByText('Sin conexión')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Conexión recuperada.')).toBeVisible();
  });

  test('the loading bar fails visibly when the API cannot be reached', async ({ page, context }) => {
    await context.addCookies([{ name: 'auth', value: 'some-token', domain: 'localhost', path: '/', sameSite: 'None', secure: true }]);
    await page.route('**/customer', (route) => route.abort('connectionrefused'));
    await page.goto(E2E.host('localhost') + '/');
    await expect(page.getByText('No se ha podido cargar. Comprueba tu conexión.')).toBeVisible();
  });

  test('the consent banner only where a consent service is set, neither its script nor the tag manager before the answer, and their failure is harmless', async ({ page }) => {
    await page.goto(E2E.host('hermes.localhost') + '/');
    const banner = page.getByRole('region', { name: 'Cookies de otros servicios' });
    await expect(banner).toBeVisible();
    await expect(page.locator('script#Cookiebot')).toHaveCount(0);
    await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
    // Accepted: both are asked for (they cannot load here: the page goes on without them).
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.locator('script#Cookiebot')).toHaveAttribute('data-cbid', /hermes/);
    await expect(page.locator('script[data-tag-manager]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(E2E.host('localhost') + '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies de otros servicios' })).toHaveCount(0);
    await expect(page.locator('script#Cookiebot')).toHaveCount(0);
    await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
  });
});
