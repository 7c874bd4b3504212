import { href } from '@/lib/routing/routes';

/**
 * Blog list links (locale-free; `Link` adds the prefix). Page 1 is `/blog` itself; other pages
 * are `/blog?page=n`, which the middleware serves from the cached `blog/page/[page]` segment.
 *
 *   blogPageHref(1)              → '/blog'
 *   blogPageHref(3)              → '/blog?page=3'
 *   blogPageHref(2, 'noticias')  → '/blog?tag=noticias&page=2'
 */
export function blogPageHref(page: number, tag?: string | null): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${href('blog')}?${query}` : href('blog');
}

/** '/blog?tag=slug' — the first page of a tag. */
export function blogTagHref(slug: string): string {
  return blogPageHref(1, slug);
}

/** A page number from the `blog/page/[page]` segment: an integer ≥ 2, else null (→ 404). */
export function parseBlogPage(raw: string): number | null {
  if (!/^[1-9][0-9]{0,4}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 2 ? page : null;
}

/**
 * The page links to show around `current`: the first, the last, and two either side, with
 * null where numbers are left out.
 *
 *   pageWindow(1, 3)  → [1, 2, 3]
 *   pageWindow(6, 12) → [1, null, 4, 5, 6, 7, 8, null, 12]
 */
export function pageWindow(current: number, last: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= radius) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
