import { describe, expect, it } from 'vitest';
import type { MyDayData } from '@/lib/api/schemas/my-day';
import { parseIcs, unescapeText } from '@/lib/calendar/parse';
import { myDayCalendar } from './feed';

const data: MyDayData = {
  sessions: [
    { id: 5, slug: 'apertura', title: 'Apertura', startsAt: '2027-03-09T11:00:00+01:00', endsAt: '2027-03-09T12:00:00+01:00', room: 'Auditorio', roomId: 1, venue: 'Euskalduna', registered: true, starred: true },
    { id: 6, slug: 'taller', title: 'Taller; IA, datos', startsAt: '2027-03-09T16:00:00+01:00', endsAt: '2027-03-09T17:00:00+01:00', room: 'Sala 1, Sala 2', roomId: null, venue: 'Euskalduna', registered: false, starred: true },
  ],
  meetings: [{ id: 9, conferenceId: 1, name: 'Café', with: 'Mikel Arrieta', startsAt: '2027-03-09T11:00:00+01:00', endsAt: '2027-03-09T11:20:00+01:00', room: 'Mesa 1', venue: 'Networking Bilbao' }],
};

const body = myDayCalendar(data, {
  tenantKey: 'demo',
  timeZone: 'Europe/Madrid',
  stamp: new Date('2027-03-01T10:00:00Z'),
  language: 'en-GB',
  refreshMinutes: 15,
  sessionUrl: (slug) => `https://localhost/en/agenda/${slug}`,
  texts: {
    calendarName: 'My day · Demo',
    calendarDescription: 'Your sessions and meetings',
    registered: 'Registered',
    starred: 'Starred',
    meetingWith: (name) => `Meeting with ${name}`,
    clashWith: (titles) => `Clashes with: ${titles}`,
  },
});

describe('myDayCalendar', () => {
  it('writes an RFC 5545 calendar: CRLF lines, the event zone, one VEVENT per item in timeline order', () => {
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const cal = parseIcs(body);
    const events = cal.components.filter((c) => c.name === 'VEVENT');
    expect(events).toHaveLength(3);
    expect(cal.components.some((c) => c.name === 'VTIMEZONE')).toBe(true);
    const prop = (e: (typeof events)[number], name: string) => e.properties.find((p) => p.name === name);
    expect(events.map((e) => prop(e, 'UID')!.value)).toEqual(['my-day-meeting-9.demo@ekitaldi', 'my-day-session-5.demo@ekitaldi', 'my-day-session-6.demo@ekitaldi']);
    expect(prop(events[1]!, 'DTSTART')).toMatchObject({ params: { TZID: 'Europe/Madrid' }, value: '20270309T110000' });
    expect(prop(events[0]!, 'SUMMARY')!.value).toBe('Café · Meeting with Mikel Arrieta');
  });

  it('says clashes, registration and stars; a starred-only session does not block the calendar', () => {
    const events = parseIcs(body).components.filter((c) => c.name === 'VEVENT');
    const raw = (e: (typeof events)[number], name: string) => e.properties.find((p) => p.name === name)?.value;
    const prop = (e: (typeof events)[number], name: string) => unescapeText(raw(e, name) ?? '');
    expect(raw(events[2]!, 'SUMMARY')).toBe('Taller\\; IA\\, datos');
    expect(prop(events[1]!, 'DESCRIPTION')).toBe('Registered\nStarred\nClashes with: Café');
    expect(prop(events[0]!, 'DESCRIPTION')).toBe('Meeting with Mikel Arrieta\nClashes with: Apertura');
    expect(prop(events[1]!, 'TRANSP')).toBe('OPAQUE');
    expect(prop(events[2]!, 'TRANSP')).toBe('TRANSPARENT');
    expect(prop(events[2]!, 'SUMMARY')).toBe('Taller; IA, datos');
    expect(prop(events[2]!, 'LOCATION')).toBe('Sala 1, Sala 2 · Euskalduna');
    expect(prop(events[2]!, 'URL')).toBe('https://localhost/en/agenda/taller');
  });
});
