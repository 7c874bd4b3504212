'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { CheckinDirection } from '@/lib/api/schemas/checkin-keys';
import { searchEntries, type ScanInput } from '@/lib/checkin/offline';
import { preloadVerifier } from '@/lib/checkin/verify';
import { DoorCamera, preloadScanner } from './DoorCamera';
import { signal } from './feedback';
import { useDoor, type Verdict } from './use-door';
import styles from './Door.module.css';

/**
 * A code read again within this time is the same badge passing the camera again in the same
 * queue: not a new scan.
 */
export const REPEAT_MS = 10_000;
/**
 * The badge whose verdict is on screen is still in front of the camera: it is not scanned again
 * until another badge is read, "Scan again" is pressed, or this time has passed.
 */
export const HOLD_MS = 60_000;

/** This device's choice to keep the camera off (staff who only search, a phone saving battery). */
const CAMERA_PREFERENCE = 'ekitaldi-door-camera';

/**
 * The door page (`/acceso/{list}`), phone first: the camera scanning continuously, the
 * direction (entry / exit), a large verdict in green, amber or red with its reason, a sound and a
 * vibration, the list's counts, a search by name, email or number for badges that do not scan,
 * whether it is online, how many scans wait to be sent, when the list was last synced, and the
 * conflicts the API reported for scans decided here while offline.
 */
