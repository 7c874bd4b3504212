'use client';

import { useTranslations } from 'next-intl';
import type { RoomsSeating } from '@/lib/api/schemas';
import { Actions, Rooms, StatusLine } from './parts';

/** The API could not say (docs/product.md#errors loading error): the last seats known and a retry. */
export function UnavailableRegistration({ seating, rooms, onRetry }: { seating: RoomsSeating | null; rooms: { id: number; name: string }[]; onRetry: () => void }) {
  const t = useTranslations('Registration');
  const tErrors = useTranslations('ApiErrors');
  return (
    <>
      <StatusLine status={{ text: tErrors('loadingError') }} />
      <Rooms seating={seating} rooms={rooms} />
      <Actions>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('retry')}
        </button>
      </Actions>
    </>
  );
}
