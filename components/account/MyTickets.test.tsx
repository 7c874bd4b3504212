// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import { ApiError } from '@/lib/api/errors';
import type { CustomerIndexInfo, Order } from '@/lib/api/schemas';
import { PAID_ORDER } from '@/lib/testing/orders';
import { MyTickets } from './MyTickets';

const downloadReceipt = vi.fn();
const getOrder = vi.fn();
const resendConfirmation = vi.fn();
const refresh = vi.fn();
const saveBlob = vi.fn();
const sessionExpired = vi.fn();
vi.mock('@/lib/api/browser-calls', () => ({
  orders: { downloadReceipt: (...a: unknown[]) => downloadReceipt(...a), getOrder: (...a: unknown[]) => getOrder(...a), resendConfirmation: (...a: unknown[]) => resendConfirmation(...a) },
  account: { downloadPdf: vi.fn() },
}));
vi.mock('@/lib/account/download', async (original) => ({ ...(await original<object>()), saveBlob: (...a: unknown[]) => saveBlob(...a) }));
vi.mock('./AccountProvider', () => ({ useAccount: () => ({ sessionExpired }) }));
vi.mock('@/lib/i18n/navigation', () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} />, useRouter: () => ({ refresh }) }));

// The shared machine is slow at times: give the async queries more than their default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const base: Order = {
  ...PAID_ORDER,
  id: 7,
  ticket: { id: 2, name: 'Entrada completa' },
  paymentType: { id: 1, kind: 'card', name: 'Tarjeta' },
  createdAt: '2027-03-09T07:00:00.000Z',
  paidAt: '2027-03-09T07:00:00.000Z',
};
const transfer: Order = {
  ...base,
  id: 8,
  reference: 'DIGITA-0A1B2C3D',
  status: 'pending',
  paymentType: { id: 2, kind: 'transfer', name: 'Transferencia bancaria' },
  instructions: 'Transfiere el importe a ES91 2100 0418 4502 0005 1332.',
  paidAt: null,
  receiptAvailable: false,
};

function show(orders: Order[], ticket?: CustomerIndexInfo['ticket']) {
  return render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <MyTickets orders={orders} ticket={ticket} iso="es-ES" />
    </NextIntlClientProvider>,
  );
}

