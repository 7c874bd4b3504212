'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { Venue } from '@/lib/api/schemas';
import { useSession, VENUE_STORAGE_KEY } from '@/lib/stores/session-context';
import styles from './Header.module.css';

/** Venue dropdown (SPEC §2, §4): only with more than one venue; the choice is kept and the page reloaded. */
export function VenueSelector({ venues }: { venues: Venue[] }) {
  const t = useTranslations('Header');
  const id = useId();
  const current = useSession((s) => s.currentVenue);
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
        onChange={(e) => {
          try {
            window.localStorage.setItem(VENUE_STORAGE_KEY, e.target.value);
          } catch {
            // Storage blocked: the reload shows the first venue again; nothing else to do.
          }
          window.location.reload();
        }}
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
