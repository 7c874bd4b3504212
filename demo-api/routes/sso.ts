/**
 * Single sign-on. The identity provider is simulated by the demo API:
 *   POST /__demo/sso-token { email, name, surname, tenant?, locale?, portal? } → { token, loginUrl }
 *   GET  /__demo/sso[?tenant=key]  a page with a form that mints a token and shows the portal link
 * and the portal side of docs/product.md#calls:
 *   POST /customer/login-sso/{token}        → { token, registrationRequired, profile }
 *   POST /customer/register-sso-extra-fields → { token } (creates the verified customer)
 * SSO tokens live 10 minutes and work once (a login that needs registration does not use it).
 */
import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SsoLoginResponse } from '../../lib/api/schemas';
import { LOCALES, type Locale, type Tenant } from '../../lib/tenants/schema';
import { isEmail } from '../../lib/schemas/validation';
import { createSession, customerByEmail, insertCustomer, markEmailVerified } from '../auth';
import { isObj, mustAccept, objAt, str, throwIfErrors } from '../body';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { matchOrigin, portalLink } from '../mail';
import { escapeHtml } from '../seed/i18n';
import { addError, COLUMN, validateCustomerFields, type FieldErrors } from '../structure';
import { issueToken, markTokenUsed, requireToken, type TokenRow } from '../tokens';
import { BCRYPT_COST } from '../account';
import { DEMO_PAGE_CSS } from './mailbox';

interface SsoProfile {
  name: string;
  surname: string;
}

const profileOf = (t: TokenRow) => ({ email: t.email!, ...(JSON.parse(t.data ?? '{}') as SsoProfile) });

function mint(d: Deps, tenant: Tenant, input: Record<string, unknown>) {
  const errors: FieldErrors = {};
  const email = (str(input.email) ?? '').trim();
  const name = (str(input.name) ?? '').trim();
  const surname = (str(input.surname) ?? '').trim();
  if (email === '') addError(errors, 'email', 'validation.required');
  else if (!isEmail(email)) addError(errors, 'email', 'validation.email');
  if (name === '') addError(errors, 'name', 'validation.required');
  if (surname === '') addError(errors, 'surname', 'validation.required');
  throwIfErrors(errors);
  const wanted = str(input.locale) as Locale | undefined;
  const locale: Locale = wanted && (LOCALES as readonly string[]).includes(wanted) && tenant.languages.includes(wanted) ? wanted : 'es';
  const token = issueToken(d, { tenant: tenant.key, kind: 'sso', email, data: { name, surname } });
  const loginUrl = portalLink(matchOrigin(tenant, input.portal), locale, `/login-sso/${token}`);
  return { token, loginUrl };
}

