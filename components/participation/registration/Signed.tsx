'use client';

import { useTranslations } from 'next-intl';
import type { RegistrationState, RoomsSeating } from '@/lib/api/schemas';
import { Actions, Rooms, StatusLine } from './parts';
import { signedStatus } from './signed-status';
import type { SignedProps } from './signed-props';
import { useRegistrationChange, type Say } from './use-registration-change';
import { ChoosingRegistration } from './Choosing';
import { ConfirmedRegistration } from './Confirmed';
import { LeaveWaitlist } from './LeaveWaitlist';
import { PendingRegistration } from './Pending';
import { WaitlistEvents } from './WaitlistEvents';

/**
 * A signed-in visitor's registration block (loaded after the page, with their state): the status
 * line, then the state's rooms and buttons — registered, pending, registration closed, or open
 * (choose a room, register, the waiting list) — and the waiting list's live events.
 */
export default function SignedRegistration({
  conferenceId,
  rooms,
  pagePath,
  seating,
  state,
  load,
  say,
  publish,
  formOpen,
  setFormOpen,
}: {
  conferenceId: number;
  rooms: { id: number; name: string }[];
  pagePath: string;
  seating: RoomsSeating | null;
  state: RegistrationState;
  load: () => Promise<void>;
  say: Say;
  publish: (answer: RegistrationState) => void;
  formOpen: boolean;
  setFormOpen: (open: boolean) => void;
}) {
  const t = useTranslations('Registration');
  const tErrors = useTranslations('ApiErrors');
  const changes = { ...useRegistrationChange({ conferenceId, pagePath, load, say, publish }), say };
  const hasRooms = (seating?.rooms.length ?? rooms.length) > 0;
  const roomName = (id: number | null) => seating?.rooms.find((r) => r.id === id)?.name ?? rooms.find((r) => r.id === id)?.name ?? '';
  const props: SignedProps = { conferenceId, rooms, seating, roomName, formOpen, setFormOpen, changes };

  return (
    <>
      <StatusLine status={signedStatus(state, seating, { hasRooms, roomName, t, tErrors })} />
      {state.status === 'confirmed' ? (
        <ConfirmedRegistration {...props} state={state} />
      ) : state.status === 'pending' ? (
        <PendingRegistration {...props} state={state} />
      ) : state.closed ? (
        // Closed: the seats as they are, nothing to do (but leave a waiting list still held).
        <>
          <Rooms seating={seating} rooms={rooms} />
          <Actions>{state.waitlist ? <LeaveWaitlist conferenceId={conferenceId} changes={changes} /> : null}</Actions>
        </>
      ) : (
        <ChoosingRegistration {...props} state={state} />
      )}
      <WaitlistEvents conferenceId={conferenceId} waiting={Boolean(state.waitlist)} seatedIn={state.status === 'confirmed' ? state.roomId : undefined} load={load} say={say} roomName={roomName} />
    </>
  );
}
