/**
 * The demo's Pusher-protocol server driven by the real clients: pusher-js (its Node build) on the
 * socket side and the official `pusher` package on the HTTP API side. No mocks: if these pass, a
 * browser with pusher-js and a backend with `pusher` work against it.
 */
import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import PusherClient from 'pusher-js';
import type { Channel, Options } from 'pusher-js';
import Pusher from 'pusher';
import WebSocket from 'ws';
import { channelAuth, hmacHex, httpSigningString } from './protocol';
import { createPublisher, type Publisher } from './publish';
import { startRealtimeServer, type RealtimeServer } from './server';

const APP = { id: 'test-app', key: 'test-key', secret: 'test-secret' };
let server: RealtimeServer;
let publisher: Publisher;
const clients: PusherClient[] = [];

beforeAll(async () => {
  server = await startRealtimeServer({ app: APP, port: 0, clientEvents: false });
  publisher = createPublisher({ appId: APP.id, key: APP.key, secret: APP.secret, host: '127.0.0.1', port: server.port, useTLS: false, cluster: null });
});
afterAll(() => server.close());
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});

/** A pusher-js client whose private/presence channels are signed with `secret` (the right one unless a test says otherwise). */
function client(opts: { secret?: string; presence?: { user_id: string; user_info?: Record<string, unknown> }; port?: number; key?: string } = {}, extra: Partial<Options> = {}) {
  const c = new PusherClient(opts.key ?? APP.key, {
    cluster: 'demo',
    wsHost: '127.0.0.1',
    wsPort: opts.port ?? server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        const signer = createPublisher({ ...publisher.settings, secret: opts.secret ?? APP.secret });
        callback(null, signer.authorize(socketId, channelName, channelName.startsWith('presence-') ? opts.presence : undefined));
      },
    },
    ...extra,
  });
  clients.push(c);
  return c;
}

function connected(c: PusherClient): Promise<string> {
  return new Promise((resolve, reject) => {
    if (c.connection.state === 'connected') return resolve(c.connection.socket_id);
    c.connection.bind('connected', () => resolve(c.connection.socket_id));
    c.connection.bind('failed', () => reject(new Error('connection failed')));
  });
}

function subscribed(ch: Channel): Promise<unknown> {
  return new Promise((resolve, reject) => {
    ch.bind('pusher:subscription_succeeded', resolve);
    ch.bind('pusher:subscription_error', (e: unknown) => reject(Object.assign(new Error('subscription_error'), { data: e })));
  });
}

