/**
 * The tenants' forums (registry `forumUrl`, e.g. http://localhost:4000/forum/demo), reduced to
 * the one call the portal makes (docs/product.md#calls "forum login"):
 *   POST /forum/{tenantKey}/loginexternal.php  form-encoded username, password → { sid }
 * No X-Tenant (it stands for another server); CORS for the portal origins like the API.
 * Wrong credentials (or an unverified account) → 422; the login rate limit applies.
 */
import type { FastifyInstance } from 'fastify';
import { checkCredentials, createForumSession, loginLimiter } from '../auth';
import { isObj, str } from '../body';
import type { Deps } from '../deps';
import { notFound, unprocessable } from '../errors';

export function forumRoutes(app: FastifyInstance, d: Deps) {
  const limiter = loginLimiter(d);
  app.post<{ Params: { tenant: string } }>('/forum/:tenant/loginexternal.php', async (req) => {
    const tenant = d.tenants.find((t) => t.key === req.params.tenant && t.forumUrl !== null);
    if (!tenant) throw notFound('No forum here');
    const body = isObj(req.body) ? req.body : {};
    const username = (str(body.username) ?? '').trim();
    const password = str(body.password) ?? '';
    const errors: Record<string, string[]> = {};
    if (username === '') errors.username = ['validation.required'];
    if (password === '') errors.password = ['validation.required'];
    if (Object.keys(errors).length) throw unprocessable(errors);
    const key = `forum|${tenant.key}|${username.toLowerCase()}|${req.ip}`;
    limiter.check(key);
    const result = await checkCredentials(d, tenant.key, username, password);
    if (!result.ok) {
      limiter.fail(key);
      throw unprocessable({ username: [result.reason] }, 'Invalid credentials');
    }
    limiter.clear(key);
    const sid = createForumSession(d, tenant.key, result.customer.id);
    return { sid };
  });
}
