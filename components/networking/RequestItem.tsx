'use client';

import { useId, useRef, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEventTimeZone } from '@/lib/i18n/use-event-time-zone';
import { Dialog } from '@/components/account/Dialog';
import { useSubmitOnce } from '@/components/forms/use-api-form';
import { networking } from '@/lib/api/browser-calls';
import type { NetworkingRequest, NetworkingRoom } from '@/lib/api/schemas/networking';
import { NETWORKING_REASON_MAX } from '@/lib/api/schemas/networking';
import { dayOf, timeRange } from '@/lib/i18n/format';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { networkingFailureOf } from '@/lib/networking/failures';
import { actionsFor, otherParty, stateDate } from '@/lib/networking/requests';
import { useNetworking } from './networking-context';
import { PersonAvatar } from './PersonAvatar';
import { RequestDialog } from './RequestDialog';
import styles from './Networking.module.css';

type RoomChoice = NetworkingRoom & { free: boolean };

/**
 * One request in the inbox: who, what, when and where, its state with the date it got there
 * (docs/product.md#states), and the person's actions: accept choosing a room, reject, cancel with an optional
 * reason, edit a pending request they sent. A slot or room taken meanwhile: "slot no longer
 * available" and the rooms are offered again as they are now.
 */
export function RequestItem({ request, onChanged }: { request: NetworkingRequest; onChanged: (request: NetworkingRequest) => void }) {
  const t = useTranslations('networking');
  const tErrors = useTranslations('ApiErrors');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const iso = LOCALE_META[locale].iso;
  const timeZone = useEventTimeZone();
  const { conference } = useNetworking();
  const id = useId();
  const other = otherParty(request);
  const can = actionsFor(request);
  const { run, pending } = useSubmitOnce();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; lines: string[] } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const [accepting, setAccepting] = useState(false);
  const [rooms, setRooms] = useState<RoomChoice[] | null>(null);
  const [room, setRoom] = useState('');
  const [roomMissing, setRoomMissing] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [editOpen, setEditOpen] = useState(false);
  const roomSelect = useRef<HTMLSelectElement>(null);

  const say = (tone: 'error' | 'success', lines: string[]) => {
    setMessage({ tone, lines });
    requestAnimationFrame(() => messageRef.current?.focus());
  };

  /** The rooms as they are now: the slot's free rooms where blocks apply, else the conference's. */
  const loadRooms = async (): Promise<RoomChoice[]> => {
    if (conference?.hasBlocks && request.slotId) {
      const blocks = await networking.getNetworkingBlocks(request.requester.id, request.id);
      const slot = blocks.blocks.flatMap((b) => b.slots).find((s) => s.id === request.slotId);
      if (slot) return slot.rooms;
    }
    return (conference?.rooms ?? []).map((r) => ({ ...r, free: true }));
  };

  const openAccept = () => {
    setAccepting(true);
    setMessage(null);
    void run(async () => {
      try {
        const now = await loadRooms();
        setRooms(now);
        const proposed = request.room && now.find((r) => r.id === request.room!.id && r.free);
        setRoom(proposed ? String(proposed.id) : '');
        requestAnimationFrame(() => roomSelect.current?.focus());
      } catch {
        say('error', [tErrors('loadingError')]);
      }
    });
  };

  const accept = () => {
    if (!room) {
      setRoomMissing(true);
      roomSelect.current?.focus();
      return;
    }
    void run(async () => {
      try {
        const saved = await networking.updateNetworkingRequest(request.id, { status: 'validated', roomId: Number(room) });
        setAccepting(false);
        onChanged(saved);
        say('success', [t('inbox.accepted', { name: `${other.name} ${other.surname}` })]);
      } catch (error) {
        const failure = networkingFailureOf(error, 'accept');
        if (failure.kind === 'taken') {
          // The choice again, as it is now.
          setRoom('');
          try {
            setRooms(await loadRooms());
          } catch {
            setRooms([]);
          }
          say('error', [tErrors(failure.message), t('inbox.chooseRoomAgain')]);
          return;
        }
        say('error', [tErrors(failure.message)]);
      }
    });
  };

  const reject = () =>
    void run(async () => {
      try {
        onChanged(await networking.updateNetworkingRequest(request.id, { status: 'rejected' }));
        say('success', [t('inbox.rejected')]);
      } catch (error) {
        say('error', [tErrors(networkingFailureOf(error, 'reject').message)]);
      }
    });

  const cancel = (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim().length > NETWORKING_REASON_MAX) return;
    void run(async () => {
      try {
        const saved = await networking.updateNetworkingRequest(request.id, { status: 'cancelled', reason: reason.trim() || null });
        setCancelOpen(false);
        onChanged(saved);
        say('success', [t('inbox.cancelled')]);
      } catch (error) {
        setCancelOpen(false);
        say('error', [tErrors(networkingFailureOf(error, 'cancel').message)]);
      }
    });
  };

  const when =
    request.startsAt && request.endsAt
      ? `${dayOf(request.startsAt, iso, timeZone)}, ${timeRange(request.startsAt, request.endsAt, iso, timeZone)}`
      : t('inbox.noTime');
  const stateAt = format.dateTime(new Date(stateDate(request)), { dateStyle: 'medium', timeStyle: 'short' });
  const reasonTooLong = reason.trim().length > NETWORKING_REASON_MAX;

  return (
    <article className={styles.request} aria-labelledby={`${id}-title`} data-request-id={request.id}>
      <div className={styles.cardHead}>
        <PersonAvatar person={other} size="small" />
        <div>
          <h3 id={`${id}-title`} className={styles.cardTitle}>
            {request.name}
          </h3>
          <p className={styles.muted}>
            {request.direction === 'received' ? t('inbox.from', { name: `${other.name} ${other.surname}` }) : t('inbox.to', { name: `${other.name} ${other.surname}` })}
            {other.company ? ` · ${other.company}` : ''}
          </p>
        </div>
      </div>
      <p className={`${styles.state} ${styles[`state-${request.status}`]}`}>
        <strong>{t(`states.${request.status}`)}</strong> · {t(`inbox.stateOn.${request.status}`, { date: stateAt })}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('inbox.when')}</dt>
          <dd>{when}</dd>
        </div>
        <div>
          <dt>{t('inbox.room')}</dt>
          <dd>{request.room?.name ?? t('inbox.noRoom')}</dd>
        </div>
        {request.comment ? (
          <div>
            <dt>{t('inbox.comment')}</dt>
            <dd>{request.comment}</dd>
          </div>
        ) : null}
        {request.status === 'cancelled' && request.cancelReason ? (
          <div>
            <dt>{t('inbox.reason')}</dt>
            <dd>{request.cancelReason}</dd>
          </div>
        ) : null}
      </dl>

      <div ref={messageRef} tabIndex={-1} role={message?.tone === 'error' ? 'alert' : 'status'} className={message ? (message.tone === 'error' ? styles.errorBox : styles.successBox) : undefined}>
        {message?.lines.map((line) => <p key={line}>{line}</p>)}
      </div>

      {accepting && rooms ? (
        <div className={styles.acceptBox}>
          <label htmlFor={`${id}-room`}>
            {t('inbox.chooseRoom')} <span aria-hidden="true">*</span>
          </label>
          <select
            ref={roomSelect}
            id={`${id}-room`}
            value={room}
            required
            aria-invalid={roomMissing || undefined}
            aria-describedby={roomMissing ? `${id}-room-error` : undefined}
            onChange={(e) => {
              setRoom(e.target.value);
              setRoomMissing(false);
            }}
          >
            <option value="">{t('inbox.roomPlaceholder')}</option>
            {rooms.map((r) => (
              <option key={r.id} value={String(r.id)} disabled={!r.free}>
                {r.free ? r.name : t('request.roomTaken', { room: r.name })}
              </option>
            ))}
          </select>
          {roomMissing ? (
            <p id={`${id}-room-error`} className={styles.fieldError}>
              {tErrors('noRoomSelected')}
            </p>
          ) : null}
          <div className={styles.cardActions}>
            <button type="button" className="button" onClick={accept} aria-disabled={pending || undefined}>
              {pending ? t('inbox.accepting') : t('inbox.confirmAccept')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setAccepting(false)}>
              {t('inbox.back')}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.cardActions}>
          {can.accept ? (
            <button type="button" className="button" onClick={openAccept} aria-disabled={pending || undefined}>
              {t('inbox.accept')}
            </button>
          ) : null}
          {can.reject ? (
            <button type="button" className="button button-secondary" onClick={reject} aria-disabled={pending || undefined}>
              {t('inbox.reject')}
            </button>
          ) : null}
          {can.edit ? (
            <button type="button" className="button button-secondary" onClick={() => setEditOpen(true)}>
              {t('inbox.edit')}
            </button>
          ) : null}
          {can.cancel ? (
            <button type="button" className={`button button-secondary ${styles.dangerText}`} onClick={() => setCancelOpen(true)}>
              {t('inbox.cancel')}
            </button>
          ) : null}
        </div>
      )}

      {can.cancel ? (
        <Dialog open={cancelOpen} onClose={() => setCancelOpen(false)} title={t('inbox.cancelTitle')} description={<p>{t('inbox.cancelText', { name: `${other.name} ${other.surname}` })}</p>}>
          <form noValidate onSubmit={cancel} className={styles.stack}>
            <label htmlFor={`${id}-reason`}>{t('inbox.reasonLabel')}</label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={reasonTooLong || undefined}
              aria-describedby={`${id}-reason-hint`}
            />
            <p id={`${id}-reason-hint`} className={reasonTooLong ? styles.fieldError : styles.muted}>
              {t('inbox.reasonHint', { count: reason.trim().length, max: NETWORKING_REASON_MAX })}
            </p>
            <div className={styles.dialogActions}>
              <button type="submit" className={`button ${styles.danger}`} aria-disabled={pending || reasonTooLong || undefined}>
                {pending ? t('inbox.cancelling') : t('inbox.confirmCancel')}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setCancelOpen(false)}>
                {t('inbox.keep')}
              </button>
            </div>
          </form>
        </Dialog>
      ) : null}

      {can.edit || editOpen ? (
        <RequestDialog
          open={editOpen}
          participant={request.receiver}
          request={request}
          onClose={() => setEditOpen(false)}
          onSaved={(saved) => {
            setEditOpen(false);
            onChanged(saved);
            say('success', [t('inbox.saved')]);
          }}
        />
      ) : null}
    </article>
  );
}
