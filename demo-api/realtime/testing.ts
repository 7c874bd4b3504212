/** Helpers for the tests that listen on the demo Pusher server with real pusher-js clients. */
import type { FastifyInstance } from 'fastify';
import PusherClient, { type Channel } from 'pusher-js';
import type { BuildOptions } from '../server';
import { DEMO_ACCOUNTS } from '../seed';
import { call, signIn, testServer, tokenOf } from '../testing';
import { startRealtimeServer, type RealtimeServer } from './server';

/**
 * A demo Pusher server and a demo API that publishes its events to it, both on free loopback
 * ports: `apiUrl` is the API's origin (where pusher-js clients authorise their channels).
 */
export async function startPublishingApi(app: { id: string; key: string; secret: string }, opts: BuildOptions = {}): Promise<{ realtime: RealtimeServer; app: FastifyInstance; apiUrl: string }> {
  const realtime = await startRealtimeServer({ app, port: 0 });
  const api = await testServer({
    ...opts,
    pusher: { appId: app.id, key: app.key, secret: app.secret, host: '127.0.0.1', port: realtime.port, useTLS: false, cluster: null },
    publishEvents: true,
  });
  return { realtime, app: api, apiUrl: await api.listen({ port: 0, host: '127.0.0.1' }) };
}

/**
 * The live room the live tests share: a publishing API (as `startPublishingApi`), the id of the
 * `en-directo` session and the tokens of three demo accounts: the attendee (holds a ticket), the
 * organiser, and the shared account (signed in, no ticket).
 */
export async function startLiveRoom(app: { id: string; key: string; secret: string }, opts: BuildOptions = {}) {
  const started = await startPublishingApi(app, opts);
  const live = (await call(started.app, '/conferences/en-directo')).body.id as number;
  const tokens = { attendee: '', organiser: '', shared: '' };
  for (const who of ['attendee', 'organiser', 'shared'] as const) {
    tokens[who] = await signIn(started.app, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
  }
  return { ...started, live, tokens };
}

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
