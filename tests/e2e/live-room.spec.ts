import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Browser, type Page } from './fixtures';
import { ACCOUNTS, E2E } from './env';
import { callApi } from './demo-api-client';
import { freshAttendee, release, roomIds, sessionIdOf, tokenFor } from './attendees';
import { TAGS, waitForMail } from './auth-helpers';

/**
 * The live room, with several browser contexts at once: signed-in attendees, an
 * anonymous visitor and (where it matters) the organiser, all against the demo API and its
 * Pusher-protocol server, nothing reloaded.
 *
 * `en-directo-paralela`: one room, Sala 1 (40 seats), no registration form, ticket needed.
 */

// One after another: the tests fill and empty the same room (setParallelOccupied), and one's
// clean-up ran while the other expected it full (the axe tests at 360 and 1280 px on two workers).
test.describe.configure({ mode: 'default', timeout: 90_000 });

const SITE = E2E.host('localhost');
const PARALLEL = '/agenda/en-directo-paralela';

/** The "Aforo" card of the session's facts: "5 de 40 plazas ocupadas". */
const aforo = (page: Page) => page.locator('dl div', { has: page.locator('dt', { hasText: /^Aforo$/ }) }).locator('dd');
/** The registration block's line for Sala 1: "Sala 1: 5 de 40 plazas ocupadas". */
const blockSeats = (page: Page) => page.locator('#inscripcion').getByText(/^Sala 1: \d+ de 40 plazas ocupadas/).first();

async function seatsNow(slug: string): Promise<number> {
  const { body } = await callApi('localhost', `/conferences/${await sessionIdOf(slug)}/rooms-seating`);
  return (body!.rooms as Array<{ name: string; occupied: number }>).find((r) => r.name === 'Sala 1')!.occupied;
}

async function open(browser: Browser, url: string, token: string | null, before?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext();
  if (token) await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await before?.(page);
  await page.goto(url);
  // Set once: still there at the end means the page was never reloaded.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  return page;
}

const notReloaded = (page: Page) => expect.poll(() => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true)).toBe(true);

async function showsSeats(page: Page, occupied: number) {
  await expect(aforo(page)).toHaveText(new RegExp(`^${occupied} de 40 plazas ocupadas`));
  await expect(blockSeats(page)).toHaveText(new RegExp(`^Sala 1: ${occupied} de 40 plazas ocupadas`));
}

test('seats, one truth: a seat taken in one browser shows in the Aforo card and the registration block of everyone, signed in or not; a reconnection reads them again', async ({ browser, request }) => {
  const [taker, watcher, other] = await Promise.all([
    freshAttendee(request, 'room-seat-take'),
    freshAttendee(request, 'room-seat-watch', { ticket: false }),
    freshAttendee(request, 'room-seat-other'),
  ]);
  // The anonymous visitor's sockets go through the test, which can cut them and refuse new ones.
  let blocked = false;
  const sockets: Array<{ close: () => Promise<void> }> = [];
  try {
    const [takerPage, watcherPage, anonymous] = await Promise.all([
      open(browser, SITE + PARALLEL, taker.token),
      open(browser, SITE + PARALLEL, watcher.token),
      open(browser, SITE + PARALLEL, null, (page) =>
        page.routeWebSocket(/\/app\//, (ws) => {
          if (blocked) {
            void ws.close({ code: 4100, reason: 'test: down' });
            return;
          }
          ws.connectToServer();
          sockets.push(ws);
        }),
      ),
    ]);
    const before = await seatsNow('en-directo-paralela');
    // Whatever the cached HTML said, after load every figure is the API's number.
    for (const page of [takerPage, watcherPage, anonymous]) await showsSeats(page, before);

    // The attendee registers in their browser: both other browsers follow, both figures each.
    await takerPage.locator('#inscripcion').getByRole('radio', { name: /^Sala 1: / }).check();
    await takerPage.locator('#inscripcion').getByRole('button', { name: 'Inscribirme' }).click();
    await expect(takerPage.getByTestId('registration-status')).toHaveText('Estás inscrito en Sala 1.');
    for (const page of [takerPage, watcherPage, anonymous]) await showsSeats(page, before + 1);

    // The anonymous visitor's socket drops; a seat is taken meanwhile (no event reaches it);
    // once the socket is back the seats are read again.
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    blocked = true;
    for (const ws of sockets.splice(0)) await ws.close();
    const id = await sessionIdOf('en-directo-paralela');
    const rooms = await roomIds('en-directo-paralela');
    expect((await callApi('localhost', `/conferences/${id}/register`, { body: { room_id: rooms['Sala 1'] }, token: other.token })).status).toBe(200);
    await showsSeats(watcherPage, before + 2);
    await showsSeats(anonymous, before + 1);
    blocked = false;
    await expect(aforo(anonymous)).toHaveText(new RegExp(`^${before + 2} de 40 plazas ocupadas`), { timeout: 30_000 });
    await showsSeats(anonymous, before + 2);

    for (const page of [takerPage, watcherPage, anonymous]) await notReloaded(page);
    for (const page of [takerPage, watcherPage, anonymous]) await page.context().close();
  } finally {
    await release(taker.token, 'en-directo-paralela');
    await release(other.token, 'en-directo-paralela');
  }
});

