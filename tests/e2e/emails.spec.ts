import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { callApi, freshBuyer } from './demo-api-client';
import { E2E } from './env';

/**
 * The emails as a buyer meets them, and "send it to me again", on
 * digitalone: an account that uses the portal in English takes the free ticket and finds ONE
 * confirmation in English in the demo mailbox, linking back to its tickets; "Mis entradas" sends
 * it again (a second copy), says so, and stays accessible.
 */

test.describe.configure({ timeout: 150_000 });

const D1 = 'digitalone.localhost';
const SITE = E2E.host(D1);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Mail = { subject: string; text: string; links: string[] };
const mailsTo = async (email: string) => (await (await fetch(`${E2E.api}/__demo/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as Mail[];
const ticketMails = async (email: string) => (await mailsTo(email)).filter((m) => m.subject.startsWith('Your ticket'));

test('an English-speaking buyer gets one order confirmation in English, and Mis entradas sends it again', async ({ page, context }) => {
  const buyer = await freshBuyer('mail-en');
  await context.addCookies([{ name: 'auth', value: buyer.token, url: SITE, sameSite: 'Lax' }]);

  await page.goto(`${SITE}/en/proceso-de-compra`);
  await page.getByRole('radio', { name: /\(free\)/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'I have read and accept the sale conditions' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Get the ticket' }).dblclick();
  await expect(page.getByText(/is confirmed\. It is free: nothing was charged\./)).toBeVisible();

  // One email for one order, however the button was pressed; in English; back to the tickets.
  await expect.poll(async () => (await ticketMails(buyer.email)).length).toBe(1);
  const [mail] = await ticketMails(buyer.email);
  expect(mail!.text).toContain('It includes:\n- Live streams\n- Session files');
  expect(mail!.links).toEqual([`${SITE}/en/usuario#mis-entradas`]);

  await page.goto(mail!.links[0]!);
  const send = page.getByRole('button', { name: /^Send me the confirmation email again/ });
  await expect(send).toBeVisible();
  await send.click();
  await expect(page.getByText('We have sent you the confirmation email again. Check your inbox (and your spam folder).')).toBeVisible();
  await expect.poll(async () => (await ticketMails(buyer.email)).length).toBe(2);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await send.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`mis-entradas-${width}.png`), fullPage: false });
    // axe reads the page from its top (scrolled, the sticky tab bar covers other links: not this card's doing).
    await page.evaluate(() => window.scrollTo(0, 0));
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  }
});

test('a bank transfer: the instructions arrive once (IBAN, reference, pay-by date); cancelled by the buyer with a double click, one "order cancelled"', async ({ page, context }) => {
  const buyer = await freshBuyer('mail-transfer');
  const tickets = (await callApi(D1, '/conferences/tickets')).body as unknown as { id: number; free: boolean }[];
  const types = (await callApi(D1, '/payment-types')).body as unknown as { id: number; kind: string }[];
  const body = { ticketId: tickets.find((t) => !t.free)!.id, paymentTypeId: types.find((p) => p.kind === 'transfer')!.id, conditionsAccepted: true };
  const first = await callApi(D1, '/payment/create-checkout-session', { token: buyer.token, body });
  await callApi(D1, '/payment/create-checkout-session', { token: buyer.token, body });
  const order = first.body!.order as { id: number; reference: string };

  const subjects = async () => (await mailsTo(buyer.email)).map((m) => m.subject.split(' · ')[0] ?? '');
  await expect.poll(subjects).toContain(`Cómo pagar el pedido ${order.reference} por transferencia`);
  const instructions = (await mailsTo(buyer.email)).find((m) => m.subject.startsWith('Cómo pagar'))!;
  expect(instructions.text).toContain('IBAN: ES91 2100 0418 4502 0005 1332');
  expect(instructions.text).toContain(`Concepto (escríbelo en la transferencia): ${order.reference}`);
  expect(instructions.text).toMatch(/Paga antes del: \d{1,2} de \S+ de 20\d\d/);

  await context.addCookies([{ name: 'auth', value: buyer.token, url: SITE, sameSite: 'Lax' }]);
  await page.goto(`${SITE}/usuario#mis-entradas`);
  await page.getByRole('button', { name: new RegExp(`^Cancelar el pedido\\s?: ${order.reference}$`) }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar el pedido' }).dblclick();
  await expect.poll(subjects).toContain(`Pedido ${order.reference} cancelado`);
  expect((await subjects()).filter((s) => s.startsWith('Cómo pagar'))).toHaveLength(1);
  expect((await subjects()).filter((s) => s === `Pedido ${order.reference} cancelado`)).toHaveLength(1);
});
