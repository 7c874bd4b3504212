/** /blog/posts, /blog/posts/tags, /featured, /homePage, /{id or slug} */
import type { FastifyInstance } from 'fastify';
import type { BlogPost, BlogPostPage, BlogPostSummary } from '../../lib/api/schemas';
import { tcol, tjoin } from '../db';
import { intQuery, strQuery, type Deps } from '../deps';
import { notFound } from '../errors';
import { tagList, tagsOf, type Scope } from '../queries';

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

export function blogRoutes(app: FastifyInstance, d: Deps) {
  const summaries = (s: Scope, rows: PostRow[]): BlogPostSummary[] => {
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
  };
  const scope = (req: { tenant: { key: string }; locale: Scope['locale'] }): Scope => ({ tenant: req.tenant.key, locale: req.locale });
  const TAG_FILTER = `(@tag IS NULL OR EXISTS (SELECT 1 FROM post_tags pt JOIN tags tg ON tg.id = pt.tag_id WHERE pt.post_id = p.id AND tg.slug = @tag))`;

  app.get('/blog/posts', async (req) => {
    const s = scope(req);
    const page = intQuery(req.query, 'page') ?? 1;
    const perPage = intQuery(req.query, 'per_page', { max: 50 }) ?? BLOG_PER_PAGE;
    const tag = strQuery(req.query, 'tag') ?? null;
    const { n } = d.sql(`SELECT count(*) AS n FROM posts p WHERE p.tenant = @tenant AND ${TAG_FILTER}`).get({ ...s, tag }) as { n: number };
    const rows = d
      .sql(`${SELECT} WHERE p.tenant = @tenant AND ${TAG_FILTER} ORDER BY p.published_at DESC, p.id DESC LIMIT @limit OFFSET @offset`)
      .all({ ...s, tag, limit: perPage, offset: (page - 1) * perPage }) as PostRow[];
    const body: BlogPostPage = {
      data: summaries(s, rows),
      meta: { currentPage: page, lastPage: Math.max(1, Math.ceil(n / perPage)), total: n, perPage },
    };
    return body;
  });

  app.get('/blog/posts/tags', async (req) => tagList(d, scope(req), 'blog'));

  app.get('/blog/posts/featured', async (req) => {
    const s = scope(req);
    return summaries(s, d.sql(`${SELECT} WHERE p.tenant = @tenant AND p.featured = 1 ORDER BY p.published_at DESC`).all(s) as PostRow[]);
  });

  app.get('/blog/posts/homePage', async (req) => {
    const s = scope(req);
    return summaries(s, d.sql(`${SELECT} WHERE p.tenant = @tenant AND p.home_page = 1 ORDER BY p.published_at DESC`).all(s) as PostRow[]);
  });

  app.get<{ Params: { key: string } }>('/blog/posts/:key', async (req) => {
    const s = scope(req);
    const key = req.params.key;
    const row = (/^\d+$/.test(key)
      ? d.sql(`${SELECT} WHERE p.tenant = @tenant AND p.id = @key`).get({ ...s, key: Number(key) })
      : d.sql(`${SELECT} WHERE p.tenant = @tenant AND p.slug = @key`).get({ ...s, key })) as PostRow | undefined;
    if (!row) throw notFound('Post not found');
    const body: BlogPost = { ...summaries(s, [row])[0]!, content: row.content };
    return body;
  });
}
