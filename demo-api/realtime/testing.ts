/** Helpers for the tests that listen on the demo Pusher server with real pusher-js clients. */
import PusherClient, { type Channel } from 'pusher-js';
import { tokenOf } from '../testing';

/**
 * A pusher-js client of the demo Pusher server (`realtimePort`) that authorises private and
 * presence channels through the demo API at `apiUrl`, as the portal does in a browser: with the
 * bearer token when there is one, always with the tenant's X-Tenant.
 */
export function pusherClient(appKey: string, realtimePort: number, apiUrl: string, token?: string, tenant = 'demo') {
  return new PusherClient(appKey, {
    cluster: 'demo',
    wsHost: '127.0.0.1',
    wsPort: realtimePort,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `${apiUrl}/broadcasting/auth`,
      headersProvider: () => ({ ...(token ? { Authorization: `Bearer ${token}` } : {}), 'X-Tenant': tokenOf(tenant) }),
    },
  });
}

/** Settles when the server accepts the subscription; rejects with its refusal in `data`. */
export function subscribed(ch: Channel): Promise<void> {
  return new Promise((resolve, reject) => {
    ch.bind('pusher:subscription_succeeded', () => resolve());
    ch.bind('pusher:subscription_error', (e: unknown) => reject(Object.assign(new Error('refused'), { data: e })));
  });
}
