// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import { ApiError } from '@/lib/api/errors';
import type { NetworkingStatus } from '@/lib/api/schemas/networking';
import './testing';
import { EnableNetworking } from './EnableNetworking';
import { NetworkingContext } from './networking-context';

const getAcceptance = vi.fn();
const enable = vi.fn();
const getForm = vi.fn();
vi.mock('@/lib/api/browser-calls', () => ({
  networking: {
    getNetworkingAcceptance: (...a: unknown[]) => getAcceptance(...a),
    enableNetworking: (...a: unknown[]) => enable(...a),
    getNetworkingForm: (...a: unknown[]) => getForm(...a),
  },
}));

const off: NetworkingStatus = {
  type: 1, termsAccepted: false, termsAcceptedAt: null, formCompleted: false, visible: false, profile: null, answers: {},
  hasAssociatedEvent: false, unsubscribeCountdownSeconds: 10, pendingReceived: 0,
};

function renderEnable(status: NetworkingStatus) {
  const setStatus = vi.fn();
  const value = {
    type: 1 as const, tenantKey: 'demo', customerId: 1, conference: null, status, setStatus, pending: 0, setPending: vi.fn(),
    news: 0, clearNews: vi.fn(), onLive: () => () => {}, sessionExpired: vi.fn(), countdownSeconds: 10,
  };
  render(
    <NextIntlClientProvider locale="es" messages={messages} timeZone="Europe/Madrid">
      <NetworkingContext.Provider value={value}>
        <EnableNetworking />
      </NetworkingContext.Provider>
    </NextIntlClientProvider>,
  );
  return { setStatus };
}

describe('turning networking on', () => {
  it('shows the terms; accepting needs the box ticked; a failure says the loading message of docs/product.md#errors', async () => {
    getAcceptance.mockResolvedValue({ title: 'Condiciones del networking', text: 'Primero.\n\nSegundo.', version: '1', accepted: false, acceptedAt: null });
    enable.mockRejectedValueOnce(new ApiError('down', { code: 'network' }));
    const { setStatus } = renderEnable(off);
    expect(screen.getByText('Paso 1 de 2')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Condiciones del networking' })).toBeTruthy();
    expect(screen.getByText('Segundo.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Aceptar y continuar' }));
    expect(screen.getByText('Acepta las condiciones para continuar.')).toBeTruthy();
    expect(enable).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('He leído y acepto las condiciones del networking'));
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar y continuar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.ApiErrors.loadingError));

    const accepted = { ...off, termsAccepted: true, termsAcceptedAt: '2026-11-23T08:00:00Z' };
    enable.mockResolvedValueOnce(accepted);
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar y continuar' }));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith(accepted));
  }, 20_000);

  it('after the terms, the networking form is step 2', async () => {
    getForm.mockReturnValue(new Promise(() => {}));
    renderEnable({ ...off, termsAccepted: true });
    expect(screen.getByRole('heading', { name: 'Tu perfil de networking' })).toBeTruthy();
    expect(screen.getByText('Paso 2 de 2')).toBeTruthy();
    await waitFor(() => expect(getForm).toHaveBeenCalledTimes(1));
    expect(getAcceptance).not.toHaveBeenCalled();
  });
});
