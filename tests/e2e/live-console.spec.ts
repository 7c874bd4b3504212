import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { ACCOUNTS, E2E } from './env';
import { callApi } from './demo-api-client';
import { customerId, freshAttendee, sessionIdOf, tokenFor } from './attendees';
import { TAGS } from './auth-helpers';

/**
 * The live room's moderation console and the attendee's side of it on `en-directo`: every
 * repeated control named after what it acts on, the focus after every dialog (keyboard only),
 * with several browser contexts at once (organiser, attendees, anonymous), nothing reloaded.
 * Each test matches only the questions and messages it wrote (the tests share one demo API);
 * none pins a question (the room screen's tests in live-polls.spec do, one after another).
 */

test.describe.configure({ mode: 'default', timeout: 180_000 });

const SITE = E2E.host('localhost');
const LIVE = '/agenda/en-directo';
const MODERATION = '/agenda/en-directo/moderacion';
const unique = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function open(browser: Browser, url: string, token: string | null, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  if (token) await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.goto(url);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  return page;
}
const notReloaded = (page: Page) => expect.poll(() => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true)).toBe(true);
const organiserToken = () => tokenFor('localhost', ACCOUNTS.organiser.email, ACCOUNTS.organiser.password);

async function ask(token: string, text: string): Promise<number> {
  const id = await sessionIdOf('en-directo');
  const asked = await callApi('localhost', `/conferences/${id}/questions`, { body: { conference_id: id, text }, token });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  return asked.body!.id as number;
}

async function moderate(questionId: number, action: string, token: string) {
  expect((await callApi('localhost', `/conferences/questions/${questionId}/${action}`, { body: {}, token })).status).toBe(200);
}

async function say(token: string, text: string): Promise<number> {
  const sent = await callApi('localhost', '/conferences/en-directo/new-message', { body: { text }, token });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body!.id as number;
}

/** The element that has the keyboard focus, as "<tag> <accessible text>". */
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  return el ? `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim()}` : '';
});

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused();
}

test('every repeated control says what it acts on: votes for the attendee; validate, reject, delete, accept for the organiser; the poll buttons', async ({ browser, request }) => {
  const [author, voter] = await Promise.all([freshAttendee(request, 'console-names-author', { ticket: false }), freshAttendee(request, 'console-names-voter', { ticket: false })]);
  const organiser = await organiserToken();
  const published = unique('¿Se grabará la sesión?');
  const waiting = unique('¿Habrá descanso?');
  const message = unique('Hola desde la fila cinco');
  await moderate(await ask(author.token, published), 'validate', organiser);
  await ask(author.token, waiting);
  await say(author.token, message);
  const id = await sessionIdOf('en-directo');
  const pollQuestion = unique('¿Qué tal el ritmo?');
  expect((await callApi('localhost', `/conferences/${id}/polls`, { body: { question: pollQuestion, options: ['Bien', 'Rápido'] }, token: organiser })).status).toBe(201);

  const [voterPage, moderation] = await Promise.all([open(browser, SITE + LIVE, voter.token), open(browser, SITE + MODERATION, organiser)]);
  const questions = voterPage.getByTestId('live-questions');
  await expect(questions.getByRole('button', { name: `Votar: ${published}`, exact: true })).toBeVisible();
  await questions.getByRole('button', { name: `Votar: ${published}`, exact: true }).click();
  await expect(questions.getByRole('button', { name: `Quitar voto: ${published}`, exact: true })).toBeVisible();

  const queue = moderation.getByTestId('live-moderation');
  for (const name of [`Validar: ${waiting}`, `Rechazar: ${waiting}`, `Eliminar: ${waiting}`, `Marcar como respondida: ${published}`, `Destacar: ${published}`, `Eliminar: ${published}`, `Aceptar: ${message}`, `Eliminar: ${message}`]) {
    await expect(queue.getByRole('button', { name, exact: true })).toHaveCount(1);
  }
  const polls = moderation.getByTestId('poll-moderation');
  for (const name of [`Abrir: ${pollQuestion}`, `Editar: ${pollQuestion}`, `Eliminar: ${pollQuestion}`]) await expect(polls.getByRole('button', { name, exact: true })).toHaveCount(1);
  for (const page of [voterPage, moderation]) await notReloaded(page);
  for (const page of [voterPage, moderation]) await page.context().close();
});

