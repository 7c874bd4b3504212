import { describe, expect, it } from 'vitest';
import { vtimezone } from './vtimezone';

describe('vtimezone (any registry zone)', () => {
  it('writes the EU rule for Madrid exactly as the published block', () => {
    expect(vtimezone('Europe/Madrid', 2027)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Madrid',
      'X-LIC-LOCATION:Europe/Madrid',
      'BEGIN:DAYLIGHT',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'TZNAME:CEST',
      'DTSTART:19700329T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'TZNAME:CET',
      'DTSTART:19701025T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('finds rules that are not "last Sunday" (New York: second Sunday of March, first of November)', () => {
    const block = vtimezone('America/New_York', 2027);
    expect(block).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(block).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
    expect(block).toContain('DTSTART:19700308T020000');
    expect(block).toContain('DTSTART:19701101T020000');
  });

  it('gives a zone without summer time one STANDARD part', () => {
    expect(vtimezone('Asia/Tokyo', 2027)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Tokyo',
      'X-LIC-LOCATION:Asia/Tokyo',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0900',
      'TZOFFSETTO:+0900',
      'DTSTART:19700101T000000',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('writes dated changes where no yearly rule holds (Jerusalem: the Friday before the last Sunday of March)', () => {
    const block = vtimezone('Asia/Jerusalem', 2027);
    expect(block.some((l) => l.startsWith('RRULE'))).toBe(false);
    expect(block).toContain('DTSTART:20270326T020000');
    expect(block).toContain('DTSTART:20280324T020000');
  });
});
