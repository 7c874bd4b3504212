/**
 * The blog's rules (/blog/posts…): a page of posts filtered by tag, the featured and home-page
 * posts, and one post by id or slug. The routes (routes/blog.ts) only read the request and call these.
 */
import type { BlogPost, BlogPostPage, BlogPostSummary } from '../lib/api/schemas';
import { tcol, tjoin } from './db';
import type { Deps } from './deps';
import { notFound } from './errors';
import { tagsOf, type Scope } from './queries';

export const BLOG_PER_PAGE = 6;

interface PostRow {
  id: number;
  slug: string;
  image: string | null;
  published_at: string;
  featured: number;
  title: string;
  excerpt: string;
  content: string;
  author: string | null;
}

const SELECT = `SELECT p.id, p.slug, p.image, p.published_at, p.featured,
  ${tcol('t', 'title')}, ${tcol('t', 'excerpt')}, ${tcol('t', 'content')}, ${tcol('t', 'author')}
  FROM posts p ${tjoin('post_i18n', 'post_id', 'p.id', 't')}`;

const TAG_FILTER = `(@tag IS NULL OR EXISTS (SELECT 1 FROM post_tags pt JOIN tags tg ON tg.id = pt.tag_id WHERE pt.post_id = p.id AND tg.slug = @tag))`;

function summaries(d: Deps, s: Scope, rows: PostRow[]): BlogPostSummary[] {
  const tags = tagsOf(d, s, 'post_tags', 'post_id', rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    image: d.media(r.image),
    publishedAt: r.published_at,
    featured: r.featured === 1,
    author: r.author,
    tags: tags.get(r.id) ?? [],
  }));
}

/** Page `page` of the tenant's posts, newest first, those with `tag` only when one is given. */
export function postPage(d: Deps, s: Scope, page: number, perPage: number, tag: string | null): BlogPostPage {
  const { n } = d.sql(`SELECT count(*) AS n FROM posts p WHERE p.tenant = @tenant AND ${TAG_FILTER}`).get({ ...s, tag }) as { n: number };
  const rows = d
    .sql(`${SELECT} WHERE p.tenant = @tenant AND ${TAG_FILTER} ORDER BY p.published_at DESC, p.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...s, tag, limit: perPage, offset: (page - 1) * perPage }) as PostRow[];
  return {
    data: summaries(d, s, rows),
    meta: { currentPage: page, lastPage: Math.max(1, Math.ceil(n / perPage)), total: n, perPage },
  };
}

/** The posts marked `featured` or `home_page`, newest first. */
export function markedPosts(d: Deps, s: Scope, mark: 'featured' | 'home_page'): BlogPostSummary[] {
  return summaries(d, s, d.sql(`${SELECT} WHERE p.tenant = @tenant AND p.${mark} = 1 ORDER BY p.published_at DESC`).all(s) as PostRow[]);
}

/** One post by id (digits) or slug, with its content; 404 when there is none. */
export function postDetail(d: Deps, s: Scope, key: string): BlogPost {
  const row = (/^\d+$/.test(key)
    ? d.sql(`${SELECT} WHERE p.tenant = @tenant AND p.id = @key`).get({ ...s, key: Number(key) })
    : d.sql(`${SELECT} WHERE p.tenant = @tenant AND p.slug = @key`).get({ ...s, key })) as PostRow | undefined;
  if (!row) throw notFound('Post not found');
  return { ...summaries(d, s, [row])[0]!, content: row.content };
}
