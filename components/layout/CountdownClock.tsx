'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { pad2, remainingUntil } from './countdown-time';
import styles from './Countdown.module.css';

// One clock for the page: the current second, ticking every second; null while hydrating, so
// the server's markup and the first browser render agree.
function subscribe(onTick: () => void) {
  const id = window.setInterval(onTick, 1000);
  return () => window.clearInterval(id);
}
const nowInSeconds = () => Math.floor(Date.now() / 1000);
const serverSnapshot = () => null;

/**
 * The ticking part of the countdown. Its box has a fixed size from the first byte (fixed-width
 * cells, tabular figures), so neither the numbers filling in nor hydration moves anything; the
 * numbers are not announced as they change (aria-live off), and the start date next to them is
 * the text alternative. After the start it renders nothing.
 */
export function CountdownClock({
  id,
  start,
  startsAt,
  dateText,
  timeText,
}: {
  id: string;
  /** The start as epoch milliseconds (an absolute instant). */
  start: number;
  /** The start as sent by the API (ISO 8601 with offset), for the <time> element. */
  startsAt: string;
  /** The start day in the event's time zone, already formatted; null: not shown. */
  dateText: string | null;
  /** The start time with its zone, e.g. "9:00 CET". */
  timeText: string;
}) {
  const t = useTranslations('Countdown');
  const now = useSyncExternalStore(subscribe, nowInSeconds, serverSnapshot);
  const left = now === null ? null : remainingUntil(start, now * 1000);
  if (now !== null && left === null) return null;

  const units = [
    { key: 'd', value: left ? String(left.days) : '--', label: t('days') },
    { key: 'h', value: left ? pad2(left.hours) : '--', label: t('hours') },
    { key: 'm', value: left ? pad2(left.minutes) : '--', label: t('minutes') },
    { key: 's', value: left ? pad2(left.seconds) : '--', label: t('seconds') },
  ];

  return (
    <div id={id} className={styles.countdown} data-start={start} data-countdown suppressHydrationWarning>
      <p className={styles.label} id={`${id}-label`}>
        {t('title')}
      </p>
      <div role="timer" aria-live="off" aria-labelledby={`${id}-label`} className={styles.clock}>
        {units.map((u) => (
          <span key={u.key} className={styles.unit} data-kind={u.key}>
            <span className={styles.value} data-unit={u.key} suppressHydrationWarning>
              {u.value}
            </span>{' '}
            <span className={styles.unitLabel}>{u.label}</span>
          </span>
        ))}
      </div>
      {dateText ? (
        <p className={styles.date}>
          <span className="visually-hidden">{t('startsOn')} </span>
          <time dateTime={startsAt}>
            <span className={styles.dateLine}>{dateText}</span> <span className={styles.dateLine}>{timeText}</span>
          </time>
        </p>
      ) : null}
    </div>
  );
}
