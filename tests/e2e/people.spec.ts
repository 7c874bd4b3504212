import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { E2E } from './env';

/**
 * Speakers (/ponentes, /ponentes/{id}), sponsors (/patrocinadores) and topics (/ejes,
 * /ejes/{slug}) on the demo tenant and on eirv2023, in Spanish and one other language.
 * Expected content is read from the demo API, so the checks follow its seed.
 */

const TOKENS = { localhost: 'tok-demo-7f3a', 'eirv2023.localhost': 'tok-eirv2023-7f3a' } as const;
type Host = keyof typeof TOKENS;

async function api<T>(request: APIRequestContext, host: Host, path: string, locale = 'es'): Promise<T> {
  const res = await request.get(`${E2E.api}${path}`, { headers: { 'X-Tenant': TOKENS[host], 'X-Locale': locale } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

interface ApiSpeaker {
  id: number;
  name: string;
  surname: string;
  position: string | null;
  company: string | null;
  photo: string | null;
  tags: { slug: string; name: string }[];
}

/** The speaker cards' names (h2 in the grid), in page order. */
const cardNames = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });

test.describe('speakers', () => {
  for (const host of ['localhost', 'eirv2023.localhost'] as const) {
    test(`${host}/ponentes: every speaker with photo, name, position and company, and a count`, async ({ page, request }) => {
      const speakers = await api<ApiSpeaker[]>(request, host, '/conferences/speakers');
      const response = await page.goto(E2E.host(host) + '/ponentes');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ponentes');
      await expect(page).toHaveTitle(/^Ponentes · /);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ponentes/);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(`${speakers.length} ponentes`);
      await expect(cardNames(page)).toHaveText(speakers.map((s) => `${s.name} ${s.surname}`));

      const withPhoto = speakers.find((s) => s.photo)!;
      const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${withPhoto.name} ${withPhoto.surname}` }) });
      await expect(card.getByRole('img')).toHaveAttribute('alt', `Foto de ${withPhoto.name} ${withPhoto.surname}`);
      if (withPhoto.position) await expect(card).toContainText(withPhoto.position);
      if (withPhoto.company) await expect(card).toContainText(withPhoto.company);
      await expect(card.getByRole('link')).toHaveAttribute('href', `/ponentes/${withPhoto.id}`);
      await expect(page.getByRole('navigation', { name: 'Filtrar ponentes por etiqueta' }).getByRole('link', { name: /^Todos/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });
  }

  test('the tag filter lives in the URL: no reload, shareable, back and forward work', async ({ page, request }) => {
    const tagged = await api<ApiSpeaker[]>(request, 'localhost', '/conferences/speakers?tag=innovacion');
    const all = await api<ApiSpeaker[]>(request, 'localhost', '/conferences/speakers');
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.length).toBeLessThan(all.length);

    await page.goto(E2E.host('localhost') + '/ponentes');
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const filter = page.getByRole('navigation', { name: 'Filtrar ponentes por etiqueta' });
    await filter.getByRole('link', { name: /^Innovación/ }).click();
    await expect(page).toHaveURL(E2E.host('localhost') + '/ponentes?tag=innovacion');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${tagged.length} ponentes con la etiqueta «Innovación»`);
    await expect(cardNames(page)).toHaveText(tagged.map((s) => `${s.name} ${s.surname}`));
    await expect(filter.getByRole('link', { name: /^Innovación/ })).toHaveAttribute('aria-current', 'true');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(E2E.host('localhost') + '/ponentes');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${all.length} ponentes`);
    await expect(cardNames(page)).toHaveCount(all.length);
    await page.goForward();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${tagged.length} ponentes con la etiqueta «Innovación»`);

    // Opened directly (a shared link): the filter is applied.
    const salud = await api<ApiSpeaker[]>(request, 'localhost', '/conferences/speakers?tag=salud');
    await page.goto(E2E.host('localhost') + '/ponentes?tag=salud');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${salud.length} ponentes con la etiqueta «Salud»`);
    await expect(cardNames(page)).toHaveText(salud.map((s) => `${s.name} ${s.surname}`));
    await expect(filter.getByRole('link', { name: /^Salud/ })).toHaveAttribute('aria-current', 'true');

    // An unknown tag: an empty state with a way back to everyone.
    await page.goto(E2E.host('localhost') + '/ponentes?tag=no-existe');
    await expect(page.getByText('No hay ponentes con esta etiqueta.')).toBeVisible();
    await page.getByRole('link', { name: 'Ver todos los ponentes' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${all.length} ponentes`);
  });

  test('the list is in the cached HTML (no JavaScript needed); ?tag= does not make the page dynamic', async ({ browser, request }) => {
    const all = await api<ApiSpeaker[]>(request, 'localhost', '/conferences/speakers');
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(E2E.host('localhost') + '/ponentes?tag=salud');
    await expect(cardNames(page)).toHaveCount(all.length);
    await expect(page.getByRole('link', { name: /^Salud/ })).toHaveAttribute('href', '/ponentes?tag=salud');
    await context.close();

    for (const path of ['/ponentes', '/ponentes?tag=salud', '/ponentes/1', '/patrocinadores', '/ejes', '/ejes/transicion-digital']) {
      const res = await request.get(`${E2E.portal}${path}`, { headers: { Host: 'localhost' } });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toMatch(/s-maxage=\d+/);
      expect(res.headers()['set-cookie'], path).toBeUndefined();
    }
  });

  test('in English on eirv2023 and in Basque on localhost', async ({ page, request }) => {
    const eir = await api<ApiSpeaker[]>(request, 'eirv2023.localhost', '/conferences/speakers', 'en');
    await page.goto(E2E.host('eirv2023.localhost') + '/en/ponentes?tag=tecnologia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speakers');
    const tech = eir.filter((s) => s.tags.some((t) => t.slug === 'tecnologia'));
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${tech.length} speakers tagged “Technology”`);
    await expect(page.getByRole('main').getByRole('img').first()).toHaveAttribute('alt', /^Photo of /);

    await page.goto(E2E.host('localhost') + '/eus/ponentes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hizlariak');
    await expect(page.getByRole('navigation', { name: 'Iragazi hizlariak etiketaren arabera' })).toBeVisible();
  });
});

interface ApiSpeakerDetail extends ApiSpeaker {
  bio: string;
  links: { twitter: string | null; linkedin: string | null; website: string | null };
  conferences: { slug: string; title: string; startsAt: string; endsAt: string }[];
}

test.describe('speaker page', () => {
  test('localhost/ponentes/{id}: photo, position, company, bio, links, sessions in Madrid time', async ({ page, request }) => {
    const list = await api<ApiSpeaker[]>(request, 'localhost', '/conferences/speakers');
    let speaker: ApiSpeakerDetail | undefined;
    for (const s of list) {
      const detail = await api<ApiSpeakerDetail>(request, 'localhost', `/conferences/speakers/${s.id}`);
      if (detail.photo && detail.links.twitter && detail.conferences.length > 0) {
        speaker = detail;
        break;
      }
    }
    expect(speaker, 'a seeded speaker with photo, link and sessions').toBeDefined();
    const name = `${speaker!.name} ${speaker!.surname}`;

    const response = await page.goto(E2E.host('localhost') + `/ponentes/${speaker!.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(`^${name} · `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    const main = page.getByRole('main');
    await expect(main.getByRole('img', { name: `Foto de ${name}` })).toBeVisible();
    await expect(main).toContainText(speaker!.position!);
    await expect(main).toContainText(speaker!.company!);
    await expect(main.getByRole('heading', { level: 2, name: 'Biografía' })).toBeVisible();
    await expect(main).toContainText(speaker!.bio);

    const twitter = main.getByRole('link', { name: 'X (Twitter) (se abre en una ventana nueva)' });
    await expect(twitter).toHaveAttribute('href', speaker!.links.twitter!);
    await expect(twitter).toHaveAttribute('target', '_blank');
    await expect(twitter).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(main.getByRole('heading', { level: 2, name: 'Sesiones' })).toBeVisible();
    await expect(main.getByText(/^Zona horaria: /)).toBeVisible();
    const madrid = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' });
    for (const session of speaker!.conferences) {
      const link = main.getByRole('link', { name: session.title, exact: true });
      await expect(link).toHaveAttribute('href', `/agenda/${session.slug}`);
      const item = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: session.title, exact: true }) });
      // "09:00" or "9:00", whichever the language writes
      await expect(item).toContainText(madrid.format(new Date(session.startsAt)).replace(/^0/, ''));
      await expect(item).toContainText(madrid.format(new Date(session.endsAt)).replace(/^0/, ''));
    }

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Person', name });

    // A tag leads to the filtered list.
    await main.getByRole('list', { name: 'Etiquetas' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/ponentes\\?tag=${speaker!.tags[0]!.slug}$`));
    await expect(page.getByRole('main').getByRole('status')).toContainText(`con la etiqueta «${speaker!.tags[0]!.name}»`);
  });

  test('eirv2023 in English, localhost in Basque', async ({ page, request }) => {
    const [first] = await api<ApiSpeaker[]>(request, 'eirv2023.localhost', '/conferences/speakers', 'en');
    await page.goto(E2E.host('eirv2023.localhost') + `/en/ponentes/${first!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${first!.name} ${first!.surname}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All speakers' })).toHaveAttribute('href', '/en/ponentes');

    const [demo] = await api<ApiSpeaker[]>(request, 'localhost', '/conferences/speakers', 'eus');
    await page.goto(E2E.host('localhost') + `/eus/ponentes/${demo!.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Biografia' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Saioak' })).toBeVisible();
  });

  test('an unknown speaker is a real 404 on the wire', async ({ page, request }) => {
    const [eirSpeaker] = await api<ApiSpeaker[]>(request, 'eirv2023.localhost', '/conferences/speakers');
    const cases: [string, Host][] = [
      ['/ponentes/99999', 'localhost'],
      ['/en/ponentes/99999', 'localhost'],
      ['/ponentes/abc', 'localhost'],
      [`/ponentes/${eirSpeaker!.id}`, 'localhost'], // another tenant's speaker
      ['/en/ponentes/99999', 'eirv2023.localhost'],
    ];
    for (const [path, host] of cases) {
      const res = await request.get(`${E2E.portal}${path}`, { headers: { Host: host } });
      expect(res.status(), `${host}${path}`).toBe(404);
    }
    await page.goto(E2E.host('localhost') + '/ponentes/99999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  });
});

interface ApiSponsorGroup {
  name: string;
  title: string;
  sponsors: { id: number; company_name: string; url: string | null; category: 'gold' | 'silver' | 'bronze' }[];
}

test.describe('sponsors', () => {
  const HEADINGS = { gold: 'Patrocinadores oro', silver: 'Patrocinadores plata', bronze: 'Patrocinadores bronce' };

  for (const host of ['localhost', 'eirv2023.localhost'] as const) {
    test(`${host}/patrocinadores: promotores by category, other groups after, each logo leads to the sponsor's page`, async ({ page, request }) => {
      const groups = await api<ApiSponsorGroup[]>(request, host, '/sponsors');
      const promotores = groups.find((g) => g.name === 'promotores')!;
      const others = groups.filter((g) => g.name !== 'promotores' && g.sponsors.length > 0);
      const categories = (['gold', 'silver', 'bronze'] as const).filter((c) => promotores.sponsors.some((s) => s.category === c));

      const response = await page.goto(E2E.host(host) + '/patrocinadores');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/^Patrocinadores · /);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Patrocinadores');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([...categories.map((c) => HEADINGS[c]), ...others.map((g) => g.title)]);

      for (const category of categories) {
        const section = main.getByRole('region', { name: HEADINGS[category] });
        const expected = promotores.sponsors.filter((s) => s.category === category);
        await expect(section.getByRole('img')).toHaveCount(expected.length);
        // the sponsor's own site is linked from its page, not from the logo.
        for (const sponsor of expected) {
          const link = section.getByRole('link', { name: sponsor.company_name, exact: true });
          await expect(link).toHaveAttribute('href', `/patrocinadores/${sponsor.id}`);
          await expect(link).not.toHaveAttribute('target', /./);
        }
      }
      for (const group of others) {
        const section = main.getByRole('region', { name: group.title });
        for (const sponsor of group.sponsors) {
          const img = section.getByRole('img', { name: sponsor.company_name, exact: true });
          await expect(img).toBeVisible();
          await expect(section.getByRole('link', { name: sponsor.company_name, exact: true })).toHaveAttribute('href', `/patrocinadores/${sponsor.id}`);
        }
      }
    });
  }

  test('logos are at most 100 px high and 15 px apart (docs/product.md#limits), on a phone and a desktop', async ({ page }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 4000 }); // every lazy logo in view, so all load
      await page.goto(E2E.host('localhost') + '/patrocinadores');
      const logos = page.getByRole('main').locator('img');
      await expect.poll(() => logos.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
      const heights = await logos.evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(5);
      for (const h of heights) {
        expect(h).toBeGreaterThan(20);
        expect(h).toBeLessThanOrEqual(100);
      }
      const widths = await logos.evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect().right));
      for (const right of widths) expect(right).toBeLessThanOrEqual(width);
      const gaps = await page.getByRole('main').locator('ul:has(img)').evaluateAll((lists) => lists.map((l) => getComputedStyle(l).gap));
      expect(new Set(gaps)).toEqual(new Set(['15px']));
    }
  });

  test('in English on eirv2023 and in Basque on localhost', async ({ page }) => {
    await page.goto(E2E.host('eirv2023.localhost') + '/en/patrocinadores');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sponsors');
    await expect(page.getByRole('heading', { level: 2, name: 'Gold sponsors' })).toBeVisible();
    await expect(page.getByRole('main').locator('[data-sponsor-link]').first()).toHaveAttribute('href', /^\/en\/patrocinadores\/\d+$/);
    await page.goto(E2E.host('localhost') + '/eus/patrocinadores');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Babesleak');
    await expect(page.getByRole('heading', { level: 2, name: 'Urrezko babesleak' })).toBeVisible();
  });
});

