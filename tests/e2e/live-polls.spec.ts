import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './fixtures';
import { ACCOUNTS, E2E } from './env';
import { callApi } from './demo-api-client';
import { freshAttendee, sessionIdOf, tokenFor } from './attendees';
import { TAGS } from './auth-helpers';

/**
 * Live polls with three browser contexts at once: the organiser in the
 * moderation area, a signed-in attendee and an anonymous visitor on the session page, nothing
 * reloaded: what each sees travels over the realtime channel.
 */

// One after another: opening a poll closes the session's other open one.
test.describe.configure({ mode: 'default', timeout: 180_000 });

const SITE = E2E.host('localhost');
const LIVE = '/agenda/en-directo';
const MODERATION = '/agenda/en-directo/moderacion';
const SCREEN = '/agenda/en-directo/pantalla';
const unique = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function open(browser: Browser, url: string, token: string | null): Promise<Page> {
  const context = await browser.newContext();
  if (token) await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.goto(url);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  return page;
}
const notReloaded = (page: Page) => expect.poll(() => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true)).toBe(true);

const organiserToken = () => tokenFor('localhost', ACCOUNTS.organiser.email, ACCOUNTS.organiser.password);

test('live polls: the organiser creates, opens and publishes; the attendee answers and changes the answer; the anonymous visitor sees it running with a sign-in link; counts travel live', async ({ browser, request }) => {
  const attendee = await freshAttendee(request, 'room-poll-answer');
  const question = unique('¿Qué formato prefieres para la próxima edición?');
  const [organiser, attendeePage, anonymous] = await Promise.all([open(browser, SITE + MODERATION, await organiserToken()), open(browser, SITE + LIVE, attendee.token), open(browser, SITE + LIVE, null)]);

  // The organiser writes a poll of three options in the moderation area: a draft nobody else sees.
  const admin = organiser.getByTestId('poll-moderation');
  await admin.getByRole('textbox', { name: 'Pregunta', exact: true }).fill(question);
  await admin.getByRole('textbox', { name: 'Opción 1', exact: true }).fill('Presencial');
  await admin.getByRole('textbox', { name: 'Opción 2', exact: true }).fill('En línea');
  await admin.getByRole('button', { name: 'Añadir opción' }).click();
  await admin.getByRole('textbox', { name: 'Opción 3', exact: true }).fill('Híbrido');
  await admin.getByRole('button', { name: 'Crear encuesta' }).click();
  const adminPoll = admin.getByTestId('admin-poll').filter({ hasText: question });
  await expect(adminPoll.getByTestId('poll-state')).toHaveText('Borrador');
  await expect(attendeePage.getByTestId('live-questions')).toBeVisible();
  await expect(attendeePage.getByTestId('poll').filter({ hasText: question })).toHaveCount(0);

  // Opened: both other pages show it at once.
  await adminPoll.getByRole('button', { name: 'Abrir' }).click();
  await expect(adminPoll.getByTestId('poll-state')).toHaveText('Abierta');
  const mine = attendeePage.getByTestId('poll').filter({ hasText: question });
  const seen = anonymous.getByTestId('poll').filter({ hasText: question });
  await expect(mine.getByTestId('poll-state')).toHaveText('Abierta');
  await expect(seen.getByText('Hay una encuesta en curso.')).toBeVisible();
  const signIn = seen.getByRole('link', { name: 'Inicia sesión para responder' });
  const pollId = await adminPoll.getAttribute('data-poll');
  await expect(signIn).toHaveAttribute('href', `/iniciar-sesion?redirect=${encodeURIComponent(`${LIVE}#poll-${pollId}`)}`);
  await expect(seen.getByRole('radio')).toHaveCount(0);
  await expect(mine.getByText('Los resultados se verán aquí cuando la organización los publique.')).toBeVisible();

  // The attendee answers: the organiser's count moves, the anonymous visitor sees one answer and no result.
  await mine.getByRole('radio', { name: 'Presencial' }).check();
  await mine.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(mine.getByTestId('poll-my-answer')).toHaveText('✓ Tu respuesta: Presencial');
  await expect(adminPoll.getByTestId('poll-responses')).toHaveText('1 respuesta');
  await expect(adminPoll.locator('li', { hasText: 'Presencial' }).getByTestId('poll-option-result')).toHaveText(/^1 voto \(100\s%\)$/);
  await expect(seen.getByTestId('poll-responses')).toHaveText('1 respuesta');
  await expect(seen.getByTestId('poll-results')).toHaveCount(0);
  await expect(mine.getByTestId('poll-results')).toHaveCount(0);

  // Changed while open: still one answer, now for the other option.
  await mine.getByRole('radio', { name: 'Híbrido' }).check();
  await mine.getByRole('button', { name: 'Cambiar respuesta' }).click();
  await expect(mine.getByTestId('poll-my-answer')).toHaveText('✓ Tu respuesta: Híbrido');
  await expect(adminPoll.locator('li', { hasText: 'Híbrido' }).getByTestId('poll-option-result')).toHaveText(/^1 voto \(100\s%\)$/);
  await expect(adminPoll.locator('li', { hasText: 'Presencial' }).getByTestId('poll-option-result')).toHaveText(/^0 votos \(0\s%\)$/);
  await expect(adminPoll.getByTestId('poll-responses')).toHaveText('1 respuesta');

  // Published: everyone sees the results, live.
  await adminPoll.getByRole('button', { name: 'Publicar resultados' }).click();
  for (const poll of [mine, seen]) {
    await expect(poll.getByTestId('poll-state')).toHaveText('Resultados publicados');
    await expect(poll.locator('li', { hasText: 'Híbrido' }).getByTestId('poll-option-result')).toHaveText(/^1 voto \(100\s%\)$/);
    await expect(poll.locator('li', { hasText: 'En línea' }).getByTestId('poll-option-result')).toHaveText(/^0 votos \(0\s%\)$/);
  }
  await expect(mine.getByRole('radio')).toHaveCount(0);
  await expect(signIn).toHaveCount(0);

  for (const page of [organiser, attendeePage, anonymous]) await notReloaded(page);

  for (const page of [organiser, attendeePage, anonymous]) await page.context().close();
});

/** A poll on en-directo made and opened through the API by the organiser: its id. */
async function openPoll(organiser: string, question: string): Promise<number> {
  const id = await sessionIdOf('en-directo');
  const created = await callApi('localhost', `/conferences/${id}/polls`, { body: { question, options: ['Sí', 'No'] }, token: organiser });
  expect(created.status).toBe(201);
  const pollId = created.body!.id as number;
  expect((await callApi('localhost', `/conferences/polls/${pollId}/open`, { body: {}, token: organiser })).status).toBe(200);
  return pollId;
}

/** The page is at its very bottom (past the chat, at the footer): the poll, at the top of the live part, is far out of view. */
async function readingTheEnd(page: Page) {
  await expect(page.getByTestId('live-chat')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)).toBe(true);
}

