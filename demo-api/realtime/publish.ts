/**
 * Publishing, with the official `pusher` server package: the same code publishes to the demo's
 * realtime server, to Pusher Channels, soketi or Laravel Reverb — only the settings differ.
 *
 *   PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET   the app's credentials
 *   PUSHER_HOST, PUSHER_PORT, PUSHER_USE_TLS   where its HTTP API is (soketi, Reverb, the demo)
 *   PUSHER_CLUSTER                             Pusher Channels (used when PUSHER_HOST is empty)
 *
 * With nothing set: the demo server on 127.0.0.1:DEMO_PUSHER_PORT with the demo app. The secret
 * is never defaulted: it comes from demo-api/secrets.ts (PUSHER_SECRET, or made per demo start).
 */
import Pusher from 'pusher';
import type { PusherApp } from './protocol';

type Env = Record<string, string | undefined>;

export interface PusherSettings {
  appId: string;
  key: string;
  secret: string;
  /** API host; null with a cluster = Pusher Channels */
  host: string | null;
  port: number | null;
  useTLS: boolean;
  cluster: string | null;
}

/** The demo app's id and key (public: a browser sees the key); its secret is each start's own. */
export const DEMO_PUSHER_APP: Omit<PusherApp, 'secret'> = { id: 'ekitaldi-demo', key: 'ekitaldi-demo-key' };
/**
 * The demo realtime server's port: DEMO_PUSHER_PORT, else the API port + 2001 (6001 beside the
 * default 4000), so two demo APIs on different ports (a demo and a test run) never collide.
 */
export function pusherPortFromEnv(env: Env = process.env): number {
  return Number(env.DEMO_PUSHER_PORT || Number(env.DEMO_API_PORT || 4000) + 2001);
}

export function pusherSettingsFromEnv(secret: string, env: Env = process.env): PusherSettings {
  const cluster = env.PUSHER_CLUSTER || null;
  const host = env.PUSHER_HOST || (cluster ? null : '127.0.0.1');
  const port = env.PUSHER_PORT || (host === '127.0.0.1' && !env.PUSHER_HOST ? String(pusherPortFromEnv(env)) : '');
  return {
    appId: env.PUSHER_APP_ID || DEMO_PUSHER_APP.id,
    key: env.PUSHER_KEY || DEMO_PUSHER_APP.key,
    secret,
    host,
    port: port ? Number(port) : null,
    useTLS: env.PUSHER_USE_TLS === 'true' || env.PUSHER_USE_TLS === '1',
    cluster,
  };
}

export interface Publisher {
  readonly settings: PusherSettings;
  /** Sends `event` with `data` (JSON-encoded) to the channels; `exceptSocketId` does not get it. */
  publish(channels: string | string[], event: string, data: unknown, exceptSocketId?: string): Promise<void>;
  /** The `auth` (and `channel_data`) a client needs to subscribe to a private or presence channel. */
  authorize(socketId: string, channel: string, presence?: { user_id: string; user_info?: Record<string, unknown> }): { auth: string; channel_data?: string };
}

export function createPublisher(settings: PusherSettings): Publisher {
  const base = { appId: settings.appId, key: settings.key, secret: settings.secret, useTLS: settings.useTLS, timeout: 5_000 };
  // A host (the demo, soketi, Reverb) wins over a cluster (Pusher Channels).
  const client = settings.host
    ? new Pusher({ ...base, host: settings.host, ...(settings.port ? { port: String(settings.port) } : {}) })
    : new Pusher({ ...base, cluster: settings.cluster ?? 'mt1' });
  return {
    settings,
    async publish(channels, event, data, exceptSocketId) {
      const list = Array.isArray(channels) ? channels : [channels];
      // The HTTP API takes at most 100 channels per event.
      for (let i = 0; i < list.length; i += 100) {
        await client.trigger(list.slice(i, i + 100), event, data, exceptSocketId ? { socket_id: exceptSocketId } : undefined);
      }
    },
    authorize(socketId, channel, presence) {
      return client.authorizeChannel(socketId, channel, presence);
    },
  };
}
