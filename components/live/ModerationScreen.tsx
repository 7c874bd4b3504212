'use client';

import { useCallback, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { live, polls as pollCalls } from '@/lib/api/browser-calls';
import type { LiveMessageRef } from '@/lib/api/live-model';
import type { SessionWaitlist } from '@/lib/api/schemas';
import type { ChatMessage, ModerationQueue, Question } from '@/lib/api/schemas/live';
import { mergePoll, pollEventSchema, pollRemovedEventSchema, type Poll } from '@/lib/api/schemas/polls';
import { LIVE_EVENTS, messageEventSchema, POLL_EVENTS, questionEventSchema } from '@/lib/api/schemas/realtime';
import { useChannel, useConnectionState } from '@/lib/realtime/react';
import { ChangeLog } from './change-log';
import { ConnectionStatus } from './ConnectionStatus';
import { LiveModeration } from './LiveModeration';
import { PollModeration } from './PollModeration';
import { ScreenLinkAdmin } from './ScreenLinkAdmin';
import { useOnline } from './use-online';
import { WaitlistAdmin } from './WaitlistAdmin';

function upsert<T extends { id: number }>(list: T[], item: T): T[] {
  return list.some((x) => x.id === item.id) ? list.map((x) => (x.id === item.id ? item : x)) : [...list, item];
}

const withQuestion = (queue: ModerationQueue, q: Question): ModerationQueue => ({
  ...queue,
  questions: q.state === 'deleted' ? queue.questions.filter((x) => x.id !== q.id) : upsert(queue.questions, q),
});
const withMessage = (queue: ModerationQueue, m: ChatMessage): ModerationQueue => ({
  ...queue,
  messages: m.state === 'pending' ? upsert(queue.messages, m) : queue.messages.filter((x) => x.id !== m.id),
});

/**
 * The moderation screen's queue: rendered on the server with the organiser's token, then kept
 * current by the moderation channel; every (re)subscription reads the queue again, so a dropped
 * socket leaves nothing behind. What events and the organiser's own actions change while such a
 * read is on its way is made again on top of its answer (ChangeLog, as in the live panel): the
 * read's answer can be older than a question the channel brought meanwhile.
 */
export function ModerationScreen({
  conferenceId,
  initialQueue,
  initialPolls,
  initialWaitlist,
  moderationChannel,
  screenPath,
}: {
  conferenceId: number;
  initialQueue: ModerationQueue;
  initialPolls: Poll[];
  /** each room's registrations and waiting list */
  initialWaitlist: SessionWaitlist;
  /** the room screen's address in the page's language */
  screenPath: string;
  moderationChannel: string | null;
}) {
  const tErrors = useTranslations('ApiErrors');
  const text = useCallback((ref: LiveMessageRef) => tErrors(ref.key, ref.values), [tErrors]);
  const [queue, setQueue] = useState(initialQueue);
  const [polls, setPolls] = useState(initialPolls);
  const logs = useRef({ queue: new ChangeLog<ModerationQueue>(), polls: new ChangeLog<Poll[]>() });
  const changeQueue = useCallback((change: (queue: ModerationQueue) => ModerationQueue) => setQueue(logs.current.queue.record(change)), []);
  const changePolls = useCallback((change: (list: Poll[]) => Poll[]) => setPolls(logs.current.polls.record(change)), []);
  const online = useOnline();
  const state = useConnectionState();

  const reload = useCallback(async () => {
    const reads = { queue: logs.current.queue.begin(), polls: logs.current.polls.begin() };
    try {
      const [q, p] = await Promise.all([live.getModerationQueue(conferenceId), pollCalls.getPolls(conferenceId)]);
      setQueue(logs.current.queue.settle(reads.queue, q));
      setPolls(logs.current.polls.settle(reads.polls, p));
    } catch (error) {
      logs.current.queue.end(reads.queue);
      logs.current.polls.end(reads.polls);
      // What is shown stays; the next reconnection tries again.
      console.warn('[moderation] could not reload the queue', error);
    }
  }, [conferenceId]);

  useChannel(moderationChannel, {
    [LIVE_EVENTS.moderationQuestion]: (data) => {
      const e = questionEventSchema.safeParse(data);
      if (e.success) changeQueue((now) => withQuestion(now, e.data.question));
    },
    [LIVE_EVENTS.moderationMessage]: (data) => {
      const e = messageEventSchema.safeParse(data);
      if (e.success) changeQueue((now) => withMessage(now, e.data.message));
    },
    [POLL_EVENTS.moderation]: (data) => {
      const e = pollEventSchema.safeParse(data);
      if (e.success) changePolls((now) => mergePoll(now, e.data.poll));
    },
    [POLL_EVENTS.removed]: (data) => {
      const e = pollRemovedEventSchema.safeParse(data);
      if (e.success) changePolls((now) => now.filter((p) => p.id !== e.data.pollId));
    },
    'pusher:subscription_succeeded': () => void reload(),
  });

  return (
    <>
      <ConnectionStatus state={state} online={online} />
      <ScreenLinkAdmin conferenceId={conferenceId} screenPath={screenPath} text={text} />
      <LiveModeration
        conferenceId={conferenceId}
        queue={queue}
        text={text}
        onQuestion={(q) => changeQueue((now) => withQuestion(now, q))}
        onMessage={(m) => changeQueue((now) => ({ ...now, messages: now.messages.filter((x) => x.id !== m.id) }))}
      />
      <PollModeration conferenceId={conferenceId} polls={polls} text={text} onPoll={(p) => changePolls((now) => mergePoll(now, p))} onRemoved={(pollId) => changePolls((now) => now.filter((p) => p.id !== pollId))} />
      <WaitlistAdmin conferenceId={conferenceId} initial={initialWaitlist} text={text} />
    </>
  );
}
