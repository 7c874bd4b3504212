import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page, type Request } from './fixtures';
import { callApi, freshBuyer } from './demo-api-client';
import { E2E } from './env';

/**
 * Buying a ticket on digitalone.localhost as a user: the steps, free → ok,
 * paid → the demo checkout (standing in for Stripe: no publishable key in this run) → success →
 * ok → twice, declined → ko → retry → ok, cancelled → ko, one order whatever is clicked twice or
 * reloaded, anonymous → login → back, the ticket guard, keyboard only and axe on every step.
 * Every test signs up its own digitalone account (one ticket per account; tests run in parallel
 * against one demo API).
 */

// Sign-up, mailbox, validation and a round trip through the checkout per test on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const D1 = 'digitalone.localhost';
const SITE = E2E.host(D1);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const T = {
  title: 'Comprar entrada',
  free: 'Entrada online (gratuita)',
  paid: 'Entrada completa',
  card: 'Tarjeta',
  transfer: 'Transferencia bancaria',
  accept: 'He leído y acepto las condiciones de venta',
  conditionsRequired: 'Debes aceptar las condiciones de venta para comprar la entrada.',
  ticketRequired: 'Elige una entrada.',
  getFree: 'Obtener la entrada',
  pay: 'Pagar 120,00 €',
  okFree: 'Tu entrada «Entrada online (gratuita)» está confirmada. Es gratuita: no se ha hecho ningún cargo.',
  okPaid: 'Hemos recibido tu pago de 120,00 €. Tu entrada «Entrada completa» está confirmada.',
  twiceTitle: 'Ya tienes una entrada',
  twice: 'Ya has comprado una entrada con esta cuenta. Para otra entrada, crea una cuenta nueva.',
  koTitle: 'La compra no se ha completado',
  declined: 'La tarjeta ha sido rechazada y no se ha hecho ningún cargo. Prueba con otra tarjeta u otro método de pago.',
  cancelled: 'Has cancelado el pago y no se ha hecho ningún cargo. Puedes volver a intentarlo.',
  retry: 'Volver a intentarlo',
};

// Intl writes no-break spaces ("120,00 €"): compare with plain ones.
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function signedIn(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'auth', value: token, url: SITE, sameSite: 'Lax' }]);
}

type ApiOrder = { id: number; status: string; amount: number; ticket: { name: string }; paymentType: { kind: string } | null };
async function ordersOf(token: string): Promise<ApiOrder[]> {
  const { status, body } = await callApi(D1, '/orders/customer', { token });
  expect(status).toBe(200);
  return body as unknown as ApiOrder[];
}

const stepHeading = (page: Page) => page.locator('#purchase-step-heading');

/**
 * Waits until React has hydrated the purchase step (its heading carries React's fiber) and the
 * effects of that commit have run (two frames): the server HTML shows the right step at once, but
 * back and forward are only the flow's once the router listens to them.
 */
async function hydrated(page: Page) {
  await expect.poll(() => stepHeading(page).evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')))).toBe(true);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' });

/**
 * Counts the router's payload requests for this page (`?_rsc=`) in flight. Back and forward to an entry of the
 * page before a reload make Next's router fetch that entry; a second move made while that fetch
 * is out can be overtaken by it (Next then loads the earlier entry's address as a new page), so
 * the test moves again only once the router has what it asked for.
 */
function routerRequests(page: Page) {
  const inFlight = new Set<Request>();
  // This page's own entries only (link prefetches elsewhere are not the router's move).
  page.on('request', (r) => void (/\/proceso-de-compra\?.*_rsc=/.test(r.url()) && inFlight.add(r)));
  const done = (r: Request) => void inFlight.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    await expect.poll(() => [...inFlight].map((r) => r.url())).toEqual([]);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  };
}

