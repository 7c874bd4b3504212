// @vitest-environment jsdom
import { act, fireEvent, render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RegistrationState } from '@/lib/api/schemas';
import { ConfirmedRegistration } from './Confirmed';
import type { SignedProps } from './signed-props';
import { useRegistrationChange } from './use-registration-change';

vi.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));
vi.mock('@/lib/i18n/navigation', () => ({ Link: ({ children }: { children: unknown }) => children }));
vi.mock('@/lib/api/lazy-browser-calls', () => ({ conferences: { unregisterFromConference: vi.fn(async () => null) } }));
vi.mock('@/lib/participation/registration-state', () => ({ loadRegistrationState: vi.fn(async () => null) }));

const registered = { status: 'registered', roomId: 5, waitlist: false } as unknown as RegistrationState;

describe('the registration block and a double click', () => {
  it('the second click of a double click on “Cancel my registration” (where “Register” was) does nothing; a click does', () => {
    const change = vi.fn(async () => undefined);
    const changes = { busy: false, change, roomError: '', setRoomError: vi.fn(), roomMissing: vi.fn(), say: vi.fn() } as unknown as SignedProps['changes'];
    const view = render(
      <ConfirmedRegistration conferenceId={7} rooms={[{ id: 5, name: 'Sala 1' }]} seating={null} roomName={() => 'Sala 1'} formOpen={false} setFormOpen={vi.fn()} changes={changes} state={registered} />,
    );
    const button = view.getByRole('button', { name: 'unregister' });
    fireEvent.click(button, { detail: 2 });
    expect(change).not.toHaveBeenCalled();
    fireEvent.click(button, { detail: 1 });
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('two changes asked before React draws again send one call', async () => {
    let answer!: (state: RegistrationState) => void;
    const call = vi.fn(() => new Promise<RegistrationState>((resolve) => (answer = resolve)));
    const publish = vi.fn();
    const { result } = renderHook(() => useRegistrationChange({ conferenceId: 7, pagePath: '/agenda/x', load: async () => {}, say: vi.fn(), publish }));
    const done = () => null;
    let first!: Promise<unknown>;
    act(() => {
      first = result.current.change(call, done);
      void result.current.change(call, done);
    });
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer(registered);
      await first;
    });
    expect(publish).toHaveBeenCalledWith(registered);
  });
});
