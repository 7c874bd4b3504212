'use client';

import { useTranslations } from 'next-intl';
import type { RoomsSeating } from '@/lib/api/schemas';
import { loginHref } from '@/lib/auth/redirect';
import { Link } from '@/lib/i18n/navigation';
import { Actions, Rooms, StatusLine } from './parts';

/** A visitor who is not signed in: the live seats and the way to sign in (back to this page). */
export function AnonymousRegistration({ seating, rooms, pagePath }: { seating: RoomsSeating | null; rooms: { id: number; name: string }[]; pagePath: string }) {
  const t = useTranslations('Registration');
  const tErrors = useTranslations('ApiErrors');
  return (
    <>
      <StatusLine status={{ text: seating?.full ? tErrors('sessionFull') : tErrors('loginToRegister') }} />
      <Rooms seating={seating} rooms={rooms} />
      <Actions>
        <Link href={loginHref({ redirect: pagePath })} className="button">
          {t('logInToRegister')}
        </Link>
      </Actions>
    </>
  );
}
