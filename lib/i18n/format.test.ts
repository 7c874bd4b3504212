import { describe, expect, it } from 'vitest';
import {
  clockTime,
  compareText,
  dayLabel,
  dayOf,
  differsFromEventZone,
  formatPrice,
  isCurrentRegion,
  isTimeZone,
  longDate,
  regionNames,
  shortDayLabel,
  timeRange,
  upperCase,
  wallClock,
  zoneName,
  zoneOffsetMinutes,
  viewerRange,
} from './format';

const MADRID = 'Europe/Madrid';
const ATHENS = 'Europe/Athens';
const WINTER = '2027-03-09T09:00:00+01:00';
const SUMMER = '2027-07-09T09:00:00+02:00';

describe('times', () => {
  it('writes clock times and ranges in the event zone, 24-hour, in every language', () => {
    expect(clockTime(WINTER, 'es-ES', MADRID)).toBe('09:00');
    expect(clockTime('2027-03-09T14:05:00+01:00', 'en-US', MADRID)).toBe('14:05');
    expect(timeRange(WINTER, '2027-03-09T09:30:00+01:00', 'es-ES', MADRID)).toBe('09:00–09:30');
    expect(timeRange(WINTER, '2027-03-09T09:30:00+01:00', 'el-GR', MADRID)).toBe('09:00–09:30');
    expect(timeRange(SUMMER, '2027-07-09T10:00:00+02:00', 'eu-ES', MADRID)).toBe('09:00–10:00');
  });

  it('writes them in another zone when asked (the viewer’s)', () => {
    expect(timeRange(WINTER, '2027-03-09T09:30:00+01:00', 'en-US', 'America/New_York')).toBe('03:00–03:30');
    expect(clockTime(new Date('2027-03-09T08:00:00Z'), 'fr-FR', 'Atlantic/Canary')).toBe('08:00');
  });

  it('names the zone, short or long, in the language', () => {
    expect(zoneName(WINTER, 'es-ES', 'short', MADRID)).toBe('CET');
    expect(zoneName(SUMMER, 'es-ES', 'short', MADRID)).toBe('CEST');
    expect(zoneName(WINTER, 'en-US', 'long', MADRID)).toBe('Central European Standard Time');
    expect(zoneName(WINTER, 'en-US', 'longGeneric', MADRID)).toBe('Central European Time');
    expect(zoneName(WINTER, 'es-ES', 'longGeneric', MADRID)).toBe('hora de Europa central');
    expect(zoneName(WINTER, 'en-US', 'short', 'America/New_York')).toBe('EST');
  });
});

describe('days', () => {
  it('writes the API’s local day without shifting it', () => {
    expect(dayLabel('2027-03-09', 'es-ES')).toBe('martes, 9 de marzo de 2027');
    expect(dayLabel('2027-03-09', 'en-US', { year: false })).toBe('Tuesday, March 9');
    expect(shortDayLabel('2027-03-09', 'es-ES')).toBe('mar, 9 mar');
    expect(shortDayLabel('2027-03-09', 'en-US')).toBe('Tue, Mar 9');
  });

  it('writes the day of an instant as the event zone sees it', () => {
    expect(dayOf('2027-03-09T23:30:00Z', 'es-ES', MADRID)).toBe('miércoles, 10 de marzo de 2027');
    expect(dayOf(WINTER, 'en-US', MADRID)).toBe('Tuesday, March 9, 2027');
    expect(longDate(WINTER, 'es-ES', MADRID)).toBe('9 de marzo de 2027');
    expect(longDate('2027-03-09T23:30:00Z', 'en-US', MADRID)).toBe('March 10, 2027');
  });
});

