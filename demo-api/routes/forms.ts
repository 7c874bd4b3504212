/** GET /custom-form/{id | uuid | contact | register} — a tenant's custom forms (seed/forms.ts). */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { findCustomForm } from '../seed/forms';

export function formRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/custom-form/:id', async (req) => {
    const form = findCustomForm(req.tenant, req.params.id, req.locale);
    if (!form) throw notFound('Form not found');
    return form;
  });
}
