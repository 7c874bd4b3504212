import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { ACCOUNTS, E2E } from './env';
import { createVerifiedAccount, DEMO_TENANT_TOKEN, TAGS } from './auth-helpers';

/**
 * The session page's media leaves as a visitor and as attendees, against the demo API
 * on localhost: gated files (download through the API, progress, bytes), the stream facade
 * (gated, consent, player, attendance) and the survey (answered once, with a file). Fixed demo
 * data: /agenda/en-directo (registered-only file and stream, survey open to the signed-in) and
 * /agenda/en-directo-paralela (stream for ticket holders; the demo attendee holds a ticket).
 */

const SITE = E2E.host('localhost');
const LIVE = 'en-directo';
const PARALLEL = 'en-directo-paralela';

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

async function api<T = Record<string, unknown>>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<Answer<T>> {
  const res = await fetch(`${E2E.api}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'X-Tenant': DEMO_TENANT_TOKEN,
      'X-Locale': 'es',
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

async function tokenOf(email: string, password: string): Promise<string> {
  const login = await api<{ token: string }>('/customer/login', { body: { user: { email, password } } });
  expect(login.status).toBe(200);
  return login.body.token;
}

type Session = {
  id: number;
  files: { id: number; name: string; gate: string; sizeKb: number; url?: string }[];
  streaming: { gate: string; url?: string } | null;
};

async function sessionOf(slug: string): Promise<Session> {
  const res = await api<Session>(`/conferences/${slug}`);
  expect(res.status).toBe(200);
  return res.body;
}

async function signedInContext(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
}

async function axe(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(
      results.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe at ${width}px`,
    ).toEqual([]);
  }
}

// Each test loads the page several times and runs axe at two widths on a shared, loaded machine.
test.describe.configure({ timeout: 120_000 });

/** Seconds a test may wait for the leaves to read the API after load. */
const LEAF = { timeout: 15_000 };

