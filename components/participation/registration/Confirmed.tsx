'use client';

import { useTranslations } from 'next-intl';
import { conferences } from '@/lib/api/lazy-browser-calls';
import type { RegistrationState } from '@/lib/api/schemas';
import { isRepeatClick } from '@/lib/ui/repeat-click';
import { Actions, Rooms } from './parts';
import type { SignedProps } from './signed-props';

/** Registered: the room is marked as theirs; they may unregister. */
export function ConfirmedRegistration({ conferenceId, rooms, seating, state, changes: { busy, change } }: SignedProps & { state: RegistrationState }) {
  const t = useTranslations('Registration');
  const unregister = (click: { detail: number }) =>
    !isRepeatClick(click) &&
    void change(
      () => conferences.unregisterFromConference(conferenceId, state.roomId),
      () => ({ tone: 'success', text: t('unregisteredDone') }),
    );
  return (
    <>
      <Rooms seating={seating} rooms={rooms} yourRoom={state.roomId} />
      <Actions>
        <button type="button" className="button button-secondary" onClick={unregister} aria-disabled={busy || undefined}>
          {busy ? t('working') : t('unregister')}
        </button>
      </Actions>
    </>
  );
}
