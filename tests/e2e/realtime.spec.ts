import Pusher from 'pusher';
import { expect, test, type Browser, type Page, type Response } from './fixtures';
import { DEMO_PUSHER_APP } from '../../demo-api/realtime/publish';
import { E2E, SECRETS } from './env';
import { callApi, solvedCaptcha, tenantToken } from './demo-api-client';

/**
 * The realtime seam as a visitor meets it: the private area listens on the
 * customer's channel of the demo API's Pusher-protocol server, so a second open tab follows a
 * change made in the first without a reload; public pages never open a socket nor download the
 * realtime libraries. Data-changing tests use a fresh account (the tests run in parallel on one API).
 */

const PASSWORD = 'Prueba#2026';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
// The same app the e2e demo API runs, with this run's secret (playwright.config.ts).
const pusher = new Pusher({ appId: DEMO_PUSHER_APP.id, key: DEMO_PUSHER_APP.key, secret: SECRETS.PUSHER_SECRET, host: '127.0.0.1', port: String(E2E.pusherPort) });


/** A new confirmed customer of the demo tenant and a session token for them. */
async function freshCustomer(name: string, surname: string) {
  const email = `rt-${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 8)}@ekitaldi.test`;
  const customer = { email, password: PASSWORD, passwordConfirmation: PASSWORD, name, surname, telephone: '600111222', userType: 'attendee' };
  const signup = await callApi('localhost', '/customer/signup', { body: { customer, privacyPolicy: true, dataAuthorization: true, ...(await solvedCaptcha('localhost')) } });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${E2E.api}/__demo/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as Array<{ links: string[] }>;
      link = mails.flatMap((m) => m.links).find((l) => l.includes('/validate/'));
      return link;
    })
    .toBeTruthy();
  expect((await callApi('localhost', '/customer/validate', { body: { token: link!.split('/').pop() } })).status).toBe(200);
  const login = await callApi('localhost', '/customer/login', { body: { user: { email, password: PASSWORD } } });
  expect(login.status).toBe(200);
  const token = login.body!.token as string;
  const me = await callApi('localhost', '/customer', { token });
  return { token, id: me.body!.id as number };
}

async function openPrivateArea(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'auth', value: token, url: E2E.host('localhost'), sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.goto(E2E.host('localhost') + '/usuario');
  return page;
}

/** How many sockets are subscribed to the channel, asked of the server through its HTTP API. */
async function subscribers(channel: string): Promise<number> {
  const res = await pusher.get({ path: `/channels/${channel}`, params: { info: 'subscription_count' } });
  return ((await res.json()) as { subscription_count: number }).subscription_count;
}

test('a profile saved in one tab, and a photo changed elsewhere, show in another open tab without reload', async ({ browser }) => {
  const { token, id } = await freshCustomer('Eneko', 'Gorka');
  const channel = `private-tenant.demo.customer.${id}`;
  const first = await openPrivateArea(browser, token);
  const second = await openPrivateArea(browser, token);
  for (const page of [first, second]) await expect(page.locator('main h1')).toContainText('Eneko Gorka');
  // Both tabs are listening (authorised by the API with the auth cookie's token).
  await expect.poll(() => subscribers(channel), { timeout: 15_000 }).toBe(2);
  let secondLoads = 0;
  second.on('load', () => secondLoads++);

  const form = first.getByRole('region', { name: 'Tus datos' }).locator('form');
  await form.getByLabel(/^Nombre\*?$/).fill('Itziar');
  await form.getByRole('button', { name: 'Guardar los datos' }).click();
  await expect(first.locator('main h1')).toContainText('Itziar Gorka');
  await expect(second.locator('main h1')).toContainText('Itziar Gorka');

  // A photo uploaded from another device (straight through the API) appears too.
  const avatar = second.locator('main header').getByTestId('account-avatar');
  await expect(avatar).toHaveText('IG');
  const upload = new FormData();
  upload.append('photo', new Blob([PNG], { type: 'image/png' }), 'yo.png');
  const res = await fetch(`${E2E.api}/customer/profile`, { method: 'POST', headers: { 'X-Tenant': tenantToken('localhost'), Authorization: `Bearer ${token}` }, body: upload });
  expect(res.status).toBe(200);
  await expect(avatar).toHaveAttribute('src', /\/media\/customers\/.+\.png$/);
  expect(secondLoads).toBe(0);

  await first.context().close();
  await expect.poll(() => subscribers(channel)).toBe(1);
  await second.context().close();
});

/** JavaScript the page downloaded that belongs to pusher-js or laravel-echo, and the sockets it opened. */
function watchRealtime(page: Page) {
  const sockets: string[] = [];
  const bodies: Array<Promise<string>> = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  page.on('response', (r: Response) => {
    if (r.request().resourceType() === 'script') bodies.push(r.text().catch(() => ''));
  });
  return {
    sockets,
    async realtimeChunks() {
      // Strings only these libraries contain: pusher-js's internal event and Echo's default namespace.
      const texts = await Promise.all(bodies);
      return texts.filter((t) => t.includes('pusher_internal:subscription_succeeded') || t.includes('App.Events')).length;
    },
  };
}

test('a public page opens no socket and downloads no realtime code; the private area does', async ({ page, browser }) => {
  const home = watchRealtime(page);
  await page.goto(E2E.host('localhost') + '/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  await page.waitForTimeout(500);
  expect(home.sockets).toEqual([]);
  expect(await home.realtimeChunks()).toBe(0);

  // The same check finds both where a page subscribes (so it can tell).
  const { token } = await freshCustomer('Nora', 'Leire');
  const privatePage = await openPrivateArea(browser, token);
  const watched = watchRealtime(privatePage);
  await privatePage.reload();
  await expect(privatePage.locator('main h1')).toContainText('Nora Leire');
  // At least one (pusher-js may open a second if the first is slow to answer on a loaded machine).
  await expect.poll(() => watched.sockets.length).toBeGreaterThanOrEqual(1);
  expect(watched.sockets[0]).toMatch(new RegExp(`^ws://localhost:${E2E.pusherPort}/app/${DEMO_PUSHER_APP.key}\\?protocol=7`));
  await expect.poll(() => watched.realtimeChunks()).toBeGreaterThan(0);
  await privatePage.context().close();
});