const inViewport = (page: Page, locator: ReturnType<Page['locator']>) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });

test('a poll that opens is announced on every phone wherever its reader is: a bar at the bottom names it and jumps to it, a screen reader hears it, and a phone that follows the presenter is taken there', async ({ browser, request }) => {
  const phone = { width: 390, height: 844 };
  const [reader, follower] = await Promise.all([freshAttendee(request, 'poll-notice-reader'), freshAttendee(request, 'poll-notice-follower')]);
  const organiser = await organiserToken();
  const contexts = await Promise.all([browser.newContext({ viewport: phone }), browser.newContext({ viewport: phone }), browser.newContext({ viewport: phone })]);
  await contexts[0]!.addCookies([{ name: 'auth', value: reader.token, url: SITE, sameSite: 'Lax' }]);
  await contexts[1]!.addCookies([{ name: 'auth', value: follower.token, url: SITE, sameSite: 'Lax' }]);
  const [readerPage, followerPage, anonymous] = await Promise.all(contexts.map((c) => c.newPage()));
  for (const page of [readerPage!, followerPage!, anonymous!]) {
    await page.goto(SITE + LIVE);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await readingTheEnd(page);
  }
  const projector = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await projector.addCookies([{ name: 'auth', value: organiser, url: SITE, sameSite: 'Lax' }]);
  const screenPage = await projector.newPage();
  await screenPage.goto(SITE + SCREEN);
  await expect(screenPage.getByTestId('room-screen').getByRole('heading', { level: 2, name: 'Preguntas más votadas' })).toBeVisible();

  const first = unique('¿Os oímos bien al fondo?');
  const firstId = await openPoll(organiser, first);
  for (const page of [readerPage!, followerPage!, anonymous!]) {
    const bar = page.getByTestId('poll-notice');
    await expect(bar).toContainText(`Encuesta abierta: ${first}`);
    await expect(page.getByTestId('poll-announcement')).toHaveText(`Se ha abierto una encuesta: ${first}`);
    // At the bottom of the window, over what the reader was reading.
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(phone.height);
  }
  await expect(screenPage.getByTestId('screen-poll')).toContainText(first);
  await readerPage!.screenshot({ path: test.info().outputPath('poll-opens-phone-390.png') });
  await screenPage.screenshot({ path: test.info().outputPath('poll-opens-projector-1920x1080.png') });

  // The jump: the poll's heading in view and focused; the bar leaves (the poll is on screen).
  const readerBar = readerPage!.getByTestId('poll-notice');
  await readerBar.getByRole('button', { name: 'Ir a la encuesta' }).click();
  const heading = readerPage!.locator(`#poll-${firstId}`).getByRole('heading', { name: first });
  await expect(heading).toBeFocused();
  await expect.poll(() => inViewport(readerPage!, heading)).toBe(true);
  await expect(readerBar).toBeHidden();
  await readerPage!.locator(`#poll-${firstId}`).getByRole('radio', { name: 'Sí' }).check();
  await readerPage!.locator(`#poll-${firstId}`).getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(readerPage!.locator(`#poll-${firstId}`).getByTestId('poll-my-answer')).toHaveText('✓ Tu respuesta: Sí');

  // The anonymous visitor closes the bar: it stays closed for that poll.
  await anonymous!.getByTestId('poll-notice').getByRole('button', { name: 'Cerrar el aviso' }).click();
  await expect(anonymous!.getByTestId('poll-notice')).toBeHidden();

  // The follower asks to be taken to each poll; the next one takes them there by itself.
  await followerPage!.getByTestId('poll-notice').getByRole('checkbox', { name: 'Llevarme a cada encuesta al abrirse' }).check();
  expect((await callApi('localhost', `/conferences/polls/${firstId}/close`, { body: {}, token: organiser })).status).toBe(200);
  await expect(followerPage!.getByTestId('poll-notice')).toBeHidden();
  await readingTheEnd(followerPage!);
  await readingTheEnd(readerPage!);
  const second = unique('¿Hacemos una pausa?');
  const secondId = await openPoll(organiser, second);
  const followed = followerPage!.locator(`#poll-${secondId}`).getByRole('heading', { name: second });
  await expect(followed).toBeFocused();
  await expect.poll(() => inViewport(followerPage!, followed)).toBe(true);
  await expect(followerPage!.getByTestId('poll-announcement')).toHaveText(`Se ha abierto una encuesta: ${second}`);
  // The reader did not ask: the bar tells them, nothing moves; the anonymous visitor hears of the new poll.
  await expect(readerPage!.getByTestId('poll-notice')).toContainText(second);
  await expect(readerPage!.locator(`#poll-${secondId}`).getByRole('heading', { name: second })).not.toBeFocused();
  expect(await readerPage!.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)).toBe(true);
  expect(await inViewport(readerPage!, readerPage!.locator(`#poll-${secondId}`))).toBe(false);
  await expect(anonymous!.getByTestId('poll-notice')).toContainText(second);
  // Closed: the bar leaves every page.
  expect((await callApi('localhost', `/conferences/polls/${secondId}/close`, { body: {}, token: organiser })).status).toBe(200);
  for (const page of [readerPage!, anonymous!]) await expect(page.getByTestId('poll-notice')).toBeHidden();
  for (const page of [readerPage!, followerPage!, anonymous!]) await notReloaded(page);
  for (const context of [...contexts, projector]) await context.close();
});