const LIVE = '/agenda/en-directo';
const unique = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A question asked by `token` on en-directo and validated by the organiser: its id. */
async function validatedQuestion(token: string, text: string): Promise<number> {
  const id = await sessionIdOf('en-directo');
  const asked = await callApi('localhost', `/conferences/${id}/questions`, { body: { conference_id: id, text }, token });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const organiser = await tokenFor('localhost', ACCOUNTS.organiser.email, ACCOUNTS.organiser.password);
  const questionId = asked.body!.id as number;
  expect((await callApi('localhost', `/conferences/questions/${questionId}/validate`, { body: {}, token: organiser })).status).toBe(200);
  return questionId;
}

test('votes you can see: "Has votado · Quitar voto" in words, the count moves at once, and a refused vote is put back with the reason', async ({ browser, request }) => {
  const [author, voter] = await Promise.all([freshAttendee(request, 'room-vote-author', { ticket: false }), freshAttendee(request, 'room-vote-voter', { ticket: false })]);
  const text = unique('¿Se podrán descargar las diapositivas?');
  await validatedQuestion(author.token, text);
  const [voterPage, authorPage, anonymous] = await Promise.all([open(browser, SITE + LIVE, voter.token), open(browser, SITE + LIVE, author.token), open(browser, SITE + LIVE, null)]);
  const mine = voterPage.getByTestId('live-questions').locator('li', { hasText: text });
  const theirs = authorPage.getByTestId('live-questions').locator('li', { hasText: text });
  const seen = anonymous.getByTestId('live-questions').locator('li', { hasText: text });
  await expect(mine.getByTestId('votes')).toHaveText('0 votos');
  await expect(seen.getByTestId('votes')).toHaveText('0 votos');
  await expect(mine.getByTestId('voted')).toHaveCount(0);

  // The vote is held on its way to the API: the voter's page has already moved.
  let letGo: () => void = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await voterPage.route('**/conferences/questions/vote', async (route) => {
    await held;
    await route.continue();
  });
  await mine.getByRole('button', { name: 'Votar' }).click();
  await expect(mine.getByTestId('votes')).toHaveText('1 voto');
  await expect(mine.getByTestId('voted')).toHaveText('✓ Has votado');
  await expect(mine.getByRole('button', { name: 'Quitar voto' })).toBeVisible();
  await expect(seen.getByTestId('votes')).toHaveText('0 votos');
  letGo();
  await expect(seen.getByTestId('votes')).toHaveText('1 voto');
  await expect(theirs.getByTestId('votes')).toHaveText('1 voto');
  await expect(mine.getByTestId('votes')).toHaveText('1 voto');
  await voterPage.unroute('**/conferences/questions/vote');

  // Taking the vote back fails (the API answers 500): the count and the state come back, with the reason.
  await voterPage.route('**/conferences/questions/unvote', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
  await mine.getByRole('button', { name: 'Quitar voto' }).click();
  await expect(voterPage.getByTestId('live-questions').getByRole('alert')).toHaveText('No se ha podido registrar tu voto.');
  await expect(mine.getByTestId('votes')).toHaveText('1 voto');
  await expect(mine.getByTestId('voted')).toHaveText('✓ Has votado');
  await expect(seen.getByTestId('votes')).toHaveText('1 voto');
  await voterPage.unroute('**/conferences/questions/unvote');

  // And when it works: back to "Votar" for the voter, 0 for everyone.
  await mine.getByRole('button', { name: 'Quitar voto' }).click();
  await expect(mine.getByRole('button', { name: 'Votar' })).toBeVisible();
  await expect(mine.getByTestId('voted')).toHaveCount(0);
  await expect(voterPage.getByTestId('live-questions').getByRole('alert')).toHaveCount(0);
  for (const page of [voterPage, authorPage, anonymous]) await expect(page.getByTestId('live-questions').locator('li', { hasText: text }).getByTestId('votes')).toHaveText('0 votos');
  for (const page of [voterPage, authorPage, anonymous]) await notReloaded(page);
  for (const page of [voterPage, authorPage, anonymous]) await page.context().close();
});

test('confirmations with a reason: rejecting a question and deleting a message ask first, and the author is told why, live; nobody else is', async ({ browser, request }) => {
  const author = await freshAttendee(request, 'room-reason', { ticket: false });
  const organiserToken = await tokenFor('localhost', ACCOUNTS.organiser.email, ACCOUNTS.organiser.password);
  const [authorPage, organiser, anonymous] = await Promise.all([open(browser, SITE + LIVE, author.token), open(browser, SITE + LIVE, organiserToken), open(browser, SITE + LIVE, null)]);
  const text = unique('¿Me compráis mi producto?');
  const questions = authorPage.getByTestId('live-questions');
  await questions.getByLabel('Tu pregunta').fill(text);
  await questions.getByRole('button', { name: 'Enviar la pregunta' }).click();
  await expect(questions.locator('li', { hasText: text })).toContainText('Pendiente de validación');

  const queued = organiser.getByTestId('live-moderation').locator('li', { hasText: text });
  await queued.getByRole('button', { name: 'Rechazar' }).click();
  const dialog = organiser.getByRole('dialog', { name: '¿Rechazar esta pregunta?' });
  await expect(dialog).toContainText('Su autor verá que la has rechazado y el motivo, si lo escribes.');
  // Going back does nothing.
  await dialog.getByRole('button', { name: 'Volver sin hacer nada' }).click();
  await expect(dialog).toBeHidden();
  await expect(queued).toContainText('Pendiente');
  await expect(questions.locator('li', { hasText: text })).toContainText('Pendiente de validación');

  await queued.getByRole('button', { name: 'Rechazar' }).click();
  await expect(dialog.getByLabel('Motivo (opcional)')).toBeFocused();
  await dialog.getByLabel('Motivo (opcional)').fill('x'.repeat(301));
  await expect(dialog.getByText('301 de 300 caracteres')).toBeVisible();
  await expect(dialog.getByLabel('Motivo (opcional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Rechazar la pregunta' })).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByLabel('Motivo (opcional)').fill('Las preguntas son sobre la sesión, no publicidad.');
  await dialog.getByRole('button', { name: 'Rechazar la pregunta' }).click();
  await expect(dialog).toBeHidden();
  await expect(queued).toContainText('Rechazada');

  const told = authorPage.getByTestId('live-removed');
  await expect(told).toContainText(`La organización no ha publicado tu pregunta «${text}». Motivo: Las preguntas son sobre la sesión, no publicidad.`);
  await expect(questions.locator('li', { hasText: text })).toHaveCount(0);

  // A chat message deleted with a reason (en-directo's chat is moderated: the organiser accepts it first).
  const said = unique('Visitad mi tienda');
  const chat = authorPage.getByTestId('live-chat');
  await chat.getByLabel('Tu mensaje').fill(said);
  await chat.getByRole('button', { name: 'Enviar el mensaje' }).click();
  await organiser.getByTestId('live-moderation').locator('li', { hasText: said }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(anonymous.getByTestId('live-chat').locator('li', { hasText: said })).toBeVisible();
  await organiser.getByTestId('live-chat').locator('li', { hasText: said }).getByRole('button', { name: 'Eliminar' }).click();
  const confirmDelete = organiser.getByRole('dialog', { name: '¿Eliminar este mensaje?' });
  await confirmDelete.getByLabel('Motivo (opcional)').fill('Sin publicidad en el chat.');
  await confirmDelete.getByRole('button', { name: 'Eliminar el mensaje' }).click();
  await expect(anonymous.getByTestId('live-chat').locator('li', { hasText: said })).toHaveCount(0);
  await expect(told).toContainText(`La organización ha eliminado tu mensaje «${said}». Motivo: Sin publicidad en el chat.`);
  // The anonymous visitor never hears a reason.
  await expect(anonymous.getByTestId('live-removed')).toHaveText('');
  await expect(anonymous.getByText('Sin publicidad en el chat.')).toHaveCount(0);
  for (const page of [authorPage, organiser, anonymous]) await notReloaded(page);
  for (const page of [authorPage, organiser, anonymous]) await page.context().close();
});

/** Sets Sala 1 of en-directo-paralela to `occupied` seats taken (a full room without forty accounts). */
function setParallelOccupied(occupied: number) {
  const db = new Database(path.join(os.tmpdir(), `ekitaldi-e2e-${E2E.apiPort}.sqlite`));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare("UPDATE conference_rooms SET seats_occupied = ? WHERE conference_id = (SELECT id FROM conferences WHERE slug = 'en-directo-paralela' AND tenant = 'demo')").run(occupied);
  } finally {
    db.close();
  }
}

