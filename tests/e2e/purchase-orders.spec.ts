import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';
import { apiToken, callApi, freshBuyer } from './demo-api-client';
import { createVerifiedAccount } from './auth-helpers';
import { ACCOUNTS, E2E } from './env';

/**
 * "My tickets" in the private area and what a ticket opens (docs/product.md#roles, docs/product.md#calls Orders, §8 "ticket
 * needed"): localhost and digitalone.localhost require tickets; the demo attendee holds a paid
 * one on localhost and none on digitalone. The attendee is only read here; every test that buys
 * signs up a fresh digitalone account (tests run in parallel against one demo API), and orders
 * are made through the demo API as the purchase screens would.
 */

test.describe.configure({ timeout: 90_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const D1 = 'digitalone.localhost';

const T = {
  tab: 'Mis entradas',
  none: 'Todavía no tienes entrada para este evento.',
  buy: 'Comprar una entrada',
  held: (ticket: string) => `Ya tienes tu entrada: ${ticket}.`,
  awaiting: 'Tu pedido de «Entrada completa» está pendiente: la organización confirmará la transferencia cuando la reciba.',
  receipt: 'Descargar el justificante (PDF)',
  accreditationNeeded: 'Necesitas una entrada para obtener tu acreditación.',
  buyShort: 'Comprar entrada',
  qr: 'Código QR de tu acreditación',
  paidPrice: '120,00 € (IVA del 21 % incluido: 20,83 €)',
};

async function catalogue() {
  const tickets = (await callApi(D1, '/conferences/tickets')).body as unknown as { id: number; free: boolean }[];
  const types = (await callApi(D1, '/payment-types')).body as unknown as { id: number; kind: string }[];
  return { free: tickets.find((t) => t.free)!, paid: tickets.find((t) => !t.free)!, transfer: types.find((p) => p.kind === 'transfer')! };
}

async function openAccount(page: Page, host: string, token: string, hash = '#mis-entradas') {
  await page.context().addCookies([{ name: 'auth', value: token, url: E2E.host(host), sameSite: 'Lax' }]);
  await page.goto(`${E2E.host(host)}/usuario${hash}`);
  await expect(page.getByRole('heading', { level: 2, name: T.tab })).toBeVisible();
}

const section = (page: Page) => page.locator('#mis-entradas');
const accreditation = (page: Page) => page.locator('#acreditacion');

/** An order card's facts, term → description (Intl's no-break spaces as plain ones). */
async function facts(card: Locator): Promise<Record<string, string>> {
  return card.locator('dl > div').evaluateAll((rows) =>
    Object.fromEntries(
      rows.map((row) => [row.querySelector('dt')!.textContent!.trim(), row.querySelector('dd')!.textContent!.replace(/[\u00a0\u202f]/g, ' ').trim()]),
    ),
  );
}

async function expectNoAxeViolations(page: Page, selectors: string[]) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    let builder = new AxeBuilder({ page }).withTags(TAGS);
    for (const s of selectors) builder = builder.include(s);
    const { violations } = await builder.analyze();
    expect(violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}

test('localhost: the attendee sees their ticket (status, price, date) and downloads the receipt PDF, the token in a header and never in the URL', async ({ page }) => {
  await openAccount(page, 'localhost', await apiToken('localhost', ACCOUNTS.attendee.email, ACCOUNTS.attendee.password));
  await expect(page.getByRole('navigation', { name: 'Secciones del área privada' }).getByRole('link', { name: T.tab })).toHaveAttribute('href', '#mis-entradas');
  await expect(section(page).getByText(T.held('Entrada completa'))).toBeVisible();
  await expect(section(page).getByRole('link', { name: T.buy })).toHaveCount(0);
  const card = section(page).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 4 })).toHaveText('Entrada completa');
  const f = await facts(card);
  expect(f).toMatchObject({ Estado: 'Pagado', Precio: T.paidPrice, 'Forma de pago': 'Tarjeta' });
  expect(f['Fecha del pedido']).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
  expect(f['Fecha de pago']).toBe(f['Fecha del pedido']);
  expect(f.Referencia).toMatch(/^DEMO-SEED-\d+$/);

  const request = page.waitForRequest((r) => /\/orders\/\d+\/receipt$/.test(r.url()));
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: T.receipt }).click();
  const sent = await request;
  expect(sent.url()).not.toMatch(/token|bearer|auth/i);
  expect(sent.headers().authorization).toMatch(/^Bearer \S+$/);
  const answer = await sent.response();
  expect([answer?.status(), answer?.headers()['content-type']]).toEqual([200, 'application/pdf']);
  const file = await download;
  const name = `justificante-${f.Referencia!.toLowerCase()}.pdf`;
  expect(file.suggestedFilename()).toBe(name);
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
  await expect(card.getByRole('status').filter({ hasText: 'Descarga' })).toHaveText(`Descarga completada: ${name}`);

  // The accreditation is there: the attendee holds the ticket localhost requires.
  await expect(accreditation(page).getByRole('img', { name: T.qr })).toBeVisible();
  await expectNoAxeViolations(page, ['#mis-entradas']);
});

