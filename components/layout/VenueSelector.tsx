'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { Venue } from '@/lib/api/schemas';
import { useSession, VENUE_STORAGE_KEY } from '@/lib/stores/session-context';
import styles from './Header.module.css';

/** Venue dropdown (docs/product.md#routes, docs/product.md#states): only with more than one venue; the choice is kept and the page reloaded. */
function chooseVenue(value: string) {
  try {
    window.localStorage.setItem(VENUE_STORAGE_KEY, value);
  } catch {
    // Storage blocked: the reload shows the first venue again; nothing else to do.
  }
  window.location.reload();
}

export function VenueSelector({ venues }: { venues: Venue[] }) {
  const t = useTranslations('Header');
  const id = useId();
  const current = useSession((s) => s.currentVenue);
  const select = useRef<HTMLSelectElement>(null);

  // A choice made before hydration (slow phone) fired no handler: the server always renders
  // the first venue, so a different value on mount is the visitor's choice. Apply it.
  useEffect(() => {
    const el = select.current;
    if (el && venues.length > 1 && el.value !== String(venues[0]!.id)) chooseVenue(el.value);
    // Mount only: later values are React's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (venues.length < 2) return null;

  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.controlLabel}>
        {t('venue')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current ? String(current.id) : String(venues[0]!.id)}
        ref={select}
        onChange={(e) => chooseVenue(e.target.value)}
      >
        {venues.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </select>
    </div>
  );
}
