// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const getRoomsSeating = vi.fn();
vi.mock('@/lib/api/lazy-browser-calls', () => ({ conferences: { getRoomsSeating: (id: number) => getRoomsSeating(id) } }));

const { applySeatsEvent, putSeats, refreshSeats, resetSeats, useLiveSeats } = await import('./live-seats');

const seats = (occupied: number) => ({ conferenceId: 7, full: false, rooms: [{ id: 1, name: 'Sala 1', occupied, total: 40, full: false }] });

/** Two figures of one page, as the "Aforo" card and the registration block read them. */
function Figure({ label }: { label: string }) {
  const now = useLiveSeats(7, label === 'card' ? seats(13) : null);
  return <p data-testid={label}>{now ? now.rooms[0]!.occupied : 'loading'}</p>;
}

afterEach(() => {
  cleanup();
  resetSeats();
  getRoomsSeating.mockReset();
});

describe('useLiveSeats', () => {
  it('shows the first value until the API answers, then the same number everywhere, and follows seats.updated', async () => {
    render(
      <>
        <Figure label="card" />
        <Figure label="block" />
      </>,
    );
    expect(screen.getByTestId('card').textContent).toBe('13');
    expect(screen.getByTestId('block').textContent).toBe('loading');
    act(() => putSeats(seats(12)));
    expect(screen.getByTestId('card').textContent).toBe('12');
    expect(screen.getByTestId('block').textContent).toBe('12');
    act(() => applySeatsEvent({ conferenceId: 7, full: false, rooms: [{ id: 1, occupied: 14, total: 40, full: false }] }));
    expect(screen.getByTestId('card').textContent).toBe('14');
    expect(screen.getByTestId('block').textContent).toBe('14');
    // Not an event of this contract, or another session's: nothing moves.
    act(() => applySeatsEvent({ conferenceId: 7, rooms: 'x' }));
    act(() => applySeatsEvent({ conferenceId: 8, full: true, rooms: [{ id: 1, occupied: 40, total: 40, full: true }] }));
    expect(screen.getByTestId('card').textContent).toBe('14');
  });

  it('re-reads share one call; an unreachable API keeps what is shown', async () => {
    getRoomsSeating.mockResolvedValueOnce(seats(20));
    render(<Figure label="block" />);
    await act(() => Promise.all([refreshSeats(7), refreshSeats(7)]));
    expect(getRoomsSeating).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('block').textContent).toBe('20');
    getRoomsSeating.mockRejectedValueOnce(new Error('offline'));
    await act(async () => expect(await refreshSeats(7)).toBeNull());
    expect(screen.getByTestId('block').textContent).toBe('20');
  });
});
