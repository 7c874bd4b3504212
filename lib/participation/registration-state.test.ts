import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationState } from '@/lib/api/schemas';

const getRegistrationState = vi.fn();
vi.mock('@/lib/api/browser-calls', () => ({ conferences: { getRegistrationState: (id: number) => getRegistrationState(id) } }));
vi.mock('@/lib/stores/session-context', () => ({ useSession: () => 'token' }));

const { loadRegistrationState, publishRegistrationState, resetRegistrationStates } = await import('./registration-state');

const state = (over: Partial<RegistrationState> = {}) => ({ conferenceId: 7, status: 'none', access: { login: true, registered: false, ticket: true }, ...over }) as RegistrationState;

afterEach(() => {
  resetRegistrationStates();
  getRegistrationState.mockReset();
});

describe('the shared registration state of a session page', () => {
  it('asks the API once for every leaf that loads at the same time, and again only when forced', async () => {
    getRegistrationState.mockResolvedValue(state());
    await Promise.all([loadRegistrationState(7), loadRegistrationState(7), loadRegistrationState(7)]);
    expect(getRegistrationState).toHaveBeenCalledTimes(1);
    await loadRegistrationState(7);
    expect(getRegistrationState).toHaveBeenCalledTimes(1);
    await loadRegistrationState(7, { force: true });
    expect(getRegistrationState).toHaveBeenCalledTimes(2);
  });

  it('a failed read is kept as an error and retried on the next load', async () => {
    getRegistrationState.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(state());
    await loadRegistrationState(7);
    await loadRegistrationState(7);
    expect(getRegistrationState).toHaveBeenCalledTimes(2);
  });

  it('a published state (the answer of register) replaces what was read, without asking again', async () => {
    publishRegistrationState(state({ status: 'confirmed', access: { login: true, registered: true, ticket: true } }));
    await loadRegistrationState(7);
    expect(getRegistrationState).not.toHaveBeenCalled();
  });
});
