import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, E2E } from './env';
import { callApi } from './demo-api-client';
import { byLabel, createVerifiedAccount, TAGS } from './auth-helpers';
import { freshAttendee, release, roomIds, sessionIdOf, signInWithToken, tokenFor } from './attendees';

/**
 * Registration for a session on its public page, as a user against
 * the demo API: register → seats → unregister, every rule with its docs/product.md#errors sentence, pending →
 * resume → complete, pending → discard, keyboard only, axe, and the page staying cached.
 *
 * Seats are shared state: every test that takes one does it with its own fresh account (signed up
 * through the demo API) and gives it back. `en-directo` (live all day on localhost): rooms
 * Auditorio (3 seats, one free) and Sala 1 (60), a registration form (→ pending), ticket needed.
 * `en-directo-paralela`: same times, Sala 1 (40), no form. Tickets on localhost come from a
 * purchase; here the fresh account is given one in the demo API's database, as a paid order would.
 */

// Fresh accounts (sign-up, mailbox, validation) and several page loads per test on a loaded machine.
// One after another: several tests take and free seats in en-directo-paralela's Sala 1, and the
// anonymous test's layout-shift reading caught another test's seat count moving live (0.019).
test.describe.configure({ mode: 'default', timeout: 90_000 });

const SITE = E2E.host('localhost');
const LIVE = '/agenda/en-directo';
const PARALLEL = '/agenda/en-directo-paralela';

const MSG = {
  loginToRegister: 'Inicia sesión para inscribirte.',
  noRoom: 'Elige una sala.',
  ticket: 'Necesitas una entrada para inscribirte.',
  duplicate: 'Ya estás inscrito en esta actividad en otra sala.',
  notRegistered: 'Aún no estás inscrito. Elige sala e inscríbete.',
  pending: 'Tu inscripción está pendiente: completa el formulario para confirmar tu plaza.',
};


const block = (page: Page) => page.locator('#inscripcion');
const status = (page: Page) => page.getByTestId('registration-status');
const alertOf = (page: Page) => block(page).getByRole('alert');
const statusMessage = (page: Page) => block(page).getByRole('status');

/** "Sala 1: 5 de 40 plazas ocupadas" → 5 */
async function occupied(page: Page, room: string): Promise<number> {
  const text = (await block(page).getByText(new RegExp(`^${room}: \\d+ de \\d+ plazas ocupadas`)).first().textContent()) ?? '';
  return Number(/: (\d+) de/.exec(text)![1]);
}

async function observeLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return (window as unknown as { __cls: number }).__cls;
  });

test('anonymous: seats now and "log in to register", which signs in and comes back to the session; no layout shift', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'reg-anon');
  await observeLayoutShift(page);
  await page.goto(SITE + PARALLEL);
  await expect(status(page)).toHaveText(MSG.loginToRegister);
  await expect(block(page).getByText(/^Sala 1: \d+ de 40 plazas ocupadas$/)).toBeVisible();
  const login = block(page).getByRole('link', { name: 'Inicia sesión para inscribirte' });
  await expect(login).toHaveAttribute('href', '/iniciar-sesion?redirect=%2Fagenda%2Fen-directo-paralela');
  expect(await layoutShift(page)).toBeLessThan(0.01);

  await login.click();
  await page.getByLabel('Correo electrónico').fill(account.email);
  await byLabel(page, 'Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(SITE + PARALLEL);
  // Signed in now (no ticket yet on a fresh account): the block says what is missing.
  await expect(status(page)).toHaveText(`${MSG.ticket} Comprar entrada`);
  await expect(block(page).getByRole('radio', { name: /^Sala 1: / })).toBeVisible();
});

