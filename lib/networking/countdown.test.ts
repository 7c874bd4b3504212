import { describe, expect, it } from 'vitest';
import { secondsLeft, shouldAnnounce } from './countdown';

describe('off countdown', () => {
  it('counts whole seconds down to 0 and never below', () => {
    expect(secondsLeft(1000, 1000, 10)).toBe(10);
    expect(secondsLeft(1000, 1001, 10)).toBe(10);
    expect(secondsLeft(1000, 2000, 10)).toBe(9);
    expect(secondsLeft(1000, 3400, 10)).toBe(8);
    expect(secondsLeft(1000, 11_000, 10)).toBe(0);
    expect(secondsLeft(1000, 50_000, 10)).toBe(0);
    // A clock that went backwards does not add time.
    expect(secondsLeft(1000, 0, 10)).toBe(10);
  });
  it('announces at the start, every 5 s and in the last 3', () => {
    const heard = Array.from({ length: 13 }, (_, i) => 12 - i).filter((left) => shouldAnnounce(left, 12));
    expect(heard).toEqual([12, 10, 5, 3, 2, 1]);
  });
});
