// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionWaitlist } from '@/lib/api/schemas';
import { conferenceChannel, LIVE_EVENTS } from '@/lib/api/schemas/realtime-names';
import { RealtimeContext } from '@/lib/realtime/react';
import { fakeRealtime } from '@/lib/realtime/testing';
import { WaitlistAdmin } from './WaitlistAdmin';

const calls = vi.hoisted(() => ({ getSessionWaitlist: vi.fn(), removeRegistration: vi.fn() }));
vi.mock('@/lib/api/browser-calls', () => ({ conferences: calls }));
vi.mock('next-intl', () => ({ useTranslations: () => (key: string) => key, useFormatter: () => ({ dateTime: () => '27 nov, 10:00' }) }));
vi.mock('@/components/ui/ConfirmWithReason', () => ({ ConfirmWithReason: () => null }));

/** Sala 1 with these people registered. */
const seats = (...names: string[]): SessionWaitlist => ({
  conferenceId: 7,
  rooms: [{ roomId: 5, name: 'Sala 1', total: 3, occupied: names.length, registrations: names.map((name) => ({ uuid: name, status: 'confirmed', name, email: `${name}@example.com`, since: '2026-11-27T09:00:00Z', external: false })), entries: [] }],
  withoutRoom: null,
});

describe('WaitlistAdmin', () => {
  it('two events, two reads: the older answer landing last does not replace the newer one', async () => {
    const { client, channels } = fakeRealtime();
    render(
      <RealtimeContext.Provider value={client}>
        <WaitlistAdmin conferenceId={7} initial={seats('Ane')} text={(ref) => ref.key} />
      </RealtimeContext.Provider>,
    );
    const events = channels.get(conferenceChannel('demo', 7))!;
    // One registration brings seats.updated and waitlist.changed: two reads, answered out of order.
    const answers: Array<(list: SessionWaitlist) => void> = [];
    calls.getSessionWaitlist.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    await act(async () => events[LIVE_EVENTS.seatsUpdated]!({}));
    await act(async () => events[LIVE_EVENTS.waitlistChanged]!({}));
    expect(answers).toHaveLength(2);
    await act(async () => answers[1]!(seats('Ane', 'Iker')));
    expect(screen.getByText(/Iker · /)).toBeTruthy();
    await act(async () => answers[0]!(seats('Ane')));
    expect(screen.getByText(/Iker · /)).toBeTruthy();
  });
});
