import type { MyDayData, MyDayMeeting, MyDaySession } from '@/lib/api/schemas/my-day';
import { wallClock } from '@/lib/i18n/format';

/**
 * "My day": one timeline per event day of what an attendee takes part in — the
 * sessions they registered for, the ones they starred and their accepted networking meetings —
 * with the gap to walk between consecutive items, the clashes, and what runs now and next.
 * Pure: the page (server), its client leaf (now/next) and the calendar feed share it.
 */

/** Minutes to allow for a move: another room of the same venue, or another venue. */
export const WALK_MINUTES = { room: 5, venue: 15 } as const;

export type Move = 'none' | 'room' | 'venue';

export interface TimelineItem {
  /** unique across kinds: "session-12", "meeting-4" */
  key: string;
  kind: 'session' | 'meeting';
  title: string;
  start: string;
  end: string;
  startMs: number;
  endMs: number;
  room: string | null;
  venue: string | null;
  session: MyDaySession | null;
  meeting: MyDayMeeting | null;
  /** keys of the items of the same day it overlaps */
  clashesWith: string[];
  /** from the previous item of the day, when they do not overlap */
  gapBefore: Gap | null;
}

export interface Gap {
  minutes: number;
  /** where the attendee has to go from the previous item */
  move: Move;
  /** less time than WALK_MINUTES for that move */
  tight: boolean;
}

export interface TimelineDay {
  /** YYYY-MM-DD in the event's zone */
  date: string;
  items: TimelineItem[];
  clashes: number;
}

/** YYYY-MM-DD of an instant in a zone. */
export function dateIn(at: string | number, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

function itemOfSession(s: MyDaySession): TimelineItem {
  return {
    key: `session-${s.id}`,
    kind: 'session',
    title: s.title,
    start: s.startsAt,
    end: s.endsAt,
    startMs: Date.parse(s.startsAt),
    endMs: Date.parse(s.endsAt),
    room: s.room,
    venue: s.venue,
    session: s,
    meeting: null,
    clashesWith: [],
    gapBefore: null,
  };
}

function itemOfMeeting(m: MyDayMeeting): TimelineItem {
  return {
    key: `meeting-${m.id}`,
    kind: 'meeting',
    title: m.name,
    start: m.startsAt,
    end: m.endsAt,
    startMs: Date.parse(m.startsAt),
    endMs: Date.parse(m.endsAt),
    room: m.room,
    venue: m.venue,
    session: null,
    meeting: m,
    clashesWith: [],
    gapBefore: null,
  };
}

export function moveBetween(from: Pick<TimelineItem, 'room' | 'venue'>, to: Pick<TimelineItem, 'room' | 'venue'>): Move {
  if ((from.venue ?? '') !== (to.venue ?? '')) return 'venue';
  if ((from.room ?? '') !== (to.room ?? '')) return 'room';
  return 'none';
}

const overlaps = (a: TimelineItem, b: TimelineItem) => a.startMs < b.endMs && b.startMs < a.endMs;

/** The days (event zone) of the timeline, each sorted by start, with clashes and gaps. */
export function buildTimeline(data: MyDayData, timeZone: string): TimelineDay[] {
  const items = [...data.sessions.map(itemOfSession), ...data.meetings.map(itemOfMeeting)].filter(
    (i) => Number.isFinite(i.startMs) && Number.isFinite(i.endMs),
  );
  items.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs || a.key.localeCompare(b.key));

  const byDate = new Map<string, TimelineItem[]>();
  for (const item of items) {
    const date = dateIn(item.startMs, timeZone);
    const list = byDate.get(date) ?? [];
    list.push(item);
    byDate.set(date, list);
  }

  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => {
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length && list[j]!.startMs < list[i]!.endMs; j++) {
          if (overlaps(list[i]!, list[j]!)) {
            list[i]!.clashesWith.push(list[j]!.key);
            list[j]!.clashesWith.push(list[i]!.key);
          }
        }
      }
      // The gap is measured from the latest end so far: after a long session that holds a short
      // one inside it, the next item is reached from the long one.
      let previous: TimelineItem | null = null;
      for (const item of list) {
        if (previous && item.startMs >= previous.endMs) {
          const minutes = Math.round((item.startMs - previous.endMs) / 60_000);
          const move = moveBetween(previous, item);
          item.gapBefore = { minutes, move, tight: move !== 'none' && minutes < WALK_MINUTES[move] };
        }
        if (!previous || item.endMs > previous.endMs) previous = item;
      }
      return { date, items: list, clashes: list.filter((i) => i.clashesWith.length > 0).length };
    });
}

export interface NowAndNext {
  /** the items running at `nowMs` */
  now: TimelineItem[];
  /** the first item of the day that starts after `nowMs` */
  next: TimelineItem | null;
}

/**
 * What runs now and what comes next, while the event runs: only on a day of the timeline that is
 * today in the event's zone (null otherwise, also once that day's last item is over).
 */
export function nowAndNext(days: TimelineDay[], nowMs: number, timeZone: string): NowAndNext | null {
  const today = days.find((d) => d.date === dateIn(nowMs, timeZone));
  if (!today) return null;
  const now = today.items.filter((i) => i.startMs <= nowMs && nowMs < i.endMs);
  const next = today.items.find((i) => i.startMs > nowMs) ?? null;
  if (now.length === 0 && !next) return null;
  return { now, next };
}
