'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { conferences } from '@/lib/api/lazy-browser-calls';
import type { RegistrationState, RoomsSeating } from '@/lib/api/schemas';
import { isRepeatClick } from '@/lib/ui/repeat-click';
import { Actions, liveRooms, SeatList, useSeatText } from './parts';
import { LeaveWaitlist } from './LeaveWaitlist';
import type { SignedProps } from './signed-props';

// The room choice (the kit's radio group; its module holds every field of the kit) is shown only
// to a signed-in visitor who can register: Registration starts fetching it with their state.
const RoomChoice = lazy(() => import('@/components/forms/fields').then((m) => ({ default: m.RadioGroupField })));

/**
 * Registration open, not registered: choose a room and register — or, the session being full,
 * join its waiting list; once on it, leave it (the room chosen stays shown).
 */
export function ChoosingRegistration({ conferenceId, rooms, seating, state, roomName, changes }: SignedProps & { state: RegistrationState; seating: RoomsSeating | null }) {
  const t = useTranslations('Registration');
  const tErrors = useTranslations('ApiErrors');
  const seatText = useSeatText();
  const [room, setRoom] = useState<number | null>(null);
  const { busy, change, roomError, setRoomError, roomMissing, say } = changes;
  const shown = liveRooms(seating, rooms);
  const hasRooms = shown.length > 0;

  const register = (click: { detail: number }) => {
    if (busy || isRepeatClick(click)) return;
    if (seating?.full) return say({ tone: 'error', text: tErrors('sessionFull') });
    if (hasRooms && room === null) return roomMissing();
    void change(
      () => conferences.registerForConference(conferenceId, room),
      (answer) =>
        answer?.status === 'pending'
          ? { tone: 'info', text: t('pendingDone') }
          : { tone: 'success', text: answer?.roomId ? t('registeredDoneIn', { room: roomName(answer.roomId) }) : t('registeredDone') },
    );
  };

  const joinWaitlist = (click: { detail: number }) => {
    if (busy || isRepeatClick(click)) return;
    if (hasRooms && room === null) return roomMissing();
    void change(
      () => conferences.joinWaitlist(conferenceId, room),
      (answer) => ({ tone: 'success', text: t('waitlistJoined', { position: answer?.waitlist?.position ?? 1 }) }),
    );
  };

  return (
    <>
      {hasRooms ? (
        // The choice's component comes in its own chunk; until it is there, the read-only list holds its place.
        <Suspense fallback={<SeatList seating={seating} rooms={rooms} />}>
          <RoomChoice
            id="registration-room"
            label={t('room')}
            required
            error={roomError}
            options={shown.map((r) => ({ value: String(r.id), label: `${r.name}: ${seatText(r)}`, disabled: r.full && !seating?.full }))}
            registration={{
              name: 'room_id',
              // No react-hook-form here (it stays out of the public page's code): the kit's radio
              // group is given the handlers it expects, and the chosen room lives in this state.
              onChange: async (event: { target: HTMLInputElement }) => {
                setRoom(Number(event.target.value));
                setRoomError('');
              },
              onBlur: async () => {},
              ref: () => {},
            }}
          />
        </Suspense>
      ) : null}
      <Actions>
        {state.waitlist ? (
          <LeaveWaitlist conferenceId={conferenceId} changes={changes} />
        ) : seating?.full ? (
          <button type="button" className="button" onClick={joinWaitlist} aria-disabled={busy || undefined}>
            {busy ? t('working') : t('waitlistJoin')}
          </button>
        ) : (
          <button type="button" className="button" onClick={register} aria-disabled={busy || seating?.full || undefined}>
            {busy ? t('working') : t('register')}
          </button>
        )}
      </Actions>
    </>
  );
}
