import { describe, expect, it } from 'vitest';
import { participationErrorSchema } from './conferences';
import { participationErrorBodyOf, seatsUpdatedOf } from './guards';
import { seatsUpdatedSchema } from './realtime';

/** What the zod contract reads from `data`: its data, or null. The guards must say the same. */
const viaSchema = (schema: { safeParse(d: unknown): { success: boolean; data?: unknown } }, data: unknown) => {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

const room = { id: 1, occupied: 2, total: 3, full: false };
const seats = { conferenceId: 7, full: false, rooms: [room, { id: 2, occupied: 3, total: 3, full: true }] };

const seatFixtures: [string, unknown, boolean][] = [
  ['a full event', seats, true],
  ['no rooms', { conferenceId: 7, full: true, rooms: [] }, true],
  ['unknown fields (left out)', { ...seats, extra: 1, rooms: [{ ...room, name: 'Sala 1' }] }, true],
  ['negative numbers (ints all the same)', { conferenceId: 7, full: false, rooms: [{ ...room, occupied: -1 }] }, true],
  ['conferenceId as a string', { ...seats, conferenceId: '7' }, false],
  ['a fractional id', { ...seats, conferenceId: 7.5 }, false],
  ['NaN', { ...seats, conferenceId: Number.NaN }, false],
  ['Infinity', { ...seats, rooms: [{ ...room, total: Number.POSITIVE_INFINITY }] }, false],
  ['an unsafe integer', { ...seats, conferenceId: 2 ** 53 }, false],
  ['full as a string', { ...seats, full: 'true' }, false],
  ['rooms missing', { conferenceId: 7, full: false }, false],
  ['rooms as an object', { ...seats, rooms: { 0: room } }, false],
  ['a room without full', { ...seats, rooms: [{ id: 1, occupied: 2, total: 3 }] }, false],
  ['a null room', { ...seats, rooms: [null] }, false],
  ['one bad room among good ones', { ...seats, rooms: [room, { ...room, occupied: '2' }] }, false],
  ['null', null, false],
  ['undefined', undefined, false],
  ['a string', 'seats.updated', false],
  ['an array', [seats], false],
];

describe('seatsUpdatedOf reads what seatsUpdatedSchema reads', () => {
  it.each(seatFixtures)('%s', (_name, data, valid) => {
    const expected = viaSchema(seatsUpdatedSchema, data);
    expect(expected !== null).toBe(valid);
    expect(seatsUpdatedOf(data)).toEqual(expected);
  });
});

const conflict = { id: 12, slug: 'otra', title: 'Otra sesión', startsAt: '2026-11-23T10:00:00+01:00', endsAt: '2026-11-23T11:00:00+01:00' };
const refusal = { message: 'The given data was invalid.', errors: { room_id: ['registration.room_full'] } };

const errorFixtures: [string, unknown, boolean][] = [
  ['a refusal', refusal, true],
  ['an overlap with its conflict', { message: 'x', errors: { conference: ['registration.overlap'] }, conflict }, true],
  ['several fields and keys, unknown keys too', { message: 'x', errors: { a: ['k1', 'k2'], b: [], c: ['survey.already_answered'] } }, true],
  ['errors absent (the schema default {})', { message: 'Unauthenticated.' }, true],
  ['errors empty', { message: 'x', errors: {} }, true],
  ['unknown fields (left out)', { ...refusal, exception: 'Trace', conflict: { ...conflict, venue: 'x' } }, true],
  ['message missing', { errors: refusal.errors }, false],
  ['message a number', { ...refusal, message: 422 }, false],
  ['errors null', { message: 'x', errors: null }, false],
  ['errors an array', { message: 'x', errors: [['registration.full']] }, false],
  ['a key not in an array', { message: 'x', errors: { room_id: 'registration.room_full' } }, false],
  ['a number among the keys', { message: 'x', errors: { room_id: ['registration.room_full', 3] } }, false],
  ['conflict null', { ...refusal, conflict: null }, false],
  ['conflict without a slug', { ...refusal, conflict: { ...conflict, slug: undefined } }, false],
  ['conflict with a fractional id', { ...refusal, conflict: { ...conflict, id: 1.5 } }, false],
  ['conflict a string', { ...refusal, conflict: 'otra' }, false],
  ['an HTML error page', '<html>502</html>', false],
  ['null', null, false],
  ['undefined', undefined, false],
];

describe('participationErrorBodyOf reads what participationErrorSchema reads', () => {
  it.each(errorFixtures)('%s', (_name, data, valid) => {
    const expected = viaSchema(participationErrorSchema, data);
    expect(expected !== null).toBe(valid);
    expect(participationErrorBodyOf(data)).toEqual(expected);
  });

  it('copies the keys, so the answer is not the payload itself', () => {
    const body = participationErrorBodyOf(refusal)!;
    expect(body.errors.room_id).not.toBe(refusal.errors.room_id);
  });
});