describe('zones', () => {
  it('reads a wall clock and offsets', () => {
    expect(wallClock(new Date('2027-03-09T08:00:00Z'), 'Europe/Madrid')).toEqual({
      year: 2027,
      month: 3,
      day: 9,
      hour: 9,
      minute: 0,
      second: 0,
    });
    expect(wallClock('2027-12-31T23:30:15Z', 'Europe/Madrid')).toMatchObject({ year: 2028, month: 1, day: 1, hour: 0, second: 15 });
    expect(zoneOffsetMinutes('Europe/Madrid', new Date('2027-03-09T08:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Madrid', '2027-07-09T08:00:00Z')).toBe(120);
    expect(zoneOffsetMinutes('America/New_York', '2027-03-09T08:00:00Z')).toBe(-300);
    expect(zoneOffsetMinutes('Asia/Kolkata', '2027-03-09T08:00:00Z')).toBe(330);
  });

  it('knows when the viewer sees another time', () => {
    expect(differsFromEventZone('Europe/Paris', WINTER, MADRID)).toBe(false);
    expect(differsFromEventZone('Europe/London', WINTER, MADRID)).toBe(true);
    expect(differsFromEventZone('Atlantic/Canary', WINTER, MADRID)).toBe(true);
  });

  it('accepts only zones Intl knows', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('prices', () => {
  // Intl separates the number and the sign with a no-break space; normalised to read the examples.
  const price = (amount: number, iso: string) => formatPrice(amount, iso).replace(/[\u00a0\u202f]/g, ' ');

  it('writes euros the way each language writes money', () => {
    expect(price(1234.5, 'es-ES')).toBe('1234,50 €');
    expect(price(12345.5, 'es-ES')).toBe('12.345,50 €');
    expect(price(1234.5, 'en-US')).toBe('€1,234.50');
    expect(price(1234.5, 'pt-BR')).toBe('€ 1.234,50');
    expect(price(1234.5, 'fr-FR')).toBe('1 234,50 €');
    expect(price(1234.5, 'eu-ES')).toBe('1.234,50 €');
    expect(price(0, 'el-GR')).toBe('0,00 €');
    expect(price(25, 'en-US')).toBe('€25.00');
  });
});

describe('text', () => {
  it('upper-cases and sorts by the language’s rules', () => {
    expect(upperCase('íñigo', 'es-ES')).toBe('ÍÑIGO');
    expect(upperCase('i', 'tr-TR')).toBe('İ');
    expect(['Oso', 'Ñu', 'Nube'].sort(compareText('es-ES'))).toEqual(['Nube', 'Ñu', 'Oso']);
  });

  it('names regions, or says it cannot', () => {
    expect(regionNames('es-ES')('DE')).toBe('Alemania');
    expect(regionNames('en-US')('ES')).toBe('Spain');
    expect(regionNames('en-US')('QQ')).toBeNull();
  });

  it('tells current region codes from withdrawn aliases', () => {
    expect(isCurrentRegion('DE')).toBe(true);
    expect(isCurrentRegion('GB')).toBe(true);
    expect(isCurrentRegion('DD')).toBe(false);
    expect(isCurrentRegion('UK')).toBe(false);
  });
});

describe('viewerRange', () => {
  it('dates both ends when the session crosses midnight for the viewer', () => {
    expect(viewerRange('2026-11-26T00:00:00+01:00', '2026-11-26T23:59:00+01:00', 'es-ES', 'America/New_York', MADRID)).toBe('18:00 (25 nov) – 17:59 (26 nov)');
  });
  it('dates them when the viewer is on another day than the event', () => {
    expect(viewerRange('2027-03-09T01:00:00+01:00', '2027-03-09T02:00:00+01:00', 'en-US', 'America/New_York', MADRID)).toBe('19:00 (Mar 8) – 20:00 (Mar 8)');
  });
  it('keeps the plain range otherwise, an end at midnight included', () => {
    expect(viewerRange('2027-03-09T09:00:00+01:00', '2027-03-09T09:30:00+01:00', 'en-US', 'Europe/London', MADRID)).toBe('08:00–08:30');
    expect(viewerRange('2027-03-09T22:00:00+01:00', '2027-03-10T00:00:00+01:00', 'es-ES', 'Europe/Lisbon', MADRID)).toBe('21:00–23:00');
  });
});

describe('a tenant in another event zone (cned: Europe/Athens)', () => {
  // cned's sessions are at 09:00 Athens time (EET, UTC+2 in winter; EEST, UTC+3 in summer).
  const OPENING = '2027-01-27T09:00:00+02:00';
  it('writes its times, days and zone names in that zone, not in Madrid', () => {
    expect(clockTime(OPENING, 'el-GR', ATHENS)).toBe('09:00');
    expect(clockTime(OPENING, 'el-GR', MADRID)).toBe('08:00');
    expect(timeRange(OPENING, '2027-01-27T10:30:00+02:00', 'en-US', ATHENS)).toBe('09:00–10:30');
    expect(zoneName(OPENING, 'en-US', 'short', ATHENS)).toBe('GMT+2');
    expect(zoneName(OPENING, 'en-US', 'longGeneric', ATHENS)).toBe('Eastern European Time');
    expect(zoneName('2027-07-01T09:00:00+03:00', 'en-US', 'long', ATHENS)).toBe('Eastern European Summer Time');
    // 23:30 in Madrid on the 27th is already the 28th in Athens.
    expect(dayOf('2027-01-27T22:30:00Z', 'es-ES', ATHENS)).toBe('jueves, 28 de enero de 2027');
    expect(longDate('2027-01-27T22:30:00Z', 'en-US', MADRID)).toBe('January 27, 2027');
  });
  it('follows Athens summer time, which starts and ends at 01:00 UTC like the rest of the EU', () => {
    // 2027-03-28: 03:00 EET → 04:00 EEST (01:00 UTC); 2027-10-31: 04:00 EEST → 03:00 EET (01:00 UTC).
    expect(zoneOffsetMinutes(ATHENS, '2027-03-28T00:59:00Z')).toBe(120);
    expect(zoneOffsetMinutes(ATHENS, '2027-03-28T01:00:00Z')).toBe(180);
    expect(clockTime('2027-03-28T01:00:00Z', 'es-ES', ATHENS)).toBe('04:00');
    expect(zoneOffsetMinutes(ATHENS, '2027-10-31T00:59:00Z')).toBe(180);
    expect(zoneOffsetMinutes(ATHENS, '2027-10-31T01:00:00Z')).toBe(120);
    // The hour repeated in October: 03:30 twice, an hour apart.
    expect(clockTime('2027-10-31T00:30:00Z', 'es-ES', ATHENS)).toBe('03:30');
    expect(clockTime('2027-10-31T01:30:00Z', 'es-ES', ATHENS)).toBe('03:30');
  });
  it('tells a Madrid viewer that their clock differs from the Athens event, and an Athens one that it does not', () => {
    expect(differsFromEventZone(MADRID, OPENING, ATHENS)).toBe(true);
    expect(differsFromEventZone('Europe/Bucharest', OPENING, ATHENS)).toBe(false);
    expect(differsFromEventZone(ATHENS, OPENING, MADRID)).toBe(true);
  });
  it('dates the viewer\'s range against the Athens event day', () => {
    // A session 00:30–01:30 in Athens is still the day before in Madrid: the dates are shown.
    expect(viewerRange('2027-01-28T00:30:00+02:00', '2027-01-28T01:30:00+02:00', 'es-ES', MADRID, ATHENS)).toBe('23:30 (27 ene) – 00:30 (28 ene)');
    // 09:00–10:30 in Athens is 08:00–09:30 in Madrid, the same day: a plain range.
    expect(viewerRange(OPENING, '2027-01-27T10:30:00+02:00', 'es-ES', MADRID, ATHENS)).toBe('08:00–09:30');
    // A whole Athens day seen from New York crosses midnight there.
    expect(viewerRange('2027-01-27T00:00:00+02:00', '2027-01-27T23:59:00+02:00', 'es-ES', 'America/New_York', ATHENS)).toBe('17:00 (26 ene) – 16:59 (27 ene)');
  });
});
