import { wallClock, zoneOffsetMinutes } from '@/lib/i18n/format';

/**
 * The VTIMEZONE block (RFC 5545 §3.6.5) of any zone Intl knows, built from Intl's own rules (issue
 * 28: a tenant's event zone is any IANA zone of the registry, not only Europe/Madrid), so calendar
 * apps show `DTSTART;TZID=Europe/Athens:20270127T090000` as 09:00 Athens time.
 *
 * The zone's changes of offset in `year` (the year of the events) become yearly rules
 * ("last Sunday of March at 03:00"), written from 1970 like the usual published blocks, when the
 * same rule also gives the next year's change; otherwise (a zone whose dates move, e.g. with a
 * lunar calendar) the changes of `year` and the next are written one by one. A zone without
 * summer time gets one STANDARD part.
 *
 *   vtimezone('Europe/Madrid', 2027) → ['BEGIN:VTIMEZONE', 'TZID:Europe/Madrid', …,
 *     'BEGIN:DAYLIGHT', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'TZNAME:CEST',
 *     'DTSTART:19700329T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'END:DAYLIGHT', …]
 */

const DAY_MS = 86_400_000;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** +0100, -0500, +0530 */
function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

interface Change {
  /** the first instant of the new offset */
  at: number;
  from: number;
  to: number;
}

/** The instants in [from, to) where the zone's offset changes (to the minute). */
function changes(zone: string, from: number, to: number): Change[] {
  const found: Change[] = [];
  let before = zoneOffsetMinutes(zone, from);
  for (let t = from + DAY_MS; t <= to; t += DAY_MS) {
    const after = zoneOffsetMinutes(zone, t);
    if (after === before) continue;
    let lo = t - DAY_MS;
    let hi = t;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (zoneOffsetMinutes(zone, mid) === before) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, from: before, to: after });
    before = after;
  }
  return found;
}

/** The wall clock where a change begins, read in the offset before it (RFC 5545: DTSTART of an onset). */
function onset(c: Change) {
  const local = new Date(c.at + c.from * 60_000);
  return {
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    time: `${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`,
  };
}

/** The day of `month` in `year` that a BYDAY rule ('-1SU', '2SU') names. */
function ruleDay(year: number, month: number, weekday: number, nth: number): number {
  if (nth < 0) {
    const last = new Date(Date.UTC(year, month, 0));
    return last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7);
  }
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
}

/** The zone's own abbreviation when Intl has one ('CET', 'EEST', 'EST'); else none. */
function abbreviation(zone: string, at: number): string | null {
  for (const locale of ['en-GB', 'en-US']) {
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(new Date(at))
      .find((p) => p.type === 'timeZoneName')?.value;
    if (name && !/^(GMT|UTC)/.test(name)) return name;
  }
  return null;
}

function part(kind: 'STANDARD' | 'DAYLIGHT', from: number, to: number, name: string | null, start: string, rule: string[]): string[] {
  return [`BEGIN:${kind}`, `TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`, ...(name ? [`TZNAME:${name}`] : []), `DTSTART:${start}`, ...rule, `END:${kind}`];
}

const built = new Map<string, string[]>();

export function vtimezone(zone: string, year: number): string[] {
  const key = `${zone}|${year}`;
  let block = built.get(key);
  if (!block) {
    block = build(zone, year);
    built.set(key, block);
  }
  return block;
}

function build(zone: string, year: number): string[] {
  const begin = Date.UTC(year, 0, 1);
  const thisYear = changes(zone, begin, Date.UTC(year + 1, 0, 1));
  const nextYear = changes(zone, Date.UTC(year + 1, 0, 1), Date.UTC(year + 2, 0, 1));
  const head = ['BEGIN:VTIMEZONE', `TZID:${zone}`, `X-LIC-LOCATION:${zone}`];
  if (thisYear.length === 0) {
    const offset = zoneOffsetMinutes(zone, begin);
    return [...head, ...part('STANDARD', offset, offset, abbreviation(zone, begin), '19700101T000000', []), 'END:VTIMEZONE'];
  }
  const kind = (c: Change) => (c.to > c.from ? 'DAYLIGHT' : 'STANDARD');
  const rules = thisYear.map((c) => {
    const o = onset(c);
    const last = o.day + 7 > new Date(Date.UTC(year, o.month, 0)).getUTCDate();
    const nth = last ? -1 : Math.ceil(o.day / 7);
    return { c, o, nth, byday: `${nth}${WEEKDAYS[o.weekday]}` };
  });
  // A yearly rule only where it also names next year's change, at the same time of day.
  const yearly =
    nextYear.length === rules.length &&
    rules.every((r, i) => {
      const n = onset(nextYear[i]!);
      return n.month === r.o.month && n.time === r.o.time && n.day === ruleDay(year + 1, r.o.month, r.o.weekday, r.nth);
    });
  const parts = yearly
    ? rules.flatMap(({ c, o, nth, byday }) =>
        part(kind(c), c.from, c.to, abbreviation(zone, c.at), `1970${pad(o.month)}${pad(ruleDay(1970, o.month, o.weekday, nth))}T${o.time}`, [
          `RRULE:FREQ=YEARLY;BYMONTH=${o.month};BYDAY=${byday}`,
        ]),
      )
    : [...thisYear, ...nextYear].flatMap((c) => {
        const w = wallClock(c.at - 60_000, zone);
        const start = `${w.year}${pad(w.month)}${pad(w.day)}T${onset(c).time}`;
        return part(kind(c), c.from, c.to, abbreviation(zone, c.at), start, []);
      });
  return [...head, ...parts, 'END:VTIMEZONE'];
}
