/**
 * /customer/general-data, /customer/login (two-factor, propagation), /customer/two-factor-auth,
 * GET /customer, /customer/logout. The other customer endpoints: routes/account.ts,
 * routes/profile.ts, routes/private-area.ts, routes/sso.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { LoginResponse, TwoFactorResponse } from '../../lib/api/schemas';
import { loginBodySchema, twoFactorBodySchema } from '../../lib/api/schemas';
import type { Deps } from '../deps';
import { checkCredentials, createSession, customerById, customerExists, deleteSession, loginLimiter, requireCustomer, toCustomer } from '../auth';
import { generalData } from '../event';
import { parseBody, unprocessable } from '../errors';
import { sendMail } from '../mail';
import { findPropagationSource, propagateCustomer, sharesAccounts } from '../propagation';
import { resendChallenge, startChallenge, verifyChallenge } from '../tokens';

export function customerRoutes(app: FastifyInstance, d: Deps) {
  const limiter = loginLimiter(d);

  app.get('/customer/general-data', async (req) => generalData(d, req.tenant.key, req.locale));

  app.post('/customer/login', async (req) => {
    const { user } = parseBody(loginBodySchema, req.body, 'user');
    const tenant = req.tenant;
    const key = `${tenant.key}|${user.email.toLowerCase()}|${req.ip}`;
    limiter.check(key);
    let result = await checkCredentials(d, tenant.key, user.email, user.password);
    if (!result.ok && result.reason === 'auth.failed' && sharesAccounts(tenant) && !customerExists(d, tenant.key, user.email)) {
      // No account here: maybe on a sibling portal (docs/product.md#roles propagation).
      const source = await findPropagationSource(d, tenant, user.email, user.password);
      if (source.ok) {
        if (user.propagate !== true) throw unprocessable({ propagate: ['auth.propagation_required'] }, 'Propagation required');
        result = { ok: true, customer: propagateCustomer(d, tenant, source.row) };
      } else if (source.reason === 'unverified') {
        throw unprocessable({ propagate: ['auth.propagation_failed'] }, 'Propagation failed');
      }
    }
    if (!result.ok) {
      if (result.reason === 'auth.failed') {
        limiter.fail(key);
        throw unprocessable({ email: ['auth.failed'] }, 'Invalid credentials');
      }
      if (result.reason === 'auth.email_change_pending') throw unprocessable({ email: ['auth.email_change_pending'] }, 'Email change not confirmed');
      throw unprocessable({ email: ['auth.email_not_verified'] }, 'Email not verified');
    }
    limiter.clear(key);
    const c = result.customer;
    if (c.two_factor_method === 'EMAIL') {
      // No token until the code sent by email is confirmed (POST /customer/two-factor-auth).
      const { challenge, code } = startChallenge(d, tenant.key, c.id);
      sendMail(d, { tenant, to: c.email, locale: req.locale, kind: 'twoFactor', vars: { name: c.name, code } });
      const body: LoginResponse = { token: null, twoFactorRequired: true, challenge };
      return body;
    }
    const body: LoginResponse = { token: createSession(d, tenant.key, c.id), twoFactorRequired: false, challenge: null };
    return body;
  });

  app.post('/customer/two-factor-auth', async (req) => {
    const body = parseBody(twoFactorBodySchema, req.body);
    const tenant = req.tenant;
    if (body.resend === true) {
      const { customerId, code } = resendChallenge(d, tenant.key, body.challenge);
      const c = customerById(d, customerId)!;
      sendMail(d, { tenant, to: c.email, locale: req.locale, kind: 'twoFactor', vars: { name: c.name, code } });
      const answer: TwoFactorResponse = { token: null, resent: true };
      return answer;
    }
    const code = (body.code ?? '').trim();
    if (code === '') throw unprocessable({ code: ['validation.required'] });
    const customerId = verifyChallenge(d, tenant.key, body.challenge, code);
    const answer: TwoFactorResponse = { token: customerId === null ? null : createSession(d, tenant.key, customerId) };
    return answer;
  });

  app.get('/customer', async (req) => toCustomer(requireCustomer(d, req), d.media));

  app.post('/customer/logout', async (req, reply) => {
    requireCustomer(d, req);
    deleteSession(d, req);
    return reply.code(204).send();
  });
}
