import { describe, expect, it } from 'vitest';
import { DEMO_PUSHER_APP, pusherSettingsFromEnv } from './publish';

describe('pusherSettingsFromEnv', () => {
  it('points at the demo server with the demo app when nothing is set', () => {
    expect(pusherSettingsFromEnv('s3cret-of-this-start', {})).toEqual({
      appId: DEMO_PUSHER_APP.id,
      key: DEMO_PUSHER_APP.key,
      secret: 's3cret-of-this-start',
      host: '127.0.0.1',
      port: 6001,
      useTLS: false,
      cluster: null,
    });
    expect(pusherSettingsFromEnv('s3cret-of-this-start', { DEMO_PUSHER_PORT: '6204' }).port).toBe(6204);
    // Beside another API port, its own realtime port.
    expect(pusherSettingsFromEnv('s3cret-of-this-start', { DEMO_API_PORT: '4300' }).port).toBe(6301);
  });

  it('publishes to Pusher Channels with a cluster and no host', () => {
    const s = pusherSettingsFromEnv('s3cret-of-this-start', { PUSHER_APP_ID: '1', PUSHER_KEY: 'k', PUSHER_CLUSTER: 'eu', PUSHER_USE_TLS: 'true' });
    expect(s).toEqual({ appId: '1', key: 'k', secret: 's3cret-of-this-start', host: null, port: null, useTLS: true, cluster: 'eu' });
  });

  it('publishes to soketi or Reverb with a host and port (the demo port does not apply)', () => {
    const s = pusherSettingsFromEnv('s3cret-of-this-start', { PUSHER_HOST: 'ws.example.org', PUSHER_PORT: '443', PUSHER_USE_TLS: '1', DEMO_PUSHER_PORT: '6204' });
    expect(s).toMatchObject({ host: 'ws.example.org', port: 443, useTLS: true, cluster: null });
    expect(pusherSettingsFromEnv('s3cret-of-this-start', { PUSHER_HOST: 'reverb.internal' }).port).toBeNull();
  });
});
