import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from './fixtures';
import { TAGS } from './auth-helpers';
import { callApi } from './demo-api-client';
import { ACCOUNTS, E2E } from './env';

/**
 * The 403 page. Where a page is rendered with the visitor's token and the API refuses
 * them the resource with a 403 that names why, the portal answers with the tenant's 403 page and
 * HTTP 403 — not a redirect, not a 500 — and the session stays. The case in the portal: a session's
 * moderation screen (/agenda/{slug}/moderacion), which the API opens to moderators only
 * (403 live.forbidden to anyone else). A bare 403 (a token the API no longer takes) ends the
 * session instead; no token at all is the login guard's redirect.
 */

const SITE = E2E.host('localhost');
const SESSION = 'en-directo';
const SCREEN = `/agenda/${SESSION}/moderacion`;

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const login = await callApi('localhost', '/customer/login', { body: { user: account } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body!.token as string;
}

async function signedIn(browser: Browser, token: string | null) {
  const context = await browser.newContext();
  if (token) await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
  return { context, page: await context.newPage() };
}

test('an attendee on the moderation screen: the 403 page with HTTP 403, and still signed in', async ({ browser, request }) => {
  const token = await tokenOf(ACCOUNTS.attendee);
  // The API's own answer: a refusal that names why (the session is fine).
  const refused = await callApi('localhost', `/conferences/${SESSION}/moderation`, { token });
  expect(refused.status).toBe(403);

  const { context, page } = await signedIn(browser, token);
  const response = await page.goto(`${SITE}${SCREEN}`);
  expect(response?.status()).toBe(403);
  await expect(page).toHaveURL(`${SITE}${SCREEN}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Permiso denegado');
  await expect(page).toHaveTitle(/^Permiso denegado · /);
  await expect(page.getByText('Código de error 403')).toBeVisible();
  await expect(page.getByText('No tienes permiso para ver esta página.')).toBeVisible();
  // Next adds its own noindex to an error page beside the page's: every one must say noindex.
  const robots = page.locator('meta[name="robots"]');
  await expect(robots.first()).toHaveAttribute('content', /noindex/);
  await expect.poll(() => robots.evaluateAll((metas) => metas.every((m) => (m as HTMLMetaElement).content.includes('noindex')))).toBe(true);
  // The session is kept: the greeting is there and the cookie too.
  await expect(page.getByText(/^Hola, /)).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'auth' && c.value === token)).toBe(true);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(`${SITE}/`);
  await context.close();

  // On the wire: 403, never stored by a shared cache, no redirect.
  const raw = await request.get(`${E2E.portal}${SCREEN}`, { headers: { Host: 'localhost', Cookie: `auth=${token}` }, maxRedirects: 0 });
  expect(raw.status()).toBe(403);
  expect(raw.headers()['cache-control']).toMatch(/private|no-store/);
  expect(raw.headers()['location']).toBeUndefined();
});

test('in English the 403 page is translated', async ({ browser }) => {
  const { context, page } = await signedIn(browser, await tokenOf(ACCOUNTS.attendee));
  const response = await page.goto(`${SITE}/en${SCREEN}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Permission denied');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  await context.close();
});

test('the organiser gets the moderation screen (200), with the queue', async ({ browser }) => {
  const session = await callApi('localhost', `/conferences/${SESSION}`);
  const { context, page } = await signedIn(browser, await tokenOf(ACCOUNTS.organiser));
  const response = await page.goto(`${SITE}${SCREEN}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toMatch(/private|no-store/);
  await expect(page).toHaveTitle(/^Moderación · /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(session.body!.title as string);
  await expect(page.getByTestId('live-moderation')).toBeVisible();
  await expect(page.getByTestId('live-moderation').getByRole('heading', { name: 'Preguntas por moderar' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la sesión' }).click();
  await expect(page).toHaveURL(`${SITE}/agenda/${SESSION}`);
  await context.close();
});

test('no 403 where it does not belong: anonymous → sign in, a dead token → session ended, unknown session → 404', async ({ browser, request }) => {
  const anonymous = await request.get(`${E2E.portal}${SCREEN}`, { headers: { Host: 'localhost' }, maxRedirects: 0 });
  expect(anonymous.status()).toBe(307);
  expect(new URL(anonymous.headers()['location']!, E2E.portal).pathname + new URL(anonymous.headers()['location']!, E2E.portal).search).toBe(
    `/iniciar-sesion?redirect=${encodeURIComponent(SCREEN)}`,
  );

  const { context, page } = await signedIn(browser, 'a-token-the-api-does-not-know');
  await page.goto(`${SITE}${SCREEN}`);
  await expect(page).toHaveURL(new RegExp(`/iniciar-sesion\\?redirect=${encodeURIComponent(SCREEN).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect((await context.cookies()).some((c) => c.name === 'auth')).toBe(false);
  await context.close();

  const organiser = await tokenOf(ACCOUNTS.organiser);
  const missing = await request.get(`${E2E.portal}/agenda/no-existe/moderacion`, { headers: { Host: 'localhost', Cookie: `auth=${organiser}` } });
  expect(missing.status()).toBe(404);
});

for (const width of [360, 1280]) {
  test(`no axe violations on the 403 page at ${width}px`, async ({ browser }) => {
    const { context, page } = await signedIn(browser, await tokenOf(ACCOUNTS.attendee));
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${SITE}${SCREEN}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Permiso denegado');
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
}
