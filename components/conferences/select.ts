/** Picking and grouping conferences for lists. */

/** The first `limit` items of each venue, in the list's order (a block stays full at every venue). */
export function limitPerVenue<T extends { venueId: number }>(list: readonly T[], limit: number): T[] {
  const seen = new Map<number, number>();
  return list.filter((c) => {
    const n = seen.get(c.venueId) ?? 0;
    seen.set(c.venueId, n + 1);
    return n < limit;
  });
}

/**
 * Items grouped by their local day (`date`), keeping the list's order of days and items
 * (ascending for the current edition, newest first for past activities).
 */
export function groupByDate<T extends { date: string }>(list: readonly T[]): { date: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const group = groups.get(item.date);
    if (group) group.push(item);
    else groups.set(item.date, [item]);
  }
  return [...groups].map(([date, items]) => ({ date, items }));
}
