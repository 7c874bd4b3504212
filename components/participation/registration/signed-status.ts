import type { useTranslations } from 'next-intl';
import { notIncluded } from '@/lib/api/entitlement-errors';
import type { RegistrationState, RoomsSeating } from '@/lib/api/schemas';
import { href } from '@/lib/routing/routes';
import type { StatusText } from './parts';

type T = ReturnType<typeof useTranslations<'Registration'>>;
type TErrors = ReturnType<typeof useTranslations<'ApiErrors'>>;

/**
 * The status line of a signed-in visitor: registered (and where), pending, closed, what the held
 * ticket lacks (with the purchase or upgrade link), the clashing session, the waiting-list place,
 * full, or not registered yet — in that order.
 */
export function signedStatus(
  state: RegistrationState,
  seating: RoomsSeating | null,
  { hasRooms, roomName, t, tErrors }: { hasRooms: boolean; roomName: (id: number | null) => string; t: T; tErrors: TErrors },
): StatusText {
  if (state.status === 'confirmed') return { text: state.roomId ? t('registeredIn', { room: roomName(state.roomId) }) : t('registered') };
  if (state.status === 'pending') return { text: t('pending') };
  if (state.closed) return { text: tErrors('registrationClosed') };
  if (state.ticket.required && !state.ticket.held) return { text: tErrors('ticketNeeded'), link: { href: href('purchase'), label: tErrors('buyTicket') } };
  // A seat in a room needs a ticket with in-person sessions (the API refuses it again: entitlement.in_person).
  if (state.ticket.required && hasRooms && !state.ticket.rights.includes('in_person')) {
    return notIncluded(tErrors, { right: 'in_person' });
  }
  if (state.conflict) {
    return {
      text: tErrors('overlappingDatesWith', { title: state.conflict.title }),
      link: { href: href('session', { slug: state.conflict.slug }), label: t('seeOther', { title: state.conflict.title }) },
    };
  }
  if (state.waitlist) {
    const where = roomName(state.waitlist.roomId);
    return { text: t('waitlistPlace', { room: where, position: state.waitlist.position, waiting: state.waitlist.waiting }) };
  }
  if (seating?.full) return { text: `${tErrors('sessionFull')} ${t('waitlistOffer')}` };
  return { text: t('notRegistered') };
}
