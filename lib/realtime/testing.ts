import type { ChannelEvents, RealtimeClient } from './client';

/**
 * For component tests: a realtime client whose channels are the handlers the component
 * subscribed (`channels.get(name)![event]!(data)` plays an event), always connected.
 */
export function fakeRealtime(tenantKey = 'demo') {
  const channels = new Map<string, ChannelEvents>();
  const client: RealtimeClient = {
    tenantKey,
    subscribe(name, events) {
      channels.set(name, events);
      return () => channels.delete(name);
    },
    getState: () => 'connected',
    onState: () => () => {},
    disconnect: () => {},
  };
  return { client, channels };
}