test('waiting list: in a full room an attendee joins, sees their place move, and gets the seat live (and by email) when it frees; anonymous sees it full', async ({ browser, request }) => {
  const [holder, waiter, second] = await Promise.all([freshAttendee(request, 'room-wait-hold'), freshAttendee(request, 'room-wait-first'), freshAttendee(request, 'room-wait-second')]);
  const id = await sessionIdOf('en-directo-paralela');
  const rooms = await roomIds('en-directo-paralela');
  const before = await seatsNow('en-directo-paralela');
  setParallelOccupied(39);
  try {
    expect((await callApi('localhost', `/conferences/${id}/register`, { body: { room_id: rooms['Sala 1'] }, token: holder.token })).status).toBe(200);
    const [holderPage, waiterPage, anonymous] = await Promise.all([open(browser, SITE + PARALLEL, holder.token), open(browser, SITE + PARALLEL, waiter.token), open(browser, SITE + PARALLEL, null)]);
    await showsSeats(anonymous, 40);
    await expect(aforo(anonymous)).toContainText('Completo');
    const block = waiterPage.locator('#inscripcion');
    await expect(waiterPage.getByTestId('registration-status')).toHaveText('No quedan plazas en esta actividad. Apúntate a la lista de espera: si se libera una plaza, será tuya por orden de llegada.');
    await block.getByRole('radio', { name: /^Sala 1: / }).check();
    await block.getByRole('button', { name: 'Apuntarme a la lista de espera' }).click();
    await expect(waiterPage.getByTestId('registration-status')).toHaveText('Estás en la lista de espera de Sala 1: eres el número 1 de 1.');
    await expect(block.getByRole('status')).toHaveText('Estás en la lista de espera: eres el número 1.');

    // Someone else joins through the API: the first waiter's page follows (1 of 2).
    expect((await callApi('localhost', `/conferences/${id}/waitlist`, { body: { room_id: rooms['Sala 1'] }, token: second.token })).status).toBe(200);
    await expect(waiterPage.getByTestId('registration-status')).toHaveText('Estás en la lista de espera de Sala 1: eres el número 1 de 2.');

    // The holder gives their seat back in their browser: it is the first waiter's, at once.
    await holderPage.locator('#inscripcion').getByRole('button', { name: 'Cancelar mi inscripción' }).click();
    await expect(block.getByRole('status')).toHaveText('Se ha liberado una plaza y es tuya: estás inscrito en Sala 1. También te lo hemos enviado por correo.');
    await expect(waiterPage.getByTestId('registration-status')).toHaveText('Estás inscrito en Sala 1.');
    await showsSeats(anonymous, 40);
    const mail = await waitForMail(request, waiter.email, (m) => m.subject.startsWith('Tienes plaza en'));
    expect(mail.text).toContain('ya estás inscrito');
    const secondState = await callApi('localhost', `/conferences/${id}/registration`, { token: second.token });
    expect(secondState.body!.waitlist).toEqual({ roomId: rooms['Sala 1'], position: 1, waiting: 1 });
    for (const page of [holderPage, waiterPage, anonymous]) await notReloaded(page);
    for (const page of [holderPage, waiterPage, anonymous]) await page.context().close();
  } finally {
    await callApi('localhost', `/conferences/${id}/waitlist/leave`, { body: {}, token: second.token });
    await release(waiter.token, 'en-directo-paralela');
    await release(holder.token, 'en-directo-paralela');
    setParallelOccupied(before);
  }
});

