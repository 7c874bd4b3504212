'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { conferences } from '@/lib/api/lazy-browser-calls';
import type { RegistrationState } from '@/lib/api/schemas';
import { useSession } from '@/lib/stores/session-context';

/**
 * The visitor's registration state of one session (GET /conferences/{id}/registration), shared by
 * every client leaf of the session page: the files, the stream and the survey each read it, and
 * the page asks the API once. A leaf that changes it (register, unregister, a registration form)
 * hands the API's answer to `publishRegistrationState`, and every leaf follows at once (a file
 * that needs registration turns into a download button).
 */

export type RegistrationView =
  /** no token: nothing to ask */
  | { phase: 'anonymous' }
  | { phase: 'loading' }
  | { phase: 'ready'; state: RegistrationState }
  | { phase: 'error'; error: unknown };

const views = new Map<number, RegistrationView>();
const inFlight = new Map<number, Promise<void>>();
/** the token each kept state was asked with */
const tokens = new Map<number, string>();
const listeners = new Set<() => void>();
const LOADING: RegistrationView = { phase: 'loading' };
const ANONYMOUS: RegistrationView = { phase: 'anonymous' };

function emit() {
  for (const listener of listeners) listener();
}

/** Hands a fresh state (the answer of register, unregister or a completed form) to every leaf. */
export function publishRegistrationState(state: RegistrationState): void {
  views.set(state.conferenceId, { phase: 'ready', state });
  emit();
}

/** Asks the API again (after a change this page did not make itself, or to retry). */
export function loadRegistrationState(conferenceId: number, { force = false } = {}): Promise<void> {
  const running = inFlight.get(conferenceId);
  if (running && !force) return running;
  if (!force && views.get(conferenceId)?.phase === 'ready') return Promise.resolve();
  const task = conferences
    .getRegistrationState(conferenceId)
    .then(
      (state) => views.set(conferenceId, { phase: 'ready', state }),
      (error: unknown) => views.set(conferenceId, { phase: 'error', error }),
    )
    .then(() => {
      inFlight.delete(conferenceId);
      emit();
    });
  inFlight.set(conferenceId, task);
  return task;
}

/** Forgets every state (a sign-out, and tests). */
export function resetRegistrationStates(): void {
  views.clear();
  inFlight.clear();
  tokens.clear();
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The registration view of a session for the signed-in visitor ('anonymous' without a token;
 * 'loading' on the server and before the first answer, so the server HTML is the same for all).
 */
export function useRegistrationState(conferenceId: number): { view: RegistrationView; reload: () => Promise<void> } {
  const token = useSession((s) => s.token);
  const view = useSyncExternalStore(
    subscribe,
    () => (token ? (views.get(conferenceId) ?? LOADING) : ANONYMOUS),
    () => LOADING,
  );
  useEffect(() => {
    if (!token) return;
    // Another account than the one the kept state is about (signed out and in again): ask again.
    const force = tokens.get(conferenceId) !== token;
    tokens.set(conferenceId, token);
    void loadRegistrationState(conferenceId, { force });
  }, [token, conferenceId]);
  const reload = useCallback(() => loadRegistrationState(conferenceId, { force: true }), [conferenceId]);
  return { view, reload };
}
