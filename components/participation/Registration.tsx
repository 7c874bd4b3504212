'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { account, conferences } from '@/lib/api/lazy-browser-calls';
import { loadRegistrationState, publishRegistrationState } from '@/lib/participation/registration-state';
import { putSeats, useLiveSeats } from '@/lib/participation/live-seats';
import { customerChannel, conferenceChannel, LIVE_EVENTS } from '@/lib/api/schemas/realtime-names';
import { PARTICIPATION_MESSAGES } from '@/lib/participation/registration-messages';
import { useChannel, useRealtime } from '@/lib/realtime/react';
import type { RegistrationState, RoomsSeating } from '@/lib/api/schemas';
import { loginHref } from '@/lib/auth/redirect';
import { Link } from '@/lib/i18n/navigation';
import { failureOf, type RegistrationFailure } from '@/lib/participation/registration-messages';
import { NOT_INCLUDED_MESSAGES } from '@/lib/api/entitlement-errors';
import { href } from '@/lib/routing/routes';
import { readAuthCookie } from '@/lib/session/auth-cookie';
import { Notice } from '@/components/ui/Notice';
import { useSession } from '@/lib/stores/session-context';
import { REGISTRATION_ANCHOR } from './registration-anchor';
import kit from '@/components/forms/Form.module.css';
import styles from './Registration.module.css';

// The registration form needs react-hook-form, zod resolvers and the kit's form frame: only a
// visitor with a pending registration who opens it downloads them.
const PendingRegistrationForm = lazy(() => import('./PendingRegistrationForm'));

// The room choice (the kit's radio group; its module holds every field of the kit) is shown only
// to a signed-in visitor who can register: it is fetched with their state, not with the page.
const loadFields = () => import('@/components/forms/fields');
const RoomChoice = lazy(() => loadFields().then((m) => ({ default: m.RadioGroupField })));


type Phase = 'loading' | 'anonymous' | 'signed' | 'unavailable';
type View = { phase: Exclude<Phase, 'loading'>; state: RegistrationState | null; seating: RoomsSeating | null };
type Message = { tone: 'error' | 'success' | 'info'; text: string; link?: { href: string; label: string } } | null;

/**
 * Registration for one session (SPEC §4, §5 "Activity registration"): the cached page renders the
 * skeleton; after load this leaf asks the API who the visitor is for this session (the state, or
 * only the seats for an anonymous visitor) and offers what fits: sign in, choose a room and
 * register, unregister, complete or discard a pending registration. Every refusal says its
 * SPEC §8 sentence, keeps the chosen room, and the state is read again so the page tells the truth.
 */
