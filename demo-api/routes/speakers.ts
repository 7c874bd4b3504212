/** /conferences/speakers, /conferences/speakers/tags, /conferences/speakers/{id or slug} */
import type { FastifyInstance } from 'fastify';
import { strQuery, type Deps } from '../deps';
import { tagList, scopeOf } from '../queries';
import { speakerDetail, speakerList } from '../speakers';

export function speakerRoutes(app: FastifyInstance, d: Deps) {
  app.get('/conferences/speakers', async (req) => speakerList(d, scopeOf(req), strQuery(req.query, 'tag') ?? null));

  app.get('/conferences/speakers/tags', async (req) => tagList(d, scopeOf(req), 'speaker'));

  app.get<{ Params: { key: string } }>('/conferences/speakers/:key', async (req) => speakerDetail(d, scopeOf(req), req.params.key));
}
