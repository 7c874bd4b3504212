import { getCachedBlogPage } from '@/lib/api/public/blog';
import { getCachedConferences } from '@/lib/api/public/conferences';
import { getCachedSpeakers } from '@/lib/api/public/speakers';
import { getCachedTopics } from '@/lib/api/public/topics';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';

/**
 * The content pages of a tenant for its sitemap: sessions, speakers, blog posts (and their
 * list pages), topics. Read through the cached public readers; a group the API cannot give
 * right now is left out (and logged) rather than failing the whole sitemap.
 */
export async function contentPaths(tenantKey: string): Promise<string[]> {
  const locale = DEFAULT_LOCALE;
  const groups = await Promise.all([
    safe('sessions', async () => {
      const [current, past] = await Promise.all([
        getCachedConferences(tenantKey, locale, 'current'),
        getCachedConferences(tenantKey, locale, 'past'),
      ]);
      return [...current, ...past].map((c) => href('session', { slug: c.slug }));
    }),
    safe('speakers', async () => (await getCachedSpeakers(tenantKey, locale)).map((s) => href('speaker', { id: s.id }))),
    safe('topics', async () => (await getCachedTopics(tenantKey, locale)).map((t) => href('topics', { slug: t.slug }))),
    safe('blog', async () => {
      const first = await getCachedBlogPage(tenantKey, locale, 1);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.meta.lastPage - 1) }, (_, i) => getCachedBlogPage(tenantKey, locale, i + 2)),
      );
      const listPages = Array.from({ length: Math.max(0, first.meta.lastPage - 1) }, (_, i) => `${href('blog')}?page=${i + 2}`);
      return [...listPages, ...[first, ...rest].flatMap((p) => p.data.map((post) => href('blogPost', { id: post.id })))];
    }),
  ]);
  return groups.flat();
}

async function safe(name: string, read: () => Promise<string[]>): Promise<string[]> {
  try {
    return await read();
  } catch (error) {
    console.warn(`[sitemap] ${name} left out: ${(error as Error).message}`);
    return [];
  }
}
