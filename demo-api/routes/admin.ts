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
import { requireCustomer, type CustomerRow } from '../auth';
import type { Deps } from '../deps';
import { ApiError, forbidden, parseBody } from '../errors';
import { invitationBatchBodySchema } from '../../lib/api/schemas/account-extras';
import { issueInvitations, listInvitations } from '../invitations';
import { notifyChanged } from '../revalidate';
import { cmsPageId, cmsPageUpdateBodySchema, findCmsPage, writeCmsPage } from '../cms';

/** The organiser signed in on this tenant, or a 403 (missing/invalid token or an attendee). */
export function requireOrganiser(d: Deps, req: FastifyRequest): CustomerRow {
  const customer = requireCustomer(d, req);
  if (customer.is_moderator !== 1) throw forbidden();
  return customer;
}

export function adminRoutes(app: FastifyInstance, d: Deps) {
  app.put<{ Params: { slug: string } }>('/admin/cms/pages/:slug', async (req) => {
    requireOrganiser(d, req);
    const tenant = req.tenant;
    const pageId = cmsPageId(d, tenant.key, req.params.slug);
    writeCmsPage(d, tenant.languages, pageId, parseBody(cmsPageUpdateBodySchema, req.body));

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