test('digitalone: the attendee holds no ticket: "no ticket" and a link to buy; the accreditation says a ticket is needed (and the API refuses its PDF)', async ({ page }) => {
  const token = await apiToken(D1, ACCOUNTS.attendee.email, ACCOUNTS.attendee.password);
  await openAccount(page, D1, token);
  await expect(section(page).getByText(T.none)).toBeVisible();
  await expect(section(page).getByRole('link', { name: T.buy })).toHaveAttribute('href', /^\/proceso-de-compra$/);
  await expect(section(page).getByRole('listitem')).toHaveCount(0);

  await expect(accreditation(page).getByText(T.accreditationNeeded)).toBeVisible();
  await expect(accreditation(page).getByRole('link', { name: T.buyShort })).toHaveAttribute('href', /^\/proceso-de-compra$/);
  await expect(accreditation(page).getByRole('img', { name: T.qr })).toHaveCount(0);
  await expect(accreditation(page).getByRole('button')).toHaveCount(0);

  const refused = await callApi(D1, '/customer/print-accreditation', { token });
  expect([refused.status, refused.body?.errors]).toEqual([422, { ticket: ['accreditation.ticket_required'] }]);
  expect((await callApi(D1, '/orders/customer', { token })).body).toEqual([]);
  await expectNoAxeViolations(page, ['#mis-entradas', '#acreditacion']);
});

/**
 * An unused invitation code of the demo tenant, looked for from the last one down (account-extras
 * takes them from 11 up): an invitation sign-up with nothing else filled in names the code only
 * when it cannot be used, so looking spends none.
 */
async function unusedInvitation(): Promise<string> {
  for (let n = 20; n >= 11; n--) {
    const code = `INV-DEMO-${String(n).padStart(4, '0')}`;
    const probe = await callApi('localhost', '/customer/invitation-signup', { body: { invitationCode: code, customer: {} } });
    expect(probe.status).toBe(422);
    if (!(probe.body?.errors as Record<string, unknown>).invitationCode) return code;
  }
  throw new Error('no unused invitation code left on the demo tenant');
}

