/** GET /custom-form/{id | uuid | contact | register} — a tenant's custom forms (seed/forms.ts, seed/session-forms.ts). */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { findCustomForm } from '../seed/forms';
import { findSessionForm } from '../seed/session-forms';

export function formRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/custom-form/:id', async (req) => {
    // Session forms (survey, registration form) carry the survey question types too.
    const form = findCustomForm(req.tenant, req.params.id, req.locale) ?? findSessionForm(req.tenant, req.params.id, req.locale);
    if (!form) throw notFound('Form not found');
    return form;
  });
}
