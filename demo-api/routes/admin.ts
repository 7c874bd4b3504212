/**
 * Organiser-only writes (`/admin/...`, Bearer token of a customer with `isModerator`), so the
 * organiser can change content through the API. Each write tells the portal to purge the
 * tenant's cache (../revalidate.ts), so the next page view shows it.
 *
 *   PUT /admin/cms/pages/{slug}  { translations: { es: { title, description?, content }, en: ... } }
 *   POST /admin/invitations      { ticketId, count, note? } → 201 the new codes (invitations.ts)
 *   GET  /admin/invitations      → every code with who redeemed it
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Locale } from '../../lib/tenants/schema';
import { requireCustomer, type CustomerRow } from '../auth';
import type { Deps } from '../deps';
import { ApiError, forbidden, notFound, parseBody, unprocessable } from '../errors';
import { invitationBatchBodySchema } from '../../lib/api/schemas/account-extras';
import { issueInvitations, listInvitations } from '../invitations';
import { notifyChanged } from '../revalidate';
import { findCmsPage } from '../cms';

/** The organiser signed in on this tenant, or a 403 (missing/invalid token or an attendee). */
export function requireOrganiser(d: Deps, req: FastifyRequest): CustomerRow {
  const customer = requireCustomer(d, req);
  if (customer.is_moderator !== 1) throw forbidden();
  return customer;
}

/** One language of a page. Without `description` the stored one is kept. */
const pageTextSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500).optional(),
  /** HTML, sanitised by the portal when it renders it, like every organiser text. */
  content: z.string().trim().min(1).max(200_000),
});

/** Keys are languages; checked against the tenant's below, so an unknown one and one it does not offer read alike. */
export const cmsPageUpdateBodySchema = z.strictObject({
  translations: z.record(z.string(), pageTextSchema),
});
export type CmsPageUpdateBody = z.infer<typeof cmsPageUpdateBodySchema>;

export function adminRoutes(app: FastifyInstance, d: Deps) {
  app.put<{ Params: { slug: string } }>('/admin/cms/pages/:slug', async (req) => {
    requireOrganiser(d, req);
    const tenant = req.tenant;
    const page = d.sql('SELECT id FROM pages WHERE tenant = ? AND slug = ?').get(tenant.key, req.params.slug) as { id: number } | undefined;
    if (!page) throw notFound('Page not found');

    const body = parseBody(cmsPageUpdateBodySchema, req.body);
    const entries = Object.entries(body.translations);
    if (entries.length === 0) throw unprocessable({ translations: ['validation.required'] });
    const errors: Record<string, string[]> = {};
    for (const [locale] of entries) if (!tenant.languages.includes(locale as Locale)) errors[`translations.${locale}`] = ['validation.in'];
    if (Object.keys(errors).length) throw unprocessable(errors);

    const upsert = d.sql(
      `INSERT INTO page_i18n (page_id, locale, title, description, content) VALUES (@id, @locale, @title, COALESCE(@description, ''), @content)
       ON CONFLICT (page_id, locale) DO UPDATE SET title = excluded.title, content = excluded.content,
         description = COALESCE(@description, page_i18n.description)`,
    );
    d.db.transaction(() => {
      for (const [locale, t] of entries) {
        upsert.run({ id: page.id, locale, title: t.title, description: t.description ?? null, content: t.content });
      }
      d.sql('UPDATE pages SET updated_at = ? WHERE id = ?').run(d.now().toISOString(), page.id);
    })();

    // The whole tenant, not one language: `updatedAt` (shown on every language's page and in the
    // sitemaps) changed, and languages without their own text show the es one.
    await notifyChanged(tenant.key);
    return findCmsPage(d, tenant.key, req.locale, req.params.slug);
  });

  /**
   * The invitations are the organiser's; anyone else signed in gets 403 WITH errors
   * (`invitations.forbidden`), so the portal shows its 403 page and keeps the session.
   */
  const invitationOrganiser = (req: FastifyRequest) => {
    if (requireCustomer(d, req).is_moderator !== 1) {
      throw new ApiError(403, { message: 'invitations.forbidden', errors: { role: ['invitations.forbidden'] } });
    }
  };

  app.post('/admin/invitations', async (req, reply) => {
    invitationOrganiser(req);
    const body = parseBody(invitationBatchBodySchema, req.body);
    return reply.code(201).send(issueInvitations(d, req.tenant, req.locale, body));
  });

  app.get('/admin/invitations', async (req) => {
    invitationOrganiser(req);
    return listInvitations(d, req.tenant, req.locale);
  });
}
