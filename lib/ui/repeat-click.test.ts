import { describe, expect, it } from 'vitest';
import { isRepeatClick } from './repeat-click';

describe('isRepeatClick', () => {
  it('a click and the keyboard act; the later clicks of a double or triple click do not', () => {
    expect([1, 2, 3, 0].map((detail) => isRepeatClick({ detail }))).toEqual([false, true, true, false]);
  });
});
