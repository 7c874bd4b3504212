import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { Order } from '@/lib/api/schemas';
import { returnTarget } from './return';

const paths = { ok: '/en/ok', error: '/en/error' };
const refusal = (status: number, key: string, orderId?: number) =>
  new ApiError(key, { code: status === 422 ? 'validation' : 'unknown', status, data: { message: key, errors: { payment: [key] }, orderId } });

describe('checkout return pages', () => {
  it('go to the ok page of the paid order', async () => {
    const confirm = async (id: string) => ({ id: id === 'cs_1' ? 12 : 0 }) as Order;
    expect(await returnTarget(confirm, 'cs_1', paths)).toBe('/en/ok?order=12');
  });

  it('go to the ko page with what happened and the order to retry', async () => {
    const declined = () => Promise.reject(refusal(402, 'purchase.declined', 12));
    expect(await returnTarget(declined, 'cs_1', paths)).toBe('/en/error?reason=declined&order=12');
    const cancelled = () => Promise.reject(refusal(409, 'purchase.cancelled', 13));
    expect(await returnTarget(cancelled, 'cs_1', paths)).toBe('/en/error?reason=cancelled&order=13');
    const twice = () => Promise.reject(refusal(409, 'purchase.already_bought', 9));
    expect(await returnTarget(twice, 'cs_1', paths)).toBe('/en/error?reason=already_bought&order=9');
  });

  it('say "purchase failed" for no id, no answer or an unknown session, and "log in" for a refused token', async () => {
    const never = () => Promise.reject(new Error('not called'));
    expect(await returnTarget(never, null, paths)).toBe('/en/error?reason=failed');
    const offline = () => Promise.reject(new ApiError('down', { code: 'network' }));
    expect(await returnTarget(offline, 'cs_1', paths)).toBe('/en/error?reason=failed');
    const unknown = () => Promise.reject(new ApiError('nf', { code: 'not_found', status: 404, data: { message: 'Checkout session not found' } }));
    expect(await returnTarget(unknown, 'cs_x', paths)).toBe('/en/error?reason=failed');
    const forbidden = () => Promise.reject(new ApiError('f', { code: 'forbidden', status: 403, data: { message: 'Forbidden' } }));
    expect(await returnTarget(forbidden, 'cs_1', paths)).toBe('/en/error?reason=login_required');
  });
});
