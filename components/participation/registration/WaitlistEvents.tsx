'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { customerChannel, conferenceChannel, LIVE_EVENTS } from '@/lib/api/schemas/realtime-names';
import { PARTICIPATION_MESSAGES } from '@/lib/participation/registration-messages';
import { useChannel, useRealtime } from '@/lib/realtime/react';
import { useSession } from '@/lib/stores/session-context';
import type { Say } from './use-registration-change';

/**
 * The waiting list, live: positions move as others leave or get a seat (read again
 * while waiting), and a freed seat given to this visitor, or why it could not be, is said at once;
 * so is an organiser's removal of their registration, with the organiser's reason.
 * A seat given while this visitor's own channel was still being authorised (its event went to
 * nobody) is said once the channel is ready: the page saw them go from waiting to registered, but
 * not why (clean-clone CI of 40bdfbe, live-room.spec:335: the authorisation took a second, the
 * public channel's re-read showed the seat, and "the seat is yours" never came).
 * Draws nothing.
 */
export function WaitlistEvents({
  conferenceId,
  waiting,
  seatedIn,
  load,
  say,
  roomName,
}: {
  conferenceId: number;
  /** this visitor is on the waiting list now */
  waiting: boolean;
  /** registered now: the room (null in a session without rooms); undefined when not registered */
  seatedIn: number | null | undefined;
  load: () => Promise<void>;
  say: Say;
  roomName: (id: number | null) => string;
}) {
  const t = useTranslations('Registration');
  const tErrors = useTranslations('ApiErrors');
  const customerId = useSession((s) => s.customer?.id ?? null);
  const realtime = useRealtime();
  const seatSaid = (roomId: number | null | undefined) => say({ tone: 'success', text: roomId ? t('waitlistSeatIn', { room: roomName(roomId) }) : t('waitlistSeat') });
  /** The visitor's own channel is ready and what happened before was read again: from then on, events tell. */
  const [heard, setHeard] = useState(false);
  /** seen waiting while no event could reach them */
  const waitedUnheard = useRef(false);
  useEffect(() => {
    if (!heard) {
      if (waiting) waitedUnheard.current = true;
      return;
    }
    // Seated while nothing could tell them: said now. Still waiting: the event will tell them.
    if (waitedUnheard.current && !waiting && seatedIn !== undefined) seatSaid(seatedIn);
    waitedUnheard.current = false;
    // seatSaid is this render's; the rule is about the state it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heard, waiting, seatedIn]);
  useChannel(realtime ? conferenceChannel(realtime.tenantKey, conferenceId) : null, {
    [LIVE_EVENTS.waitlistChanged]: () => {
      // useChannel calls the latest handler: `waiting` is this render's.
      if (waiting) void load();
    },
  });
  useChannel(realtime && customerId !== null ? customerChannel(realtime.tenantKey, customerId) : null, {
    'pusher:subscription_succeeded': () => {
      // What happened while it was being authorised: read again if still waiting (the state first,
      // then `heard`, so the effect above sees a seat given meanwhile).
      if (!heard) void (waiting ? load() : Promise.resolve()).finally(() => setHeard(true));
    },
    [LIVE_EVENTS.waitlistPromoted]: (data) => {
      const event = data as { conferenceId?: number; roomId?: number | null };
      if (event?.conferenceId !== conferenceId) return;
      void load().then(() => seatSaid(event.roomId));
    },
    [LIVE_EVENTS.waitlistSkipped]: (data) => {
      const event = data as { conferenceId?: number; reason?: string };
      if (event?.conferenceId !== conferenceId) return;
      const key = PARTICIPATION_MESSAGES[event.reason as keyof typeof PARTICIPATION_MESSAGES] ?? 'loadingError';
      void load().then(() => say({ tone: 'error', text: t('waitlistSkipped', { reason: tErrors(key as 'loadingError') }) }));
    },
    [LIVE_EVENTS.registrationRemoved]: (data) => {
      const event = data as { conferenceId?: number; roomId?: number | null; reason?: string | null };
      if (event?.conferenceId !== conferenceId) return;
      const told = event.roomId ? t('removedIn', { room: roomName(event.roomId) }) : t('removed');
      void load().then(() => say({ tone: 'error', text: event.reason ? `${told} ${t('removedReason', { reason: event.reason })}` : told }));
    },
  });
  return null;
}
