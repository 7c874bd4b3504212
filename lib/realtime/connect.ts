/**
 * The heavy half of the realtime client: laravel-echo, pusher-js and the channel authoriser.
 * Only `client.ts` imports this file, and only with `import()`, on the first subscription: a
 * page that subscribes to nothing never downloads either library.
 */
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import type { ChannelAuthorizationCallback, ChannelAuthorizationHandler } from 'pusher-js';
import { sameSiteTransport } from '@/lib/api/browser';
import { isApiError } from '@/lib/api/errors';
import { channelAuthSchema } from '@/lib/api/schemas/realtime';
import type { Locale } from '@/lib/tenants/schema';
import type { RealtimeConfig } from './config';

export interface ConnectOptions {
  config: RealtimeConfig;
  /**
   * The portal's own channel authorisation endpoint (`/broadcasting/auth` on the page's host),
   * which relays to the API with the `auth` cookie's token (lib/realtime/relay.ts).
   */
  authEndpoint: string;
  /** sent as X-Locale, like every API call */
  locale?: Locale;
  /** the bearer token, read when a channel is authorised (signing in or out changes the cookie) */
  getToken: () => string | null;
}

export type EchoClient = Echo<'pusher'>;

/**
 * Authorises a private or presence channel through the portal: a same-origin POST
 * that carries the session cookie; the portal adds the tenant and the bearer token from that
 * cookie and asks the API (docs/product.md#calls), so it can count every authorisation. Without a session no
 * request is made.
 */
export function authorizeThroughPortal(options: Omit<ConnectOptions, 'config'>): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback: ChannelAuthorizationCallback): void => {
    if (!options.getToken()) {
      callback(Object.assign(new Error('Not signed in: private channels need a session'), { status: 403 }), null);
      return;
    }
    // The browser transport's same-site call: its headers (X-Locale), its docs/product.md#errors errors.
    sameSiteTransport(options.locale)
      .post<unknown>(options.authEndpoint, { socket_id: socketId, channel_name: channelName })
      .then(
        ({ data }) => channelAuthSchema.parse(data),
        (error: unknown) => {
          if (!isApiError(error) || error.status === null) throw error;
          throw Object.assign(new Error(`Channel authorisation answered ${error.status}`), { status: error.status });
        },
      )
      .then(
        (data) => callback(null, data),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
  };
}

export function connect(options: ConnectOptions): { echo: EchoClient; pusher: Pusher } {
  const { config } = options;
  const pusher = new Pusher(config.key, {
    cluster: config.cluster,
    forceTLS: config.tls,
    // Only WebSockets: the HTTP fallbacks of old pusher-js versions are not offered by soketi,
    // Reverb or the demo server.
    enabledTransports: config.tls ? ['wss'] : ['ws'],
    ...(config.host ? { wsHost: config.host } : {}),
    ...(config.host && config.port ? { wsPort: config.port, wssPort: config.port } : {}),
    channelAuthorization: { customHandler: authorizeThroughPortal(options) },
  });
  const echo = new Echo({
    broadcaster: 'pusher',
    key: config.key,
    client: pusher,
    // Event names are the API's own (`customer.updated`), not Laravel class names.
    namespace: false,
    withoutInterceptors: true,
  });
  return { echo, pusher };
}