test('keyboard only on the moderation page: the focus comes back to the control that opened each dialog (Escape, "Volver"), and to the item (or the panel) when the action changed it', async ({ browser, request }) => {
  const author = await freshAttendee(request, 'console-keys', { ticket: false });
  const organiser = await organiserToken();
  const first = unique('¿Dónde están los enchufes?');
  const second = unique('¿Cuánto dura la pausa?');
  await ask(author.token, first);
  await ask(author.token, second);
  const message = unique('Visitad mi web');
  await say(author.token, message);
  const id = await sessionIdOf('en-directo');
  const pollQuestion = unique('¿Repetimos el año que viene?');
  expect((await callApi('localhost', `/conferences/${id}/polls`, { body: { question: pollQuestion, options: ['Sí', 'No'] }, token: organiser })).status).toBe(201);

  const page = await open(browser, SITE + MODERATION, organiser);
  const queue = page.getByTestId('live-moderation');
  const reject = queue.getByRole('button', { name: `Rechazar: ${first}`, exact: true });
  await expect(reject).toBeVisible();
  const dialog = page.getByRole('dialog', { name: '¿Rechazar esta pregunta?' });
  const reason = dialog.getByLabel('Motivo (opcional)');

  // Escape: back on "Rechazar".
  await reject.focus();
  await page.keyboard.press('Enter');
  await expectFocused(reason);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(reject);

  // "Volver sin hacer nada": back on "Rechazar".
  await page.keyboard.press('Enter');
  await expectFocused(reason);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expectFocused(dialog.getByRole('button', { name: 'Volver sin hacer nada' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocused(reject);

  // Confirmed: "Rechazar" is gone (a rejected question can be validated or deleted): the focus
  // goes to the question's first action.
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ya respondida en la charla anterior.');
  await page.keyboard.press('Tab');
  await expectFocused(dialog.getByRole('button', { name: 'Rechazar la pregunta' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocused(queue.getByRole('button', { name: `Validar: ${first}`, exact: true }));

  // Deleted: the question leaves the queue; the focus goes to the panel's heading.
  const del = queue.getByRole('button', { name: `Eliminar: ${first}`, exact: true });
  await del.focus();
  await page.keyboard.press('Enter');
  const deleting = page.getByRole('dialog', { name: '¿Eliminar esta pregunta?' });
  await expectFocused(deleting.getByLabel('Motivo (opcional)'));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(deleting).toBeHidden();
  await expect(queue.getByRole('button', { name: `Eliminar: ${first}`, exact: true })).toHaveCount(0);
  await expectFocused(queue.getByRole('heading', { name: 'Moderación' }));

  // Validated without a dialog: the question moves to the published list, and the focus with it.
  const validate = queue.getByRole('button', { name: `Validar: ${second}`, exact: true });
  await validate.focus();
  await page.keyboard.press('Enter');
  await expectFocused(queue.getByRole('button', { name: `Marcar como respondida: ${second}`, exact: true }));

  // A message: Escape goes back to its "Eliminar".
  const delMessage = queue.getByRole('button', { name: `Eliminar: ${message}`, exact: true });
  await delMessage.focus();
  await page.keyboard.press('Enter');
  const messageDialog = page.getByRole('dialog', { name: '¿Eliminar este mensaje?' });
  await expect(messageDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(messageDialog).toBeHidden();
  await expectFocused(delMessage);

  // A poll: Escape back to its "Eliminar"; deleted, the focus goes to the polls' heading.
  const polls = page.getByTestId('poll-moderation');
  const delPoll = polls.getByRole('button', { name: `Eliminar: ${pollQuestion}`, exact: true });
  await delPoll.focus();
  await page.keyboard.press('Enter');
  const pollDialog = page.getByRole('dialog', { name: '¿Eliminar esta encuesta?' });
  await expect(pollDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pollDialog).toBeHidden();
  await expectFocused(delPoll);
  await page.keyboard.press('Enter');
  await expectFocused(pollDialog.getByRole('button', { name: 'Eliminar la encuesta' }));
  await page.keyboard.press('Enter');
  await expect(pollDialog).toBeHidden();
  await expectFocused(polls.getByRole('heading', { name: 'Encuestas' }));
  expect(await focused(page)).not.toBe('body');
  await notReloaded(page);
  await page.context().close();
});

for (const width of [360, 1280]) {
  test(`axe: the moderation page with named controls, ${width} px`, async ({ browser, request }) => {
    const author = await freshAttendee(request, `console-axe-${width}`, { ticket: false });
    await ask(author.token, unique('¿Habrá café?'));
    const page = await open(browser, SITE + MODERATION, await organiserToken(), { width, height: 900 });
    await expect(page.getByTestId('live-moderation').getByRole('button', { name: /^Validar: / }).first()).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(TAGS).include('[data-testid="live-moderation"]').analyze()).violations).toEqual([]);
    await page.context().close();
  });
}

/** `count` validated questions by `customer` on en-directo, straight in the API's database (a room's worth without fifty accounts). */
function validatedQuestions(conferenceId: number, customer: number, count: number, tag: string): string[] {
  const texts = Array.from({ length: count }, (_, i) => `${tag} n.º ${i + 1}: ¿${'qué opináis de esto '.repeat(1 + (i % 4)).trim()}?`);
  const db = new Database(path.join(os.tmpdir(), `ekitaldi-e2e-${E2E.apiPort}.sqlite`));
  try {
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare("INSERT INTO live_questions (tenant, conference_id, customer_id, text, state, created_at) VALUES ('demo', ?, ?, ?, 'validated', ?)");
    db.transaction(() => texts.forEach((text, i) => insert.run(conferenceId, customer, text, new Date(Date.now() - (count - i) * 1000).toISOString())))();
  } finally {
    db.close();
  }
  return texts;
}

const textBox = (page: Page) => page.getByTestId('live-questions').getByLabel('Tu pregunta');

test('at 390 px with 50 questions the question form is above the list and stays put as questions arrive; its 300-character limit is counted in view, said, and never cuts a text', async ({ browser, request }) => {
  const [crowd, asker] = await Promise.all([freshAttendee(request, 'console-crowd', { ticket: false }), freshAttendee(request, 'console-asker', { ticket: false })]);
  const id = await sessionIdOf('en-directo');
  const tag = unique('Pregunta de la sala');
  validatedQuestions(id, await customerId(crowd.token), 50, tag);
  const [page, anonymous] = await Promise.all([open(browser, SITE + LIVE, asker.token, { width: 390, height: 844 }), open(browser, SITE + LIVE, null, { width: 390, height: 844 })]);
  const questions = page.getByTestId('live-questions');
  await expect(questions.locator('li', { hasText: tag })).toHaveCount(50);
  const box = textBox(page);
  const firstItem = questions.locator('li[data-question]').first();
  const above = async () => (await box.boundingBox())!.y < (await firstItem.boundingBox())!.y;
  expect(await above()).toBe(true);
  const count = questions.getByTestId('composer-count');
  await expect(count).toHaveText('0 de 300 caracteres');
  await expect(box).toHaveAccessibleDescription('0 de 300 caracteres');
  // The anonymous visitor's sign-in link is there too, above the list.
  const login = anonymous.getByTestId('live-questions').getByRole('link', { name: 'Inicia sesión para preguntar' });
  await expect(login).toBeVisible();
  expect((await login.boundingBox())!.y).toBeLessThan((await anonymous.getByTestId('live-questions').locator('li[data-question]').first().boundingBox())!.y);

  // Typing up to the limit and past it: counted, marked, announced, nothing cut.
  const long = `¿${'a'.repeat(297)}?`;
  await box.fill(long);
  await expect(count).toHaveText('299 de 300 caracteres');
  await expect(questions.locator('[aria-live="polite"]').filter({ hasText: 'Queda 1 carácter.' })).toHaveCount(1);
  await box.press('End');
  await box.pressSequentially('¿¿');
  await expect(count).toHaveText('301 de 300 caracteres');
  await expect(box).toHaveValue(`${long}¿¿`);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(questions.locator('[aria-live="polite"]')).toHaveText('Has pasado del máximo de 300 caracteres: acorta el texto para enviarlo.');
  await questions.getByRole('button', { name: 'Enviar la pregunta' }).click();
  await expect(questions.getByRole('alert')).toHaveText('Máximo 300 caracteres.');
  await expect(box).toHaveValue(`${long}¿¿`);
  await box.press('Backspace');
  await expect(count).toHaveText('300 de 300 caracteres');
  await expect(questions.getByRole('alert')).toHaveCount(0);
  await questions.getByRole('button', { name: 'Enviar la pregunta' }).click();
  await expect(questions.getByRole('status').first()).toHaveText('Pregunta enviada: aparecerá cuando la organización la valide.');
  await expect(count).toHaveText('0 de 300 caracteres');

  // Questions keep arriving: the form does not move.
  const before = (await box.boundingBox())!.y;
  const organiser = await organiserToken();
  const arrivals = [unique('¿Llega tarde?'), unique('¿Otra más?')];
  for (const text of arrivals) await moderate(await ask(crowd.token, text), 'validate', organiser);
  for (const text of arrivals) await expect(questions.locator('li', { hasText: text })).toHaveCount(1);
  expect((await box.boundingBox())!.y).toBe(before);
  expect(await above()).toBe(true);
  await page.screenshot({ path: test.info().outputPath('composer-390.png') });
  for (const p of [page, anonymous]) await notReloaded(p);
  for (const p of [page, anonymous]) await p.context().close();
});

for (const width of [360, 1280]) {
  test(`axe: the question form with its count, also over the limit, ${width} px`, async ({ browser, request }) => {
    const asker = await freshAttendee(request, `console-count-axe-${width}`, { ticket: false });
    const page = await open(browser, SITE + LIVE, asker.token, { width, height: 900 });
    await expect(textBox(page)).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(TAGS).include('[data-testid="live-questions"]').analyze()).violations).toEqual([]);
    await textBox(page).fill('x'.repeat(305));
    await expect(page.getByTestId('live-questions').getByTestId('composer-count')).toHaveText('305 de 300 caracteres');
    await page.getByTestId('live-questions').getByRole('button', { name: 'Enviar la pregunta' }).click();
    await expect(page.getByTestId('live-questions').getByRole('alert')).toHaveText('Máximo 300 caracteres.');
    expect((await new AxeBuilder({ page }).withTags(TAGS).include('[data-testid="live-questions"]').analyze()).violations).toEqual([]);
    await page.context().close();
  });
}