for (const width of [360, 1280]) {
  test(`axe: the open poll's bar, ${width} px`, async ({ browser, request }) => {
    const attendee = await freshAttendee(request, `poll-notice-axe-${width}`);
    const page = await open(browser, SITE + LIVE, attendee.token);
    await page.setViewportSize({ width, height: 800 });
    await readingTheEnd(page);
    const organiser = await organiserToken();
    const pollId = await openPoll(organiser, unique('¿Se ve bien la pantalla?'));
    try {
      await expect(page.getByTestId('poll-notice')).toBeVisible();
      expect((await new AxeBuilder({ page }).withTags(TAGS).include('[data-testid="poll-notice"]').analyze()).violations).toEqual([]);
    } finally {
      await callApi('localhost', `/conferences/polls/${pollId}/close`, { body: {}, token: organiser });
      await page.context().close();
    }
  });
}

test('live polls: an attendee without access is told why; the organiser calls answer 403 to attendees', async ({ browser, request }) => {
  const outsider = await freshAttendee(request, 'room-poll-noticket', { ticket: false });
  const id = await sessionIdOf('en-directo');
  const organiser = await organiserToken();
  const created = await callApi('localhost', `/conferences/${id}/polls`, { body: { question: unique('¿Repetirías?'), options: ['Sí', 'No'] }, token: organiser });
  expect(created.status).toBe(201);
  const pollId = created.body!.id as number;
  expect((await callApi('localhost', `/conferences/polls/${pollId}/open`, { body: {}, token: outsider.token })).status).toBe(403);
  expect((await callApi('localhost', `/conferences/polls/${pollId}/open`, { body: {}, token: organiser })).status).toBe(200);
  const page = await open(browser, SITE + LIVE, outsider.token);
  const poll = page.getByTestId('poll').filter({ hasText: created.body!.question as string });
  await poll.getByRole('radio', { name: 'Sí' }).check();
  await poll.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(poll.getByRole('alert')).toHaveText('Para responder a las encuestas de esta sesión necesitas una entrada.');
  await expect(poll.getByRole('radio', { name: 'Sí' })).toBeChecked();
  await expect(poll.getByTestId('poll-my-answer')).toHaveCount(0);
  await page.context().close();
  expect((await callApi('localhost', `/conferences/polls/${pollId}/close`, { body: {}, token: organiser })).status).toBe(200);
});

