import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { callApi, freshBuyer } from './demo-api-client';
import { E2E } from './env';

/**
 * Orders a buyer can manage, on digitalone (bank transfer): a pending transfer
 * no longer blocks the buyer. The purchase page offers to cancel it (confirmation dialog), then
 * the free ticket is taken; "Mis entradas" cancels one too.
 */

test.describe.configure({ timeout: 120_000 });

const D1 = 'digitalone.localhost';
const SITE = E2E.host(D1);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function pendingTransfer(token: string) {
  const tickets = (await callApi(D1, '/conferences/tickets')).body as unknown as { id: number; free: boolean }[];
  const types = (await callApi(D1, '/payment-types')).body as unknown as { id: number; kind: string }[];
  const paid = tickets.find((t) => !t.free)!;
  const res = await callApi(D1, '/payment/create-checkout-session', { token, body: { ticketId: paid.id, paymentTypeId: types.find((p) => p.kind === 'transfer')!.id, conditionsAccepted: true } });
  expect(res.status).toBe(200);
  return res.body!.order as { id: number; reference: string };
}

test('the purchase page cancels a pending transfer (confirmation dialog), then the free ticket is taken', async ({ page, context }) => {
  const buyer = await freshBuyer('cancel');
  const order = await pendingTransfer(buyer.token);
  await context.addCookies([{ name: 'auth', value: buyer.token, url: SITE, sameSite: 'Lax' }]);

  await page.goto(`${SITE}/proceso-de-compra`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tienes un pedido pendiente' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Cancelar el pedido\\s?: ${order.reference}$`) }).click();
  const dialog = page.getByRole('dialog', { name: `¿Cancelar el pedido ${order.reference}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('El pedido de «Entrada completa» quedará cancelado y ya no se podrá pagar.');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  }
  // Going back changes nothing.
  await dialog.getByRole('button', { name: 'No, mantenerlo' }).click();
  await expect(dialog).toBeHidden();
  expect(((await callApi(D1, `/orders/${order.id}`, { token: buyer.token })).body as { status: string }).status).toBe('pending');

  await page.getByRole('button', { name: new RegExp(`^Cancelar el pedido\\s?: ${order.reference}$`) }).click();
  await dialog.getByRole('button', { name: 'Sí, cancelar el pedido' }).dblclick();
  await expect(page.locator('#purchase-step-heading')).toContainText('Entrada');
  expect(((await callApi(D1, `/orders/${order.id}`, { token: buyer.token })).body as { status: string }).status).toBe('cancelled');

  await page.getByRole('radio', { name: /^Entrada online \(gratuita\)/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('checkbox', { name: 'He leído y acepto las condiciones de venta' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Obtener la entrada' }).click();
  await expect(page.getByText('Tu entrada «Entrada online (gratuita)» está confirmada. Es gratuita: no se ha hecho ningún cargo.')).toBeVisible();
});

test('"Mis entradas" cancels a pending transfer after confirming; the card says cancelled', async ({ page, context }) => {
  const buyer = await freshBuyer('cancel-mine');
  const order = await pendingTransfer(buyer.token);
  await context.addCookies([{ name: 'auth', value: buyer.token, url: SITE, sameSite: 'Lax' }]);
  await page.goto(`${SITE}/usuario#mis-entradas`);
  const card = page.locator('#mis-entradas').getByRole('listitem');
  await card.getByRole('button', { name: new RegExp(`^Cancelar el pedido\\s?: ${order.reference}$`) }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar el pedido' }).click();
  await expect(page.getByText('Pedido cancelado. Ya puedes elegir otra entrada o método de pago.')).toBeVisible();
  await expect(page.locator('#mis-entradas')).toContainText('Cancelado');
  expect(((await callApi(D1, `/orders/${order.id}`, { token: buyer.token })).body as { status: string }).status).toBe('cancelled');
});
