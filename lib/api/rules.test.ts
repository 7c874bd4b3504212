import { describe, expect, it } from 'vitest';
import { apiHeaders, answerError, sortAnswer } from './rules';

describe('docs/product.md#calls headers', () => {
  it('tenant, language and bearer token; the networking conference on /networking calls only', () => {
    expect(apiHeaders({ tenantToken: 't' })).toEqual({ Accept: 'application/json', 'X-Tenant': 't', 'X-Locale': 'es' });
    expect(apiHeaders({ tenantToken: 't', locale: 'en', token: 'b', path: '/networking/requests', networkingConference: 7 })).toEqual({
      Accept: 'application/json',
      'X-Tenant': 't',
      'X-Locale': 'en',
      Authorization: 'Bearer b',
      'X-Networking-Conference': '7',
    });
    expect(apiHeaders({ tenantToken: 't', path: '/customer', networkingConference: 7 })['X-Networking-Conference']).toBeUndefined();
    expect(apiHeaders({ tenantToken: 't', path: 'networking', networkingConference: '' })['X-Networking-Conference']).toBeUndefined();
    expect(apiHeaders({ tenantToken: 't', token: null }).Authorization).toBeUndefined();
  });
});

describe('docs/product.md#errors table', () => {
  it('sorts every status the way docs/product.md#errors says', () => {
    expect(sortAnswer(302, { message: 'Go', target_url: '/ok' })).toEqual({ code: 'redirect', message: 'Go', targetUrl: '/ok', sessionOver: false });
    expect(sortAnswer(302, {}, 'https://checkout.stripe.com/x').targetUrl).toBe('https://checkout.stripe.com/x');
    expect(sortAnswer(403, { message: 'Forbidden' })).toMatchObject({ code: 'forbidden', sessionOver: true, fieldErrors: undefined });
    expect(sortAnswer(403, { message: 'No', errors: { file: ['files.registered_only'] } })).toMatchObject({ code: 'forbidden', sessionOver: false, fieldErrors: { file: ['files.registered_only'] } });
    expect(sortAnswer(404, undefined)).toMatchObject({ code: 'not_found', message: 'Request failed with status code 404' });
    expect(sortAnswer(422, { message: 'Invalid', errors: { email: ['validation.email', 3] } })).toMatchObject({ code: 'validation', fieldErrors: { email: ['validation.email'] } });
    expect(sortAnswer(422, 'not json').fieldErrors).toEqual({});
    expect(sortAnswer(503, {}).code).toBe('maintenance');
    expect(sortAnswer(500, {}).code).toBe('server');
    expect(sortAnswer(502, {}).code).toBe('server');
    expect(sortAnswer(418, {}).code).toBe('unknown');
  });

  it('builds the ApiError callers see', () => {
    const error = answerError(422, { message: 'Invalid', errors: { name: ['required'] } }, sortAnswer(422, { message: 'Invalid', errors: { name: ['required'] } }));
    expect([error.code, error.status, error.message, error.fieldErrors]).toEqual(['validation', 422, 'Invalid', { name: ['required'] }]);
  });
});
