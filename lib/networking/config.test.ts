import { describe, expect, it } from 'vitest';
import { countdownFor, DEFAULT_OFF_COUNTDOWN_SECONDS, offCountdownSeconds } from './config';

describe('offCountdownSeconds', () => {
  it('says nothing when unset or empty', () => {
    expect(offCountdownSeconds({})).toBeNull();
    expect(offCountdownSeconds({ NETWORKING_OFF_COUNTDOWN_SECONDS: '' })).toBeNull();
  });
  it('the setting wins over the API, which wins over the default of 10 s', () => {
    expect(countdownFor(5, 20)).toBe(5);
    expect(countdownFor(null, 20)).toBe(20);
    expect(countdownFor(null, 1000)).toBe(120);
    expect(countdownFor(null, null)).toBe(DEFAULT_OFF_COUNTDOWN_SECONDS);
    expect(DEFAULT_OFF_COUNTDOWN_SECONDS).toBe(10);
  });
  it('reads a whole number of seconds', () => {
    expect(offCountdownSeconds({ NETWORKING_OFF_COUNTDOWN_SECONDS: '5' })).toBe(5);
    expect(offCountdownSeconds({ NETWORKING_OFF_COUNTDOWN_SECONDS: '120' })).toBe(120);
  });
  it('refuses what is not a usable countdown', () => {
    for (const raw of ['0', '2', '121', '4.5', 'ten', '-5']) {
      expect(() => offCountdownSeconds({ NETWORKING_OFF_COUNTDOWN_SECONDS: raw })).toThrow(/NETWORKING_OFF_COUNTDOWN_SECONDS/);
    }
  });
});