export function Registration({
  conferenceId,
  rooms,
  pagePath,
}: {
  conferenceId: number;
  /** the rooms as the cached page knows them: the skeleton draws one row per room */
  rooms: { id: number; name: string }[];
  /** this page's path with its language prefix: where sign-in comes back to */
  pagePath: string;
}) {
  const t = useTranslations('Registration');
  const tErrors = useTranslations('ApiErrors');
  const tConf = useTranslations('Conferences');
  const [phase, setPhase] = useState<Phase>('loading');
  // The page's one source of seats, live for every visitor (the "Aforo" card reads it too).
  const seating = useLiveSeats(conferenceId, null);
  const [state, setState] = useState<RegistrationState | null>(null);
  const [room, setRoom] = useState<number | null>(null);
  const [roomError, setRoomError] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);
  const customerId = useSession((s) => s.customer?.id ?? null);

  // The waiting list (issue 25): positions move as others leave or get a seat (re-read when
  // waiting), and a freed seat given to this visitor, or why it could not be, is said at once.
  const realtime = useRealtime();
  useChannel(realtime ? conferenceChannel(realtime.tenantKey, conferenceId) : null, {
    [LIVE_EVENTS.waitlistChanged]: () => {
      // useChannel calls the latest handler: `state` is this render's.
      if (state?.waitlist) void load();
    },
  });
  useChannel(realtime && customerId !== null ? customerChannel(realtime.tenantKey, customerId) : null, {
    [LIVE_EVENTS.waitlistPromoted]: (data) => {
      const event = data as { conferenceId?: number; roomId?: number | null };
      if (event?.conferenceId !== conferenceId) return;
      void load().then(() => say({ tone: 'success', text: event.roomId ? t('waitlistSeatIn', { room: roomName(event.roomId) }) : t('waitlistSeat') }));
    },
    [LIVE_EVENTS.waitlistSkipped]: (data) => {
      const event = data as { conferenceId?: number; reason?: string };
      if (event?.conferenceId !== conferenceId) return;
      const key = PARTICIPATION_MESSAGES[event.reason as keyof typeof PARTICIPATION_MESSAGES] ?? 'loadingError';
      void load().then(() => say({ tone: 'error', text: t('waitlistSkipped', { reason: tErrors(key as 'loadingError') }) }));
    },
  });

  /** What the API says now about this visitor and this session (no state is touched here). */
  const read = useCallback(async (): Promise<View> => {
    const anonymous = async (): Promise<View> => ({ phase: 'anonymous', state: null, seating: await conferences.getRoomsSeating(conferenceId) });
    try {
      if (!readAuthCookie()) return await anonymous();
      // While the state is asked for, the room choice's code comes too (if it fails, the choice
      // fails when drawn, like any other lazy chunk of the page; nothing to report here).
      loadFields().catch(() => {});
      const answer = await conferences.getRegistrationState(conferenceId);
      return { phase: 'signed', state: answer, seating: answer.seating };
    } catch (error) {
      if (failureOf(error).kind === 'signed_out') {
        try {
          return await anonymous();
        } catch {
          // the seats could not be read either: the loading error below
        }
      }
      return { phase: 'unavailable', state: null, seating: null };
    }
  }, [conferenceId]);

  const show = (view: View) => {
    setPhase(view.phase);
    setState(view.state);
    // An unreachable API keeps the last seats known rather than blanking them.
    if (view.seating) putSeats(view.seating);
  };
  const load = async () => show(await read());

  useEffect(() => {
    let active = true;
    read().then((view) => {
      if (!active) return;
      show(view);
      // Coming from "my activities" (…#inscripcion) with a pending registration: the form opens.
      if (view.state?.status === 'pending' && window.location.hash === `#${REGISTRATION_ANCHOR}`) setFormOpen(true);
    });
    return () => {
      active = false;
    };
    // Signing in or out elsewhere on the page (the header) changes what this block offers.
  }, [read, customerId]);

  const say = (next: Message) => {
    setMessage(next);
    // After the DOM has the text: the focus moves to it and a screen reader reads it.
    requestAnimationFrame(() => messageRef.current?.focus());
  };

  const refusal = (failure: RegistrationFailure): Message => {
    if (failure.kind === 'unavailable') return { tone: 'error', text: tErrors('loadingError') };
    if (failure.kind === 'entitlement') {
      const label = failure.upgrade ? tErrors('upgradeTo', { ticket: failure.upgrade.name }) : tErrors('upgradeTicket');
      return { tone: 'error', text: tErrors(NOT_INCLUDED_MESSAGES[failure.right]), link: { href: href('purchase'), label } };
    }
    if (failure.kind === 'signed_out') return { tone: 'error', text: tErrors('loginToRegister'), link: { href: loginHref({ redirect: pagePath }), label: t('logIn') } };
    if (failure.message === 'overlappingDatesWith' && failure.conflict) {
      return {
        tone: 'error',
        text: tErrors('overlappingDatesWith', { title: failure.conflict.title }),
        link: { href: href('session', { slug: failure.conflict.slug }), label: t('seeOther', { title: failure.conflict.title }) },
      };
    }
    if (failure.message === 'ticketNeeded') return { tone: 'error', text: tErrors('ticketNeeded'), link: { href: href('purchase'), label: tErrors('buyTicket') } };
    return { tone: 'error', text: tErrors(failure.message as 'noRoomSelected') };
  };

  /** Runs one change (register, unregister, discard) at a time; a refusal reads the state again. */
  const change = async (call: () => Promise<RegistrationState | null>, done: (answer: RegistrationState | null) => Message) => {
    if (busy) return;
    setBusy(true);
    setRoomError('');
    try {
      const answer = await call();
      if (answer) {
        setState(answer);
        putSeats(answer.seating);
        // The page's other leaves (files, stream, survey) follow the new state at once.
        publishRegistrationState(answer);
      } else {
        await load();
        await loadRegistrationState(conferenceId, { force: true });
      }
      say(done(answer));
      return answer;
    } catch (error) {
      const failure = failureOf(error);
      const text = refusal(failure);
      if (failure.kind === 'rule' && (failure.key === 'registration.room_required' || failure.key === 'registration.room_full')) {
        setRoomError(text?.text ?? '');
      }
      say(text);
      // The seats or the registration changed elsewhere: show them as they are now. The chosen
      // room stays chosen (nothing the visitor did is lost).
      if (failure.kind !== 'unavailable') await load();
    } finally {
      setBusy(false);
    }
  };

  const hasRooms = (seating?.rooms.length ?? rooms.length) > 0;
  const roomName = (id: number | null) => seating?.rooms.find((r) => r.id === id)?.name ?? rooms.find((r) => r.id === id)?.name ?? '';

  const register = () => {
    if (busy) return;
    if (seating?.full) return say({ tone: 'error', text: tErrors('sessionFull') });
    if (hasRooms && room === null) {
      // The API says the same (registration.room_required); no need to ask it.
      const text = tErrors('noRoomSelected');
      setRoomError(text);
      say({ tone: 'error', text });
      return;
    }
    void change(
      () => conferences.registerForConference(conferenceId, room),
      (answer) =>
        answer?.status === 'pending'
          ? { tone: 'info', text: t('pendingDone') }
          : { tone: 'success', text: answer?.roomId ? t('registeredDoneIn', { room: roomName(answer.roomId) }) : t('registeredDone') },
    );
  };

  const joinWaitlist = () => {
    if (busy) return;
    if (hasRooms && room === null) {
      const text = tErrors('noRoomSelected');
      setRoomError(text);
      say({ tone: 'error', text });
      return;
    }
    void change(
      () => conferences.joinWaitlist(conferenceId, room),
      (answer) => ({ tone: 'success', text: t('waitlistJoined', { position: answer?.waitlist?.position ?? 1 }) }),
    );
  };

  const leaveWaitlist = () =>
    void change(
      () => conferences.leaveWaitlist(conferenceId),
      () => ({ tone: 'success', text: t('waitlistLeft') }),
    );

  const unregister = () =>
    state &&
    void change(
      () => conferences.unregisterFromConference(conferenceId, state.roomId),
      () => ({ tone: 'success', text: t('unregisteredDone') }),
    );

  const discard = () =>
    state?.uuid &&
    void change(
      async () => {
        await account.discardPendingRegistration(state.uuid!);
        setFormOpen(false);
        return null;
      },
      () => ({ tone: 'success', text: t('discardedDone') }),
    );

  const seatText = (r: { occupied: number; total: number; full: boolean }) =>
    `${tConf('seats', { occupied: Math.min(r.occupied, r.total), total: r.total })}${r.full ? ` · ${t('roomFull')}` : ''}`;

  const choosing = phase === 'signed' && state?.status === 'none' && !state.closed;
  const status = statusLine();

  function statusLine(): { text: string; link?: { href: string; label: string } } {
    if (phase === 'loading') return { text: t('loading') };
    if (phase === 'unavailable') return { text: tErrors('loadingError') };
    if (phase === 'anonymous') return { text: seating?.full ? tErrors('sessionFull') : tErrors('loginToRegister') };
    if (!state) return { text: '' };
    if (state.status === 'confirmed') return { text: state.roomId ? t('registeredIn', { room: roomName(state.roomId) }) : t('registered') };
    if (state.status === 'pending') return { text: t('pending') };
    if (state.closed) return { text: tErrors('registrationClosed') };
    if (state.ticket.required && !state.ticket.held) return { text: tErrors('ticketNeeded'), link: { href: href('purchase'), label: tErrors('buyTicket') } };
    // A seat in a room needs a ticket with in-person sessions (the API refuses it again: entitlement.in_person).
    if (state.ticket.required && hasRooms && !state.ticket.rights.includes('in_person')) {
      return { text: tErrors('notIncludedInPerson'), link: { href: href('purchase'), label: tErrors('upgradeTicket') } };
    }
    if (state.conflict) {
      return {
        text: tErrors('overlappingDatesWith', { title: state.conflict.title }),
        link: { href: href('session', { slug: state.conflict.slug }), label: t('seeOther', { title: state.conflict.title }) },
      };
    }
    if (state.waitlist) {
      const where = roomName(state.waitlist.roomId);
      return { text: t('waitlistPlace', { room: where, position: state.waitlist.position, waiting: state.waitlist.waiting }) };
    }
    if (seating?.full) return { text: `${tErrors('sessionFull')} ${t('waitlistOffer')}` };
    return { text: t('notRegistered') };
  }

  const liveRooms = seating?.rooms ?? rooms.map((r) => ({ ...r, occupied: 0, total: 0, full: false }));

  const seatList = (
    // Drawn with the kit's radio-group classes, row for row, so that the skeleton and the
    // read-only list are exactly as tall as the room choice that may replace them.
    // A legend is no flex item (no gap after it), a paragraph is: the gap goes, the label keeps its margin.
    <div className={`${kit.field} ${kit.group}`} style={{ gap: 0 }}>
      <p className={kit.label} id="registration-rooms">
        {t('seatsNow')}
      </p>
      <ul aria-labelledby="registration-rooms" className={styles.roomList}>
        {liveRooms.map((r) => (
          <li key={r.id} className={kit.check}>
            <span className={`${kit.checkbox} ${styles.noBox}`} aria-hidden="true" />
            <span className={kit.checkLabel}>
              {r.name}: {seating ? seatText(r) : <span className={styles.placeholder}>{t('loading')}</span>}
              {state?.roomId === r.id && state.status !== 'none' ? <strong> · {t('yourRoom')}</strong> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <section id={REGISTRATION_ANCHOR} aria-labelledby={`${REGISTRATION_ANCHOR}-title`} className={styles.panel} aria-busy={phase === 'loading' || undefined}>
      <h2 id={`${REGISTRATION_ANCHOR}-title`} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.status} data-testid="registration-status">
        {status.text}
        {status.link ? (
          <>
            {' '}
            <Link href={status.link.href}>{status.link.label}</Link>
          </>
        ) : null}
      </p>

      {hasRooms ? (
        choosing ? (
          // The choice's component comes in its own chunk (see RoomChoice); until it is there,
          // the read-only list holds its place.
          <Suspense fallback={seatList}>
            <RoomChoice
              id="registration-room"
              label={t('room')}
              required
              error={roomError}
              options={liveRooms.map((r) => ({ value: String(r.id), label: `${r.name}: ${seatText(r)}`, disabled: r.full && !seating?.full }))}
              registration={{
                name: 'room_id',
                // No react-hook-form here (it stays out of the public page's code): the kit's radio
                // group is given the handlers it expects, and the chosen room lives in this state.
                onChange: async (event: { target: HTMLInputElement }) => {
                  setRoom(Number(event.target.value));
                  setRoomError('');
                },
                onBlur: async () => {},
                ref: () => {},
              }}
            />
          </Suspense>
        ) : (
          seatList
        )
      ) : null}

      <div className={styles.actions}>
        {phase === 'loading' ? (
          <span className={`button ${styles.placeholderButton}`} aria-hidden="true">
            {t('register')}
          </span>
        ) : phase === 'anonymous' ? (
          <Link href={loginHref({ redirect: pagePath })} className="button">
            {t('logInToRegister')}
          </Link>
        ) : phase === 'unavailable' ? (
          <button type="button" className="button button-secondary" onClick={() => void load()}>
            {t('retry')}
          </button>
        ) : state?.status === 'confirmed' ? (
          <button type="button" className="button button-secondary" onClick={unregister} aria-disabled={busy || undefined}>
            {busy ? t('working') : t('unregister')}
          </button>
        ) : state?.status === 'pending' ? (
          <>
            {formOpen ? null : (
              <button type="button" className="button" onClick={() => setFormOpen(true)} aria-expanded={false} aria-controls="registration-form">
                {t('complete')}
              </button>
            )}
            <button type="button" className="button button-secondary" onClick={discard} aria-disabled={busy || undefined}>
              {busy ? t('working') : t('discard')}
            </button>
          </>
        ) : state?.waitlist ? (
          <button type="button" className="button button-secondary" onClick={leaveWaitlist} aria-disabled={busy || undefined}>
            {busy ? t('working') : t('waitlistLeave')}
          </button>
        ) : choosing && seating?.full ? (
          <button type="button" className="button" onClick={joinWaitlist} aria-disabled={busy || undefined}>
            {busy ? t('working') : t('waitlistJoin')}
          </button>
        ) : choosing ? (
          <button type="button" className="button" onClick={register} aria-disabled={busy || seating?.full || undefined}>
            {busy ? t('working') : t('register')}
          </button>
        ) : null}
      </div>

      <Notice live tone={message?.tone ?? 'info'} ref={messageRef}>
        {message ? (
          <p>
            {message.text}
            {message.link ? (
              <>
                {' '}
                <Link href={message.link.href}>{message.link.label}</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </Notice>

      {state?.status === 'pending' && formOpen && state.registrationFormId ? (
        <div id="registration-form">
          <Suspense fallback={<p className={styles.status}>{t('loading')}</p>}>
            <PendingRegistrationForm
              conferenceId={conferenceId}
              formId={state.registrationFormId}
              answers={state.answers}
              onState={(answer, text) => {
                setState(answer);
                putSeats(answer.seating);
                publishRegistrationState(answer);
                if (answer.status === 'confirmed') setFormOpen(false);
                if (answer.status === 'confirmed') say({ tone: 'success', text });
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
