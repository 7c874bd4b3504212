import type { AxiosInstance } from 'axios';
import { describe, expect, it } from 'vitest';
import { serverApi } from '@/lib/api/server';
import { attachFakeTransport, type FakeAnswer } from '@/lib/api/test-adapter';
import { getTenantByHost } from '@/lib/tenants/registry';
import { relayChannelAuth, type RelayRequest } from './relay';

const tenant = getTenantByHost('localhost')!;
const SIGNATURE = { auth: `key:${'a'.repeat(64)}` };
const body = { socket_id: '123.456', channel_name: 'private-tenant.demo.customer.7' };

function request(over: Partial<RelayRequest> = {}): RelayRequest {
  return {
    token: 'tok-ane',
    fetchSite: 'same-origin',
    origin: 'http://localhost:3000',
    host: 'localhost:3000',
    contentType: 'application/json',
    readBody: async () => JSON.stringify(body),
    ...over,
  };
}

/** The tenant's real server client (headers, docs/product.md#errors sorting) on a fake network answering `answer`. */
function api(answer: FakeAnswer | Error) {
  const seen: Array<{ url?: string; auth: unknown; tenant: unknown; data: unknown }> = [];
  const apiFor = (token: string): AxiosInstance => {
    const client = serverApi(tenant, 'es', token);
    attachFakeTransport(client, (config) => {
      seen.push({ url: config.url, auth: config.headers.get('Authorization'), tenant: config.headers.get('X-Tenant'), data: JSON.parse(String(config.data)) });
      if (answer instanceof Error) throw answer;
      return answer;
    });
    return client;
  };
  return { apiFor, seen };
}

describe('the realtime channel authorisation relay', () => {
  it('asks the API with the cookie’s token and the host’s tenant, and answers its signature', async () => {
    const { apiFor, seen } = api({ status: 200, data: SIGNATURE });
    expect(await relayChannelAuth(request(), apiFor)).toEqual({ status: 200, body: SIGNATURE, outcome: 'ok' });
    expect(seen).toEqual([{ url: '/broadcasting/auth', auth: 'Bearer tok-ane', tenant: tenant.token, data: body }]);
  });

  it('without a session: 403 signed_out, and the API is not asked', async () => {
    const { apiFor, seen } = api({ status: 200, data: SIGNATURE });
    expect(await relayChannelAuth(request({ token: null }), apiFor)).toMatchObject({ status: 403, outcome: 'signed_out' });
    expect(seen).toEqual([]);
  });

  it('the API’s refusal is a 403 forbidden; its failures a 502 or 503, never its body', async () => {
    expect(await relayChannelAuth(request(), api({ status: 403, data: { message: 'Forbidden' } }).apiFor)).toMatchObject({ status: 403, outcome: 'forbidden' });
    expect(await relayChannelAuth(request(), api({ status: 500, data: { secret: 'stack' } }).apiFor)).toEqual({ status: 502, body: { message: 'The API could not authorise the channel' }, outcome: 'failed' });
    expect(await relayChannelAuth(request(), api({ status: 503, data: {} }).apiFor)).toMatchObject({ status: 503, outcome: 'failed' });
    expect(await relayChannelAuth(request(), api({ status: 200, data: { auth: 'nonsense' } }).apiFor)).toMatchObject({ status: 502, outcome: 'failed' });
  });

  it('refuses a cross-site caller before reading anything (the cookie would go with it)', async () => {
    const { apiFor, seen } = api({ status: 200, data: SIGNATURE });
    let read = false;
    const readBody = async () => ((read = true), JSON.stringify(body));
    expect(await relayChannelAuth(request({ fetchSite: 'cross-site', readBody }), apiFor)).toMatchObject({ status: 403, outcome: 'refused' });
    expect(await relayChannelAuth(request({ fetchSite: 'same-site', readBody }), apiFor)).toMatchObject({ status: 403, outcome: 'refused' });
    expect(await relayChannelAuth(request({ fetchSite: null, origin: 'https://evil.example', readBody }), apiFor)).toMatchObject({ status: 403, outcome: 'refused' });
    // A form post (no JSON) is refused too: cross-origin JSON needs a preflight this route never grants.
    expect(await relayChannelAuth(request({ fetchSite: null, origin: null, contentType: 'application/x-www-form-urlencoded', readBody }), apiFor)).toMatchObject({ status: 415, outcome: 'refused' });
    expect(read).toBe(false);
    expect(seen).toEqual([]);
    // Same origin without fetch metadata is answered.
    expect(await relayChannelAuth(request({ fetchSite: null }), apiFor)).toMatchObject({ status: 200, outcome: 'ok' });
  });

  it('a malformed body is a 400, and nothing reaches the API', async () => {
    const { apiFor, seen } = api({ status: 200, data: SIGNATURE });
    for (const raw of ['not json', '{}', JSON.stringify({ socket_id: 'x', channel_name: 'a' }), JSON.stringify({ socket_id: '1.2', channel_name: 'a b\n' })]) {
      expect(await relayChannelAuth(request({ readBody: async () => raw }), apiFor), raw).toMatchObject({ status: 400, outcome: 'refused' });
    }
    expect(seen).toEqual([]);
  });
});