for (const width of [360, 1280]) {
  test(`axe: the waiting list in the registration block, ${width} px`, async ({ browser, request }) => {
    const waiter = await freshAttendee(request, 'room-wait-axe');
    const id = await sessionIdOf('en-directo-paralela');
    const rooms = await roomIds('en-directo-paralela');
    const before = await seatsNow('en-directo-paralela');
    setParallelOccupied(40);
    try {
      expect((await callApi('localhost', `/conferences/${id}/waitlist`, { body: { room_id: rooms['Sala 1'] }, token: waiter.token })).status).toBe(200);
      const page = await open(browser, SITE + PARALLEL, waiter.token);
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByTestId('registration-status')).toHaveText(/^Estás en la lista de espera de Sala 1: eres el número \d+ de \d+\.$/);
      await expect(page.locator('#inscripcion').getByRole('button', { name: 'Salir de la lista de espera' })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(TAGS).include('#inscripcion').analyze();
      expect(results.violations).toEqual([]);
      await page.locator('#inscripcion').getByRole('button', { name: 'Salir de la lista de espera' }).click();
      await expect(page.getByTestId('registration-status')).toHaveText(/^No quedan plazas en esta actividad\./);
      await page.context().close();
    } finally {
      await callApi('localhost', `/conferences/${id}/waitlist/leave`, { body: {}, token: waiter.token });
      setParallelOccupied(before);
    }
  });
}

