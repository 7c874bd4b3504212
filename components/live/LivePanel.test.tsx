// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeContext } from '@/lib/realtime/react';
import { fakeRealtime } from '@/lib/realtime/testing';
import { LivePanel } from './LivePanel';

// The panel's calls and what it draws are stand-ins: under test is when it reads the API again.
const calls = vi.hoisted(() => ({
  getChatChannel: vi.fn(),
  getQuestions: vi.fn(),
  getLastMessages: vi.fn(),
  getModerationQueue: vi.fn(),
  catchUpMessages: vi.fn(),
  getPolls: vi.fn(),
}));
vi.mock('@/lib/api/lazy-browser-calls', () => ({
  live: {
    getChatChannel: calls.getChatChannel,
    getQuestions: calls.getQuestions,
    getLastMessages: calls.getLastMessages,
    getModerationQueue: calls.getModerationQueue,
    catchUpMessages: calls.catchUpMessages,
  },
  polls: { getPolls: calls.getPolls },
}));
vi.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));
vi.mock('./LiveChat', () => ({ LiveChat: () => null }));
// What the panel hands the questions list: the questions shown and the vote callback.
const shown = vi.hoisted(() => ({ questions: null as null | { questions: Array<{ id: number; votes: number; voted: boolean }>; onVote: (v: { questionId: number; votes: number; voted: boolean }, pending: boolean) => void } }));
vi.mock('./LiveQuestions', () => ({
  LiveQuestions: (props: NonNullable<typeof shown.questions>) => {
    shown.questions = props;
    return null;
  },
}));
const moderation = vi.hoisted(() => ({ queue: null as null | { questions: Array<{ id: number; state: string }> } }));
vi.mock('./LiveModeration', () => ({
  LiveModeration: (props: { queue: NonNullable<typeof moderation.queue> }) => {
    moderation.queue = props.queue;
    return null;
  },
}));
vi.mock('./LivePolls', () => ({ LivePolls: () => null }));
vi.mock('./ConnectionStatus', () => ({ ConnectionStatus: () => null }));

const CHANNEL = {
  conferenceId: 7,
  channel: 'presence-conference.7',
  moderationChannel: 'private-moderation.7',
  customerChannel: 'private-customer.3',
  chatEnabled: true,
  questionsEnabled: true,
  moderated: true,
  minIntervalSeconds: 5,
  maxLength: 300,
  questionMaxLength: 300,
  canModerate: true,
};


/** The panel on a session whose API answers as below (questions: `questions`), with its realtime channels. */
function mountPanel(questions: unknown[]) {
  calls.getChatChannel.mockResolvedValue(CHANNEL);
  calls.getQuestions.mockResolvedValue(questions);
  calls.getLastMessages.mockResolvedValue({ messages: [], cursor: 0, hasMore: false });
  calls.getModerationQueue.mockResolvedValue({ questions: [], messages: [] });
  calls.catchUpMessages.mockResolvedValue({ messages: [], cursor: 0 });
  calls.getPolls.mockResolvedValue([]);
  const { client, channels } = fakeRealtime();
  render(
    <RealtimeContext.Provider value={client}>
      <LivePanel conferenceId={7} pagePath="/agenda/x" />
    </RealtimeContext.Provider>,
  );
  return channels;
}

afterEach(() => vi.clearAllMocks());

