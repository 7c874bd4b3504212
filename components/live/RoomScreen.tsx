'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { isApiError } from '@/lib/api/errors';
import { screen as screenCalls } from '@/lib/api/lazy-browser-calls';
import type { ScreenState } from '@/lib/api/schemas/screen';
import { CHECKIN_EVENTS } from '@/lib/api/schemas/checkin-keys';
import { LIVE_EVENTS, POLL_EVENTS } from '@/lib/api/schemas/realtime-names';
import { useChannel, useConnectionState } from '@/lib/realtime/react';
import { LatestRead } from './latest-read';
import { PollResults } from './PollResults';
import styles from './RoomScreen.module.css';

export interface RoomScreenLabels {
  questions: string;
  noQuestions: string;
  votes: string;
  pinned: string;
  poll: string;
  responses: string;
  noPoll: string;
  loading: string;
  reconnecting: string;
  needsLink: string;
  failed: string;
}

/** After a failed read, the next try (the projector is left alone: it must come back by itself). */
const RETRY_MS = 5_000;
/**
 * Events in a burst (a poll answered by a room) make one read, SETTLE_MS after the first event
 * not yet read: later events do not push it back, so a steady stream (questions validated at
 * several a second) still reaches the screen within SETTLE_MS plus a read.
 */
const SETTLE_MS = 150;

const keyFromHash = () => new URLSearchParams(window.location.hash.slice(1)).get('k');
const noSubscription = () => () => {};

/**
 * The room screen: the session's title, its top questions (pinned first, then
 * by votes; answered ones leave) and the open poll with live bars, in type readable from the back
 * of a room. What it shows is read again after every event of the session's channel and every
 * (re)subscription, so a dropped network heals itself; a failed read is tried again every few
 * seconds; an answer older than the one shown is dropped (LatestRead). The organiser's token or
 * the link's secret key (`#k=…`) opens it.
 */
export function RoomScreen({ conferenceId, title, labels }: { conferenceId: number; title: string; labels: RoomScreenLabels }) {
  const [state, setState] = useState<ScreenState | null>(null);
  const [problem, setProblem] = useState<'needsLink' | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reads = useRef(new LatestRead());
  const connection = useConnectionState();
  const t = useTranslations('RoomScreen');
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const load = useCallback(async () => {
    if (retry.current) clearTimeout(retry.current);
    const read = reads.current.begin();
    try {
      const answer = await screenCalls.getScreenState(conferenceId, keyFromHash());
      if (!reads.current.isNewest(read)) return;
      setState(answer);
      setProblem(null);
    } catch (error) {
      const refused = isApiError(error) && (error.status === 401 || error.status === 403);
      setProblem(refused ? 'needsLink' : 'failed');
      if (!refused) retry.current = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
    }
  }, [conferenceId]);

  const soon = useCallback(() => {
    if (settle.current) return;
    settle.current = setTimeout(() => {
      settle.current = null;
      void load();
    }, SETTLE_MS);
  }, [load]);

  useEffect(() => {
    // Reading after load (and again after a failure) is what this leaf is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load, attempt]);

  useEffect(() => {
    // The key may change (hash), and the network may come back.
    const again = () => void load();
    window.addEventListener('hashchange', again);
    window.addEventListener('online', again);
    return () => {
      window.removeEventListener('hashchange', again);
      window.removeEventListener('online', again);
      if (retry.current) clearTimeout(retry.current);
      if (settle.current) clearTimeout(settle.current);
      settle.current = null;
    };
  }, [load]);

  useChannel(state?.channel ?? null, {
    [LIVE_EVENTS.questionChanged]: soon,
    [LIVE_EVENTS.questionRemoved]: soon,
    [POLL_EVENTS.changed]: soon,
    [POLL_EVENTS.removed]: soon,
    [CHECKIN_EVENTS.occupancy]: soon,
    'pusher:subscription_succeeded': soon,
  });

  const poll = state?.poll ?? null;
  return (
    <div className={styles.screen} data-testid="room-screen">
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {state?.occupancy?.length ? (
        <p className={styles.occupancy} data-testid="screen-occupancy">
          {state.occupancy.map((o) => (o.capacity === null ? t('occupancy', { room: o.room ?? '', inside: o.inside }) : t('occupancyOf', { room: o.room ?? '', inside: o.inside, capacity: o.capacity }))).join(' · ')}
        </p>
        ) : null}
      </header>
      <div className={styles.body}>
        {problem === 'needsLink' ? (
          <p className={styles.muted} role="alert">
            {labels.needsLink}
          </p>
        ) : !state ? (
          <p className={styles.muted}>{hydrated && problem === 'failed' ? labels.failed : labels.loading}</p>
        ) : (
          <>
            <section className={styles.block} aria-labelledby="screen-questions">
              <h2 id="screen-questions" className={styles.heading}>
                {labels.questions}
              </h2>
              {state.questions.length === 0 ? <p className={styles.muted}>{labels.noQuestions}</p> : null}
              <ol className={styles.questions} data-testid="screen-questions">
                {state.questions.map((q) => (
                  <li key={q.id} className={styles.question} data-question={q.id}>
                    <span className={styles.votes} data-testid="screen-votes">
                      <span className="visually-hidden">{labels.votes}: </span>
                      {q.votes}
                    </span>
                    <p className={styles.text}>
                      {q.pinned ? <span className={styles.pin}>{labels.pinned} · </span> : null}
                      {q.text}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
            <section className={styles.block} aria-labelledby="screen-poll" data-testid="screen-poll">
              <h2 id="screen-poll" className={styles.heading}>
                {labels.poll}
              </h2>
              {poll ? (
                <>
                  <p className={styles.pollQuestion}>{poll.question}</p>
                  <PollResults poll={poll} variant="screen" testId="screen-option-result" />
                  <p className={styles.muted} data-testid="screen-responses">
                    {labels.responses}: {poll.responses}
                  </p>
                </>
              ) : (
                <p className={styles.muted}>{labels.noPoll}</p>
              )}
            </section>
          </>
        )}
      </div>
      <p className={styles.status} role="status">
        {state && (connection === 'unavailable' || connection === 'offline' || problem === 'failed') ? labels.reconnecting : ''}
      </p>
    </div>
  );
}
