import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { retryAfterSeconds } from './rate-limit';

const refusal = (data: unknown, headers: Record<string, unknown> = {}, status = 429) =>
  new ApiError('Too many requests', { code: 'unknown', status, data, response: { status, data, headers } });

describe('retryAfterSeconds', () => {
  it('reads the body first, then the header (seconds or a date)', () => {
    expect(retryAfterSeconds(refusal({ retryAfter: 42 }, { 'retry-after': '7' }))).toBe(42);
    expect(retryAfterSeconds(refusal({ message: 'x' }, { 'retry-after': '120' }))).toBe(120);
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(retryAfterSeconds(refusal({}, { 'retry-after': 'Fri, 27 Nov 2026 10:15:00 GMT' }), now)).toBe(900);
  });

  it('null for anything that is not a 429 that says how long', () => {
    expect(retryAfterSeconds(refusal({ retryAfter: 42 }, {}, 422))).toBeNull();
    expect(retryAfterSeconds(refusal({}, {}))).toBeNull();
    expect(retryAfterSeconds(refusal({ retryAfter: 'soon' }, { 'retry-after': 'soon' }))).toBeNull();
    expect(retryAfterSeconds(new Error('offline'))).toBeNull();
  });
});
