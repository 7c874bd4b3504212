// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/es.json';
import { ApiError } from '@/lib/api/errors';
import { InvitationRedeemForm } from './InvitationRedeemForm';

const redeemInvitation = vi.fn();
const sessionExpired = vi.fn();
const refresh = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ refresh }) }));
vi.mock('@/lib/api/browser-calls', () => ({ auth: { redeemInvitation: (...a: unknown[]) => redeemInvitation(...a) } }));
vi.mock('./AccountProvider', () => ({ useAccount: () => ({ sessionExpired }) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const show = () =>
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <InvitationRedeemForm />
    </NextIntlClientProvider>,
  );

const invalid = () =>
  new ApiError('invalid', { code: 'validation', status: 422, data: {}, fieldErrors: { invitationCode: ['signup.invitation_invalid'] } });

describe('InvitationRedeemForm', () => {
  it('redeems a code and shows the ticket it gave with what it includes', async () => {
    redeemInvitation.mockResolvedValue({
      code: 'INV-DEMO-0003',
      redeemedAt: '2026-11-23T07:00:00.000Z',
      ticket: { id: 2, name: 'Entrada completa', description: 'Acceso presencial a todo el evento.', rights: ['in_person', 'accreditation'] },
    });
    show();
    fireEvent.change(screen.getByLabelText(/Código de invitación/), { target: { value: ' inv-demo-0003 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Canjear invitación' }));
    expect(await screen.findByText('Invitación INV-DEMO-0003 canjeada.')).toBeTruthy();
    expect(redeemInvitation).toHaveBeenCalledWith('inv-demo-0003');
    // The ticket is the account's now: the page's server parts (my tickets, badge) are read again.
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Te da la entrada «Entrada completa»: Acceso presencial a todo el evento.')).toBeTruthy();
    // What it includes: the same words as the tickets page and the purchase (TicketRights).
    expect(screen.getByText('Acreditación con código QR (y en PDF)')).toBeTruthy();
    expect(screen.getByText('Sesiones presenciales: plaza en las salas')).toBeTruthy();
    expect((screen.getByLabelText(/Código de invitación/) as HTMLInputElement).value).toBe('');
  });

  it('says a guest mark where the event has no tickets', async () => {
    redeemInvitation.mockResolvedValue({ code: 'INV-CNED-0001', redeemedAt: '2026-11-23T07:00:00.000Z', ticket: null });
    show();
    fireEvent.change(screen.getByLabelText(/Código de invitación/), { target: { value: 'INV-CNED-0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Canjear invitación' }));
    expect(await screen.findByText('Tu cuenta queda registrada como invitada de la organización.')).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('puts a refused code on its field and keeps what was typed', async () => {
    redeemInvitation.mockRejectedValue(invalid());
    show();
    const input = screen.getByLabelText(/Código de invitación/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'INV-NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Canjear invitación' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(messages.AuthErrors.invitationInvalid).length).toBeGreaterThan(0);
    expect(input.value).toBe('INV-NOPE');
  });

  it('asks for a code before calling the API', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Canjear invitación' }));
    await waitFor(() => expect(screen.getByLabelText(/Código de invitación/).getAttribute('aria-invalid')).toBe('true'));
    expect(redeemInvitation).not.toHaveBeenCalled();
  });

  it('tells the account already holding a ticket that the code stays unused', async () => {
    redeemInvitation.mockRejectedValue(
      new ApiError('held', { code: 'validation', status: 422, data: {}, fieldErrors: { invitationCode: ['account.invitationTicketHeld'] } }),
    );
    show();
    fireEvent.change(screen.getByLabelText(/Código de invitación/), { target: { value: 'INV-DEMO-0004' } });
    fireEvent.click(screen.getByRole('button', { name: 'Canjear invitación' }));
    expect((await screen.findAllByText(messages.Account.errors.invitationTicketHeld)).length).toBeGreaterThan(0);
  });
});
