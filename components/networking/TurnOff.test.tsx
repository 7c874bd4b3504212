// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import { ApiError } from '@/lib/api/errors';
import type { NetworkingStatus } from '@/lib/api/schemas/networking';
import './testing';
import { NetworkingContext } from './networking-context';
import { TurnOff } from './TurnOff';

const unsubscribe = vi.fn();
vi.mock('@/lib/api/browser-calls', () => ({ networking: { unsubscribeNetworking: (...a: unknown[]) => unsubscribe(...a) } }));

const status: NetworkingStatus = {
  type: 1,
  termsAccepted: true,
  termsAcceptedAt: '2026-11-20T10:00:00Z',
  formCompleted: true,
  visible: true,
  profile: null,
  answers: {},
  hasAssociatedEvent: false,
  unsubscribeCountdownSeconds: 10,
  pendingReceived: 0,
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderTurnOff(over: Partial<NetworkingStatus> = {}, seconds = 5) {
  const setStatus = vi.fn();
  const value = {
    type: 1 as const,
    tenantKey: 'demo',
    customerId: 1,
    conference: null,
    status: { ...status, ...over },
    setStatus,
    pending: 0,
    setPending: vi.fn(),
    news: 0,
    clearNews: vi.fn(),
    onLive: () => () => {},
    sessionExpired: vi.fn(),
    countdownSeconds: seconds,
  };
  render(
    <NextIntlClientProvider locale="es" messages={messages} timeZone="Europe/Madrid">
      <NetworkingContext.Provider value={value}>
        <TurnOff />
      </NetworkingContext.Provider>
    </NextIntlClientProvider>,
  );
  return { setStatus };
}

const tick = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

describe('turning networking off', () => {
  it('confirms, counts down the configured seconds (shown and announced) and can be cancelled: nothing is deleted', async () => {
    renderTurnOff({}, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar el networking' }));
    expect(screen.getByRole('dialog', { name: '¿Desactivar el networking?' })).toBeTruthy();
    expect(screen.getByText(/Tendrás 5 segundos/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sí, desactivar' }));
    expect(screen.getByRole('timer').textContent).toBe('El networking se desactivará en 5 segundos');
    expect(screen.getByText('Cuenta atrás iniciada: 5 segundos. Pulsa Cancelar para detenerla.')).toBeTruthy();
    await tick(2_100);
    expect(screen.getByRole('timer').textContent).toBe('El networking se desactivará en 3 segundos');
    expect(screen.getByText('3 segundos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await tick(10_000);
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Cancelado: el networking sigue activo y no se ha borrado nada.')).toBeTruthy();
  });

  it('at 0 asks the API to delete everything, and says it is done', async () => {
    const off = { ...status, visible: false, termsAccepted: false, formCompleted: false };
    unsubscribe.mockResolvedValue(off);
    const { setStatus } = renderTurnOff({}, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar el networking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, desactivar' }));
    await tick(2_900);
    expect(unsubscribe).not.toHaveBeenCalled();
    await tick(200);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(setStatus).toHaveBeenCalledWith(off);
  });

  it('refused by the API while an associated event exists: the catalogue’s message, nothing changes', async () => {
    unsubscribe.mockRejectedValue(new ApiError('blocked', { code: 'unknown', status: 409, data: { message: 'blocked', errors: { networking: ['networking.unsubscribe_blocked'] } } }));
    const { setStatus } = renderTurnOff({}, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar el networking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, desactivar' }));
    await tick(3_300);
    expect(screen.getByRole('alert').textContent).toBe(messages.ApiErrors.networkingUnsubscribeBlocked);
    expect(setStatus).not.toHaveBeenCalled();
  });

  it('known beforehand: the button is off and the sentence says why', () => {
    renderTurnOff({ hasAssociatedEvent: true });
    expect((screen.getByRole('button', { name: 'Desactivar el networking' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(messages.ApiErrors.networkingUnsubscribeBlocked)).toBeTruthy();
  });
});
