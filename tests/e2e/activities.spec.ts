import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { E2E } from './env';

/**
 * Activities: this edition (/actividades), by track (/actividades-{product}) and past
 * (/actividades-pasadas), on the demo tenant (two venues) and compact (one venue). Expected
 * content is read from the demo API.
 */

const TOKENS = { localhost: 'tok-demo-7f3a', 'compact.localhost': 'tok-compact-7f3a' } as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface ApiConference {
  id: number;
  slug: string;
  title: string;
  date: string;
  format: string;
  venueId: number;
  trackId: number | null;
  rooms: { name: string; seating: { occupied: number; total: number } }[];
  tags: { slug: string; name: string }[];
  speakers: { id: number; name: string; surname: string }[];
}

async function api<T>(request: APIRequestContext, path: string, host: keyof typeof TOKENS = 'localhost'): Promise<T> {
  const res = await request.get(`${E2E.api}${path}`, { headers: { 'X-Tenant': TOKENS[host], 'X-Locale': 'es' } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 });

test.describe('activities', () => {
  test('/actividades: this edition by day, cards with time, room, seats, speakers and tags (first venue)', async ({ page, request }) => {
    const venues = await api<{ id: number; name: string }[]>(request, '/schedule/venues');
    const list = (await api<ApiConference[]>(request, '/conferences/all')).filter((c) => c.venueId === venues[0]!.id);
    const response = await page.goto(E2E.host('localhost') + '/actividades');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Actividades · /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actividades');
    await expect(main(page).getByText(`Mostrando las actividades de ${venues[0]!.name}.`)).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'martes, 9 de marzo de 2027',
      'miércoles, 10 de marzo de 2027',
      'jueves, 11 de marzo de 2027',
    ]);
    await expect(cards(page)).toHaveCount(list.length);
    expect(list.some((c) => c.format === 'break')).toBe(false);

    const c = list.find((x) => x.tags.length > 0 && x.speakers.length > 0)!;
    const card = cards(page).filter({ has: page.getByRole('heading', { name: c.title, exact: true }) }).first();
    await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', `/agenda/${c.slug}`);
    await expect(card).toContainText(/\d\d:\d\d–\d\d:\d\d CET/);
    await expect(card).toContainText(c.rooms[0]!.name);
    const seats = c.rooms[0]!.seating;
    await expect(card).toContainText(`${Math.min(seats.occupied, seats.total)} de ${seats.total} plazas ocupadas`);
    for (const s of c.speakers) await expect(card.getByRole('link', { name: `${s.name} ${s.surname}` })).toHaveAttribute('href', `/ponentes/${s.id}`);
    for (const t of c.tags) await expect(card.getByRole('listitem').filter({ hasText: t.name })).toHaveCount(1);

    const full = list.find((x) => x.rooms.some((r) => r.seating.occupied >= r.seating.total));
    if (full) await expect(cards(page).filter({ has: page.getByRole('heading', { name: full.title, exact: true }) }).first()).toContainText('Completo');
  });

  test('the venue chosen in the header narrows the list and says so', async ({ page, request }) => {
    const venues = await api<{ id: number; name: string }[]>(request, '/schedule/venues');
    const second = venues[1]!;
    const there = (await api<ApiConference[]>(request, '/conferences/all')).filter((c) => c.venueId === second.id);
    await page.goto(E2E.host('localhost') + '/actividades');
    await page.getByLabel('Sede').selectOption({ label: second.name });
    await expect(main(page).getByText(`Mostrando las actividades de ${second.name}.`)).toBeVisible();
    await expect(cards(page)).toHaveCount(there.length);
    await expect(cards(page).first()).toContainText(second.name);

    // The past edition was held at the first venue only: an empty state names the venue.
    await page.goto(E2E.host('localhost') + '/actividades-pasadas');
    await expect(main(page).getByText(`No hay actividades en ${second.name}.`)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('before the scripts run, only the chosen venue\'s days and cards are shown (nothing disappears later)', async ({ page }) => {
    // Learn the second venue's id from the header's selector, then reload with the scripts held back.
    await page.goto(E2E.host('localhost') + '/actividades');
    const second = (await page.getByRole('combobox', { name: 'Sede' }).locator('option').nth(1).getAttribute('value'))!;
    await page.evaluate((id) => localStorage.setItem('ekitaldi:venue', id), second);
    await page.route((url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'), () => {
      // never answered during this test: the page stays as the server sent it
    });
    await page.goto(E2E.host('localhost') + '/actividades', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-venue', second);
    const scoped = page.locator('main [data-venues]');
    await expect(scoped.first()).toBeAttached();
    const shown = await scoped.evaluateAll((els) =>
      els.filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.getAttribute('data-venues')!.split(' ')),
    );
    const hidden = await scoped.evaluateAll((els) => els.filter((el) => getComputedStyle(el).display === 'none').length);
    expect(shown.length).toBeGreaterThan(0);
    expect(hidden).toBeGreaterThan(0);
    for (const venues of shown) expect(venues).toContain(second);
  });

  test('/actividades-pasadas: earlier days, newest first, each linking to its page', async ({ page, request }) => {
    const venues = await api<{ id: number; name: string }[]>(request, '/schedule/venues');
    const past = (await api<ApiConference[]>(request, '/conferences/all?when=past')).filter((c) => c.venueId === venues[0]!.id);
    expect(past.length).toBeGreaterThan(0);
    await page.goto(E2E.host('localhost') + '/actividades-pasadas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actividades pasadas');
    const days = [...new Set(past.map((c) => c.date))];
    const headings = main(page).getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(days.length);
    await expect(headings.first()).toContainText(new Date(days[0]! + 'T12:00:00Z').getUTCFullYear().toString());
    await expect(cards(page)).toHaveCount(past.length);
    const nav = page.getByRole('navigation', { name: 'Tipos de actividad' });
    await expect(nav.getByRole('link', { name: 'Pasadas' })).toHaveAttribute('aria-current', 'page');
    await cardTitles(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByText('Esta sesión ya se celebró.')).toBeVisible();
  });

  test('/actividades-{product}: a track of the programme; the navigation moves between them', async ({ page, request }) => {
    const tracks = await api<{ id: number; slug: string; name: string; description: string }[]>(request, '/schedule/tracks');
    const practico = tracks.find((t) => t.slug === 'practico')!;
    await page.goto(E2E.host('localhost') + '/actividades');
    await page.getByRole('navigation', { name: 'Tipos de actividad' }).getByRole('link', { name: practico.name }).click();
    await expect(page).toHaveURL(E2E.host('localhost') + '/actividades-practico');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Actividades: ${practico.name}`);
    await expect(main(page).getByText(practico.description)).toBeVisible();
    const titles = await cardTitles(page).allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/^Taller: /);
  });

  test('unknown product: a real 404', async ({ page, request }) => {
    for (const path of ['/actividades-no-existe', '/en/actividades-no-existe']) {
      const res = await request.get(`${E2E.portal}${path}`, { headers: { Host: 'localhost' } });
      expect(res.status(), path).toBe(404);
    }
    await page.goto(E2E.host('localhost') + '/actividades-no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  });

  test('one venue: no venue note, every activity; English labels', async ({ page, request }) => {
    const list = await api<ApiConference[]>(request, '/conferences/all', 'compact.localhost');
    await page.goto(E2E.host('compact.localhost') + '/actividades');
    await expect(cards(page)).toHaveCount(list.length);
    await expect(main(page).getByText(/^Mostrando las actividades/)).toHaveCount(0);
    await page.goto(E2E.host('localhost') + '/en/actividades');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activities');
    await expect(cards(page).first()).toContainText(/\d+ of \d+ seats taken/);
  });
});

test.describe('activities accessibility', () => {
  for (const width of [360, 1280]) {
    for (const path of ['/actividades', '/actividades-pasadas', '/actividades-practico']) {
      test(`no axe violations: ${path} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(E2E.host('localhost') + path);
        await expect(page.locator('h1')).toBeVisible();
        await expect(cards(page).first()).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  }
});