const PARALLEL_MODERATION = '/agenda/en-directo-paralela/moderacion';

/**
 * Sala 1 of en-directo-paralela full: 39 seats taken by hand, the last one by a fresh `holder`,
 * and a fresh `waiter` on its waiting list (accounts "Prueba <tag>-hold" / "<tag>-wait").
 * `restore` gives back whatever they hold and the room's count as it was.
 */
async function fullRoomWithWaiter(request: Parameters<typeof freshAttendee>[0], tag: string) {
  const [holder, waiter] = await Promise.all([freshAttendee(request, `${tag}-hold`), freshAttendee(request, `${tag}-wait`)]);
  const organiserToken = await tokenFor('localhost', ACCOUNTS.organiser.email, ACCOUNTS.organiser.password);
  const id = await sessionIdOf('en-directo-paralela');
  const rooms = await roomIds('en-directo-paralela');
  const before = await seatsNow('en-directo-paralela');
  const restore = async () => {
    await callApi('localhost', `/conferences/${id}/waitlist/leave`, { body: {}, token: waiter.token });
    await release(waiter.token, 'en-directo-paralela');
    await release(holder.token, 'en-directo-paralela');
    setParallelOccupied(before);
  };
  setParallelOccupied(39);
  try {
    expect((await callApi('localhost', `/conferences/${id}/register`, { body: { room_id: rooms['Sala 1'] }, token: holder.token })).status).toBe(200);
    expect((await callApi('localhost', `/conferences/${id}/waitlist`, { body: { room_id: rooms['Sala 1'] }, token: waiter.token })).status).toBe(200);
  } catch (failure) {
    await restore();
    throw failure;
  }
  return { holder, waiter, organiserToken, id, restore };
}

