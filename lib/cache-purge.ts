import crypto from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { tenantLocaleTag, tenantTag } from '@/lib/cache';
import { getTenantByKey } from '@/lib/tenants/registry';
import type { Tenant } from '@/lib/tenants/schema';

/**
 * Purge on demand (`POST /api/revalidate`): the organiser's API calls it when its data changes,
 * so the next view of a page shows the change instead of waiting for REVALIDATE_SECONDS.
 *
 *   Authorization: Bearer <REVALIDATE_SECRET>
 *   { "tenant": "demo", "tags"?: ["tenant:demo:en"] }   → 200 { "purged": ["tenant:demo:en"] }
 *
 * Without `tags` the whole tenant is purged. A tenant may only purge its own tags (those of
 * `tenantTags`), so one tenant's API can never empty another tenant's cache.
 */

export type PurgeAnswer =
  | { status: 200; body: { purged: string[] } }
  | { status: 400; body: { message: string; errors: Record<string, string[]> } }
  | { status: 401 | 503; body: { message: string } };

export interface PurgeRequest {
  /** the Authorization header, as sent */
  authorization: string | null;
  /** reads the body; only called once the secret matched (nobody else gets us to parse JSON) */
  readBody: () => Promise<string>;
}

export interface PurgeDeps {
  /** REVALIDATE_SECRET; unset or blank: the endpoint is off (503) */
  secret: string | undefined;
  findTenant: (key: string) => Tenant | undefined;
  expire: (tag: string) => void;
}

/** Every tag the tenant's cached reads carry (lib/cache.ts): the tenant's and one per language. */
export function tenantTags(tenant: Tenant): string[] {
  return [tenantTag(tenant.key), ...tenant.languages.map((l) => tenantLocaleTag(tenant.key, l))];
}

/**
 * Expires a tag now. `{ expire: 0 }` and not the documented 'max': with 'max' the next view is
 * still served the old page while a fresh one renders in the background, and the organiser who
 * just saved would see their old text once more. (updateTag does this only in Server Actions.)
 */
export function expireTag(tag: string): void {
  revalidateTag(tag, { expire: 0 });
}

const MAX_BODY_CHARS = 16_384;

function bodySchema(findTenant: PurgeDeps['findTenant']) {
  return z
    .strictObject({
      tenant: z.string().min(1).max(64),
      tags: z.array(z.string().min(1).max(256)).min(1).max(64).optional(),
    })
    .superRefine((body, ctx) => {
      const tenant = findTenant(body.tenant);
      if (!tenant) {
        ctx.addIssue({ code: 'custom', path: ['tenant'], message: 'Unknown tenant' });
        return;
      }
      const own = new Set(tenantTags(tenant));
      body.tags?.forEach((tag, i) => {
        if (!own.has(tag)) ctx.addIssue({ code: 'custom', path: ['tags', i], message: `Not a tag of tenant "${tenant.key}"` });
      });
    });
}

/** Compares through fixed-length digests, so neither the content nor the length of the secret leaks by timing. */
function sameSecret(given: string, secret: string): boolean {
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(secret));
}

function bearer(header: string | null): string | null {
  const m = header?.match(/^Bearer[ \t]+(\S+)[ \t]*$/i);
  return m ? m[1]! : null;
}

function invalid(errors: Record<string, string[]>): PurgeAnswer {
  return { status: 400, body: { message: 'Invalid body', errors } };
}

export function defaultPurgeDeps(): PurgeDeps {
  // Read per request, like every server setting: one build serves any deployment.
  return { secret: process.env.REVALIDATE_SECRET, findTenant: getTenantByKey, expire: expireTag };
}

export async function purgeCache(request: PurgeRequest, deps: PurgeDeps = defaultPurgeDeps()): Promise<PurgeAnswer> {
  const secret = deps.secret?.trim();
  if (!secret) return { status: 503, body: { message: 'Not configured' } };

  const given = bearer(request.authorization);
  if (given === null || !sameSecret(given, secret)) return { status: 401, body: { message: 'Unauthorized' } };

  const text = await request.readBody();
  if (text.length > MAX_BODY_CHARS) return invalid({ body: ['Too large'] });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return invalid({ body: ['Not JSON'] });
  }
  const parsed = bodySchema(deps.findTenant).safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
    return invalid(errors);
  }

  const { tenant, tags } = parsed.data;
  const purged = tags ? [...new Set(tags)] : [tenantTag(tenant)];
  for (const tag of purged) deps.expire(tag);
  return { status: 200, body: { purged } };
}
