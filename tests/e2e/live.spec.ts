import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './fixtures';
import { createVerifiedAccount, DEMO_TENANT_TOKEN, SITE, TAGS } from './auth-helpers';
import { ACCOUNTS, E2E } from './env';

/**
 * Live questions, votes, chat and moderation on a session page, with several browser
 * contexts at once: a fresh attendee (state changes), the organiser (moderates), and a third
 * visitor. Everything arrives through the demo API's Pusher-protocol server, without reloads.
 * Each test matches only the question or message it wrote (the tests share one demo API).
 */

const LIVE = `${SITE}/agenda/en-directo`;
const OPEN_ROOM = `${SITE}/agenda/en-directo-paralela`;
const unique = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function api(path: string, init: { body?: unknown; token?: string } = {}) {
  const res = await fetch(`${E2E.api}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'X-Tenant': DEMO_TENANT_TOKEN,
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function tokenOf(email: string, password: string): Promise<string> {
  const login = await api('/customer/login', { body: { user: { email, password } } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body!.token as string;
}

/** A page of its own browser context on `url`, signed in with `token` (or anonymous), the live panel loaded. */
async function open(browser: Browser, url: string, token: string | null): Promise<Page> {
  const context = await browser.newContext();
  if (token) await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByTestId('live-questions').or(page.getByTestId('live-chat')).first()).toBeVisible();
  // Set once: still there at the end means the page was never reloaded.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  return page;
}

const notReloaded = (page: Page) => expect.poll(() => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true)).toBe(true);

async function freshToken(request: Parameters<typeof createVerifiedAccount>[0], tag: string) {
  const { email, password } = await createVerifiedAccount(request, tag);
  return tokenOf(email, password);
}

test('a question: asked, queued for the organiser within 1 s, validated, voted once, answered and deleted, live for everyone', async ({ browser, request }) => {
  const attendeeToken = await freshToken(request, 'liveq');
  const organiserToken = await tokenOf(ACCOUNTS.organiser.email, ACCOUNTS.organiser.password);
  const [attendee, organiser, visitor] = await Promise.all([open(browser, LIVE, attendeeToken), open(browser, LIVE, organiserToken), open(browser, LIVE, null)]);
  await expect(organiser.getByTestId('live-moderation')).toBeVisible();
  await expect(attendee.getByTestId('live-moderation')).toHaveCount(0);
  // The anonymous visitor is offered to log in, and comes back to this page afterwards.
  const login = visitor.getByRole('link', { name: 'Inicia sesión para preguntar' });
  await expect(login).toHaveAttribute('href', /\/iniciar-sesion\?redirect=%2Fagenda%2Fen-directo$/);

  const text = unique('¿Habrá grabación?');
  const questions = attendee.getByTestId('live-questions');
  await questions.getByLabel('Tu pregunta').fill(text);
  await questions.getByRole('button', { name: 'Enviar la pregunta' }).click();
  const mine = questions.locator('li', { hasText: text });
  await expect(mine).toContainText('Pendiente de validación');
  await expect(questions.getByLabel('Tu pregunta')).toHaveValue('');

  const queued = organiser.getByTestId('live-moderation').locator('li', { hasText: text });
  await expect(queued).toBeVisible({ timeout: 1_000 });
  await expect(visitor.getByTestId('live-questions').locator('li', { hasText: text })).toHaveCount(0);

  await queued.getByRole('button', { name: 'Validar' }).click();
  await expect(mine).not.toContainText('Pendiente de validación');
  await expect(mine).toContainText('0 votos');
  const seen = visitor.getByTestId('live-questions').locator('li', { hasText: text });
  await expect(seen).toContainText('0 votos');

  // Vote: counted once, even when the same vote is sent again.
  await mine.getByRole('button', { name: 'Votar' }).click();
  await expect(mine.getByTestId('voted')).toHaveText('✓ Has votado');
  await expect(mine.getByRole('button', { name: 'Quitar voto' })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Votar' })).toHaveCount(0);
  await expect(mine).toContainText('1 voto');
  await expect(seen).toContainText('1 voto');
  const id = Number(await mine.getAttribute('data-question'));
  const again = await api('/conferences/questions/vote', { body: { questionId: id }, token: attendeeToken });
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ votes: 1, voted: true });
  await expect(seen).toContainText('1 voto');
  // Unvote.
  await mine.getByRole('button', { name: 'Quitar voto' }).click();
  await expect(mine.getByRole('button', { name: 'Votar' })).toBeVisible();
  await expect(mine.getByTestId('voted')).toHaveCount(0);
  await expect(seen).toContainText('0 votos');

  await queued.getByRole('button', { name: 'Marcar como respondida' }).click();
  await expect(seen).toContainText('Respondida');
  await expect(mine).toContainText('Respondida');

  await organiser.getByTestId('live-moderation').locator('li', { hasText: text }).getByRole('button', { name: 'Eliminar' }).click();
  // Destructive: confirmed in a dialog first.
  await organiser.getByRole('dialog', { name: '¿Eliminar esta pregunta?' }).getByRole('button', { name: 'Eliminar la pregunta' }).click();
  await expect(seen).toHaveCount(0);
  await expect(mine).toHaveCount(0);
  for (const page of [attendee, organiser, visitor]) await notReloaded(page);
  // An attendee may not moderate (the API checks the role on every call).
  expect((await api(`/conferences/questions/${id}/validate`, { body: {}, token: attendeeToken })).status).toBe(403);
  for (const page of [attendee, organiser, visitor]) await page.context().close();
});

test('a chat message: pending for its author only, accepted → seen by a third visitor, too soon refused with the wait, deleted everywhere', async ({ browser, request }) => {
  const [attendeeToken, thirdToken] = await Promise.all([freshToken(request, 'livec'), freshToken(request, 'livec3')]);
  const organiserToken = await tokenOf(ACCOUNTS.organiser.email, ACCOUNTS.organiser.password);
  const [attendee, organiser, third] = await Promise.all([open(browser, LIVE, attendeeToken), open(browser, LIVE, organiserToken), open(browser, LIVE, thirdToken)]);

  const text = unique('Hola <b>a todos</b>, programa en https://ekitaldi.test/programa.');
  const chat = attendee.getByTestId('live-chat');
  await chat.getByLabel('Tu mensaje').fill(text);
  await chat.getByRole('button', { name: 'Enviar el mensaje' }).click();
  const tag = text.slice(-12);
  const mine = chat.locator('li', { hasText: tag });
  await expect(mine).toContainText('Pendiente de aceptación');
  await expect(chat.getByLabel('Tu mensaje')).toHaveValue('');

  const queued = organiser.getByTestId('live-moderation').locator('li', { hasText: tag });
  await expect(queued).toBeVisible({ timeout: 1_000 });
  const theirs = third.getByTestId('live-chat').locator('li', { hasText: tag });
  await expect(theirs).toHaveCount(0);

  // Too soon after the previous one: refused with the wait, the text kept.
  await chat.getByLabel('Tu mensaje').fill('Y otra cosa');
  await chat.getByRole('button', { name: 'Enviar el mensaje' }).click();
  await expect(chat.getByRole('alert')).toHaveText(/^Espera [1-5] s antes de enviar otro mensaje\.$/);
  await expect(chat.getByLabel('Tu mensaje')).toHaveValue('Y otra cosa');

  await queued.getByRole('button', { name: 'Aceptar' }).click();
  await expect(theirs).toBeVisible();
  await expect(mine).not.toContainText('Pendiente de aceptación');
  // A screen reader hears it politely, as a count said at most every 5 s.
  await expect(third.getByTestId('live-chat').locator('[role="status"][aria-live="polite"]')).toHaveText(/^\d+ mensajes? nuevos? en el chat$/, { timeout: 8_000 });
  // Plain text: the markup stays text, the address is the only link, to a new window.
  await expect(theirs.locator('b')).toHaveCount(0);
  await expect(theirs).toContainText('<b>a todos</b>');
  const link = theirs.getByRole('link');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('href', 'https://ekitaldi.test/programa');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(link).toHaveAttribute('target', '_blank');

  await organiser.getByTestId('live-chat').locator('li', { hasText: tag }).getByRole('button', { name: 'Eliminar' }).click();
  await organiser.getByRole('dialog', { name: '¿Eliminar este mensaje?' }).getByRole('button', { name: 'Eliminar el mensaje' }).click();
  await expect(theirs).toHaveCount(0);
  await expect(mine).toHaveCount(0);
  for (const page of [attendee, organiser, third]) await notReloaded(page);
  for (const page of [attendee, organiser, third]) await page.context().close();
});

test('a killed socket reconnects and shows what was said meanwhile; a message written offline is sent when back', async ({ browser, request }) => {
  const [attendeeToken, otherToken] = await Promise.all([freshToken(request, 'liver'), freshToken(request, 'liver2')]);
  const context = await browser.newContext();
  await context.addCookies([{ name: 'auth', value: attendeeToken, url: SITE, sameSite: 'Lax' }]);
  const page = await context.newPage();
  // Every socket of the page goes through the test, which can cut it and refuse new ones.
  let blocked = false;
  const sockets: Array<{ close: () => Promise<void> }> = [];
  await page.routeWebSocket(/\/app\//, (ws) => {
    if (blocked) {
      void ws.close({ code: 4100, reason: 'test: down' });
      return;
    }
    ws.connectToServer();
    sockets.push(ws);
  });
  await page.goto(OPEN_ROOM);
  const chat = page.getByTestId('live-chat');
  await expect(chat).toBeVisible();
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  // Connected: one message arrives live.
  const first = unique('Antes del corte');
  expect((await api('/conferences/en-directo-paralela/new-message', { body: { text: first }, token: otherToken })).status).toBe(201);
  await expect(chat.locator('li', { hasText: first })).toBeVisible();

  blocked = true;
  for (const ws of sockets.splice(0)) await ws.close();
  await expect(page.getByRole('status').filter({ hasText: 'Reconectando…' })).toBeVisible();
  const organiserToken = await tokenOf(ACCOUNTS.organiser.email, ACCOUNTS.organiser.password);
  const meanwhile = unique('Durante el corte');
  expect((await api('/conferences/en-directo-paralela/new-message', { body: { text: meanwhile }, token: organiserToken })).status).toBe(201);
  blocked = false;
  await expect(chat.locator('li', { hasText: meanwhile })).toBeVisible({ timeout: 20_000 });
  await expect(chat.locator('li', { hasText: first })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Reconectando…' })).toHaveCount(0);

  // Offline: the message is kept and sent when the browser is back.
  await context.setOffline(true);
  // One notice: the site's banner, not a second one from the live panel.
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión: algunas acciones no estarán disponibles' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Sin conexión/ })).toHaveCount(1);
  const offline = unique('Escrito sin conexión');
  await chat.getByLabel('Tu mensaje').fill(offline);
  await chat.getByRole('button', { name: 'Enviar el mensaje' }).click();
  await expect(chat.getByTestId('live-outbox')).toContainText('Se enviará cuando vuelva la conexión.');
  await context.setOffline(false);
  await expect(chat.locator('ol li', { hasText: offline })).toHaveCount(1);
  await expect(chat.getByTestId('live-outbox')).toHaveCount(0);
  await notReloaded(page);
  await context.close();
});

for (const width of [360, 1280]) {
  for (const [who, account] of [
    ['organiser (moderation queue)', ACCOUNTS.organiser],
    ['attendee', ACCOUNTS.attendee],
  ] as const) {
    test(`axe: no violations with the questions and chat open, ${who}, at ${width} px`, async ({ browser }) => {
      // Axe over a page with a long chat history takes a while on a loaded machine.
      test.setTimeout(60_000);
      const page = await open(browser, LIVE, await tokenOf(account.email, account.password));
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByTestId('live-chat').locator('li').first()).toBeVisible();
      await expect(page.getByTestId('live-questions').locator('li').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.context().close();
    });
  }
}
