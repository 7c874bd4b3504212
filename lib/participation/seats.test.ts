import { describe, expect, it } from 'vitest';
import { applySeats } from './seats';

const shown = { conferenceId: 7, full: false, rooms: [{ id: 1, name: 'Auditorio', occupied: 2, total: 3, full: false }, { id: 2, name: 'Sala 1', occupied: 5, total: 60, full: false }] };

describe('applySeats', () => {
  it('takes the numbers of the event and keeps the room names', () => {
    const next = applySeats(shown, { conferenceId: 7, full: false, rooms: [{ id: 1, occupied: 3, total: 3, full: true }] });
    expect(next?.rooms).toEqual([
      { id: 1, name: 'Auditorio', occupied: 3, total: 3, full: true },
      { id: 2, name: 'Sala 1', occupied: 5, total: 60, full: false },
    ]);
  });

  it('ignores another session and an empty page', () => {
    expect(applySeats(shown, { conferenceId: 8, full: true, rooms: [] })).toBe(shown);
    expect(applySeats(null, { conferenceId: 7, full: true, rooms: [] })).toBeNull();
  });
});
