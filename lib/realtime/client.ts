/**
 * The browser's realtime client (docs/architecture.md#realtime): one per page load, owned by the session
 * provider. Creating it costs nothing; laravel-echo and pusher-js are downloaded and the socket
 * opened on the first subscription, so pages that subscribe to nothing (every public page's first
 * load) never open a socket. Channels are shared between subscribers and left when the last one
 * goes; after a dropped connection it reconnects with exponential backoff and resubscribes.
 */
import type { Locale } from '@/lib/tenants/schema';
import type { RealtimeConfig } from './config';
import type { EchoClient } from './connect';

/** What the UI can say about the connection (docs/product.md#states online/offline). */
export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'unavailable' | 'offline';

export type EventHandler = (data: unknown) => void;
/**
 * Event name → handler. App events are the API's names (`customer.updated`); `pusher:` names are
 * the channel's own (`pusher:subscription_succeeded` runs on every subscription, reconnections
 * included, `pusher:subscription_error`, `pusher:member_added`, ...).
 */
export type ChannelEvents = Record<string, EventHandler>;

export interface RealtimeClientOptions {
  config: RealtimeConfig;
  /** channel names carry it (`private-tenant.{key}.customer.{id}`) */
  tenantKey: string;
  /** the portal's `/broadcasting/auth` (relayed to the API: lib/realtime/relay.ts) */
  authEndpoint: string;
  /** sent as X-Locale when a channel is authorised */
  locale?: Locale;
  /** the bearer token from the `auth` cookie, read at authorisation time */
  getToken: () => string | null;
  /** reconnection delays: base × 2^attempt, at most max, with jitter */
  backoff?: { baseMs: number; maxMs: number };
}

export interface RealtimeClient {
  readonly tenantKey: string;
  /** Listens on a channel; the returned function stops (and leaves the channel if it was the last). */
  subscribe(channel: string, events: ChannelEvents): () => void;
  getState(): ConnectionState;
  onState(listener: (state: ConnectionState) => void): () => void;
  /** Closes the socket and forgets the channels (the provider unmounted); a later subscription starts afresh. */
  disconnect(): void;
}

/** Delay before reconnection attempt `attempt` (0-based): exponential, capped, with 50–100 % jitter so clients do not return together. */
export function backoffDelay(attempt: number, { baseMs, maxMs }: { baseMs: number; maxMs: number }, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 20));
  return Math.round(ceiling * (0.5 + random() / 2));
}

type PusherLike = EchoClient['connector']['pusher'];

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const backoff = options.backoff ?? { baseMs: 1_000, maxMs: 30_000 };
  let state: ConnectionState = 'idle';
  const listeners = new Set<(state: ConnectionState) => void>();
  const refs = new Map<string, number>();
  let started: Promise<EchoClient | null> | null = null;
  let echo: EchoClient | null = null;
  // Bumped by disconnect(): a load or a socket of an earlier generation no longer speaks.
  let generation = 0;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const cleanups: Array<() => void> = [];

  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    for (const l of [...listeners]) l(next);
  };

  function reconnectNow(pusher: PusherLike) {
    if (retry) clearTimeout(retry);
    retry = null;
    if (pusher.connection.state !== 'connected') {
      setState(offline() ? 'offline' : 'connecting');
      pusher.connect();
    }
  }

  function scheduleReconnect(pusher: PusherLike) {
    if (retry) return;
    const delay = backoffDelay(attempt++, backoff);
    // Set before disconnecting: disconnect() reports 'disconnected', which lands here again.
    retry = setTimeout(() => {
      retry = null;
      reconnectNow(pusher);
    }, delay);
    setState(offline() ? 'offline' : 'unavailable');
    // pusher-js keeps retrying on its own at a fixed pace; the backoff decides instead.
    pusher.disconnect();
  }

  function watch(pusher: PusherLike) {
    const gen = generation;
    pusher.connection.bind('state_change', ({ current }: { current: string }) => {
      if (gen !== generation) return;
      if (current === 'connected') {
        attempt = 0;
        setState('connected');
      } else if (current === 'connecting' || current === 'initialized') {
        if (!retry) setState(offline() ? 'offline' : 'connecting');
      } else {
        // unavailable, failed, or disconnected without our asking (4000-4099 close codes)
        scheduleReconnect(pusher);
      }
    });
    if (typeof window !== 'undefined') {
      const onOnline = () => {
        attempt = 0;
        reconnectNow(pusher);
      };
      const onOffline = () => setState('offline');
      // A laptop waking up: try at once rather than at the end of a long backoff.
      const onVisible = () => {
        if (document.visibilityState === 'visible' && retry) reconnectNow(pusher);
      };
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      document.addEventListener('visibilitychange', onVisible);
      cleanups.push(() => {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
        document.removeEventListener('visibilitychange', onVisible);
      });
    }
  }

  function start(): Promise<EchoClient | null> {
    started ??= (async () => {
      const gen = generation;
      setState(offline() ? 'offline' : 'connecting');
      try {
        const { connect } = await import('./connect');
        if (gen !== generation) return null;
        const made = connect({ config: options.config, authEndpoint: options.authEndpoint, locale: options.locale, getToken: options.getToken });
        echo = made.echo;
        watch(made.pusher);
        return echo;
      } catch (error) {
        // The chunk could not be loaded (offline, a new deployment): the next subscription tries again.
        console.warn('[realtime] client could not be loaded', error);
        if (gen !== generation) return null;
        started = null;
        setState(offline() ? 'offline' : 'unavailable');
        return null;
      }
    })();
    return started;
  }

  function attach(e: EchoClient, name: string, events: ChannelEvents): () => void {
    const channel = name.startsWith('presence-')
      ? e.join(name.slice('presence-'.length))
      : name.startsWith('private-')
        ? e.private(name.slice('private-'.length))
        : e.channel(name);
    const gen = generation;
    refs.set(name, (refs.get(name) ?? 0) + 1);
    const entries = Object.entries(events);
    for (const [event, handler] of entries) {
      // Echo's listen() formats names (namespace, "." → "\"); a leading "." keeps the API's name as is.
      if (event.startsWith('pusher:')) channel.subscription.bind(event, handler);
      else channel.listen(`.${event}`, handler);
    }
    // A listener joining a channel another part of the page subscribed already gets no
    // subscription_succeeded of its own, yet it needs the same cue ("from now on you hear
    // everything: read what you may have missed"): it is given one.
    const live = events['pusher:subscription_succeeded'];
    if (live && (channel.subscription as { subscribed?: boolean }).subscribed) queueMicrotask(() => live(undefined));
    return () => {
      for (const [event, handler] of entries) {
        if (event.startsWith('pusher:')) channel.subscription.unbind(event, handler);
        else channel.stopListening(`.${event}`, handler);
      }
      if (gen !== generation) return;
      const left = (refs.get(name) ?? 1) - 1;
      if (left > 0) refs.set(name, left);
      else {
        refs.delete(name);
        e.leaveChannel(name);
      }
    };
  }

  return {
    tenantKey: options.tenantKey,
    subscribe(name, events) {
      let active = true;
      let detach: (() => void) | null = null;
      void start().then((e) => {
        if (active && e && e === echo) detach = attach(e, name, events);
      });
      return () => {
        active = false;
        detach?.();
        detach = null;
      };
    },
    getState: () => state,
    onState(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    disconnect() {
      generation++;
      if (retry) clearTimeout(retry);
      retry = null;
      attempt = 0;
      for (const c of cleanups.splice(0)) c();
      echo?.disconnect();
      echo = null;
      started = null;
      refs.clear();
      setState('idle');
    },
  };
}
