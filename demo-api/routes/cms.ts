/** /cms/navigation-menu/{area}, /cms/pages/{slug}: rules in ../cms.ts */
import type { FastifyInstance } from 'fastify';
import { menuAreaSchema } from '../../lib/api/schemas';
import { findCmsPage, navigationMenu } from '../cms';
import type { Deps } from '../deps';
import { notFound } from '../errors';

export function cmsRoutes(app: FastifyInstance, d: Deps) {
  app.get<{ Params: { area: string } }>('/cms/navigation-menu/:area', async (req) => {
    const area = menuAreaSchema.safeParse(req.params.area);
    if (!area.success) throw notFound('Unknown menu');
    return navigationMenu(d, req.tenant.key, req.locale, area.data);
  });

  app.get<{ Params: { slug: string } }>('/cms/pages/:slug', async (req) => {
    const page = findCmsPage(d, req.tenant.key, req.locale, req.params.slug);
    if (!page) throw notFound('Page not found');
    return page;
  });
}
