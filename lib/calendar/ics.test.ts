import { describe, expect, it } from 'vitest';
import type { GeneralData } from '@/lib/api/schemas';
import { conferenceEvent, eventDays } from './conference-events';
import { buildCalendar, calendarFilename, escapeText, foldLine, formatLocal, formatUtc, type CalendarEvent } from './ics';
import { events, instantOf, parseIcs, prop, text, unescapeText, unfold } from './parse';
import { AGENDA_FEED_PATH, EVENT_CALENDAR_PATH, sessionCalendarPath, webcalUrl } from './paths';
import { conferenceSummary } from '@/lib/testing/conferences';

const stamp = new Date('2026-11-21T10:00:00Z');

const session: CalendarEvent = {
  uid: 'conference-24.demo@ekitaldi',
  start: '2027-03-09T09:30:00+01:00',
  end: '2027-03-09T10:30:00+01:00',
  summary: 'Ponencia magistral: vivienda, empleo; y territorio',
  description: 'Casos reales, datos recientes.\nPonentes: Lucía Gil',
  location: 'Auditorio, Sala 1 · Palacio Euskalduna (Bilbao)',
  url: 'http://localhost:3000/agenda/ponencia-magistral',
  categories: ['Programa principal', 'Personas, territorio'],
};

function octets(line: string) {
  return new TextEncoder().encode(line).length;
}

