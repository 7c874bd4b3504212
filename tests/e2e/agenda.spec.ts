import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { events, instantOf, parseIcs, prop, text } from '../../lib/calendar/parse';
import { E2E } from './env';

/**
 * The agenda (/agenda), its filters in the URL, the search, the venue, the viewer's local
 * time and the session page (/agenda/{slug}), on the demo tenant (two venues). Expected
 * content is read from the demo API, so the checks follow its seed.
 */

const TOKEN = 'tok-demo-7f3a';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface ApiConference {
  id: number;
  slug: string;
  title: string;
  format: string;
  venueId: number;
  trackId: number | null;
  startsAt: string;
  endsAt: string;
  rooms: { name: string }[];
  tags: { slug: string; name: string }[];
  speakers: { id: number; name: string; surname: string }[];
}
interface ApiDay {
  date: string;
  conferences: ApiConference[];
}

async function api<T>(request: APIRequestContext, path: string, locale = 'es'): Promise<T> {
  const res = await request.get(`${E2E.api}${path}`, { headers: { 'X-Tenant': TOKEN, 'X-Locale': locale } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function schedule(request: APIRequestContext) {
  const days = await api<ApiDay[]>(request, '/schedule');
  const venues = await api<{ id: number; name: string }[]>(request, '/schedule/venues');
  return { days, venues, all: days.flatMap((d) => d.conferences) };
}

const agenda = E2E.host('localhost') + '/agenda';
const main = (page: Page) => page.getByRole('main');
/** Session titles (h3 links) in page order. */
const titles = (page: Page) => main(page).getByRole('listitem').getByRole('heading', { level: 3 });
const count = (page: Page) => main(page).getByRole('status');

test.describe('agenda', () => {
  test('by day, with the zone named, the time on every item, breaks set apart; the first venue is shown', async ({ page, request }) => {
    const { days, venues } = await schedule(request);
    const first = venues[0]!;
    const atFirst = days.map((d) => d.conferences.filter((c) => c.venueId === first.id));

    const response = await page.goto(agenda);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Agenda · /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
    await expect(main(page)).toContainText('Zona horaria: hora de Europa central (Europe/Madrid).');
    await expect(main(page).getByText(`Agenda de ${first.name}.`)).toBeVisible();
    await expect(count(page)).toHaveText(`${atFirst.flat().length} sesiones`);
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'martes, 9 de marzo de 2027',
      'miércoles, 10 de marzo de 2027',
      'jueves, 11 de marzo de 2027',
      'En tu calendario',
    ]);
    const nav = page.getByRole('navigation', { name: 'Días del programa' });
    await expect(nav.getByRole('link')).toHaveCount(3);
    await expect(nav.getByRole('link').first()).toHaveAttribute('href', '#agenda-2027-03-09');

    const day1 = main(page).getByRole('region', { name: 'martes, 9 de marzo de 2027' });
    const items = day1.getByRole('listitem').filter({ has: page.locator('time') });
    await expect(items).toHaveCount(atFirst[0]!.length);
    // Every item starts with its time, read as "de 09:00 a 09:30" and shown as 09:00–09:30 CET.
    await expect(items.first()).toContainText('09:00–09:30 CET');
    await expect(items.first().getByText('de 09:00 a 09:30')).toBeAttached();
    const breaks = atFirst[0]!.filter((c) => c.format === 'break');
    expect(breaks.length).toBeGreaterThan(0);
    const breakItem = day1.getByRole('listitem').filter({ hasText: breaks[0]!.title }).first();
    await expect(breakItem).toContainText('Pausa');
    await expect(breakItem.getByRole('link')).toHaveCount(0);
    await expect(breakItem.getByRole('heading')).toHaveCount(0);
    // Sessions link to their page.
    const talk = atFirst[0]!.find((c) => c.format !== 'break')!;
    await expect(titles(page).first().getByRole('link')).toHaveAttribute('href', `/agenda/${talk.slug}`);
    expect(response?.headers()['set-cookie']).toBeUndefined();
  });

  test('without JavaScript the whole agenda is there, every venue', async ({ browser, request }) => {
    const { all } = await schedule(request);
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(agenda);
    await expect(main(page).locator('li time[datetime]').filter({ hasText: /^\d\d:\d\d$/ })).toHaveCount(all.length * 2);
    await expect(titles(page)).toHaveCount(all.filter((c) => c.format !== 'break').length);
    await context.close();
  });

  test('a shared ?tag= URL opens filtered; tag and track go into the URL and back undoes them', async ({ page, request }) => {
    const { venues, all } = await schedule(request);
    const here = all.filter((c) => c.venueId === venues[0]!.id);
    const salud = here.filter((c) => c.tags.some((t) => t.slug === 'salud'));
    const tracks = await api<{ id: number; slug: string; name: string }[]>(request, '/schedule/tracks');
    const practico = tracks.find((t) => t.slug === 'practico')!;
    const saludPractico = salud.filter((c) => c.trackId === practico.id);
    expect(saludPractico.length).toBeGreaterThan(0);

    await page.goto(agenda + '?tag=salud');
    const tagSelect = page.getByLabel('Etiqueta');
    const trackSelect = page.getByLabel('Itinerario');
    await expect(tagSelect).toHaveValue('salud');
    await expect(count(page)).toHaveText(`${salud.length} sesiones`);
    await expect(titles(page)).toHaveText(salud.map((c) => c.title));

    await trackSelect.selectOption({ label: practico.name });
    await expect(page).toHaveURL(/\?tag=salud&track=practico$/);
    await expect(titles(page)).toHaveText(saludPractico.map((c) => c.title));

    await page.goBack();
    await expect(page).toHaveURL(/\?tag=salud$/);
    await expect(trackSelect).toHaveValue('');
    await expect(titles(page)).toHaveCount(salud.length);

    await tagSelect.selectOption('');
    await expect(page).toHaveURL(agenda);
    await expect(count(page)).toHaveText(`${here.length} sesiones`);
    await page.goBack();
    await expect(page).toHaveURL(/\?tag=salud$/);
    await expect(tagSelect).toHaveValue('salud');
    await page.goForward();
    await expect(page).toHaveURL(agenda);

    // An unknown tag in a shared URL is ignored rather than emptying the agenda.
    await page.goto(agenda + '?tag=no-existe');
    await expect(tagSelect).toHaveValue('');
    await expect(count(page)).toHaveText(`${here.length} sesiones`);
  });

  test('search: accents and case do not matter, the URL keeps it, no match says so, clear resets', async ({ page, request }) => {
    const { venues, all } = await schedule(request);
    const here = all.filter((c) => c.venueId === venues[0]!.id);
    const match = here.filter((c) => /telemedicina/i.test(c.title));
    expect(match.length).toBeGreaterThan(0);

    await page.goto(agenda);
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await search.fill('TELEMEDICÍNA');
    await expect(titles(page)).toHaveText(match.map((c) => c.title));
    await expect(page).toHaveURL(/\?q=TELEMEDIC%C3%8DNA$/);

    // Speakers are searched too: every session of this speaker is listed.
    const speaker = here.find((c) => c.speakers.length > 0)!.speakers[0]!;
    await search.fill(`${speaker.name} ${speaker.surname}`);
    for (const c of here.filter((c) => c.speakers.some((s) => s.id === speaker.id))) {
      await expect(titles(page).filter({ hasText: c.title }).first()).toBeVisible();
    }

    await search.fill('zzzz sin resultados');
    await expect(main(page).getByText('Ninguna sesión coincide con la búsqueda o los filtros.')).toBeVisible();
    await expect(count(page)).toHaveText('Ninguna sesión');
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(search).toHaveValue('');
    await expect(count(page)).toHaveText(`${here.length} sesiones`);
    await expect(page).toHaveURL(agenda);

    await page.goto(agenda + '?q=telemedicina');
    await expect(search).toHaveValue('telemedicina');
    await expect(titles(page)).toHaveText(match.map((c) => c.title));
  });

  test('the venue chosen in the header narrows the agenda', async ({ page, request }) => {
    const { venues, all } = await schedule(request);
    const second = venues[1]!;
    const there = all.filter((c) => c.venueId === second.id);
    await page.goto(agenda);
    await page.getByLabel('Sede').selectOption({ label: second.name });
    await expect(main(page).getByText(`Agenda de ${second.name}.`)).toBeVisible();
    await expect(count(page)).toHaveText(`${there.length} sesiones`);
    await expect(titles(page).first().getByRole('link')).toHaveAttribute('href', `/agenda/${there.find((c) => c.format !== 'break')!.slug}`);
  });

  test('times stay in the event zone; the viewer’s own time is added when it differs', async ({ browser }) => {
    for (const [timezoneId, local] of [
      ['America/New_York', '03:00–03:30 en tu hora'],
      ['Europe/Madrid', null],
      ['Europe/Paris', null],
    ] as const) {
      const context = await browser.newContext({ locale: 'es-ES', timezoneId });
      const page = await context.newPage();
      await page.goto(agenda);
      const first = main(page).getByRole('listitem').filter({ has: page.locator('time') }).first();
      await expect(first).toContainText('09:00–09:30 CET');
      // The venue note appears once the page has hydrated, like the local time.
      await expect(main(page).getByText(/^Agenda de /)).toBeVisible();
      if (local) await expect(first).toContainText(local);
      else await expect(first).not.toContainText('en tu hora');
      await context.close();
    }
  });

  test('other languages: English and Basque', async ({ page }) => {
    await page.goto(E2E.host('localhost') + '/en/agenda');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
    await expect(main(page)).toContainText('Time zone: Central European Time (Europe/Madrid).');
    await expect(page.getByLabel('Track')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText('Tuesday, March 9, 2027');
    await page.goto(E2E.host('localhost') + '/eus/agenda');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Egitaraua');
    await expect(page.getByRole('searchbox', { name: 'Bilatu' })).toBeVisible();
  });
});

test.describe('session page', () => {
  test('time, place, seats, track, tags, description, speakers and files', async ({ page, request }) => {
    const { all, venues } = await schedule(request);
    const withFiles = [];
    for (const c of all.filter((c) => c.format === 'keynote' || c.format === 'talk')) {
      const detail = await api<ApiConference & { files: { name: string; url?: string }[]; summary: string }>(request, `/conferences/${c.slug}`);
      if (detail.files.some((f) => f.url) && detail.tags.length > 0) {
        withFiles.push(detail);
        break;
      }
    }
    const s = withFiles[0]!;
    const response = await page.goto(`${E2E.host('localhost')}/agenda/${s.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${s.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);
    const facts = main(page).locator('dl');
    await expect(facts).toContainText(/CET|CEST/);
    await expect(facts).toContainText(venues.find((v) => v.id === s.venueId)!.name);
    await expect(facts).toContainText(s.rooms[0]!.name);
    await expect(facts).toContainText(/\d+ de \d+ plazas ocupadas/);
    for (const tag of s.tags) {
      await expect(facts.getByRole('link', { name: tag.name })).toHaveAttribute('href', `/agenda?tag=${tag.slug}`);
    }
    await expect(main(page).getByRole('heading', { level: 2, name: 'Descripción' })).toBeVisible();
    const speakers = main(page).getByRole('region', { name: 'Ponentes' });
    for (const sp of s.speakers) {
      await expect(speakers.getByRole('link', { name: `${sp.name} ${sp.surname}` })).toHaveAttribute('href', `/ponentes/${sp.id}`);
    }
    const files = main(page).getByRole('region', { name: 'Documentos' });
    // Public files are plain links; a gated file is listed without any address (no URL in cached
    // HTML): after load its leaf offers sign-in (tests/e2e/participation-media.spec.ts).
    const publicFiles = s.files.filter((f) => f.url);
    const fileLinks = files.getByRole('link', { name: /se abre en una ventana nueva/ });
    await expect(files.getByRole('listitem')).toHaveCount(s.files.length);
    await expect(fileLinks).toHaveCount(publicFiles.length);
    await expect(fileLinks.first()).toHaveAttribute('href', publicFiles[0]!.url!);
    await expect(fileLinks.first()).toHaveAttribute('target', '_blank');
    await expect(fileLinks.first()).toHaveAttribute('rel', 'noopener noreferrer');
    for (const gated of s.files.filter((f) => !f.url)) {
      await expect(files.getByRole('link', { name: `Inicia sesión para descargar ${gated.name}` })).toHaveAttribute('href', /^\/iniciar-sesion\?redirect=/);
    }
    await expect(main(page).getByRole('link', { name: 'Añadir a mi calendario' })).toHaveAttribute('href', `/agenda/${s.slug}/calendario.ics`);
    await expect(main(page).locator('script:not([type="application/ld+json"])')).toHaveCount(0);

    await main(page).getByRole('link', { name: 'Volver a la agenda' }).click();
    await expect(page).toHaveURL(agenda);
  });

  test('a past edition’s session says it has taken place', async ({ page, request }) => {
    const past = await api<ApiConference[]>(request, '/conferences/all?when=past');
    await page.goto(`${E2E.host('localhost')}/agenda/${past[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(past[0]!.title);
    await expect(main(page).getByText('Esta sesión ya se celebró.')).toBeVisible();
  });

  test('an unknown session is a real 404, in every language', async ({ page, request }) => {
    for (const path of ['/agenda/no-existe', '/en/agenda/no-existe', '/agenda/no-existe/otra']) {
      const res = await request.get(`${E2E.portal}${path}`, { headers: { Host: 'localhost' } });
      expect(res.status(), path).toBe(404);
    }
    await page.goto(E2E.host('localhost') + '/agenda/no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  });
});

test.describe('calendar files', () => {
  test('a session’s .ics has the session at the right time, zone data and a link back', async ({ request }) => {
    const { all, venues } = await schedule(request);
    const s = all.find((c) => c.format === 'keynote')!;
    const res = await request.get(`${E2E.portal}/agenda/${s.slug}/calendario.ics`, { headers: { Host: 'localhost' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers()['content-disposition']).toBe(`attachment; filename="${s.slug}.ics"`);
    const body = await res.text();
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const cal = parseIcs(body);
    expect(cal.components.find((c) => c.name === 'VTIMEZONE')?.properties.find((p) => p.name === 'TZID')?.value).toBe('Europe/Madrid');
    const [event] = events(cal);
    expect(text(event!, 'SUMMARY')).toBe(s.title);
    expect(prop(event!, 'DTSTART')!.params.TZID).toBe('Europe/Madrid');
    expect(instantOf(prop(event!, 'DTSTART')!).getTime()).toBe(Date.parse(s.startsAt));
    expect(instantOf(prop(event!, 'DTEND')!).getTime()).toBe(Date.parse(s.endsAt));
    expect(text(event!, 'LOCATION')).toContain(venues.find((v) => v.id === s.venueId)!.name);
    expect(text(event!, 'URL')).toMatch(new RegExp(`/agenda/${s.slug}$`));
    expect(text(event!, 'UID')).toBe(`conference-${s.id}.demo@ekitaldi`);

    const missing = await request.get(`${E2E.portal}/agenda/no-existe/calendario.ics`, { headers: { Host: 'localhost' } });
    expect(missing.status()).toBe(404);
  });

  test('the whole event: one entry per day', async ({ request }) => {
    const { days } = await schedule(request);
    const res = await request.get(`${E2E.portal}/calendario.ics`, { headers: { Host: 'localhost' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const list = events(parseIcs(await res.text()));
    expect(list.map((e) => text(e, 'SUMMARY'))).toEqual(days.map((_, i) => `Ekitaldi Demo Summit (día ${i + 1} de ${days.length})`));
    expect(instantOf(prop(list[0]!, 'DTSTART')!).getTime()).toBe(Math.min(...days[0]!.conferences.map((c) => Date.parse(c.startsAt))));
  });

  test('the agenda feed per language: every session but the breaks', async ({ request }) => {
    const { all } = await schedule(request);
    const en = await api<ApiDay[]>(request, '/schedule', 'en');
    for (const [path, list] of [
      ['/agenda.ics', all],
      ['/en/agenda.ics', en.flatMap((d) => d.conferences)],
    ] as const) {
      const res = await request.get(`${E2E.portal}${path}`, { headers: { Host: 'localhost' } });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const cal = parseIcs(await res.text());
      expect(text(cal, 'REFRESH-INTERVAL')).toBe('PT60M');
      expect(events(cal).map((e) => text(e, 'SUMMARY'))).toEqual(list.filter((c) => c.format !== 'break').map((c) => c.title));
    }
    // Rendered once and served from the render cache: the same bytes (and DTSTAMP) again.
    const again = async () => (await request.get(`${E2E.portal}/agenda.ics`, { headers: { Host: 'localhost' } })).text();
    const first = await again();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a re-render would show a later DTSTAMP
    expect(await again()).toBe(first);
  });

  test('the agenda links to the event file and the feed', async ({ page }) => {
    await page.goto(agenda);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Añadir el evento a mi calendario' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('demo.ics');
    await expect(page.getByRole('link', { name: 'Suscribirse a la agenda' })).toHaveAttribute('href', /^webcal:\/\/.+\/agenda\.ics$/);
  });
});

test.describe('agenda accessibility', () => {
  for (const width of [360, 1280]) {
    for (const target of [
      { name: 'agenda', path: '/agenda' },
      { name: 'agenda filtered', path: '/agenda?tag=salud&q=taller' },
      { name: 'session', path: '/agenda/inauguracion-oficial' },
    ]) {
      test(`no axe violations: ${target.name} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(E2E.host('localhost') + target.path);
        await expect(page.locator('h1')).toBeVisible();
        await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  }
});
