import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  blogPostListSchema,
  blogPostPageSchema,
  blogPostSchema,
  cmsPageSchema,
  conferenceListSchema,
  roomsSeatingSchema,
  conferenceSchema,
  generalDataSchema,
  navigationMenuSchema,
  roomListSchema,
  scheduleSchema,
  scheduleSplitListSchema,
  speakerDetailSchema,
  speakerListSchema,
  sponsorCategoryListSchema,
  sponsorDetailSchema,
  sponsorGroupListSchema,
  tagListSchema,
  topicDetailSchema,
  topicListSchema,
  trackDetailSchema,
  trackListSchema,
  venueListSchema,
} from '../lib/api/schemas';
import { PAGES } from './seed/pages';
import { call, testServer, TENANTS } from './testing';

// Whole-tenant sweeps: give a loaded machine (parallel suites) time.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(() => app.close());

const LIVE = TENANTS.filter((t) => !t.maintenance);

/** Parses with the contract schema and checks nothing was stripped: the answer has exactly that shape. */
function exactly<T extends z.ZodType>(schema: T, body: unknown, where: string): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${where}: ${parsed.error.message}`);
  expect(parsed.data, where).toEqual(body);
  return parsed.data;
}

const LISTS: [string, z.ZodType][] = [
  ['/customer/general-data', generalDataSchema],
  ['/schedule/venues', venueListSchema],
  ['/cms/navigation-menu/header', navigationMenuSchema],
  ['/cms/navigation-menu/footer', navigationMenuSchema],
  ['/blog/posts', blogPostPageSchema],
  ['/blog/posts?page=2', blogPostPageSchema],
  ['/blog/posts?tag=noticias', blogPostPageSchema],
  ['/blog/posts/tags', tagListSchema],
  ['/blog/posts/featured', blogPostListSchema],
  ['/blog/posts/homePage', blogPostListSchema],
  ['/sponsors', sponsorGroupListSchema],
  ['/sponsors/tags', tagListSchema],
  ['/sponsors/category', sponsorCategoryListSchema],
  ['/conferences/speakers', speakerListSchema],
  ['/conferences/speakers/tags', tagListSchema],
  ['/conferences/all', conferenceListSchema],
  ['/conferences/all?when=past', conferenceListSchema],
  ['/conferences/all?when=upcoming&tag=tecnologia', conferenceListSchema],
  ['/conferences/featured', conferenceListSchema],
  ['/conferences/next', conferenceListSchema],
  ['/conferences/tags', tagListSchema],
  ['/schedule', scheduleSchema],
  ['/schedule/splits', scheduleSplitListSchema],
  ['/schedule/tags', tagListSchema],
  ['/schedule/rooms', roomListSchema],
  ['/schedule/topics', topicListSchema],
  ['/schedule/tracks', trackListSchema],
];

describe('contract: every endpoint, tenant and language answers exactly the schema', () => {
  for (const t of LIVE) {
    it(`${t.key} (${t.languages.join(', ')})`, async () => {
      for (const locale of t.languages) {
        const get = async <S extends z.ZodType>(url: string, schema: S) => {
          const res = await call(app, url, { tenant: t.key, locale });
          expect(res.status, `${t.key} ${locale} ${url}`).toBe(200);
          return exactly(schema, res.body, `${t.key} ${locale} ${url}`);
        };
        for (const [url, schema] of LISTS) await get(url, schema);

        const venues = await get('/schedule/venues', venueListSchema);
        await get(`/schedule/rooms?venue_id=${venues[0]!.id}`, roomListSchema);
        await get(`/schedule?venue_id=${venues[0]!.id}`, scheduleSchema);
        const posts = await get('/blog/posts', blogPostPageSchema);
        const post = posts.data[0]!;
        expect(await get(`/blog/posts/${post.slug}`, blogPostSchema)).toEqual(await get(`/blog/posts/${post.id}`, blogPostSchema));
        const groups = await get('/sponsors', sponsorGroupListSchema);
        await get(`/sponsors/${groups[0]!.sponsors[0]!.id}`, sponsorDetailSchema);
        const speakers = await get('/conferences/speakers', speakerListSchema);
        const sp = await get(`/conferences/speakers/${speakers[0]!.id}`, speakerDetailSchema);
        expect(await get(`/conferences/speakers/${speakers[0]!.slug}`, speakerDetailSchema)).toEqual(sp);
        const conferences = await get('/conferences/all', conferenceListSchema);
        const c = conferences.find((x) => x.format === 'keynote')!;
        const detail = await get(`/conferences/${c.slug}?venue_id=${c.venueId}`, conferenceSchema);
        expect(await get(`/conferences/${c.slug}/details`, conferenceSchema)).toEqual(detail);
        expect(await get(`/conferences/${c.id}`, conferenceSchema)).toEqual(detail);
        await get(`/conferences/${c.id}/speakers`, speakerListSchema);
        expect((await get(`/conferences/${c.id}/rooms-seating`, roomsSeatingSchema)).rooms.map((r) => ({ id: r.id, name: r.name, seating: { occupied: r.occupied, total: r.total } }))).toEqual(detail.rooms);
        const topics = await get('/schedule/topics', topicListSchema);
        await get(`/schedule/topics/${topics[0]!.slug}`, topicDetailSchema);
        const tracks = await get('/schedule/tracks', trackListSchema);
        await get(`/schedule/tracks/${tracks[0]!.id}`, trackDetailSchema);
        for (const slug of Object.keys(PAGES)) {
          const page = await get(`/cms/pages/${slug}`, cmsPageSchema);
          expect(page.content.length, `${t.key} ${locale} ${slug}`).toBeGreaterThan(80);
        }
      }
    });
  }
});

describe('translations are real, not Spanish copies', () => {
  for (const t of LIVE) {
    for (const locale of t.languages.filter((l) => l !== 'es')) {
      it(`${t.key} ${locale}`, async () => {
        const both = async (url: string) => {
          const es = await call(app, url, { tenant: t.key, locale: 'es' });
          const other = await call(app, url, { tenant: t.key, locale });
          expect(other.headers['content-language']).toBe(locale);
          return [es.body, other.body];
        };
        const [gEs, gOther] = await both('/customer/general-data');
        expect(gOther.description).not.toBe(gEs.description);
        const [cEs, cOther] = await both('/conferences/all');
        const same = cEs.filter((c: { title: string }, i: number) => c.title === cOther[i].title).length;
        expect(same, 'identical conference titles').toBe(0);
        const [hEs, hOther] = await both('/cms/navigation-menu/header');
        const texts = (m: { sections: { text: string }[] }) => m.sections.map((s) => s.text);
        expect(texts(hOther)).not.toEqual(texts(hEs));
        for (const slug of Object.keys(PAGES)) {
          const [pEs, pOther] = await both(`/cms/pages/${slug}`);
          expect(pOther.content, slug).not.toBe(pEs.content);
        }
        const [tEs, tOther] = await both('/conferences/tags');
        expect(tOther.map((x: { name: string }) => x.name)).not.toEqual(tEs.map((x: { name: string }) => x.name));
      });
    }
  }
});

describe('seed figures', () => {
  it('demo: 2 venues, 3 days, 60+ sessions, 30 speakers, 12 sponsors, 15 posts, a past edition', async () => {
    const venues = (await call(app, '/schedule/venues')).body;
    expect(venues.map((v: { name: string }) => v.name)).toEqual(['Palacio Euskalduna (Bilbao)', 'Kursaal (Donostia)']);
    const schedule = (await call(app, '/schedule')).body as { date: string; conferences: { venueId: number; format: string }[] }[];
    expect(schedule.map((d) => d.date)).toEqual(['2027-03-09', '2027-03-10', '2027-03-11']);
    const sessions = schedule.flatMap((d) => d.conferences).filter((c) => c.format !== 'break');
    expect(sessions.length).toBeGreaterThanOrEqual(60);
    for (const v of venues) expect(sessions.filter((c) => c.venueId === v.id).length).toBeGreaterThanOrEqual(30);
    expect((await call(app, '/conferences/all')).body).toHaveLength(sessions.length);
    expect((await call(app, '/conferences/speakers')).body).toHaveLength(30);
    const groups = (await call(app, '/sponsors')).body as { name: string; sponsors: unknown[] }[];
    expect(groups.reduce((n, g) => n + g.sponsors.length, 0)).toBe(12);
    expect(groups[0]!.name).toBe('promotores');
    const cats = (await call(app, '/sponsors/category')).body as { category: string }[];
    expect(cats.map((c) => c.category)).toEqual(['gold', 'silver', 'bronze']);
    const blog = (await call(app, '/blog/posts')).body;
    expect(blog.meta).toEqual({ currentPage: 1, lastPage: 3, total: 15, perPage: 6 });
    expect((await call(app, '/blog/posts?page=3')).body.data).toHaveLength(3);
    expect((await call(app, '/blog/posts?page=9')).body.data).toEqual([]);
    const past = (await call(app, '/conferences/all?when=past')).body as { edition: number; past: boolean }[];
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((c) => c.edition === 2025 && c.past)).toBe(true);
  });

  it('demo seating: some sessions are full, none over capacity', async () => {
    const all = (await call(app, '/conferences/all')).body as { rooms: { seating: { occupied: number; total: number } }[] }[];
    const seatings = all.flatMap((c) => c.rooms.map((r) => r.seating));
    expect(seatings.some((s) => s.occupied === s.total)).toBe(true);
    expect(seatings.every((s) => s.occupied <= s.total && s.total > 0)).toBe(true);
  });

  it('venues: compact has one, hermes two', async () => {
    expect((await call(app, '/schedule/venues', { tenant: 'compact' })).body).toHaveLength(1);
    expect((await call(app, '/schedule/venues', { tenant: 'hermes' })).body).toHaveLength(2);
  });

  it('eirv2023 is the docs/product.md#limits event: 700 leaders, three axes, 8–10 May 2023', async () => {
    const g = (await call(app, '/customer/general-data', { tenant: 'eirv2023', locale: 'en' })).body;
    expect(g.description).toContain('700 leaders');
    expect(g.startsAt).toBe('2023-05-08T09:00:00+02:00');
    expect(g.endsAt).toBe('2023-05-10T18:30:00+02:00');
    const topics = (await call(app, '/schedule/topics', { tenant: 'eirv2023' })).body;
    expect(topics).toHaveLength(3);
    const schedule = (await call(app, '/schedule', { tenant: 'eirv2023' })).body as { date: string }[];
    expect(schedule.map((d) => d.date)).toEqual(['2023-05-08', '2023-05-09', '2023-05-10']);
  });

  it('past / next / today follow the (fixed) clock', async () => {
    const onDay2 = await testServer({ now: () => new Date('2027-03-10T08:00:00+01:00') });
    try {
      const today = (await call(onDay2, '/conferences/all?when=today')).body as { date: string }[];
      expect(today.length).toBeGreaterThan(0);
      expect(today.every((c) => c.date === '2027-03-10')).toBe(true);
      const next = (await call(onDay2, '/conferences/next')).body as { date: string }[];
      expect(next).toHaveLength(6);
      expect(next[0]!.date).toBe('2027-03-10');
      const all = (await call(onDay2, '/conferences/all')).body as { date: string; past: boolean }[];
      expect(all.filter((c) => c.past).every((c) => c.date === '2027-03-09')).toBe(true);
    } finally {
      await onDay2.close();
    }
  });

  it('is deterministic', async () => {
    const other = await testServer();
    try {
      for (const url of ['/conferences/all', '/conferences/speakers', '/blog/posts?page=2', '/sponsors', '/cms/pages/comites']) {
        expect((await call(other, url, { locale: 'en' })).body).toEqual((await call(app, url, { locale: 'en' })).body);
      }
    } finally {
      await other.close();
    }
  });
});

describe('menus', () => {
  it('demo header: 4–7 sections with a dropdown, an external link, home and a component (and the tickets page: demo sells tickets)', async () => {
    const { sections } = (await call(app, '/cms/navigation-menu/header')).body as z.infer<typeof navigationMenuSchema>;
    expect(sections.length).toBeGreaterThanOrEqual(4);
    expect(sections.length).toBeLessThanOrEqual(7);
    expect(sections.some((s) => s.children.length > 0)).toBe(true);
    expect(sections.some((s) => s.target.startsWith('https://'))).toBe(true);
    expect(sections.some((s) => s.target === '' && !s.isComponent)).toBe(true);
    expect(sections.find((s) => s.isComponent)?.target).toBe('venue-selector');
    const paths = sections.flatMap((s) => [s.target, ...s.children.map((c) => c.target)]);
    for (const p of ['/agenda', '/ponentes', '/patrocinadores', '/blog', '/actividades', '/contacto', '/comites', '/ejes', '/entradas']) expect(paths).toContain(p);
  });

  it('compact header has 2–3 entries', async () => {
    const { sections } = (await call(app, '/cms/navigation-menu/header', { tenant: 'compact' })).body;
    expect(sections.length).toBeGreaterThanOrEqual(2);
    expect(sections.length).toBeLessThanOrEqual(3);
  });

  it('footer has a legal (1) and a comunication (2) section with the legal pages', async () => {
    const { sections } = (await call(app, '/cms/navigation-menu/footer', { locale: 'pt' })).body as z.infer<typeof navigationMenuSchema>;
    const legal = sections.find((s) => s.type === 1)!;
    const comms = sections.find((s) => s.type === 2)!;
    expect(legal.children.map((c) => c.target)).toEqual(['/politica-de-privacidad', '/condiciones', '/aviso-legal', '/politica-de-cookies']);
    expect(comms.children.map((c) => c.target)).toEqual(expect.arrayContaining(['/sala-de-prensa', '/contacto']));
    expect(legal.text).toBe('Informações legais');
  });

  it('unknown menu area is a 404', async () => {
    expect((await call(app, '/cms/navigation-menu/sidebar')).status).toBe(404);
  });
});

describe('CMS pages', () => {
  it('404 for an unknown slug', async () => {
    const res = await call(app, '/cms/pages/no-existe');
    expect(res.status).toBe(404);
    expect(res.body.message).toBeTruthy();
  });

  it('the hostile test page carries the payloads and the legitimate markup (demo only)', async () => {
    const page = (await call(app, '/cms/pages/pagina-de-prueba-html')).body.content as string;
    for (const s of ['<script>', 'onerror=', 'javascript:', '<style>', 'style="position:fixed', '<table>', '<ul>', '<h2>', 'https://www.youtube.com/embed/']) {
      expect(page).toContain(s);
    }
    expect((await call(app, '/cms/pages/pagina-de-prueba-html', { tenant: 'hermes' })).status).toBe(404);
  });

  it('pages are scoped by tenant', async () => {
    const demo = (await call(app, '/cms/pages/aviso-legal')).body.content;
    const hermes = (await call(app, '/cms/pages/aviso-legal', { tenant: 'hermes' })).body.content;
    expect(demo).toContain('Ekitaldi Events S.L.');
    expect(hermes).toContain('Hermes Forum Association');
  });
});

describe('lookups', () => {
  it('404 for unknown ids and slugs, and for another tenant\'s rows', async () => {
    const post = (await call(app, '/blog/posts')).body.data[0];
    const sponsor = (await call(app, '/sponsors')).body[0].sponsors[0];
    const conference = (await call(app, '/conferences/all')).body[0];
    // ids are global, so another tenant asking for them must get a 404
    for (const url of [`/blog/posts/${post.id}`, `/sponsors/${sponsor.id}`, `/conferences/${conference.id}`, `/conferences/speakers/${conference.speakers[0].id}`]) {
      expect((await call(app, url)).status, url).toBe(200);
      expect((await call(app, url, { tenant: 'hermes' })).status, url).toBe(404);
    }
    for (const url of ['/blog/posts/99999', '/sponsors/abc', '/conferences/speakers/nadie', '/schedule/topics/nada', '/schedule/tracks/999']) {
      expect((await call(app, url)).status, url).toBe(404);
    }
  });

  it('422 for malformed query parameters', async () => {
    for (const url of ['/blog/posts?page=0', '/blog/posts?page=abc', '/schedule?venue_id=x', '/conferences/all?when=soon']) {
      const res = await call(app, url);
      expect(res.status, url).toBe(422);
      expect(Object.keys(res.body.errors)).toHaveLength(1);
    }
  });

  it('filters by tag and venue', async () => {
    const tagged = (await call(app, '/conferences/all?tag=salud')).body as { tags: { slug: string }[] }[];
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((c) => c.tags.some((t) => t.slug === 'salud'))).toBe(true);
    const venues = (await call(app, '/schedule/venues')).body;
    const day = (await call(app, `/schedule?venue_id=${venues[1].id}`)).body[0].conferences as { venueId: number }[];
    expect(day.every((c) => c.venueId === venues[1].id)).toBe(true);
    const speakers = (await call(app, '/conferences/speakers?tag=salud')).body as { tags: { slug: string }[] }[];
    expect(speakers.every((s) => s.tags.some((t) => t.slug === 'salud'))).toBe(true);
  });

  it('media URLs are absolute and served', async () => {
    const speaker = ((await call(app, '/conferences/speakers')).body as { photo: string | null }[]).find((s) => s.photo)!;
    expect(speaker.photo).toMatch(/^http:\/\/localhost:4000\/media\/speakers\/\d+\.svg$/);
    const svg = await app.inject({ url: new URL(speaker.photo!).pathname });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    const keynotes = ((await call(app, '/conferences/all')).body as { slug: string; format: string }[]).filter((c) => c.format === 'keynote');
    const details = await Promise.all(keynotes.map(async (c) => (await call(app, `/conferences/${c.slug}`)).body));
    // Only public files have an address; gated ones go through GET /conferences/{id}/files/{fileId}.
    const files = details.flatMap((d) => d.files as { url?: string; gate: string }[]);
    expect(files.filter((f) => f.gate !== 'public').every((f) => f.url === undefined)).toBe(true);
    const publicFiles = files.filter((f): f is { url: string; gate: string } => f.gate === 'public');
    expect(publicFiles.length).toBeGreaterThan(0);
    for (const f of publicFiles.slice(0, 3)) {
      const pdf = await app.inject({ url: new URL(f.url).pathname });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.body.startsWith('%PDF-1.4')).toBe(true);
    }
  });
});
