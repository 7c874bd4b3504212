// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import type { EventRegistrations, NetworkingRegistration } from '@/lib/api/schemas/networking';
import './testing';
import { NetworkingContext } from './networking-context';
import { OrganiserView } from './OrganiserView';

const moderate = vi.fn();
const read = vi.fn();
vi.mock('@/lib/api/browser-calls', () => ({
  networking: { getEventRegistrations: () => read(), moderateRegistration: (...a: unknown[]) => moderate(...a) },
}));

const registration: NetworkingRegistration = {
  registrationId: 5, eventId: 9, status: 'pending', createdAt: '2026-11-20T10:00:00Z', validatedAt: null, rejectedAt: null, cancelledAt: null, reason: null,
  customer: { id: 3, name: 'Ane', surname: 'Etxeberria', company: 'Kaiku', position: null, photo: null, initials: 'AE', email: 'ane@example.test' },
};
const data: EventRegistrations = [
  {
    event: { id: 9, conferenceId: 1, name: 'Mesa redonda', room: null, startsAt: '2027-03-09T10:00:00+01:00', endsAt: '2027-03-09T11:00:00+01:00', comments: null, capacity: 10, registered: 1, host: null, registration: null },
    registrations: [registration],
  },
];

function renderView() {
  const value = {
    type: 2 as const, tenantKey: 'hermes', customerId: 1, conference: null, status: {}, setStatus: vi.fn(), pending: 0, setPending: vi.fn(),
    news: 0, clearNews: vi.fn(), onLive: () => () => {}, sessionExpired: vi.fn(), countdownSeconds: 10,
  } as unknown as React.ContextType<typeof NetworkingContext>;
  render(
    <NextIntlClientProvider locale="es" messages={messages} timeZone="Europe/Madrid">
      <NetworkingContext.Provider value={value}>
        <OrganiserView />
      </NetworkingContext.Provider>
    </NextIntlClientProvider>,
  );
}

describe('OrganiserView: destructive actions are confirmed, with a reason for the registrant', () => {
  it('rejecting asks first; going back does nothing; confirming sends the reason', async () => {
    read.mockResolvedValue(data);
    moderate.mockResolvedValue({ ...registration, status: 'rejected', rejectedAt: '2026-11-26T10:00:00Z', reason: 'Solo para ponentes.' });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar la inscripción de Ane Etxeberria' }));
    const dialog = screen.getByRole('dialog', { name: '¿Rechazar la inscripción de Ane Etxeberria?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver sin hacer nada' }));
    expect(moderate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Rechazar la inscripción de Ane Etxeberria' }));
    const again = screen.getByRole('dialog', { name: '¿Rechazar la inscripción de Ane Etxeberria?' });
    fireEvent.change(within(again).getByLabelText('Motivo (opcional)'), { target: { value: '  Solo para ponentes.  ' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Rechazar la inscripción de Ane Etxeberria' }));
    await waitFor(() => expect(moderate).toHaveBeenCalledWith(9, 5, 'reject', 'Solo para ponentes.'));
    expect(await screen.findByText('Inscripción de Ane Etxeberria rechazada.')).toBeTruthy();
    expect(screen.getByText('Motivo: Solo para ponentes.')).toBeTruthy();
  });

  it('validating needs no confirmation', async () => {
    read.mockResolvedValue(data);
    moderate.mockResolvedValue({ ...registration, status: 'validated', validatedAt: '2026-11-26T10:00:00Z' });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Validar la inscripción de Ane Etxeberria' }));
    await waitFor(() => expect(moderate).toHaveBeenCalledWith(9, 5, 'validate', null));
  });
});
