// @vitest-environment jsdom
import type { Entitlement } from '@/lib/api/schemas/entitlement-keys';
import { useMemo, useSyncExternalStore } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { CheckoutSession, Order, PaymentType } from '@/lib/api/schemas';
import messages from '@/messages/es.json';
import { PurchaseFlow } from './PurchaseFlow';
import type { FlowTicket } from './flow/types';

// The query is the flow's state: history changes re-render the flow, as Next's router does.
const HISTORY_EVENT = 'test-history';
/** `frozen`: the router's search params stuck at this value (what Next once did after a reload). */
const router = vi.hoisted(() => ({ frozen: null as string | null }));
vi.mock('next/navigation', () => ({
  useSearchParams: () => {
    const search = useSyncExternalStore(
      (cb) => {
        window.addEventListener(HISTORY_EVENT, cb);
        window.addEventListener('popstate', cb);
        return () => {
          window.removeEventListener(HISTORY_EVENT, cb);
          window.removeEventListener('popstate', cb);
        };
      },
      () => window.location.search,
    );
    return useMemo(() => new URLSearchParams(router.frozen ?? search), [search]);
  },
}));

const calls = vi.hoisted(() => ({ createFreeOrder: vi.fn(), createCheckoutSession: vi.fn(), goToCheckout: vi.fn(), navigate: vi.fn() }));
vi.mock('@/lib/api/browser-calls', () => ({ orders: { createFreeOrder: calls.createFreeOrder }, payments: { createCheckoutSession: calls.createCheckoutSession } }));
vi.mock('@/lib/purchase/stripe', () => ({ goToCheckout: calls.goToCheckout, navigate: calls.navigate }));

const prices = { price: '120,00 €', base: '99,17 €', vat: '20,83 €', rate: '21 %' };
const base = { description: 'd', currency: 'EUR' as const, vatRate: 21 };
const TICKETS: FlowTicket[] = [
  { ...base, rights: ['streams', 'files'], id: 1, name: 'Gratuita', conditions: 'Una entrada.\n\nPor cuenta.', free: true, price: 0, priceWithoutVat: 0, vat: 0, prices: { ...prices, price: '0,00 €' } },
  { ...base, rights: ['in_person', 'streams', 'files', 'accreditation', 'networking', 'diploma'], id: 2, name: 'Completa', conditions: 'Sin devoluciones.', free: false, price: 120, priceWithoutVat: 99.17, vat: 20.83, prices },
];
const TYPES: PaymentType[] = [
  { id: 7, kind: 'card', name: 'Tarjeta', description: 'Con tarjeta', instructions: null },
  { id: 8, kind: 'transfer', name: 'Transferencia', description: 'Pendiente', instructions: 'IBAN' },
];
/** What the tenant offers: here, everything but networking (a tenant that runs none). */
let offered: Entitlement[] = ['in_person', 'streams', 'files', 'accreditation', 'networking', 'diploma'];
const PATHS = { ok: '/ok', error: '/error', success: '/stripe/success', cancel: '/stripe/cancel', login: '/iniciar-sesion?redirect=%2Fproceso-de-compra' };

function show(search = '') {
  window.history.replaceState(null, '', `/proceso-de-compra${search}`);
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <PurchaseFlow tenantKey="digitalone" tickets={TICKETS} offered={offered} paymentTypes={TYPES} stripeKey="pk_test_1" paths={PATHS} />
    </NextIntlClientProvider>,
  );
}

const heading = () => document.getElementById('purchase-step-heading')!;
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  for (const f of Object.values(calls)) f.mockReset();
  sessionStorage.clear();
  // Next's router re-renders on pushState/replaceState; here an event does.
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = History.prototype[method];
    vi.spyOn(window.history, method).mockImplementation(function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(window.history, args);
      window.dispatchEvent(new Event(HISTORY_EVENT));
    });
  }
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  router.frozen = null;
});

