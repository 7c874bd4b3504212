// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customerChannel, LIVE_EVENTS } from '@/lib/api/schemas/realtime-names';
import { RealtimeContext } from '@/lib/realtime/react';
import { fakeRealtime } from '@/lib/realtime/testing';
import { WaitlistEvents } from './WaitlistEvents';

vi.mock('next-intl', () => ({ useTranslations: () => (key: string, values?: Record<string, string>) => (values?.room ? `${key}:${values.room}` : key) }));
vi.mock('@/lib/stores/session-context', () => ({ useSession: (select: (s: { customer: { id: number } }) => unknown) => select({ customer: { id: 3 } }) }));


const OWN = customerChannel('demo', 3);

function setup() {
  const { client, channels } = fakeRealtime();
  const say = vi.fn();
  const load = vi.fn(async () => {});
  const view = (waiting: boolean, seatedIn: number | null | undefined) => (
    <RealtimeContext.Provider value={client}>
      <WaitlistEvents conferenceId={7} waiting={waiting} seatedIn={seatedIn} load={load} say={say} roomName={(id) => (id === 5 ? 'Sala 1' : '')} />
    </RealtimeContext.Provider>
  );
  const rendered = render(view(true, undefined));
  return { channels, say, load, show: (waiting: boolean, seatedIn: number | null | undefined) => rendered.rerender(view(waiting, seatedIn)) };
}

describe('WaitlistEvents', () => {
  it('a seat given while the visitor’s own channel was being authorised is said once it is ready', async () => {
    const { channels, say, show } = setup();
    // The public channel's re-read shows the seat; its event went to nobody.
    show(false, 5);
    expect(say).not.toHaveBeenCalled();
    await act(async () => channels.get(OWN)!['pusher:subscription_succeeded']!(undefined));
    expect(say).toHaveBeenCalledTimes(1);
    expect(say).toHaveBeenCalledWith({ tone: 'success', text: 'waitlistSeatIn:Sala 1' });
  });

  it('still waiting when the channel is ready: read again, and the event tells, once', async () => {
    const { channels, say, load, show } = setup();
    await act(async () => channels.get(OWN)!['pusher:subscription_succeeded']!(undefined));
    expect(load).toHaveBeenCalledTimes(1);
    expect(say).not.toHaveBeenCalled();
    await act(async () => channels.get(OWN)![LIVE_EVENTS.waitlistPromoted]!({ conferenceId: 7, roomId: 5 }));
    show(false, 5);
    await act(async () => {});
    expect(say).toHaveBeenCalledTimes(1);
    expect(say).toHaveBeenCalledWith({ tone: 'success', text: 'waitlistSeatIn:Sala 1' });
  });
});
