// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pad2, countdownFillScript, remainingUntil } from './countdown-time';

afterEach(() => vi.useRealTimers());

describe('remainingUntil', () => {
  const start = Date.parse('2027-03-09T09:00:00+01:00');

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = start - (((2 * 24 + 3) * 60 + 4) * 60 + 5) * 1000 - 400;
    expect(remainingUntil(start, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('is the same instant whatever offset the start is written with', () => {
    const now = Date.parse('2027-03-08T12:00:00Z');
    const a = remainingUntil(Date.parse('2027-03-09T09:00:00+01:00'), now);
    const b = remainingUntil(Date.parse('2027-03-09T08:00:00Z'), now);
    const c = remainingUntil(Date.parse('2027-03-09T03:00:00-05:00'), now);
    expect(a).toEqual({ days: 0, hours: 20, minutes: 0, seconds: 0 });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it('counts 24-hour days across a daylight-saving change', () => {
    // Europe/Madrid moves to summer time on 2027-03-28; the absolute gap is what counts.
    const s = Date.parse('2027-03-29T09:00:00+02:00');
    const now = Date.parse('2027-03-27T09:00:00+01:00');
    expect(remainingUntil(s, now)).toEqual({ days: 1, hours: 23, minutes: 0, seconds: 0 });
  });

  it('is null from the start on, and for a start that is not a date', () => {
    expect(remainingUntil(start, start)).toBeNull();
    expect(remainingUntil(start, start + 1)).toBeNull();
    expect(remainingUntil(start, start - 999)).toBeNull();
    expect(remainingUntil(Number.NaN, start)).toBeNull();
  });

  it('pads hours, minutes and seconds', () => {
    expect(pad2(4)).toBe('04');
    expect(pad2(12)).toBe('12');
  });
});

describe('the fill-in script', () => {
  function box(start: number) {
    document.body.innerHTML = `<div id="cd" data-start="${start}">
      <span data-unit="d">--</span><span data-unit="h">--</span><span data-unit="m">--</span><span data-unit="s">--</span></div>`;
    return document.getElementById('cd')!;
  }
  const run = () => new Function(countdownFillScript('cd'))();

  it('fills in the same numbers as remainingUntil', () => {
    vi.useFakeTimers();
    const now = Date.parse('2026-11-20T10:00:00Z');
    vi.setSystemTime(now);
    const start = Date.parse('2027-03-09T09:00:00+01:00');
    const el = box(start);
    run();
    const left = remainingUntil(start, now)!;
    const text = (u: string) => el.querySelector(`[data-unit="${u}"]`)!.textContent;
    expect([text('d'), text('h'), text('m'), text('s')]).toEqual([
      String(left.days),
      pad2(left.hours),
      pad2(left.minutes),
      pad2(left.seconds),
    ]);
    expect(el.hidden).toBe(false);
  });

  it('hides the box once the event has started', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2023-05-08T09:00:00+02:00'));
    const el = box(Date.parse('2023-05-08T09:00:00+02:00'));
    run();
    expect(el.hidden).toBe(true);
  });

  it('does nothing when the box is missing', () => {
    document.body.innerHTML = '';
    expect(run).not.toThrow();
  });
});
