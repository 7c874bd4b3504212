import { describe, expect, it } from 'vitest';
import { ChangeLog } from './change-log';

const add = (n: number) => (list: number[]) => (list.includes(n) ? list : [...list, n]);

describe('ChangeLog', () => {
  it('makes the changes that arrived while a read was on its way again on top of its answer', () => {
    const log = new ChangeLog<number[]>();
    const read = log.begin();
    log.record(add(7)); // an event: question 7 queued, after the API read the list
    expect(log.settle(read, [1, 2])).toEqual([1, 2, 7]);
  });

  it('leaves out the changes made before the read began, and forgets everything once no read is on its way', () => {
    const log = new ChangeLog<number[]>();
    log.record(add(5));
    const first = log.begin();
    log.record(add(6));
    const second = log.begin();
    log.record(add(7));
    expect(log.settle(second, [1])).toEqual([1, 7]);
    expect(log.settle(first, [1])).toEqual([1, 6, 7]);
    const third = log.begin();
    expect(log.settle(third, [1])).toEqual([1]);
  });

  it('a change already in the answer gives the same list', () => {
    const log = new ChangeLog<number[]>();
    const read = log.begin();
    log.record(add(7));
    expect(log.settle(read, [1, 7])).toEqual([1, 7]);
  });

  it('a failed read is forgotten too', () => {
    const log = new ChangeLog<number[]>();
    const failed = log.begin();
    log.record(add(7));
    log.end(failed);
    const next = log.begin();
    expect(log.settle(next, [1])).toEqual([1]);
  });
});