test('live polls: the organiser edits a draft (question, options) and deletes a poll after a confirmation; the attendee’s page follows live; attendees get 403 for both', async ({ browser, request }) => {
  const attendee = await freshAttendee(request, 'room-poll-edit');
  const id = await sessionIdOf('en-directo');
  const organiser = await organiserToken();
  const draft = unique('¿Borrador?');
  const created = await callApi('localhost', `/conferences/${id}/polls`, { body: { question: draft, options: ['A', 'B'] }, token: organiser });
  expect(created.status).toBe(201);
  const pollId = created.body!.id as number;
  expect((await callApi('localhost', `/conferences/polls/${pollId}`, { method: 'PUT', body: { question: 'x', options: ['1', '2'], multiple: false }, token: attendee.token })).status).toBe(403);
  expect((await callApi('localhost', `/conferences/polls/${pollId}`, { method: 'DELETE', token: attendee.token })).status).toBe(403);

  const [moderation, attendeePage] = await Promise.all([open(browser, SITE + MODERATION, organiser), open(browser, SITE + LIVE, attendee.token)]);
  const adminPoll = moderation.getByTestId('admin-poll').filter({ hasText: draft });
  await adminPoll.getByRole('button', { name: 'Editar' }).click();
  const edited = unique('¿Qué formato preferís?');
  await adminPoll.getByRole('textbox', { name: 'Pregunta', exact: true }).fill(edited);
  await adminPoll.getByRole('textbox', { name: 'Opción 1', exact: true }).fill('Presencial');
  await adminPoll.getByRole('textbox', { name: 'Opción 2', exact: true }).fill('En línea');
  await adminPoll.getByRole('button', { name: 'Guardar los cambios' }).click();
  const editedPoll = moderation.getByTestId('admin-poll').filter({ hasText: edited });
  await expect(editedPoll.getByRole('heading', { name: edited })).toBeVisible();
  await expect(editedPoll.getByTestId('poll-results')).toContainText('Presencial');
  await expect(editedPoll.getByRole('button', { name: 'Guardar los cambios' })).toHaveCount(0);
  // Opened, it is no longer a draft: nothing to edit.
  await editedPoll.getByRole('button', { name: `Abrir: ${edited}`, exact: true }).click();
  await expect(editedPoll.getByTestId('poll-state')).toHaveText('Abierta');
  await expect(editedPoll.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  expect((await callApi('localhost', `/conferences/polls/${pollId}`, { method: 'PUT', body: { question: 'x', options: ['1', '2'], multiple: false }, token: organiser })).status).toBe(409);
  const seen = attendeePage.getByTestId('poll').filter({ hasText: edited });
  await expect(seen.getByRole('radio', { name: 'Presencial' })).toBeVisible();

  // Deleting asks first; going back keeps it.
  await editedPoll.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = moderation.getByRole('dialog', { name: '¿Eliminar esta encuesta?' });
  await expect(dialog).toContainText(`La encuesta «${edited}» y todas sus respuestas desaparecerán para todos.`);
  await dialog.getByRole('button', { name: 'Volver sin hacer nada' }).click();
  await expect(dialog).toBeHidden();
  await expect(seen).toBeVisible();
  await editedPoll.getByRole('button', { name: 'Eliminar' }).click();
  await dialog.getByRole('button', { name: 'Eliminar la encuesta' }).click();
  await expect(dialog).toBeHidden();
  await expect(moderation.getByTestId('admin-poll').filter({ hasText: edited })).toHaveCount(0);
  await expect(attendeePage.getByTestId('poll').filter({ hasText: edited })).toHaveCount(0);
  for (const page of [moderation, attendeePage]) await notReloaded(page);
  for (const page of [moderation, attendeePage]) await page.context().close();
});

for (const width of [360, 1280]) {
  test(`axe: the poll on the session page and in the moderation area, ${width} px`, async ({ browser, request }) => {
    const attendee = await freshAttendee(request, 'room-poll-axe');
    const id = await sessionIdOf('en-directo');
    const organiser = await organiserToken();
    const created = await callApi('localhost', `/conferences/${id}/polls`, { body: { question: unique('¿Te está gustando?'), options: ['Mucho', 'Algo', 'Poco'], multiple: true }, token: organiser });
    const pollId = created.body!.id as number;
    expect((await callApi('localhost', `/conferences/polls/${pollId}/open`, { body: {}, token: organiser })).status).toBe(200);
    try {
      const [attendeePage, anonymous, moderation] = await Promise.all([open(browser, SITE + LIVE, attendee.token), open(browser, SITE + LIVE, null), open(browser, SITE + MODERATION, organiser)]);
      for (const page of [attendeePage, anonymous, moderation]) await page.setViewportSize({ width, height: 900 });
      const mine = attendeePage.getByTestId('poll').filter({ hasText: created.body!.question as string });
      await mine.getByRole('checkbox', { name: 'Mucho' }).check();
      await mine.getByRole('button', { name: 'Enviar respuesta' }).click();
      await expect(mine.getByTestId('poll-my-answer')).toHaveText('✓ Tu respuesta: Mucho');
      await expect(anonymous.getByTestId('live-polls').getByText('Hay una encuesta en curso.')).toBeVisible();
      await expect(moderation.getByTestId('admin-poll').filter({ hasText: created.body!.question as string }).getByTestId('poll-responses')).toHaveText('1 respuesta');
      for (const [page, scope] of [
        [attendeePage, '[data-testid="live-polls"]'],
        [anonymous, '[data-testid="live-polls"]'],
        [moderation, '[data-testid="poll-moderation"]'],
      ] as const) {
        const results = await new AxeBuilder({ page }).withTags(TAGS).include(scope).analyze();
        expect(results.violations).toEqual([]);
      }
      for (const page of [attendeePage, anonymous, moderation]) await page.context().close();
    } finally {
      await callApi('localhost', `/conferences/polls/${pollId}/publish`, { body: {}, token: organiser });
    }
  });
}

for (const width of [360, 1280]) {
  test(`axe: the organiser’s poll edit form (also with a field in error) and the delete confirmation dialog, ${width} px`, async ({ browser }) => {
    const id = await sessionIdOf('en-directo');
    const organiser = await organiserToken();
    const question = unique('¿Qué sala prefieres?');
    const created = await callApi('localhost', `/conferences/${id}/polls`, { body: { question, options: ['Auditorio', 'Sala 1', 'Jardín'] }, token: organiser });
    expect(created.status).toBe(201);
    const pollId = created.body!.id as number;
    try {
      const moderation = await open(browser, SITE + MODERATION, organiser);
      await moderation.setViewportSize({ width, height: 900 });
      const adminPoll = moderation.getByTestId('admin-poll').filter({ hasText: question });
      await adminPoll.getByRole('button', { name: 'Editar' }).click();
      const questionBox = adminPoll.getByRole('textbox', { name: 'Pregunta', exact: true });
      await expect(questionBox).toHaveValue(question);
      await expect(adminPoll.getByRole('button', { name: 'Quitar la opción 3' })).toBeVisible();
      const scan = async (scope: string) => expect((await new AxeBuilder({ page: moderation }).withTags(TAGS).include(scope).analyze()).violations).toEqual([]);
      await scan(`[data-testid="admin-poll"][data-poll="${pollId}"]`);
      // A required field left empty: the form says so, still without a violation.
      await questionBox.fill('');
      await adminPoll.getByRole('button', { name: 'Guardar los cambios' }).click();
      await expect(questionBox).toHaveAttribute('aria-invalid', 'true');
      await scan(`[data-testid="admin-poll"][data-poll="${pollId}"]`);
      await adminPoll.getByRole('button', { name: 'Cancelar' }).click();
      await expect(adminPoll.getByRole('button', { name: 'Guardar los cambios' })).toHaveCount(0);

      await adminPoll.getByRole('button', { name: 'Eliminar' }).click();
      const dialog = moderation.getByRole('dialog', { name: '¿Eliminar esta encuesta?' });
      await expect(dialog).toContainText(`La encuesta «${question}»`);
      await scan('dialog[open]');
      await moderation.screenshot({ path: test.info().outputPath(`poll-delete-dialog-${width}.png`) });
      await dialog.getByRole('button', { name: 'Volver sin hacer nada' }).click();
      await expect(dialog).toBeHidden();
      await moderation.context().close();
    } finally {
      await callApi('localhost', `/conferences/polls/${pollId}`, { method: 'DELETE', token: organiser });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The room screen: in this file because it shows the session's open poll.
// ---------------------------------------------------------------------------------------------


test('room screen: opened through the secret link, it shows the pinned question and the open poll live, follows the organiser marking it answered, recovers after the network drops, and stops opening once the link is changed', async ({ browser, request }) => {
  const attendee = await freshAttendee(request, 'room-screen');
  const organiser = await organiserToken();
  const id = await sessionIdOf('en-directo');
  const moderation = await open(browser, SITE + MODERATION, organiser);

  // The organiser reads the secret link in the moderation area.
  const admin = moderation.getByTestId('screen-admin');
  await admin.getByRole('button', { name: 'Mostrar el enlace secreto' }).click();
  const linkBox = admin.getByRole('textbox', { name: 'Enlace secreto para el proyector' });
  await expect(linkBox).toHaveValue(new RegExp(`${SCREEN}#k=[A-Za-z0-9_-]{32}$`));
  const link = await linkBox.inputValue();

  // A question the room voted up, pinned by the organiser.
  const text = unique('¿Cuándo estarán los vídeos?');
  const asked = await callApi('localhost', `/conferences/${id}/questions`, { body: { conference_id: id, text }, token: attendee.token });
  const questionId = asked.body!.id as number;
  for (const action of ['validate', 'pin']) expect((await callApi('localhost', `/conferences/questions/${questionId}/${action}`, { body: {}, token: organiser })).status).toBe(200);

  // The projector: no account, only the link.
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const projector = await context.newPage();
  await projector.goto(link);
  await projector.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const screen = projector.getByTestId('room-screen');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('En directo: la sesión que siempre está en marcha');
  const first = screen.getByTestId('screen-questions').locator('li').first();
  await expect(first).toContainText(`Destacada · ${text}`);
  await expect(projector.locator('header').first()).toBeHidden();
  await expect(projector.locator('footer').first()).toBeHidden();
  await expect.poll(() => projector.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight && document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(screen.getByTestId('screen-poll')).toContainText('No hay ninguna encuesta abierta.');

  // A poll opens and is answered: the bars move on the screen.
  const question = unique('¿Os está resultando útil?');
  const created = await callApi('localhost', `/conferences/${id}/polls`, { body: { question, options: ['Sí', 'No'] }, token: organiser });
  const pollId = created.body!.id as number;
  const [yes] = created.body!.options as Array<{ id: number }>;
  expect((await callApi('localhost', `/conferences/polls/${pollId}/open`, { body: {}, token: organiser })).status).toBe(200);
  await expect(screen.getByTestId('screen-poll')).toContainText(question);
  await expect(screen.getByTestId('screen-responses')).toHaveText('Respuestas: 0');
  expect((await callApi('localhost', `/conferences/polls/${pollId}/answer`, { body: { optionIds: [yes!.id] }, token: attendee.token })).status).toBe(200);
  await expect(screen.getByTestId('screen-responses')).toHaveText('Respuestas: 1');
  await expect(screen.getByTestId('screen-poll').locator('li', { hasText: 'Sí' }).getByTestId('screen-option-result')).toHaveText(/^1 voto \(100\s%\)$/);
  await projector.screenshot({ path: test.info().outputPath('room-screen-1280x720.png') });
  await projector.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(() => projector.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  await projector.screenshot({ path: test.info().outputPath('room-screen-1920x1080.png') });

  // The organiser marks it answered from the moderation page: it leaves the screen.
  await moderation.getByTestId('live-moderation').locator('li', { hasText: text }).getByRole('button', { name: 'Marcar como respondida' }).click();
  await expect(screen.getByTestId('screen-questions')).not.toContainText(text);

  // The network drops; meanwhile a question is pinned; the screen shows it once the network is back.
  await context.setOffline(true);
  const later = unique('¿Habrá una segunda sesión?');
  const again = await callApi('localhost', `/conferences/${id}/questions`, { body: { conference_id: id, text: later }, token: attendee.token });
  for (const action of ['validate', 'pin']) expect((await callApi('localhost', `/conferences/questions/${again.body!.id}/${action}`, { body: {}, token: organiser })).status).toBe(200);
  await context.setOffline(false);
  await expect(screen.getByTestId('screen-questions').locator('li').first()).toContainText(later, { timeout: 30_000 });
  await expect.poll(() => projector.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true)).toBe(true);

  // The organiser changes the link: the old one no longer opens the screen, the new one does.
  await admin.getByRole('button', { name: 'Cambiar el enlace' }).click();
  await expect(admin.getByRole('status')).toHaveText('Enlace cambiado: el anterior ya no abre la pantalla.');
  await expect(linkBox).not.toHaveValue(link);
  const fresh = await browser.newContext();
  const stale = await fresh.newPage();
  await stale.goto(link);
  await expect(stale.getByTestId('room-screen').getByRole('alert')).toContainText('enlace secreto');
  await stale.goto(await linkBox.inputValue());
  await stale.reload();
  await expect(stale.getByTestId('screen-questions').locator('li').first()).toContainText(later);

  await callApi('localhost', `/conferences/polls/${pollId}/close`, { body: {}, token: organiser });
  await callApi('localhost', `/conferences/questions/${again.body!.id}/answered`, { body: {}, token: organiser });
  for (const c of [moderation.context(), context, fresh]) await c.close();
});

test('room screen: a poll the organiser deletes leaves the screen at once, without a reload', async ({ browser, request }) => {
  const attendee = await freshAttendee(request, 'room-screen-delete');
  const organiser = await organiserToken();
  const id = await sessionIdOf('en-directo');
  const question = unique('¿Seguimos después de la pausa?');
  const created = await callApi('localhost', `/conferences/${id}/polls`, { body: { question, options: ['Sí', 'No'] }, token: organiser });
  const pollId = created.body!.id as number;
  try {
    expect((await callApi('localhost', `/conferences/polls/${pollId}/open`, { body: {}, token: organiser })).status).toBe(200);
    // The screen on the projector (the organiser's account) and the moderation page: two contexts.
    const [projector, moderation] = await Promise.all([open(browser, SITE + SCREEN, organiser), open(browser, SITE + MODERATION, organiser)]);
    const onScreen = projector.getByTestId('room-screen').getByTestId('screen-poll');
    await expect(onScreen).toContainText(question);
    // An answer after the screen has read the poll reaches it only once it listens to the channel:
    // from then on, a deletion can only leave the screen through its event.
    await expect(onScreen.getByTestId('screen-responses')).toHaveText('Respuestas: 0');
    const [yes] = created.body!.options as Array<{ id: number }>;
    expect((await callApi('localhost', `/conferences/polls/${pollId}/answer`, { body: { optionIds: [yes!.id] }, token: attendee.token })).status).toBe(200);
    await expect(onScreen.getByTestId('screen-responses')).toHaveText('Respuestas: 1');

    const adminPoll = moderation.getByTestId('admin-poll').filter({ hasText: question });
    await adminPoll.getByRole('button', { name: 'Eliminar' }).click();
    await moderation.getByRole('dialog', { name: '¿Eliminar esta encuesta?' }).getByRole('button', { name: 'Eliminar la encuesta' }).click();
    await expect(adminPoll).toHaveCount(0);

    await expect(onScreen).not.toContainText(question);
    await expect(onScreen).toContainText('No hay ninguna encuesta abierta.');
    for (const page of [projector, moderation]) await notReloaded(page);
    for (const page of [projector, moderation]) await page.context().close();
  } finally {
    await callApi('localhost', `/conferences/polls/${pollId}`, { method: 'DELETE', token: organiser });
  }
});

test('room screen: the cached page carries no secret and no question; the organiser opens it signed in', async ({ browser, request }) => {
  const res = await request.get(SITE + SCREEN);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).not.toMatch(/#k=|screen\/state/);
  const page = await open(browser, SITE + SCREEN, await organiserToken());
  await expect(page.getByTestId('room-screen').getByRole('heading', { level: 2, name: 'Preguntas más votadas' })).toBeVisible();
  await page.context().close();
  const anonymous = await open(browser, SITE + SCREEN, null);
  await expect(anonymous.getByTestId('room-screen').getByRole('alert')).toContainText('enlace secreto');
  await anonymous.context().close();
});

for (const [width, height] of [
  [360, 740],
  [1280, 720],
] as const) {
  test(`axe: the room screen, ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addCookies([{ name: 'auth', value: await organiserToken(), url: SITE, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto(SITE + SCREEN);
    await expect(page.getByTestId('room-screen').getByRole('heading', { level: 2, name: 'Preguntas más votadas' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(results.violations).toEqual([]);
    await context.close();
  });
}
