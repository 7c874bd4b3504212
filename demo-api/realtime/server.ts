/**
 * The demo's Pusher-protocol server: what Pusher Channels, soketi or Laravel Reverb are in
 * production, small enough to read. One app (id, key, secret), one port for both the WebSocket
 * (`/app/{key}?protocol=7`) and the HTTP events API (`/apps/{id}/...`), loopback by default.
 *
 * WebSocket: pusher:connection_established (socket_id, activity_timeout), pusher:subscribe /
 * pusher:unsubscribe on public, private- and presence- channels (HMAC-SHA256 auth), presence
 * members (subscription_succeeded with the member list, member_added / member_removed),
 * pusher:ping / pusher:pong both ways, client events only when enabled, protocol error codes.
 * HTTP: POST events and batch_events, GET channels, channel and users, every request signed
 * (auth_key, auth_timestamp, auth_version, body_md5, auth_signature).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  CHANNEL_NAME_RE,
  channelKind,
  EVENT_DATA_MAX_BYTES,
  EVENT_NAME_MAX,
  newSocketId,
  PUSHER_ERRORS,
  SOCKET_ID_RE,
  SUPPORTED_PROTOCOLS,
  verifyChannelAuth,
  verifyHttpAuth,
  type PusherApp,
} from './protocol';

export interface RealtimeServerOptions {
  app: PusherApp;
  /** 0 picks a free port (tests) */
  port?: number;
  host?: string;
  /** Seconds of silence after which the client should ping (sent to it on connect). */
  activityTimeoutSeconds?: number;
  /** Seconds the server waits for any message after its own ping before closing with 4201. */
  pongTimeoutSeconds?: number;
  /** Client events (`client-*`) on private and presence channels; off as on a new Pusher app. */
  clientEvents?: boolean;
  /** Largest HTTP API body in bytes. */
  maxBodyBytes?: number;
  /** Epoch milliseconds (tests move time for the HTTP API timestamp check). */
  clock?: () => number;
}

export interface ChannelInfo {
  occupied: boolean;
  subscriptionCount: number;
  /** presence channels only */
  userCount?: number;
}

export interface RealtimeServer {
  port: number;
  host: string;
  /** ws://host:port */
  wsUrl: string;
  /** http://host:port */
  httpUrl: string;
  connections(): number;
  channel(name: string): ChannelInfo;
  /** Closes every socket (code 4200: clients reconnect at once, e.g. to a restarted server) and the port. */
  close(): Promise<void>;
  /** Drops every socket as a network failure would (no close frame): tests of reconnection. */
  dropConnections(): void;
}

interface Member {
  info: unknown;
  /** sockets of this user in the channel (a user with two tabs is one member) */
  sockets: number;
}

interface Channel {
  sockets: Set<Connection>;
  members: Map<string, Member>;
}

interface Connection {
  ws: WebSocket;
  socketId: string;
  /** channel → presence user id (undefined for other channels) */
  channels: Map<string, string | undefined>;
  lastSeen: number;
  pingSentAt: number | null;
  clientEventTimes: number[];
}

type Json = Record<string, unknown>;

const CLIENT_EVENTS_PER_SECOND = 10;

