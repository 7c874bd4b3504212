import { describe, expect, it } from 'vitest';
import { groupByDate, limitPerVenue } from './select';

describe('limitPerVenue', () => {
  it('keeps the first n of each venue in order', () => {
    const list = [1, 2, 1, 1, 2, 1, 2].map((venueId, i) => ({ venueId, i }));
    expect(limitPerVenue(list, 2).map((c) => c.i)).toEqual([0, 1, 2, 4]);
    expect(limitPerVenue([], 3)).toEqual([]);
  });
});

describe('groupByDate', () => {
  it('groups by day keeping the order of the list', () => {
    const list = [
      { date: '2025-11-19', id: 1 },
      { date: '2025-11-19', id: 2 },
      { date: '2025-11-18', id: 3 },
    ];
    expect(groupByDate(list)).toEqual([
      { date: '2025-11-19', items: [list[0], list[1]] },
      { date: '2025-11-18', items: [list[2]] },
    ]);
  });
});