describe('LivePanel', () => {
  it('reads the moderation queue again when the moderation channel is ready, not only the session channel', async () => {
    const channels = mountPanel([]);
    await waitFor(() => expect(channels.has(CHANNEL.moderationChannel)).toBe(true));
    expect(calls.getModerationQueue).toHaveBeenCalledTimes(1);

    // The session channel is ready first; the moderation channel's authorisation is still under way.
    await act(async () => channels.get(CHANNEL.channel)!['pusher:subscription_succeeded']!(undefined));
    await waitFor(() => expect(calls.getModerationQueue).toHaveBeenCalledTimes(2));
    // A question queued in between reaches the organiser only through the read when the moderation channel is ready.
    await act(async () => channels.get(CHANNEL.moderationChannel)!['pusher:subscription_succeeded']?.(undefined));
    await waitFor(() => expect(calls.getModerationQueue).toHaveBeenCalledTimes(3));
    // And the visitor's own channel: their question's fate decided while it was being authorised.
    await act(async () => channels.get(CHANNEL.customerChannel)!['pusher:subscription_succeeded']?.(undefined));
    await waitFor(() => expect(calls.getQuestions).toHaveBeenCalledTimes(4));
  });

  it('a vote on its way stays on screen when a read answered before it lands, until the vote itself is answered', async () => {
    const question = { id: 11, conferenceId: 7, text: '¿Diapositivas?', author: { name: 'Ane E.', photo: null, moderator: false }, state: 'validated', votes: 0, voted: false, mine: false, reason: null, createdAt: '2026-11-27T09:00:00Z', answeredAt: null };
    const channels = mountPanel([question]);
    await waitFor(() => expect(shown.questions?.questions).toHaveLength(1));
    const votes = () => shown.questions!.questions.map((q) => [q.votes, q.voted]);

    // The visitor clicks "Vote": the optimistic change, the API has not answered yet.
    act(() => shown.questions!.onVote({ questionId: 11, votes: 1, voted: true }, true));
    expect(votes()).toEqual([[1, true]]);
    // A channel becomes ready: the catch-up's read was answered before the vote reached the API.
    await act(async () => channels.get(CHANNEL.channel)!['pusher:subscription_succeeded']!(undefined));
    await waitFor(() => expect(calls.getQuestions).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(votes()).toEqual([[1, true]]);
    // An event about the question (someone else's change, counted before the vote) does not undo it either.
    await act(async () => channels.get(CHANNEL.channel)!['live.question.changed']!({ question: { id: 11, conferenceId: 7, text: question.text, author: question.author, votes: 0, state: 'validated', createdAt: question.createdAt, answeredAt: null } }));
    expect(votes()).toEqual([[1, true]]);

    // Answered: from then on the API's reads say what is true.
    act(() => shown.questions!.onVote({ questionId: 11, votes: 1, voted: true }, false));
    calls.getQuestions.mockResolvedValue([{ ...question, votes: 0, voted: false }]);
    await act(async () => channels.get(CHANNEL.customerChannel)!['pusher:subscription_succeeded']!(undefined));
    await waitFor(() => expect(votes()).toEqual([[0, false]]));
  });

  it("a question queued while a catch-up read is on its way stays in the organiser's queue when the read's older answer lands", async () => {
    const channels = mountPanel([]);
    await waitFor(() => expect(channels.has(CHANNEL.moderationChannel)).toBe(true));

    // The catch-up's read of the queue: the API has read it (empty), its answer is still on its way.
    let answer: (queue: unknown) => void = () => {};
    calls.getModerationQueue.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await act(async () => channels.get(CHANNEL.channel)!['pusher:subscription_succeeded']!(undefined));
    await waitFor(() => expect(calls.getModerationQueue).toHaveBeenCalledTimes(2));
    // Meanwhile an attendee asks: the organiser's moderation channel brings the question.
    const asked = { id: 21, conferenceId: 7, text: '¿Me compráis mi producto?', author: { name: 'Ane E.', photo: null, moderator: false }, votes: 0, state: 'pending', createdAt: '2026-11-27T09:00:00Z', answeredAt: null, mine: false, voted: false, reason: null };
    await act(async () => channels.get(CHANNEL.moderationChannel)!['live.moderation.question']!({ question: asked }));
    expect(moderation.queue?.questions.map((q) => q.id)).toEqual([21]);
    // The read's answer, from before the question, lands: the question stays.
    await act(async () => answer({ questions: [], messages: [] }));
    await act(async () => {});
    expect(moderation.queue?.questions.map((q) => q.id)).toEqual([21]);
  });
});
