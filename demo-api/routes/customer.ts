/** /customer/general-data, /customer/login, /customer, /customer/logout */
import type { FastifyInstance } from 'fastify';
import type { GeneralData, LoginResponse } from '../../lib/api/schemas';
import { loginBodySchema } from '../../lib/api/schemas';
import { tcol } from '../db';
import type { Deps } from '../deps';
import { checkCredentials, createSession, deleteSession, LoginLimiter, requireCustomer, toCustomer } from '../auth';
import { parseBody, unprocessable } from '../errors';

export function customerRoutes(app: FastifyInstance, d: Deps) {
  const limiter = new LoginLimiter(() => d.now().getTime());

  app.get('/customer/general-data', async (req) => {
    const row = d
      .sql(
        `SELECT e.*, ${tcol('t', 'event_name')}, ${tcol('t', 'description')}, ${tcol('t', 'copyright')}
         FROM events e
         LEFT JOIN event_i18n t ON t.tenant = e.tenant AND t.locale = @locale
         LEFT JOIN event_i18n t_es ON t_es.tenant = e.tenant AND t_es.locale = 'es'
         WHERE e.tenant = @tenant`,
      )
      .get({ tenant: req.tenant.key, locale: req.locale }) as
      | { starts_at: string; ends_at: string; time_zone: string; legal_logo: string | null; contact_email: string | null; event_name: string; description: string; copyright: string }
      | undefined;
    if (!row) throw new Error(`tenant ${req.tenant.key} has no event`);
    const body: GeneralData = {
      eventName: row.event_name,
      description: row.description,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      timeZone: row.time_zone,
      legalLogo: d.media(row.legal_logo),
      copyright: row.copyright,
      contactEmail: row.contact_email,
    };
    return body;
  });

  app.post('/customer/login', async (req) => {
    const { user } = parseBody(loginBodySchema, req.body, 'user');
    const key = `${req.tenant.key}|${user.email.toLowerCase()}|${req.ip}`;
    limiter.check(key);
    const result = await checkCredentials(d, req.tenant.key, user.email, user.password);
    if (!result.ok) {
      if (result.reason === 'auth.failed') {
        limiter.fail(key);
        throw unprocessable({ email: ['auth.failed'] }, 'Invalid credentials');
      }
      throw unprocessable({ email: ['auth.email_not_verified'] }, 'Email not verified');
    }
    limiter.clear(key);
    const c = result.customer;
    // Two-factor by email: no token until the code is confirmed (POST /customer/two-factor-auth).
    const body: LoginResponse =
      c.two_factor_method === 'EMAIL'
        ? { token: null, twoFactorRequired: true, challenge: null }
        : { token: createSession(d, req.tenant.key, c.id), twoFactorRequired: false, challenge: null };
    return body;
  });

  app.get('/customer', async (req) => toCustomer(requireCustomer(d, req), d.media));

  app.post('/customer/logout', async (req, reply) => {
    requireCustomer(d, req);
    deleteSession(d, req);
    return reply.code(204).send();
  });
}
