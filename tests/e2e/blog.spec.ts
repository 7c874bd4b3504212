import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { E2E } from './env';

/** The blog (`/blog`, `/blog?page=n`, `/blog/{id}`, `?tag=`) on the `localhost` demo tenant. */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SITE = E2E.host('localhost');
const registry = JSON.parse(fs.readFileSync('lib/tenants/demo-tenants.json', 'utf8')) as { tenants: { key: string; token: string }[] };
const DEMO_TOKEN = registry.tenants.find((t) => t.key === 'demo')!.token;

interface PostSummary {
  id: number;
  title: string;
  tags: { slug: string; name: string }[];
}
interface PostPage {
  data: PostSummary[];
  meta: { currentPage: number; lastPage: number; total: number };
}

/** What the demo API says (the page must show the same). */
async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${E2E.api}${path}`, { headers: { 'X-Tenant': DEMO_TOKEN, 'X-Locale': 'es' } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Paginación de noticias' });
const latest = (page: Page) => page.getByRole('region', { name: /Últimas noticias|Noticias con la etiqueta/ });

test.describe('blog list', () => {
  test('page 1: featured posts, tags, the newest posts and real pagination links', async ({ page }) => {
    const first = await api<PostPage>('/blog/posts?page=1');
    expect(first.meta.lastPage).toBeGreaterThanOrEqual(3);
    const response = await page.goto(`${SITE}/blog`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Noticias · /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias');
    await expect(page.getByRole('heading', { level: 2, name: 'Destacadas' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Etiquetas' }).getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'true');

    const titles = latest(page).getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(first.data.map((p) => p.title));

    const nav = pagination(page);
    await expect(nav.getByText(`Página 1 de ${first.meta.lastPage}`)).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Página 1' })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: 'Página 2' })).toHaveAttribute('href', '/blog?page=2');
    await expect(nav.locator('a[rel="prev"]')).toHaveCount(0);
    await expect(nav.locator('a[rel="next"]')).toHaveAttribute('href', '/blog?page=2');
  });

  test('following the links: ?page=2 shows the next posts, with prev/next and the current page marked', async ({ page }) => {
    const second = await api<PostPage>('/blog/posts?page=2');
    await page.goto(`${SITE}/blog`);
    await pagination(page).getByRole('link', { name: /Siguiente/ }).click();
    await expect(page).toHaveURL(`${SITE}/blog?page=2`);
    await expect(latest(page).getByRole('heading', { level: 3 })).toHaveText(second.data.map((p) => p.title));
    const nav = pagination(page);
    await expect(nav.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('a[rel="prev"]')).toHaveAttribute('href', '/blog');
    await expect(nav.locator('a[rel="next"]')).toHaveAttribute('href', '/blog?page=3');
    // Featured posts belong to the first page only.
    await expect(page.getByRole('heading', { name: 'Destacadas' })).toHaveCount(0);
    await expect(page).toHaveTitle(/^Noticias · página 2 · /);
  });

  test('the last page has no next link; links keep the language prefix', async ({ page }) => {
    const { meta } = await api<PostPage>('/blog/posts');
    await page.goto(`${SITE}/blog?page=${meta.lastPage}`);
    const nav = pagination(page);
    await expect(nav.getByRole('link', { name: `Página ${meta.lastPage}` })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('a[rel="next"]')).toHaveCount(0);

    await page.goto(`${SITE}/en/blog`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect(page.getByRole('navigation', { name: 'News pages' }).locator('a[rel="next"]')).toHaveAttribute('href', '/en/blog?page=2');
  });

  test('a page number past the last, zero or not a number is a 404 on the wire', async ({ request, page }) => {
    const { meta } = await api<PostPage>('/blog/posts');
    for (const bad of [String(meta.lastPage + 1), '999', '0', 'abc', '-1', '2.5']) {
      const res = await request.get(`${SITE}/blog?page=${bad}`);
      expect(res.status(), `?page=${bad}`).toBe(404);
    }
    expect((await request.get(`${SITE}/en/blog?page=${meta.lastPage + 1}`)).status()).toBe(404);
    // ?page=1 is the first page itself
    expect((await request.get(`${SITE}/blog?page=1`)).status()).toBe(200);
    const response = await page.goto(`${SITE}/blog?page=${meta.lastPage + 1}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  });

  test('a tag shows only its posts, marked as the current filter, with its own pagination', async ({ page }) => {
    const tagged = await api<PostPage>('/blog/posts?tag=noticias');
    expect(tagged.data.length).toBeGreaterThan(0);
    await page.goto(`${SITE}/blog`);
    const filter = page.getByRole('navigation', { name: 'Etiquetas' });
    await filter.getByRole('link', { name: 'Noticias', exact: true }).click();
    await expect(page).toHaveURL(`${SITE}/blog?tag=noticias`);
    await expect(filter.getByRole('link', { name: 'Noticias', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Noticias con la etiqueta «Noticias»' })).toBeVisible();
    const cards = latest(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(tagged.data.map((p) => p.title));
    for (const card of await cards.all()) {
      await expect(card.getByRole('list', { name: 'Etiquetas' }).getByRole('link', { name: 'Noticias', exact: true })).toBeVisible();
    }
    if (tagged.meta.lastPage > 1) {
      await expect(pagination(page).locator('a[rel="next"]')).toHaveAttribute('href', '/blog?tag=noticias&page=2');
    }
    // "All" clears the filter
    await filter.getByRole('link', { name: 'Todas' }).click();
    await expect(page).toHaveURL(`${SITE}/blog`);
    await expect(page.getByRole('heading', { level: 2, name: 'Últimas noticias' })).toBeVisible();
  });

  test('a tag opened directly in the URL is applied', async ({ page }) => {
    const tagged = await api<PostPage>('/blog/posts?tag=organizacion');
    await page.goto(`${SITE}/blog?tag=organizacion`);
    await expect(page.getByRole('heading', { level: 2, name: /Noticias con la etiqueta/ })).toBeVisible();
    await expect(latest(page).getByRole('heading', { level: 3 })).toHaveText(tagged.data.map((p) => p.title));
  });
});

test.describe('blog post', () => {
  test('detail: title, date, author, image, tags and sanitised content', async ({ page }) => {
    const first = await api<PostPage>('/blog/posts');
    const summary = first.data.find((p) => p.tags.length > 0)!;
    const post = await api<{ id: number; title: string; excerpt: string; image: string | null; author: string | null; publishedAt: string; tags: { name: string }[] }>(
      `/blog/posts/${summary.id}`,
    );
    await page.goto(`${SITE}/blog`);
    await latest(page).getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(`${SITE}/blog/${post.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(new RegExp(`^${post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
    await expect(page.locator('article time')).toHaveAttribute('datetime', post.publishedAt);
    if (post.author) await expect(page.getByText(`Por ${post.author}`)).toBeVisible();
    if (post.image) await expect(page.locator(`article img[src="${post.image}"]`)).toBeVisible();
    const tags = page.getByRole('list', { name: 'Etiquetas' });
    await expect(tags.getByRole('link')).toHaveText(post.tags.map((t) => t.name));
    await expect(page.locator('article .prose h2')).toHaveCount(1);
    await expect(page.locator('article .prose script')).toHaveCount(0);
    await page.getByRole('link', { name: 'Volver a las noticias' }).click();
    await expect(page).toHaveURL(`${SITE}/blog`);
  });

  test('an unknown or non-numeric id is a 404 on the wire', async ({ request, page }) => {
    expect((await request.get(`${SITE}/blog/999999`)).status()).toBe(404);
    expect((await request.get(`${SITE}/blog/abc`)).status()).toBe(404);
    expect((await request.get(`${SITE}/en/blog/999999`)).status()).toBe(404);
    const response = await page.goto(`${SITE}/blog/999999`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  });

  test("another tenant's post id is unknown here", async ({ request }) => {
    const hermesToken = registry.tenants.find((t) => t.key === 'hermes')!.token;
    const res = await fetch(`${E2E.api}/blog/posts`, { headers: { 'X-Tenant': hermesToken } });
    const hermes = (await res.json()) as PostPage;
    const demoIds = new Set((await api<PostPage>('/blog/posts?per_page=50')).data.map((p) => p.id));
    const foreign = hermes.data.find((p) => !demoIds.has(p.id))!;
    expect((await request.get(`${SITE}/blog/${foreign.id}`)).status()).toBe(404);
    // (Node cannot resolve *.localhost: ask the portal with the Host header instead.)
    expect((await request.get(`${E2E.portal}/blog/${foreign.id}`, { headers: { Host: 'hermes.localhost' } })).status()).toBe(200);
  });
});

test.describe('blog accessibility', () => {
  for (const width of [360, 1280]) {
    for (const target of [
      { name: 'list', path: '/blog' },
      { name: 'page 2', path: '/blog?page=2' },
      { name: 'tag', path: '/blog?tag=noticias' },
      { name: 'post', path: 'first post' },
      { name: 'list (eus)', path: '/eus/blog' },
    ]) {
      test(`no axe violations: ${target.name} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        const path = target.path === 'first post' ? `/blog/${(await api<PostPage>('/blog/posts')).data[0]!.id}` : target.path;
        await page.goto(SITE + path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (target.name === 'tag') await expect(page.getByRole('heading', { name: /Noticias con la etiqueta/ })).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  }
});
