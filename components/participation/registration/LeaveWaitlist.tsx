'use client';

import { useTranslations } from 'next-intl';
import { conferences } from '@/lib/api/lazy-browser-calls';
import { isRepeatClick } from '@/lib/ui/repeat-click';
import type { SignedProps } from './signed-props';

/** The button of a visitor on the waiting list: leave it. */
export function LeaveWaitlist({ conferenceId, changes: { busy, change } }: Pick<SignedProps, 'conferenceId' | 'changes'>) {
  const t = useTranslations('Registration');
  const leave = (click: { detail: number }) =>
    !isRepeatClick(click) &&
    void change(
      () => conferences.leaveWaitlist(conferenceId),
      () => ({ tone: 'success', text: t('waitlistLeft') }),
    );
  return (
    <button type="button" className="button button-secondary" onClick={leave} aria-disabled={busy || undefined}>
      {busy ? t('working') : t('waitlistLeave')}
    </button>
  );
}
