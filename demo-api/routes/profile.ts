/**
 * Profile data: GET /customer/structure, /types, /genres (public: the sign-up form needs them),
 * GET /customer/extra + POST /customer/save-personal-information-extra, POST /customer/profile
 * (photo upload or removal) and GET /media/customers/{key}.{ext} (the stored photos).
 */
import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { saveExtraBodySchema, type CustomerExtra } from '../../lib/api/schemas';
import { saveExtraRulesSchema } from '../../lib/schemas/customer-extra';
import { PHOTO_MAX_BYTES } from '../../lib/schemas/photo';
import { toFieldErrors } from '../../lib/schemas/validation';
import { requireCustomer, toCustomer, type CustomerRow } from '../auth';
import { isObj } from '../body';
import type { Deps } from '../deps';
import { ApiError, notFound, unprocessable, zodToErrors } from '../errors';
import { genresOf, structureOf, typesOf } from '../structure';

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The image type by its first bytes (never by the name or the declared type). */
export function sniffImage(buf: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const EMPTY_EXTRA: CustomerExtra = { accommodation: null, travel: null, academic: null };

function readExtra(d: Deps, customerId: number): CustomerExtra {
  const row = d.sql('SELECT accommodation, travel, academic FROM customer_extra WHERE customer_id = ?').get(customerId) as
    | { accommodation: string | null; travel: string | null; academic: string | null }
    | undefined;
  if (!row) return { ...EMPTY_EXTRA };
  const parse = (s: string | null) => (s === null ? null : JSON.parse(s));
  return { accommodation: parse(row.accommodation), travel: parse(row.travel), academic: parse(row.academic) };
}

export function profileRoutes(app: FastifyInstance, d: Deps) {
  app.get('/customer/structure', async (req) => structureOf(req.tenant));
  app.get('/customer/types', async (req) => typesOf(req.tenant, req.locale));
  app.get('/customer/genres', async (req) => genresOf(req.locale));

  app.get('/customer/extra', async (req) => readExtra(d, requireCustomer(d, req).id));

  app.post('/customer/save-personal-information-extra', async (req) => {
    const c = requireCustomer(d, req);
    const raw = isObj(req.body) ? req.body : {};
    const parsed = saveExtraBodySchema.safeParse(raw);
    if (!parsed.success) throw unprocessable(zodToErrors(parsed.error, raw));
    const body = parsed.data;
    // The portal's own rules for these forms (lengths, formats, what a request needs, date order).
    const checked = saveExtraRulesSchema.safeParse(body);
    if (!checked.success) throw unprocessable(toFieldErrors(checked.error));
    const next = { ...readExtra(d, c.id) };
    for (const part of ['accommodation', 'travel', 'academic'] as const) {
      if (body[part] !== undefined) (next as Record<string, unknown>)[part] = body[part];
    }
    d.sql(
      `INSERT INTO customer_extra (customer_id, accommodation, travel, academic) VALUES (@id, @a, @t, @ac)
       ON CONFLICT (customer_id) DO UPDATE SET accommodation = @a, travel = @t, academic = @ac`,
    ).run({
      id: c.id,
      a: next.accommodation ? JSON.stringify(next.accommodation) : null,
      t: next.travel ? JSON.stringify(next.travel) : null,
      ac: next.academic ? JSON.stringify(next.academic) : null,
    });
    return next;
  });

  const setPhoto = (c: CustomerRow, photo: { mime: string; data: Buffer } | null) => {
    if (!photo) {
      d.sql('DELETE FROM customer_photos WHERE customer_id = ?').run(c.id);
      d.sql('UPDATE customers SET photo = NULL WHERE id = ?').run(c.id);
      return;
    }
    // An unguessable name per upload: the URL is public (an <img> sends no token) and changes.
    const key = crypto.randomBytes(16).toString('base64url');
    d.sql(
      `INSERT INTO customer_photos (customer_id, rev, mime, data) VALUES (?, 1, ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET rev = rev + 1, mime = excluded.mime, data = excluded.data`,
    ).run(c.id, photo.mime, photo.data);
    d.sql('UPDATE customers SET photo = ? WHERE id = ?').run(`/media/customers/${key}.${EXT[photo.mime]}`, c.id);
  };
  const setPhotoAndTell = (req: FastifyRequest, c: CustomerRow, photo: { mime: string; data: Buffer } | null) => {
    setPhoto(c, photo);
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
          return toCustomer(d.sql('SELECT * FROM customers WHERE id = ?').get(c.id) as CustomerRow, d.media);
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
      return toCustomer(d.sql('SELECT * FROM customers WHERE id = ?').get(c.id) as CustomerRow, d.media);
    });
  });

  app.get<{ Params: { file: string } }>('/media/customers/:file', async (req, reply) => {
    const path = `/media/customers/${req.params.file}`;
    const row = d
      .sql('SELECT p.mime, p.data FROM customers c JOIN customer_photos p ON p.customer_id = c.id WHERE c.photo = ?')
      .get(path) as { mime: string; data: Buffer } | undefined;
    if (!row) throw notFound();
    return reply
      .header('Content-Type', row.mime)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(row.data);
  });
}
