/**
 * The calendar part of an email (a session registration, an accepted meeting): one VEVENT in
 * UTC, METHOD:PUBLISH to add it or METHOD:CANCEL (STATUS:CANCELLED, SEQUENCE:1, the same UID) to
 * take it out. The demo API shares only the contract with the portal, so it does not use the
 * portal's lib/calendar (which writes the event's own zone for subscribable feeds); UTC is exact.
 *
 *   icsEvent({ uid: 'conference-7.demo@ekitaldi', start: '2027-03-09T09:00:00+01:00', end: …, summary: 'Apertura' }, stamp, 'PUBLISH')
 *   → 'BEGIN:VCALENDAR\r\n…DTSTART:20270309T080000Z\r\n…END:VCALENDAR\r\n'
 */
export interface IcsEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  location?: string;
  url?: string;
}

const utc = (iso: string | Date) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const text = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** RFC 5545 §3.1: at most 75 octets a line, continuation lines start with a space, UTF-8 characters kept whole. */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  for (const ch of line) {
    if (Buffer.byteLength(cur + ch) > (out.length === 0 ? 75 : 74)) {
      out.push(cur);
      cur = '';
    }
    cur += ch;
  }
  out.push(cur);
  return out.join('\r\n ');
}

export function icsEvent(e: IcsEvent, stamp: Date, method: 'PUBLISH' | 'CANCEL'): string {
  const cancel = method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ekitaldi//Demo API emails//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utc(stamp)}`,
    `DTSTART:${utc(e.start)}`,
    `DTEND:${utc(e.end)}`,
    `SUMMARY:${text(e.summary)}`,
    ...(e.location ? [`LOCATION:${text(e.location)}`] : []),
    ...(e.url ? [`URL:${e.url.replace(/[\r\n]/g, '')}`] : []),
    ...(cancel ? ['SEQUENCE:1'] : []),
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