test.describe('a visitor who is not signed in', () => {
  test('the cached HTML has no address for a gated file or stream; the leaves ask to sign in and come back', async ({ page, request }) => {
    const s = await sessionOf(LIVE);
    const gated = s.files.find((f) => f.gate !== 'public')!;
    const open = s.files.find((f) => f.gate === 'public')!;
    expect(gated).toBeTruthy();
    expect(s.streaming?.gate).toBe('registered');
    expect(s.streaming?.url).toBeUndefined();

    // What a shared cache or a crawler gets: the page without any script run.
    const res = await request.get(`${SITE}/agenda/${LIVE}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(gated.name);
    expect(html).toContain(open.url!);
    expect(html).not.toContain(`/files/${gated.id}`);
    expect(html).not.toContain(`/media/files/${gated.id}`);
    expect(html).not.toContain('/embed/');
    // (the header's "YouTube channel" link is the tenant's, not the session's)
    expect(html).not.toContain('youtube-nocookie');
    expect(html).not.toContain('aqz-KE-bpKQ');
    expect(html).not.toContain('requiere iniciar sesión');

    await page.goto(`/agenda/${LIVE}`);
    const files = page.getByRole('region', { name: 'Documentos' });
    const gatedItem = files.getByRole('listitem').filter({ hasText: gated.name });
    const signIn = gatedItem.getByRole('link', { name: `Inicia sesión para descargar ${gated.name}` });
    await expect(signIn).toBeVisible(LEAF);
    await expect(signIn).toHaveAttribute('href', `/iniciar-sesion?redirect=${encodeURIComponent(`/agenda/${LIVE}`)}`);
    await expect(files.getByRole('link', { name: new RegExp(open.name) })).toHaveAttribute('href', open.url!);
    await expect(gatedItem.getByRole('button')).toHaveCount(0);

    const stream = page.getByRole('region', { name: 'Emisión' });
    await expect(stream.getByRole('link', { name: /Inicia sesión para ver la emisión/ })).toBeVisible();
    await expect(stream.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Encuesta de la sesión', exact: true })).toHaveCount(0);
    await axe(page);

    // The sign-in link comes back here.
    await signIn.click();
    await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=%2Fagenda%2Fen-directo$/);
  });
});

test.describe('the demo attendee (holds a ticket on localhost)', () => {
  test.describe.configure({ mode: 'serial' });
  let token = '';
  let live: Session;
  let roomId = 0;

  test.beforeAll(async () => {
    token = await tokenOf(ACCOUNTS.attendee.email, ACCOUNTS.attendee.password);
    live = await sessionOf(LIVE);
    const parallel = await sessionOf(PARALLEL);
    // Start clean: not registered in either (they overlap).
    for (const s of [live, parallel]) {
      const state = await api<{ roomId: number | null; status: string }>(`/conferences/${s.id}/registration`, { token });
      if (state.body.status !== 'none') await api(`/conferences/${s.id}/unregister`, { body: { room_id: state.body.roomId }, token });
    }
    const seating = await api<{ rooms: { id: number; total: number }[] }>(`/conferences/${live.id}/rooms-seating`);
    roomId = seating.body.rooms.reduce((a, b) => (b.total > a.total ? b : a)).id;
  });

  test.afterAll(async () => {
    await api(`/conferences/${live.id}/unregister`, { body: { room_id: roomId }, token });
  });

  test('not registered: the gated file and stream say to register; registered: download with progress, the exact bytes', async ({ page, context }) => {
    await signedInContext(context, token);
    const gated = live.files.find((f) => f.gate === 'registered')!;
    await page.goto(`/agenda/${LIVE}`);
    const item = page.getByRole('region', { name: 'Documentos' }).getByRole('listitem').filter({ hasText: gated.name });
    await expect(item.getByText('Solo para inscritos: inscríbete en la sesión para descargarlo.')).toBeVisible(LEAF);
    await expect(page.getByRole('region', { name: 'Emisión' }).getByText('Solo para inscritos: inscríbete en la sesión para ver la emisión.')).toBeVisible();
    // Signed in, the "sign-in required" words never show.
    await expect(page.getByText(/requiere iniciar sesión|Inicia sesión para descargar/)).toHaveCount(0);

    // Register through the API: pending until the registration form is complete.
    const registered = await api<{ status: string; registrationFormId: number }>(`/conferences/${live.id}/register`, { body: { room_id: roomId }, token });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.status).toBe('pending');
    const form = await api<{ id: number; fields: { name: string; type: string; options: { value: string }[] }[] }>(`/custom-form/${registered.body.registrationFormId}`, { token });
    const answers = Object.fromEntries(
      form.body.fields.map((f) => [f.name, f.type === 'checkbox' ? true : f.options.length ? f.options[0]!.value : 'Ekitaldi e2e']),
    );
    const completed = await api<{ status: string }>('/conferences/custom-form/completed', {
      body: { custom_form_id: form.body.id, conference_id: live.id, survey: answers },
      token,
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.status).toBe('confirmed');

    await page.reload();
    const download = item.getByRole('button', { name: `Descargar ${gated.name}` });
    await expect(download).toBeVisible(LEAF);
    await expect(item.getByText(/Solo para inscritos/)).toHaveCount(0);

    // A slow link, so the progress can be seen moving (1.5 MB at ~400 KB/s).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: 400 * 1024, uploadThroughput: 400 * 1024 });
    const saved = page.waitForEvent('download');
    await download.focus();
    await page.keyboard.press('Enter');
    const bar = item.getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect(item.getByText(/^Descargando… \d+ %$/)).toBeVisible();
    const file = await saved;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(item.getByText('Descargado')).toBeVisible();
    await expect(bar).toHaveAttribute('value', '100');
    expect(file.suggestedFilename()).toBe(`${gated.name}.pdf`);
    const path = await file.path();
    const fs = await import('node:fs');
    const bytes = fs.readFileSync(path);
    expect(bytes.length).toBe(gated.sizeKb * 1024);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('the stream: consent then the privacy-enhanced player, by keyboard; attendance counted', async ({ page, context }) => {
    await signedInContext(context, token);
    const before = await api<{ minutesWatched: number; stream: { url: string } | null }>(`/conferences/${live.id}/registration`, { token });
    expect(before.body.stream?.url).toMatch(/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//);
    const videoId = before.body.stream!.url.split('/embed/')[1]!.split('?')[0]!;

    await page.goto(`/agenda/${LIVE}`);
    const stream = page.getByRole('region', { name: 'Emisión' });
    const play = stream.getByRole('button', { name: /^Permitir cookies de vídeo y ver/ });
    await expect(play).toBeVisible(LEAF);
    await expect(stream.getByText(/El reproductor lo ofrece YouTube/)).toBeVisible();
    await expect(stream.locator('iframe')).toHaveCount(0);
    await axe(page);
    // The page's clock from here on (the heartbeat timer starts when the player opens); axe
    // needs real timers, so it ran before.
    await page.clock.install();

    const opened = page.waitForRequest((r) => r.url().endsWith(`/conferences/${live.id}/events`) && r.postDataJSON()?.event === 'stream_opened');
    await play.focus();
    await page.keyboard.press('Enter');
    await opened;
    const player = stream.locator('iframe');
    await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`);
    await expect(player).toHaveAttribute('title', /^Emisión: /);
    await expect(stream.getByRole('button', { name: 'Cerrar el reproductor' })).toBeFocused();

    // A heartbeat after a minute with the tab visible: the API counts one minute.
    const beat = page.waitForResponse((r) => r.url().endsWith(`/conferences/${live.id}/events`) && r.request().postDataJSON()?.event === 'heartbeat');
    await page.clock.runFor(61_000);
    expect((await beat).status()).toBe(204);
    const after = await api<{ minutesWatched: number }>(`/conferences/${live.id}/registration`, { token });
    expect(after.body.minutesWatched).toBe(before.body.minutesWatched + 1);

    // Closing stops watching; the consent is remembered: the live session's player opens by itself next time.
    await page.keyboard.press('Enter');
    await expect(player).toHaveCount(0);
    await expect(stream.getByRole('button', { name: /^Ver la emisión/ })).toBeFocused();
    await page.reload();
    await expect(stream.locator('iframe')).toHaveAttribute('src', new RegExp(`youtube-nocookie\\.com/embed/${videoId}`), LEAF);
  });

  test('a stream for ticket holders opens to the attendee with a ticket, without registering', async ({ page, context }) => {
    await signedInContext(context, token);
    await page.goto(`/agenda/${PARALLEL}`);
    const stream = page.getByRole('region', { name: 'Emisión' });
    await expect(stream.getByRole('button', { name: /^Permitir cookies de vídeo y ver/ })).toBeVisible(LEAF);
  });
});