export function ssoRoutes(app: FastifyInstance, d: Deps) {
  const byKey = (key: unknown) => d.tenants.find((t) => t.key === key);
  const byToken = (token: unknown) => d.tenants.find((t) => t.token === token);

  app.post('/__demo/sso-token', async (req) => {
    const body = isObj(req.body) ? req.body : {};
    const q = req.query as Record<string, string | undefined>;
    const tenant = byToken(req.headers['x-tenant']) ?? byKey(body.tenant) ?? byKey(q.tenant);
    if (!tenant) throw new ApiError(404, { message: 'Unknown tenant' });
    return mint(d, tenant, { ...body, portal: body.portal ?? req.headers.origin });
  });

  const page = (reply: FastifyReply, tenant: Tenant | undefined, values: Record<string, string>, result: string) => {
    const tenants = d.tenants
      .filter((t) => !t.maintenance)
      .map((t) => `<option value="${escapeHtml(t.key)}"${t.key === tenant?.key ? ' selected' : ''}>${escapeHtml(t.name)} (${escapeHtml(t.key)})</option>`)
      .join('');
    const langs = LOCALES.map((l) => `<option${values.locale === l ? ' selected' : ''}>${l}</option>`).join('');
    const input = (name: string, label: string, type = 'text', autocomplete = 'off') =>
      `<label>${label} <input type="${type}" name="${name}" value="${escapeHtml(values[name] ?? '')}" required autocomplete="${autocomplete}"></label>`;
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo identity provider</title>
<style>${DEMO_PAGE_CSS} form { flex-direction: column; align-items: stretch; max-width: 28rem; } .result { background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 1rem; margin-bottom: 1.5rem; word-break: break-all; } .help { margin: -.5rem 0 0; color: #57606a; font-size: .9rem; }</style>
</head>
<body>
<main>
<h1>Demo identity provider</h1>
<p>Stands in for the organiser's single sign-on. Say who the person is; the link signs them in on the portal
(or asks for the missing fields when the portal has no account for that address). A link works once, for 10 minutes.</p>
${result}
<h2>New sign-on link</h2>
<form method="post" action="/__demo/sso">
  <label>Portal <select name="tenant">${tenants}</select></label>
  ${input('email', 'Email', 'email', 'email')}
  ${input('name', 'Name', 'text', 'given-name')}
  ${input('surname', 'Surname', 'text', 'family-name')}
  <label>Language <select name="locale" aria-describedby="lang-help">${langs}</select></label>
  <p id="lang-help" class="help">A language the portal does not offer falls back to es.</p>
  <label>Portal address (optional) <input type="url" name="portal" value="${escapeHtml(values.portal ?? '')}" placeholder="${escapeHtml(tenant?.baseUrl ?? 'http://localhost:3000')}" aria-describedby="portal-help"></label>
  <p id="portal-help" class="help">For a portal on another port, e.g. http://localhost:3201; one of the portal's hosts, else its baseUrl is used.</p>
  <button type="submit">Create link</button>
</form>
</main>
</body>
</html>`;
    return reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  };

  app.get('/__demo/sso', async (req, reply) => {
    const q = req.query as Record<string, string | undefined>;
    return page(reply, byKey(q.tenant) ?? d.tenants[0], { email: 'asistente@ekitaldi.test', name: 'Ane', surname: 'Etxeberria', locale: 'es' }, '');
  });

  app.post('/__demo/sso', async (req, reply) => {
    const body = (isObj(req.body) ? req.body : {}) as Record<string, string>;
    const tenant = byKey(body.tenant);
    if (!tenant) return page(reply.code(404), d.tenants[0], body, '<p role="alert">Unknown portal.</p>');
    try {
      const { loginUrl } = mint(d, tenant, body);
      return page(
        reply,
        tenant,
        body,
        `<section class="result" aria-labelledby="done"><h2 id="done">Link ready</h2>
<p>Open it on the portal to sign in as <strong>${escapeHtml(body.email ?? '')}</strong>:</p>
<p><a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a></p></section>`,
      );
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const fields = Object.keys(e.body.errors ?? {}).join(', ');
      return page(reply.code(422), tenant, body, `<p role="alert">Check these fields: ${escapeHtml(fields)}.</p>`);
    }
  });

  app.post<{ Params: { token: string } }>('/customer/login-sso/:token', async (req) => {
    const tenant = req.tenant;
    const t = requireToken(d, tenant.key, ['sso'], req.params.token);
    const profile = profileOf(t);
    const c = customerByEmail(d, tenant.key, profile.email);
    if (!c) {
      // Not used up: /registro-sso/{token} completes the account with it.
      const body: SsoLoginResponse = { token: null, registrationRequired: true, profile };
      return body;
    }
    markTokenUsed(d, t);
    // The identity provider vouches for the address.
    if (c.email_verified !== 1) markEmailVerified(d, c.id);
    const body: SsoLoginResponse = { token: createSession(d, tenant.key, c.id), registrationRequired: false, profile: null };
    return body;
  });

  app.post('/customer/register-sso-extra-fields', async (req: FastifyRequest) => {
    const tenant = req.tenant;
    const body = isObj(req.body) ? req.body : {};
    const t = requireToken(d, tenant.key, ['sso'], body.ssoToken);
    const profile = profileOf(t);
    const existing = customerByEmail(d, tenant.key, profile.email);
    if (existing) {
      // Registered meanwhile (another tab): just sign in.
      markTokenUsed(d, t);
      return { token: createSession(d, tenant.key, existing.id) };
    }
    const given = objAt(body, 'customer');
    const input = { ...given, name: given.name ?? profile.name, surname: given.surname ?? profile.surname };
    const errors: FieldErrors = {};
    const fields = validateCustomerFields(tenant, input, errors);
    mustAccept(errors, 'privacyPolicy', body.privacyPolicy);
    mustAccept(errors, 'dataAuthorization', body.dataAuthorization);
    throwIfErrors(errors);

    const row: Record<string, string | number | null> = {
      tenant: tenant.key,
      email: profile.email,
      // No password: the person signs in through the identity provider (or sets one by reset).
      password_hash: await bcrypt.hash(crypto.randomBytes(24).toString('base64url'), BCRYPT_COST),
      name: profile.name,
      surname: profile.surname,
      two_factor_method: 'NONE',
      consent_data_processing: 1,
      consent_advertising: 0,
      email_verified: 1,
      is_moderator: 0,
      created_at: new Date(d.clock()).toISOString(),
    };
    for (const [f, v] of Object.entries(fields)) if (v !== null || !['name', 'surname'].includes(f)) row[COLUMN[f as keyof typeof COLUMN]] = v ?? null;
    const id = insertCustomer(d, row);
    markTokenUsed(d, t);
    return { token: createSession(d, tenant.key, id) };
  });
}
