import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Page } from './fixtures';
import { byLabel, completeSsoRegistration, mintSsoToken, createVerifiedAccount, linkPath, SITE, TAGS, uniqueEmail, waitForMail } from './auth-helpers';
import { callApi, freshBuyer, giveFullTicket, purgeTenant } from './demo-api-client';
import { events, instantOf, parseIcs, prop, text } from '../../lib/calendar/parse';
import { E2E } from './env';

/**
 * Rough edges an attendee hit, one test per item at least: fresh accounts only (the
 * seeded ones belong to other specs).
 */

const EIRV = E2E.host('eirv2023.localhost');

function runDb() {
  const db = new Database(path.join(os.tmpdir(), `ekitaldi-e2e-${E2E.apiPort}.sqlite`));
  db.pragma('busy_timeout = 5000');
  return db;
}

async function customerId(host: string, token: string): Promise<number> {
  const me = await callApi(host, '/customer', { token });
  expect(me.status).toBe(200);
  const b = me.body as { customer?: { id: number }; id?: number };
  return (b.customer?.id ?? b.id)!;
}

/** Axe over the page, or over what `include` selects (the part an item changed). */
async function axe(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('item 2: a pending registration of an ended event', () => {
  for (const width of [360, 1280]) {
    test(`is shown as expired, can only be discarded, and is never offered as a task (${width}px)`, async ({ browser }) => {
      const buyer = await freshBuyer(`expired${width}`, 'eirv2023.localhost');
      const id = await customerId('eirv2023.localhost', buyer.token);
      const db = runDb();
      let title: string;
      try {
        // eirv2023 was held in May 2023: a registration left half-way then, as the API would keep it.
        const session = db
          .prepare(
            `SELECT c.id, i.title FROM conferences c JOIN conference_i18n i ON i.conference_id = c.id AND i.locale = 'es'
             WHERE c.tenant = 'eirv2023' AND c.starts_ts < ? ORDER BY c.id LIMIT 1`,
          )
          .get(Math.floor(Date.now() / 1000) - 86_400) as { id: number; title: string };
        title = session.title;
        db.prepare(
          `INSERT INTO registrations (uuid, tenant, customer_id, conference_id, room_id, status, missing, created_at)
           VALUES (?, 'eirv2023', ?, ?, NULL, 'pending', 'room', ?)`,
        ).run(crypto.randomUUID(), id, session.id, '2023-05-01T10:00:00.000Z');
      } finally {
        db.close();
      }
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
      await context.addCookies([{ name: 'auth', value: buyer.token, url: EIRV, sameSite: 'Lax' }]);
      const page = await context.newPage();
      await page.goto(`${EIRV}/usuario#mis-actividades`);
      const section = page.getByRole('region', { name: 'Inscripciones pendientes' });
      await expect(section).toContainText('ya se celebró: la inscripción que dejaste a medias ha caducado y solo puedes descartarla');
      await expect(section).not.toContainText('continúalas');
      const card = section.getByRole('listitem').filter({ hasText: title });
      await expect(card).toContainText('Caducada: la sesión ya se celebró');
      await expect(card.getByRole('link')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Continuar la inscripción/ })).toHaveCount(0);
      expect(await axe(page, 'section[aria-labelledby="activities-pending"]')).toEqual([]);

      await card.getByRole('button', { name: /^Descartar/ }).click();
      await page.getByRole('button', { name: 'Sí, descartarla' }).click();
      await expect(section).toContainText(`Se ha descartado la inscripción pendiente en «${title}».`);
      await expect(section).toContainText('No tienes inscripciones pendientes.');
      const left = await callApi('eirv2023.localhost', '/customer/conferences', { token: buyer.token });
      expect((left.body as { pending: unknown[] }).pending).toEqual([]);
      await context.close();
    });
  }
});

