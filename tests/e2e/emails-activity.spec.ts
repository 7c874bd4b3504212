import { expect, test, type Browser, type Page } from './fixtures';
import { freshAttendee, release, signInWithToken } from './attendees';
import { createVerifiedAccount } from './auth-helpers';
import { apiToken, callApi, enableNetworkingThroughApi, freshBuyer, giveFullTicket, tenantToken } from './demo-api-client';
import { ACCOUNTS, E2E } from './env';

/**
 * The emails that follow what people do after buying, read in the demo
 * mailbox as a person would find them: a session registration confirmed and cancelled (with the
 * .ics that adds it and takes it out), a meeting asked, accepted (room, time, .ics), declined and
 * cancelled (with the reason), a networking-event registration validated or rejected (with the
 * reason), a card payment confirmed and a transfer received. Each action is clicked twice (or its
 * call sent twice at once) and exactly one email arrives, in the language the account uses the
 * portal in (English, French, Portuguese, Spanish).
 */

test.describe.configure({ timeout: 150_000 });

type Mail = { id: number; subject: string; text: string; links: string[]; attachments: { filename: string; contentType: string; content: string }[] };
const mailsTo = async (email: string) => (await (await fetch(`${E2E.api}/__demo/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as Mail[];
/** The mails to `email` whose subject starts with `subject` and whose text contains `about`. */
const mailsOf = async (email: string, subject: string, about = '') => (await mailsTo(email)).filter((m) => m.subject.startsWith(subject) && m.text.includes(about));
/** Letters only: a surname the sign-up accepts, unique per call. */
const unique = () => Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6).padEnd(6, 'x');

/** A demo API call as `token` in `locale` (the language the account's emails are then written in). */
async function api(host: string, path: string, init: { token?: string; body?: unknown; method?: string; locale?: string; conference?: number } = {}) {
  const response = await fetch(`${E2E.api}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'X-Tenant': tenantToken(host),
      Accept: 'application/json',
      ...(init.locale ? { 'X-Locale': init.locale } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.conference ? { 'X-Networking-Conference': String(init.conference) } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

async function pageAs(browser: Browser, origin: string, token: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'auth', value: token, url: origin, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.goto(origin + path);
  return page;
}

test('a session registration in English: one "confirmed" with the .ics that adds it, one "cancelled" with the .ics that takes it out, each on a double click', async ({ page, request }) => {
  const SITE = E2E.host('localhost');
  const me = await freshAttendee(request, 'mail-reg');
  try {
    await signInWithToken(page.context(), me.token);
    await page.goto(`${SITE}/en/agenda/en-directo-paralela`);
    const block = page.locator('#inscripcion');
    await block.getByRole('radio').first().check();
    await block.getByRole('button', { name: 'Register', exact: true }).dblclick();
    await expect(block.getByRole('status')).toHaveText(/^You are registered in /);

    await expect.poll(async () => (await mailsOf(me.email, 'Registration confirmed:')).length).toBe(1);
    const [confirmed] = await mailsOf(me.email, 'Registration confirmed:');
    expect(confirmed!.text).toMatch(/^Hello Prueba,\n\nYou are registered for “.+”\.\n\nWhen: \w+day, \w+ \d{1,2}, \d{4}, \d\d:\d\d–\d\d:\d\d\nWhere: /);
    expect(confirmed!.links[0]).toBe(`${SITE}/en/agenda/en-directo-paralela`);
    const add = confirmed!.attachments.find((a) => a.filename === 'sesion.ics')!;
    expect(add.contentType).toContain('method=PUBLISH');
    expect(add.content).toContain('METHOD:PUBLISH');
    expect(add.content).toMatch(/UID:conference-\d+\.demo@ekitaldi/);
    // The .ics says when in UTC (the session's Madrid time), and where: the room and its venue, as the text does.
    const where = /\nWhere: (.+), (.+)\n/.exec(confirmed!.text)!;
    expect(where[1]).toMatch(/^(Room \d|Auditorium)$/);
    const ics = add.content.replace(/\r\n /g, '');
    expect(ics).toContain(`\r\nLOCATION:${where[1]}\\, ${where[2]!.replace(/,/g, '\\,')}\r\n`);
    const session = (await api('localhost', '/conferences/en-directo-paralela')).body as { startsAt: string; endsAt: string };
    const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`\r\nDTSTART:${utc(session.startsAt)}\r\nDTEND:${utc(session.endsAt)}\r\n`);
    const madrid = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Madrid' });
    expect(confirmed!.text).toContain(`, ${madrid.format(new Date(session.startsAt))}–${madrid.format(new Date(session.endsAt))}\n`);

    await block.getByRole('button', { name: 'Cancel my registration' }).dblclick();
    await expect(block.getByRole('status')).toHaveText('Your registration is cancelled. Your seat is free again.');
    await expect.poll(async () => (await mailsOf(me.email, 'Registration cancelled:')).length).toBe(1);
    const [cancelled] = await mailsOf(me.email, 'Registration cancelled:');
    expect(cancelled!.text).toContain('has been cancelled and your seat is free again');
    const remove = cancelled!.attachments.find((a) => a.filename === 'sesion.ics')!;
    expect(remove.content).toContain('METHOD:CANCEL');
    // The same event as the one added: the calendar takes that one out.
    expect(/UID:\S+/.exec(remove.content)![0]).toBe(/UID:\S+/.exec(add.content)![0]);
    expect(await mailsOf(me.email, 'Registration confirmed:')).toHaveLength(1);
  } finally {
    await release(me.token, 'en-directo-paralela');
  }
});

test('meetings: asked (to an English-speaking receiver), accepted with room and .ics, declined, cancelled with the reason; one email each on a double click', async ({ browser, request }) => {
  const SITE = E2E.host('localhost');
  const tag = unique();
  // The requester uses the portal in Spanish, the receiver in English.
  const requesterAccount = await createVerifiedAccount(request, `Pide${tag}`);
  const requester = { ...requesterAccount, token: await apiToken('localhost', requesterAccount.email, requesterAccount.password) };
  const receiverAccount = await createVerifiedAccount(request, `Recibe${tag}`);
  const receiver = { ...receiverAccount, token: await apiToken('localhost', receiverAccount.email, receiverAccount.password), name: `Prueba Recibe${tag}` };
  for (const [who, locale] of [
    [requester, 'es'],
    [receiver, 'en'],
  ] as const) {
    await giveFullTicket('localhost', who.token);
    await enableNetworkingThroughApi('localhost', who.token, locale);
  }
  const subjects = { accept: `Correo aceptar ${tag}`, reject: `Correo rechazar ${tag}`, cancel: `Correo cancelar ${tag}` };

  // The receiver has the English portal open (its emails link back to it).
  const answering = await pageAs(browser, SITE, receiver.token, '/en/networking/solicitudes');
  await expect(answering.getByRole('heading', { name: 'Meeting requests' })).toBeVisible();
  const asking = await pageAs(browser, SITE, requester.token, '/networking');
  await expect(asking.getByRole('heading', { name: 'Directorio de asistentes' })).toBeVisible();
  let block = 0;
  for (const subject of Object.values(subjects)) {
    await asking.getByLabel('Buscar', { exact: true }).fill(receiver.name);
    await asking.getByRole('button', { name: 'Buscar', exact: true }).click();
    await asking.getByRole('listitem').filter({ hasText: receiver.name }).getByRole('button', { name: `Solicitar reunión con ${receiver.name}` }).click();
    const dialog = asking.getByRole('dialog', { name: 'Solicitar una reunión' });
    await dialog.getByLabel('Motivo de la reunión').fill(subject);
    await dialog.locator('ul:has(input[type="radio"])').nth(block++).locator('input[type="radio"]:not([disabled])').first().check({ force: true });
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).dblclick();
    await expect(dialog).toBeHidden();
  }

  // Asked: one email per request, to the receiver, in English, linking to its requests.
  for (const subject of Object.values(subjects)) {
    await expect.poll(async () => (await mailsOf(receiver.email, `Prueba Pide${tag} asks you for a meeting`, `“${subject}”`)).length).toBe(1);
  }
  const [asked] = await mailsOf(receiver.email, `Prueba Pide${tag} asks you for a meeting`, subjects.accept);
  expect(asked!.text).toMatch(/\nWhen: \w+day, \w+ \d{1,2}, \d{4}, \d\d:\d\d–\d\d:\d\d\n/);
  expect(asked!.links[0]).toBe(`${SITE}/en/networking/solicitudes`);

  // The receiver accepts one (choosing a room) and declines another, each with a double click.
  await answering.reload();
  const toAccept = answering.getByRole('article').filter({ hasText: subjects.accept });
  await toAccept.getByRole('button', { name: 'Accept', exact: true }).click();
  const room = toAccept.getByLabel(/Choose the room/);
  // The first free room: another spec's meeting may hold Table 1 at this slot (a taken room is disabled).
  if (!(await room.inputValue())) await room.selectOption((await room.locator('option:not([disabled]):not([value=""])').first().getAttribute('value'))!);
  const roomName = (await room.locator('option:checked').innerText()).trim();
  await toAccept.getByRole('button', { name: 'Confirm and accept' }).dblclick();
  await expect(answering.getByText(/^Meeting with Prueba Pide\w+ accepted\./)).toBeVisible();
  const toDecline = answering.getByRole('article').filter({ hasText: subjects.reject });
  await toDecline.getByRole('button', { name: 'Decline' }).dblclick();
  await expect(answering.getByText('Request declined.')).toBeVisible();

  // The requester hears both in Spanish: the accepted one with its room, time and .ics.
  await expect.poll(async () => (await mailsOf(requester.email, `Prueba Recibe${tag} ha aceptado vuestra reunión`)).length).toBe(1);
  const [accepted] = await mailsOf(requester.email, `Prueba Recibe${tag} ha aceptado vuestra reunión`);
  expect(accepted!.text).toContain(`«${subjects.accept}»`);
  // The room the receiver chose in English ("Table 2"), named in the requester's language.
  expect(accepted!.text).toContain(`\nSala: ${roomName.replace(/ \(.*\)$/, '').replace('Table', 'Mesa')}\n`);
  expect(accepted!.text).toMatch(/\nCuándo: \w+, \d{1,2} de \w+ de \d{4}, \d\d:\d\d–\d\d:\d\d\n/);
  const ics = accepted!.attachments.find((a) => a.filename === 'reunion.ics')!;
  expect(ics.content).toContain('METHOD:PUBLISH');
  expect(ics.content).toContain(`SUMMARY:${subjects.accept}`);
  await expect.poll(async () => (await mailsOf(requester.email, `Prueba Recibe${tag} no puede aceptar tu reunión`, subjects.reject)).length).toBe(1);
  // The receiver who accepted gets the same meeting for their own calendar, once, in English.
  await expect.poll(async () => (await mailsOf(receiver.email, `Meeting with Prueba Pide${tag} confirmed`)).length).toBe(1);
  const [mine] = await mailsOf(receiver.email, `Meeting with Prueba Pide${tag} confirmed`);
  expect(mine!.text).toContain(`You have accepted the meeting “${subjects.accept}” with Prueba Pide${tag}.`);
  const myIcs = mine!.attachments.find((a) => a.filename === 'reunion.ics')!;
  expect(/UID:\S+/.exec(myIcs.content)![0]).toBe(/UID:\S+/.exec(ics.content)![0]);

  // The requester cancels the third with a reason (double click on the confirmation): the receiver is told why, in English.
  await asking.goto(`${SITE}/networking/solicitudes?bandeja=enviadas`);
  const toCancel = asking.getByRole('article').filter({ hasText: subjects.cancel });
  await toCancel.getByRole('button', { name: 'Cancelar reunión' }).click();
  const confirm = asking.getByRole('dialog', { name: '¿Cancelar la reunión?' });
  await confirm.getByLabel('Motivo (opcional)').fill('Me ha surgido otra cita');
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).dblclick();
  await expect(toCancel).toContainText('Cancelada');
  await expect.poll(async () => (await mailsOf(receiver.email, `Meeting cancelled: “${subjects.cancel}”`)).length).toBe(1);
  const [cancelled] = await mailsOf(receiver.email, `Meeting cancelled: “${subjects.cancel}”`);
  expect(cancelled!.text).toContain(`Prueba Pide${tag} has cancelled the meeting`);
  expect(cancelled!.text).toContain('\nReason: Me ha surgido otra cita\n');

  // Nothing twice.
  expect(await mailsOf(requester.email, `Prueba Recibe${tag} ha aceptado vuestra reunión`)).toHaveLength(1);
  expect(await mailsOf(receiver.email, `Meeting with Prueba Pide${tag} confirmed`)).toHaveLength(1);
  expect(await mailsOf(requester.email, `Prueba Recibe${tag} no puede aceptar tu reunión`)).toHaveLength(1);
  for (const subject of Object.values(subjects)) expect(await mailsOf(receiver.email, `Prueba Pide${tag} asks you for a meeting`, `“${subject}”`)).toHaveLength(1);
});

test('networking events (hermes): the organiser validates one registration and rejects another with a reason (double clicks); the registrant hears each once, in French', async ({ browser }) => {
  const HERMES = E2E.host('hermes.localhost');
  const surname = `Francais${unique()}`;
  const email = `evento-${surname.toLowerCase()}@ekitaldi.test`;
  const password = 'Evento#2026';
  const signup = await api('hermes.localhost', '/customer/signup', {
    locale: 'fr',
    body: {
      customer: { email, password, passwordConfirmation: password, name: 'Prueba', surname, telephone: '600111222', company: 'Ekitaldi', position: 'Asistente', userType: 'attendee' },
      privacyPolicy: true,
      dataAuthorization: true,
    },
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  await expect.poll(async () => (await mailsTo(email)).flatMap((m) => m.links).find((l) => l.includes('/validate/'))).toBeTruthy();
  const validateLink = (await mailsTo(email)).flatMap((m) => m.links).find((l) => l.includes('/validate/'))!;
  expect((await api('hermes.localhost', '/customer/validate', { body: { token: new URL(validateLink).pathname.split('/').pop() } })).status).toBe(200);
  const token = await apiToken('hermes.localhost', email, password);
  await enableNetworkingThroughApi('hermes.localhost', token, 'fr');
  const listed = await api('hermes.localhost', '/networking/events', { token, locale: 'fr' });
  const open = (listed.body.events as { id: number; name: string; capacity: number; registered: number }[]).filter((e) => e.registered < e.capacity);
  expect(open.length).toBeGreaterThanOrEqual(2);
  const [toValidate, toReject] = open;
  for (const e of [toValidate!, toReject!]) expect((await api('hermes.localhost', `/networking/events/${e.id}/register`, { token, locale: 'fr', method: 'POST', body: {} })).status).toBe(200);

  const organiser = await pageAs(browser, HERMES, await apiToken('hermes.localhost', ACCOUNTS.organiser.email, ACCOUNTS.organiser.password), '/networking/organizacion');
  const fullName = `Prueba ${surname}`;
  const names = (await api('hermes.localhost', '/networking/events', { token })).body.events as { id: number; name: string }[];
  const region = (id: number) => organiser.getByRole('region', { name: names.find((e) => e.id === id)!.name, exact: true });
  await region(toValidate!.id).getByRole('button', { name: `Validar la inscripción de ${fullName}` }).dblclick();
  await expect(organiser.getByText(`Inscripción de ${fullName} validada.`)).toBeVisible();
  await region(toReject!.id).getByRole('button', { name: `Rechazar la inscripción de ${fullName}` }).click();
  const dialog = organiser.getByRole('dialog', { name: `¿Rechazar la inscripción de ${fullName}?` });
  await dialog.getByLabel('Motivo (opcional)').fill('Aforo reservado a ponentes');
  await dialog.getByRole('button', { name: `Rechazar la inscripción de ${fullName}` }).dblclick();
  await expect(organiser.getByText(`Inscripción de ${fullName} rechazada.`)).toBeVisible();

  await expect.poll(async () => (await mailsOf(email, 'Votre place à « ')).length).toBe(1);
  const [validated] = await mailsOf(email, 'Votre place à « ');
  expect(validated!.text).toContain('L’organisation a validé votre inscription à la rencontre de networking');
  expect(validated!.links[0]).toMatch(/\/fr\/networking\/eventos$/);
  await expect.poll(async () => (await mailsOf(email, 'Votre inscription à « ')).length).toBe(1);
  const [rejected] = await mailsOf(email, 'Votre inscription à « ');
  expect(rejected!.subject).toContain('n’a pas été acceptée');
  expect(rejected!.text).toContain('\nMotif : Aforo reservado a ponentes\n');
  expect(await mailsOf(email, 'Votre place à « ')).toHaveLength(1);
});

test('a card payment: one "your ticket" email with the accreditation QR, however the payment is confirmed; a transfer received: one "payment received" in Portuguese', async ({ page, context }) => {
  const D1 = 'digitalone.localhost';
  const SITE = E2E.host(D1);
  const tickets = (await callApi(D1, '/conferences/tickets')).body as unknown as { id: number; free: boolean }[];
  const types = (await callApi(D1, '/payment-types')).body as unknown as { id: number; kind: string }[];
  const full = tickets.find((t) => !t.free)!.id;

  // Card, in English: the purchase steps, "Pay" clicked twice, the (demo) checkout, then the
  // success return and the webhook-style confirmation once more, twice at once.
  const card = await freshBuyer('mail-card');
  await context.addCookies([{ name: 'auth', value: card.token, url: SITE, sameSite: 'Lax' }]);
  await page.goto(`${SITE}/en/proceso-de-compra`);
  await page.getByRole('radio', { name: /^Full ticket/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'I have read and accept the sale conditions' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay €120.00' }).dblclick();
  await expect(page).toHaveURL(/\/__demo\/checkout\/cs_demo_/);
  const sessionId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).dblclick();
  await expect(page).toHaveURL(/\/ok\?order=\d+$/);
  const again = await Promise.all([1, 2].map(() => api(D1, '/confirm-payment', { token: card.token, body: { sessionId } })));
  expect(again.map((r) => r.status)).toEqual([200, 200]);
  await expect.poll(async () => (await mailsOf(card.email, 'Your ticket “Full ticket”')).length).toBe(1);
  const [ticket] = await mailsOf(card.email, 'Your ticket “Full ticket”');
  expect(ticket!.text).toMatch(/Your order \S+ is confirmed: you hold the ticket “Full ticket” \(€120\.00\)/);
  expect(ticket!.text).toContain('- Badge with QR code (and as a PDF)');
  // The QR as a PNG any mail app shows, and the event for the calendar (its days, its venues).
  expect(ticket!.attachments.map((a) => a.filename)).toEqual(['acreditacion-qr.png', 'evento.ics']);
  const png = await fetch(`${E2E.api}/__demo/mailbox/${ticket!.id}/attachments/0`);
  expect(png.headers.get('content-type')).toBe('image/png');
  expect([...new Uint8Array(await png.arrayBuffer()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  expect(ticket!.text).toMatch(/\n\nWhen: February 2\s?–\s?3, 2027\nWhere: .+ · .+\nThe attached file \(evento.ics\) adds the event to your calendar\.\n/);
  expect(ticket!.attachments[1]!.content).toMatch(/\r\nDTSTART:20270202T\d{6}Z\r\n/);
  expect(await mailsOf(card.email, 'Your ticket')).toHaveLength(1);

  // Transfer, in Portuguese: the organiser confirms its arrival twice at once.
  const transfer = await freshBuyer('mail-received');
  const order = await api(D1, '/payment/create-checkout-session', { token: transfer.token, locale: 'pt', body: { ticketId: full, paymentTypeId: types.find((p) => p.kind === 'transfer')!.id, conditionsAccepted: true } });
  const { id, reference } = order.body.order as { id: number; reference: string };
  const organiser = await apiToken(D1, ACCOUNTS.organiser.email, ACCOUNTS.organiser.password);
  const confirmed = await Promise.all([1, 2].map(() => callApi(D1, `/admin/orders/${id}/confirm`, { method: 'POST', token: organiser })));
  expect(confirmed.map((r) => r.body?.status)).toEqual(['paid', 'paid']);
  await expect.poll(async () => (await mailsOf(transfer.email, `Recebemos o seu pagamento da encomenda ${reference}`)).length).toBe(1);
  const [received] = await mailsOf(transfer.email, `Recebemos o seu pagamento da encomenda ${reference}`);
  expect(received!.text).toMatch(/Recebemos a sua transferência de €\s120,00 da encomenda /);
  expect(received!.links[0]).toMatch(/\/pt\/usuario#mis-entradas$/);
});