describe('purchase flow', () => {
  it('says what each ticket includes and what it does not, from its rights', () => {
    show();
    const details = (name: RegExp) => document.getElementById(screen.getByRole('radio', { name }).getAttribute('aria-describedby')!)!;
    const free = details(/Gratuita/);
    expect(free.textContent).toContain('Emisiones en directo');
    expect(free.textContent).toContain('No incluye:');
    expect(free.textContent).toContain('Sesiones presenciales: plaza en las salas');
    const full = details(/Completa/);
    expect(full.textContent).toContain('Diploma de asistencia');
    expect(full.textContent).not.toContain('No incluye:');
  });

  it('never lists as missing what the tenant does not offer', () => {
    offered = ['in_person', 'streams', 'files', 'accreditation', 'diploma'];
    show();
    const free = document.getElementById(screen.getByRole('radio', { name: /Gratuita/ }).getAttribute('aria-describedby')!)!;
    expect(free.textContent).toContain('Diploma de asistencia');
    expect(free.textContent).not.toContain('Networking');
    offered = ['in_person', 'streams', 'files', 'accreditation', 'networking', 'diploma'];
  });

  it('follows the address on back and forward even when the router\'s search params lag behind', () => {
    show('?step=conditions&ticket=1');
    expect(heading().textContent).toBe('Paso 2 de 3Condiciones de venta');
    router.frozen = '?step=conditions&ticket=1';
    act(() => {
      // The browser's back: the address changes, the router's params do not.
      History.prototype.replaceState.call(window.history, null, '', '/proceso-de-compra?step=ticket&ticket=1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(heading().textContent).toBe('Paso 1 de 3Entrada');
    expect((screen.getByRole('radio', { name: /Gratuita/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('free ticket: no payment step, conditions must be accepted, each step focused and announced, one order on a double click', async () => {
    let resolve: (o: Order) => void = () => {};
    calls.createFreeOrder.mockImplementation(() => new Promise<Order>((r) => (resolve = r)));
    show();
    click('Continuar');
    expect(screen.getByText('Elige una entrada.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Gratuita/ }));

    fireEvent.click(screen.getByRole('radio', { name: /Gratuita/ }));
    click('Continuar');
    expect(window.location.search).toBe('?step=conditions&ticket=1');
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(heading().textContent).toBe('Paso 2 de 3Condiciones de venta');
    expect(screen.getByText('Paso 2 de 3: Condiciones de venta')).toBeTruthy();
    expect(screen.getByText('Por cuenta.')).toBeTruthy();

    click('Continuar');
    expect(screen.getByText('Debes aceptar las condiciones de venta para comprar la entrada.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /acepto/ }));
    click('Continuar');
    expect(window.location.search).toBe('?step=confirm&ticket=1&accept=1');
    expect(screen.getByText('Ninguno: la entrada es gratuita')).toBeTruthy();

    click('Obtener la entrada');
    click('Procesando…');
    expect(calls.createFreeOrder).toHaveBeenCalledTimes(1);
    const [body, key] = calls.createFreeOrder.mock.calls[0]!;
    expect(body).toEqual({ ticketId: 1, conditionsAccepted: true });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => resolve({ id: 5 } as Order));
    expect(calls.navigate).toHaveBeenCalledWith('/ok?order=5');
  }, 30_000);

  it('paid by card: payment method, then one checkout session returning to the success and cancel pages', async () => {
    calls.createCheckoutSession.mockResolvedValue({ id: 'cs_1', url: 'http://api/__demo/checkout/cs_1', status: 'open', order: { id: 3 } } as CheckoutSession);
    calls.goToCheckout.mockReturnValue(new Promise(() => {}));
    show('?step=confirm&ticket=2&method=7&accept=1');
    expect(heading().textContent).toBe('Paso 4 de 4Confirmación');
    expect(screen.getByText('99,17 €')).toBeTruthy();
    click('Pagar 120,00 €');
    await waitFor(() => expect(calls.goToCheckout).toHaveBeenCalledWith('http://api/__demo/checkout/cs_1', 'pk_test_1'));
    click('Te llevamos a la página de pago…');
    expect(calls.createCheckoutSession).toHaveBeenCalledTimes(1);
    expect(calls.createCheckoutSession.mock.calls[0]![0]).toEqual({
      ticketId: 2,
      paymentTypeId: 7,
      conditionsAccepted: true,
      successUrl: `${window.location.origin}/stripe/success/{CHECKOUT_SESSION_ID}`,
      cancelUrl: `${window.location.origin}/stripe/cancel/{CHECKOUT_SESSION_ID}`,
    });
  });

  it('a query asking for a later step without the earlier choices lands on the first step to do', () => {
    show('?step=confirm&ticket=2&accept=1');
    expect(heading().textContent).toBe('Paso 2 de 4Método de pago');
  });

  it('a failed call says docs/product.md#errors "purchase failed" and keeps the choice for another try', async () => {
    calls.createCheckoutSession.mockRejectedValueOnce(new ApiError('down', { code: 'network' }));
    show('?step=confirm&ticket=2&method=8&accept=1');
    click('Hacer el pedido');
    const alert = await screen.findByText('No se ha podido completar la compra. Comprueba tu conexión o prueba otro método de pago.');
    await waitFor(() => expect(document.activeElement).toBe(alert.closest('[role="alert"]')));
    expect(window.location.search).toBe('?step=confirm&ticket=2&method=8&accept=1');
    calls.createCheckoutSession.mockResolvedValueOnce({ id: 'REF', url: null, status: 'open', order: { id: 11 } } as CheckoutSession);
    click('Hacer el pedido');
    // A bank transfer has no checkout: the ok page shows the pending order.
    await waitFor(() => expect(calls.navigate).toHaveBeenCalledWith('/ok?order=11'));
  });

  it('an account that already holds a ticket goes to the twice page', async () => {
    calls.createFreeOrder.mockRejectedValueOnce(
      new ApiError('409', { code: 'unknown', status: 409, data: { message: 'purchase.already_bought', errors: { ticketId: ['purchase.already_bought'] }, orderId: 9 } }),
    );
    show('?step=confirm&ticket=1&accept=1');
    click('Obtener la entrada');
    await waitFor(() => expect(calls.navigate).toHaveBeenCalledWith('/error?reason=already_bought&order=9'));
  });
});
