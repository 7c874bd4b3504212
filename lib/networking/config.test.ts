import { describe, expect, it } from 'vitest';
import { DEFAULT_OFF_COUNTDOWN_SECONDS, offCountdownSeconds } from './config';

describe('offCountdownSeconds', () => {
  it('defaults to 10 s when unset or empty', () => {
    expect(offCountdownSeconds({})).toBe(DEFAULT_OFF_COUNTDOWN_SECONDS);
    expect(offCountdownSeconds({ NETWORKING_OFF_COUNTDOWN_SECONDS: '' })).toBe(10);
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