test.describe('item 7: tokens out of the address bar, a reload still works', () => {
  test('password reset: the link opens without its token in the address bar; after a reload the new password is saved', async ({ page, request }) => {
    const account = await createVerifiedAccount(request, 'r28reset');
    const asked = await callApi('localhost', '/customer/reset-password-request', { body: { email: account.email } });
    expect(asked.status).toBeLessThan(300);
    const mail = await waitForMail(request, account.email, (m) => m.links.some((l) => l.includes('/password-reset-confirm/')));
    await page.goto(SITE + linkPath(mail, '/password-reset-confirm/'));
    await expect(page).toHaveURL(`${SITE}/password-reset-confirm`);
    await page.reload();
    await expect(page).toHaveURL(`${SITE}/password-reset-confirm`);
    await page.getByLabel('Nueva contraseña').fill('Recargada#2026');
    await page.getByLabel('Repite la contraseña').fill('Recargada#2026');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(page).toHaveURL(`${SITE}/iniciar-sesion?aviso=reset`);
    expect((await callApi('localhost', '/customer/login', { body: { user: { email: account.email, password: 'Recargada#2026' } } })).status).toBe(200);
  });

  test('SSO sign-up: the token leaves the address bar, the extra fields survive a reload', async ({ page, request }) => {
    const email = uniqueEmail('r28sso');
    const token = await mintSsoToken(request, { email, name: 'Itziar', surname: 'Gorostiza' });
    await page.goto(`${SITE}/registro-sso/${token}?redirect=%2Fagenda`);
    await expect(page).toHaveURL(`${SITE}/registro-sso?redirect=%2Fagenda`);
    await page.reload();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
    await expect(byLabel(page, 'Nombre')).toHaveValue('Itziar');
    await completeSsoRegistration(page);
    await expect(page).toHaveURL(`${SITE}/agenda`);
    await expect(page.getByText('Hola, Itziar')).toBeVisible();
  });

  test('invitation sign-up: the code leaves the address bar and is still in its field after a reload', async ({ page }) => {
    await page.goto(`${SITE}/registro-invitacion?code=INV-DEMO-4242`);
    await expect(page.getByLabel('Código de invitación')).toHaveValue('INV-DEMO-4242');
    await expect(page).toHaveURL(`${SITE}/registro-invitacion`);
    await page.reload();
    await expect(page.getByLabel('Código de invitación')).toHaveValue('INV-DEMO-4242');
  });
});

