import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { failureOf } from './registration-messages';
import { isSignedOut } from './signed-out';

const refusal = (status: number, field: string, key: string) =>
  new ApiError('refused', {
    code: status === 422 ? 'validation' : status === 403 ? 'forbidden' : 'unknown',
    status,
    data: { message: 'refused', errors: { [field]: [key] } },
    fieldErrors: { [field]: [key] },
  });

const cases: [string, unknown, boolean][] = [
  ['login required', refusal(401, 'customer', 'registration.login_required'), true],
  ['a bare 403 (dead token)', new ApiError('Forbidden', { code: 'forbidden', status: 403, data: { message: 'Forbidden' } }), true],
  ['a bare 401', new ApiError('Unauthorized', { code: 'unknown', status: 401, data: { message: 'Unauthorized' } }), true],
  ['a right the ticket lacks, 403', refusal(403, 'ticket', 'entitlement.streams'), false],
  ['a right the ticket lacks, 422', refusal(422, 'ticket', 'entitlement.in_person'), false],
  ['a rule, 403', refusal(403, 'conference', 'registration.required'), false],
  ['a rule, 422', refusal(422, 'room_id', 'registration.room_full'), false],
  ['the network', new ApiError('down', { code: 'network' }), false],
  ['not an API error', new Error('boom'), false],
];

describe('isSignedOut', () => {
  it.each(cases)('%s', (_name, error, expected) => {
    expect(isSignedOut(error)).toBe(expected);
    // The first paint's light check says exactly what failureOf says.
    expect(failureOf(error).kind === 'signed_out').toBe(expected);
  });
});