describe('buildCalendar', () => {
  const ics = buildCalendar([session], { name: 'Demo; agenda', timeZone: 'Europe/Madrid', stamp, language: 'es' });
  const calendar = parseIcs(ics);
  const [event] = events(calendar);

  it('uses CRLF line endings only, and ends with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is a VCALENDAR 2.0 with a product id, method and name', () => {
    expect(calendar.name).toBe('VCALENDAR');
    expect(text(calendar, 'VERSION')).toBe('2.0');
    expect(text(calendar, 'PRODID')).toMatch(/^-\/\/Ekitaldi\/\/.+\/\/ES$/);
    expect(text(calendar, 'METHOD')).toBe('PUBLISH');
    expect(text(calendar, 'X-WR-CALNAME')).toBe('Demo; agenda');
    expect(prop(calendar, 'X-WR-CALNAME')!.value).toBe('Demo\\; agenda');
  });

  it('carries the Europe/Madrid VTIMEZONE with both rules', () => {
    const tz = calendar.components.find((c) => c.name === 'VTIMEZONE')!;
    expect(text(tz, 'TZID')).toBe('Europe/Madrid');
    const daylight = tz.components.find((c) => c.name === 'DAYLIGHT')!;
    const standard = tz.components.find((c) => c.name === 'STANDARD')!;
    expect(text(daylight, 'TZOFFSETTO')).toBe('+0200');
    expect(text(daylight, 'RRULE')).toBe('FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(text(standard, 'TZOFFSETTO')).toBe('+0100');
    expect(text(standard, 'RRULE')).toBe('FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
  });

  it('writes DTSTART/DTEND in the event zone, naming it, and they mean the right instants', () => {
    const start = prop(event!, 'DTSTART')!;
    const end = prop(event!, 'DTEND')!;
    expect(start).toEqual({ name: 'DTSTART', params: { TZID: 'Europe/Madrid' }, value: '20270309T093000' });
    expect(end.value).toBe('20270309T103000');
    expect(instantOf(start).toISOString()).toBe('2027-03-09T08:30:00.000Z');
    expect(instantOf(end).toISOString()).toBe('2027-03-09T09:30:00.000Z');
  });

  it('has UID, DTSTAMP (UTC), SUMMARY, LOCATION, URL, DESCRIPTION and CATEGORIES', () => {
    expect(text(event!, 'UID')).toBe('conference-24.demo@ekitaldi');
    expect(text(event!, 'DTSTAMP')).toBe('20261121T100000Z');
    expect(text(event!, 'SUMMARY')).toBe(session.summary);
    expect(text(event!, 'LOCATION')).toBe(session.location);
    expect(text(event!, 'URL')).toBe(session.url);
    expect(text(event!, 'DESCRIPTION')).toBe(session.description);
    expect(text(event!, 'TRANSP')).toBe('OPAQUE');
    // Commas inside one category are escaped; the list separator is not.
    expect(prop(event!, 'CATEGORIES')!.value).toBe('Programa principal,Personas\\, territorio');
  });

  it('escapes commas, semicolons, backslashes and new lines in TEXT values', () => {
    expect(prop(event!, 'SUMMARY')!.value).toBe('Ponencia magistral: vivienda\\, empleo\\; y territorio');
    expect(prop(event!, 'DESCRIPTION')!.value).toBe('Casos reales\\, datos recientes.\\nPonentes: Lucía Gil');
    expect(escapeText('a\\b')).toBe('a\\\\b');
    expect(unescapeText(escapeText('x;y,z\\w\r\nv'))).toBe('x;y,z\\w\nv');
  });

  it('marks breaks as transparent (they do not block the calendar)', () => {
    const file = buildCalendar([{ ...session, transparent: true }], { stamp, timeZone: 'Europe/Madrid' });
    expect(text(events(parseIcs(file))[0]!, 'TRANSP')).toBe('TRANSPARENT');
  });

  it('writes UTC times without a VTIMEZONE for a zone Intl does not know', () => {
    const file = buildCalendar([session], { stamp, timeZone: 'Europe/Atlantis' });
    const cal = parseIcs(file);
    expect(cal.components.some((c) => c.name === 'VTIMEZONE')).toBe(false);
    const start = prop(events(cal)[0]!, 'DTSTART')!;
    expect(start).toEqual({ name: 'DTSTART', params: {}, value: '20270309T083000Z' });
  });

  it('writes a tenant in Athens in Athens time, with the Europe/Athens VTIMEZONE', () => {
    // cned's opening: 09:00 in Athens (EET, UTC+2) is 08:00 in Madrid.
    const opening = { ...session, start: '2027-01-27T09:00:00+02:00', end: '2027-01-27T10:30:00+02:00' };
    const cal = parseIcs(buildCalendar([opening], { stamp, timeZone: 'Europe/Athens' }));
    expect(text(cal, 'X-WR-TIMEZONE')).toBe('Europe/Athens');
    const tz = cal.components.find((c) => c.name === 'VTIMEZONE')!;
    expect(text(tz, 'TZID')).toBe('Europe/Athens');
    const daylight = tz.components.find((c) => c.name === 'DAYLIGHT')!;
    const standard = tz.components.find((c) => c.name === 'STANDARD')!;
    expect([text(daylight, 'TZOFFSETFROM'), text(daylight, 'TZOFFSETTO'), text(daylight, 'TZNAME')]).toEqual(['+0200', '+0300', 'EEST']);
    expect([text(daylight, 'DTSTART'), text(daylight, 'RRULE')]).toEqual(['19700329T030000', 'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU']);
    expect([text(standard, 'TZOFFSETFROM'), text(standard, 'TZOFFSETTO'), text(standard, 'TZNAME')]).toEqual(['+0300', '+0200', 'EET']);
    expect([text(standard, 'DTSTART'), text(standard, 'RRULE')]).toEqual(['19701025T040000', 'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU']);
    const start = prop(events(cal)[0]!, 'DTSTART')!;
    expect(start).toEqual({ name: 'DTSTART', params: { TZID: 'Europe/Athens' }, value: '20270127T090000' });
    expect(instantOf(start).toISOString()).toBe('2027-01-27T07:00:00.000Z');
  });

  it('adds refresh hints to subscribable feeds', () => {
    const cal = parseIcs(buildCalendar([], { stamp, timeZone: 'Europe/Madrid', refreshMinutes: 60 }));
    expect(prop(cal, 'REFRESH-INTERVAL')).toEqual({ name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, value: 'PT60M' });
    expect(text(cal, 'X-PUBLISHED-TTL')).toBe('PT60M');
    expect(events(cal)).toHaveLength(0);
  });
});

describe('line folding', () => {
  it('keeps every physical line within 75 octets, also for Greek text, and unfolds back', () => {
    const title = 'Τεχνητή νοημοσύνη στις δημόσιες υπηρεσίες, με πρακτικά παραδείγματα και ερωτήσεις από το κοινό';
    const ics = buildCalendar([{ ...session, summary: title }], { stamp, timeZone: 'Europe/Madrid' });
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(text(events(parseIcs(ics))[0]!, 'SUMMARY')).toBe(title);
  });

  it('never splits a multi-byte character and starts continuation lines with one space', () => {
    const folded = foldLine('SUMMARY:' + 'é'.repeat(60));
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.startsWith(' ') && !l.startsWith('  '))).toBe(true);
    expect(unfold(folded + '\r\n')).toEqual(['SUMMARY:' + 'é'.repeat(60)]);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });
});

describe('time formatting', () => {
  it('formats UTC and local wall times across the summer-time change', () => {
    expect(formatUtc(new Date('2027-03-09T08:00:00Z'))).toBe('20270309T080000Z');
    expect(formatLocal(new Date('2027-03-09T08:00:00Z'), 'Europe/Madrid')).toBe('20270309T090000');
    // 28 March 2027 is the last Sunday of March: 01:30 UTC is 03:30 summer time.
    expect(formatLocal(new Date('2027-03-28T01:30:00Z'), 'Europe/Madrid')).toBe('20270328T033000');
    expect(formatLocal(new Date('2027-07-01T22:15:00Z'), 'Europe/Madrid')).toBe('20270702T001500');
  });

  it('reads back local times of other zones too, across their summer-time changes', () => {
    expect(instantOf({ name: 'DTSTART', params: { TZID: 'Europe/Athens' }, value: '20270701T090000' }).toISOString()).toBe('2027-07-01T06:00:00.000Z');
    expect(instantOf({ name: 'DTSTART', params: { TZID: 'America/New_York' }, value: '20271107T090000' }).toISOString()).toBe('2027-11-07T14:00:00.000Z');
    expect(formatLocal(new Date('2027-03-28T01:00:00Z'), 'Europe/Athens')).toBe('20270328T040000');
  });

  it('reads back summer and winter local times as the right instants', () => {
    const summer = { name: 'DTSTART', params: { TZID: 'Europe/Madrid' }, value: '20230508T090000' };
    expect(instantOf(summer).toISOString()).toBe('2023-05-08T07:00:00.000Z');
    const winter = { name: 'DTSTART', params: { TZID: 'Europe/Madrid' }, value: '20261125T090000' };
    expect(instantOf(winter).toISOString()).toBe('2026-11-25T08:00:00.000Z');
  });
});

