// @vitest-environment jsdom
/**
 * useChannel and friends against a real Pusher-protocol server (the demo API's) and a small
 * channel-authorisation server standing in for the portal's `/broadcasting/auth` relay (which
 * reads the session from the cookie the browser sends: here the test's `token`): the real
 * laravel-echo and pusher-js on the client side, the real `pusher` package publishing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerChannel } from '@/lib/api/schemas/realtime';
import { channelAuth } from '@/demo-api/realtime/protocol';
import { createPublisher, type Publisher } from '@/demo-api/realtime/publish';
import { startRealtimeServer, type RealtimeServer } from '@/demo-api/realtime/server';
import { backoffDelay, createRealtimeClient, type ConnectionState, type RealtimeClient } from './client';
import { useCustomerUpdates } from './customer';
import { RealtimeContext, useChannel, useConnectionState } from './react';

const APP = { id: 'hook-app', key: 'hook-key', secret: 'hook-secret' };
const CHANNEL = customerChannel('demo', 7);
let server: RealtimeServer;
let publisher: Publisher;
let authServer: http.Server;
let authEndpoint: string;
const authCalls: Array<{ authorization?: string; tenant?: string; contentType?: string; body: unknown }> = [];
let client: RealtimeClient | null = null;

beforeAll(async () => {
  server = await startRealtimeServer({ app: APP, port: 0 });
  publisher = createPublisher({ appId: APP.id, key: APP.key, secret: APP.secret, host: '127.0.0.1', port: server.port, useTLS: false, cluster: null });
  // The portal's relay: customer 7 of tenant demo, whose session cookie holds "good-token", may have CHANNEL.
  authServer = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { socket_id: string; channel_name: string };
      authCalls.push({ authorization: req.headers.authorization, tenant: req.headers['x-tenant'] as string | undefined, contentType: req.headers['content-type'], body });
      if (token !== 'good-token' || body.channel_name !== CHANNEL) {
        res.writeHead(403, { 'Content-Type': 'application/json' }).end('{"message":"Forbidden"}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ auth: channelAuth(APP, body.socket_id, body.channel_name) }));
    });
  });
  await new Promise<void>((r) => authServer.listen(0, '127.0.0.1', r));
  authEndpoint = `http://127.0.0.1:${(authServer.address() as AddressInfo).port}/broadcasting/auth`;
});
afterAll(async () => {
  await server.close();
  await new Promise((r) => authServer.close(r));
});
afterEach(() => {
  cleanup();
  client?.disconnect();
  client = null;
  authCalls.length = 0;
});

let token = 'good-token';
function makeClient() {
  client = createRealtimeClient({
    config: { key: APP.key, host: '127.0.0.1', port: server.port, tls: false, cluster: 'mt1' },
    tenantKey: 'demo',
    authEndpoint,
    getToken: () => token,
    backoff: { baseMs: 50, maxMs: 200 },
  });
  return client;
}

async function waitFor(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
}

function Probe({ name, id = 'a' }: { name: string | null; id?: string }) {
  const [got, setGot] = useState<unknown[]>([]);
  const [refused, setRefused] = useState<unknown>(null);
  useChannel(name, {
    'customer.updated': (d) => setGot((g) => [...g, d]),
    'pusher:subscription_error': (e) => setRefused(e),
  });
  const state = useConnectionState();
  return (
    <p data-testid={id}>
      {state}|{JSON.stringify(got)}|{refused ? JSON.stringify(refused) : ''}
    </p>
  );
}

const text = (id = 'a') => screen.getByTestId(id).textContent ?? '';

describe('useChannel', () => {
  it('opens no socket until something subscribes, then hears what the API publishes', async () => {
    const c = makeClient();
    const view = render(
      <RealtimeContext.Provider value={c}>
        <Probe name={null} />
      </RealtimeContext.Provider>,
    );
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(server.connections()).toBe(0);
    expect(text()).toBe('idle|[]|');

    view.rerender(
      <RealtimeContext.Provider value={c}>
        <Probe name={CHANNEL} />
      </RealtimeContext.Provider>,
    );
    await waitFor(() => server.channel(CHANNEL).subscriptionCount === 1);
    expect(text()).toMatch(/^connected\|/);
    // Authorised through the portal, once signed in: the browser sends neither its bearer token
    // nor the tenant's (the portal takes them from the cookie and the host, lib/realtime/relay.ts).
    expect(authCalls).toEqual([{ authorization: undefined, tenant: undefined, contentType: 'application/json', body: { socket_id: expect.stringMatching(/^\d+\.\d+$/), channel_name: CHANNEL } }]);

    await publisher.publish(CHANNEL, 'customer.updated', { reason: 'profile' });
    await waitFor(() => text().includes('profile'));
    expect(text()).toBe('connected|[{"reason":"profile"}]|');
  });

  it('reports a refused authorisation on the channel (pusher:subscription_error)', async () => {
    token = 'expired-token';
    try {
      render(
        <RealtimeContext.Provider value={makeClient()}>
          <Probe name={CHANNEL} />
        </RealtimeContext.Provider>,
      );
      await waitFor(() => text().includes('AuthError'));
      expect(JSON.parse(text().split('|')[2]!)).toMatchObject({ type: 'AuthError', error: 'Channel authorisation answered 403' });
      expect(server.channel(CHANNEL).subscriptionCount).toBe(0);
    } finally {
      token = 'good-token';
    }
  });

  it('shares a channel between subscribers and leaves it when the last one unmounts', async () => {
    const c = makeClient();
    const both = (a: boolean, b: boolean) => (
      <RealtimeContext.Provider value={c}>
        {a ? <Probe name={CHANNEL} id="a" /> : null}
        {b ? <Probe name={CHANNEL} id="b" /> : null}
      </RealtimeContext.Provider>
    );
    const view = render(both(true, true));
    await waitFor(() => server.channel(CHANNEL).subscriptionCount === 1 && text('a').startsWith('connected'));
    view.rerender(both(false, true));
    await publisher.publish(CHANNEL, 'customer.updated', { reason: 'photo' });
    await waitFor(() => text('b').includes('photo'));
    expect(server.channel(CHANNEL).subscriptionCount).toBe(1);
    view.rerender(both(false, false));
    await waitFor(() => server.channel(CHANNEL).subscriptionCount === 0);
  });

  it('a listener joining a channel already subscribed is told it is live (pusher:subscription_succeeded), once', async () => {
    const c = makeClient();
    const live: string[] = [];
    function Live({ id }: { id: string }) {
      useChannel(CHANNEL, { 'pusher:subscription_succeeded': () => live.push(id) });
      return null;
    }
    const both = (b: boolean) => (
      <RealtimeContext.Provider value={c}>
        <Live id="first" />
        {b ? <Live id="late" /> : null}
      </RealtimeContext.Provider>
    );
    const view = render(both(false));
    await waitFor(() => live.includes('first'));
    view.rerender(both(true));
    await waitFor(() => live.includes('late'));
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(live).toEqual(['first', 'late']);
    expect(server.channel(CHANNEL).subscriptionCount).toBe(1);
    view.unmount();
    await waitFor(() => server.channel(CHANNEL).subscriptionCount === 0);
  });

  it('reconnects after the connection drops and hears what is published afterwards', async () => {
    const c = makeClient();
    const states: ConnectionState[] = [];
    c.onState((s) => states.push(s));
    render(
      <RealtimeContext.Provider value={c}>
        <Probe name={CHANNEL} />
      </RealtimeContext.Provider>,
    );
    await waitFor(() => server.channel(CHANNEL).subscriptionCount === 1);
    server.dropConnections();
    await waitFor(() => server.channel(CHANNEL).subscriptionCount === 0);
    await waitFor(() => server.channel(CHANNEL).subscriptionCount === 1, 10_000);
    await publisher.publish(CHANNEL, 'customer.updated', { reason: 'consents' });
    await waitFor(() => text().includes('consents'));
    expect(states[0]).toBe('connecting');
    expect(states.at(-1)).toBe('connected');
    expect(states.filter((s) => s === 'connected').length).toBeGreaterThanOrEqual(2);
  }, 20_000);

  it('backs off while the server is down and returns when it is back', async () => {
    const own = await startRealtimeServer({ app: APP, port: 0 });
    const port = own.port;
    const c = createRealtimeClient({
      config: { key: APP.key, host: '127.0.0.1', port, tls: false, cluster: 'mt1' },
      tenantKey: 'demo',
      authEndpoint,
      getToken: () => 'good-token',
      backoff: { baseMs: 100, maxMs: 400 },
    });
    client = c;
    const states: ConnectionState[] = [];
    c.onState((s) => states.push(s));
    const stop = c.subscribe('public-news', {});
    await waitFor(() => c.getState() === 'connected');
    await own.close();
    await waitFor(() => c.getState() === 'unavailable', 15_000);
    const again = await startRealtimeServer({ app: APP, port });
    try {
      await waitFor(() => c.getState() === 'connected' && again.channel('public-news').subscriptionCount === 1, 15_000);
      expect(states).toContain('unavailable');
    } finally {
      stop();
      c.disconnect();
      await again.close();
    }
  }, 40_000);

  it('starts afresh after disconnect (a provider mounted again, as React does in development)', async () => {
    const c = makeClient();
    const stop = c.subscribe(CHANNEL, {});
    await waitFor(() => server.channel(CHANNEL).subscriptionCount === 1);
    c.disconnect();
    stop();
    expect(c.getState()).toBe('idle');
    await waitFor(() => server.channel(CHANNEL).subscriptionCount === 0);
    const got: unknown[] = [];
    const again = c.subscribe(CHANNEL, { 'customer.updated': (d) => got.push(d) });
    await waitFor(() => server.channel(CHANNEL).subscriptionCount === 1 && c.getState() === 'connected');
    await publisher.publish(CHANNEL, 'customer.updated', { reason: 'profile' });
    await waitFor(() => got.length === 1);
    again();
    await waitFor(() => server.channel(CHANNEL).subscriptionCount === 0);
  });
});

describe('useCustomerUpdates', () => {
  function Account({ onUpdated }: { onUpdated: (e: unknown) => void }) {
    useCustomerUpdates(7, onUpdated);
    return null;
  }

  it("hears customer.updated on the customer's tenant channel, and asks for a re-read after a reconnection", async () => {
    const seen: unknown[] = [];
    render(
      <RealtimeContext.Provider value={makeClient()}>
        <Account onUpdated={(e) => seen.push(e)} />
      </RealtimeContext.Provider>,
    );
    await waitFor(() => server.channel(CHANNEL).subscriptionCount === 1);
    await publisher.publish(CHANNEL, 'customer.updated', { reason: 'registrations', at: '2026-11-21T10:00:00.000Z' });
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([{ reason: 'registrations', at: '2026-11-21T10:00:00.000Z' }]);
    server.dropConnections();
    await waitFor(() => seen.length === 2, 10_000);
    expect(seen[1]).toBeNull();
  }, 20_000);
});

describe('backoffDelay', () => {
  it('doubles up to the ceiling, with jitter between half and all of it', () => {
    const b = { baseMs: 1000, maxMs: 30_000 };
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, b, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backoffDelay(3, b, () => 0)).toBe(4000);
    expect(backoffDelay(100, b, () => 0.5)).toBe(22500);
  });
});
