'use client';

import { useTranslations } from 'next-intl';
import { account } from '@/lib/api/lazy-browser-calls';
import type { RegistrationState } from '@/lib/api/schemas';
import { isRepeatClick } from '@/lib/ui/repeat-click';
import { Actions, Rooms } from './parts';
import type { SignedProps } from './signed-props';

/**
 * A pending registration (the session's form not answered yet): complete it (Registration opens
 * the form below the message) or discard it.
 */
export function PendingRegistration({ rooms, seating, state, formOpen, setFormOpen, changes: { busy, change } }: SignedProps & { state: RegistrationState }) {
  const t = useTranslations('Registration');
  const discard = (click: { detail: number }) =>
    !isRepeatClick(click) &&
    state.uuid &&
    void change(
      async () => {
        await account.discardPendingRegistration(state.uuid!);
        setFormOpen(false);
        return null;
      },
      () => ({ tone: 'success', text: t('discardedDone') }),
    );
  return (
    <>
      <Rooms seating={seating} rooms={rooms} yourRoom={state.roomId} />
      <Actions>
        {formOpen ? null : (
          <button type="button" className="button" onClick={() => setFormOpen(true)} aria-expanded={false} aria-controls="registration-form">
            {t('complete')}
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={discard} aria-disabled={busy || undefined}>
          {busy ? t('working') : t('discard')}
        </button>
      </Actions>
    </>
  );
}