describe('filenames and paths', () => {
  it('makes safe ASCII filenames', () => {
    expect(calendarFilename('Inauguración oficial / día 1')).toBe('Inauguracion-oficial-dia-1.ics');
    expect(calendarFilename('Συνέδριο')).toBe('calendar.ics');
  });

  it('names the public calendar paths', () => {
    expect(sessionCalendarPath('apertura')).toBe('/agenda/apertura/calendario.ics');
    expect(EVENT_CALENDAR_PATH).toBe('/calendario.ics');
    expect(AGENDA_FEED_PATH).toBe('/agenda.ics');
    expect(webcalUrl('https://congreso.example.org/en/agenda.ics')).toBe('webcal://congreso.example.org/en/agenda.ics');
  });
});

const conference = conferenceSummary({
  id: 24,
  title: 'Ponencia magistral',
  summary: 'Casos de éxito.',
  format: 'keynote',
  featured: true,
  rooms: [
    { id: 1, name: 'Auditorio', seating: { occupied: 10, total: 100 } },
    { id: 2, name: 'Sala 1', seating: { occupied: 1, total: 30 } },
  ],
  tags: [{ id: 1, name: 'Personas', slug: 'personas' }],
});
const venues = [
  { id: 1, name: 'Palacio Euskalduna (Bilbao)' },
  { id: 2, name: 'Kursaal (Donostia)' },
];

describe('conference events', () => {
  it('maps a conference: location from rooms and venue, speakers and URL in the description', () => {
    const event = conferenceEvent(conference, {
      tenantKey: 'demo',
      venues,
      url: 'http://localhost:3000/agenda/ponencia',
      speakersLine: (names) => `Ponentes: ${names.join(', ')}`,
      trackName: (id) => (id === 1 ? 'Programa principal' : undefined),
    });
    expect(event).toMatchObject({
      uid: 'conference-24.demo@ekitaldi',
      summary: 'Ponencia magistral',
      location: 'Auditorio, Sala 1 · Palacio Euskalduna (Bilbao)',
      categories: ['Programa principal', 'Personas'],
      transparent: false,
    });
    expect(event.description).toBe('Casos de éxito.\n\nPonentes: Lucía Gil\n\nhttp://localhost:3000/agenda/ponencia');
  });

  const general: GeneralData = {
    eventName: 'Demo Summit',
    description: 'Tres días.',
    startsAt: '2027-03-09T09:00:00+01:00',
    endsAt: '2027-03-11T18:30:00+01:00',
    timeZone: 'Europe/Madrid',
    legalLogo: null,
    copyright: '©',
    contactEmail: null,
  };
  const ctx = {
    tenantKey: 'demo',
    venues,
    url: 'http://localhost:3000/agenda',
    dayTitle: (name: string, day: number, days: number) => `${name} (día ${day} de ${days})`,
  };

  it('makes one entry per agenda day, from the first start to the last end', () => {
    const late = { ...conference, id: 25, venueId: 2, startsAt: '2027-03-10T17:00:00+01:00', endsAt: '2027-03-10T18:30:00+01:00' };
    const early = { ...conference, id: 26, startsAt: '2027-03-10T09:00:00+01:00', endsAt: '2027-03-10T09:30:00+01:00' };
    const days = eventDays(general, [
      { date: '2027-03-09', conferences: [conference] },
      { date: '2027-03-10', conferences: [late, early] },
      { date: '2027-03-11', conferences: [] },
    ], ctx);
    expect(days).toHaveLength(2);
    expect(days[1]).toMatchObject({
      uid: 'event-2027-03-10.demo@ekitaldi',
      start: '2027-03-10T09:00:00+01:00',
      end: '2027-03-10T18:30:00+01:00',
      summary: 'Demo Summit (día 2 de 2)',
      location: 'Palacio Euskalduna (Bilbao) · Kursaal (Donostia)',
    });
  });

  it('falls back to the general data dates when the agenda is empty', () => {
    const [only, ...rest] = eventDays(general, [], ctx);
    expect(rest).toHaveLength(0);
    expect(only).toMatchObject({ start: general.startsAt, end: general.endsAt, summary: 'Demo Summit' });
  });
});
