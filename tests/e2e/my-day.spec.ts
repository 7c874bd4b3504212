import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './fixtures';
import { events, instantOf, parseIcs, prop, text } from '../../lib/calendar/parse';
import { byLabel, createVerifiedAccount, signIn, SITE, TAGS } from './auth-helpers';
import { callApi, tenantToken } from './demo-api-client';
import { customerId, grantTicket } from './attendees';
import { E2E } from './env';

/**
 * "My day" on localhost (demo tenant, Spanish): stars kept by an anonymous visitor and
 * handed to the account on sign-in; the timeline of a registration, a star and an accepted
 * networking meeting with the clash marked and resolved; the private calendar feed (RFC 5545,
 * changes after unregistering, 404 once revoked); axe at 360 and 1280 px. Fresh accounts only:
 * the seeded ones belong to other specs.
 */

const LIVE = 'en-directo'; // live all day in the demo data: "now"
const STARRED = 'ponencia-ciudades-inteligentes-y-habitables'; // 9 March 14:30–15:30
const REGISTERED = 'taller-cultura-y-patrimonio-digital'; // 9 March 11:00–13:00, over the networking morning

const starName = (title: string) => `Marcar con estrella «${title}» para mi día`;

interface Session {
  id: number;
  title: string;
  startsAt: string;
  rooms: { id: number; name: string }[];
}

async function session(slug: string): Promise<Session> {
  const { status, body } = await callApi('localhost', `/conferences/${slug}`);
  expect(status).toBe(200);
  return body as unknown as Session;
}

async function tokenOf(email: string, password: string): Promise<string> {
  const { status, body } = await callApi('localhost', '/customer/login', { body: { user: { email, password } } });
  expect(status).toBe(200);
  return body!.token as string;
}


async function api(token: string, url: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${E2E.api}${url}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'X-Tenant': tenantToken('localhost'),
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const raw = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (raw ? JSON.parse(raw) : null) as any };
}

async function enableNetworking(token: string) {
  expect((await api(token, '/networking/customer/enable-networking')).status).toBe(200);
  const form = await api(token, '/networking/custom-form');
  const survey: Record<string, unknown> = {};
  for (const field of form.body.fields as Array<{ name: string; type: string; options: Array<{ value: string }> }>) {
    if (field.type === 'choice') survey[field.name] = field.options[0]!.value;
    else if (field.type === 'multi_choice') survey[field.name] = [field.options[0]!.value];
    else survey[field.name] = 'Perfil de prueba';
  }
  expect((await api(token, '/networking/custom-form/completed', { body: { custom_form_id: form.body.id, survey } })).status).toBe(200);
}

/** `other` asks `me` for a meeting in the first free slot of the first block with a free room; `me` accepts. */
async function acceptedMeeting(me: { token: string; id: number }, other: { token: string }) {
  const blocks = await api(other.token, '/networking/events/blocks', { body: { participantId: me.id } });
  expect(blocks.status).toBe(200);
  type Slot = { id: number; startsAt: string; endsAt: string; status: string; rooms: { id: number; free: boolean }[] };
  const slot = (blocks.body.blocks[0].slots as Slot[]).find((s) => s.status === 'free' && s.rooms.some((r) => r.free))!;
  expect(slot).toBeTruthy();
  const room = slot.rooms.find((r) => r.free)!;
  const created = await api(other.token, '/networking/events', { body: { participantId: me.id, name: 'Café Mi día', slotId: slot.id, roomId: room.id } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const accepted = await api(me.token, `/networking/events/${created.body.id}`, { method: 'PUT', body: { status: 'validated', roomId: room.id } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return slot;
}

async function signInWithToken(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function feedBody(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  return { status: res.status(), headers: res.headers(), body: await res.text() };
}

test('stars kept anonymously in the browser are in the account after signing in, and "now" shows the live session', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'MiDiaStar');
  const live = await session(LIVE);
  const starred = await session(STARRED);

  await page.goto(`${SITE}/agenda/${LIVE}`);
  const liveStar = page.getByRole('button', { name: starName(live.title) });
  await expect(liveStar).toHaveAttribute('aria-pressed', 'false');
  await liveStar.click();
  await expect(liveStar).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`${SITE}/agenda/${STARRED}`);
  await page.getByRole('button', { name: starName(starred.title) }).click();
  await expect(page.getByRole('button', { name: starName(starred.title) })).toHaveAttribute('aria-pressed', 'true');
  // Kept in this browser across pages (the cached HTML is the same for everyone: unpressed).
  await page.goto(`${SITE}/agenda/${LIVE}`);
  await expect(liveStar).toHaveAttribute('aria-pressed', 'true');

  await signIn(page, account.email, account.password);
  await page.goto(`${SITE}/agenda/${LIVE}`);
  await expect(liveStar).toHaveAttribute('aria-pressed', 'true');
  const token = await tokenOf(account.email, account.password);
  await expect.poll(async () => (await api(token, '/customer/favorites')).body.conferenceIds.sort()).toEqual([live.id, starred.id].sort());
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ekitaldi:stars'))).toBeNull();

  // Unstarring while signed in goes to the account.
  await page.goto(`${SITE}/agenda/${STARRED}`);
  const star = page.getByRole('button', { name: starName(starred.title) });
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await api(token, '/customer/favorites')).body.conferenceIds).toEqual([live.id]);

  await page.goto(`${SITE}/mi-dia`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi día' })).toBeVisible();
  const now = page.getByRole('region', { name: 'Ahora mismo' });
  await expect(now).toContainText(live.title);
  const item = page.getByRole('article', { name: live.title });
  await expect(item).toContainText('Con estrella');
  await expect(item).not.toContainText('Inscrito');
});

test('stars made before signing in are on "Mi día" at once when the sign-in lands there', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'MiDiaLand');
  const starred = await session(STARRED);
  await page.goto(`${SITE}/agenda/${STARRED}`);
  const star = page.getByRole('button', { name: starName(starred.title) });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  // Straight from the sign-in form to "Mi día": no page with a star on the way.
  await page.goto(`${SITE}/mi-dia`);
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=%2Fmi-dia/);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await byLabel(page, 'Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(`${SITE}/mi-dia`);
  const item = page.getByRole('article', { name: starred.title });
  await expect(item).toContainText('Con estrella');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ekitaldi:stars'))).toBeNull();
  const token = await tokenOf(account.email, account.password);
  await expect.poll(async () => (await api(token, '/customer/favorites')).body.conferenceIds).toEqual([starred.id]);
});

