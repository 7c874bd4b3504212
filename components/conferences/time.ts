/**
 * Time and date texts of sessions, with plain Intl so that the server (event zone) and the
 * browser (viewer's zone) format alike. `iso` is a BCP 47 tag (LOCALE_META[locale].iso).
 */

export const EVENT_TIME_ZONE = 'Europe/Madrid';

const HOURS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** clockTime('2027-03-09T09:00:00+01:00', 'es-ES', 'Europe/Madrid') → '09:00' */
export function clockTime(at: string, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(iso, { ...HOURS, timeZone }).format(new Date(at));
}

/** timeRange('2027-03-09T09:00:00+01:00', '…T09:30:00+01:00', 'es-ES', 'Europe/Madrid') → '09:00–09:30' */
export function timeRange(start: string, end: string, iso: string, timeZone: string): string {
  const f = new Intl.DateTimeFormat(iso, { ...HOURS, timeZone });
  return `${f.format(new Date(start))}–${f.format(new Date(end))}`;
}

/** A zone's name at an instant: short ('CET', 'GMT+1') or long ('hora estándar de Europa central'). */
export function zoneName(iso: string, timeZone: string, at: string, style: 'short' | 'long' | 'longGeneric'): string {
  const parts = new Intl.DateTimeFormat(iso, { timeZone, timeZoneName: style }).formatToParts(new Date(at));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** dayLabel('2027-03-09', 'es-ES') → 'martes, 9 de marzo de 2027' (the local day as written by the API). */
export function dayLabel(date: string, iso: string, options: { year?: boolean } = {}): string {
  return new Intl.DateTimeFormat(iso, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: options.year === false ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** Offset in minutes of `timeZone` at instant `at` (Europe/Madrid in winter → 60). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** True when the viewer's clock shows a different time than the event's at that instant. */
export function differsFromEventZone(viewerZone: string, at: string, eventZone = EVENT_TIME_ZONE): boolean {
  const when = new Date(at);
  return zoneOffsetMinutes(viewerZone, when) !== zoneOffsetMinutes(eventZone, when);
}

/** The browser's zone, or null when it cannot be read (server, very old browsers). */
export function viewerTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