test.describe('a new attendee answers the survey', () => {
  test('with a file, by keyboard; once answered it shows thank you and the answers, also after a reload', async ({ page, context }) => {
    const account = await createVerifiedAccount(page.request, 'encuesta');
    const token = await tokenOf(account.email, account.password);
    await signedInContext(context, token);
    const live = await sessionOf(LIVE);

    await page.goto(`/agenda/${LIVE}`);
    const survey = page.getByRole('region', { name: 'Encuesta de la sesión' });
    const send = survey.getByRole('button', { name: 'Enviar respuestas' });
    await expect(send).toBeVisible(LEAF);
    await axe(page);

    // Sending it empty: the summary names the required questions and takes the focus.
    await send.focus();
    await page.keyboard.press('Enter');
    const summary = survey.getByRole('region', { name: 'Hay 3 errores en el formulario' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(3);

    // Keyboard: radios with the arrow keys, boxes with space, text typed.
    await survey.getByRole('radio', { name: '1', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(survey.getByRole('radio', { name: '4', exact: true })).toBeChecked();
    await survey.getByRole('radio', { name: 'Los ponentes' }).focus();
    await page.keyboard.press('Space');
    await survey.getByRole('checkbox', { name: 'Sostenibilidad' }).focus();
    await page.keyboard.press('Space');
    await survey.getByLabel(/Una idea que te llevas/).focus();
    await page.keyboard.type('Medir antes de decidir');
    await survey.getByLabel(/seguimiento/).fill('2026-12-01');

    // A file of the wrong type is refused before anything is sent.
    const attachment = survey.getByLabel(/Adjunta un documento/);
    await attachment.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await send.focus();
    await page.keyboard.press('Enter');
    // Named as people name them, with the size limit, not as MIME types.
    await expect(survey.getByText('Este tipo de archivo no se admite: sube un PDF, PNG o JPEG de hasta 2 MB.').first()).toBeVisible();
    expect((await api<unknown[]>(`/conferences/surveys?conference_id=${live.id}`, { token })).body).toEqual([
      expect.objectContaining({ answer: null }),
    ]);

    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200 * 1024, 32), Buffer.from('\n%%EOF\n')]);
    await attachment.setInputFiles({ name: 'resumen.pdf', mimeType: 'application/pdf', buffer: pdf });
    const uploaded = page.waitForResponse((r) => /\/custom-form\/\d+\/upload-files$/.test(r.url()));
    await send.focus();
    await page.keyboard.press('Enter');
    expect((await uploaded).status()).toBe(201);

    const thanks = survey.getByRole('heading', { name: '¡Gracias por responder la encuesta!' });
    await expect(thanks).toBeFocused();
    await expect(survey.getByRole('definition').filter({ hasText: 'Los ponentes' })).toBeVisible();
    await expect(survey.getByRole('definition').filter({ hasText: 'resumen.pdf' })).toBeVisible();
    await expect(survey.getByRole('definition').filter({ hasText: '4 de 5' })).toBeVisible();
    await expect(send).toHaveCount(0);

    const stored = await api<{ formId: number; answer: { answers: Record<string, unknown>; files: { name: string; size: number }[] } | null }[]>(
      `/conferences/surveys?conference_id=${live.id}`,
      { token },
    );
    expect(stored.body[0]!.answer!.answers).toMatchObject({ rating: 4, best: 'speakers', topics: ['sustainability'], takeaway: 'Medir antes de decidir', follow_up: '2026-12-01' });
    expect(stored.body[0]!.answer!.files).toEqual([expect.objectContaining({ name: 'resumen.pdf', size: pdf.length })]);

    await page.reload();
    await expect(survey.getByRole('heading', { name: '¡Gracias por responder la encuesta!' })).toBeVisible(LEAF);
    await expect(survey.getByRole('definition').filter({ hasText: 'Medir antes de decidir' })).toBeVisible();
    await expect(survey.getByRole('button', { name: 'Enviar respuestas' })).toHaveCount(0);
    await axe(page);

    // The API refuses a second answer too.
    const again = await api('/conferences/custom-form/completed', { body: { custom_form_id: stored.body[0]!.formId, conference_id: live.id, survey: {} }, token });
    expect(again.status).toBe(409);
  });
});
