import { EVENT_CURRENCY } from '@/lib/constants';

/**
 * The one place dates, times, zones, prices and locale-aware text helpers call Intl. Pure
 * functions of their arguments (no request, no React), so the server (event zone, cached HTML)
 * and the browser (viewer's zone) produce the same text. Components that already hold a
 * next-intl formatter (`getFormatter` / `useFormatter`) use it instead; these cover what it
 * does not (zone names, pre-formatted data for client leaves, calendar files, lists built
 * outside React).
 *
 * `iso` is a BCP 47 tag: LOCALE_META[locale].iso ('es-ES', 'eu-ES', ...). `timeZone` is always
 * given: the tenant's event zone (its registry `timeZone`: next-intl's `useTimeZone()` /
 * `getTimeZone()` in components, `tenant.timeZone` in route handlers) or the viewer's own.
 */

type Instant = string | number | Date;

const toDate = (at: Instant): Date => (at instanceof Date ? at : new Date(at));

// Building an Intl formatter costs far more than using one (agenda pages format hundreds of
// times per render), so each (locale, options) pair is built once per process or page.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(iso: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${iso}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(iso, options);
    dateFormats.set(key, f);
  }
  return f;
}

const HOURS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** clockTime('2027-03-09T09:00:00+01:00', 'es-ES', 'Europe/Madrid') → '09:00'; …, 'Europe/Athens') → '10:00' (24-hour) */
export function clockTime(at: Instant, iso: string, timeZone: string): string {
  return dateFormat(iso, { ...HOURS, timeZone }).format(toDate(at));
}

/** timeRange('2027-03-09T09:00:00+01:00', '…T09:30:00+01:00', 'es-ES', 'Europe/Madrid') → '09:00–09:30' */
export function timeRange(start: Instant, end: Instant, iso: string, timeZone: string): string {
  return `${clockTime(start, iso, timeZone)}–${clockTime(end, iso, timeZone)}`;
}

/** The calendar day of an instant in a zone, as YYYY-MM-DD. */
const dayKey = (at: Instant, timeZone: string) => dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(toDate(at));

/**
 * The viewer's own range for a session: the plain clock range, unless the session
 * crosses midnight in the viewer's zone or falls on another day there than in the event's, where
 * each end carries its date:
 *   viewerRange('2026-11-26T00:00:00+01:00', '2026-11-26T23:59:00+01:00', 'es-ES', 'America/New_York', 'Europe/Madrid')
 *     → '18:00 (25 nov) – 17:59 (26 nov)'
 *   viewerRange('2027-03-09T09:00:00+01:00', '…T09:30:00+01:00', 'en-US', 'Europe/London', 'Europe/Madrid') → '08:00–08:30'
 */
export function viewerRange(start: Instant, end: Instant, iso: string, viewerZone: string, eventZone: string): string {
  const startDay = dayKey(start, viewerZone);
  // An end at midnight sharp belongs to the day before (23:00–00:00 is one evening).
  const endDay = dayKey(toDate(end).getTime() - 1, viewerZone);
  if (startDay === endDay && startDay === dayKey(start, eventZone)) return timeRange(start, end, iso, viewerZone);
  const dated = (at: Instant) => `${clockTime(at, iso, viewerZone)} (${dateFormat(iso, { day: 'numeric', month: 'short', timeZone: viewerZone }).format(toDate(at))})`;
  return `${dated(start)} – ${dated(end)}`;
}

/**
 * A zone's name at an instant, in the page's language:
 *   zoneName('2027-03-09T09:00:00+01:00', 'es-ES', 'short', 'Europe/Madrid') → 'CET'
 *   zoneName('2027-03-09T09:00:00+01:00', 'en-US', 'long', 'Europe/Madrid') → 'Central European Standard Time'
 *   zoneName('2027-03-09T09:00:00+01:00', 'en-US', 'longGeneric', 'Europe/Athens') → 'Eastern European Time'
 */
