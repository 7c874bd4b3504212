import { useTranslations } from 'next-intl';
import type { ConferenceRoom } from '@/lib/api/schemas';
import styles from './Conferences.module.css';

/**
 * Seats taken per room, as text ("45 of 120 seats taken", "Full") with a bar that only
 * repeats it visually. Full when occupied >= total (docs/product.md#states).
 */
export function Seating({ rooms, showRoomNames = rooms.length > 1 }: { rooms: ConferenceRoom[]; showRoomNames?: boolean }) {
  const t = useTranslations('Conferences');
  return (
    <ul className={styles.seating}>
      {rooms.map((room) => {
        const { occupied, total } = room.seating;
        const full = total > 0 && occupied >= total;
        const percent = total > 0 ? Math.min(100, Math.round((occupied / total) * 100)) : 0;
        const seats = t('seats', { occupied: Math.min(occupied, total), total });
        return (
          <li key={room.id} className={styles.seat}>
            <span>
              {showRoomNames ? `${room.name}: ` : null}
              {seats}
              {full ? <strong className={styles.full}> · {t('full')}</strong> : null}
            </span>
            <span className={styles.bar} aria-hidden="true">
              <span className={full ? styles.barFull : styles.barFill} style={{ width: `${percent}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
