/** /conferences/speakers, /conferences/speakers/tags, /conferences/speakers/{id or slug} */
import type { FastifyInstance } from 'fastify';
import { strQuery, type Deps } from '../deps';
import { tagList, type Scope } from '../queries';
import { speakerDetail, speakerList } from '../speakers';

export function speakerRoutes(app: FastifyInstance, d: Deps) {
  const scope = (req: { tenant: { key: string }; locale: Scope['locale'] }): Scope => ({ tenant: req.tenant.key, locale: req.locale });

  app.get('/conferences/speakers', async (req) => speakerList(d, scope(req), strQuery(req.query, 'tag') ?? null));

  app.get('/conferences/speakers/tags', async (req) => tagList(d, scope(req), 'speaker'));

  app.get<{ Params: { key: string } }>('/conferences/speakers/:key', async (req) => speakerDetail(d, scope(req), req.params.key));
}
