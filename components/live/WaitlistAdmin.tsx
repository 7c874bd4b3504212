'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { conferences } from '@/lib/api/browser-calls';
import { liveMessageOf } from '@/lib/api/live-model';
import type { SessionWaitlist } from '@/lib/api/schemas';
import { MODERATION_REASON_MAX } from '@/lib/api/schemas/live';
import { conferenceChannel, LIVE_EVENTS } from '@/lib/api/schemas/realtime-names';
import { useChannel, useRealtime } from '@/lib/realtime/react';
import { ConfirmWithReason } from '@/components/ui/ConfirmWithReason';
import { focusInPanel } from './focus-return';
import { LatestRead } from './latest-read';
import type { LiveText } from './live-text';
import styles from './Live.module.css';

type Registration = SessionWaitlist['rooms'][number]['registrations'][number];

/**
 * The organiser's seats of a session, on the moderation page: per room, who
 * is registered (with a removal confirmed in a dialog, with an optional reason the registrant
 * reads; a seat taken without an account is marked so, and its holder is told nothing) and the
 * waiting list in order; a session without rooms (no seats, so no waiting list)
 * lists its registrations alone. Kept current by the session's public channel: every
 * seat change or waiting-list move reads the list again (and so does every resubscription); an
 * answer older than the one shown is dropped (LatestRead: one change brings two events, two reads).
 */
export function WaitlistAdmin({ conferenceId, initial, text }: { conferenceId: number; initial: SessionWaitlist; text: LiveText }) {
  const t = useTranslations('Session');
  const format = useFormatter();
  const id = useId();
  const [list, setList] = useState(initial);
  const [removing, setRemoving] = useState<Registration | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const realtime = useRealtime();
  const reads = useRef(new LatestRead());
  const panel = useRef<HTMLElement>(null);

  const reload = useCallback(async () => {
    const read = reads.current.begin();
    try {
      const answer = await conferences.getSessionWaitlist(conferenceId);
      if (reads.current.isNewest(read)) setList(answer);
    } catch (failure) {
      // What is shown stays; the next event or reconnection reads it again.
      console.warn('[moderation] could not reload the waiting list', failure);
    }
  }, [conferenceId]);

  useChannel(realtime ? conferenceChannel(realtime.tenantKey, conferenceId) : null, {
    [LIVE_EVENTS.seatsUpdated]: () => void reload(),
    [LIVE_EVENTS.waitlistChanged]: () => void reload(),
    'pusher:subscription_succeeded': () => void reload(),
  });

  const close = () => {
    setError(null);
    setRemoving(null);
  };

  async function remove(reason: string | null) {
    if (!removing || busy) return;
    setBusy(true);
    setError(null);
    try {
      const read = reads.current.begin();
      const answer = await conferences.removeRegistration(conferenceId, removing.uuid, reason);
      if (reads.current.isNewest(read)) setList(answer);
      setNotice(t('seatsAdmin.removed', { name: removing.name }));
      close();
    } catch (failure) {
      setError(text(liveMessageOf(failure, 'moderation')));
    } finally {
      setBusy(false);
    }
  }

  const withoutRoom = list.rooms.length === 0 ? list.withoutRoom : null;
  if (list.rooms.length === 0 && withoutRoom === null) return null;
  const since = (iso: string) => format.dateTime(new Date(iso), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

  /** Who is registered (oldest first), each with the removal button; `label` names the list. */
  const registrationList = (registrations: Registration[], label: string, nobody: string) =>
    registrations.length === 0 ? (
      <p className={styles.meta}>{nobody}</p>
    ) : (
      <ul className={styles.list} aria-label={label}>
        {registrations.map((r) => (
          <li key={r.uuid} className={styles.item} data-registration={r.email}>
            <p className={styles.text}>
              {r.name} · {r.email}
            </p>
            <p className={styles.meta}>
              {r.external ? `${t('seatsAdmin.external')} · ` : ''}
              {r.status === 'pending' ? `${t('seatsAdmin.pending')} · ` : ''}
              {t('seatsAdmin.since', { when: since(r.since) })}
            </p>
            <div className={styles.actions}>
              <button type="button" className="button button-secondary" aria-disabled={busy || undefined} onClick={() => setRemoving(r)}>
                {t('seatsAdmin.remove')}
                <span className="visually-hidden">: {r.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section ref={panel} className={styles.panel} aria-labelledby={`${id}-h`} data-testid="seats-admin">
      <h2 id={`${id}-h`} className={styles.heading} tabIndex={-1} data-focus-fallback>
        {withoutRoom ? t('seatsAdmin.titleWithoutRoom') : t('seatsAdmin.title')}
      </h2>
      <p className={styles.meta}>{withoutRoom ? t('seatsAdmin.leadWithoutRoom') : t('seatsAdmin.lead')}</p>
      <p role="status" className={styles.meta}>
        {notice}
      </p>
      {withoutRoom ? (
        <>
          <h3 className={styles.subheading}>{t('seatsAdmin.registered', { count: withoutRoom.length })}</h3>
          {registrationList(withoutRoom, t('seatsAdmin.registeredInSession'), t('seatsAdmin.nobodyRegisteredInSession'))}
        </>
      ) : null}
      {list.rooms.map((room) => (
        <section key={room.roomId} aria-labelledby={`${id}-r${room.roomId}`} data-room={room.name}>
          <h3 id={`${id}-r${room.roomId}`} className={styles.subheading}>
            {room.name}
          </h3>
          <p className={styles.meta} data-testid="room-seats">
            {t('seatsAdmin.seats', { occupied: room.occupied, total: room.total })}
          </p>
          <h4 className={styles.subheading}>{t('seatsAdmin.registered', { count: room.registrations.length })}</h4>
          {registrationList(room.registrations, t('seatsAdmin.registeredIn', { room: room.name }), t('seatsAdmin.nobodyRegistered'))}
          <h4 className={styles.subheading}>{t('seatsAdmin.waiting', { count: room.entries.length })}</h4>
          {room.entries.length === 0 ? (
            <p className={styles.meta}>{t('seatsAdmin.nobodyWaiting')}</p>
          ) : (
            <ol className={styles.list} aria-label={t('seatsAdmin.waitingIn', { room: room.name })}>
              {room.entries.map((w) => (
                <li key={w.email} className={styles.item} data-waiting={w.email}>
                  <p className={styles.text}>
                    {t('seatsAdmin.position', { position: w.position })} · {w.name} · {w.email}
                  </p>
                  <p className={styles.meta}>{t('seatsAdmin.waitingSince', { when: since(w.since) })}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
      <ConfirmWithReason
        // A fresh dialog (empty reason) for every registration.
        key={removing?.uuid ?? 'none'}
        open={removing !== null}
        onClose={close}
        title={t('seatsAdmin.confirmTitle', { name: removing?.name ?? '' })}
        text={removing?.external ? t('seatsAdmin.confirmTextExternal') : withoutRoom ? t('seatsAdmin.confirmTextWithoutRoom') : t('seatsAdmin.confirmText')}
        confirmLabel={t('seatsAdmin.confirm')}
        max={MODERATION_REASON_MAX}
        busy={busy}
        error={error}
        onConfirm={(reason) => void remove(reason)}
        // Removed: the row is gone; the focus goes to the panel's heading, whose status line says what happened.
        returnFocus={() => focusInPanel(panel.current, '[data-focus-fallback]')}
      />
    </section>
  );
}