test.describe('item 8: a signed-in visitor on sign-up and sign-in pages', () => {
  for (const width of [360, 1280]) {
    test(`is told who they are, offered their area and signing out to create another account (${width}px)`, async ({ browser }) => {
      const account = await freshBuyer(`signedin${width}`, 'eirv2023.localhost');
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
      await context.addCookies([
        { name: 'auth', value: account.token, url: EIRV, sameSite: 'Lax' },
      ]);
      const page = await context.newPage();
      await page.goto(`${EIRV}/registro`);
      const notice = page.getByRole('status').filter({ hasText: 'Ya has iniciado sesión' });
      await expect(notice).toContainText(`Has iniciado sesión como Prueba (${account.email}).`);
      await expect(notice.getByRole('link', { name: 'Ir a mi área privada' })).toBeVisible();
      await expect(page.getByLabel('Correo electrónico')).toHaveCount(0);
      expect(await axe(page)).toEqual([]);

      await page.goto(`${EIRV}/iniciar-sesion`);
      await expect(notice).toContainText(`Has iniciado sesión como Prueba (${account.email}).`);
      await expect(notice.getByRole('button', { name: 'Cerrar sesión para entrar con otra cuenta' })).toBeVisible();

      await page.goto(`${EIRV}/registro`);
      await notice.getByRole('button', { name: 'Cerrar sesión para crear otra cuenta' }).click();
      // Signed out here: the sign-up form takes the notice's place.
      await expect(page.getByLabel('Correo electrónico')).toBeVisible();
      await expect(notice).toHaveCount(0);
      expect((await context.cookies()).find((c) => c.name === 'auth')).toBeUndefined();
      await context.close();
    });
  }

  test('invitation sign-up shows the same notice', async ({ browser, request }) => {
    const account = await createVerifiedAccount(request, 'r28invited');
    const login = await callApi('localhost', '/customer/login', { body: { user: { email: account.email, password: account.password } } });
    const context = await browser.newContext({ locale: 'es-ES' });
    await context.addCookies([{ name: 'auth', value: login.body!.token as string, url: SITE, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto(`${SITE}/registro-invitacion`);
    const notice = page.getByRole('status').filter({ hasText: 'Ya has iniciado sesión' });
    await expect(notice).toContainText(`Has iniciado sesión como Prueba (${account.email}).`);
    await expect(notice.getByRole('button', { name: 'Cerrar sesión para crear otra cuenta' })).toBeVisible();
    await expect(page.getByLabel('Código de invitación')).toHaveCount(0);
    await context.close();
  });
});

test.describe('item 5: tab bars on a phone', () => {
  for (const width of [360, 1280]) {
    test(`every tab is reachable, a cue shows where more are, links keep their keyboard order (${width}px)`, async ({ browser }) => {
      const account = await freshBuyer(`tabs${width}`, 'localhost');
      // Networking is a right of the full ticket on localhost.
      await giveFullTicket('localhost', account.token);
      // Networking on, its profile filled (through the API: this test is about the tabs).
      expect((await callApi('localhost', '/networking/customer/enable-networking', { token: account.token })).status).toBe(200);
      const form = await callApi('localhost', '/networking/custom-form', { token: account.token });
      const fields = (form.body as { fields: { name: string; type: string; options: { value: string }[] }[] }).fields;
      const survey = Object.fromEntries(
        fields.map((f) => [f.name, f.type === 'choice' ? f.options[0]!.value : f.type === 'multi_choice' ? [f.options[0]!.value] : 'Perfil de prueba']),
      );
      const done = await callApi('localhost', '/networking/custom-form/completed', { token: account.token, body: { custom_form_id: form.body!.id, survey } });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'es-ES' });
      await context.addCookies([{ name: 'auth', value: account.token, url: SITE, sameSite: 'Lax' }]);
      const page = await context.newPage();

      for (const [path, bar] of [
        ['/usuario', 'Secciones del área privada'],
        ['/networking', 'Secciones de networking'],
      ] as const) {
        await page.goto(`${SITE}${path}`);
        const nav = page.getByRole('navigation', { name: bar });
        const tabs = nav.getByRole('link');
        await expect(tabs.first()).toBeVisible();
        const row = nav.getByRole('list');
        const overflowing = await row.evaluate((ul) => ul.scrollWidth > ul.clientWidth + 1);
        const end = nav.locator('[data-scroll-cue="end"]');
        const start = nav.locator('[data-scroll-cue="start"]');
        // A phone's screen is narrower than the bar: the case the cues are for.
        if (width === 360) expect(overflowing).toBe(true);
        if (overflowing) {
          // More tabs to the right: said by a visible cue; none to the left yet.
          await expect(end).toBeVisible();
          await expect(start).toBeHidden();
          // Tab by tab with the keyboard, the last one comes into view, and the cues follow.
          const count = await tabs.count();
          await tabs.first().focus();
          for (let i = 1; i < count; i += 1) await page.keyboard.press('Tab');
          const last = tabs.last();
          await expect(last).toBeFocused();
          // Wholly inside the bar's visible part.
          await expect
            .poll(() =>
              last.evaluate((a) => {
                const tab = a.getBoundingClientRect();
                const bar = a.closest('ul')!.getBoundingClientRect();
                return tab.left >= bar.left - 1 && tab.right <= bar.right + 1;
              }),
            )
            .toBe(true);
          await expect(end).toBeHidden();
          await expect(start).toBeVisible();
          expect(await axe(page, `nav[aria-label="${bar}"]`)).toEqual([]);
        } else {
          // Nothing hidden, no cue.
          await expect(end).toBeHidden();
          await expect(start).toBeHidden();
        }
        // Every tab readable: its whole label inside the bar, none cut.
        for (const tab of await tabs.all()) {
          expect(await tab.evaluate((a) => a.scrollWidth <= a.clientWidth + 1)).toBe(true);
        }
      }
      await context.close();
    });
  }
});

test.describe('item 4: consent you can withdraw', () => {
  for (const width of [360, 1280]) {
    test(`without a consent service: the footer's cookie settings list what is set, and withdrawing puts the video back behind its facade (${width}px)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
      const page = await context.newPage();
      await page.goto(`${SITE}/agenda/inauguracion-oficial`);
      const stream = page.getByRole('region', { name: 'Emisión' });
      const allow = stream.getByRole('button', { name: /^Permitir cookies de vídeo y ver/ });
      await allow.click();
      await expect(stream.locator('iframe')).toHaveCount(1);

      const footer = page.getByRole('contentinfo');
      const settings = footer.getByRole('button', { name: 'Configurar cookies' });
      await expect(settings).toHaveAttribute('aria-expanded', 'false');
      await settings.click();
      await expect(settings).toHaveAttribute('aria-expanded', 'true');
      const panel = footer.getByRole('region', { name: 'Cookies de este portal' });
      await expect(panel).toContainText('«i18n_redirected»: tu idioma, 1 año.');
      await expect(panel).toContainText('cookies hasta 17 años');
      const box = panel.getByRole('checkbox', { name: 'Permitir las cookies de vídeo' });
      await expect(box).toBeChecked();
      expect(await axe(page, 'footer')).toEqual([]);

      await box.uncheck();
      await expect(panel.getByRole('status')).toHaveText('Guardado: permiso retirado.');
      // Back behind its facade at once, and still after a reload.
      await expect(stream.locator('iframe')).toHaveCount(0);
      await expect(allow).toBeVisible();
      await page.reload();
      await expect(allow).toBeVisible();
      await expect(stream.locator('iframe')).toHaveCount(0);
      expect(await page.evaluate(() => window.localStorage.getItem('ekitaldi.video-consent'))).toBeNull();

      // Given again from the same place, as easily.
      await footer.getByRole('button', { name: 'Configurar cookies' }).click();
      await footer.getByRole('checkbox', { name: 'Permitir las cookies de vídeo' }).check();
      await expect(footer.getByRole('status').filter({ hasText: 'Guardado: permitido.' })).toBeVisible();
      await context.close();
    });
  }

  test('where the consent service cannot load (hermes), the button says so and offers the portal\'s own settings', async ({ page }) => {
    await page.goto(`${E2E.host('hermes.localhost')}/politica-de-cookies`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Configurar cookies' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'No se ha podido abrir el servicio de consentimiento de cookies' })).toBeVisible();
    await main.getByRole('button', { name: 'Configurar las cookies del propio portal' }).click();
    await expect(main.getByRole('region', { name: 'Cookies de este portal' }).getByRole('checkbox', { name: 'Permitir las cookies de vídeo' })).not.toBeChecked();
    expect(await axe(page, 'main')).toEqual([]);
  });
});

test.describe('item 4 (rest): Google Tag Manager in the portal\'s own cookie settings', () => {
  for (const width of [360, 1280]) {
    test(`eirv2023 (GTM, no consent service): nothing from Google until allowed; the category says what it sets; withdrawing deletes its cookies and it is not loaded again (${width}px)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
      const page = await context.newPage();
      // Google's container, answered here by a stand-in that sets what a GA tag sets.
      const containers: string[] = [];
      await page.route('https://www.googletagmanager.com/**', (route) => {
        containers.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: "document.cookie = '_ga=GA1.1.42.42; Path=/; Max-Age=63072000'; window.__gtmStandIn = true;" });
      });
      await page.route(/https:\/\/(www\.google-analytics\.com|region1\.google-analytics\.com)\//, (route) => route.abort('blockedbyclient'));

      await page.goto(`${EIRV}/politica-de-cookies`);
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: 'Configurar cookies' })).toBeVisible();
      expect(containers).toEqual([]);

      await main.getByRole('button', { name: 'Configurar cookies' }).click();
      const panel = main.getByRole('region', { name: 'Cookies de este portal' });
      await expect(panel.getByRole('heading', { name: 'Estadísticas (Google Tag Manager)' })).toBeVisible();
      await expect(panel).toContainText('«_ga» y «_ga_…» identifican tu navegador durante 2 años');
      await expect(panel).toContainText('las cookies de etiquetas como «_gat» duran unos segundos');
      const box = panel.getByRole('checkbox', { name: 'Permitir las estadísticas (Google Tag Manager)' });
      await expect(box).not.toBeChecked();
      expect(await axe(page, 'main')).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`gtm-settings-${width}.png`), fullPage: true });

      // Allowed: the container loads (once) with the id of the registry.
      await box.check();
      await expect(panel.getByRole('status')).toHaveText('Guardado: permitido.');
      await expect.poll(() => containers).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-EIR2023']);
      await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toContain('_ga');

      // Withdrawn: its cookie goes at once, the container hears "denied", the next page has none.
      await box.uncheck();
      await expect(panel.getByRole('status')).toHaveText('Guardado: permiso retirado.');
      await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('_ga');
      expect(await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer.at(-1)))).toBe(
        JSON.stringify({ 0: 'consent', 1: 'update', 2: { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' } }),
      );
      await page.reload();
      await expect(page.getByRole('main').getByRole('button', { name: 'Configurar cookies' })).toBeVisible();
      expect(containers).toHaveLength(1);
      await context.close();
    });
  }

  test('a tenant without GTM does not list it (localhost)', async ({ page }) => {
    await page.goto(`${SITE}/politica-de-cookies`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Configurar cookies' }).click();
    await expect(main.getByRole('region', { name: 'Cookies de este portal' }).getByRole('heading', { name: 'Vídeos (YouTube o Vimeo)' })).toBeVisible();
    await expect(main.getByText('Google Tag Manager')).toHaveCount(0);
  });
});

