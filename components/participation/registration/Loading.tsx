'use client';

import { useTranslations } from 'next-intl';
import type { RoomsSeating } from '@/lib/api/schemas';
import styles from '../Registration.module.css';
import { Actions, Rooms, StatusLine } from './parts';

/** Before the API has said who the visitor is: the skeleton, as tall as every other state. */
export function LoadingRegistration({ seating, rooms }: { seating: RoomsSeating | null; rooms: { id: number; name: string }[] }) {
  const t = useTranslations('Registration');
  return (
    <>
      <StatusLine status={{ text: t('loading') }} />
      <Rooms seating={seating} rooms={rooms} />
      <Actions>
        <span className={`button ${styles.placeholderButton}`} aria-hidden="true">
          {t('register')}
        </span>
      </Actions>
    </>
  );
}