test.describe('timeline and feed', () => {
  // A viewer in New York: the event's times with theirs beside them.
  test.use({ timezoneId: 'America/New_York' });

  test('registration + star + accepted meeting → my day with the clash marked and resolved; the feed follows and is revoked', async ({ page, request }) => {
    const a = await createVerifiedAccount(request, 'MiDiaA');
    const b = await createVerifiedAccount(request, 'MiDiaB');
    const me = { token: await tokenOf(a.email, a.password), id: 0 };
    me.id = await customerId(me.token);
    const other = { token: await tokenOf(b.email, b.password) };
    await grantTicket(me.token);
    // Networking is a right of the ticket on localhost: the other person holds one too.
    await grantTicket(other.token);
    await enableNetworking(me.token);
    await enableNetworking(other.token);
    const slot = await acceptedMeeting(me, other);

    const workshop = await session(REGISTERED);
    const starred = await session(STARRED);
    const reg = await api(me.token, `/conferences/${workshop.id}/register`, { body: { room_id: workshop.rooms[0]!.id } });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    expect(reg.body.status).toBe('confirmed');
    expect(Date.parse(slot.startsAt)).toBeGreaterThanOrEqual(Date.parse(workshop.startsAt));

    await signInWithToken(page.context(), me.token);
    await page.goto(`${SITE}/agenda/${STARRED}`);
    await page.getByRole('button', { name: starName(starred.title) }).click();
    await expect(page.getByRole('button', { name: starName(starred.title) })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await api(me.token, '/customer/favorites')).body.conferenceIds).toEqual([starred.id]);

    await page.goto(`${SITE}/mi-dia`);
    const day = page.getByRole('region', { name: /9 de marzo de 2027/ });
    await expect(day.getByText('2 elementos coinciden en el tiempo este día')).toBeVisible();
    const workshopItem = page.getByRole('article', { name: workshop.title });
    const meetingItem = page.getByRole('article', { name: 'Café Mi día' });
    const starredItem = page.getByRole('article', { name: starred.title });
    await expect(workshopItem).toContainText('Inscrito');
    await expect(workshopItem).toContainText('Coincide con: Café Mi día');
    await expect(workshopItem).toContainText(workshop.rooms[0]!.name);
    await expect(meetingItem).toContainText('Reunión con Prueba MiDiaB');
    await expect(meetingItem).toContainText(`Coincide con: ${workshop.title}`);
    await expect(meetingItem.getByRole('link', { name: 'Mover o cancelar la reunión «Café Mi día»' })).toHaveAttribute('href', '/networking/reuniones');
    await expect(starredItem).toContainText('Con estrella');
    await expect(starredItem).not.toContainText('Coincide');
    // 11:00 in Bilbao is 05:00 in New York.
    await expect(workshopItem).toContainText('11:00–13:00');
    await expect(workshopItem).toContainText('Tu hora: 05:00–07:00');
    // The walk from the workshop (13:00) to the starred session (14:30).
    await expect(page.getByText('90 minutos para ir a otra sala').or(page.getByText('90 minutos para ir a otra sede')).or(page.getByText('90 minutos libres'))).toBeVisible();

    // The private feed: created, shown once, subscribable by https and webcal.
    await page.getByRole('button', { name: 'Crear enlace de calendario' }).click();
    await expect(page.getByText('Enlace creado. Cópialo ahora: no se volverá a mostrar.')).toBeVisible();
    const shown = await page.getByLabel('Enlace del calendario (https)').inputValue();
    // The tenant's canonical origin (its baseUrl), then the secret: 43 url-safe characters.
    expect(shown).toMatch(/^https?:\/\/[^/]+\/mi-dia\/calendario\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('link', { name: 'Suscribirme en mi calendario' })).toHaveAttribute('href', shown.replace(/^https?:/, 'webcal:'));
    // Fetched from the test portal as a calendar app would: no cookie, no header, only the URL.
    const url = `${SITE}${new URL(shown).pathname}`;

    const first = await feedBody(request, url);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toContain('text/calendar');
    expect(first.headers['cache-control']).toContain('no-store');
    expect(first.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(first.body).toContain('END:VCALENDAR');
    const cal = parseIcs(first.body);
    const evs = events(cal);
    expect(evs.map((e) => text(e, 'SUMMARY')).sort()).toEqual([workshop.title, starred.title, 'Café Mi día · Reunión con Prueba MiDiaB'].sort());
    const ws = evs.find((e) => text(e, 'SUMMARY') === workshop.title)!;
    expect(prop(ws, 'DTSTART')!.params.TZID).toBe('Europe/Madrid');
    expect(instantOf(prop(ws, 'DTSTART')!).getTime()).toBe(Date.parse(workshop.startsAt));
    expect(text(ws, 'DESCRIPTION')).toContain('Coincide con: Café Mi día');

    // Resolving the clash: unregister from the workshop (the existing registration call).
    await workshopItem.getByRole('button', { name: `Anular la inscripción en «${workshop.title}»` }).click();
    await expect(page.getByText(`Ya no estás inscrito en «${workshop.title}».`)).toBeVisible();
    await expect(page.getByRole('article', { name: workshop.title })).toHaveCount(0);
    await expect(page.getByText('2 elementos coinciden en el tiempo este día')).toHaveCount(0);
    const second = await feedBody(request, url);
    expect(second.status).toBe(200);
    expect(events(parseIcs(second.body)).map((e) => text(e, 'SUMMARY'))).not.toContain(workshop.title);
    expect(events(parseIcs(second.body))).toHaveLength(2);

    // Revoked: the URL answers 404.
    await page.getByRole('button', { name: 'Revocar el enlace' }).click();
    await expect(page.getByText('El enlace de calendario se ha revocado.')).toBeVisible();
    expect((await feedBody(request, url)).status).toBe(404);
    // After a reload the page says there is no link.
    await page.reload();
    await expect(page.getByText('No tienes ningún enlace de calendario.')).toBeVisible();
  });
});

