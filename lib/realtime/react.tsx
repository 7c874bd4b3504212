'use client';

import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChannelEvents, ConnectionState, RealtimeClient } from './client';

/** The page's realtime client; the session provider supplies it (null outside one, e.g. in tests). */
export const RealtimeContext = createContext<RealtimeClient | null>(null);

export function useRealtime(): RealtimeClient | null {
  return useContext(RealtimeContext);
}

/**
 * Listens to `events` (name → handler) on channel `name` while the component is mounted; a null
 * name listens to nothing (e.g. until the customer is known). Handlers may change on every
 * render without resubscribing; the channel is joined again only when the name or the set of
 * event names changes. The first call on a page loads the realtime libraries and opens the socket.
 */
export function useChannel(name: string | null, events: ChannelEvents): void {
  const client = useRealtime();
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });
  const names = Object.keys(events).sort().join('\n');
  useEffect(() => {
    if (!client || !name) return;
    const bound: ChannelEvents = {};
    for (const event of names.split('\n').filter(Boolean)) bound[event] = (data) => latest.current[event]?.(data);
    return client.subscribe(name, bound);
  }, [client, name, names]);
}

const idle = (): ConnectionState => 'idle';
const noop = () => () => {};

/** The connection's state for the UI: idle (nothing subscribed), connecting, connected, unavailable, offline. */
export function useConnectionState(): ConnectionState {
  const client = useRealtime();
  return useSyncExternalStore(client ? client.onState : noop, client ? client.getState : idle, idle);
}
