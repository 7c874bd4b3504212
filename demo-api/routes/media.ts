/**
 * Generated images and files the seed points at (/media/...): speaker avatars, sponsor logos,
 * post covers, legal logos and small PDFs (drawn in ../media.ts). Public (an <img> sends no
 * X-Tenant), cacheable; a session file is served here only when its gate is public.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../deps';
import { bearerToken } from '../auth';
import { notFound } from '../errors';
import { legalLogo, postCover, publicFile, speakerAvatar, sponsorLogo } from '../media';

function send(reply: FastifyReply, type: string, body: string | Buffer) {
  return reply.header('Content-Type', type).header('Cache-Control', 'public, max-age=86400').send(body);
}

function idOf(file: string, ext: string): number {
  const m = file.match(new RegExp(`^(\\d+)\\.${ext}$`));
  if (!m) throw notFound();
  return Number(m[1]);
}

export function mediaRoutes(app: FastifyInstance, d: Deps) {
  app.get<{ Params: { file: string } }>('/media/speakers/:file', async (req, reply) => send(reply, 'image/svg+xml', speakerAvatar(d, idOf(req.params.file, 'svg'))));

  app.get<{ Params: { file: string } }>('/media/sponsors/:file', async (req, reply) => send(reply, 'image/svg+xml', sponsorLogo(d, idOf(req.params.file, 'svg'))));

  app.get<{ Params: { file: string } }>('/media/posts/:file', async (req, reply) => send(reply, 'image/svg+xml', postCover(d, idOf(req.params.file, 'svg'))));

  app.get<{ Params: { file: string } }>('/media/legal/:file', async (req, reply) => {
    const m = req.params.file.match(/^([a-z0-9-]+)\.svg$/);
    if (!m) throw notFound();
    return send(reply, 'image/svg+xml', legalLogo(d, m[1]!));
  });

  app.get<{ Params: { file: string } }>('/media/files/:file', async (req, reply) => {
    const file = publicFile(d, idOf(req.params.file, 'pdf'));
    // A public address serves public files only; gated ones: GET /conferences/{id}/files/{fileId} with the token.
    if (file === 'gated') {
      return reply.code(bearerToken(req) ? 403 : 401).header('Cache-Control', 'no-store').send({ message: 'This file is downloaded through the API with a bearer token' });
    }
    return send(reply, 'application/pdf', file);
  });
}
