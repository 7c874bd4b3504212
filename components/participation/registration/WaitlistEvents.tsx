'use client';

import { useTranslations } from 'next-intl';
import { customerChannel, conferenceChannel, LIVE_EVENTS } from '@/lib/api/schemas/realtime-names';
import { PARTICIPATION_MESSAGES } from '@/lib/participation/registration-messages';
import { useChannel, useRealtime } from '@/lib/realtime/react';
import { useSession } from '@/lib/stores/session-context';
import type { Say } from './use-registration-change';

/**
 * The waiting list (issue 25), live: positions move as others leave or get a seat (read again
 * while waiting), and a freed seat given to this visitor, or why it could not be, is said at once;
 * so is an organiser's removal of their registration, with the organiser's reason.
 * Draws nothing.
 */
export function WaitlistEvents({
  conferenceId,
  waiting,
  load,
  say,
  roomName,
}: {
  conferenceId: number;
  /** this visitor is on the waiting list now */
  waiting: boolean;
  load: () => Promise<void>;
  say: Say;
  roomName: (id: number | null) => string;
}) {
  const t = useTranslations('Registration');
  const tErrors = useTranslations('ApiErrors');
  const customerId = useSession((s) => s.customer?.id ?? null);
  const realtime = useRealtime();
  useChannel(realtime ? conferenceChannel(realtime.tenantKey, conferenceId) : null, {
    [LIVE_EVENTS.waitlistChanged]: () => {
      // useChannel calls the latest handler: `waiting` is this render's.
      if (waiting) void load();
    },
  });
  useChannel(realtime && customerId !== null ? customerChannel(realtime.tenantKey, customerId) : null, {
    [LIVE_EVENTS.waitlistPromoted]: (data) => {
      const event = data as { conferenceId?: number; roomId?: number | null };
      if (event?.conferenceId !== conferenceId) return;
      void load().then(() => say({ tone: 'success', text: event.roomId ? t('waitlistSeatIn', { room: roomName(event.roomId) }) : t('waitlistSeat') }));
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
