// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import { ApiError } from '@/lib/api/errors';
import type { NetworkingConference, NetworkingRequest, NetworkingStatus } from '@/lib/api/schemas/networking';
import './testing';
import { NetworkingContext } from './networking-context';
import { RequestItem } from './RequestItem';

const updateRequest = vi.fn();
const getBlocks = vi.fn();
vi.mock('@/lib/api/browser-calls', () => ({
  networking: { updateNetworkingRequest: (...a: unknown[]) => updateRequest(...a), getNetworkingBlocks: (...a: unknown[]) => getBlocks(...a), createNetworkingRequest: vi.fn() },
}));

const person = (id: number, name: string, surname: string) => ({ id, name, surname, company: 'Kaiku', position: null, photo: null, initials: `${name[0]}${surname[0]}` });
const rooms = [
  { id: 1, name: 'Mesa 1' },
  { id: 2, name: 'Mesa 2' },
];
const conference: NetworkingConference = { id: 1, name: 'Networking Bilbao', type: 1, startsAt: '2027-03-09T08:00:00Z', endsAt: '2027-03-10T17:00:00Z', hasBlocks: true, rooms };
const pending: NetworkingRequest = {
  id: 31, conferenceId: 1, status: 'created', direction: 'received', requester: person(2, 'Ane', 'Etxeberria'), receiver: person(1, 'Mikel', 'Arrieta'),
  name: 'Feria de movilidad', comment: 'En la mesa 1', slotId: 7, blockId: 1, startsAt: '2027-03-09T10:00:00+01:00', endsAt: '2027-03-09T10:20:00+01:00',
  room: { id: 1, name: 'Mesa 1' }, cancelReason: null, cancelledBy: null, createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z',
  validatedAt: null, rejectedAt: null, cancelledAt: null,
};
const blocksWith = (free: Record<number, boolean>) => ({
  rooms,
  blocks: [{ id: 1, name: 'Mañana', date: '2027-03-09', startsAt: '', endsAt: '', slotMinutes: 20, slots: [{ id: 7, startsAt: pending.startsAt, endsAt: pending.endsAt, status: 'requested', rooms: rooms.map((r) => ({ ...r, free: free[r.id] ?? true })) }] }],
});

function renderItem(request: NetworkingRequest) {
  const onChanged = vi.fn();
  const value = {
    type: 1 as const, tenantKey: 'demo', customerId: 1, conference, status: {} as NetworkingStatus, setStatus: vi.fn(), pending: 1, setPending: vi.fn(),
    news: 0, clearNews: vi.fn(), onLive: () => () => {}, sessionExpired: vi.fn(), countdownSeconds: 10,
  };
  render(
    <NextIntlClientProvider locale="es" messages={messages} timeZone="Europe/Madrid">
      <NetworkingContext.Provider value={value}>
        <RequestItem request={request} onChanged={onChanged} />
      </NetworkingContext.Provider>
    </NextIntlClientProvider>,
  );
  return { onChanged, article: screen.getByRole('article') };
}

describe('a received request', () => {
  it('shows who, what, when, where and its state with the date', () => {
    const { article } = renderItem(pending);
    expect(within(article).getByRole('heading', { name: 'Feria de movilidad' })).toBeTruthy();
    expect(article.textContent).toContain('De Ane Etxeberria · Kaiku');
    expect(article.textContent).toContain('Pendiente · enviada el');
    expect(article.textContent).toContain('10:00');
    expect(article.textContent).toContain('Mesa 1');
    expect(within(article).queryByRole('button', { name: 'Cambiar' })).toBeNull();
  });

  it('is accepted choosing a room; a room taken meanwhile says "slot no longer available" and offers the rooms again', async () => {
    getBlocks.mockResolvedValueOnce(blocksWith({})).mockResolvedValueOnce(blocksWith({ 1: false }));
    updateRequest.mockRejectedValueOnce(new ApiError('taken', { code: 'unknown', status: 409, data: { message: 'taken', errors: { roomId: ['networking.room_unavailable'] } } }));
    const { article, onChanged } = renderItem(pending);
    fireEvent.click(within(article).getByRole('button', { name: 'Aceptar' }));
    const select = (await within(article).findByLabelText(/Elige la sala/)) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('1')); // the proposed room, free
    expect(getBlocks).toHaveBeenCalledWith(2, 31);
    fireEvent.click(within(article).getByRole('button', { name: 'Confirmar y aceptar' }));
    await waitFor(() => expect(within(article).getByRole('alert').textContent).toContain(messages.ApiErrors.slotUnavailable));
    expect(within(article).getByRole('alert').textContent).toContain('Elige otra sala');
    expect(updateRequest).toHaveBeenCalledWith(31, { status: 'validated', roomId: 1 });
    await waitFor(() => expect((within(article).getByRole('option', { name: 'Mesa 1 (ocupada)' }) as HTMLOptionElement).disabled).toBe(true));
    expect(select.value).toBe('');
    expect(onChanged).not.toHaveBeenCalled();

    // Without a room: the "no room selected" message (docs/product.md#errors), nothing sent.
    fireEvent.click(within(article).getByRole('button', { name: 'Confirmar y aceptar' }));
    expect(within(article).getByText(messages.ApiErrors.noRoomSelected)).toBeTruthy();
    expect(updateRequest).toHaveBeenCalledTimes(1);

    const accepted = { ...pending, status: 'validated' as const, room: rooms[1]!, validatedAt: '2026-11-22T10:00:00Z' };
    updateRequest.mockResolvedValueOnce(accepted);
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(within(article).getByRole('button', { name: 'Confirmar y aceptar' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(accepted));
    expect(updateRequest).toHaveBeenLastCalledWith(31, { status: 'validated', roomId: 2 });
  });

  it('is rejected; a failure says the reject message', async () => {
    updateRequest.mockRejectedValueOnce(new ApiError('down', { code: 'network' }));
    const { article, onChanged } = renderItem(pending);
    fireEvent.click(within(article).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(within(article).getByRole('alert').textContent).toBe(messages.ApiErrors.networkingRejectFailed));
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('is cancelled with an optional reason', async () => {
    const cancelled = { ...pending, status: 'cancelled' as const, cancelReason: 'Otra cita', cancelledAt: '2026-11-22T10:00:00Z' };
    updateRequest.mockResolvedValueOnce(cancelled);
    const { article, onChanged } = renderItem(pending);
    fireEvent.click(within(article).getByRole('button', { name: 'Cancelar reunión' }));
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar la reunión?' });
    fireEvent.change(within(dialog).getByLabelText('Motivo (opcional)'), { target: { value: ' Otra cita ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(cancelled));
    expect(updateRequest).toHaveBeenCalledWith(31, { status: 'cancelled', reason: 'Otra cita' });
  });
});

describe('a final state', () => {
  it('shows its date and the reason, and offers nothing', () => {
    const { article } = renderItem({ ...pending, direction: 'sent', status: 'cancelled', cancelReason: 'Otra cita', cancelledAt: '2026-11-22T10:00:00Z' });
    expect(article.textContent).toContain('Cancelada · cancelada el');
    expect(article.textContent).toContain('Otra cita');
    expect(within(article).queryAllByRole('button')).toHaveLength(0);
  });
});
