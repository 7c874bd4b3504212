import { describe, expect, it } from 'vitest';
import {
  ACADEMIC_FIELDS,
  academicBody,
  academicDefaults,
  academicSchema,
  extraFieldAliases,
  orderMessageOf,
  saveExtraRulesSchema,
  toDateTimeInput,
  TRAVEL_FIELDS,
  travelBody,
  travelDefaults,
  travelSchema,
} from './customer-extra';
import { toFieldErrors } from './validation';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('accommodation, travel and academic forms', () => {
  const empty = travelDefaults(null);
  it('asks for the dates when accommodation is needed, and check-out after check-in', () => {
    expect(messagesOf(travelSchema.safeParse({ ...empty, accommodationNeeded: true }))).toEqual({
      checkIn: 'validation.required',
      checkOut: 'validation.required',
    });
    expect(messagesOf(travelSchema.safeParse({ ...empty, checkIn: '2027-03-10', checkOut: '2027-03-09' }))).toEqual({
      checkOut: 'account.checkOutBeforeCheckIn',
    });
  });
  it('asks where from and when when travel is needed, and a return after the arrival', () => {
    expect(messagesOf(travelSchema.safeParse({ ...empty, travelNeeded: true, transport: 'boat' }))).toEqual({
      origin: 'validation.required',
      arrival: 'validation.required',
      transport: 'validation.required',
    });
    expect(
      messagesOf(travelSchema.safeParse({ ...empty, arrival: '2027-03-09T10:00', departure: '2027-03-09T09:00' })),
    ).toEqual({ departure: 'account.departureBeforeArrival' });
  });
  it('round-trips the saved data', () => {
    const extra = {
      accommodation: { needed: true, checkIn: '2027-03-09', checkOut: '2027-03-11', hotel: 'Carlton', notes: null },
      travel: { needed: true, origin: 'Donostia', arrival: '2027-03-09T08:30:00+01:00', departure: null, transport: 'train' as const, notes: null },
      academic: null,
    };
    const values = travelDefaults(extra);
    expect(values.arrival).toBe('2027-03-09T08:30');
    expect(travelBody(travelSchema.parse(values))).toEqual({
      accommodation: extra.accommodation,
      travel: { ...extra.travel, arrival: '2027-03-09T08:30' },
    });
  });
  it('reads date-times as the datetime-local control shows them', () => {
    expect(toDateTimeInput('2027-03-09 08:30')).toBe('2027-03-09T08:30');
    expect(toDateTimeInput(null)).toBe('');
  });
  it('checks the academic fields', () => {
    expect(messagesOf(academicSchema.safeParse({ university: '', degree: '', year: '3º curso', studentId: 'A_1/2' }))).toEqual({
      year: 'validation.alpha_dash',
    });
  });
});


describe('the API check of a save body (same tables)', () => {
  const errorsOf = (body: unknown) => {
    const result = saveExtraRulesSchema.safeParse(body);
    return result.success ? {} : toFieldErrors(result.error);
  };
  it('files a date before the one it follows as validation.min on the later field', () => {
    expect(errorsOf({ accommodation: { needed: true, checkIn: '2027-03-10', checkOut: '2027-03-09', hotel: null, notes: null } })).toEqual({
      'accommodation.checkOut': ['validation.min'],
    });
    expect(
      errorsOf({ travel: { needed: false, origin: null, arrival: '2027-03-09T10:00', departure: '2027-03-09T10:00:00', transport: null, notes: null } }),
    ).toEqual({ 'travel.departure': ['validation.min'] });
  });
  it('applies the form\'s lengths, formats and needs to the API field names', () => {
    expect(
      errorsOf({
        accommodation: { needed: true, checkIn: null, checkOut: '2027-02-30', hotel: 'h'.repeat(151), notes: null },
        academic: { university: null, degree: null, year: '3º curso', studentId: 'x'.repeat(31) },
      }),
    ).toEqual({
      'accommodation.checkIn': ['validation.required'],
      'accommodation.checkOut': ['validation.format'],
      'accommodation.hotel': ['validation.max'],
      'academic.year': ['validation.alpha_dash'],
      'academic.studentId': ['validation.max'],
    });
  });
  it('accepts what the form sends', () => {
    const values = travelSchema.parse({ ...travelDefaults(null), accommodationNeeded: true, checkIn: '2027-03-09', checkOut: '2027-03-11' });
    expect(saveExtraRulesSchema.safeParse(travelBody(values)).success).toBe(true);
    expect(saveExtraRulesSchema.safeParse({ travel: null }).success).toBe(true);
  });
});

describe('field tables', () => {
  it('name the API field of every form field', () => {
    expect(extraFieldAliases(TRAVEL_FIELDS)['accommodation.notes']).toBe('accommodationNotes');
    expect(extraFieldAliases(ACADEMIC_FIELDS)).toEqual({
      'academic.university': 'university',
      'academic.degree': 'degree',
      'academic.year': 'year',
      'academic.studentId': 'studentId',
    });
  });
  it('give the form\'s words for a date the API finds out of order', () => {
    expect(orderMessageOf(TRAVEL_FIELDS, 'checkOut')).toBe('account.checkOutBeforeCheckIn');
    expect(orderMessageOf(TRAVEL_FIELDS, 'departure')).toBe('account.departureBeforeArrival');
    expect(orderMessageOf(TRAVEL_FIELDS, 'checkIn')).toBeNull();
  });
  it('round-trip the academic data, empty texts as null', () => {
    const academic = { university: 'Deusto', degree: null, year: '3', studentId: 'D-123' };
    const values = academicDefaults({ accommodation: null, travel: null, academic });
    expect(values).toEqual({ university: 'Deusto', degree: '', year: '3', studentId: 'D-123' });
    expect(academicBody(academicSchema.parse(values))).toEqual({ academic });
  });
});
