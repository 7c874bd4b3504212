import fs from 'node:fs';
import { expect, type APIRequestContext } from './fixtures';
import { E2E, REVALIDATE_SECRET } from './env';

/**
 * Calls the e2e run's demo API directly (set-up and checks that a page does not show), as the
 * tenant of a demo host: callApi('localhost', '/customer/login', { body }) → { status, body }.
 */
const registry = JSON.parse(fs.readFileSync('lib/tenants/demo-tenants.json', 'utf8')) as {
  tenants: { token: string; hosts: string[]; captchaType?: string | null; captchaSiteKey?: string | null }[];
};

export function tenantToken(host: string): string {
  const tenant = registry.tenants.find((t) => t.hosts.includes(host));
  if (!tenant) throw new Error(`no demo tenant for host ${host}`);
  return tenant.token;
}

/**
 * The captcha a browser on `host` would solve, from the demo API's reCAPTCHA stand-in (v3 and
 * Enterprise for `action`), as `{ 'g-recaptcha-response': token }` to spread into a body; `{}`
 * where the tenant has no captcha. Sign-up asks for it on the captcha tenants (localhost too).
 */
export async function solvedCaptcha(host: string, action = 'signup'): Promise<Record<string, string>> {
  const tenant = registry.tenants.find((t) => t.hosts.includes(host));
  if (!tenant?.captchaType || !tenant.captchaSiteKey) return {};
  const res = await fetch(`${E2E.api}/__demo/recaptcha/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sitekey: tenant.captchaSiteKey, kind: tenant.captchaType, action }),
  });
  expect(res.status, `captcha token for ${host}`).toBe(200);
  return { 'g-recaptcha-response': ((await res.json()) as { token: string }).token };
}

export async function callApi(host: string, path: string, init: { method?: string; body?: unknown; token?: string; locale?: string } = {}) {
  const response = await fetch(`${E2E.api}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'X-Tenant': tenantToken(host),
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.locale ? { 'X-Locale': init.locale } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/**
 * Networking on for `token` through the API (tests that are not about enabling it): the terms,
 * then the profile form with the first option of every question; in `locale` when given (the
 * language the account's emails are then written in).
 */
export async function enableNetworkingThroughApi(host: string, token: string, locale?: string) {
  expect((await callApi(host, '/networking/customer/enable-networking', { token, locale })).status).toBe(200);
  const form = await callApi(host, '/networking/custom-form', { token, locale });
  expect(form.status).toBe(200);
  const survey: Record<string, unknown> = {};
  for (const field of form.body!.fields as Array<{ name: string; type: string; options: Array<{ value: string }> }>) {
    if (field.type === 'choice') survey[field.name] = field.options[0]!.value;
    else if (field.type === 'multi_choice') survey[field.name] = [field.options[0]!.value];
    else survey[field.name] = 'Perfil de prueba';
  }
  const done = await callApi(host, '/networking/custom-form/completed', { token, locale, body: { custom_form_id: form.body!.id, survey } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

/** Signs in through the API (POST /customer/login) as the tenant of `host`: the bearer token. */
export async function apiToken(host: string, email: string, password: string): Promise<string> {
  const { status, body } = await callApi(host, '/customer/login', { body: { user: { email, password } } });
  expect(status, `login of ${email} on ${host}`).toBe(200);
  return body!.token as string;
}

/** The password of every account freshBuyer makes. */
export const BUYER_PASSWORD = 'Compra#2026';

let buyers = 0;
/**
 * A new account with a verified e-mail on the tenant of `host` (default digitalone, which sells
 * tickets and asks for a company; eirv2023 asks for a position: both are given), signed in
 * through the API. Unique per worker and call, so parallel tests never share one:
 * { email, password, token }.
 */
export async function freshBuyer(tag: string, host = 'digitalone.localhost') {
  const email = `buy-${tag}-${Date.now().toString(36)}-${process.pid}-${++buyers}-${Math.random().toString(36).slice(2, 7)}@ekitaldi.test`;
  const password = BUYER_PASSWORD;
  const signup = await callApi(host, '/customer/signup', {
    body: {
      customer: { email, password, passwordConfirmation: password, name: 'Prueba', surname: 'Compra', telephone: '600111222', company: 'Ekitaldi', position: 'Asistente', userType: 'attendee' },
      privacyPolicy: true,
      dataAuthorization: true,
      ...(await solvedCaptcha(host)),
    },
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${E2E.api}/__demo/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
      link = mails.flatMap((m) => m.links).find((l) => l.includes('/validate/'));
      return link;
    })
    .toBeTruthy();
  expect((await callApi(host, '/customer/validate', { body: { token: new URL(link!).pathname.split('/').pop() } })).status).toBe(200);
  return { email, password, token: await apiToken(host, email, password) };
}

/**
 * Gives an account of `host` the tenant's full ticket the way an organiser does: a
 * code from POST /admin/invitations naming it, redeemed by the account. Networking, the badge and
 * seats in rooms are rights of that ticket where the tenant requires tickets.
 */
export async function giveFullTicket(host: string, token: string) {
  const organiser = await apiToken(host, 'organizador@ekitaldi.test', 'Organizador#2026');
  const tickets = (await callApi(host, '/conferences/tickets')).body as unknown as { id: number; free: boolean }[];
  const full = tickets.find((t) => !t.free)!;
  const issued = await callApi(host, '/admin/invitations', { token: organiser, body: { ticketId: full.id, count: 1 } });
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  const code = (issued.body as unknown as { code: string }[])[0]!.code;
  const redeemed = await callApi(host, '/customer/invitation-register', { token, body: { invitationCode: code } });
  expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
}

/**
 * Empties a tenant's render cache (POST /api/revalidate, as the organiser's API does), so the
 * next view is rendered from what the API says now: a page cached by an earlier run (another
 * day, or an API without the change under test) can neither pass nor fail a test in its place.
 */
export async function purgeTenant(request: APIRequestContext, tenant: string) {
  const res = await request.post(`${E2E.portal}/api/revalidate`, {
    headers: { Authorization: `Bearer ${REVALIDATE_SECRET}` },
    data: JSON.stringify({ tenant }),
  });
  expect(res.status(), `purge of ${tenant}`).toBe(200);
}
