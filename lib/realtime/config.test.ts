import { describe, expect, it } from 'vitest';
import { DEMO_REALTIME, getRealtimeConfig } from './config';

describe('getRealtimeConfig', () => {
  it('is the demo server when nothing is set', () => {
    expect(getRealtimeConfig({})).toEqual(DEMO_REALTIME);
    expect(getRealtimeConfig({ NEXT_PUBLIC_PUSHER_PORT: '6204' })).toEqual({ ...DEMO_REALTIME, port: 6204 });
  });

  it('is Pusher Channels (TLS, no host) with a cluster', () => {
    expect(getRealtimeConfig({ NEXT_PUBLIC_PUSHER_KEY: 'abc', NEXT_PUBLIC_PUSHER_CLUSTER: 'eu' })).toEqual({ key: 'abc', host: null, port: null, tls: true, cluster: 'eu' });
  });

  it('is soketi or Reverb with a host, port and TLS', () => {
    const env = { NEXT_PUBLIC_PUSHER_KEY: 'k', NEXT_PUBLIC_PUSHER_HOST: 'ws.example.org', NEXT_PUBLIC_PUSHER_PORT: '443', NEXT_PUBLIC_PUSHER_TLS: 'true' };
    expect(getRealtimeConfig(env)).toEqual({ key: 'k', host: 'ws.example.org', port: 443, tls: true, cluster: 'mt1' });
    expect(getRealtimeConfig({ NEXT_PUBLIC_PUSHER_HOST: 'reverb.internal' })).toMatchObject({ port: null, tls: false });
  });

  it('refuses a port that is not one', () => {
    expect(() => getRealtimeConfig({ NEXT_PUBLIC_PUSHER_PORT: 'six' })).toThrow(/NEXT_PUBLIC_PUSHER_PORT/);
  });
});