describe('MyTickets', () => {
  it('without orders: no ticket, and a link to buy one', () => {
    show([]);
    expect(screen.getByText('Todavía no tienes entrada para este evento.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comprar una entrada' }).getAttribute('href')).toBe('/proceso-de-compra');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('a paid order: the ticket, status, price with VAT, dates, reference and the receipt (downloaded through the API, saved as a PDF)', async () => {
    show([base]);
    expect(screen.getByText('Ya tienes tu entrada: Entrada completa.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Comprar una entrada' })).toBeNull();
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 4 }).textContent).toBe('Entrada completa');
    // Intl writes money and percentages with no-break spaces.
    const text = (el: Element | null | undefined) => el?.textContent?.replace(/[\u00a0\u202f]/g, ' ');
    const facts = Object.fromEntries(within(card).getAllByRole('term').map((dt) => [text(dt), text(dt.nextElementSibling)]));
    expect(facts).toEqual({
      Estado: 'Pagado',
      Precio: '120,00 € (IVA del 21 % incluido: 20,83 €)',
      'Forma de pago': 'Tarjeta',
      'Fecha del pedido': '9 de marzo de 2027',
      'Fecha de pago': '9 de marzo de 2027',
      Referencia: 'DEMO-SEED-3',
    });
    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    downloadReceipt.mockResolvedValue(blob);
    fireEvent.click(within(card).getByRole('button', { name: /Descargar el justificante \(PDF\)/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, 'justificante-demo-seed-3.pdf'));
    expect(downloadReceipt).toHaveBeenCalledWith(7, expect.any(Function));
    expect(await screen.findByText(/justificante-demo-seed-3\.pdf/)).toBeTruthy();
  });

  it('a failed receipt download says so and can be retried; a refused token ends the session', async () => {
    show([base]);
    const button = screen.getByRole('button', { name: /Descargar el justificante/ });
    downloadReceipt.mockRejectedValueOnce(new ApiError('Network Error', { code: 'network' }));
    fireEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.Account.download.failed);
    expect(alert.textContent).toContain(messages.Account.networkHint);
    expect(saveBlob).not.toHaveBeenCalled();
    downloadReceipt.mockResolvedValueOnce(new Blob(['%PDF-']));
    fireEvent.click(button);
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect((saveBlob.mock.calls[0]![0] as Blob).type).toBe('application/pdf');
    downloadReceipt.mockRejectedValueOnce(new ApiError('Forbidden', { code: 'forbidden', status: 403 }));
    fireEvent.click(button);
    await waitFor(() => expect(sessionExpired).toHaveBeenCalledTimes(1));
  });

  it('a bank transfer awaiting the organiser: pending, how to pay, no receipt and no buy link', () => {
    show([transfer]);
    expect(screen.getByText('Tu pedido de «Entrada completa» está pendiente: la organización confirmará la transferencia cuando la reciba.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Comprar una entrada' })).toBeNull();
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Pendiente')).toBeTruthy();
    expect(within(card).getByText(/ES91 2100/)).toBeTruthy();
    expect(within(card).queryByText('Fecha de pago')).toBeNull();
    expect(within(card).queryByRole('button', { name: /justificante/ })).toBeNull();
  });

  it('a pending order can be checked again (GET /orders/{id}): still pending, a failure, then paid (receipt, page data read again)', async () => {
    show([transfer]);
    const check = screen.getByRole('button', { name: 'Comprobar el estado: DIGITA-0A1B2C3D' });
    getOrder.mockResolvedValueOnce(transfer);
    fireEvent.click(check);
    // The message region is always there (empty until the answer): wait for its text.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Tu pedido sigue pendiente.'));
    expect(getOrder).toHaveBeenCalledWith(8);
    getOrder.mockRejectedValueOnce(new ApiError('Server Error', { code: 'server', status: 500 }));
    fireEvent.click(check);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`No se ha podido comprobar el estado del pedido.${messages.Account.retryHint}`);
    expect(refresh).not.toHaveBeenCalled();
    getOrder.mockResolvedValueOnce({ ...transfer, status: 'paid', instructions: null, paidAt: '2027-03-10T10:00:00.000Z', receiptAvailable: true });
    fireEvent.click(check);
    // The card's own message area (the receipt's download area is another status region).
    expect((await screen.findByText('Pago confirmado: la entrada ya es tuya.')).closest('[role="status"]')).toBeTruthy();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Ya tienes tu entrada: Entrada completa.')).toBeTruthy();
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Pagado')).toBeTruthy();
    expect(within(card).getByText('10 de marzo de 2027')).toBeTruthy();
    expect(within(card).queryByText(/ES91/)).toBeNull();
    expect(within(card).queryByRole('button', { name: /Comprobar/ })).toBeNull();
    expect(within(card).getByRole('button', { name: /justificante/ })).toBeTruthy();
  });

  it('a free ticket says free; cancelled and failed orders are listed with their status, and buying stays open', () => {
    show([
      { ...base, id: 9, status: 'cancelled', paidAt: null, receiptAvailable: false },
      { ...base, id: 10, status: 'failed', paidAt: null, receiptAvailable: false },
    ]);
    expect(screen.getByRole('link', { name: 'Comprar una entrada' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => within(li).getAllByRole('definition')[0]!.textContent)).toEqual(['Cancelado', 'Fallido']);
    cleanup();
    show([{ ...base, free: true, amount: 0, amountWithoutVat: 0, vat: 0, paymentType: null, ticket: { id: 1, name: 'Entrada online (gratuita)' } }]);
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Gratuita')).toBeTruthy();
    expect(within(card).queryByText('Forma de pago')).toBeNull();
    expect(within(card).getByRole('button', { name: /justificante/ })).toBeTruthy();
  });

  it('a ticket given by an invitation: held, how and since when, with no price, receipt or buy link', () => {
    const ticket = { id: 2, name: 'Entrada completa', source: 'invitation' as const, orderId: null, grantedAt: '2027-03-01T09:00:00.000Z' };
    show([], ticket);
    expect(screen.getByText('Ya tienes tu entrada por invitación: Entrada completa.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Comprar una entrada' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Tu entrada' })).toBeTruthy();
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 4 }).textContent).toBe('Entrada completa');
    expect(within(card).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Cómo la tienes', 'Desde']);
    expect(within(card).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['Por invitación', '1 de marzo de 2027']);
    expect(within(card).queryByText('Precio')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    // No orders: no orders list.
    expect(screen.queryByRole('heading', { name: 'Tus pedidos' })).toBeNull();
    cleanup();
    // Given by the organiser without a ticket type.
    show([], { ...ticket, id: null, name: null, source: 'organiser' });
    expect(screen.getByText('Ya tienes tu entrada: te la ha dado la organización.')).toBeTruthy();
    expect(within(screen.getByRole('listitem')).getByRole('heading', { level: 4 }).textContent).toBe('Entrada');
    cleanup();
    // A paid order wins: its card (price, receipt), no given ticket.
    show([base], { ...ticket, source: 'order', orderId: base.id });
    expect(screen.getByText('Ya tienes tu entrada: Entrada completa.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Tu entrada' })).toBeNull();
  });

  it('"send it to me again": a paid order’s confirmation email again, said when done; too often → the API’s limit message; a pending order has no such button', async () => {
    resendConfirmation.mockResolvedValueOnce(undefined);
    show([base, transfer]);
    const buttons = screen.getAllByRole('button', { name: /^Reenviarme el correo de confirmación/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    fireEvent.click(buttons[0]!);
    await screen.findByText('Te hemos enviado de nuevo el correo de confirmación. Mira tu bandeja de entrada (y la carpeta de correo no deseado).');
    expect(resendConfirmation).toHaveBeenCalledTimes(1);
    expect(resendConfirmation).toHaveBeenCalledWith(7);

    resendConfirmation.mockRejectedValueOnce(
      new ApiError('Too Many Requests', { code: 'unknown', status: 429, data: { message: 'purchase.resend_limit', errors: { order: ['purchase.resend_limit'] }, retryAfter: 3000 } }),
    );
    fireEvent.click(buttons[0]!);
    await screen.findByText(messages.ApiErrors.resendLimit);
  });
});
