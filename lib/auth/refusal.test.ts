import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { attachFakeTransport } from '@/lib/api/test-adapter';
import { forbiddenKind } from './refusal';

async function refusalOf(status: number, data: unknown) {
  const api = createApiClient({ baseURL: 'http://api.test', tenantToken: 't', timeoutMs: 1_000, getAuthToken: () => 'tok' });
  attachFakeTransport(api, () => ({ status, data }));
  return api.get('/conferences/7/moderation').then(
    () => null,
    (error: unknown) => error,
  );
}

describe('forbiddenKind', () => {
  it('a 403 that names why refuses the resource (the session stays)', async () => {
    const error = await refusalOf(403, { message: 'Forbidden', errors: { moderation: ['live.forbidden'] } });
    expect(forbiddenKind(error)).toBe('resource');
  });

  it('a bare 403 ends the session', async () => {
    expect(forbiddenKind(await refusalOf(403, { message: 'Forbidden' }))).toBe('session');
    expect(forbiddenKind(await refusalOf(403, { message: 'Forbidden', errors: {} }))).toBe('session');
  });

  it('anything else is not a 403', async () => {
    expect(forbiddenKind(await refusalOf(404, { message: 'Not found' }))).toBeNull();
    expect(forbiddenKind(await refusalOf(500, {}))).toBeNull();
    expect(forbiddenKind(new Error('boom'))).toBeNull();
    expect(forbiddenKind(new ApiError('x', { code: 'validation', fieldErrors: { a: ['b'] } }))).toBeNull();
  });
});
