/** /blog/posts, /blog/posts/tags, /featured, /homePage, /{id or slug}: rules in ../blog.ts */
import type { FastifyInstance } from 'fastify';
import { BLOG_PER_PAGE, markedPosts, postDetail, postPage } from '../blog';
import { intQuery, strQuery, type Deps } from '../deps';
import { tagList, scopeOf } from '../queries';

export function blogRoutes(app: FastifyInstance, d: Deps) {
  app.get('/blog/posts', async (req) =>
    postPage(
      d,
      scopeOf(req),
      intQuery(req.query, 'page') ?? 1,
      intQuery(req.query, 'per_page', { max: 50 }) ?? BLOG_PER_PAGE,
      strQuery(req.query, 'tag') ?? null,
    ),
  );

  app.get('/blog/posts/tags', async (req) => tagList(d, scopeOf(req), 'blog'));

  app.get('/blog/posts/featured', async (req) => markedPosts(d, scopeOf(req), 'featured'));

  app.get('/blog/posts/homePage', async (req) => markedPosts(d, scopeOf(req), 'home_page'));

  app.get<{ Params: { key: string } }>('/blog/posts/:key', async (req) => postDetail(d, scopeOf(req), req.params.key));
}
