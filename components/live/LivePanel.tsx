'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { live, polls as pollCalls } from '@/lib/api/lazy-browser-calls';
import { applyVote, cursorOf, mergeMessages, mergeQuestion, removeMessage, removeQuestion, withPendingVotes } from '@/lib/api/live-model';
import {
  messageChangedEventSchema,
  messageEventSchema,
  messageRemovedEventSchema,
  questionChangedEventSchema,
  questionEventSchema,
  questionRemovedEventSchema,
  LIVE_EVENTS,
} from '@/lib/api/schemas/realtime';
import type { ChatChannel, ChatMessage, ModerationQueue, Question, VoteResult } from '@/lib/api/schemas/live';
import { mergePoll, pollEventSchema, pollRemovedEventSchema, type Poll } from '@/lib/api/schemas/polls';
import { POLL_EVENTS } from '@/lib/api/schemas/realtime-names';
import { useChannel, useConnectionState } from '@/lib/realtime/react';
import { ChangeLog } from './change-log';
import { ConnectionStatus } from './ConnectionStatus';
import { LiveChat } from './LiveChat';
import { LiveModeration } from './LiveModeration';
import { LivePolls } from './LivePolls';
import { LiveQuestions } from './LiveQuestions';
import { useOnline } from './use-online';
import type { LiveText } from './live-text';
import styles from './Live.module.css';

/**
 * A session's live part, mounted after load: reads the channel settings, questions and
 * the last messages, then follows the session's public channel, the visitor's own channel and
 * (organiser) the moderation channel. Every (re)subscription catches up over HTTP from the cursor
 * of the last answer (events never move it), so a dropped socket leaves no gap, and merging by id
 * and seq leaves no duplicate.
 */