interface ApiTopic {
  slug: string;
  name: string;
  description: string;
}
interface ApiTopicDetail extends ApiTopic {
  conferences: { slug: string; title: string; date: string; startsAt: string }[];
}

test.describe('topics', () => {
  test('eirv2023 has its three axes (docs/product.md#limits), each with a page of sessions by day', async ({ page, request }) => {
    const topics = await api<ApiTopic[]>(request, 'eirv2023.localhost', '/schedule/topics');
    expect(topics).toHaveLength(3);
    const response = await page.goto(E2E.host('eirv2023.localhost') + '/ejes');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Ejes temáticos · /);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ejes temáticos');
    await expect(main).toContainText('se organiza en 3 ejes temáticos');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(topics.map((t) => t.name));
    for (const topic of topics) await expect(main).toContainText(topic.description);

    const first = topics[0]!;
    const detail = await api<ApiTopicDetail>(request, 'eirv2023.localhost', `/schedule/topics/${first.slug}`);
    await main.getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(E2E.host('eirv2023.localhost') + `/ejes/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    await expect(page).toHaveTitle(new RegExp(`^${first.name} · `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', first.description);
    await expect(main).toContainText(first.description);
    await expect(main.getByRole('heading', { level: 2, name: 'Sesiones de este eje' })).toBeVisible();
    // 8, 9 and 10 May 2023: a heading per day.
    const days = [...new Set(detail.conferences.map((c) => c.date))].sort();
    expect(days).toEqual(['2023-05-08', '2023-05-09', '2023-05-10']);
    await expect(main.getByRole('heading', { level: 3 })).toHaveText([/8 de mayo de 2023/i, /9 de mayo de 2023/i, /10 de mayo de 2023/i]);
    for (const session of detail.conferences) {
      await expect(main.getByRole('link', { name: session.title, exact: true }).first()).toHaveAttribute('href', `/agenda/${session.slug}`);
    }
  });

  test('localhost /ejes and an axis in Basque; eirv2023 in English', async ({ page, request }) => {
    const topics = await api<ApiTopic[]>(request, 'localhost', '/schedule/topics', 'eus');
    await page.goto(E2E.host('localhost') + '/eus/ejes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ardatz tematikoak');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(topics.map((t) => t.name));
    await page.getByRole('main').getByRole('link', { name: topics[1]!.name }).click();
    await expect(page).toHaveURL(E2E.host('localhost') + `/eus/ejes/${topics[1]!.slug}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Ardatz honetako saioak' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ardatz guztiak' })).toHaveAttribute('href', '/eus/ejes');

    const [eir] = await api<ApiTopic[]>(request, 'eirv2023.localhost', '/schedule/topics', 'en');
    await page.goto(E2E.host('eirv2023.localhost') + `/en/ejes/${eir!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(eir!.name);
    await expect(page.getByRole('heading', { level: 2, name: 'Sessions in this theme' })).toBeVisible();
    await expect(page.getByText(/^Time zone: Central European Time$/)).toBeVisible();
  });

  test('an unknown axis is a real 404 on the wire', async ({ page, request }) => {
    for (const [path, host] of [
      ['/ejes/no-existe', 'localhost'],
      ['/en/ejes/no-existe', 'eirv2023.localhost'],
      ['/ejes/transicion-digital', 'eirv2023.localhost'], // another tenant's axis
      ['/ejes/a/b', 'localhost'],
    ] as const) {
      const res = await request.get(`${E2E.portal}${path}`, { headers: { Host: host } });
      expect(res.status(), `${host}${path}`).toBe(404);
    }
    await page.goto(E2E.host('eirv2023.localhost') + '/ejes/no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  });
});

/** WCAG 2.2 A and AA rules (axe-core tags), as in a11y.spec.ts. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SCREENS = [
  { name: 'speakers', url: E2E.host('localhost') + '/ponentes' },
  { name: 'speakers filtered (en)', url: E2E.host('eirv2023.localhost') + '/en/ponentes?tag=tecnologia' },
  { name: 'speaker', url: E2E.host('localhost') + '/ponentes/1' },
  { name: 'sponsors', url: E2E.host('localhost') + '/patrocinadores' },
  { name: 'topics (eirv2023)', url: E2E.host('eirv2023.localhost') + '/ejes' },
  { name: 'topic (eus)', url: E2E.host('localhost') + '/eus/ejes/transicion-digital' },
];

for (const width of [360, 1280]) {
  for (const screen of SCREENS) {
    test(`no axe violations: ${screen.name} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(screen.url);
      await expect(page.locator('h1')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
      // Nothing in the page's content is wider than the screen (no sideways scrolling on a phone).
      const overflowing = await page
        .getByRole('main')
        .evaluate((main, w) => [...main.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > w + 0.5).map((el) => el.outerHTML.slice(0, 80)), width);
      expect(overflowing).toEqual([]);
    });
  }
}
