import { describe, expect, it } from 'vitest';
import type { CheckinListWithRecent, CheckinScan } from '@/lib/api/schemas/checkin';
import { withScan } from './lists-model';

const scan = (id: number, listId = 1): CheckinScan => ({ id, listId, at: '2026-11-21T09:12:00Z', direction: 'entry', result: 'admitted', reason: null, name: `P${id}`, by: null, conflict: false });
const list = (id: number, recent: CheckinScan[]): CheckinListWithRecent => ({
  id,
  name: `L${id}`,
  kind: 'entrance',
  conferenceId: null,
  roomId: null,
  sessionTitle: null,
  roomName: null,
  createdAt: '2026-11-21T08:00:00Z',
  closedAt: null,
  counts: { inside: 0, checkedIn: 0, expected: 10 },
  recent,
});

describe('a checkin.scanned event on the lists screen', () => {
  it('moves that list’s counts and puts the scan first, keeping five', () => {
    const lists = [list(1, [5, 4, 3, 2, 1].map((n) => scan(n))), list(2, [])];
    const after = withScan(lists, { listId: 1, counts: { inside: 1, checkedIn: 1, expected: 10 }, scan: scan(6) });
    expect(after[0]!.counts).toEqual({ inside: 1, checkedIn: 1, expected: 10 });
    expect(after[0]!.recent.map((s) => s.id)).toEqual([6, 5, 4, 3, 2]);
    expect(after[1]).toBe(lists[1]);
  });

  it('changes nothing twice: a scan a re-read already holds stays once, in its place', () => {
    const lists = [list(1, [scan(7), scan(6)])];
    const after = withScan(lists, { listId: 1, counts: { inside: 2, checkedIn: 2, expected: 10 }, scan: scan(6) });
    expect(after[0]!.recent.map((s) => s.id)).toEqual([7, 6]);
  });
});