test('register → seat count up at once → unregister → back, keyboard only; the skeleton is as tall as the room choice', async ({ page, request }) => {
  const me = await freshAttendee(request, 'reg-kbd');
  try {
    await signInWithToken(page.context(), me.token);
    // The skeleton is measured while the API's answer is held back, then the room choice that
    // replaces it: the same height, so nothing below moves. (The page's own CLS signed in also
    // counts the header's greeting, which is not this block's.)
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/conferences/*/registration', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(SITE + PARALLEL);
    await expect(status(page)).toHaveText('Cargando…');
    const skeleton = (await block(page).boundingBox())!.height;
    answer();
    await expect(status(page)).toHaveText(MSG.notRegistered);
    await expect(block(page).getByRole('radio', { name: /^Sala 1: / })).toBeVisible();
    expect((await block(page).boundingBox())!.height).toBeCloseTo(skeleton, 0);
    const before = await occupied(page, 'Sala 1');

    // From the block's heading onwards, only the keyboard.
    const radio = block(page).getByRole('radio', { name: /^Sala 1: / });
    await block(page).getByRole('heading', { name: 'Inscripción' }).evaluate((h) => {
      h.setAttribute('tabindex', '-1');
      (h as HTMLElement).focus();
    });
    await page.keyboard.press('Tab');
    await expect(radio).toBeFocused();
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(block(page).getByRole('button', { name: 'Inscribirme' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(statusMessage(page)).toHaveText('Te has inscrito en Sala 1.');
    await expect(statusMessage(page)).toBeFocused();
    await expect(status(page)).toHaveText('Estás inscrito en Sala 1.');
    await expect(block(page).getByText(new RegExp(`^Sala 1: ${before + 1} de 40 plazas ocupadas`))).toBeVisible();

    const cancel = block(page).getByRole('button', { name: 'Cancelar mi inscripción' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    await expect(statusMessage(page)).toHaveText('Has cancelado tu inscripción. Tu plaza queda libre.');
    await expect(status(page)).toHaveText(MSG.notRegistered);
    await expect(block(page).getByRole('radio', { name: new RegExp(`^Sala 1: ${before} de 40 plazas ocupadas`) })).toBeVisible();
  } finally {
    await release(me.token, 'en-directo-paralela');
  }
});

test('a room must be chosen: "Elige una sala." on the group and in the message, nothing sent', async ({ page, request }) => {
  const me = await freshAttendee(request, 'reg-room');
  await signInWithToken(page.context(), me.token);
  await page.goto(SITE + PARALLEL);
  await expect(status(page)).toHaveText(MSG.notRegistered);
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/register')) posted += 1;
  });
  await block(page).getByRole('button', { name: 'Inscribirme' }).click();
  await expect(alertOf(page)).toHaveText(MSG.noRoom);
  await expect(block(page).getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  await expect(block(page).locator('#registration-room-error')).toContainText(MSG.noRoom);
  expect(posted).toBe(0);
  await expect(status(page)).toHaveText(MSG.notRegistered);
});

test('ticket needed on digitalone: the sentence and a link to the purchase, before and after trying', async ({ page }) => {
  const token = await tokenFor('digitalone.localhost', ACCOUNTS.attendee.email, ACCOUNTS.attendee.password);
  const list = await callApi('digitalone.localhost', '/conferences/all?when=all&edition=all');
  const session = (list.body as unknown as Array<{ slug: string; registrationRequired: boolean; past: boolean; rooms: unknown[]; format: string }>).find(
    (s) => s.registrationRequired && !s.past && s.rooms.length > 0 && s.format !== 'break',
  );
  expect(session, 'a digitalone session taking registrations').toBeTruthy();
  await signInWithToken(page.context(), token, 'digitalone.localhost');
  await page.goto(`${E2E.host('digitalone.localhost')}/agenda/${session!.slug}`);
  await expect(status(page)).toHaveText(`${MSG.ticket} Comprar entrada`);
  await expect(status(page).getByRole('link', { name: 'Comprar entrada' })).toHaveAttribute('href', '/proceso-de-compra');
  await block(page).getByRole('radio').and(page.locator(':enabled')).first().check();
  await block(page).getByRole('button', { name: 'Inscribirme' }).click();
  await expect(alertOf(page)).toHaveText(`${MSG.ticket} Comprar entrada`);
  await expect(alertOf(page).getByRole('link', { name: 'Comprar entrada' })).toHaveAttribute('href', '/proceso-de-compra');
  // Nothing lost: the room stays chosen.
  await expect(block(page).getByRole('radio').and(page.locator(':checked'))).toHaveCount(1);
});

test('overlap: registering in en-directo-paralela while in en-directo names the other session and links to it', async ({ page, request }) => {
  const me = await freshAttendee(request, 'reg-overlap');
  try {
    const live = await sessionIdOf('en-directo');
    const rooms = await roomIds('en-directo');
    expect((await callApi('localhost', `/conferences/${live}/register`, { body: { room_id: rooms['Sala 1'] }, token: me.token })).status).toBe(200);

    await signInWithToken(page.context(), me.token);
    await page.goto(SITE + PARALLEL);
    const other = /Ya estás inscrito en «En directo[^»]*», que coincide en horario\./;
    await expect(status(page)).toHaveText(other);
    await block(page).getByRole('radio', { name: /^Sala 1: / }).check();
    await block(page).getByRole('button', { name: 'Inscribirme' }).click();
    await expect(alertOf(page)).toContainText(other);
    const link = alertOf(page).getByRole('link', { name: /^Ver «En directo/ });
    await expect(link).toHaveAttribute('href', LIVE);
    await link.click();
    await expect(page).toHaveURL(SITE + LIVE);
    await expect(status(page)).toHaveText(MSG.pending);
  } finally {
    await release(me.token, 'en-directo');
  }
});

test.describe.serial('the 3-seat room (one seat free)', () => {
  // Two or three fresh accounts (sign-up, mailbox, validation) per test: on a loaded CI machine
  // that alone can take most of the file's 90 s.
  test.describe.configure({ timeout: 180_000 });
  test('full room: a fresh account takes the last seat, the next sees it full and cannot choose it; freed afterwards', async ({ browser, request }) => {
    const first = await freshAttendee(request, 'reg-full-a');
    const second = await freshAttendee(request, 'reg-full-b');
    const a = await browser.newContext({ locale: 'es-ES' });
    const b = await browser.newContext({ locale: 'es-ES' });
    try {
      await signInWithToken(a, first.token);
      const pa = await a.newPage();
      await pa.goto(SITE + LIVE);
      const auditorium = block(pa).getByRole('radio', { name: /^Auditorio: 2 de 3 plazas ocupadas$/ });
      await auditorium.check();
      await block(pa).getByRole('button', { name: 'Inscribirme' }).click();
      await expect(statusMessage(pa)).toHaveText('Tu plaza está reservada: completa el formulario de inscripción para confirmarla.');
      await expect(block(pa).getByText('Auditorio: 3 de 3 plazas ocupadas · Completa')).toBeVisible();

      await signInWithToken(b, second.token);
      const pb = await b.newPage();
      await pb.goto(SITE + LIVE);
      const full = block(pb).getByRole('radio', { name: 'Auditorio: 3 de 3 plazas ocupadas · Completa' });
      await expect(full).toBeDisabled();
      await expect(block(pb).getByRole('radio', { name: /^Sala 1: / })).toBeEnabled();
    } finally {
      await release(first.token, 'en-directo');
      await a.close();
      await b.close();
    }
    const seats = await callApi('localhost', `/conferences/${await sessionIdOf('en-directo')}/rooms-seating`);
    expect((seats.body!.rooms as Array<{ name: string; occupied: number }>).find((r) => r.name === 'Auditorio')!.occupied).toBe(2);
  });

  test('duplicate room: registered in Sala 1 elsewhere (another tab), choosing Auditorio says so and shows the truth', async ({ page, request }) => {
    const me = await freshAttendee(request, 'reg-dup');
    try {
      await signInWithToken(page.context(), me.token);
      // This page is the stale tab: it reads its registration again by itself (for instance once
      // its realtime connection is up), which would show the other tab's registration before the
      // click. Those reads are held until the click has sent the registration.
      let holding = false;
      let letGo: () => void = () => {};
      const held = new Promise<void>((resolve) => (letGo = resolve));
      await page.route('**/conferences/*/registration', async (route) => {
        if (holding) await held;
        await route.continue();
      });
      await page.goto(SITE + LIVE);
      await expect(status(page)).toHaveText(MSG.notRegistered);
      holding = true;
      await block(page).getByRole('radio', { name: /^Auditorio: / }).check();
      const rooms = await roomIds('en-directo');
      const live = await sessionIdOf('en-directo');
      expect((await callApi('localhost', `/conferences/${live}/register`, { body: { room_id: rooms['Sala 1'] }, token: me.token })).status).toBe(200);

      const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/conferences/${live}/register`));
      await block(page).getByRole('button', { name: 'Inscribirme' }).click();
      await sent;
      letGo();
      await expect(alertOf(page)).toHaveText(MSG.duplicate, { timeout: 20_000 });
      // Read again: the registration made in the other tab (pending in Sala 1).
      await expect(status(page)).toHaveText(MSG.pending);
      await expect(block(page).getByText(/^Sala 1: .* · tu sala$/)).toBeVisible();
    } finally {
      await release(me.token, 'en-directo');
    }
  });
});

test('pending → save a draft → resume from "my activities" (prefilled) → complete', async ({ page, request }) => {
  const me = await freshAttendee(request, 'reg-pending');
  try {
    await signInWithToken(page.context(), me.token);
    await page.goto(SITE + LIVE);
    await block(page).getByRole('radio', { name: /^Sala 1: / }).check();
    await block(page).getByRole('button', { name: 'Inscribirme' }).click();
    await expect(statusMessage(page)).toHaveText('Tu plaza está reservada: completa el formulario de inscripción para confirmarla.');
    await expect(status(page)).toHaveText(MSG.pending);

    await block(page).getByRole('button', { name: 'Completar la inscripción' }).click();
    await byLabel(page, 'Organización').fill('Universidad de Deusto');
    await block(page).getByRole('radio', { name: 'Investigación' }).check();
    await block(page).getByRole('button', { name: 'Guardar y seguir más tarde' }).click();
    await expect(block(page).getByText('Respuestas guardadas. Puedes terminar la inscripción más tarde.').first()).toBeVisible();

    await page.goto(`${SITE}/usuario#mis-actividades`);
    const resume = page.getByRole('link', { name: /Continuar la inscripción.*En directo/ });
    await expect(resume).toHaveAttribute('href', '/agenda/en-directo#inscripcion');
    await resume.click();
    await expect(page).toHaveURL(`${SITE}${LIVE}#inscripcion`);
    // The form is open and keeps what was saved.
    await expect(byLabel(page, 'Organización')).toHaveValue('Universidad de Deusto');
    await expect(block(page).getByRole('radio', { name: 'Investigación' })).toBeChecked();

    // Completing without the required consent: the docs/product.md#validation message, nothing lost.
    await block(page).getByRole('button', { name: 'Completar la inscripción' }).click();
    const consent = block(page).getByRole('checkbox', { name: /Acepto que los ponentes reciban/ });
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(block(page).getByRole('link', { name: /Acepto que los ponentes reciban.*Este campo es obligatorio\./ })).toBeVisible();
    await expect(byLabel(page, 'Organización')).toHaveValue('Universidad de Deusto');
    await consent.check();
    await block(page).getByRole('button', { name: 'Completar la inscripción' }).click();
    await expect(statusMessage(page)).toHaveText('Inscripción completada: tu plaza está confirmada.');
    await expect(status(page)).toHaveText('Estás inscrito en Sala 1.');
    await expect(byLabel(page, 'Organización')).toHaveCount(0);
  } finally {
    await release(me.token, 'en-directo');
  }
});

test('pending → discard: the seat is given back and the block offers registering again', async ({ page, request }) => {
  const me = await freshAttendee(request, 'reg-discard');
  try {
    await signInWithToken(page.context(), me.token);
    await page.goto(SITE + LIVE);
    await block(page).getByRole('radio', { name: /^Sala 1: / }).check();
    await block(page).getByRole('button', { name: 'Inscribirme' }).click();
    await expect(status(page)).toHaveText(MSG.pending);
    await block(page).getByRole('button', { name: 'Descartar la inscripción' }).click();
    await expect(statusMessage(page)).toHaveText('Has descartado la inscripción pendiente.');
    await expect(status(page)).toHaveText(MSG.notRegistered);
    const state = await callApi('localhost', `/conferences/${await sessionIdOf('en-directo')}/registration`, { token: me.token });
    expect(state.body!.status).toBe('none');
  } finally {
    await release(me.token, 'en-directo');
  }
});

for (const width of [360, 1280]) {
  for (const signedIn of [false, true]) {
    test(`axe: the session page at ${width}px ${signedIn ? 'signed in' : 'signed out'} has no violations`, async ({ page, request }) => {
      if (signedIn) await signInWithToken(page.context(), (await freshAttendee(request, `reg-axe-${width}`)).token);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(SITE + LIVE);
      await expect(status(page)).toHaveText(signedIn ? MSG.notRegistered : MSG.loginToRegister);
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test('the session page stays cached: the same bytes for an anonymous and a signed-in visitor, no Set-Cookie', async ({ request }) => {
  const token = await tokenFor('localhost', ACCOUNTS.attendee.email, ACCOUNTS.attendee.password);
  await request.get(SITE + LIVE);
  const anonymous = await fetch(SITE + LIVE);
  const signedIn = await fetch(SITE + LIVE, { headers: { Cookie: `auth=${token}` } });
  expect(anonymous.status).toBe(200);
  expect(signedIn.status).toBe(200);
  expect(anonymous.headers.get('set-cookie')).toBeNull();
  expect(signedIn.headers.get('set-cookie')).toBeNull();
  expect(anonymous.headers.get('cache-control')).toMatch(/s-maxage=/);
  const [a, b] = [await anonymous.text(), await signedIn.text()];
  expect(b).toBe(a);
  // The registration block is the skeleton in the HTML: nobody's state is in it.
  expect(a).toContain('id="inscripcion"');
  expect(a).toMatch(/data-testid="registration-status">Cargando…</);
});

test('home hero and /registro follow the visitor and the event', async ({ page, browser }) => {
  await page.goto(SITE + '/');
  const hero = page.locator('[data-surface="hero"]');
  await expect(hero.getByRole('link', { name: 'Regístrate' })).toBeVisible();

  // eirv2023's event is over: no sign-up offered.
  const over = await browser.newPage({ locale: 'es-ES' });
  await over.goto(E2E.host('eirv2023.localhost') + '/');
  await expect(over.locator('[data-surface="hero"]').getByRole('link', { name: 'Ver la agenda' })).toBeVisible();
  await expect(over.locator('[data-surface="hero"]').getByRole('link', { name: 'Regístrate' })).toHaveCount(0);
  await over.close();

  await signInWithToken(page.context(), await tokenFor('localhost', ACCOUNTS.attendee.email, ACCOUNTS.attendee.password));
  await page.goto(SITE + '/');
  await expect(hero.getByRole('link', { name: 'Mis actividades' })).toHaveAttribute('href', '/usuario#mis-actividades');
  await expect(hero.getByRole('link', { name: 'Regístrate' })).toHaveCount(0);

  await page.goto(SITE + '/registro');
  await expect(page.getByRole('heading', { name: 'Ya has iniciado sesión' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveCount(0);
});

test('an activity card taking registrations leads to its session page’s registration block', async ({ page }) => {
  const list = await callApi('localhost', '/conferences/all');
  const open = (list.body as unknown as Array<{ slug: string; title: string; registrationRequired: boolean; past: boolean; format: string }>).find(
    (c) => c.registrationRequired && !c.past && c.format !== 'break',
  );
  expect(open, 'an activity taking registrations on localhost').toBeTruthy();
  await page.goto(SITE + '/actividades');
  // The title is visually hidden text after "Inscripción": Chromium joins the two with a space.
  const title = open!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^Inscripción\\s?: ${title}$`) });
  await expect(link).toHaveAttribute('href', `/agenda/${open!.slug}#inscripcion`);
  await link.click();
  await expect(page).toHaveURL(`${SITE}/agenda/${open!.slug}#inscripcion`);
  await expect(status(page)).toHaveText(MSG.loginToRegister);
});

test('seats follow other people live: one attendee registers, another signed-in visitor sees the count change without reloading', async ({ page, request }) => {
  const watcher = await freshAttendee(request, 'reg-seats-watch', { ticket: false });
  const taker = await freshAttendee(request, 'reg-seats-take');
  try {
    await signInWithToken(page.context(), watcher.token);
    await page.goto(SITE + PARALLEL);
    await expect(block(page).getByRole('radio', { name: /^Sala 1: / })).toBeVisible();
    const before = await occupied(page, 'Sala 1');

    // The other attendee registers through the API (another device): the page is not touched.
    const id = await sessionIdOf('en-directo-paralela');
    const rooms = await roomIds('en-directo-paralela');
    expect((await callApi('localhost', `/conferences/${id}/register`, { body: { room_id: rooms['Sala 1'] }, token: taker.token })).status).toBe(200);
    await expect.poll(() => occupied(page, 'Sala 1'), { timeout: 10_000 }).toBe(before + 1);

    await callApi('localhost', `/conferences/${id}/unregister`, { body: { room_id: rooms['Sala 1'] }, token: taker.token });
    await expect.poll(() => occupied(page, 'Sala 1'), { timeout: 10_000 }).toBe(before);
  } finally {
    await release(taker.token, 'en-directo-paralela');
  }
});
