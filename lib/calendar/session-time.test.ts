import { describe, expect, it } from 'vitest';
import { byStart, dayInstant, groupByDay } from './session-time';

describe('session times', () => {
  it('sorts by instant, not by string', () => {
    const a = { startsAt: '2023-05-08T10:00:00+02:00' }; // 08:00 UTC
    const b = { startsAt: '2023-05-08T08:30:00+00:00' }; // 08:30 UTC
    expect(byStart([b, a])).toEqual([a, b]);
  });

  it('groups by local day in order', () => {
    const s = (date: string, startsAt: string) => ({ date, startsAt });
    const groups = groupByDay([
      s('2023-05-09', '2023-05-09T09:00:00+02:00'),
      s('2023-05-08', '2023-05-08T12:00:00+02:00'),
      s('2023-05-08', '2023-05-08T09:00:00+02:00'),
    ]);
    expect(groups.map((g) => [g.date, g.items.map((i) => i.startsAt.slice(11, 16))])).toEqual([
      ['2023-05-08', ['09:00', '12:00']],
      ['2023-05-09', ['09:00']],
    ]);
    expect(dayInstant('2023-05-08').toISOString()).toBe('2023-05-08T12:00:00.000Z');
  });
});
