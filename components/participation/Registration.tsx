'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { conferences } from '@/lib/api/lazy-browser-calls';
import { publishRegistrationState } from '@/lib/participation/registration-state';
import { putSeats, useLiveSeats } from '@/lib/participation/live-seats';
import type { RegistrationState, RoomsSeating } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import { isSignedOut } from '@/lib/participation/signed-out';
import { readAuthCookie } from '@/lib/session/auth-cookie';
import { Notice } from '@/components/ui/Notice';
import { useSession } from '@/lib/stores/session-context';
import { REGISTRATION_ANCHOR } from './registration-anchor';
import { AnonymousRegistration } from './registration/Anonymous';
import { LoadingRegistration } from './registration/Loading';
import { UnavailableRegistration } from './registration/Unavailable';
import type { Message } from './registration/use-registration-change';
import styles from './Registration.module.css';

// A signed-in visitor's states (room choice, register, the waiting list, what the ticket lacks,
// unregister, pending) come in their own chunk, fetched while their state is asked for: an
// anonymous visitor never downloads them.
const loadSigned = () => import('./registration/Signed');
const SignedRegistration = lazy(loadSigned);
// The room choice's code (the kit's fields) comes with the state too.
const loadFields = () => import('@/components/forms/fields');

// The registration form needs react-hook-form, zod resolvers and the kit's form frame: only a
// visitor with a pending registration who opens it downloads them.
const PendingRegistrationForm = lazy(() => import('./PendingRegistrationForm'));

type Phase = 'loading' | 'anonymous' | 'signed' | 'unavailable';
type View = { phase: Exclude<Phase, 'loading'>; state: RegistrationState | null; seating: RoomsSeating | null };

/**
 * Registration for one session (docs/product.md#states, docs/product.md#validation "Activity registration"): the cached page renders the
 * skeleton; after load this leaf asks the API who the visitor is for this session (the state, or
 * only the seats for an anonymous visitor) and draws the state that fits, one file each under
 * ./registration: loading, anonymous (sign in), unavailable (retry), signed (choose a room and
 * register, unregister, complete or discard a pending registration, the waiting list). Every
 * refusal says its docs/product.md#errors sentence in the block's message, keeps the chosen room, and the state
 * is read again so the page tells the truth.
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
  const [phase, setPhase] = useState<Phase>('loading');
  // The page's one source of seats, live for every visitor (the "Aforo" card reads it too).
  const seating = useLiveSeats(conferenceId, null);
  const [state, setState] = useState<RegistrationState | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [formOpen, setFormOpen] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);
  const customerId = useSession((s) => s.customer?.id ?? null);

  /** What the API says now about this visitor and this session (no state is touched here). */
  const read = useCallback(async (): Promise<View> => {
    const anonymous = async (): Promise<View> => ({ phase: 'anonymous', state: null, seating: await conferences.getRoomsSeating(conferenceId) });
    try {
      if (!readAuthCookie()) return await anonymous();
      // While the state is asked for, the signed-in states' code comes too (if it fails, they
      // fail when drawn, like any other lazy chunk of the page; nothing to report here).
      loadSigned().catch(() => {});
      loadFields().catch(() => {});
      const answer = await conferences.getRegistrationState(conferenceId);
      return { phase: 'signed', state: answer, seating: answer.seating };
    } catch (error) {
      if (isSignedOut(error)) {
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

  /** A new state from the API: this block, the seats and the page's other leaves (files, stream, survey) follow it at once. */
  const publish = (answer: RegistrationState) => {
    setState(answer);
    putSeats(answer.seating);
    publishRegistrationState(answer);
  };

  const skeleton = <LoadingRegistration seating={seating} rooms={rooms} />;

  return (
    <section id={REGISTRATION_ANCHOR} aria-labelledby={`${REGISTRATION_ANCHOR}-title`} className={styles.panel} aria-busy={phase === 'loading' || undefined}>
      <h2 id={`${REGISTRATION_ANCHOR}-title`} className={styles.title}>
        {t('title')}
      </h2>

      {phase === 'loading' ? (
        skeleton
      ) : phase === 'anonymous' ? (
        <AnonymousRegistration seating={seating} rooms={rooms} pagePath={pagePath} />
      ) : phase === 'unavailable' || !state ? (
        <UnavailableRegistration seating={seating} rooms={rooms} onRetry={() => void load()} />
      ) : (
        <Suspense fallback={skeleton}>
          <SignedRegistration
            conferenceId={conferenceId}
            rooms={rooms}
            pagePath={pagePath}
            seating={seating}
            state={state}
            load={load}
            say={say}
            publish={publish}
            formOpen={formOpen}
            setFormOpen={setFormOpen}
          />
        </Suspense>
      )}

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
                publish(answer);
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
