import { describe, expect, it } from 'vitest';
import { dayLabel, differsFromEventZone, timeRange, zoneName, zoneOffsetMinutes } from './time';

describe('session times', () => {
  it('formats a time range in the event zone, 24-hour', () => {
    expect(timeRange('2027-03-09T09:00:00+01:00', '2027-03-09T09:30:00+01:00', 'es-ES', 'Europe/Madrid')).toBe('09:00–09:30');
    expect(timeRange('2027-03-09T09:00:00+01:00', '2027-03-09T09:30:00+01:00', 'en-US', 'Europe/Madrid')).toBe('09:00–09:30');
    expect(timeRange('2027-03-09T09:00:00+01:00', '2027-03-09T09:30:00+01:00', 'en-US', 'America/New_York')).toBe('03:00–03:30');
  });

  it('names the zone', () => {
    expect(zoneName('es-ES', 'Europe/Madrid', '2027-03-09T09:00:00+01:00', 'short')).toBe('CET');
    expect(zoneName('es-ES', 'Europe/Madrid', '2027-07-09T09:00:00+02:00', 'short')).toBe('CEST');
    expect(zoneName('en-US', 'Europe/Madrid', '2027-03-09T09:00:00+01:00', 'long')).toBe('Central European Standard Time');
  });

  it('writes the API local day without shifting it', () => {
    expect(dayLabel('2027-03-09', 'es-ES')).toBe('martes, 9 de marzo de 2027');
    expect(dayLabel('2027-03-09', 'en-US', { year: false })).toBe('Tuesday, March 9');
  });

  it('knows when the viewer sees another time', () => {
    expect(zoneOffsetMinutes('Europe/Madrid', new Date('2027-03-09T08:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Madrid', new Date('2027-07-09T08:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('America/New_York', new Date('2027-03-09T08:00:00Z'))).toBe(-300);
    expect(differsFromEventZone('Europe/Paris', '2027-03-09T09:00:00+01:00')).toBe(false);
    expect(differsFromEventZone('Europe/London', '2027-03-09T09:00:00+01:00')).toBe(true);
    expect(differsFromEventZone('Atlantic/Canary', '2027-03-09T09:00:00+01:00')).toBe(true);
  });
});
