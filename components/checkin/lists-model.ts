import type { CheckinListWithRecent, CheckinScanned } from '@/lib/api/schemas/checkin';

/** Scans a list card shows (the API sends as many with the lists). */
export const RECENT_SCANS = 5;

/**
 * The lists after a `checkin.scanned` event: that list's counts, and the scan first among its
 * last ones (once: an event that arrives after a re-read that already holds it changes nothing).
 */
export function withScan(lists: CheckinListWithRecent[], event: CheckinScanned): CheckinListWithRecent[] {
  return lists.map((l) =>
    l.id !== event.listId
      ? l
      : {
          ...l,
          counts: event.counts,
          recent: [event.scan, ...l.recent.filter((s) => s.id !== event.scan.id)].sort((a, b) => b.id - a.id).slice(0, RECENT_SCANS),
        },
  );
}
