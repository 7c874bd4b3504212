import { expect, test, type APIRequestContext } from './fixtures';
import { ACCOUNTS, E2E, REVALIDATE_SECRET } from './env';
import { purgeTenant } from './demo-api-client';

/**
 * Purge on demand: the organiser edits a page through the API, the API calls the portal's
 * POST /api/revalidate, and the very next view shows the edit (not the cached page, not a stale
 * one while a fresh one renders). Uses hermes so the purge leaves the other specs' tenant alone.
 */
const HERMES = { host: 'hermes.localhost', token: 'tok-hermes-7f3a' };
const PAGE = E2E.host(HERMES.host) + '/condiciones';
/** The endpoint checks purge another tenant (es, en, pt), so they never land between the views above. */
const OTHER = { key: 'digitalone', host: 'digitalone.localhost' };

async function signInOrganiser(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${E2E.api}/customer/login`, {
    headers: { 'X-Tenant': HERMES.token },
    data: { user: ACCOUNTS.organiser },
  });
  await expect(res).toBeOK();
  return ((await res.json()) as { token: string }).token;
}

const purge = (request: APIRequestContext, data: unknown, init: { secret?: string | null; host?: string } = {}) => {
  const secret = init.secret === undefined ? REVALIDATE_SECRET : init.secret;
  return request.post(`${E2E.portal}/api/revalidate`, {
    headers: { ...(secret === null ? {} : { Authorization: `Bearer ${secret}` }), ...(init.host ? { Host: init.host } : {}) },
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });
};

test.describe('purge on demand', () => {
  // hermes's pages as the API has them now, not as a build's on-disk render cache kept them from
  // an earlier run of the suite (a local re-run; CI starts from a clean clone).
  test.beforeAll(async ({ request }) => purgeTenant(request, 'hermes'));

  test('a CMS page edited through the API shows on the next view', async ({ page, request }) => {
    const heading = page.getByRole('heading', { level: 1 });

    const first = await page.goto(PAGE);
    expect(first?.status()).toBe(200);
    const original = (await heading.textContent())?.trim();
    expect(original).toBeTruthy();
    // The page is served from the cache before the edit (a view after an expired entry would be STALE).
    await expect.poll(async () => (await page.goto(PAGE))?.headers()['x-nextjs-cache']).toBe('HIT');
    await expect(heading).toHaveText(original!);

    const marker = `Revisado ${Date.now()}`;
    const token = await signInOrganiser(request);
    const saved = await request.put(`${E2E.api}/admin/cms/pages/condiciones`, {
      headers: { 'X-Tenant': HERMES.token, Authorization: `Bearer ${token}` },
      data: { translations: { es: { title: `Condiciones (${marker})`, content: `<p>${marker}: texto nuevo.</p>` } } },
    });
    expect(saved.status()).toBe(200);

    // The very next view: rendered afresh, with the edit.
    const next = await page.goto(PAGE);
    expect(next?.status()).toBe(200);
    expect(next?.headers()['x-nextjs-cache']).not.toBe('STALE');
    await expect(heading).toHaveText(`Condiciones (${marker})`);
    await expect(page.getByText(`${marker}: texto nuevo.`)).toBeVisible();
    // The fresh page is cached again.
    await expect.poll(async () => (await page.goto(PAGE))?.headers()['x-nextjs-cache']).toBe('HIT');
    await expect(heading).toHaveText(`Condiciones (${marker})`);
  });

  test('an attendee cannot edit a page (403)', async ({ request }) => {
    const login = await request.post(`${E2E.api}/customer/login`, { headers: { 'X-Tenant': HERMES.token }, data: { user: ACCOUNTS.attendee } });
    await expect(login).toBeOK();
    const { token } = (await login.json()) as { token: string };
    const res = await request.put(`${E2E.api}/admin/cms/pages/condiciones`, {
      headers: { 'X-Tenant': HERMES.token, Authorization: `Bearer ${token}` },
      data: { translations: { es: { title: 'No', content: '<p>No</p>' } } },
    });
    expect(res.status()).toBe(403);
  });

  test('/api/revalidate answers 401, 400 and 200, never cached, on any host', async ({ request }) => {
    for (const secret of [null, 'wrong-secret']) {
      const res = await purge(request, { tenant: OTHER.key }, { secret });
      expect(res.status(), String(secret)).toBe(401);
      expect(res.headers()['cache-control']).toBe('no-store');
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }

    for (const body of ['{oops', {}, { tenant: 'no-such-tenant' }, { tenant: OTHER.key, tags: ['tenant:hermes'] }, { tenant: OTHER.key, tags: [`tenant:${OTHER.key}:fr`] }]) {
      const res = await purge(request, body);
      expect(res.status(), JSON.stringify(body)).toBe(400);
      expect(res.headers()['cache-control']).toBe('no-store');
    }

    const ok = await purge(request, { tenant: OTHER.key, tags: [`tenant:${OTHER.key}:en`] });
    expect(ok.status()).toBe(200);
    expect(ok.headers()['cache-control']).toBe('no-store');
    expect(await ok.json()).toEqual({ purged: [`tenant:${OTHER.key}:en`] });

    // Not a tenant page: the same answer on a tenant's host and on a host that is no tenant's.
    for (const host of [OTHER.host, `127.0.0.1:${E2E.portalPort}`]) {
      const res = await purge(request, { tenant: OTHER.key }, { host });
      expect(res.status(), host).toBe(200);
      expect(await res.json()).toEqual({ purged: [`tenant:${OTHER.key}`] });
    }
    expect((await request.get(`${E2E.portal}/api/revalidate`)).status()).toBe(405);
  });
});
