// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelEvents, RealtimeClient } from '@/lib/realtime/client';
import { RealtimeContext } from '@/lib/realtime/react';
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
vi.mock('./LiveQuestions', () => ({ LiveQuestions: () => null }));
vi.mock('./LiveModeration', () => ({ LiveModeration: () => null }));
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

function fakeRealtime() {
  const channels = new Map<string, ChannelEvents>();
  const client: RealtimeClient = {
    tenantKey: 'demo',
    subscribe(name, events) {
      channels.set(name, events);
      return () => channels.delete(name);
    },
    getState: () => 'connected',
    onState: () => () => {},
    disconnect: () => {},
  };
  return { client, channels };
}

afterEach(() => vi.clearAllMocks());

describe('LivePanel', () => {
  it('reads the moderation queue again when the moderation channel is ready, not only the session channel', async () => {
    calls.getChatChannel.mockResolvedValue(CHANNEL);
    calls.getQuestions.mockResolvedValue([]);
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
});
