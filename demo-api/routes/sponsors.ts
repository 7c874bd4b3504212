/** /sponsors, /sponsors/tags, /sponsors/category, /sponsors/{id} */
import type { FastifyInstance } from 'fastify';
import { strQuery, type Deps } from '../deps';
import { tagList, scopeOf } from '../queries';
import { sponsorCategories, sponsorDetail, sponsorGroups } from '../sponsors';

export function sponsorRoutes(app: FastifyInstance, d: Deps) {
  app.get('/sponsors', async (req) => sponsorGroups(d, scopeOf(req), strQuery(req.query, 'tag') ?? null));

  app.get('/sponsors/tags', async (req) => tagList(d, scopeOf(req), 'sponsor'));

  app.get('/sponsors/category', async (req) => sponsorCategories(d, scopeOf(req), strQuery(req.query, 'tag') ?? null, req.locale));

  app.get<{ Params: { id: string } }>('/sponsors/:id', async (req) => sponsorDetail(d, scopeOf(req), req.params.id));
}
