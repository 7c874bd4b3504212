'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { RegistrationState } from '@/lib/api/schemas';
import { notIncluded } from '@/lib/api/entitlement-errors';
import { loginHref } from '@/lib/auth/redirect';
import { loadRegistrationState } from '@/lib/participation/registration-state';
import { failureOf, type RegistrationFailure } from '@/lib/participation/registration-messages';
import { href } from '@/lib/routing/routes';
import { useSubmitOnce } from '@/components/forms/use-submit-once';

export type Message = { tone: 'error' | 'success' | 'info'; text: string; link?: { href: string; label: string } } | null;
export type Say = (message: Message) => void;

/**
 * One change (register, join or leave the waiting list, unregister, discard) at a time
 * (useSubmitOnce: a second click while one is on its way does nothing; the buttons also ignore
 * the second click of a double click, isRepeatClick, which would land on the opposite button): the
 * answer becomes the block's state, or a refusal says its docs/product.md#errors sentence (with the purchase,
 * upgrade, sign-in or clashing session link) and the state is read again so the page tells the
 * truth; the chosen room stays chosen. A room refusal also marks the room choice (roomError).
 */
export function useRegistrationChange({
  conferenceId,
  pagePath,
  load,
  say,
  publish,
}: {
  conferenceId: number;
  pagePath: string;
  load: () => Promise<void>;
  say: Say;
  /** a new state from the API: the block, the seats and the page's other leaves follow it */
  publish: (answer: RegistrationState) => void;
}) {
  const t = useTranslations('Registration');
  const tErrors = useTranslations('ApiErrors');
  const { pending: busy, run } = useSubmitOnce();
  const [roomError, setRoomError] = useState('');

  const refusal = (failure: RegistrationFailure): Message => {
    if (failure.kind === 'unavailable') return { tone: 'error', text: tErrors('loadingError') };
    if (failure.kind === 'entitlement') return { tone: 'error', ...notIncluded(tErrors, failure) };
    if (failure.kind === 'signed_out') return { tone: 'error', text: tErrors('loginToRegister'), link: { href: loginHref({ redirect: pagePath }), label: t('logIn') } };
    if (failure.message === 'overlappingDatesWith' && failure.conflict) {
      return {
        tone: 'error',
        text: tErrors('overlappingDatesWith', { title: failure.conflict.title }),
        link: { href: href('session', { slug: failure.conflict.slug }), label: t('seeOther', { title: failure.conflict.title }) },
      };
    }
    if (failure.message === 'ticketNeeded') return { tone: 'error', text: tErrors('ticketNeeded'), link: { href: href('purchase'), label: tErrors('buyTicket') } };
    return { tone: 'error', text: tErrors(failure.message as 'noRoomSelected') };
  };

  const change = (call: () => Promise<RegistrationState | null>, done: (answer: RegistrationState | null) => Message) =>
    run(async () => {
      setRoomError('');
      try {
        const answer = await call();
        if (answer) {
          publish(answer);
        } else {
          await load();
          await loadRegistrationState(conferenceId, { force: true });
        }
        say(done(answer));
      } catch (error) {
        const failure = failureOf(error);
        const text = refusal(failure);
        if (failure.kind === 'rule' && (failure.key === 'registration.room_required' || failure.key === 'registration.room_full')) {
          setRoomError(text?.text ?? '');
        }
        say(text);
        // The seats or the registration changed elsewhere: show them as they are now. The chosen
        // room stays chosen (nothing the visitor did is lost).
        if (failure.kind !== 'unavailable') await load();
      }
    });

  /** The room must be chosen first (the API says the same, registration.room_required: no need to ask it). */
  const roomMissing = () => {
    const text = tErrors('noRoomSelected');
    setRoomError(text);
    say({ tone: 'error', text });
  };

  return { busy, change, roomError, setRoomError, roomMissing };
}