test('localhost: a ticket given by an invitation is in "my tickets" at once, as held by invitation (no price, no receipt, no order)', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'EntradaInvitacion');
  const token = await apiToken('localhost', account.email, account.password);
  await openAccount(page, 'localhost', token);
  await expect(section(page).getByText(T.none)).toBeVisible();
  await expect(accreditation(page).getByText(T.accreditationNeeded)).toBeVisible();

  const code = await unusedInvitation();
  const invitation = page.getByRole('region', { name: 'Invitación', exact: true });
  await invitation.getByLabel(/^Código de invitación/).fill(code);
  await invitation.getByRole('button', { name: 'Canjear invitación' }).click();
  await expect(invitation.getByRole('status')).toContainText(`Invitación ${code} canjeada.`);

  // The page's server parts are read again: my tickets and the badge follow without a reload.
  const expectGiven = async () => {
    await expect(section(page).getByText('Ya tienes tu entrada por invitación: Entrada completa.')).toBeVisible();
    await expect(section(page).getByRole('link', { name: T.buy })).toHaveCount(0);
    await expect(section(page).getByRole('heading', { level: 3, name: 'Tu entrada' })).toBeVisible();
    const card = section(page).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 4 })).toHaveText('Entrada completa');
    const f = await facts(card);
    expect(Object.keys(f)).toEqual(['Cómo la tienes', 'Desde']);
    expect(f['Cómo la tienes']).toBe('Por invitación');
    expect(f.Desde).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(section(page).getByRole('heading', { name: 'Tus pedidos' })).toHaveCount(0);
    await expect(accreditation(page).getByRole('img', { name: T.qr })).toBeVisible();
  };
  await expectGiven();
  await page.reload();
  await expectGiven();
  // From the API: no order behind it, and the index info says how it is held.
  expect((await callApi('localhost', '/orders/customer', { token })).body).toEqual([]);
  const info = await callApi('localhost', '/customer/customer-index-info', { token });
  expect(info.body?.ticket).toMatchObject({ name: 'Entrada completa', source: 'invitation', orderId: null });
  await expectNoAxeViolations(page, ['#mis-entradas']);

  // The purchase is not offered to someone who holds a ticket, bought or not: the twice page,
  // in words that do not say they bought it.
  await page.goto(`${E2E.host('localhost')}/proceso-de-compra`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ya tienes una entrada' })).toBeVisible();
  await expect(page.getByTestId('purchase-twice')).toContainText('Ya tienes una entrada con esta cuenta, sin haberla comprado (por invitación o de la organización).');
  await expect(page.getByTestId('purchase-twice')).not.toContainText('Ya has comprado');
  await expect(page.getByRole('link', { name: 'Ver mis entradas' })).toHaveAttribute('href', '/usuario#mis-entradas');
});

test('a tenant that does not require tickets has no "my tickets" tab', async ({ page }) => {
  await page.context().addCookies([
    { name: 'auth', value: await apiToken('hermes.localhost', ACCOUNTS.attendee.email, ACCOUNTS.attendee.password), url: E2E.host('hermes.localhost'), sameSite: 'Lax' },
  ]);
  await page.goto(`${E2E.host('hermes.localhost')}/usuario`);
  const tabs = page.getByRole('navigation', { name: 'Secciones del área privada' }).getByRole('link');
  await expect(tabs.first()).toBeVisible();
  await expect(tabs.filter({ hasText: T.tab })).toHaveCount(0);
  await expect(page.locator('#mis-entradas')).toHaveCount(0);
});

test('digitalone: a free order made through the demo API appears as paid; the free ticket does not include the accreditation', async ({ page }) => {
  const { token } = await freshBuyer('orders');
  await openAccount(page, D1, token);
  await expect(section(page).getByText(T.none)).toBeVisible();
  await expect(accreditation(page).getByText(T.accreditationNeeded)).toBeVisible();
  // The link leads to the purchase process (login and ticket guards let this buyer in).
  await section(page).getByRole('link', { name: T.buy }).click();
  await expect(page).toHaveURL(`${E2E.host(D1)}/proceso-de-compra`);
  await expect(page).toHaveTitle(/^Comprar entrada/);
  await page.goBack();
  await expect(section(page).getByText(T.none)).toBeVisible();

  const { free } = await catalogue();
  const order = await callApi(D1, '/orders', { token, body: { ticketId: free.id, conditionsAccepted: true } });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  await page.reload();
  await expect(section(page).getByText(T.held('Entrada online (gratuita)'))).toBeVisible();
  const card = section(page).getByRole('listitem');
  await expect(card).toHaveCount(1);
  const f = await facts(card);
  expect(f).toMatchObject({ Estado: 'Pagado', Precio: 'Gratuita', Referencia: order.body!.reference as string });
  expect(f['Forma de pago']).toBeUndefined();
  await expect(card.getByRole('button', { name: T.receipt })).toBeVisible();
  await expect(section(page).getByRole('link', { name: T.buy })).toHaveCount(0);
  // The free online ticket grants streams and files, not the badge: no QR, and the tab says why.
  await expect(accreditation(page).getByText('Tu entrada no incluye la acreditación con código QR.')).toBeVisible();
  await expect(accreditation(page).getByRole('img', { name: T.qr })).toHaveCount(0);
  await expect(accreditation(page).getByText(T.accreditationNeeded)).toHaveCount(0);
});