test('organiser removal: the organiser sees each room’s registrations and waiting list, removes a registration after a confirmation with a reason; the registrant is told why and the first waiter gets the seat, live', async ({ browser, request }) => {
  const { holder, waiter, organiserToken, id, restore } = await fullRoomWithWaiter(request, 'room-remove');
  try {
    // Not an organiser: the list and the removal are refused.
    expect((await callApi('localhost', `/conferences/${id}/waitlist`, { token: waiter.token })).status).toBe(403);
    const uuid = (await callApi('localhost', `/conferences/${id}/registration`, { token: holder.token })).body!.uuid as string;
    expect((await callApi('localhost', `/conferences/${id}/registrations/${uuid}/remove`, { body: {}, token: waiter.token })).status).toBe(403);

    const [organiser, holderPage, waiterPage] = await Promise.all([
      open(browser, SITE + PARALLEL_MODERATION, organiserToken),
      open(browser, SITE + PARALLEL, holder.token),
      open(browser, SITE + PARALLEL, waiter.token),
    ]);
    await expect(holderPage.getByTestId('registration-status')).toHaveText('Estás inscrito en Sala 1.');
    await expect(waiterPage.getByTestId('registration-status')).toHaveText(/^Estás en la lista de espera de Sala 1: eres el número 1 de \d+\.$/);

    const admin = organiser.getByTestId('seats-admin');
    await expect(admin.getByRole('heading', { name: 'Plazas y lista de espera' })).toBeVisible();
    await expect(admin.getByTestId('room-seats')).toHaveText('40 de 40 plazas ocupadas');
    const registered = admin.getByRole('list', { name: 'Inscritos en Sala 1' });
    const waiting = admin.getByRole('list', { name: 'Lista de espera de Sala 1' });
    await expect(registered.getByRole('listitem').filter({ hasText: holder.email })).toBeVisible();
    await expect(waiting.getByRole('listitem').first()).toContainText(`N.º 1 · Prueba room-remove-wait · ${waiter.email}`);

    const row = registered.getByRole('listitem').filter({ hasText: holder.email });
    await row.getByRole('button', { name: 'Quitar la inscripción' }).click();
    const dialog = organiser.getByRole('dialog', { name: '¿Quitar la inscripción de Prueba room-remove-hold?' });
    await expect(dialog).toContainText('Perderá su plaza, que pasará al primero de la lista de espera.');
    // Going back does nothing.
    await dialog.getByRole('button', { name: 'Volver sin hacer nada' }).click();
    await expect(dialog).toBeHidden();
    await expect(holderPage.getByTestId('registration-status')).toHaveText('Estás inscrito en Sala 1.');

    await row.getByRole('button', { name: 'Quitar la inscripción' }).click();
    await dialog.getByLabel('Motivo (opcional)').fill('La sala se reserva para el equipo de ponentes.');
    await dialog.getByRole('button', { name: 'Quitar la inscripción' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('status')).toHaveText('Has quitado la inscripción de Prueba room-remove-hold.');

    // The registrant is told, with the reason; the first waiter has the seat; nobody reloaded.
    await expect(holderPage.locator('#inscripcion').getByRole('alert')).toHaveText(
      'La organización ha cancelado tu inscripción en Sala 1. Motivo: La sala se reserva para el equipo de ponentes.',
    );
    await expect(holderPage.getByTestId('registration-status')).not.toHaveText('Estás inscrito en Sala 1.');
    await expect(waiterPage.locator('#inscripcion').getByRole('status')).toHaveText('Se ha liberado una plaza y es tuya: estás inscrito en Sala 1. También te lo hemos enviado por correo.');
    await expect(waiterPage.getByTestId('registration-status')).toHaveText('Estás inscrito en Sala 1.');
    // The organiser's list follows: the waiter is registered now, the holder gone.
    await expect(registered.getByRole('listitem').filter({ hasText: waiter.email })).toBeVisible();
    await expect(registered.getByRole('listitem').filter({ hasText: holder.email })).toHaveCount(0);
    await expect(waiting.getByRole('listitem').filter({ hasText: waiter.email })).toHaveCount(0);
    await expect(admin.getByTestId('room-seats')).toHaveText('40 de 40 plazas ocupadas');
    const mail = await waitForMail(request, holder.email, (m) => m.subject.startsWith('Inscripción cancelada'));
    // The email carries the organiser's reason too.
    expect(mail.text).toContain('La organización ha cancelado tu inscripción');
    expect(mail.text).toContain('Motivo: La sala se reserva para el equipo de ponentes.');
    for (const page of [organiser, holderPage, waiterPage]) await notReloaded(page);
    for (const page of [organiser, holderPage, waiterPage]) await page.context().close();
  } finally {
    await restore();
  }
});

for (const width of [360, 1280]) {
  test(`axe: the organiser’s seats and waiting list, and its removal dialog, ${width} px`, async ({ browser, request }) => {
    const { holder, waiter, organiserToken, restore } = await fullRoomWithWaiter(request, 'room-remove-axe');
    try {
      const page = await open(browser, SITE + PARALLEL_MODERATION, organiserToken);
      await page.setViewportSize({ width, height: 900 });
      const admin = page.getByTestId('seats-admin');
      await expect(admin.getByRole('list', { name: 'Lista de espera de Sala 1' }).getByRole('listitem').filter({ hasText: waiter.email })).toBeVisible();
      expect((await new AxeBuilder({ page }).withTags(TAGS).include('[data-testid="seats-admin"]').analyze()).violations).toEqual([]);
      await admin.getByRole('list', { name: 'Inscritos en Sala 1' }).getByRole('listitem').filter({ hasText: holder.email }).getByRole('button', { name: 'Quitar la inscripción' }).click();
      const dialog = page.getByRole('dialog', { name: /^¿Quitar la inscripción de / });
      await expect(dialog.getByLabel('Motivo (opcional)')).toBeFocused();
      expect((await new AxeBuilder({ page }).withTags(TAGS).include('dialog[open]').analyze()).violations).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`seats-admin-dialog-${width}.png`) });
      await dialog.getByRole('button', { name: 'Volver sin hacer nada' }).click();
      await admin.screenshot({ path: test.info().outputPath(`seats-admin-${width}.png`) });
      await page.context().close();
    } finally {
      await restore();
    }
  });
}