export function LivePanel({ conferenceId, pagePath }: { conferenceId: number; pagePath: string }) {
  const t = useTranslations('Session');
  const tErrors = useTranslations('ApiErrors');
  const text: LiveText = useCallback((ref) => tErrors(ref.key, ref.values), [tErrors]);
  const [channel, setChannel] = useState<ChatChannel | null>(null);
  const [failed, setFailed] = useState(false);
  const [questions, setQuestions] = useState<Question[]>([]);
  const [polls, setPolls] = useState<Poll[]>([]);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [olderExist, setOlderExist] = useState(false);
  const [queue, setQueue] = useState<ModerationQueue>({ questions: [], messages: [] });
  const [incoming, setIncoming] = useState(0);
  // What a moderator took away from this visitor (a question rejected or deleted, a message
  // deleted), with the reason they gave: said here, live.
  const [removed, setRemoved] = useState<Array<{ key: string; text: string; reason: string | null }>>([]);
  const tell = useCallback((key: string, text: string, reason: string | null | undefined) => {
    setRemoved((now) => (now.some((n) => n.key === key) ? now : [...now, { key, text, reason: reason ?? null }]));
  }, []);
  const cursor = useRef(0);
  const loaded = useRef<Promise<void> | null>(null);
  const known = useRef(new Set<number>());
  /** The visitor's votes on their way (LiveQuestions' optimistic change), kept over every read and event until answered. */
  const pendingVotes = useRef(new Map<number, VoteResult>());
  const showQuestions = useCallback((next: Question[] | ((list: Question[]) => Question[])) => {
    setQuestions((list) => withPendingVotes(typeof next === 'function' ? next(list) : next, pendingVotes.current));
  }, []);
  /** What events change, made again on top of a catch-up read answered after them (./change-log.ts). */
  const logs = useRef({ questions: new ChangeLog<Question[]>(), queue: new ChangeLog<ModerationQueue>(), polls: new ChangeLog<Poll[]>() });
  const changeQuestions = useCallback((change: (list: Question[]) => Question[]) => showQuestions(logs.current.questions.record(change)), [showQuestions]);
  const changeQueue = useCallback((change: (queue: ModerationQueue) => ModerationQueue) => setQueue(logs.current.queue.record(change)), []);
  const changePolls = useCallback((change: (list: Poll[]) => Poll[]) => setPolls(logs.current.polls.record(change)), []);
  const online = useOnline();
  const state = useConnectionState();

  const load = useCallback(async () => {
    setFailed(false);
    const task = (async () => {
      const settings = await live.getChatChannel(conferenceId);
      const [qs, page, mod, ps] = await Promise.all([
        settings.questionsEnabled ? live.getQuestions(conferenceId) : Promise.resolve([]),
        settings.chatEnabled ? live.getLastMessages(conferenceId, { limit: 50 }) : Promise.resolve(null),
        settings.canModerate ? live.getModerationQueue(conferenceId) : Promise.resolve(null),
        settings.questionsEnabled || settings.chatEnabled ? pollCalls.getPolls(conferenceId) : Promise.resolve([]),
      ]);
      setChannel(settings);
      showQuestions(qs);
      setPolls(ps);
      if (page) {
        cursor.current = cursorOf(page.messages, page.cursor ?? 0);
        for (const m of page.messages) known.current.add(m.id);
        setMessages(page.messages);
        setOlderExist(page.hasMore);
      }
      if (mod) setQueue(mod);
    })();
    loaded.current = task;
    try {
      await task;
    } catch (error) {
      console.warn('[live] could not load', error);
      loaded.current = null;
      setFailed(true);
    }
  }, [conferenceId, showQuestions]);

  useEffect(() => {
    // Loading on mount is what this leaf is for: it is mounted after the page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const addMessages = useCallback((list: ChatMessage[]) => {
    for (const m of list) {
      // A flood is announced as a count every few seconds, never message by message.
      if (!known.current.has(m.id) && !m.mine && m.state === 'accepted') setIncoming((n) => n + 1);
      known.current.add(m.id);
    }
    setMessages((now) => mergeMessages(now, list));
  }, []);

  /** After every (re)subscription: what changed while the socket was away. */
  const catchUp = useCallback(async () => {
    if (!loaded.current) return;
    let reads: { questions: { at: number }; queue: { at: number }; polls: { at: number } } | null = null;
    try {
      await loaded.current;
      const settings = channel;
      if (!settings) return;
      reads = { questions: logs.current.questions.begin(), queue: logs.current.queue.begin(), polls: logs.current.polls.begin() };
      const [missed, qs, mod, ps] = await Promise.all([
        settings.chatEnabled ? live.catchUpMessages(conferenceId, cursor.current) : Promise.resolve(null),
        settings.questionsEnabled ? live.getQuestions(conferenceId) : Promise.resolve(null),
        settings.canModerate ? live.getModerationQueue(conferenceId) : Promise.resolve(null),
        pollCalls.getPolls(conferenceId),
      ]);
      setPolls(logs.current.polls.settle(reads.polls, ps));
      if (missed) {
        cursor.current = Math.max(cursor.current, missed.cursor);
        addMessages(missed.messages);
      }
      if (qs) showQuestions(logs.current.questions.settle(reads.questions, qs));
      if (mod) setQueue(logs.current.queue.settle(reads.queue, mod));
    } catch (error) {
      // The next reconnection (or the online event) tries again; what is shown stays.
      console.warn('[live] catch-up failed', error);
    } finally {
      if (reads) for (const [kind, read] of Object.entries(reads) as Array<[keyof typeof reads, { at: number }]>) logs.current[kind].end(read);
    }
  }, [addMessages, channel, conferenceId, showQuestions]);

  const flushers = useRef(new Set<() => void>());
  const onSubscribed = useCallback(() => {
    void catchUp();
    for (const flush of flushers.current) flush();
  }, [catchUp]);

  useChannel(channel?.channel ?? null, {
    [LIVE_EVENTS.questionChanged]: (data) => {
      const e = questionChangedEventSchema.safeParse(data);
      if (e.success) changeQuestions((list) => mergeQuestion(list, e.data.question));
    },
    [LIVE_EVENTS.questionRemoved]: (data) => {
      const e = questionRemovedEventSchema.safeParse(data);
      if (e.success) changeQuestions((list) => removeQuestion(list, e.data.questionId));
    },
    [LIVE_EVENTS.messageChanged]: (data) => {
      const e = messageChangedEventSchema.safeParse(data);
      if (e.success) addMessages([{ ...e.data.message, mine: false }]);
    },
    [LIVE_EVENTS.messageRemoved]: (data) => {
      const e = messageRemovedEventSchema.safeParse(data);
      if (e.success) setMessages((list) => removeMessage(list, e.data));
    },
    [POLL_EVENTS.changed]: (data) => {
      const e = pollEventSchema.safeParse(data);
      if (e.success) changePolls((list) => mergePoll(list, e.data.poll));
    },
    [POLL_EVENTS.removed]: (data) => {
      const e = pollRemovedEventSchema.safeParse(data);
      if (e.success) changePolls((list) => list.filter((p) => p.id !== e.data.pollId));
    },
    'pusher:subscription_succeeded': onSubscribed,
  });
  // Each channel subscribes on its own: what was published before one of them was ready is read
  // again when it is (a question queued while the organiser's moderation channel was still being
  // authorised never reached the queue: clean-clone CI of 7df5346, live-room.spec:173).
  const onOwnSubscribed = useCallback(() => void catchUp(), [catchUp]);
  useChannel(channel?.customerChannel ?? null, {
    'pusher:subscription_succeeded': onOwnSubscribed,
    [LIVE_EVENTS.ownQuestion]: (data) => {
      const e = questionEventSchema.safeParse(data);
      if (!e.success || e.data.question.conferenceId !== conferenceId) return;
      const q = e.data.question;
      if (q.state === 'rejected' || q.state === 'deleted') tell(`q${q.id}-${q.state}`, t(q.state === 'rejected' ? 'live.questionRejected' : 'live.questionDeleted', { text: q.text }), q.reason);
      changeQuestions((list) => mergeQuestion(list, q));
    },
    [LIVE_EVENTS.ownMessage]: (data) => {
      const e = messageEventSchema.safeParse(data);
      if (!e.success || e.data.message.conferenceId !== conferenceId) return;
      const m = e.data.message;
      if (m.state === 'deleted') tell(`m${m.id}`, t('live.messageDeleted', { text: m.text }), m.reason);
      addMessages([m]);
    },
  });
  useChannel(channel?.moderationChannel ?? null, {
    'pusher:subscription_succeeded': onOwnSubscribed,
    [LIVE_EVENTS.moderationQuestion]: (data) => {
      const e = questionEventSchema.safeParse(data);
      if (!e.success) return;
      const q = e.data.question;
      changeQueue((now) => ({ ...now, questions: q.state === 'deleted' ? now.questions.filter((x) => x.id !== q.id) : upsert(now.questions, q) }));
    },
    [LIVE_EVENTS.moderationMessage]: (data) => {
      const e = messageEventSchema.safeParse(data);
      if (!e.success) return;
      const m = e.data.message;
      changeQueue((now) => ({ ...now, messages: m.state === 'pending' ? upsert(now.messages, m) : now.messages.filter((x) => x.id !== m.id) }));
      addMessages([{ ...m, mine: false }]);
    },
  });

  if (failed) {
    return (
      <section className={styles.panel} aria-labelledby="live-heading">
        <h2 id="live-heading" className={styles.heading}>
          {t('live.title')}
        </h2>
        <p className={styles.error}>{t('live.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void load()}>
          {t('live.retry')}
        </button>
      </section>
    );
  }
  if (!channel || (!channel.questionsEnabled && !channel.chatEnabled)) return null;
  const signedIn = channel.customerChannel !== null;

  return (
    <div className={styles.live} id="session-live">
      <ConnectionStatus state={state} online={online} />
      <div role="status" data-testid="live-removed">
        {removed.length > 0 ? (
          <ul className={styles.removed}>
            {removed.map((n) => (
              <li key={n.key}>
                {n.text}
                {n.reason ? <> {t('live.reasonGiven', { reason: n.reason })}</> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {channel.canModerate ? (
        <LiveModeration
          conferenceId={conferenceId}
          queue={queue}
          text={text}
          onQuestion={(q) => {
            changeQueue((now) => ({ ...now, questions: q.state === 'deleted' ? now.questions.filter((x) => x.id !== q.id) : upsert(now.questions, q) }));
            changeQuestions((list) => mergeQuestion(list, { ...q, mine: false }));
          }}
          onMessage={(m) => {
            changeQueue((now) => ({ ...now, messages: now.messages.filter((x) => x.id !== m.id) }));
            setMessages((list) => mergeMessages(list, [m]));
          }}
        />
      ) : null}
      <LivePolls polls={polls} signedIn={signedIn} pagePath={pagePath} text={text} onPoll={(p) => changePolls((list) => mergePoll(list, p))} />
      <div className={styles.columns}>
        {channel.questionsEnabled ? (
          <LiveQuestions
            conferenceId={conferenceId}
            questions={questions}
            signedIn={signedIn}
            maxLength={channel.questionMaxLength}
            pagePath={pagePath}
            text={text}
            registerFlush={(flush) => {
              flushers.current.add(flush);
              return () => flushers.current.delete(flush);
            }}
            onQuestion={(q) => changeQuestions((list) => mergeQuestion(list, q))}
            onVote={(v, pending) => {
              if (pending) pendingVotes.current.set(v.questionId, v);
              else pendingVotes.current.delete(v.questionId);
              changeQuestions((list) => applyVote(list, v));
            }}
          />
        ) : null}
        {channel.chatEnabled ? (
          <LiveChat
            conferenceId={conferenceId}
            messages={messages}
            olderExist={olderExist}
            signedIn={signedIn}
            canModerate={channel.canModerate}
            maxLength={channel.maxLength}
            pagePath={pagePath}
            text={text}
            incoming={incoming}
            onAnnounced={() => setIncoming(0)}
            registerFlush={(flush) => {
              flushers.current.add(flush);
              return () => flushers.current.delete(flush);
            }}
            onMessages={addMessages}
            onOlder={(page, more) => {
              for (const m of page) known.current.add(m.id);
              setMessages((list) => mergeMessages(list, page));
              setOlderExist(more);
            }}
            onRemoved={(m) => setMessages((list) => mergeMessages(list, [m]))}
          />
        ) : null}
      </div>
    </div>
  );
}

function upsert<T extends { id: number }>(list: readonly T[], item: T): T[] {
  return list.some((x) => x.id === item.id) ? list.map((x) => (x.id === item.id ? item : x)) : [...list, item];
}