export function DoorPage({ listId }: { listId: number }) {
  const t = useTranslations('Checkin');
  const door = useDoor(listId);
  const [direction, setDirection] = useState<CheckinDirection>('entry');
  const busy = useRef(false);
  const seen = useRef(new Map<string, number>());
  const current = useRef<{ code: string; at: number } | null>(null);
  const [camera, setCamera] = useState(() => typeof window === 'undefined' || window.localStorage.getItem(CAMERA_PREFERENCE) !== 'off');
  const verdictRef = useRef<HTMLDivElement>(null);
  const format = useFormatter();

  useEffect(() => {
    // What an offline door needs is downloaded while it is online.
    preloadScanner();
    preloadVerifier();
  }, []);
  const time = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : '');

  const run = useCallback(
    async (input: ScanInput) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const verdict = await door.scan(input, direction);
        if (verdict) signal(verdict.result);
      } finally {
        busy.current = false;
      }
    },
    [direction, door],
  );

  const onCode = useCallback(
    (code: string) => {
      const now = Date.now();
      if (current.current?.code === code && now - current.current.at < HOLD_MS) return;
      for (const [c, at] of seen.current) if (now - at >= REPEAT_MS) seen.current.delete(c);
      if (seen.current.has(code)) return;
      seen.current.set(code, now);
      current.current = { code, at: now };
      void run({ code });
    },
    [run],
  );

  const again = () => {
    seen.current.clear();
    current.current = null;
    door.dismiss();
  };

  const toggleCamera = () => {
    const on = !camera;
    setCamera(on);
    try {
      if (on) window.localStorage.removeItem(CAMERA_PREFERENCE);
      else window.localStorage.setItem(CAMERA_PREFERENCE, 'off');
    } catch {
      // Private mode without storage: the choice lasts this page.
    }
  };

  if (door.phase === 'loading' || door.phase === 'needsLink' || door.phase === 'denied' || door.phase === 'noData') {
    const text = { loading: t('door.loading'), needsLink: t('door.needsLink'), denied: t('door.denied'), noData: t('door.noData') }[door.phase];
    return (
      <div className={styles.door} data-testid="door">
        <h1 className={styles.title}>{t('door.title')}</h1>
        <p className={styles.problem} role={door.phase === 'loading' ? 'status' : 'alert'} data-testid="door-problem">
          {text}
        </p>
      </div>
    );
  }

  const data = door.data!;
  const list = data.list;
  const counts = door.counts ?? list.counts;
  return (
    <div className={styles.door} data-testid="door">
      <header className={styles.head}>
        <h1 className={styles.title}>{list.name}</h1>
        <p className={styles.status} data-testid="door-status">
          <span className={door.online ? styles.online : styles.offline} data-online={door.online}>
            {door.online ? t('door.online') : t('door.offline')}
          </span>
          <span data-testid="door-queued">{t('door.queued', { count: door.queued })}</span>
          <span data-testid="door-synced">{t('door.synced', { time: time(data.syncedAt) })}</span>
        </p>
        {list.closedAt ? <p className={styles.closedNote}>{t('refusals.list_closed')}</p> : null}
      </header>

      <div className={styles.main}>
        <div className={styles.scanner}>
          {camera ? (
            <DoorCamera onCode={onCode} label={t('door.camera')} starting={t('door.cameraStarting')} unavailable={t('door.cameraUnavailable')} />
          ) : (
            <p className={styles.cameraOff}>{t('door.cameraOff')}</p>
          )}
          {/* The label says what the button does now: staff reading "pause" on a paused camera would not find how to turn it on. */}
          <button type="button" className="button button-secondary" onClick={toggleCamera}>
            {camera ? t('door.pauseCamera') : t('door.startCamera')}
          </button>
          <fieldset className={styles.direction}>
            <legend>{t('door.direction')}</legend>
            {(['entry', 'exit'] as const).map((d) => (
              <label key={d} className={styles.directionChoice}>
                <input type="radio" name="direction" value={d} checked={direction === d} onChange={() => setDirection(d)} />
                {d === 'entry' ? t('door.entry') : t('door.exit')}
              </label>
            ))}
          </fieldset>
        </div>

        <div className={styles.side}>
          <VerdictPanel verdict={door.verdict} time={time} innerRef={verdictRef} onAgain={again} />

          <dl className={styles.counts} data-testid="door-counts">
            <div>
              <dt>{t('counts.inside')}</dt>
              <dd data-testid="door-inside">{counts.inside}</dd>
            </div>
            <div>
              <dt>{t('counts.checkedIn')}</dt>
              <dd data-testid="door-checked-in">{counts.checkedIn}</dd>
            </div>
            <div>
              <dt>{t('counts.expected')}</dt>
              <dd>{counts.expected}</dd>
            </div>
          </dl>

          <ManualSearch data={data} direction={direction} onPick={(customerId) => void run({ customerId })} />

          {door.conflicts.length > 0 ? (
            <section className={styles.conflicts} aria-labelledby="door-conflicts" data-testid="door-conflicts">
              <h2 id="door-conflicts" className={styles.subTitle}>
                {t('door.conflictsTitle', { count: door.conflicts.length })}
              </h2>
              <p className={styles.meta}>{t('door.conflictsLead')}</p>
              <ul>
                {door.conflicts.map((c) => (
                  <li key={c.nonce} data-testid="door-conflict">
                    {t('door.conflict', {
                      time: time(c.at),
                      name: c.name ?? t('list.unknownPerson'),
                      decided: t(`verdict.${c.decided}`),
                      answer: c.answer ? (c.answer.reason ? t(`refusals.${c.answer.reason}`) : t(`verdict.${c.answer.result}`)) : '',
                    })}
                  </li>
                ))}
              </ul>
              <button type="button" className="button button-secondary" onClick={() => void door.clearConflicts()}>
                {t('door.clearConflicts')}
              </button>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function VerdictPanel({ verdict, time, innerRef, onAgain }: { verdict: Verdict | null; time: (iso: string | null) => string; innerRef: React.RefObject<HTMLDivElement | null>; onAgain: () => void }) {
  const t = useTranslations('Checkin');
  const tone = verdict ? { admitted: styles.ok, already: styles.warn, refused: styles.bad }[verdict.result] : styles.idle;
  const headline = !verdict
    ? t('door.ready')
    : verdict.result === 'admitted'
      ? verdict.direction === 'exit'
        ? t('verdict.exited')
        : t('door.admitted')
      : verdict.result === 'already'
        ? t('verdict.already')
        : t('door.refused');
  const detail = !verdict
    ? t('door.readyHint')
    : verdict.result === 'refused'
      ? t(`refusals.${verdict.reason!}`)
      : verdict.result === 'already' && verdict.previous
        ? verdict.previous.by
          ? t('door.alreadyBy', { time: time(verdict.previous.at), list: verdict.previous.listName ?? '', name: verdict.previous.by })
          : t('door.alreadyAt', { time: time(verdict.previous.at), list: verdict.previous.listName ?? '' })
        : (verdict.ticket ?? '');
  return (
    <div ref={innerRef} className={`${styles.verdict} ${tone}`} data-testid="door-verdict" data-result={verdict?.result ?? 'none'} data-reason={verdict?.reason ?? undefined} data-offline={verdict?.offline ?? undefined}>
      {verdict?.photo ? <VerdictPhoto key={verdict.id} src={verdict.photo} /> : null}
      {/* One live region: the verdict is read out as it changes, once. */}
      <div aria-live="assertive" aria-atomic="true">
        <p className={styles.headline}>{headline}</p>
        {verdict?.name ? <p className={styles.person}>{verdict.name}</p> : null}
        <p className={styles.detail}>{detail}</p>
        {verdict?.offline ? <p className={styles.detail}>{t('door.decidedHere')}</p> : null}
      </div>
      {verdict ? (
        <button type="button" className={`button ${styles.again}`} onClick={onAgain}>
          {t('door.scanAgain')}
        </button>
      ) : null}
    </div>
  );
}

function ManualSearch({ data, direction, onPick }: { data: NonNullable<ReturnType<typeof useDoor>['data']>; direction: CheckinDirection; onPick: (customerId: number) => void }) {
  const t = useTranslations('Checkin');
  const id = useId();
  const [query, setQuery] = useState('');
  const hits = useMemo(() => searchEntries(data, query), [data, query]);
  return (
    <section className={styles.search} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={styles.subTitle}>
        {t('door.searchTitle')}
      </h2>
      <label htmlFor={`${id}-q`}>{t('door.searchLabel')}</label>
      <input id={`${id}-q`} className={styles.searchInput} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" aria-describedby={`${id}-n`} />
      <p id={`${id}-n`} className={styles.meta} aria-live="polite">
        {query.trim().length >= 2 || /^\d+$/.test(query.trim()) ? t('door.searchResults', { count: hits.length }) : ''}
      </p>
      {hits.length > 0 ? (
        <ul className={styles.hits}>
          {hits.map((e) => (
            <li key={e.customerId} className={styles.hit}>
              <span>
                <strong>{e.name}</strong> <span className={styles.meta}>{e.email} · {e.customerId}{e.inside ? ` · ${t('door.inside')}` : ''}</span>
              </span>
              <button type="button" className="button" onClick={() => onPick(e.customerId)}>
                {direction === 'entry' ? t('door.admit') : t('door.recordExit')}
                <span className="visually-hidden"> · {e.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The account's photo beside the verdict, so staff can match the face to the badge. The name is
 * read out already: the picture is decoration for assistive technology (`alt=""`). Offline, a
 * photo this device never loaded cannot come: it is left out rather than shown broken.
 */
function VerdictPhoto({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  // The organiser's API serves the photos (any host): a plain <img>.
  // eslint-disable-next-line @next/next/no-img-element
  return <img className={styles.photo} src={src} alt="" width={96} height={96} data-testid="door-photo" onError={() => setFailed(true)} />;
}
