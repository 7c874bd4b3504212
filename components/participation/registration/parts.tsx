'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { RoomsSeating } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import kit from '@/components/forms/Form.module.css';
import styles from '../Registration.module.css';

/**
 * The rows every state of the registration block draws (Registration.module.css): one status
 * line, one row per room, one row of buttons — same heights in every state, so the block does
 * not move the page when the API answers.
 */

export type StatusText = { text: string; link?: { href: string; label: string } };
export type Room = { id: number; name: string; occupied: number; total: number; full: boolean };

/** The block's one status line ("Inscrito en Sala 1", "Inicia sesión…"), with its link if any. */
export function StatusLine({ status }: { status: StatusText }) {
  return (
    <p className={styles.status} data-testid="registration-status">
      {status.text}
      {status.link ? (
        <>
          {' '}
          <Link href={status.link.href}>{status.link.label}</Link>
        </>
      ) : null}
    </p>
  );
}

/** The row of buttons (always drawn, empty when there is nothing to do). */
export function Actions({ children }: { children?: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** "12/40 plazas · Sala llena": one room's seats as the list and the choice say them. */
export function useSeatText() {
  const t = useTranslations('Registration');
  const tConf = useTranslations('Conferences');
  return (r: { occupied: number; total: number; full: boolean }) =>
    `${tConf('seats', { occupied: Math.min(r.occupied, r.total), total: r.total })}${r.full ? ` · ${t('roomFull')}` : ''}`;
}

/** The rooms with their live seats, or the cached page's rooms (no seats known yet). */
export function liveRooms(seating: RoomsSeating | null, rooms: { id: number; name: string }[]): Room[] {
  return seating?.rooms ?? rooms.map((r) => ({ ...r, occupied: 0, total: 0, full: false }));
}

/**
 * The read-only list of rooms and seats. Drawn with the kit's radio-group classes, row for row,
 * so that the skeleton and the read-only list are exactly as tall as the room choice that may
 * replace them. A legend is no flex item (no gap after it), a paragraph is: the gap goes, the
 * label keeps its margin.
 */
export function SeatList({ seating, rooms, yourRoom }: { seating: RoomsSeating | null; rooms: { id: number; name: string }[]; yourRoom?: number | null }) {
  const t = useTranslations('Registration');
  const seatText = useSeatText();
  return (
    <div className={`${kit.field} ${kit.group}`} style={{ gap: 0 }}>
      <p className={kit.label} id="registration-rooms">
        {t('seatsNow')}
      </p>
      <ul aria-labelledby="registration-rooms" className={styles.roomList}>
        {liveRooms(seating, rooms).map((r) => (
          <li key={r.id} className={kit.check}>
            <span className={`${kit.checkbox} ${styles.noBox}`} aria-hidden="true" />
            <span className={kit.checkLabel}>
              {r.name}: {seating ? seatText(r) : <span className={styles.placeholder}>{t('loading')}</span>}
              {yourRoom === r.id ? <strong> · {t('yourRoom')}</strong> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The room rows of a state that offers no choice: the seat list when the session has rooms. */
export function Rooms({ seating, rooms, yourRoom }: { seating: RoomsSeating | null; rooms: { id: number; name: string }[]; yourRoom?: number | null }) {
  const hasRooms = (seating?.rooms.length ?? rooms.length) > 0;
  return hasRooms ? <SeatList seating={seating} rooms={rooms} yourRoom={yourRoom} /> : null;
}
