'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { live } from '@/lib/api/lazy-browser-calls';
import { liveMessageOf } from '@/lib/api/live-model';
import type { ChatMessage } from '@/lib/api/schemas/live';
import { ChatText } from './ChatText';
import { RENDER_CAP, type LiveText } from './live-text';
import { LiveComposer } from './LiveComposer';
import { actsOn } from './acts-on';
import { ModerationConfirm } from './LiveModeration';
import { useComposer } from './use-composer';
import styles from './Live.module.css';

/** A screen reader hears new messages at most this often, as a count (not each one in a flood). */
const ANNOUNCE_EVERY_MS = 5_000;

/**
 * The chat beside the stream: the last messages (own pending ones marked pending), older ones on
 * demand, at most RENDER_CAP drawn; sending for signed-in visitors, with "too close together" and
 * the wait when the API refuses, the text kept.
 */
export function LiveChat(props: {
  conferenceId: number;
  messages: ChatMessage[];
  olderExist: boolean;
  signedIn: boolean;
  canModerate: boolean;
  maxLength: number;
  pagePath: string;
  text: LiveText;
  incoming: number;
  onAnnounced: () => void;
  registerFlush: (flush: () => void) => () => void;
  onMessages: (list: ChatMessage[]) => void;
  onOlder: (list: ChatMessage[], more: boolean) => void;
  onRemoved: (m: ChatMessage) => void;
}) {
  const { conferenceId, messages, olderExist, signedIn, canModerate, maxLength, pagePath, text, incoming, onAnnounced, registerFlush, onMessages, onOlder, onRemoved } = props;
  const t = useTranslations('Session');
  const id = useId();
  const [shown, setShown] = useState(RENDER_CAP);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The message a moderator is about to delete (confirmed with an optional reason).
  const [deleting, setDeleting] = useState<number | null>(null);
  const log = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const { composer, error, setError } = useComposer({
    kind: 'chat',
    maxLength,
    text,
    registerFlush,
    send: (value, clientId) => live.sendMessage(conferenceId, value, clientId),
    onSent: (m) => onMessages([m]),
    // What one sends is shown even if the reader had scrolled up.
    onAway: () => {
      stick.current = true;
    },
  });

  const visible = messages.slice(-shown);
  const hidden = messages.length - visible.length;
  const last = visible.at(-1)?.id;

  // Follows the newest message only when the reader is already at the bottom.
  useLayoutEffect(() => {
    const el = log.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [last]);

  // Counted, then said once every few seconds at most (a flood is one sentence, not a hundred).
  const latest = useRef({ incoming, onAnnounced, t });
  useEffect(() => {
    latest.current = { incoming, onAnnounced, t };
  });
  useEffect(() => {
    const every = setInterval(() => {
      const { incoming: count, onAnnounced: done, t: say } = latest.current;
      if (count === 0) return;
      done();
      // Emptied first: the same sentence twice in a row ("1 new message") is a change too.
      setAnnouncement('');
      setTimeout(() => setAnnouncement(say('live.newMessages', { count })), 100);
    }, ANNOUNCE_EVERY_MS);
    return () => clearInterval(every);
  }, []);

  async function older() {
    if (hidden > 0) {
      setShown((n) => n + RENDER_CAP);
      return;
    }
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await live.getLastMessages(conferenceId, { before: first.id, limit: 50 });
      onOlder(page.messages, page.hasMore);
      setShown((n) => n + page.messages.length);
    } catch (failure) {
      setError(text(liveMessageOf(failure, 'chat')));
    } finally {
      setLoadingOlder(false);
    }
  }


  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`} data-testid="live-chat">
      <h2 id={`${id}-h`} className={styles.heading}>
        {t('live.chat')}
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {hidden > 0 || olderExist ? (
        <button type="button" className="button" onClick={() => void older()} disabled={loadingOlder}>
          {t('live.loadEarlier')}
        </button>
      ) : null}
      <div
        ref={log}
        className={styles.log}
        tabIndex={0}
        role="region"
        aria-label={t('live.messages')}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
      >
        {visible.length === 0 ? <p className={styles.meta}>{t('live.noMessages')}</p> : null}
        <ol className={styles.list}>
          {visible.map((m) => (
            <li key={m.id} className={styles.item} data-message={m.id}>
              <p className={styles.meta}>
                <strong>{m.author.name}</strong>
                {m.author.moderator ? <span className={styles.badge}>{t('live.organiser')}</span> : null}
                {m.state === 'pending' ? <span className={styles.badge}>{t('live.pending')}</span> : null}
              </p>
              <p className={styles.text}>
                <ChatText text={m.text} />
              </p>
              {canModerate ? (
                <div className={styles.actions}>
                  <button aria-label={actsOn(t('live.delete'), m.text)} type="button" className="button" onClick={() => setDeleting(m.id)}>
                    {t('live.delete')}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      {error && !signedIn ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <LiveComposer
        {...composer}
        signedIn={signedIn}
        pagePath={pagePath}
        loginLabel={t('live.loginToChat')}
        id={`${id}-m`}
        label={t('live.yourMessage')}
        submitLabel={t('live.send')}
      />
      {canModerate ? (
        <ModerationConfirm
          target={deleting === null ? null : { kind: 'message', id: deleting }}
          conferenceId={conferenceId}
          text={text}
          onClose={() => setDeleting(null)}
          onQuestion={() => {}}
          onMessage={onRemoved}
          // The message is gone: the chat's log (focusable, scrollable) keeps the reader's place.
          returnFocus={() => log.current}
        />
      ) : null}
    </section>
  );
}
