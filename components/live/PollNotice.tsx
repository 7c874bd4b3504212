'use client';

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { readPublic } from '@/lib/api/public-read';
import { pollEventHeadOf, pollHeadsOf, type PollHead } from '@/lib/api/schemas/poll-heads';
import { conferenceChannel, POLL_EVENTS } from '@/lib/api/schemas/realtime-names';
import { useChannel, useRealtime } from '@/lib/realtime/react';
import styles from './PollNotice.module.css';

/** Where a visitor's choice to follow the presenter to each poll is kept (this browser only). */
const FOLLOW_KEY = 'ekitaldi.followPolls';
/** How long a jump waits for the poll to be drawn (the live panel may still be loading). */
const JUMP_WAIT_MS = 10_000;

const followListeners = new Set<() => void>();
function readFollow(): boolean {
  try {
    return window.localStorage.getItem(FOLLOW_KEY) === '1';
  } catch {
    return false;
  }
}
function writeFollow(on: boolean) {
  try {
    if (on) window.localStorage.setItem(FOLLOW_KEY, '1');
    else window.localStorage.removeItem(FOLLOW_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts as long as the page.
  }
  for (const l of followListeners) l();
}
function subscribeFollow(listener: () => void) {
  followListeners.add(listener);
  return () => {
    followListeners.delete(listener);
  };
}

/** A poll's place in the live panel (LivePolls draws `#poll-{id}`, its heading focusable). */
export const pollAnchor = (pollId: number) => `poll-${pollId}`;

/**
 * Scrolls to the poll and puts the focus on its heading, once it is drawn: the live panel may
 * still be loading (it loads after the page, or near the viewport), so the jump waits for it.
 */
function jumpTo(pollId: number) {
  const go = (el: HTMLElement) => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    (el.querySelector<HTMLElement>('[data-poll-heading]') ?? el).focus({ preventScroll: true });
  };
  const now = document.getElementById(pollAnchor(pollId));
  if (now) return go(now);
  // Bring the live part into view so that a panel which loads near the viewport starts loading.
  document.getElementById('session-live')?.scrollIntoView({ block: 'start' });
  const watch = new MutationObserver(() => {
    const el = document.getElementById(pollAnchor(pollId));
    if (!el) return;
    watch.disconnect();
    go(el);
  });
  watch.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => watch.disconnect(), JUMP_WAIT_MS);
}

/** Someone is writing (a question, a message, an answer): following must not take their focus away. */
function typing(): boolean {
  const el = document.activeElement;
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && el.type === 'text' && el.value !== '');
}

/**
 * The open poll, announced to everyone on the session page (signed in or not, wherever they
 * are on it): a bar fixed at the bottom of the window names the poll and jumps to it, a polite
 * live region says that it opened, and a visitor who chose to follow the presenter is taken to
 * each poll as it opens (unless they are writing: then the bar alone tells them). The bar leaves
 * when the poll is in view, closes, or the visitor closes the bar. It listens to the session's
 * public channel (the page's seats already keep that socket open) and, after every
 * (re)subscription, reads which poll is open (one opened while the socket was away included).
 */
export function PollNotice({ conferenceId }: { conferenceId: number }) {
  const t = useTranslations('Session');
  const id = useId();
  const realtime = useRealtime();
  const [open, setOpen] = useState<PollHead | null>(null);
  const [inView, setInView] = useState(false);
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const follow = useSyncExternalStore(subscribeFollow, readFollow, () => false);
  const followRef = useRef(follow);
  useEffect(() => {
    followRef.current = follow;
  });

  const opened = useCallback(
    (poll: PollHead) => {
      setOpen(poll);
      setAnnouncement(t('pollNotice.opened', { question: poll.question }));
      if (followRef.current && !typing()) jumpTo(poll.id);
    },
    [t],
  );

  const openRef = useRef<PollHead | null>(null);
  useEffect(() => {
    openRef.current = open;
  });
  const firstRead = useRef(true);
  const readOpen = useCallback(async () => {
    try {
      const heads = await readPublic(`/conferences/${conferenceId}/polls`, pollHeadsOf);
      const now = heads.find((p) => p.state === 'open') ?? null;
      const arriving = firstRead.current;
      firstRead.current = false;
      // On arrival the bar shows a running poll; after a reconnection, a poll opened while the
      // socket was away is announced (and followed) as if its event had come.
      if (now && !arriving && openRef.current?.id !== now.id) opened(now);
      else setOpen(now);
    } catch {
      // What is shown stays; the next (re)subscription reads again.
    }
  }, [conferenceId, opened]);

  useChannel(realtime ? conferenceChannel(realtime.tenantKey, conferenceId) : null, {
    [POLL_EVENTS.changed]: (data) => {
      const poll = pollEventHeadOf(data);
      if (!poll || poll.conferenceId !== conferenceId) return;
      if (poll.state === 'open') {
        if (open?.id !== poll.id) opened(poll);
        else setOpen(poll);
      } else if (open?.id === poll.id) setOpen(null);
    },
    [POLL_EVENTS.removed]: (data) => {
      const pollId = (data as { pollId?: unknown } | null)?.pollId;
      if (open && pollId === open.id) setOpen(null);
    },
    'pusher:subscription_succeeded': () => void readOpen(),
  });

  // The bar is not needed while the poll itself is on screen.
  const pollId = open?.id ?? null;
  useEffect(() => {
    if (pollId === null) return;
    const seen = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    // The poll may not be drawn yet (the panel loads after the page) and is drawn again when its
    // state changes: whichever element is the poll now is the one watched.
    let watched: HTMLElement | null = null;
    const follow = () => {
      const el = document.getElementById(pollAnchor(pollId));
      if (el === watched) return;
      if (watched) seen.unobserve(watched);
      watched = el;
      if (el) seen.observe(el);
      else setInView(false);
    };
    const drawn = new MutationObserver(follow);
    drawn.observe(document.body, { childList: true, subtree: true });
    follow();
    return () => {
      drawn.disconnect();
      seen.disconnect();
      setInView(false);
    };
  }, [pollId]);

  const shown = open !== null && !inView && !dismissed.has(open.id);
  return (
    <>
      <p className="visually-hidden" role="status" data-testid="poll-announcement">
        {announcement}
      </p>
      {shown ? (
        <aside className={styles.bar} aria-labelledby={`${id}-t`} data-testid="poll-notice">
          <p id={`${id}-t`} className={styles.text}>
            <strong>{t('pollNotice.title')}</strong> {open.question}
          </p>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={() => jumpTo(open.id)}>
              {t('pollNotice.jump')}
            </button>
            <label className={styles.follow}>
              <input type="checkbox" checked={follow} onChange={(e) => writeFollow(e.target.checked)} />
              {t('pollNotice.follow')}
            </label>
            <button type="button" className={`button button-secondary ${styles.close}`} onClick={() => setDismissed((now) => new Set(now).add(open.id))}>
              {t('pollNotice.dismiss')}
            </button>
          </div>
        </aside>
      ) : null}
    </>
  );
}
