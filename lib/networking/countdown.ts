/**
 * The "turn networking off" countdown (docs/product.md#states): whole seconds left, and when a screen reader
 * should hear them. Saying every second would drown the Cancel button the person is looking
 * for, so the polite live region speaks at the start, every 5 seconds and in the last 3.
 */

/** secondsLeft(t0, t0 + 2_400, 10) → 8 (rounded up: "8" shows until 8 s have fully passed). */
export function secondsLeft(startedAt: number, now: number, total: number): number {
  const elapsed = Math.max(0, now - startedAt);
  return Math.max(0, Math.ceil((total * 1000 - elapsed) / 1000));
}

/** shouldAnnounce(10, 10) → true; shouldAnnounce(9, 10) → false; shouldAnnounce(5, 10) → true; shouldAnnounce(2, 10) → true */
export function shouldAnnounce(left: number, total: number): boolean {
  return left > 0 && (left === total || left % 5 === 0 || left <= 3);
}
