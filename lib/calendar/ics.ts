/**
 * iCalendar (RFC 5545) files: one session, the whole event, or the agenda feed that calendar
 * apps subscribe to.
 *
 * Built by hand rather than with the `ics` package: that package cannot write a VTIMEZONE
 * (only UTC or floating times), folds lines by characters instead of octets (Greek titles
 * overflow) and stamps DTSTAMP with the clock. Here, times in the event's zone (the tenant's
 * registry `timeZone`) are written as `DTSTART;TZID=Europe/Athens:20270127T090000` with the
 * zone's VTIMEZONE block (./vtimezone.ts, from Intl's rules), so calendar apps show the event's
 * own zone; without a zone Intl knows, times are written in UTC (`…Z`), which is exact too.
 *
 *   buildCalendar([{ uid: 'a@x', start: '2027-03-09T09:00:00+01:00', end: '…', summary: 'Opening' }],
 *                 { name: 'Agenda', timeZone: 'Europe/Madrid', stamp: new Date() })
 *   → "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n…BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid…END:VCALENDAR\r\n"
 */

import { isTimeZone, wallClock } from '@/lib/i18n/format';
import { vtimezone } from './vtimezone';

export interface CalendarEvent {
  /** Globally unique and stable across languages, e.g. "conference-24.demo@ekitaldi". */
  uid: string;
  /** ISO 8601 instants (with offset or Z). */
  start: string;
  end: string;
  summary: string;
  /** Plain text; new lines are kept. */
  description?: string;
  location?: string;
  /** Absolute URL of the session's page. */
  url?: string;
  categories?: string[];
  /** A break or other time that does not block the attendee's calendar. */
  transparent?: boolean;
}

export interface CalendarOptions {
  /** Calendar name shown by calendar apps (X-WR-CALNAME / NAME). */
  name?: string;
  description?: string;
  /** The zone to write local times in (an IANA zone Intl knows; otherwise, or without one, UTC). */
  timeZone?: string;
  /** DTSTAMP of every event: when this file was generated. */
  stamp: Date;
  /** For subscribable feeds: how often calendar apps should fetch again (minutes). */
  refreshMinutes?: number;
  /** BCP 47 language of the texts (PRODID suffix and LANGUAGE parameter are not needed). */
  language?: string;
}

export const CRLF = '\r\n';

export function hasVTimezone(timeZone: string | undefined): timeZone is string {
  return timeZone !== undefined && isTimeZone(timeZone);
}

/** escapeText('Bilbao; Sala 1, planta 2\nNorte') → 'Bilbao\\; Sala 1\\, planta 2\\nNorte' */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line to at most 75 octets per physical line (RFC 5545 §3.1): continuation
 * lines start with one space, and a multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space takes one octet
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF + ' ');
}

const pad = (n: number) => String(n).padStart(2, '0');

function parseInstant(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date-time: "${iso}"`);
  return date;
}

/** formatUtc(new Date('2027-03-09T08:00:00Z')) → '20270309T080000Z' */
export function formatUtc(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** formatLocal(new Date('2027-03-09T08:00:00Z'), 'Europe/Madrid') → '20270309T090000' */
export function formatLocal(date: Date, timeZone: string): string {
  const w = wallClock(date, timeZone);
  return `${w.year}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

function dateProperty(name: 'DTSTART' | 'DTEND', iso: string, timeZone: string | undefined): string {
  const date = parseInstant(iso);
  return hasVTimezone(timeZone) ? `${name};TZID=${timeZone}:${formatLocal(date, timeZone)}` : `${name}:${formatUtc(date)}`;
}

/** The content lines of one VEVENT (unfolded). */
export function eventLines(event: CalendarEvent, timeZone: string | undefined, stamp: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(stamp)}`,
    dateProperty('DTSTART', event.start, timeZone),
    dateProperty('DTEND', event.end, timeZone),
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
  const categories = event.categories?.filter(Boolean) ?? [];
  if (categories.length > 0) lines.push(`CATEGORIES:${categories.map(escapeText).join(',')}`);
  lines.push('STATUS:CONFIRMED', `TRANSP:${event.transparent ? 'TRANSPARENT' : 'OPAQUE'}`, 'END:VEVENT');
  return lines;
}

/** A complete iCalendar file (CRLF line endings, folded lines) holding `events`. */
export function buildCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  const timeZone = hasVTimezone(options.timeZone) ? options.timeZone : undefined;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Ekitaldi//Event portal//${(options.language ?? 'ES').toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.name) lines.push(`NAME:${escapeText(options.name)}`, `X-WR-CALNAME:${escapeText(options.name)}`);
  if (options.description) {
    lines.push(`DESCRIPTION:${escapeText(options.description)}`, `X-WR-CALDESC:${escapeText(options.description)}`);
  }
  if (timeZone) lines.push(`X-WR-TIMEZONE:${timeZone}`);
  if (options.refreshMinutes) {
    const duration = `PT${options.refreshMinutes}M`;
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${duration}`, `X-PUBLISHED-TTL:${duration}`);
  }
  // The zone's rules as of the events' year (the file's own year when it has none).
  const year = events.length > 0 ? new Date(events[0]!.start).getUTCFullYear() : options.stamp.getUTCFullYear();
  if (timeZone) lines.push(...vtimezone(timeZone, Number.isFinite(year) ? year : options.stamp.getUTCFullYear()));
  for (const event of events) lines.push(...eventLines(event, timeZone, options.stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A filename for Content-Disposition: ASCII, no quotes or path separators. */
export function calendarFilename(base: string): string {
  const ascii = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${ascii || 'calendar'}.ics`;
}
