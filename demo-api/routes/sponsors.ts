/** /sponsors, /sponsors/tags, /sponsors/category, /sponsors/{id} */
import type { FastifyInstance } from 'fastify';
import { strQuery, type Deps } from '../deps';
import { tagList, type Scope } from '../queries';
import { sponsorCategories, sponsorDetail, sponsorGroups } from '../sponsors';

export function sponsorRoutes(app: FastifyInstance, d: Deps) {
  const scope = (req: { tenant: { key: string }; locale: Scope['locale'] }): Scope => ({ tenant: req.tenant.key, locale: req.locale });

  app.get('/sponsors', async (req) => sponsorGroups(d, scope(req), strQuery(req.query, 'tag') ?? null));

  app.get('/sponsors/tags', async (req) => tagList(d, scope(req), 'sponsor'));

  app.get('/sponsors/category', async (req) => sponsorCategories(d, scope(req), strQuery(req.query, 'tag') ?? null, req.locale));

  app.get<{ Params: { id: string } }>('/sponsors/:id', async (req) => sponsorDetail(d, scope(req), req.params.id));
}
