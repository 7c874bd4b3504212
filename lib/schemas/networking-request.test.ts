import { describe, expect, it } from 'vitest';
import { cancelFormSchema, isoToLocal, localToIso, requestFormSchema } from './networking-request';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('request form (docs/product.md#validation)', () => {
  it('needs a meeting subject, and a slot where blocks apply', () => {
    expect(messages(requestFormSchema(true).safeParse({ name: ' ', slotId: '' }))).toEqual({ name: 'validation.required', slotId: 'validation.required' });
    expect(requestFormSchema(true).safeParse({ name: 'Feria', slotId: '12' }).success).toBe(true);
  });
  it('without blocks the slot is not asked and the date and time are optional', () => {
    expect(requestFormSchema(false).safeParse({ name: 'Feria' }).success).toBe(true);
    expect(requestFormSchema(false).safeParse({ name: 'Feria', startsAt: '2027-04-20T10:30' }).success).toBe(true);
    expect(requestFormSchema(false).safeParse({ name: 'Feria', startsAt: '2027-02-30T10:30' }).success).toBe(false);
  });
  it('limits the subject, the comment and the reason', () => {
    expect(messages(requestFormSchema(false).safeParse({ name: 'x'.repeat(121), comment: 'y'.repeat(501) }))).toEqual({ name: 'validation.max?length=120', comment: 'validation.max?length=500' });
    expect(cancelFormSchema.safeParse({ reason: '' }).success).toBe(true);
    expect(cancelFormSchema.safeParse({ reason: 'z'.repeat(301) }).success).toBe(false);
  });
});

describe('event wall clock', () => {
  const MADRID = 'Europe/Madrid';
  it('reads a datetime-local value in Madrid time, summer and winter', () => {
    expect(localToIso('2027-04-20T10:30', MADRID)).toBe('2027-04-20T10:30:00+02:00');
    expect(localToIso('2027-01-20T10:30', MADRID)).toBe('2027-01-20T10:30:00+01:00');
    expect(localToIso('nada', MADRID)).toBeNull();
  });
  it('in the tenant\'s own zone (cned: Athens)', () => {
    expect(localToIso('2027-01-27T10:30', 'Europe/Athens')).toBe('2027-01-27T10:30:00+02:00');
    expect(localToIso('2027-04-20T10:30', 'Europe/Athens')).toBe('2027-04-20T10:30:00+03:00');
    expect(isoToLocal('2027-01-27T08:30:00Z', 'Europe/Athens')).toBe('2027-01-27T10:30');
  });
  it('and back', () => {
    expect(isoToLocal('2027-04-20T08:30:00Z', MADRID)).toBe('2027-04-20T10:30');
    expect(isoToLocal(localToIso('2027-10-31T09:15', MADRID)!, MADRID)).toBe('2027-10-31T09:15');
  });
});
