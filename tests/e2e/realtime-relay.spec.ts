import { expect, test, type APIRequestContext } from './fixtures';
import { apiToken } from './demo-api-client';
import { ACCOUNTS, E2E } from './env';

/**
 * Realtime channel authorisations go through the portal: the private area's channel is
 * authorised at the site's own `/broadcasting/auth`, never at the API from the browser, and
 * /metrics counts each authorisation by tenant and outcome, with latency histograms per tenant.
 * Counters are shared with the tests running beside this one, so each check is "went up by".
 */

const SITE = E2E.host('localhost');
const RELAY = `${SITE}/broadcasting/auth`;

/** The value of one series in the portal's /metrics (read from loopback: allowed), 0 when absent. */
async function metric(request: APIRequestContext, series: string): Promise<number> {
  const res = await request.get(`${E2E.portal}/metrics`);
  expect(res.status()).toBe(200);
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const ok = 'ekitaldi_realtime_auth_requests_total{tenant="demo",outcome="ok"}';
const refused = 'ekitaldi_realtime_auth_requests_total{tenant="demo",outcome="refused"}';
const signedOut = 'ekitaldi_realtime_auth_requests_total{tenant="demo",outcome="signed_out"}';

test('the private area’s channel is authorised through the portal, and /metrics counts it per tenant', async ({ browser, request }) => {
  const token = await apiToken('localhost', ACCOUNTS.attendee.email, ACCOUNTS.attendee.password);
  const before = {
    ok: await metric(request, ok),
    upstream: await metric(request, 'ekitaldi_upstream_request_duration_seconds_count{resource="broadcasting",tenant="demo"}'),
    relay: await metric(request, 'ekitaldi_http_request_duration_seconds_count{route="/broadcasting/auth",status_class="2xx",tenant="demo"}'),
  };
  const context = await browser.newContext();
  await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
  const page = await context.newPage();
  const toApi: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/broadcasting/auth' && !r.url().startsWith(SITE)) toApi.push(r.url());
  });
  const authorised = page.waitForResponse((r) => r.url() === RELAY && r.request().method() === 'POST');
  await page.goto(`${SITE}/usuario`);
  const answer = await authorised;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ auth: expect.stringMatching(/^[^:]+:[0-9a-f]{64}$/) });
  // The browser sent neither its bearer nor the tenant's token: the portal took them from the cookie and the host.
  const sent = await answer.request().allHeaders();
  expect(sent['authorization']).toBeUndefined();
  expect(sent['x-tenant']).toBeUndefined();
  expect(toApi).toEqual([]);

  await expect.poll(() => metric(request, ok)).toBeGreaterThanOrEqual(before.ok + 1);
  await expect.poll(() => metric(request, 'ekitaldi_upstream_request_duration_seconds_count{resource="broadcasting",tenant="demo"}')).toBeGreaterThanOrEqual(before.upstream + 1);
  await expect.poll(() => metric(request, 'ekitaldi_http_request_duration_seconds_count{route="/broadcasting/auth",status_class="2xx",tenant="demo"}')).toBeGreaterThanOrEqual(before.relay + 1);
  await context.close();
});

test('a cross-site or signed-out authorisation is refused, and counted as such', async ({ page, request }) => {
  const token = await apiToken('localhost', ACCOUNTS.attendee.email, ACCOUNTS.attendee.password);
  const before = { refused: await metric(request, refused), signedOut: await metric(request, signedOut) };
  const body = { socket_id: '123.456', channel_name: 'private-tenant.demo.customer.1' };

  // Another site posting with the visitor's cookie gets nothing.
  const crossSite = await request.post(RELAY, { headers: { Origin: 'https://evil.example', Cookie: `auth=${token}` }, data: body });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toEqual({ message: 'Cross-site request refused' });

  // A page of the site without a session: refused without asking the API.
  await page.goto(`${SITE}/agenda`);
  const status = await page.evaluate(
    async ([url, data]) => (await fetch(url as string, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })).status,
    [RELAY, body] as const,
  );
  expect(status).toBe(403);

  await expect.poll(() => metric(request, refused)).toBeGreaterThanOrEqual(before.refused + 1);
  await expect.poll(() => metric(request, signedOut)).toBeGreaterThanOrEqual(before.signedOut + 1);
  // No label carries the token.
  const scrape = await (await request.get(`${E2E.portal}/metrics`)).text();
  expect(scrape).not.toContain(token);
});
