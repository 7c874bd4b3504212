/**
 * The Pusher Channels protocol (version 7) as far as the demo's server needs it: channel names,
 * the subscription signatures and the signed HTTP API query. Pure functions, shared by the
 * server and its tests.
 */
import crypto from 'node:crypto';

export interface PusherApp {
  id: string;
  key: string;
  secret: string;
}

/** Error codes of the protocol (`pusher:error` data.code and the WebSocket close code). */
export const PUSHER_ERRORS = {
  /** 4000–4099: the client must not reconnect. */
  sslOnly: { code: 4000, message: 'Application only accepts SSL connections, reconnect using wss://' },
  appMissing: { code: 4001, message: 'Application does not exist' },
  appDisabled: { code: 4003, message: 'Application is disabled' },
  overQuota: { code: 4004, message: 'Application is over connection quota' },
  pathNotFound: { code: 4005, message: 'Path not found' },
  badVersion: { code: 4006, message: 'Invalid version string format' },
  unsupportedVersion: { code: 4007, message: 'Unsupported protocol version' },
  noVersion: { code: 4008, message: 'No protocol version supplied' },
  unauthorized: { code: 4009, message: 'Connection is unauthorized' },
  /** 4100–4199: reconnect after backing off. */
  overCapacity: { code: 4100, message: 'Over capacity' },
  /** 4200–4299: reconnect at once. */
  reconnect: { code: 4200, message: 'Generic reconnect immediately' },
  pongNotReceived: { code: 4201, message: 'Pong reply not received' },
  inactive: { code: 4202, message: 'Closed after inactivity' },
  /** 4300–4399: other errors. */
  clientEventRateLimit: { code: 4301, message: 'Client event rejected due to rate limit' },
} as const;

/** Protocol versions this server speaks (pusher-js 8 sends 7). */
export const SUPPORTED_PROTOCOLS = [5, 6, 7] as const;

export const CHANNEL_NAME_RE = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
export const EVENT_NAME_MAX = 200;
/** Largest event payload the HTTP API and client events accept (Pusher's limit). */
export const EVENT_DATA_MAX_BYTES = 10 * 1024;
/** How far an HTTP API timestamp may be from the server's clock (Pusher: 600 s). */
export const TIMESTAMP_GRACE_SECONDS = 600;

export type ChannelKind = 'public' | 'private' | 'presence' | 'encrypted';

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}

export function hmacHex(secret: string, data: string): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

/** Equal strings compared in constant time (no early exit that leaks how much matched). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * The `auth` a client must send to subscribe to a private or presence channel:
 * `key:HMAC-SHA256(secret, "socket_id:channel[:channel_data]")` in hex.
 */
export function channelAuth(app: PusherApp, socketId: string, channel: string, channelData?: string): string {
  const payload = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmacHex(app.secret, payload)}`;
}

export function verifyChannelAuth(app: PusherApp, socketId: string, channel: string, auth: unknown, channelData?: string): boolean {
  return typeof auth === 'string' && safeEqual(auth, channelAuth(app, socketId, channel, channelData));
}

/**
 * The string the HTTP API signs: `METHOD\nPATH\nquery` where the query holds every parameter but
 * auth_signature, keys lower-cased and sorted, values as sent, joined with `&`.
 */
export function httpSigningString(method: string, path: string, query: Record<string, string>): string {
  const pairs = Object.entries(query)
    .filter(([k]) => k !== 'auth_signature')
    .map(([k, v]) => [k.toLowerCase(), v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`);
  return `${method.toUpperCase()}\n${path}\n${pairs.join('&')}`;
}

export type HttpAuthFailure = { status: 401; message: string };

/**
 * Checks Pusher's signed query (auth_key, auth_timestamp, auth_version, body_md5,
 * auth_signature). Returns null when the request is authentic.
 */
export function verifyHttpAuth(
  app: PusherApp,
  req: { method: string; path: string; query: Record<string, string>; body: string },
  nowSeconds: number,
): HttpAuthFailure | null {
  const q = req.query;
  if (q.auth_key !== app.key) return { status: 401, message: 'Unknown auth_key' };
  if (q.auth_version !== '1.0') return { status: 401, message: 'auth_version must be 1.0' };
  const ts = Number(q.auth_timestamp);
  if (!/^\d+$/.test(q.auth_timestamp ?? '') || Math.abs(nowSeconds - ts) > TIMESTAMP_GRACE_SECONDS) {
    return { status: 401, message: `Timestamp expired: Given timestamp (${q.auth_timestamp ?? ''}) not within ${TIMESTAMP_GRACE_SECONDS}s of server time (${nowSeconds})` };
  }
  if (req.body.length > 0) {
    const md5 = crypto.createHash('md5').update(req.body).digest('hex');
    if (q.body_md5 !== md5) return { status: 401, message: 'body_md5 does not match the body' };
  } else if (q.body_md5 !== undefined && q.body_md5 !== crypto.createHash('md5').update('').digest('hex')) {
    return { status: 401, message: 'body_md5 does not match the body' };
  }
  const expected = hmacHex(app.secret, httpSigningString(req.method, req.path, q));
  if (typeof q.auth_signature !== 'string' || !safeEqual(q.auth_signature, expected)) {
    return { status: 401, message: 'Invalid signature: you should have sent HmacSHA256Hex(string_to_sign, your_secret)' };
  }
  return null;
}

/** A random socket id in the protocol's `\d+.\d+` form. */
export function newSocketId(): string {
  const part = () => String(crypto.randomInt(1, 2 ** 47));
  return `${part()}.${part()}`;
}

export const SOCKET_ID_RE = /^\d+\.\d+$/;
