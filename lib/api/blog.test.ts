import { describe, expect, it } from 'vitest';
import { getBlogPost, getBlogPosts, getBlogTags, getFeaturedBlogPosts, getHomePageBlogPosts } from './blog';
import { createApiClient } from './client';
import { attachFakeTransport, type FakeHandler } from './test-adapter';

const summary = {
  id: 3,
  slug: 'hola',
  title: 'Hola',
  excerpt: 'Resumen',
  image: null,
  publishedAt: '2026-11-01T10:00:00+01:00',
  featured: false,
  author: null,
  tags: [{ id: 1, name: 'Noticias', slug: 'noticias' }],
};

function api(handler: FakeHandler) {
  const instance = createApiClient({ baseURL: 'http://api.test', tenantToken: 't', timeoutMs: 1_000 });
  return { instance, ...attachFakeTransport(instance, handler) };
}

describe('blog', () => {
  it('getBlogPosts sends page and tag as query parameters', async () => {
    const page = { data: [summary], meta: { currentPage: 2, lastPage: 3, total: 13, perPage: 6 } };
    const t = api(() => ({ status: 200, data: page }));
    await expect(getBlogPosts(t.instance, { page: 2, tag: 'noticias' })).resolves.toEqual(page);
    await getBlogPosts(t.instance);
    expect(t.requests[0]).toMatchObject({ url: '/blog/posts', params: { page: 2, tag: 'noticias' } });
    expect(t.requests[1]?.params).toEqual({});
  });

  it('reads tags, featured and home-page posts', async () => {
    const t = api((c) => ({ status: 200, data: c.url === '/blog/posts/tags' ? summary.tags : [summary] }));
    await expect(getBlogTags(t.instance)).resolves.toEqual(summary.tags);
    await expect(getFeaturedBlogPosts(t.instance)).resolves.toEqual([summary]);
    await expect(getHomePageBlogPosts(t.instance)).resolves.toEqual([summary]);
    expect(t.requests.map((r) => r.url)).toEqual(['/blog/posts/tags', '/blog/posts/featured', '/blog/posts/homePage']);
  });

  it('getBlogPost reads one post; unknown is not_found', async () => {
    const t = api(() => ({ status: 200, data: { ...summary, content: '<p>x</p>' } }));
    await expect(getBlogPost(t.instance, 3)).resolves.toMatchObject({ id: 3, content: '<p>x</p>' });
    expect(t.requests[0]?.url).toBe('/blog/posts/3');
    await expect(getBlogPost(api(() => ({ status: 404, data: { message: 'Post not found' } })).instance, 9)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
