// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeContext } from '@/lib/realtime/react';
import { fakeRealtime } from '@/lib/realtime/testing';
import { ModerationScreen } from './ModerationScreen';

// The screen's calls and what it draws are stand-ins: under test is what a re-read does to the queue.
const calls = vi.hoisted(() => ({ getModerationQueue: vi.fn(), getPolls: vi.fn() }));
vi.mock('@/lib/api/browser-calls', () => ({ live: { getModerationQueue: calls.getModerationQueue }, polls: { getPolls: calls.getPolls } }));
vi.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));
const shown = vi.hoisted(() => ({ queue: null as null | { questions: Array<{ id: number }> }, polls: null as null | Array<{ id: number }> }));
vi.mock('./LiveModeration', () => ({
  LiveModeration: (props: { queue: NonNullable<typeof shown.queue> }) => {
    shown.queue = props.queue;
    return null;
  },
}));
vi.mock('./PollModeration', () => ({
  PollModeration: (props: { polls: NonNullable<typeof shown.polls> }) => {
    shown.polls = props.polls;
    return null;
  },
}));
vi.mock('./ScreenLinkAdmin', () => ({ ScreenLinkAdmin: () => null }));
vi.mock('./WaitlistAdmin', () => ({ WaitlistAdmin: () => null }));
vi.mock('./ConnectionStatus', () => ({ ConnectionStatus: () => null }));

const CHANNEL = 'private-moderation.7';
const asked = { id: 21, conferenceId: 7, text: '¿Cuándo sale la grabación?', author: { name: 'Ane E.', photo: null, moderator: false }, votes: 0, state: 'pending', createdAt: '2026-11-27T09:00:00Z', answeredAt: null, mine: false, voted: false, reason: null };

afterEach(() => vi.clearAllMocks());

describe('ModerationScreen', () => {
  it('a question the channel brings while the queue is read again stays when the read’s older answer lands', async () => {
    const { client, channels } = fakeRealtime();
    render(
      <RealtimeContext.Provider value={client}>
        <ModerationScreen conferenceId={7} initialQueue={{ questions: [], messages: [] }} initialPolls={[]} initialWaitlist={{ rooms: [] } as never} screenPath="/pantalla" moderationChannel={CHANNEL} />
      </RealtimeContext.Provider>,
    );
    // The re-read on (re)subscription: the API has read the queue (empty), its answer is on its way.
    let answer: (queue: unknown) => void = () => {};
    calls.getModerationQueue.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    calls.getPolls.mockResolvedValueOnce([]);
    await act(async () => channels.get(CHANNEL)!['pusher:subscription_succeeded']!(undefined));
    expect(calls.getModerationQueue).toHaveBeenCalledTimes(1);
    // Meanwhile an attendee asks.
    await act(async () => channels.get(CHANNEL)!['live.moderation.question']!({ question: asked }));
    expect(shown.queue?.questions.map((q) => q.id)).toEqual([21]);
    // The read's answer, from before the question, lands: the question stays.
    await act(async () => answer({ questions: [], messages: [] }));
    await act(async () => {});
    expect(shown.queue?.questions.map((q) => q.id)).toEqual([21]);
  });
});
