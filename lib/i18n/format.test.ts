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
  validTimeZone,
  wallClock,
  zoneName,
  zoneOffsetMinutes,
  viewerRange,
} from './format';

const WINTER = '2027-03-09T09:00:00+01:00';
const SUMMER = '2027-07-09T09:00:00+02:00';

describe('times', () => {
  it('writes clock times and ranges in the event zone, 24-hour, in every language', () => {
    expect(clockTime(WINTER, 'es-ES')).toBe('09:00');
    expect(clockTime('2027-03-09T14:05:00+01:00', 'en-US')).toBe('14:05');
    expect(timeRange(WINTER, '2027-03-09T09:30:00+01:00', 'es-ES')).toBe('09:00–09:30');
    expect(timeRange(WINTER, '2027-03-09T09:30:00+01:00', 'el-GR')).toBe('09:00–09:30');
    expect(timeRange(SUMMER, '2027-07-09T10:00:00+02:00', 'eu-ES')).toBe('09:00–10:00');
  });

  it('writes them in another zone when asked (the viewer’s)', () => {
    expect(timeRange(WINTER, '2027-03-09T09:30:00+01:00', 'en-US', 'America/New_York')).toBe('03:00–03:30');
    expect(clockTime(new Date('2027-03-09T08:00:00Z'), 'fr-FR', 'Atlantic/Canary')).toBe('08:00');
  });

  it('names the zone, short or long, in the language', () => {
    expect(zoneName(WINTER, 'es-ES', 'short')).toBe('CET');
    expect(zoneName(SUMMER, 'es-ES', 'short')).toBe('CEST');
    expect(zoneName(WINTER, 'en-US', 'long')).toBe('Central European Standard Time');
    expect(zoneName(WINTER, 'en-US', 'longGeneric')).toBe('Central European Time');
    expect(zoneName(WINTER, 'es-ES', 'longGeneric')).toBe('hora de Europa central');
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
    expect(dayOf('2027-03-09T23:30:00Z', 'es-ES')).toBe('miércoles, 10 de marzo de 2027');
    expect(dayOf(WINTER, 'en-US')).toBe('Tuesday, March 9, 2027');
    expect(longDate(WINTER, 'es-ES')).toBe('9 de marzo de 2027');
    expect(longDate('2027-03-09T23:30:00Z', 'en-US')).toBe('March 10, 2027');
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
    expect(differsFromEventZone('Europe/Paris', WINTER)).toBe(false);
    expect(differsFromEventZone('Europe/London', WINTER)).toBe(true);
    expect(differsFromEventZone('Atlantic/Canary', WINTER)).toBe(true);
  });

  it('accepts only zones Intl knows', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(validTimeZone('America/Mexico_City')).toBe('America/Mexico_City');
    expect(validTimeZone('Mars/Olympus')).toBe('Europe/Madrid');
    expect(validTimeZone(null)).toBe('Europe/Madrid');
    expect(validTimeZone('')).toBe('Europe/Madrid');
    expect(validTimeZone('', 'UTC')).toBe('UTC');
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

describe('viewerRange (issue 28)', () => {
  it('dates both ends when the session crosses midnight for the viewer', () => {
    expect(viewerRange('2026-11-26T00:00:00+01:00', '2026-11-26T23:59:00+01:00', 'es-ES', 'America/New_York')).toBe('18:00 (25 nov) – 17:59 (26 nov)');
  });
  it('dates them when the viewer is on another day than the event', () => {
    expect(viewerRange('2027-03-09T01:00:00+01:00', '2027-03-09T02:00:00+01:00', 'en-US', 'America/New_York')).toBe('19:00 (Mar 8) – 20:00 (Mar 8)');
  });
  it('keeps the plain range otherwise, an end at midnight included', () => {
    expect(viewerRange('2027-03-09T09:00:00+01:00', '2027-03-09T09:30:00+01:00', 'en-US', 'Europe/London')).toBe('08:00–08:30');
    expect(viewerRange('2027-03-09T22:00:00+01:00', '2027-03-10T00:00:00+01:00', 'es-ES', 'Europe/Lisbon')).toBe('21:00–23:00');
  });
});