test('digitalone: a bank transfer shows as pending (how to pay, no receipt, no second purchase) and becomes paid when the organiser confirms it', async ({ page }) => {
  const { token } = await freshBuyer('orders');
  const { paid, transfer } = await catalogue();
  const checkout = await callApi(D1, '/payment/create-checkout-session', { token, body: { ticketId: paid.id, paymentTypeId: transfer.id, conditionsAccepted: true } });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const order = checkout.body!.order as { id: number; reference: string; status: string };
  expect(order.status).toBe('pending');

  await openAccount(page, D1, token);
  await expect(section(page).getByText(T.awaiting)).toBeVisible();
  await expect(section(page).getByRole('link', { name: T.buy })).toHaveCount(0);
  const card = section(page).getByRole('listitem');
  await expect(card).toHaveCount(1);
  const pending = await facts(card);
  expect(pending).toMatchObject({ Estado: 'Pendiente', Precio: T.paidPrice, 'Forma de pago': 'Transferencia bancaria', Referencia: order.reference });
  expect(pending['Fecha de pago']).toBeUndefined();
  await expect(card.getByText('Cómo pagar')).toBeVisible();
  await expect(card.getByText(/ES91 2100 0418 4502 0005 1332/)).toBeVisible();
  await expect(card.getByRole('button', { name: T.receipt })).toHaveCount(0);
  await expect(accreditation(page).getByText(T.accreditationNeeded)).toBeVisible();
  // Checking again before the organiser has confirmed: still pending (keyboard only).
  // The visually hidden reference joins the visible words with a space in Chromium's name.
  const check = card.getByRole('button', { name: new RegExp(`^Comprobar el estado\\s?: ${order.reference}$`) });
  await check.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toHaveText('Tu pedido sigue pendiente.');
  await expectNoAxeViolations(page, ['#mis-entradas']);

  // The organiser receives the transfer and confirms it.
  const organiser = await apiToken(D1, ACCOUNTS.organiser.email, ACCOUNTS.organiser.password);
  const confirmed = await callApi(D1, `/admin/orders/${order.id}/confirm`, { method: 'POST', token: organiser });
  expect([confirmed.status, confirmed.body?.status]).toEqual([200, 'paid']);

  // Checking again now: paid, the receipt is there and the accreditation opens without a reload.
  await check.click();
  await expect(card.getByText('Pago confirmado: la entrada ya es tuya.')).toBeVisible();
  await expect(card.getByRole('button', { name: T.receipt })).toBeVisible();
  await expect(section(page).getByText(T.held('Entrada completa'))).toBeVisible();
  await expect(accreditation(page).getByRole('img', { name: T.qr })).toBeVisible();

  await page.reload();
  await expect(section(page).getByText(T.held('Entrada completa'))).toBeVisible();
  const paidFacts = await facts(section(page).getByRole('listitem'));
  expect(paidFacts).toMatchObject({ Estado: 'Pagado', Referencia: order.reference });
  expect(paidFacts['Fecha de pago']).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
  await expect(section(page).getByText('Cómo pagar')).toHaveCount(0);
  await expect(section(page).getByRole('button', { name: /Comprobar el estado/ })).toHaveCount(0);
  await expect(section(page).getByRole('button', { name: T.receipt })).toBeVisible();
  await expect(accreditation(page).getByRole('img', { name: T.qr })).toBeVisible();
  await expectNoAxeViolations(page, ['#mis-entradas', '#acreditacion']);
});
