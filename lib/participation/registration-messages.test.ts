import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { PARTICIPATION_ERROR_KEYS } from '@/lib/api/schemas';
import es from '@/messages/es.json';
import { failureOf, PARTICIPATION_MESSAGES } from './registration-messages';

const refusal = (status: number, field: string, key: string, extra: Record<string, unknown> = {}) =>
  new ApiError('refused', {
    code: status === 422 ? 'validation' : status === 403 ? 'forbidden' : 'unknown',
    status,
    data: { message: 'refused', errors: { [field]: [key] }, ...extra },
    fieldErrors: { [field]: [key] },
  });

describe('failureOf', () => {
  it('maps each rule to its docs/product.md#errors sentence', () => {
    expect(failureOf(refusal(422, 'room_id', 'registration.room_required'))).toEqual({
      kind: 'rule',
      key: 'registration.room_required',
      message: 'noRoomSelected',
      conflict: null,
    });
    expect(failureOf(refusal(422, 'room_id', 'registration.room_full'))).toMatchObject({ message: 'roomFull' });
    expect(failureOf(refusal(422, 'conference', 'registration.full'))).toMatchObject({ message: 'sessionFull' });
    expect(failureOf(refusal(422, 'conference', 'registration.ticket_required'))).toMatchObject({ message: 'ticketNeeded' });
    expect(failureOf(refusal(422, 'room_id', 'registration.duplicate_room'))).toMatchObject({ message: 'duplicateRoomRegistration' });
  });

  it('names the clashing session of an overlap', () => {
    const conflict = { id: 9, slug: 'en-directo', title: 'En directo', startsAt: '2026-01-01T00:00:00+01:00', endsAt: '2026-01-01T23:59:00+01:00' };
    expect(failureOf(refusal(422, 'conference', 'registration.overlap', { conflict }))).toEqual({
      kind: 'rule',
      key: 'registration.overlap',
      message: 'overlappingDatesWith',
      conflict,
    });
    // Without the other session's name: the plain sentence.
    expect(failureOf(refusal(422, 'conference', 'registration.overlap'))).toMatchObject({ message: 'overlappingDates', conflict: null });
  });

  it('a missing or dead token means signing in again; anything else is the loading error', () => {
    expect(failureOf(refusal(401, 'customer', 'registration.login_required'))).toEqual({ kind: 'signed_out' });
    expect(failureOf(new ApiError('Forbidden', { code: 'forbidden', status: 403, data: { message: 'Forbidden' } }))).toEqual({ kind: 'signed_out' });
    expect(failureOf(new ApiError('down', { code: 'network' }))).toEqual({ kind: 'unavailable' });
    expect(failureOf(new Error('boom'))).toEqual({ kind: 'unavailable' });
  });

  it('every contract key has a sentence in the catalogue', () => {
    for (const key of PARTICIPATION_ERROR_KEYS) expect(es.ApiErrors).toHaveProperty(PARTICIPATION_MESSAGES[key]);
  });
});
