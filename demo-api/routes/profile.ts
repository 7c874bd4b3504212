/**
 * Profile data: GET /customer/structure, /types, /genres (public: the sign-up form needs them),
 * GET /customer/extra + POST /customer/save-personal-information-extra, POST /customer/profile
 * (photo upload or removal) and GET /media/customers/{key}.{ext} (the stored photos). Rules in ../profile.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '../../lib/schemas/photo';
import { customerById, requireCustomer, toCustomer, type CustomerRow } from '../auth';
import { isObj } from '../body';
import type { Deps } from '../deps';
import { ApiError, unprocessable } from '../errors';
import { readExtra, saveExtra, setPhoto, sniffImage, storedPhoto } from '../profile';
import { genresOf, structureOf, typesOf } from '../structure';

export function profileRoutes(app: FastifyInstance, d: Deps) {
  app.get('/customer/structure', async (req) => structureOf(req.tenant));
  app.get('/customer/types', async (req) => typesOf(req.tenant, req.locale));
  app.get('/customer/genres', async (req) => genresOf(req.locale));

  app.get('/customer/extra', async (req) => readExtra(d, requireCustomer(d, req).id));

  app.post('/customer/save-personal-information-extra', async (req) => {
    const c = requireCustomer(d, req);
    return saveExtra(d, c.id, isObj(req.body) ? req.body : {});
  });

  const setPhotoAndTell = (req: FastifyRequest, c: CustomerRow, photo: { mime: string; data: Buffer } | null) => {
    setPhoto(d, c.id, photo);
    app.realtime.customerUpdated(req.tenant.key, c.id, 'photo');
  };

  // Multipart only where it is needed (an encapsulated plugin).
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });

    scope.post('/customer/profile', { bodyLimit: PHOTO_MAX_BYTES + 256 * 1024 }, async (req: FastifyRequest) => {
      const c = requireCustomer(d, req);
      if (!req.isMultipart()) {
        if (isObj(req.body) && req.body.removePhoto === true) {
          setPhotoAndTell(req, c, null);
          return toCustomer(customerById(d, c.id)!, d.media);
        }
        throw unprocessable({ photo: ['validation.required'] });
      }
      let data: Buffer | null = null;
      let removed = false;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const buf = await part.toBuffer();
            if (part.fieldname === 'photo' && buf.length > 0) data = buf;
          } else if (part.fieldname === 'removePhoto' && String(part.value) === 'true') {
            removed = true;
          }
        }
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw unprocessable({ photo: ['profile.photo_too_large'] });
        if (e instanceof ApiError) throw e;
        throw unprocessable({ photo: ['validation.required'] });
      }
      if (data) {
        const mime = sniffImage(data);
        if (!mime) throw unprocessable({ photo: ['profile.photo_type'] });
        setPhotoAndTell(req, c, { mime, data });
      } else if (removed) {
        setPhotoAndTell(req, c, null);
      } else {
        throw unprocessable({ photo: ['validation.required'] });
      }
      return toCustomer(customerById(d, c.id)!, d.media);
    });
  });

  app.get<{ Params: { file: string } }>('/media/customers/:file', async (req, reply) => {
    const path = `/media/customers/${req.params.file}`;
    const row = storedPhoto(d, path);
    return reply
      .header('Content-Type', row.mime)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(row.data);
  });
}