test('my day needs an account: anonymous visitors go to the login page and come back', async ({ page }) => {
  await page.goto(`${SITE}/mi-dia`);
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=%2Fmi-dia/);
});

for (const width of [360, 1280]) {
  test(`the header's user menu leads to my day (${width}px)`, async ({ browser, request }) => {
    const account = await createVerifiedAccount(request, `MiDiaMenu${width}`);
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'es-ES' });
    await signInWithToken(context, await tokenOf(account.email, account.password));
    const page = await context.newPage();
    await page.goto(`${SITE}/`);
    const banner = page.getByRole('banner');
    // Below 960 px the user menu is folded into the menu button's panel.
    if (width < 960) await banner.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(banner.getByText(/^Hola, /)).toBeVisible();
    const link = banner.getByRole('link', { name: 'Mi día', exact: true });
    await expect(link).toBeVisible();
    // The other places stay beside it.
    await expect(banner.getByRole('link', { name: 'Editar perfil' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(`${SITE}/mi-dia`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi día' })).toBeVisible();
    await context.close();
  });

  test(`axe: my day and a session page with its star at ${width}px`, async ({ browser, request }) => {
    const account = await createVerifiedAccount(request, `MiDiaAxe${width}`);
    const token = await tokenOf(account.email, account.password);
    const starred = await session(STARRED);
    const live = await session(LIVE);
    expect((await api(token, '/customer/favorites', { body: { conferenceIds: [starred.id, live.id] } })).status).toBe(200);
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
    await signInWithToken(context, token);
    const page = await context.newPage();
    await page.goto(`${SITE}/mi-dia`);
    await expect(page.getByRole('article', { name: starred.title })).toBeVisible();
    await page.getByRole('button', { name: 'Crear enlace de calendario' }).click();
    await expect(page.getByLabel('Enlace del calendario (https)')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.goto(`${SITE}/agenda/${STARRED}`);
    await expect(page.getByRole('button', { name: starName(starred.title) })).toHaveAttribute('aria-pressed', 'true');
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
}