/** Ticket → (payment) → conditions → the confirm step, by mouse. */
async function toConfirm(page: Page, ticket: string, method?: string) {
  await page.goto(`${SITE}/proceso-de-compra`);
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${ticket.replace(/[()]/g, '\\$&')}`) }).check();
  await continueButton(page).click();
  if (method) {
    await expect(stepHeading(page)).toContainText('Método de pago');
    await page.getByRole('radio', { name: method }).check();
    await continueButton(page).click();
  }
  await expect(stepHeading(page)).toContainText('Condiciones de venta');
  await page.getByRole('checkbox', { name: T.accept }).check();
  await continueButton(page).click();
  await expect(stepHeading(page)).toContainText('Confirmación');
}

/** On the demo checkout page: pay (or be declined) with a test card. */
async function payOnCheckout(page: Page, card: string) {
  await expect(page).toHaveURL(/\/__demo\/checkout\/cs_demo_/);
  await page.getByLabel('Número de tarjeta').fill(card);
  await page.getByLabel('Caducidad (MM/AA)').fill('12/34');
  await page.getByLabel('Código de seguridad (CVC)').fill('123');
  await page.getByRole('button', { name: T.pay }).click();
}

test('free ticket: the payment step is skipped, the conditions must be accepted, → ok (free)', async ({ page, context }) => {
  const buyer = await freshBuyer('free');
  await signedIn(context, buyer.token);
  await page.goto(`${SITE}/proceso-de-compra`);

  // The ticket types with their prices, VAT as the API gives it, and what they give access to.
  const paid = page.getByRole('radio', { name: /^Entrada completa/ });
  await expect(page.getByRole('radio', { name: /^Entrada online \(gratuita\)\s*Gratis$/ })).toBeVisible();
  await expect(paid).toHaveAccessibleName(/Entrada completa\s*120,00\s€/);
  await expect(paid).toHaveAccessibleDescription(/IVA incluido \(21\s%\): 20,83\s€.*Sesiones presenciales: plaza en las salas/);

  // Nothing chosen: the step says so and keeps the focus on the group.
  await continueButton(page).click();
  await expect(page.getByText(T.ticketRequired)).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeFocused();

  await page.getByRole('radio', { name: /^Entrada online/ }).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/step=conditions&ticket=\d+/);
  await expect(stepHeading(page)).toHaveText(/Paso 2 de 3\s*Condiciones de venta/);
  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Pasos de la compra' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Una cuenta solo puede tener una entrada.')).toBeVisible();

  await continueButton(page).click();
  await expect(page.getByText(T.conditionsRequired)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: T.accept })).toBeFocused();
  await page.getByRole('checkbox', { name: T.accept }).check();
  await continueButton(page).click();

  // A reload stays on the confirm step with the same choice.
  await page.reload();
  await expect(stepHeading(page)).toHaveText(/Paso 3 de 3\s*Confirmación/);
  await hydrated(page);
  const summary = page.locator('dl');
  await expect(summary).toContainText(T.free);
  await expect(summary).toContainText('Ninguno: la entrada es gratuita');
  // Back and forward move between steps and keep the choices.
  // The entries of the page before the reload: each move waits for the router's fetch of it.
  const routerSettled = routerRequests(page);
  await page.goBack();
  await expect(stepHeading(page)).toContainText('Condiciones de venta');
  await expect(page.getByRole('checkbox', { name: T.accept })).toBeChecked();
  await routerSettled();
  await page.goBack();
  await expect(stepHeading(page)).toContainText('Entrada');
  await expect(page.getByRole('radio', { name: /^Entrada online/ })).toBeChecked();
  await routerSettled();
  await page.goForward();
  await expect(stepHeading(page)).toContainText('Condiciones de venta');
  await routerSettled();
  await page.goForward();
  await expect(stepHeading(page)).toContainText('Confirmación');
  await routerSettled();
  await expect(page).toHaveURL(/step=confirm/);

  await page.getByRole('button', { name: T.getFree }).click();
  await expect(page).toHaveURL(/\/ok\?order=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compra completada' })).toBeVisible();
  await expect(page.getByText(T.okFree)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver mis entradas en tu área privada' })).toHaveAttribute('href', '/usuario#mis-entradas');

  const orders = await ordersOf(buyer.token);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ status: 'paid', amount: 0, paymentType: null, ticket: { name: T.free } });
});

test('paid by card: demo checkout → success → ok (paid) → my tickets → buying again is the twice page', async ({ page, context }) => {
  const buyer = await freshBuyer('paid');
  await signedIn(context, buyer.token);
  await toConfirm(page, T.paid, T.card);
  const summary = page.locator('dl');
  await expect(summary).toContainText(T.card);
  expect(plain(await summary.textContent())).toContain('Precio sin IVA99,17 €IVA (21 %)20,83 €Total120,00 €');
  await expect(page.getByText('Pagarás con tarjeta en una página de pago segura y después volverás aquí.')).toBeVisible();

  await page.getByRole('button', { name: T.pay }).click();
  await payOnCheckout(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/ok\?order=\d+$/);
  await expect(page.getByText(T.okPaid)).toBeVisible();
  const order = page.getByTestId('purchase-order');
  await expect(order).toContainText('Pagado');
  await expect(order).toContainText(T.card);

  await page.getByRole('link', { name: 'Ver mis entradas en tu área privada' }).click();
  await expect(page.locator('#mis-entradas')).toContainText(`Ya tienes tu entrada: ${T.paid}.`);

  // Buying again: the twice page (docs/product.md#purchase: a new account is needed).
  await page.goto(`${SITE}/proceso-de-compra`);
  await expect(page.getByRole('heading', { level: 1, name: T.twiceTitle })).toBeVisible();
  await expect(page.getByText(T.twice)).toBeVisible();
  await expect(page.getByRole('button', { name: T.pay })).toHaveCount(0);

  const orders = await ordersOf(buyer.token);
  expect(orders.map((o) => o.status)).toEqual(['paid']);
});

test('declined card → ko with the docs/product.md#errors message → retry keeps the choice → ok', async ({ page, context }) => {
  const buyer = await freshBuyer('decline');
  await signedIn(context, buyer.token);
  await toConfirm(page, T.paid, T.card);
  await page.getByRole('button', { name: T.pay }).click();
  await payOnCheckout(page, '4000 0000 0000 0002');

  await expect(page).toHaveURL(/\/error\?reason=declined&order=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: T.koTitle })).toBeVisible();
  await expect(page.getByText(T.declined)).toBeVisible();
  await expect(page.getByTestId('purchase-order')).toContainText('Pago fallido');

  await page.getByRole('link', { name: T.retry }).click();
  await expect(stepHeading(page)).toContainText('Confirmación');
  await expect(page.locator('dl')).toContainText(T.paid);
  await expect(page.locator('dl')).toContainText(T.card);
  await page.getByRole('button', { name: T.pay }).click();
  await payOnCheckout(page, '4242424242424242');
  await expect(page.getByText(T.okPaid)).toBeVisible();

  expect((await ordersOf(buyer.token)).map((o) => o.status)).toEqual(['paid', 'failed']);
});

test('cancelled at the checkout → ko (nothing charged), retry offered', async ({ page, context }) => {
  const buyer = await freshBuyer('cancel');
  await signedIn(context, buyer.token);
  await toConfirm(page, T.paid, T.card);
  await page.getByRole('button', { name: T.pay }).click();
  await expect(page).toHaveURL(/\/__demo\/checkout\//);
  await page.getByRole('button', { name: 'Cancelar y volver' }).click();

  await expect(page).toHaveURL(/\/error\?reason=cancelled&order=\d+$/);
  await expect(page.getByText(T.cancelled)).toBeVisible();
  await expect(page.getByRole('link', { name: T.retry })).toHaveAttribute('href', /\/proceso-de-compra\?step=confirm&ticket=\d+&method=\d+&accept=1$/);
  expect((await ordersOf(buyer.token)).map((o) => o.status)).toEqual(['cancelled']);
});

test('one order: double click, two tabs, reload of /stripe/success/{id} and back after paying', async ({ page, context }) => {
  const buyer = await freshBuyer('once');
  await signedIn(context, buyer.token);
  await toConfirm(page, T.paid, T.card);
  const confirmUrl = page.url();

  // A second tab at the same confirm step (the state is in the URL).
  const other = await context.newPage();
  await other.goto(confirmUrl);
  await expect(other.getByRole('button', { name: T.pay })).toBeVisible();

  // Double click here, a click there at the same time: one checkout session, one order.
  await Promise.all([page.getByRole('button', { name: T.pay }).dblclick(), other.getByRole('button', { name: T.pay }).click()]);
  await expect(page).toHaveURL(/\/__demo\/checkout\/cs_demo_/);
  await expect(other).toHaveURL(/\/__demo\/checkout\/cs_demo_/);
  expect(other.url()).toBe(page.url());
  const sessionId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  let orders = await ordersOf(buyer.token);
  expect(orders.map((o) => o.status)).toEqual(['pending']);

  await payOnCheckout(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/ok\?order=\d+$/);
  const okUrl = page.url();

  // Back after paying: the checkout says it is complete, nothing is charged again.
  await page.goBack();
  await expect(page.getByText('Este pago ya se ha completado.')).toBeVisible();
  // The other tab's checkout too.
  await other.reload();
  await expect(other.getByText('Este pago ya se ha completado.')).toBeVisible();

  // The return page again (a reload of it), twice at once: the same order.
  await page.goto(`${SITE}/stripe/success/${encodeURIComponent(sessionId)}`);
  await expect(page).toHaveURL(okUrl);
  const again = await Promise.all([1, 2].map(() => callApi(D1, '/confirm-payment', { body: { sessionId }, token: buyer.token })));
  expect(again.map((r) => [r.status, r.body!.id])).toEqual([
    [200, orders[0]!.id],
    [200, orders[0]!.id],
  ]);

  orders = await ordersOf(buyer.token);
  expect(orders.map((o) => o.status)).toEqual(['paid']);
  const charges = (await (await fetch(`${E2E.api}/__demo/checkout/${encodeURIComponent(sessionId)}/charges`)).json()) as { status: string }[];
  expect(charges.map((c) => c.status)).toEqual(['succeeded']);
});

test('free ticket double click: one order', async ({ page, context }) => {
  const buyer = await freshBuyer('free-twice');
  await signedIn(context, buyer.token);
  await toConfirm(page, T.free);
  await page.getByRole('button', { name: T.getFree }).dblclick();
  await expect(page.getByText(T.okFree)).toBeVisible();
  // The purchase page again: the account holds the free ticket, so it is offered the upgrade
  //, not a second free ticket.
  await page.goto(`${SITE}/proceso-de-compra?step=confirm`);
  await expect(page.getByRole('heading', { name: 'Mejora tu entrada' })).toBeVisible();
  expect((await ordersOf(buyer.token)).map((o) => o.status)).toEqual(['paid']);
});

test('the purchase pages are private: never kept by a shared cache', async ({ request }) => {
  const buyer = await freshBuyer('cache');
  for (const path of ['/proceso-de-compra', '/error?reason=declined']) {
    const res = await request.get(`${E2E.portal}${path}`, { maxRedirects: 0, headers: { Host: `${D1}:${E2E.portalPort}`, Cookie: `auth=${buyer.token}` } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toMatch(/private|no-store/);
    expect(res.headers()['cache-control'], path).not.toMatch(/s-maxage|public/);
  }
});

test('anonymous → login → back to the purchase', async ({ page }) => {
  const buyer = await freshBuyer('anon');
  await page.goto(`${SITE}/proceso-de-compra`);
  await expect(page).toHaveURL(/\/iniciar-sesion\?redirect=%2Fproceso-de-compra$/);
  await page.getByLabel('Correo electrónico').fill(buyer.email);
  await page.getByLabel(/^Contraseña/).fill(buyer.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(`${SITE}/proceso-de-compra`);
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
});

test('a tenant that sells no tickets sends the purchase pages home (ticket guard)', async ({ request }) => {
  for (const path of ['/proceso-de-compra', '/ok', '/error', '/stripe/success/cs_x', '/stripe/cancel']) {
    const res = await request.get(`${E2E.portal}${path}`, { maxRedirects: 0, headers: { Host: `hermes.localhost:${E2E.portalPort}`, Cookie: 'auth=anything' } });
    expect(res.status(), path).toBe(307);
    expect(new URL(res.headers().location!, E2E.portal).pathname, path).toBe('/');
  }
});

test('keyboard only: every step reached, chosen and announced without a mouse', async ({ page, context }) => {
  const buyer = await freshBuyer('keys');
  await signedIn(context, buyer.token);
  await page.goto(`${SITE}/proceso-de-compra`);
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();

  const tabTo = async (name: RegExp | string, role: 'radio' | 'button' | 'checkbox') => {
    const target = page.getByRole(role, { name });
    for (let i = 0; i < 60; i += 1) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  };
  const status = page.getByRole('status').filter({ hasText: /^Paso/ });

  await tabTo(/^Entrada online/, 'radio');
  // Arrow keys move within the group and choose: the paid ticket, then back to the free one.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Entrada completa/ })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: /^Entrada online/ })).toBeChecked();
  await tabTo('Continuar', 'button');
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toBeFocused();
  await expect(status).toHaveText('Paso 2 de 3: Condiciones de venta');

  await tabTo(T.accept, 'checkbox');
  await page.keyboard.press('Space');
  await tabTo('Continuar', 'button');
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toBeFocused();
  await expect(status).toHaveText('Paso 3 de 3: Confirmación');

  await tabTo(T.getFree, 'button');
  await page.keyboard.press('Enter');
  await expect(page.getByText(T.okFree)).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`axe: 0 violations on every step and outcome at ${width} px`, async ({ page, context }) => {
    // Nine axe passes over full pages: well over a minute on the shared machine.
    test.setTimeout(240_000);
    const buyer = await freshBuyer(`axe${width}`);
    await signedIn(context, buyer.token);
    await page.setViewportSize({ width, height: 800 });
    const check = async (label: string) => {
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };

    await page.goto(`${SITE}/proceso-de-compra`);
    await continueButton(page).click();
    await expect(page.getByText(T.ticketRequired)).toBeVisible();
    await check('ticket (error)');
    await page.getByRole('radio', { name: /^Entrada completa/ }).check();
    await continueButton(page).click();
    await expect(stepHeading(page)).toContainText('Método de pago');
    await check('payment');
    await page.getByRole('radio', { name: T.transfer }).check();
    await continueButton(page).click();
    await continueButton(page).click();
    await expect(page.getByText(T.conditionsRequired)).toBeVisible();
    await check('conditions (error)');
    await page.getByRole('checkbox', { name: T.accept }).check();
    await continueButton(page).click();
    await expect(stepHeading(page)).toContainText('Confirmación');
    await check('confirm');

    // Bank transfer: the ok page's pending order with its instructions.
    await page.getByRole('button', { name: 'Hacer el pedido' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido pendiente de pago' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cómo pagar' })).toBeVisible();
    await check('ok pending');
    // The purchase page again while the transfer is awaited: that order, not a second one.
    await page.goto(`${SITE}/proceso-de-compra`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tienes un pedido pendiente' })).toBeVisible();
    await expect(page.getByText('Ya tienes un pedido pendiente de pago por transferencia.')).toBeVisible();
    await check('purchase with a pending transfer');
    await page.getByRole('link', { name: 'Cómo pagar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido pendiente de pago' })).toBeVisible();
    expect((await ordersOf(buyer.token)).map((o) => [o.status, o.paymentType?.kind])).toEqual([['pending', 'transfer']]);

    await page.goto(`${SITE}/error?reason=declined`);
    await expect(page.getByText(T.declined)).toBeVisible();
    await check('ko');
    await page.goto(`${SITE}/error?reason=already_bought`);
    await expect(page.getByText(T.twice)).toBeVisible();
    await check('twice');
  });
}