/** Lets a session of the demo tenant take registrations (1) or not (0), straight in the API's database. */
function setRegistrationRequired(slug: string, required: 0 | 1) {
  const db = new Database(path.join(os.tmpdir(), `ekitaldi-e2e-${E2E.apiPort}.sqlite`));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare("UPDATE conferences SET registration_required = ? WHERE slug = ? AND tenant = 'demo'").run(required, slug);
  } finally {
    db.close();
  }
}

test('organiser removal in a session without rooms: no seats and no waiting list, but its registrations are listed and removable after a confirmation with a reason', async ({ browser, request }) => {
  // A coffee break of the next edition: no rooms in the seed; here it takes registrations (registration with no room).
  const slug = 'pausa-cafe-12';
  const holder = await freshAttendee(request, 'room-noroom-hold');
  const organiserToken = await tokenFor('localhost', ACCOUNTS.organiser.email, ACCOUNTS.organiser.password);
  const id = await sessionIdOf(slug);
  setRegistrationRequired(slug, 1);
  try {
    expect((await callApi('localhost', `/conferences/${id}/register`, { body: { room_id: null }, token: holder.token })).status).toBe(200);
    const organiser = await open(browser, `${SITE}/agenda/${slug}/moderacion`, organiserToken);
    const admin = organiser.getByTestId('seats-admin');
    await expect(admin.getByRole('heading', { name: 'Inscripciones', exact: true })).toBeVisible();
    await expect(admin).toContainText('Esta sesión no tiene sala: no hay plazas que se llenen ni lista de espera.');
    await expect(admin.getByTestId('room-seats')).toHaveCount(0);
    await expect(admin.getByRole('list', { name: /^Lista de espera/ })).toHaveCount(0);
    const registered = admin.getByRole('list', { name: 'Inscritos en la sesión' });
    const row = registered.getByRole('listitem').filter({ hasText: holder.email });
    await expect(row).toContainText('Prueba room-noroom-hold');
    expect((await new AxeBuilder({ page: organiser }).withTags(TAGS).include('[data-testid="seats-admin"]').analyze()).violations).toEqual([]);

    await row.getByRole('button', { name: 'Quitar la inscripción' }).click();
    const dialog = organiser.getByRole('dialog', { name: '¿Quitar la inscripción de Prueba room-noroom-hold?' });
    await expect(dialog).toContainText('Perderá su inscripción en la sesión.');
    await expect(dialog).not.toContainText('lista de espera');
    await dialog.getByLabel('Motivo (opcional)').fill('La pausa es solo para ponentes.');
    await dialog.getByRole('button', { name: 'Quitar la inscripción' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('status')).toHaveText('Has quitado la inscripción de Prueba room-noroom-hold.');
    await expect(row).toHaveCount(0);
    await expect(admin).toContainText('Nadie se ha inscrito todavía.');
    expect((await callApi('localhost', `/conferences/${id}/registration`, { token: holder.token })).body!.status).toBe('none');
    const mail = await waitForMail(request, holder.email, (m) => m.subject.startsWith('Inscripción cancelada'));
    expect(mail.text).toContain('Motivo: La pausa es solo para ponentes.');
    await notReloaded(organiser);
    await organiser.context().close();
  } finally {
    await release(holder.token, slug);
    setRegistrationRequired(slug, 0);
  }
});