export function zoneName(
  at: Instant,
  iso: string,
  style: 'short' | 'long' | 'longGeneric',
  timeZone: string,
): string {
  const parts = dateFormat(iso, { timeZone, timeZoneName: style }).formatToParts(toDate(at));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** Noon UTC of a calendar day, so that formatting the day never slips across midnight. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * A calendar day as the API writes it (YYYY-MM-DD, already local to the event), never shifted:
 *   dayLabel('2027-03-09', 'es-ES') → 'martes, 9 de marzo de 2027'
 *   dayLabel('2027-03-09', 'en-US', { year: false }) → 'Tuesday, March 9'
 */
export function dayLabel(date: string, iso: string, options: { year?: boolean } = {}): string {
  return dateFormat(iso, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: options.year === false ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(noonOf(date));
}

/** shortDayLabel('2027-03-09', 'es-ES') → 'mar, 9 mar' (day navigation) */
export function shortDayLabel(date: string, iso: string): string {
  return dateFormat(iso, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(noonOf(date));
}

/**
 * The day of an instant in a zone, with its weekday:
 *   dayOf('2027-03-09T23:30:00Z', 'es-ES', 'Europe/Madrid') → 'miércoles, 10 de marzo de 2027' (already the 10th in Madrid)
 */
export function dayOf(at: Instant, iso: string, timeZone: string): string {
  return dateFormat(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(toDate(at));
}

/** longDate('2027-03-09T09:00:00+01:00', 'es-ES', 'Europe/Madrid') → '9 de marzo de 2027' (no weekday) */
export function longDate(at: Instant, iso: string, timeZone: string): string {
  return dateFormat(iso, { dateStyle: 'long', timeZone }).format(toDate(at));
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * What a wall clock in `timeZone` shows at an instant (numbers, no language):
 *   wallClock(new Date('2027-03-09T08:00:00Z'), 'Europe/Madrid') → { year: 2027, month: 3, day: 9, hour: 9, minute: 0, second: 0 }
 */
export function wallClock(at: Instant, timeZone: string): WallClock {
  const parts = dateFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(toDate(at));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), second: n('second') };
}

/** Offset in minutes of `timeZone` at an instant: Europe/Madrid in winter → 60, in summer → 120. */
export function zoneOffsetMinutes(timeZone: string, at: Instant): number {
  const when = toDate(at);
  const w = wallClock(when, timeZone);
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return Math.round((wall - Math.floor(when.getTime() / 60_000) * 60_000) / 60_000);
}

/** True when the viewer's clock shows a different time than the event's at that instant. */
export function differsFromEventZone(viewerZone: string, at: Instant, eventZone: string): boolean {
  const when = toDate(at);
  return zoneOffsetMinutes(viewerZone, when) !== zoneOffsetMinutes(eventZone, when);
}

/** The browser's zone, or null when it cannot be read (very old browsers; on the server it is the host's). */
export function viewerTimeZone(): string | null {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** isTimeZone('Europe/Madrid') → true; isTimeZone('Mars/Olympus') → false */
export function isTimeZone(zone: string): boolean {
  try {
    dateFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A price in euros (docs/product.md#entities: ticket prices are in euros), written the way the language writes money:
 *   formatPrice(1234.5, 'es-ES') → '1234,50 €'   formatPrice(1234.5, 'en-US') → '€1,234.50'
 *   formatPrice(1234.5, 'fr-FR') → '1 234,50 €'  formatPrice(0, 'el-GR') → '0,00 €'
 * (Spanish leaves four-digit amounts ungrouped, as its style guide says.)
 */
export function formatPrice(amount: number, iso: string, currency: string = EVENT_CURRENCY): string {
  const key = `${iso}|${currency}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(iso, { style: 'currency', currency });
    numberFormats.set(key, f);
  }
  return f.format(amount);
}

/** upperCase('íñigo', 'es-ES') → 'ÍÑIGO'; upperCase('i', 'tr-TR') → 'İ' (the language's rules) */
export function upperCase(text: string, iso?: string): string {
  return text.toLocaleUpperCase(iso);
}

/**
 * The name of a region (ISO 3166-1 alpha-2) in the language, or null when Intl has none:
 *   regionNames('es-ES')('DE') → 'Alemania'; regionNames('en-US')('QQ') → null
 */
export function regionNames(iso: string): (code: string) => string | null {
  const names = new Intl.DisplayNames([iso], { type: 'region', fallback: 'none' });
  return (code) => {
    const name = names.of(code);
    return name && name !== code ? name : null;
  };
}

/**
 * Whether a region code is the current one rather than a withdrawn alias Intl maps to another
 * (so a country is not listed twice): isCurrentRegion('DE') → true; isCurrentRegion('DD') → false,
 * isCurrentRegion('UK') → false (GB).
 */
export function isCurrentRegion(code: string): boolean {
  return Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
}

/** A comparator in the language's alphabetical order: ['Ñu', 'Nube', 'Oso'].sort(compareText('es-ES')) → ['Nube', 'Ñu', 'Oso'] */
export function compareText(iso: string): (a: string, b: string) => number {
  const collator = new Intl.Collator(iso);
  return (a, b) => collator.compare(a, b);
}

/** What people call the file kinds an `accept` list names (MIME types or extensions). */
const FILE_KIND_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/jpg': 'JPEG',
  '.jpg': 'JPEG',
  '.jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/zip': 'ZIP',
};

/**
 * An `accept` list as a person reads it, in their language:
 *   fileKinds('application/pdf,image/png,image/jpeg', 'es-ES') → 'PDF, PNG o JPEG'
 *   fileKinds('.pdf, .docx', 'en-US') → 'PDF or DOCX'
 * Anything unknown (`image/*`) is shown as written.
 */
export function fileKinds(accept: string, iso: string): string {
  const names = accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .map((a) => FILE_KIND_NAMES[a] ?? (/^\.[a-z0-9]+$/.test(a) ? a.slice(1).toUpperCase() : a));
  return new Intl.ListFormat(iso, { type: 'disjunction' }).format([...new Set(names)]);
}
