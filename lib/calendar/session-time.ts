/** Sessions in time order (ISO strings with offsets compare correctly only as dates). */
export function byStart<T extends { startsAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

/** Sessions grouped by their local day (`date`, YYYY-MM-DD), days and sessions in time order. */
export function groupByDay<T extends { startsAt: string; date: string }>(items: readonly T[]): { date: string; items: T[] }[] {
  const days = new Map<string, T[]>();
  for (const item of byStart(items)) {
    const list = days.get(item.date) ?? [];
    list.push(item);
    days.set(item.date, list);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, items: list }));
}

/** Noon of a local day, so that formatting the day never slips across midnight. */
export function dayInstant(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}
