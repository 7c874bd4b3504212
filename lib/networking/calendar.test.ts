import { describe, expect, it } from 'vitest';
import { meetingsCalendar, meetingUid } from './calendar';

const stamp = new Date('2026-11-23T08:00:00Z');

describe('meetingsCalendar', () => {
  it('writes one VEVENT per meeting in the event zone, with room and comment', () => {
    const { body, filename } = meetingsCalendar(
      [
        { id: 7, start: '2027-03-09T10:00:00+01:00', end: '2027-03-09T10:30:00+01:00', summary: 'Reunión con Ane Etxeberria', location: 'Sala 2, planta 1', description: 'Hablar de la feria' },
        { id: 9, start: '2027-03-10T09:00:00Z', end: '2027-03-10T09:15:00Z', summary: 'Reunión con Jon Mendia' },
      ],
      { tenantKey: 'demo', name: 'Mis reuniones de networking', language: 'es', stamp, timeZone: 'Europe/Madrid' },
    );
    expect(filename).toBe('Mis-reuniones-de-networking.ics');
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    for (const line of [
      'UID:networking-meeting-7.demo@ekitaldi',
      'DTSTART;TZID=Europe/Madrid:20270309T100000',
      'DTEND;TZID=Europe/Madrid:20270310T101500',
      'LOCATION:Sala 2\\, planta 1',
      'SUMMARY:Reunión con Jon Mendia',
      'X-WR-CALNAME:Mis reuniones de networking',
    ]) {
      expect(body).toContain(line);
    }
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
  it('an empty list is still a valid calendar', () => {
    const { body } = meetingsCalendar([], { tenantKey: 'demo', name: 'x', language: 'en', stamp, timeZone: 'Europe/Madrid' });
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).not.toContain('BEGIN:VEVENT');
  });
  it('uids do not depend on the language', () => {
    expect(meetingUid('hermes', '12')).toBe('networking-meeting-12.hermes@ekitaldi');
  });
});
