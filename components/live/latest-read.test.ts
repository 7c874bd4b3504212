import { describe, expect, it } from 'vitest';
import { LatestRead } from './latest-read';

describe('LatestRead', () => {
  it('answers in order are all shown; an older answer landing after a newer one is dropped', () => {
    const reads = new LatestRead();
    const a = reads.begin();
    const b = reads.begin();
    expect(reads.isNewest(a)).toBe(true);
    expect(reads.isNewest(b)).toBe(true);
    const c = reads.begin();
    const d = reads.begin();
    expect(reads.isNewest(d)).toBe(true);
    expect(reads.isNewest(c)).toBe(false);
    expect(reads.isNewest(reads.begin())).toBe(true);
  });
});