function next<T = unknown>(ch: Channel, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const handler = (data: T) => {
      clearTimeout(timer);
      ch.unbind(event, handler);
      resolve(data);
    };
    ch.bind(event, handler);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A raw socket (for what pusher-js hides: close codes, ping/pong, refused client events). */
function raw(path: string): Promise<{ ws: WebSocket; messages: Array<{ event: string; data: unknown; channel?: string }>; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.wsUrl}${path}`);
    const messages: Array<{ event: string; data: unknown; channel?: string }> = [];
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (buf) => {
      const m = JSON.parse(buf.toString()) as { event: string; data: unknown; channel?: string };
      if (typeof m.data === 'string') {
        try {
          m.data = JSON.parse(m.data);
        } catch {
          // plain string payload
        }
      }
      messages.push(m);
    });
    ws.on('open', () => resolve({ ws, messages, closed }));
    ws.on('error', reject);
  });
}

async function until<T>(fn: () => T | undefined, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describe('connection', () => {
  it('establishes a connection with a socket id and the activity timeout', async () => {
    const { ws, messages } = await raw('/app/test-key?protocol=7&client=js&version=8.6.0');
    const first = await until(() => messages[0]);
    expect(first.event).toBe('pusher:connection_established');
    expect(first.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
    ws.close();

    const c = client();
    expect(await connected(c)).toMatch(/^\d+\.\d+$/);
    expect(server.connections()).toBeGreaterThanOrEqual(1);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { ws, messages } = await raw('/app/test-key?protocol=7');
    await until(() => messages[0]);
    ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    expect((await until(() => messages.find((m) => m.event === 'pusher:pong'))).event).toBe('pusher:pong');
    ws.close();
  });

  it('pings a silent client and closes with 4201 when it never answers', async () => {
    const quick = await startRealtimeServer({ app: APP, port: 0, activityTimeoutSeconds: 1, pongTimeoutSeconds: 1 });
    try {
      const ws = new WebSocket(`${quick.wsUrl}/app/test-key?protocol=7`);
      const events: string[] = [];
      // This client never writes: no pong, no ping of its own.
      ws.on('message', (b) => events.push((JSON.parse(b.toString()) as { event: string }).event));
      const code = await new Promise<number>((r) => ws.on('close', (c) => r(c)));
      expect(events).toEqual(['pusher:connection_established', 'pusher:ping']);
      expect(code).toBe(4201);
    } finally {
      await quick.close();
    }
  }, 15_000);

  it.each([
    ['/app/wrong-key?protocol=7', 4001],
    ['/app/test-key', 4008],
    ['/app/test-key?protocol=seven', 4006],
    ['/app/test-key?protocol=3', 4007],
    ['/elsewhere', 4005],
  ])('refuses %s with pusher:error and close code %i', async (path, code) => {
    const { messages, closed } = await raw(path);
    expect(await closed).toBe(code);
    expect(messages[0]).toMatchObject({ event: 'pusher:error', data: { code } });
  });

  it('pusher-js gives up (no reconnect loop) on an unknown app key', async () => {
    const c = client({ key: 'nobody' });
    const states: string[] = [];
    c.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
    const error = await new Promise<{ type: string; error?: { data?: { code?: number } } }>((r) => c.connection.bind('error', r));
    expect(error).toMatchObject({ type: 'WebSocketError', error: { type: 'PusherError', data: { code: 4001 } } });
    await sleep(1500);
    expect(states).toEqual(['disconnected']);
  });
});

describe('public and private channels', () => {
  it('delivers an event published through the HTTP API to a public channel', async () => {
    const c = client();
    const ch = c.subscribe('tenant.demo.news');
    await subscribed(ch);
    const got = next<{ title: string }>(ch, 'news.published');
    await publisher.publish('tenant.demo.news', 'news.published', { title: 'Kaixo' });
    expect(await got).toEqual({ title: 'Kaixo' });
    expect(server.channel('tenant.demo.news')).toMatchObject({ occupied: true, subscriptionCount: 1 });
  });

  it('subscribes to a private channel with a valid signature and leaves it on unsubscribe', async () => {
    const c = client();
    const ch = c.subscribe('private-tenant.demo.customer.7');
    await subscribed(ch);
    const got = next(ch, 'customer.updated');
    await publisher.publish('private-tenant.demo.customer.7', 'customer.updated', { reason: 'profile' });
    expect(await got).toEqual({ reason: 'profile' });
    c.unsubscribe('private-tenant.demo.customer.7');
    await until(() => (server.channel('private-tenant.demo.customer.7').occupied ? undefined : true));
  });

  it('refuses a bad signature: subscription_error on the channel and 4009 on the connection', async () => {
    const c = client({ secret: 'not-the-secret' });
    const errors: Array<{ type?: string; data?: { code?: number } }> = [];
    c.connection.bind('error', (e: { type?: string; data?: { code?: number } }) => errors.push(e));
    const ch = c.subscribe('private-tenant.demo.customer.7');
    const failure = await subscribed(ch).catch((e: { data: unknown }) => e.data);
    expect(failure).toMatchObject({ type: 'AuthError', status: 401 });
    await until(() => errors[0]);
    expect(errors[0]).toMatchObject({ type: 'PusherError', data: { code: 4009 } });
    expect(server.channel('private-tenant.demo.customer.7').subscriptionCount).toBe(0);
    // A refused subscription receives nothing.
    const received: unknown[] = [];
    ch.bind('customer.updated', (d: unknown) => received.push(d));
    await publisher.publish('private-tenant.demo.customer.7', 'customer.updated', { reason: 'profile' });
    await sleep(200);
    expect(received).toEqual([]);
  });

  it('checks the signature against this socket (a signature made for another socket is refused)', async () => {
    const { ws, messages } = await raw('/app/test-key?protocol=7');
    await until(() => messages[0]);
    const auth = channelAuth(APP, '123.456', 'private-x');
    ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-x', auth } }));
    expect(await until(() => messages.find((m) => m.event === 'pusher:subscription_error'))).toMatchObject({ channel: 'private-x', data: { status: 401 } });
    ws.close();
  });

  it('leaves out the publishing socket when the API call names it', async () => {
    const a = client();
    const b = client();
    const [aId] = await Promise.all([connected(a), connected(b)]);
    const cha = a.subscribe('tenant.demo.room');
    const chb = b.subscribe('tenant.demo.room');
    await Promise.all([subscribed(cha), subscribed(chb)]);
    const receivedByA: unknown[] = [];
    cha.bind('said', (d: unknown) => receivedByA.push(d));
    const toB = next(chb, 'said');
    await publisher.publish('tenant.demo.room', 'said', { text: 'hi' }, aId);
    expect(await toB).toEqual({ text: 'hi' });
    await sleep(100);
    expect(receivedByA).toEqual([]);
  });
});

describe('presence channels', () => {
  it('lists members, announces arrivals and departures, and counts a user with two sockets once', async () => {
    const name = 'presence-tenant.demo.lobby';
    const ane = client({ presence: { user_id: '1', user_info: { name: 'Ane' } } });
    const chAne = ane.subscribe(name);
    const first = (await subscribed(chAne)) as { count: number; me: { id: string } };
    expect(first.count).toBe(1);
    expect(first.me.id).toBe('1');

    const added = next<{ id: string; info: { name: string } }>(chAne, 'pusher:member_added');
    const jon = client({ presence: { user_id: '2', user_info: { name: 'Jon' } } });
    const chJon = jon.subscribe(name);
    const members = (await subscribed(chJon)) as { count: number; members: Record<string, { name: string }> };
    expect(members.count).toBe(2);
    expect(members.members).toEqual({ 1: { name: 'Ane' }, 2: { name: 'Jon' } });
    expect(await added).toEqual({ id: '2', info: { name: 'Jon' } });

    // Jon's second tab: still two members, nobody hears of a new one.
    const extra: unknown[] = [];
    chAne.bind('pusher:member_added', (m: unknown) => extra.push(m));
    const jon2 = client({ presence: { user_id: '2', user_info: { name: 'Jon' } } });
    await subscribed(jon2.subscribe(name));
    expect(server.channel(name)).toEqual({ occupied: true, subscriptionCount: 3, userCount: 2 });
    const users = await new Pusher({ appId: APP.id, key: APP.key, secret: APP.secret, host: '127.0.0.1', port: String(server.port) }).get({ path: `/channels/${name}/users` });
    expect(await users.json()).toEqual({ users: [{ id: '1' }, { id: '2' }] });

    const removed: unknown[] = [];
    chAne.bind('pusher:member_removed', (m: unknown) => removed.push(m));
    jon2.disconnect();
    await sleep(150);
    expect(removed).toEqual([]);
    jon.disconnect();
    await until(() => removed[0]);
    expect(removed).toEqual([{ id: '2', info: { name: 'Jon' } }]);
    expect(extra).toEqual([]);
  });

  it('refuses presence without channel_data or with a user_id-less channel_data', async () => {
    const { ws, messages } = await raw('/app/test-key?protocol=7');
    const socketId = ((await until(() => messages[0])).data as { socket_id: string }).socket_id;
    const channel = 'presence-tenant.demo.lobby';
    ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: channelAuth(APP, socketId, channel) } }));
    const data = JSON.stringify({ user_info: { name: 'x' } });
    ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: channelAuth(APP, socketId, channel, data), channel_data: data } }));
    await until(() => (messages.filter((m) => m.event === 'pusher:subscription_error').length === 2 ? true : undefined));
    expect(messages.filter((m) => m.event === 'pusher:error').map((m) => (m.data as { code: number }).code)).toEqual([4009, 4009]);
    ws.close();
  });
});

describe('client events', () => {
  it('are refused unless the app allows them', async () => {
    const { ws, messages } = await raw('/app/test-key?protocol=7');
    const socketId = ((await until(() => messages[0])).data as { socket_id: string }).socket_id;
    ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-a', auth: channelAuth(APP, socketId, 'private-a') } }));
    await until(() => messages.find((m) => m.event === 'pusher_internal:subscription_succeeded'));
    ws.send(JSON.stringify({ event: 'client-typing', channel: 'private-a', data: {} }));
    expect(await until(() => messages.find((m) => m.event === 'pusher:error'))).toMatchObject({ data: { message: 'Client events are not enabled for this app' } });
    ws.close();
  });

  it('when allowed, reach the other members of a private or presence channel only', async () => {
    const open = await startRealtimeServer({ app: APP, port: 0, clientEvents: true });
    try {
      const a = client({ port: open.port, presence: { user_id: 'a' } });
      const b = client({ port: open.port, presence: { user_id: 'b' } });
      const cha = a.subscribe('presence-room');
      const chb = b.subscribe('presence-room');
      await Promise.all([subscribed(cha), subscribed(chb)]);
      const echoed: unknown[] = [];
      cha.bind('client-typing', (d: unknown) => echoed.push(d));
      const got = new Promise<[unknown, { user_id?: string }]>((r) => chb.bind('client-typing', (d: unknown, meta: { user_id?: string }) => r([d, meta])));
      expect(cha.trigger('client-typing', { on: true })).toBe(true);
      const [data, meta] = await got;
      expect(data).toEqual({ on: true });
      expect(meta.user_id).toBe('a');
      await sleep(100);
      expect(echoed).toEqual([]);

      const pub = client({ port: open.port });
      const chp = pub.subscribe('public-room');
      await subscribed(chp);
      const err = new Promise<{ data?: { message?: string } }>((r) => pub.connection.bind('error', r));
      chp.trigger('client-x', {});
      expect((await err).data?.message).toMatch(/only supported on private and presence channels/);
    } finally {
      await open.close();
    }
  });
});

describe('HTTP events API', () => {
  const sign = (method: string, path: string, query: Record<string, string>, secret = APP.secret) =>
    hmacHex(secret, httpSigningString(method, path, query));

  async function post(path: string, body: string, tweak: (q: Record<string, string>) => void = () => {}, secret = APP.secret) {
    const query: Record<string, string> = {
      auth_key: APP.key,
      auth_timestamp: String(Math.floor(Date.now() / 1000)),
      auth_version: '1.0',
      body_md5: crypto.createHash('md5').update(body).digest('hex'),
    };
    tweak(query);
    const qs = new URLSearchParams({ ...query, auth_signature: sign('POST', path, query, secret) });
    return fetch(`${server.httpUrl}${path}?${qs}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  }

  it('delivers batch_events, each to its channel', async () => {
    const c = client();
    const one = c.subscribe('tenant.demo.one');
    const two = c.subscribe('tenant.demo.two');
    await Promise.all([subscribed(one), subscribed(two)]);
    const got = Promise.all([next(one, 'e1'), next(two, 'e2')]);
    const pusher = new Pusher({ appId: APP.id, key: APP.key, secret: APP.secret, host: '127.0.0.1', port: String(server.port) });
    const res = await pusher.triggerBatch([
      { channel: 'tenant.demo.one', name: 'e1', data: { n: 1 } },
      { channel: 'tenant.demo.two', name: 'e2', data: { n: 2 } },
    ]);
    expect(res.status).toBe(200);
    expect(await got).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('answers channel info when asked', async () => {
    const c = client({ presence: { user_id: '9' } });
    await subscribed(c.subscribe('presence-info'));
    const pusher = new Pusher({ appId: APP.id, key: APP.key, secret: APP.secret, host: '127.0.0.1', port: String(server.port) });
    const res = await pusher.trigger('presence-info', 'x', {}, { info: 'user_count,subscription_count' });
    expect(await res.json()).toEqual({ channels: { 'presence-info': { user_count: 1, subscription_count: 1 } } });
  });

  it('refuses a wrong secret with 401 (the pusher package reports it)', async () => {
    const wrong = new Pusher({ appId: APP.id, key: APP.key, secret: 'guess', host: '127.0.0.1', port: String(server.port) });
    await expect(wrong.trigger('tenant.demo.news', 'x', {})).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a changed body, an old timestamp, another key and a missing signature with 401', async () => {
    const body = JSON.stringify({ name: 'x', data: '{}', channels: ['c'] });
    expect((await post('/apps/test-app/events', body)).status).toBe(200);
    expect((await post('/apps/test-app/events', body, (q) => (q.body_md5 = crypto.createHash('md5').update('other').digest('hex')))).status).toBe(401);
    expect((await post('/apps/test-app/events', body, (q) => (q.auth_timestamp = String(Math.floor(Date.now() / 1000) - 601)))).status).toBe(401);
    expect((await post('/apps/test-app/events', body, (q) => (q.auth_key = 'other'))).status).toBe(401);
    expect((await fetch(`${server.httpUrl}/apps/test-app/events`, { method: 'POST', body })).status).toBe(401);
  });

  it('answers 400 for a bad event, 413 for an oversized one and 404 for another app', async () => {
    expect((await post('/apps/test-app/events', JSON.stringify({ name: 'x', data: { not: 'a string' }, channels: ['c'] }))).status).toBe(400);
    expect((await post('/apps/test-app/events', JSON.stringify({ name: 'x', data: '{}', channels: ['bad channel!'] }))).status).toBe(400);
    expect((await post('/apps/test-app/events', JSON.stringify({ name: 'x', data: 'y'.repeat(10 * 1024 + 1), channels: ['c'] }))).status).toBe(413);
    expect((await post('/apps/test-app/batch_events', JSON.stringify({ batch: Array.from({ length: 11 }, () => ({ name: 'x', data: '{}', channel: 'c' })) }))).status).toBe(400);
    expect((await post('/apps/other/events', JSON.stringify({ name: 'x', data: '{}', channels: ['c'] }))).status).toBe(404);
  });
});

describe('reconnection', () => {
  it('pusher-js reconnects after the connection drops and resubscribes its channels', async () => {
    const c = client();
    const ch = c.subscribe('tenant.demo.resume');
    await subscribed(ch);
    const firstId = c.connection.socket_id;
    server.dropConnections();
    await until(() => (c.connection.state === 'connected' && c.connection.socket_id !== firstId ? true : undefined), 10_000);
    await until(() => (server.channel('tenant.demo.resume').occupied ? true : undefined), 5000);
    const got = next(ch, 'after');
    await publisher.publish('tenant.demo.resume', 'after', { ok: true });
    expect(await got).toEqual({ ok: true });
  }, 20_000);
});