test.describe('item 9 (part): a session crossing midnight in the viewer\'s zone', () => {
  test.use({ timezoneId: 'America/New_York' });
  test('shows the dates beside the viewer\'s times', async ({ page, request }) => {
    // en-directo runs today 00:00–23:59 in Madrid (seeded from the clock): in New York, from
    // 18:00 the day before to 17:59 today, e.g. '18:00 (25 nov) – 17:59 (26 nov) en tu hora'.
    // Today's page, not one an earlier run cached on another day.
    await purgeTenant(request, 'demo');
    const today = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date())}T12:00:00Z`);
    const day = (offset: number) =>
      new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(today.getTime() + offset * 86_400_000));
    await page.goto(`${SITE}/agenda/en-directo`);
    await expect(page.getByText(`18:00 (${day(-1)}) – 17:59 (${day(0)}) en tu hora`)).toBeVisible();
  });
});

test.describe('item 9: a tenant in Europe/Athens shows its times and its .ics in that zone', () => {
  const CNED_HOST = 'cned.localhost';
  const CNED = E2E.host(CNED_HOST);
  const ATHENS = 'Europe/Athens';
  interface Session {
    slug: string;
    title: string;
    format: string;
    startsAt: string;
    endsAt: string;
  }
  /** cned's sessions as its API lists them (ISO instants), breaks left out. */
  async function cnedSessions(): Promise<Session[]> {
    const res = await callApi(CNED_HOST, '/schedule');
    expect(res.status).toBe(200);
    const days = res.body as unknown as { conferences: Session[] }[];
    return days.flatMap((d) => d.conferences).filter((c) => c.format !== 'break');
  }
  const clock = (at: string, zone: string) =>
    new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date(at));
  const day = (at: string | number, zone: string) =>
    new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: zone }).format(new Date(at));
  const shortZone = (at: string, zone: string) =>
    new Intl.DateTimeFormat('es-ES', { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')!.value;

  // cned's pages as its API gives them now, never a page an earlier run cached (from an API
  // without the change under test, or from another day).
  test.beforeAll(async ({ request }) => {
    await purgeTenant(request, 'cned');
  });

  test.describe('seen from Athens', () => {
    test.use({ timezoneId: ATHENS });
    for (const width of [360, 1280]) {
      test(`agenda, session page and home in Athens time, EET named (${width}px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const [s] = await cnedSessions();
        // The event's morning is Athens's: its first session starts at 09:30 there (08:30 in Madrid).
        expect(clock(s!.startsAt, ATHENS)).toBe('09:30');
        expect(clock(s!.startsAt, 'Europe/Madrid')).toBe('08:30');
        const range = `${clock(s!.startsAt, ATHENS)}–${clock(s!.endsAt, ATHENS)}`;

        await page.goto(`${CNED}/agenda`);
        const main = page.getByRole('main');
        await expect(main.getByText('Zona horaria: hora de Europa oriental (Europe/Athens).')).toBeVisible();
        const item = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: s!.title, exact: true }) }).first();
        await expect(item).toContainText(`${range} EET`);
        // A viewer in Athens sees the event's own time: nothing is added beside it.
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(item).not.toContainText('en tu hora');
        expect(await axe(page, 'main')).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`cned-agenda-${width}.png`), fullPage: false });

        await page.goto(`${CNED}/agenda/${s!.slug}`);
        const when = page.getByRole('main').getByRole('definition').filter({ has: page.locator(`time[datetime="${s!.startsAt}"]`) });
        await expect(when).toContainText(`${range} EET`);
        await expect(when.getByTitle('hora estándar de Europa oriental')).toBeVisible();

        await page.goto(`${CNED}/`);
        await expect(page.getByRole('main').getByText('Zona horaria: hora de Europa oriental')).toBeVisible();
      });
    }

    for (const width of [360, 1280]) {
      test(`"today" is Athens's day: the session that follows the clock runs 00:00–23:59 EET on Athens's date (${width}px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const athensDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: ATHENS }).format(new Date());
        const before = athensDay();
        // todo-el-dia takes the whole of the tenant's local day (demo API, followClock): in Athens,
        // not in Madrid (there it would be 01:00–00:59 EET, and on Madrid's date from 23:00 Madrid).
        const api = await callApi(CNED_HOST, '/conferences/todo-el-dia');
        expect(api.status).toBe(200);
        const s = api.body as unknown as Session & { date: string; past: boolean };
        expect(s.past).toBe(false);
        await page.goto(`${CNED}/agenda/todo-el-dia`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: 'Todo el día en Atenas' })).toBeVisible();
        const when = main.getByRole('definition').filter({ has: page.locator(`time[datetime="${s.startsAt}"]`) });
        await expect(when).toContainText('00:00–23:59 EET');
        // A viewer in Athens: nothing beside the event's own time.
        await expect(when).not.toContainText('en tu hora');
        const date = await when.locator('time').first().getAttribute('datetime');
        expect([before, athensDay()]).toContain(date);
        expect(s.date).toBe(date);
        // Today's session, not one that has taken place.
        await expect(main.getByText('Esta sesión ya se celebró')).toHaveCount(0);
        expect(await axe(page, 'main')).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`cned-today-${width}.png`), fullPage: false });
      });
    }

    test('its .ics files are written in Europe/Athens, with its VTIMEZONE', async ({ request }) => {
      const [s] = await cnedSessions();
      const local = (at: string) => {
        const p = Object.fromEntries(
          new Intl.DateTimeFormat('en-US', { timeZone: ATHENS, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
            .formatToParts(new Date(at))
            .map((x) => [x.type, x.value]),
        );
        return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
      };
      for (const file of [`/agenda/${s!.slug}/calendario.ics`, '/agenda.ics']) {
        const res = await request.get(`${E2E.portal}${file}`, { headers: { Host: CNED_HOST } });
        expect(res.status(), file).toBe(200);
        const cal = parseIcs(await res.text());
        expect(text(cal, 'X-WR-TIMEZONE'), file).toBe(ATHENS);
        const tz = cal.components.find((c) => c.name === 'VTIMEZONE')!;
        expect(text(tz, 'TZID')).toBe(ATHENS);
        expect(tz.components.map((c) => [c.name, text(c, 'TZOFFSETTO'), text(c, 'TZNAME')])).toEqual([
          ['DAYLIGHT', '+0300', 'EEST'],
          ['STANDARD', '+0200', 'EET'],
        ]);
        const event = events(cal).find((e) => text(e, 'URL')?.endsWith(`/agenda/${s!.slug}`))!;
        const start = prop(event, 'DTSTART')!;
        expect(start).toEqual({ name: 'DTSTART', params: { TZID: ATHENS }, value: local(s!.startsAt) });
        expect(start.value).toMatch(/T093000$/);
        expect(instantOf(start).getTime()).toBe(Date.parse(s!.startsAt));
        expect(instantOf(prop(event, 'DTEND')!).getTime()).toBe(Date.parse(s!.endsAt));
      }
    });
  });

  test.describe('seen from New York', () => {
    test.use({ timezoneId: 'America/New_York' });
    test('the viewer\'s own time stays beside the event\'s', async ({ page }) => {
      const [s] = await cnedSessions();
      const NY = 'America/New_York';
      await page.goto(`${CNED}/agenda`);
      const item = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: s!.title, exact: true }) }).first();
      await expect(item).toContainText(`${clock(s!.startsAt, ATHENS)}–${clock(s!.endsAt, ATHENS)} EET`);
      // 09:30 in Athens is 02:30 in New York, the same day: a plain range with the viewer's zone.
      await expect(item).toContainText(`${clock(s!.startsAt, NY)}–${clock(s!.endsAt, NY)} en tu hora (${shortZone(s!.startsAt, NY)})`);
    });
  });

  test('a session crossing midnight in the viewer\'s zone shows the dates', async ({ browser }) => {
    // The first of these zones where one of cned's sessions spans the viewer's midnight (midnight
    // in Kiritimati, UTC+14, is 12:00 in Athens; in Auckland, UTC+13 in January, 13:00).
    const sessions = await cnedSessions();
    const crossing = (zone: string) => sessions.find((c) => day(c.startsAt, zone) !== day(Date.parse(c.endsAt) - 1, zone));
    const zone = ['Pacific/Kiritimati', 'Pacific/Auckland', 'Asia/Tokyo'].find((z) => crossing(z))!;
    expect(zone, 'a cned session over the viewer\'s midnight').toBeDefined();
    const s = crossing(zone)!;
    const dated = (at: string) => `${clock(at, zone)} (${day(at, zone)})`;
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: zone });
    const page = await context.newPage();
    await page.goto(`${CNED}/agenda/${s.slug}`);
    const when = page.getByRole('main').getByRole('definition').filter({ has: page.locator(`time[datetime="${s.startsAt}"]`) });
    await expect(when).toContainText(`${clock(s.startsAt, ATHENS)}–${clock(s.endsAt, ATHENS)} EET`);
    await expect(when).toContainText(`${dated(s.startsAt)} – ${dated(s.endsAt)} en tu hora`);
    await page.screenshot({ path: test.info().outputPath('cned-session-crossing.png') });
    await context.close();
  });
});
