'use client';

import { useSyncExternalStore } from 'react';
import { conferences } from '@/lib/api/lazy-browser-calls';
import type { RoomsSeating } from '@/lib/api/schemas/conferences';
import { seatsUpdatedOf } from '@/lib/api/schemas/guards';
import { conferenceChannel, LIVE_EVENTS } from '@/lib/api/schemas/realtime-names';
import { useChannel, useRealtime } from '@/lib/realtime/react';
import { applySeats } from './seats';

/**
 * The one client-side source of a session's seats: every figure a page shows
 * about seats (the "Aforo" card, the registration block) reads it, so they can never disagree.
 * Filled by the API's answers (rooms-seating, the registration state, register/unregister) and
 * kept current by `seats.updated` on the session's public channel, for every visitor, anonymous
 * included; after every (re)subscription it is read again (seats taken while the socket was away
 * came with no event). Until the first answer, a component shows what the cached page said.
 */
const seats = new Map<number, RoomsSeating>();
const listeners = new Set<() => void>();
const reading = new Map<number, Promise<RoomsSeating | null>>();

function emit() {
  for (const l of [...listeners]) l();
}

/** An answer of the API about a session's seats: it becomes what every figure shows. */
export function putSeats(seating: RoomsSeating): void {
  seats.set(seating.conferenceId, seating);
  emit();
}

/** A `seats.updated` event (already checked): applied to the seats known for that session. */
export function applySeatsEvent(data: unknown): void {
  const update = seatsUpdatedOf(data);
  if (!update) return;
  const next = applySeats(seats.get(update.conferenceId) ?? null, update);
  if (next && next !== seats.get(update.conferenceId)) putSeats(next);
}

/**
 * Reads the seats from the API into the store; calls made while one is on its way share it.
 * Resolves to null (what is shown stays) when the API cannot be reached.
 */
export function refreshSeats(conferenceId: number): Promise<RoomsSeating | null> {
  let pending = reading.get(conferenceId);
  if (!pending) {
    pending = conferences.getRoomsSeating(conferenceId).then(
      (now) => {
        putSeats(now);
        return now;
      },
      () => null,
    );
    pending.finally(() => reading.delete(conferenceId)).catch(() => {});
    reading.set(conferenceId, pending);
  }
  return pending;
}

export function seatsOf(conferenceId: number): RoomsSeating | null {
  return seats.get(conferenceId) ?? null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For tests: forget every session's seats. */
export function resetSeats(): void {
  seats.clear();
  reading.clear();
  emit();
}

/**
 * The seats of a session now: `first` (what the cached page said, or null) until the API has
 * answered, then the live value, the same in every component of the page. Each caller listens to
 * the session's public channel (one subscription shared by all of them).
 */
export function useLiveSeats(conferenceId: number, first: RoomsSeating | null): RoomsSeating | null {
  const realtime = useRealtime();
  useChannel(realtime ? conferenceChannel(realtime.tenantKey, conferenceId) : null, {
    [LIVE_EVENTS.seatsUpdated]: applySeatsEvent,
    'pusher:subscription_succeeded': () => void refreshSeats(conferenceId),
  });
  const live = useSyncExternalStore(
    subscribe,
    () => seats.get(conferenceId) ?? null,
    () => null,
  );
  return live ?? first;
}
