/**
 * The room screen (contract lib/api/schemas/screen.ts, rules in ../screen.ts).
 *
 *   POST /conferences/{id}/screen/state {key?}   moderator, or the current key → ScreenState
 *   GET  /conferences/{id}/screen/link           moderator → ScreenLink
 *   POST /conferences/{id}/screen/rotate         moderator → ScreenLink
 */
import type { FastifyInstance } from 'fastify';
import { screenStateBodySchema } from '../../lib/api/schemas/screen';
import type { Deps } from '../deps';
import { parseBody } from '../errors';
import { installScreenSchema, rotateScreenLink, screenLink, screenState } from '../screen';

export function screenRoutes(app: FastifyInstance, d: Deps) {
  installScreenSchema(d);
  app.post<{ Params: { key: string } }>('/conferences/:key/screen/state', async (req, reply) => {
    const { key } = parseBody(screenStateBodySchema, req.body ?? {});
    return reply.header('Cache-Control', 'no-store').send(screenState(d, req, req.params.key, key));
  });
  app.get<{ Params: { key: string } }>('/conferences/:key/screen/link', async (req, reply) => reply.header('Cache-Control', 'no-store').send(screenLink(d, req, req.params.key)));
  app.post<{ Params: { key: string } }>('/conferences/:key/screen/rotate', async (req, reply) => reply.header('Cache-Control', 'no-store').send(rotateScreenLink(d, req, req.params.key)));
}
