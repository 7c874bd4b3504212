import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { networkingErrorKey, networkingFailureOf } from './failures';

const refusal = (status: number, field: string, key: string, code: ConstructorParameters<typeof ApiError>[1]['code'] = 'unknown') =>
  new ApiError('refused', { code, status, data: { message: 'refused', errors: { [field]: [key] } } });

describe('networking failures', () => {
  it('reads the networking key of a refusal', () => {
    expect(networkingErrorKey(refusal(409, 'slotId', 'networking.slot_unavailable'))).toBe('networking.slot_unavailable');
    expect(networkingErrorKey(refusal(422, 'name', 'validation.required', 'validation'))).toBeNull();
    expect(networkingErrorKey(new Error('x'))).toBeNull();
  });
  it('a slot or room taken meanwhile offers the choice again with "slot no longer available"', () => {
    expect(networkingFailureOf(refusal(409, 'slotId', 'networking.slot_unavailable'), 'request')).toEqual({ kind: 'taken', key: 'networking.slot_unavailable', message: 'slotUnavailable' });
    expect(networkingFailureOf(refusal(409, 'roomId', 'networking.room_unavailable'), 'accept')).toMatchObject({ kind: 'taken', key: 'networking.room_unavailable', message: 'slotUnavailable' });
  });
  it('turning off blocked by an associated event', () => {
    expect(networkingFailureOf(refusal(409, 'networking', 'networking.unsubscribe_blocked'), 'off')).toEqual({ kind: 'blocked', key: 'networking.unsubscribe_blocked', message: 'networkingUnsubscribeBlocked' });
  });
  it('no room chosen says so', () => {
    expect(networkingFailureOf(refusal(422, 'roomId', 'networking.room_required', 'validation'), 'accept')).toMatchObject({ message: 'noRoomSelected' });
  });
  it('anything else gives the action its own docs/product.md#errors sentence', () => {
    expect(networkingFailureOf(refusal(409, 'status', 'networking.invalid_state'), 'accept')).toMatchObject({ kind: 'failed', message: 'networkingAcceptFailed' });
    expect(networkingFailureOf(refusal(409, 'status', 'networking.invalid_state'), 'reject')).toMatchObject({ message: 'networkingRejectFailed' });
    expect(networkingFailureOf(new ApiError('down', { code: 'network' }), 'cancel')).toEqual({ kind: 'failed', key: null, message: 'networkingCancelFailed' });
    expect(networkingFailureOf(new ApiError('down', { code: 'timeout' }), 'request')).toMatchObject({ message: 'networkingRequestFailed' });
    expect(networkingFailureOf(refusal(409, 'eventId', 'networking.event_full'), 'event')).toMatchObject({ message: 'eventSaveFailed' });
  });
  it('a refused role keeps the session; a bare 403 ends it', () => {
    expect(networkingFailureOf(refusal(403, 'role', 'networking.forbidden', 'forbidden'), 'event')).toMatchObject({ kind: 'failed', key: 'networking.forbidden' });
    expect(networkingFailureOf(new ApiError('no', { code: 'forbidden', status: 403 }), 'load')).toMatchObject({ kind: 'signed_out' });
  });
  it('networking turned off elsewhere goes back to enabling it', () => {
    expect(networkingFailureOf(refusal(409, 'networking', 'networking.not_enabled'), 'load')).toMatchObject({ kind: 'not_enabled' });
  });
});
