import { describe, expect, it } from 'vitest';
import type { MyDayMeeting, MyDaySession } from '@/lib/api/schemas/my-day';
import { buildTimeline, dateIn, moveBetween, nowAndNext, WALK_MINUTES } from './timeline';

const session = (id: number, startsAt: string, endsAt: string, over: Partial<MyDaySession> = {}): MyDaySession => ({
  id,
  slug: `s${id}`,
  title: `Session ${id}`,
  startsAt,
  endsAt,
  room: 'Sala 1',
  roomId: 1,
  venue: 'Euskalduna',
  registered: true,
  starred: false,
  ...over,
});
const meeting = (id: number, startsAt: string, endsAt: string, over: Partial<MyDayMeeting> = {}): MyDayMeeting => ({
  id,
  conferenceId: 1,
  name: `Meeting ${id}`,
  with: 'Mikel Arrieta',
  startsAt,
  endsAt,
  room: 'Mesa 1',
  venue: 'Networking Bilbao',
  ...over,
});

const Z = 'Europe/Madrid';

describe('buildTimeline', () => {
  it('groups by the event zone day, sorts by start and merges sessions and meetings', () => {
    const days = buildTimeline(
      {
        sessions: [session(2, '2027-03-10T09:00:00+01:00', '2027-03-10T10:00:00+01:00'), session(1, '2027-03-09T16:00:00+01:00', '2027-03-09T17:00:00+01:00')],
        // 23:30 UTC on the 9th is already the 10th in Madrid.
        meetings: [meeting(7, '2027-03-09T23:30:00Z', '2027-03-09T23:50:00Z'), meeting(8, '2027-03-09T11:00:00+01:00', '2027-03-09T11:20:00+01:00')],
      },
      Z,
    );
    expect(days.map((d) => d.date)).toEqual(['2027-03-09', '2027-03-10']);
    expect(days[0]!.items.map((i) => i.key)).toEqual(['meeting-8', 'session-1']);
    expect(days[1]!.items.map((i) => i.key)).toEqual(['meeting-7', 'session-2']);
    // The same instants in another event zone fall on other days.
    expect(buildTimeline({ sessions: [], meetings: [meeting(7, '2027-03-09T23:30:00Z', '2027-03-09T23:50:00Z')] }, 'America/New_York')[0]!.date).toBe('2027-03-09');
  });

  it('marks every pair of overlapping items as a clash, and touching ones not', () => {
    const [day] = buildTimeline(
      {
        sessions: [
          session(1, '2027-03-09T11:00:00+01:00', '2027-03-09T12:00:00+01:00'),
          session(2, '2027-03-09T12:00:00+01:00', '2027-03-09T13:00:00+01:00'),
        ],
        meetings: [meeting(3, '2027-03-09T11:40:00+01:00', '2027-03-09T12:20:00+01:00')],
      },
      Z,
    );
    const byKey = Object.fromEntries(day!.items.map((i) => [i.key, i.clashesWith.sort()]));
    expect(byKey).toEqual({ 'session-1': ['meeting-3'], 'meeting-3': ['session-1', 'session-2'], 'session-2': ['meeting-3'] });
    expect(day!.clashes).toBe(3);
    expect(day!.items.every((i) => i.gapBefore === null)).toBe(true);
  });

  it('measures walking gaps: minutes, the move and whether they are tight', () => {
    const [day] = buildTimeline(
      {
        sessions: [
          session(1, '2027-03-09T09:00:00+01:00', '2027-03-09T10:00:00+01:00'),
          // same room, no time at all: fine
          session(2, '2027-03-09T10:00:00+01:00', '2027-03-09T10:30:00+01:00'),
          // another room, 3 minutes: tight
          session(3, '2027-03-09T10:33:00+01:00', '2027-03-09T11:00:00+01:00', { room: 'Auditorio' }),
        ],
        // another venue, 20 minutes: enough
        meetings: [meeting(4, '2027-03-09T11:20:00+01:00', '2027-03-09T11:40:00+01:00')],
      },
      Z,
    );
    expect(day!.items.map((i) => i.gapBefore)).toEqual([
      null,
      { minutes: 0, move: 'none', tight: false },
      { minutes: 3, move: 'room', tight: true },
      { minutes: 20, move: 'venue', tight: false },
    ]);
    expect(WALK_MINUTES.venue).toBeGreaterThan(WALK_MINUTES.room);
  });

  it('after an item inside a longer one, the next gap runs from the longer one', () => {
    const [day] = buildTimeline(
      {
        sessions: [session(1, '2027-03-09T09:00:00+01:00', '2027-03-09T12:00:00+01:00'), session(3, '2027-03-09T12:10:00+01:00', '2027-03-09T13:00:00+01:00')],
        meetings: [meeting(2, '2027-03-09T10:00:00+01:00', '2027-03-09T10:20:00+01:00')],
      },
      Z,
    );
    expect(day!.items.find((i) => i.key === 'session-3')!.gapBefore).toEqual({ minutes: 10, move: 'none', tight: false });
  });

  it('moveBetween compares venue first, then room', () => {
    expect(moveBetween({ room: 'A', venue: 'X' }, { room: 'A', venue: 'Y' })).toBe('venue');
    expect(moveBetween({ room: 'A', venue: 'X' }, { room: 'B', venue: 'X' })).toBe('room');
    expect(moveBetween({ room: null, venue: null }, { room: null, venue: null })).toBe('none');
  });
});

describe('nowAndNext', () => {
  const days = buildTimeline(
    {
      sessions: [
        session(1, '2027-03-09T09:00:00+01:00', '2027-03-09T10:00:00+01:00'),
        session(2, '2027-03-09T11:00:00+01:00', '2027-03-09T12:00:00+01:00'),
        session(3, '2027-03-10T09:00:00+01:00', '2027-03-10T10:00:00+01:00'),
      ],
      meetings: [meeting(4, '2027-03-09T09:30:00+01:00', '2027-03-09T09:50:00+01:00')],
    },
    Z,
  );
  const at = (iso: string) => nowAndNext(days, Date.parse(iso), Z);

  it('lists what runs now (clashing items both) and the next item of the day', () => {
    expect(at('2027-03-09T09:40:00+01:00')).toMatchObject({ now: [{ key: 'session-1' }, { key: 'meeting-4' }], next: { key: 'session-2' } });
    expect(at('2027-03-09T10:30:00+01:00')).toMatchObject({ now: [], next: { key: 'session-2' } });
    expect(at('2027-03-09T11:59:00+01:00')).toMatchObject({ now: [{ key: 'session-2' }], next: null });
  });

  it('is null on a day without items, before the event and after the last item of the day', () => {
    expect(at('2027-03-08T10:00:00+01:00')).toBeNull();
    expect(at('2027-03-09T12:00:00+01:00')).toBeNull();
    expect(at('2027-03-11T09:30:00+01:00')).toBeNull();
  });

  it('uses the event zone for "today": 00:30 in Madrid is the next day in Madrid but not in UTC', () => {
    // 2027-03-09T23:30Z = 10 March 00:30 in Madrid: the 10th's session is next.
    expect(at('2027-03-09T23:30:00Z')).toMatchObject({ now: [], next: { key: 'session-3' } });
    expect(dateIn('2027-03-09T23:30:00Z', 'UTC')).toBe('2027-03-09');
  });
});
