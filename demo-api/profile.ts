/**
 * The profile's rules: the customer's extra data (accommodation, travel, academic; checked with
 * the portal's own rules and merged part by part) and their photo (type by its first bytes, an
 * unguessable public name per upload). The routes (routes/profile.ts) read the request and call these.
 */
import crypto from 'node:crypto';
import type { CustomerExtra } from '../lib/api/schemas';
import { saveExtraBodySchema } from '../lib/api/schemas';
import { saveExtraRulesSchema } from '../lib/schemas/customer-extra';
import { toFieldErrors } from '../lib/schemas/validation';
import type { Deps } from './deps';
import { notFound, unprocessable, zodToErrors } from './errors';

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The image type by its first bytes (never by the name or the declared type). */
export function sniffImage(buf: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const EMPTY_EXTRA: CustomerExtra = { accommodation: null, travel: null, academic: null };

export function readExtra(d: Deps, customerId: number): CustomerExtra {
  const row = d.sql('SELECT accommodation, travel, academic FROM customer_extra WHERE customer_id = ?').get(customerId) as
    | { accommodation: string | null; travel: string | null; academic: string | null }
    | undefined;
  if (!row) return { ...EMPTY_EXTRA };
  const parse = (s: string | null) => (s === null ? null : JSON.parse(s));
  return { accommodation: parse(row.accommodation), travel: parse(row.travel), academic: parse(row.academic) };
}

/** POST /customer/save-personal-information-extra: the parts given replace the stored ones; the data after. */
export function saveExtra(d: Deps, customerId: number, raw: Record<string, unknown>): CustomerExtra {
  const parsed = saveExtraBodySchema.safeParse(raw);
  if (!parsed.success) throw unprocessable(zodToErrors(parsed.error, raw));
  const body = parsed.data;
  // The portal's own rules for these forms (lengths, formats, what a request needs, date order).
  const checked = saveExtraRulesSchema.safeParse(body);
  if (!checked.success) throw unprocessable(toFieldErrors(checked.error));
  const next = { ...readExtra(d, customerId) };
  for (const part of ['accommodation', 'travel', 'academic'] as const) {
    if (body[part] !== undefined) (next as Record<string, unknown>)[part] = body[part];
  }
  d.sql(
    `INSERT INTO customer_extra (customer_id, accommodation, travel, academic) VALUES (@id, @a, @t, @ac)
     ON CONFLICT (customer_id) DO UPDATE SET accommodation = @a, travel = @t, academic = @ac`,
  ).run({
    id: customerId,
    a: next.accommodation ? JSON.stringify(next.accommodation) : null,
    t: next.travel ? JSON.stringify(next.travel) : null,
    ac: next.academic ? JSON.stringify(next.academic) : null,
  });
  return next;
}

/** Stores the customer's photo under a new public name, or removes it (null). */
export function setPhoto(d: Deps, customerId: number, photo: { mime: string; data: Buffer } | null): void {
  if (!photo) {
    d.sql('DELETE FROM customer_photos WHERE customer_id = ?').run(customerId);
    d.sql('UPDATE customers SET photo = NULL WHERE id = ?').run(customerId);
    return;
  }
  // An unguessable name per upload: the URL is public (an <img> sends no token) and changes.
  const key = crypto.randomBytes(16).toString('base64url');
  d.sql(
    `INSERT INTO customer_photos (customer_id, rev, mime, data) VALUES (?, 1, ?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET rev = rev + 1, mime = excluded.mime, data = excluded.data`,
  ).run(customerId, photo.mime, photo.data);
  d.sql('UPDATE customers SET photo = ? WHERE id = ?').run(`/media/customers/${key}.${EXT[photo.mime]}`, customerId);
}

/** A stored photo by its public path; none is a 404. */
export function storedPhoto(d: Deps, path: string): { mime: string; data: Buffer } {
  const row = d
    .sql('SELECT p.mime, p.data FROM customers c JOIN customer_photos p ON p.customer_id = c.id WHERE c.photo = ?')
    .get(path) as { mime: string; data: Buffer } | undefined;
  if (!row) throw notFound();
  return row;
}