export async function startRealtimeServer(opts: RealtimeServerOptions): Promise<RealtimeServer> {
  const app = opts.app;
  const host = opts.host ?? '127.0.0.1';
  const activityTimeout = opts.activityTimeoutSeconds ?? 120;
  const pongTimeout = opts.pongTimeoutSeconds ?? 30;
  const maxBody = opts.maxBodyBytes ?? 256 * 1024;
  const clock = opts.clock ?? (() => Date.now());
  const channels = new Map<string, Channel>();
  const connections = new Set<Connection>();

  const send = (conn: Connection, message: Json) => {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(JSON.stringify(message));
  };
  const sendError = (conn: Connection, code: number | null, message: string) =>
    send(conn, { event: 'pusher:error', data: { code, message } });
  const refuse = (ws: WebSocket, error: { code: number; message: string }) => {
    ws.send(JSON.stringify({ event: 'pusher:error', data: error }));
    ws.close(error.code, error.message);
  };

  const broadcast = (channel: string, message: Json, except?: Connection | string) => {
    const ch = channels.get(channel);
    if (!ch) return;
    const text = JSON.stringify(message);
    for (const conn of ch.sockets) {
      if (conn === except || conn.socketId === except) continue;
      if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(text);
    }
  };

  const subscriptionError = (conn: Connection, channel: string, status: number, error: string, type = 'AuthError') =>
    send(conn, { event: 'pusher:subscription_error', channel, data: { type, error, status } });

  function subscribe(conn: Connection, data: Json) {
    const channel = data.channel;
    if (typeof channel !== 'string' || !CHANNEL_NAME_RE.test(channel)) {
      sendError(conn, null, 'Invalid channel name');
      if (typeof channel === 'string') subscriptionError(conn, channel, 400, 'Invalid channel name', 'InvalidChannel');
      return;
    }
    if (conn.channels.has(channel)) {
      // Subscribing twice is harmless: say so again, as Pusher does.
      send(conn, { event: 'pusher_internal:subscription_succeeded', channel, data: JSON.stringify(presenceData(channel)) });
      return;
    }
    const kind = channelKind(channel);
    let userId: string | undefined;
    let userInfo: unknown;
    if (kind !== 'public') {
      const channelData = kind === 'presence' ? data.channel_data : undefined;
      if (kind === 'presence' && typeof channelData !== 'string') {
        refuseSubscription(conn, channel, 'channel_data is required on presence channels');
        return;
      }
      if (!verifyChannelAuth(app, conn.socketId, channel, data.auth, channelData as string | undefined)) {
        refuseSubscription(conn, channel, `Invalid signature: expected HMAC SHA256 hex digest of ${conn.socketId}:${channel}${kind === 'presence' ? ':<channel_data>' : ''}`);
        return;
      }
      if (kind === 'presence') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(channelData as string);
        } catch {
          parsed = null;
        }
        const id = (parsed as Json | null)?.user_id;
        if (typeof id !== 'string' && typeof id !== 'number') {
          refuseSubscription(conn, channel, 'channel_data must be a JSON object with a user_id');
          return;
        }
        userId = String(id);
        userInfo = (parsed as Json).user_info;
      }
    }
    let ch = channels.get(channel);
    if (!ch) {
      ch = { sockets: new Set(), members: new Map() };
      channels.set(channel, ch);
    }
    ch.sockets.add(conn);
    conn.channels.set(channel, userId);
    if (userId !== undefined) {
      const member = ch.members.get(userId);
      if (member) member.sockets++;
      else {
        ch.members.set(userId, { info: userInfo, sockets: 1 });
        broadcast(channel, { event: 'pusher_internal:member_added', channel, data: JSON.stringify({ user_id: userId, user_info: userInfo }) }, conn);
      }
    }
    send(conn, { event: 'pusher_internal:subscription_succeeded', channel, data: JSON.stringify(presenceData(channel)) });
  }

  /** Bad signature: the channel hears subscription_error (Soketi) and the connection 4009 (Pusher, Reverb). */
  function refuseSubscription(conn: Connection, channel: string, detail: string) {
    subscriptionError(conn, channel, 401, detail);
    sendError(conn, PUSHER_ERRORS.unauthorized.code, `${PUSHER_ERRORS.unauthorized.message}: ${detail}`);
  }

  function presenceData(channel: string): Json {
    if (channelKind(channel) !== 'presence') return {};
    const members = channels.get(channel)?.members ?? new Map<string, Member>();
    const hash: Json = {};
    for (const [id, m] of members) hash[id] = m.info ?? null;
    return { presence: { ids: [...members.keys()], hash, count: members.size } };
  }

  function unsubscribe(conn: Connection, channel: string) {
    if (!conn.channels.has(channel)) return;
    const userId = conn.channels.get(channel);
    conn.channels.delete(channel);
    const ch = channels.get(channel);
    if (!ch) return;
    ch.sockets.delete(conn);
    if (userId !== undefined) {
      const member = ch.members.get(userId);
      if (member && --member.sockets === 0) {
        ch.members.delete(userId);
        broadcast(channel, { event: 'pusher_internal:member_removed', channel, data: JSON.stringify({ user_id: userId }) });
      }
    }
    if (ch.sockets.size === 0) channels.delete(channel);
  }

  function clientEvent(conn: Connection, event: string, channel: unknown, data: unknown) {
    if (!opts.clientEvents) {
      sendError(conn, null, 'Client events are not enabled for this app');
      return;
    }
    if (typeof channel !== 'string' || channelKind(channel) === 'public') {
      sendError(conn, null, 'Client event rejected - only supported on private and presence channels');
      return;
    }
    if (!conn.channels.has(channel)) {
      sendError(conn, null, 'Client event rejected - you must be subscribed to the channel');
      return;
    }
    const now = clock();
    conn.clientEventTimes = conn.clientEventTimes.filter((t) => now - t < 1000);
    if (conn.clientEventTimes.length >= CLIENT_EVENTS_PER_SECOND) {
      sendError(conn, PUSHER_ERRORS.clientEventRateLimit.code, PUSHER_ERRORS.clientEventRateLimit.message);
      return;
    }
    conn.clientEventTimes.push(now);
    const payload = typeof data === 'string' ? data : JSON.stringify(data ?? {});
    if (Buffer.byteLength(payload) > EVENT_DATA_MAX_BYTES) {
      sendError(conn, null, `Client event rejected - data over ${EVENT_DATA_MAX_BYTES} bytes`);
      return;
    }
    const userId = conn.channels.get(channel);
    broadcast(channel, { event, channel, data: payload, ...(userId !== undefined ? { user_id: userId } : {}) }, conn);
  }

  function onMessage(conn: Connection, raw: string) {
    conn.lastSeen = clock();
    conn.pingSentAt = null;
    let message: Json;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      message = parsed as Json;
    } catch {
      sendError(conn, null, 'Messages must be JSON objects');
      return;
    }
    const event = message.event;
    let data = message.data;
    if (typeof data === 'string' && !(typeof event === 'string' && event.startsWith('client-'))) {
      try {
        data = JSON.parse(data);
      } catch {
        // Left as a string: the handlers below refuse what they cannot read.
      }
    }
    const obj = (typeof data === 'object' && data !== null ? data : {}) as Json;
    if (event === 'pusher:ping') send(conn, { event: 'pusher:pong', data: {} });
    else if (event === 'pusher:pong') return;
    else if (event === 'pusher:subscribe') subscribe(conn, obj);
    else if (event === 'pusher:unsubscribe') {
      if (typeof obj.channel === 'string') unsubscribe(conn, obj.channel);
    } else if (typeof event === 'string' && event.startsWith('client-')) clientEvent(conn, event, message.channel, data);
    // Other pusher: events (signin, cache channels) are not offered; unknown events are ignored.
  }

  function onConnection(ws: WebSocket, url: URL) {
    const match = url.pathname.match(/^\/app\/([^/]+)\/?$/);
    if (!match) return refuse(ws, PUSHER_ERRORS.pathNotFound);
    if (decodeURIComponent(match[1]!) !== app.key) return refuse(ws, { ...PUSHER_ERRORS.appMissing, message: `App key ${match[1]} does not exist` });
    const protocol = url.searchParams.get('protocol');
    if (protocol === null || protocol === '') return refuse(ws, PUSHER_ERRORS.noVersion);
    if (!/^\d+$/.test(protocol)) return refuse(ws, PUSHER_ERRORS.badVersion);
    if (!(SUPPORTED_PROTOCOLS as readonly number[]).includes(Number(protocol))) return refuse(ws, PUSHER_ERRORS.unsupportedVersion);

    const conn: Connection = { ws, socketId: newSocketId(), channels: new Map(), lastSeen: clock(), pingSentAt: null, clientEventTimes: [] };
    connections.add(conn);
    ws.on('message', (buf, isBinary) => {
      if (!isBinary) onMessage(conn, buf.toString());
    });
    ws.on('close', () => {
      connections.delete(conn);
      for (const channel of [...conn.channels.keys()]) unsubscribe(conn, channel);
    });
    ws.on('error', () => ws.terminate());
    send(conn, {
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: conn.socketId, activity_timeout: activityTimeout }),
    });
  }

  // The client pings after activity_timeout of silence; a client that neither pings nor answers
  // the server's ping is gone (a laptop closed mid-connection): close 4201 so it reconnects later.
  const sweep = setInterval(() => {
    const now = clock();
    for (const conn of connections) {
      if (conn.pingSentAt !== null && now - conn.pingSentAt > pongTimeout * 1000) {
        conn.ws.close(PUSHER_ERRORS.pongNotReceived.code, PUSHER_ERRORS.pongNotReceived.message);
      } else if (conn.pingSentAt === null && now - conn.lastSeen > (activityTimeout + pongTimeout) * 1000) {
        conn.pingSentAt = now;
        send(conn, { event: 'pusher:ping', data: {} });
      }
    }
  }, Math.max(1000, Math.min(activityTimeout, pongTimeout) * 250));
  sweep.unref();

  // ---- HTTP events API ------------------------------------------------------------------------

  const reply = (res: http.ServerResponse, status: number, body: Json | string) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json' });
    res.end(text);
  };

  function info(channel: string, fields: string[]): Json {
    const ch = channels.get(channel);
    const out: Json = {};
    if (fields.includes('subscription_count')) out.subscription_count = ch?.sockets.size ?? 0;
    if (fields.includes('user_count') && channelKind(channel) === 'presence') out.user_count = ch?.members.size ?? 0;
    return out;
  }
  const infoFields = (v: unknown) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : []);

  /** One event for the API: the error to answer, or the normalised event. */
  function readEvent(e: Json, single: boolean): { error: [number, string] } | { channels: string[]; name: string; data: string; socketId?: string; info: string[] } {
    const name = e.name;
    if (typeof name !== 'string' || name.length === 0 || name.length > EVENT_NAME_MAX) return { error: [400, `name must be a string of 1 to ${EVENT_NAME_MAX} characters`] };
    if (typeof e.data !== 'string') return { error: [400, 'data must be a string (JSON-encode objects)'] };
    if (Buffer.byteLength(e.data) > EVENT_DATA_MAX_BYTES) return { error: [413, `data must be at most ${EVENT_DATA_MAX_BYTES} bytes`] };
    const list = single && Array.isArray(e.channels) ? e.channels : typeof e.channel === 'string' ? [e.channel] : null;
    if (!list || list.length === 0 || list.length > 100) return { error: [400, single ? 'channels must list 1 to 100 channels' : 'channel is required'] };
    if (!list.every((c) => typeof c === 'string' && CHANNEL_NAME_RE.test(c))) return { error: [400, 'Invalid channel name'] };
    if (e.socket_id !== undefined && (typeof e.socket_id !== 'string' || !SOCKET_ID_RE.test(e.socket_id))) return { error: [400, 'Invalid socket_id'] };
    if (e.info !== undefined && typeof e.info !== 'string') return { error: [400, 'info must be a comma-separated string'] };
    return { channels: list as string[], name, data: e.data, socketId: e.socket_id as string | undefined, info: infoFields(e.info) };
  }

  function deliver(ev: { channels: string[]; name: string; data: string; socketId?: string }) {
    for (const channel of ev.channels) broadcast(channel, { event: ev.name, channel, data: ev.data }, ev.socketId);
  }

  function handleHttp(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = url.pathname.match(/^\/apps\/([^/]+)(\/.*)$/);
    if (!match) return reply(res, 404, 'Not found');
    if (decodeURIComponent(match[1]!) !== app.id) return reply(res, 404, `Unknown app ${match[1]}`);
    const query: Record<string, string> = {};
    for (const [k, v] of url.searchParams) query[k] = v;
    const method = req.method ?? 'GET';
    const failure = verifyHttpAuth(app, { method, path: url.pathname, query, body }, Math.floor(clock() / 1000));
    if (failure) return reply(res, failure.status, failure.message);

    const rest = match[2]!;
    let json: Json = {};
    if (method === 'POST') {
      try {
        const parsed: unknown = JSON.parse(body || 'null');
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
        json = parsed as Json;
      } catch {
        return reply(res, 400, 'The body must be a JSON object');
      }
    }

    if (method === 'POST' && rest === '/events') {
      const ev = readEvent(json, true);
      if ('error' in ev) return reply(res, ev.error[0], ev.error[1]);
      deliver(ev);
      if (ev.info.length === 0) return reply(res, 200, {});
      return reply(res, 200, { channels: Object.fromEntries(ev.channels.map((c) => [c, info(c, ev.info)])) });
    }
    if (method === 'POST' && rest === '/batch_events') {
      const batch = json.batch;
      if (!Array.isArray(batch) || batch.length === 0 || batch.length > 10) return reply(res, 400, 'batch must list 1 to 10 events');
      const events = [];
      for (const item of batch) {
        const ev = readEvent((typeof item === 'object' && item !== null ? item : {}) as Json, false);
        if ('error' in ev) return reply(res, ev.error[0], ev.error[1]);
        events.push(ev);
      }
      for (const ev of events) deliver(ev);
      if (events.every((ev) => ev.info.length === 0)) return reply(res, 200, {});
      return reply(res, 200, { batch: events.map((ev) => info(ev.channels[0]!, ev.info)) });
    }
    if (method === 'GET' && rest === '/channels') {
      const prefix = query.filter_by_prefix ?? '';
      const fields = infoFields(query.info);
      if (fields.includes('user_count') && !prefix.startsWith('presence-')) return reply(res, 400, 'user_count needs filter_by_prefix=presence-');
      const out: Json = {};
      for (const [name] of channels) if (name.startsWith(prefix)) out[name] = info(name, fields);
      return reply(res, 200, { channels: out });
    }
    const users = rest.match(/^\/channels\/([^/]+)\/users$/);
    if (method === 'GET' && users) {
      const channel = decodeURIComponent(users[1]!);
      if (channelKind(channel) !== 'presence') return reply(res, 400, 'Users are only listed for presence channels');
      return reply(res, 200, { users: [...(channels.get(channel)?.members.keys() ?? [])].map((id) => ({ id })) });
    }
    const one = rest.match(/^\/channels\/([^/]+)$/);
    if (method === 'GET' && one) {
      const channel = decodeURIComponent(one[1]!);
      const fields = infoFields(query.info);
      if (fields.includes('user_count') && channelKind(channel) !== 'presence') return reply(res, 400, 'user_count is only for presence channels');
      return reply(res, 200, { occupied: (channels.get(channel)?.sockets.size ?? 0) > 0, ...info(channel, fields) });
    }
    return reply(res, 404, 'Not found');
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBody) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) return reply(res, 413, 'Request Entity Too Large');
      try {
        handleHttp(req, res, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        reply(res, 500, error instanceof Error ? error.message : 'Internal error');
      }
    });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  server.on('upgrade', (req, socket, head) => {
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, new URL(req.url ?? '/', 'http://localhost')));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 6001, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const hostForUrl = host.includes(':') ? `[${host}]` : host;

  return {
    port,
    host,
    wsUrl: `ws://${hostForUrl}:${port}`,
    httpUrl: `http://${hostForUrl}:${port}`,
    connections: () => connections.size,
    channel(name) {
      const ch = channels.get(name);
      return {
        occupied: (ch?.sockets.size ?? 0) > 0,
        subscriptionCount: ch?.sockets.size ?? 0,
        ...(channelKind(name) === 'presence' ? { userCount: ch?.members.size ?? 0 } : {}),
      };
    },
    dropConnections() {
      for (const conn of connections) conn.ws.terminate();
    },
    async close() {
      clearInterval(sweep);
      for (const conn of connections) conn.ws.close(PUSHER_ERRORS.reconnect.code, 'Server shutting down');
      // Give the close frames a moment, then cut whatever did not answer.
      for (let i = 0; i < 20 && connections.size > 0; i++) await new Promise((r) => setTimeout(r, 25));
      for (const conn of connections) conn.ws.terminate();
      await new Promise<void>((resolve) => {
        wss.close(() => resolve());
      });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
