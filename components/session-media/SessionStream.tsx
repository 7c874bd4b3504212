'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { conferences } from '@/lib/api/lazy-browser-calls';
import type { Streaming } from '@/lib/api/schemas';
import { HEARTBEAT_SECONDS } from '@/lib/api/schemas/participation-keys';
import { isLive, lackingRight, playerUrl, refusalOf } from '@/lib/participation/media';
import { useRegistrationState } from '@/lib/participation/registration-state';
import { giveVideoConsent, hasVideoConsent, subscribeVideoConsent, type ConsentWindow } from '@/lib/participation/video-consent';
import { Gate, StateRetry } from './Gate';
import styles from './SessionMedia.module.css';

const consentWindow = () => window as unknown as ConsentWindow & Window;

// Consent lives in the browser (Cookiebot or local storage): the server never knows it.
const subscribeConsent = (onChange: () => void) => subscribeVideoConsent(window, onChange);
const readConsent = () => hasVideoConsent(consentWindow());
const serverConsent = () => false;

/**
 * Attendance while the player is open (docs/product.md#scope "watch streams"; POST /conferences/{id}/events):
 * `stream_opened` once, then a heartbeat every HEARTBEAT_SECONDS while the tab is visible. A
 * cross-origin player does not tell the page whether it is playing without the provider's player
 * API (YouTube IFrame API / Vimeo player.js, more third-party script and cookies): an open player
 * in a visible tab is what counts as watching, and closing the player or hiding the tab stops it.
 */
function useAttendance(conferenceId: number, watching: boolean) {
  useEffect(() => {
    if (!watching) return;
    // A lost beat is not worth interrupting the video for: the next one counts again.
    const send = (event: 'stream_opened' | 'heartbeat') => conferences.sendAttendanceEvent(conferenceId, event).catch(() => undefined);
    void send('stream_opened');
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void send('heartbeat');
    }, HEARTBEAT_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [conferenceId, watching]);
}

/**
 * A session's stream (docs/product.md#scope, docs/product.md#roles, docs/product.md#limits): a facade with the poster; the YouTube/Vimeo player loads
 * only when the visitor asks for it, or by itself while the session is live once the visitor has
 * allowed the video service's cookies. Without that consent the button says it gives it
 * ("allow video cookies and play"); the player is always the provider's privacy-enhanced one
 * (youtube-nocookie, Vimeo dnt=1). A gated stream's URL comes only from the visitor's
 * registration state, after load: the cached page has the poster and nothing to play.
 */
export function SessionStream({
  conferenceId,
  title,
  streaming,
  startsAt,
  endsAt,
}: {
  conferenceId: number;
  title: string;
  streaming: Pick<Streaming, 'provider' | 'gate' | 'poster' | 'url'>;
  startsAt: string;
  endsAt: string;
}) {
  const t = useTranslations('Session');
  const tErrors = useTranslations('ApiErrors');
  const { view, reload } = useRegistrationState(conferenceId);
  // null until the visitor opens or closes the player; before that it opens by itself while the
  // session is live (as it was when the page was opened) and video cookies are allowed.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const consent = useSyncExternalStore(subscribeConsent, readConsent, serverConsent);
  const [liveAtLoad] = useState(() => isLive(startsAt, endsAt, Date.now()));
  const closeRef = useRef<HTMLButtonElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  const signedIn = view.phase === 'ready';
  const viewer = view.phase === 'ready' ? ({ signedIn: true, access: view.state.access } as const) : ({ signedIn: false } as const);
  const embed = streaming.gate === 'public' ? (streaming.url ?? null) : view.phase === 'ready' ? (view.state.stream?.url ?? null) : null;
  const src = embed ? playerUrl(streaming.provider, embed) : null;
  const poster = (view.phase === 'ready' ? view.state.stream?.poster : null) ?? streaming.poster;
  // A held ticket without streams is told so (with the ticket that includes them), not "loading error".
  const lacking = view.phase === 'ready' ? lackingRight(streaming.gate, view.state, 'streams') : null;
  const refusal = lacking ? { right: lacking, upgrade: null } : view.phase === 'anonymous' || view.phase === 'ready' ? refusalOf(streaming.gate, viewer) : null;

  // Consent withdrawn (the cookie settings): the player goes back behind its facade.
  const open = !!src && consent && (chosen ?? liveAtLoad);

  // Keyboard users land on the control that replaced the one they pressed.
  useEffect(() => {
    if (open && !wasOpen.current) closeRef.current?.focus({ preventScroll: true });
    if (!open && wasOpen.current) playRef.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open]);

  useAttendance(conferenceId, open && signedIn);

  const play = () => {
    if (!consent) giveVideoConsent(consentWindow());
    setChosen(true);
  };

  const provider = streaming.provider === 'youtube' ? 'YouTube' : 'Vimeo';
  let action: React.ReactNode;
  if (view.phase === 'loading') action = <span className={styles.skeletonButton} aria-hidden="true" />;
  else if (view.phase === 'error' && streaming.gate !== 'public') action = <StateRetry onRetry={() => void reload()} />;
  else if (refusal) action = <Gate refusal={refusal} action="watch" name={title} />;
  else if (!src) action = <span className={styles.inline}>{tErrors('loadingError')}</span>;
  else {
    action = (
      <>
        <button ref={playRef} type="button" className="button" onClick={play}>
          {consent ? t('media.play') : t('media.allowAndPlay')}
          <span className="visually-hidden"> {title}</span>
        </button>
        {consent ? null : <span className={styles.consentNote}>{t('media.consentNote', { provider })}</span>}
      </>
    );
  }

  return (
    <div className={styles.stream}>
      <div className={styles.screen}>
        {open && src ? (
          <iframe
            src={src}
            title={t('media.playerTitle', { title })}
            className={styles.player}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : poster ? (
          // The organiser's poster (any host, often SVG): a plain <img>; the title says what it is.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={poster} alt="" className={styles.poster} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.posterFallback} aria-hidden="true">
            ▶
          </span>
        )}
      </div>
      <div className={styles.streamActions}>
        {open && src ? (
          <button ref={closeRef} type="button" className="button button-secondary" onClick={() => setChosen(false)}>
            {t('media.close')}
          </button>
        ) : (
          action
        )}
      </div>
    </div>
  );
}
