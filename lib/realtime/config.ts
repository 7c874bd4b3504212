/**
 * Where the browser's realtime client connects (Pusher Channels, soketi, Laravel Reverb or the
 * demo API's server). The names are the usual public ones, NEXT_PUBLIC_PUSHER_*, but they are read
 * by the portal's server at run time and handed to the session provider as props: Next inlines
 * `process.env.NEXT_PUBLIC_*` into the bundles at build time, and one build must serve any
 * deployment (and the e2e run's own port), like every other setting of lib/config.ts.
 */
export interface RealtimeConfig {
  /** the Pusher app key (public) */
  key: string;
  /** WebSocket host; null with a cluster = Pusher Channels' own host for that cluster */
  host: string | null;
  port: number | null;
  tls: boolean;
  /** Pusher Channels cluster (`eu`, `mt1`, ...); ignored when a host is set */
  cluster: string;
}

/** The demo API's realtime server (demo-api/realtime), as `npm run demo` starts it. */
export const DEMO_REALTIME: RealtimeConfig = { key: 'ekitaldi-demo-key', host: 'localhost', port: 6001, tls: false, cluster: 'mt1' };

type Env = Record<string, string | undefined>;

// Looked up by a computed name, so the bundler cannot replace it with the build machine's value.
function read(env: Env, name: string): string | undefined {
  const value = env[`NEXT_PUBLIC_PUSHER_${name}`];
  return value === undefined || value === '' ? undefined : value;
}

/** Server side: the realtime settings of this deployment; the demo server when none are set. */
export function getRealtimeConfig(env: Env = process.env): RealtimeConfig {
  const cluster = read(env, 'CLUSTER');
  const host = read(env, 'HOST') ?? (cluster ? null : DEMO_REALTIME.host);
  const rawPort = read(env, 'PORT');
  const port = rawPort === undefined ? (host === DEMO_REALTIME.host && !read(env, 'HOST') ? DEMO_REALTIME.port : null) : Number(rawPort);
  if (port !== null && (!Number.isInteger(port) || port <= 0 || port > 65535)) {
    throw new Error(`NEXT_PUBLIC_PUSHER_PORT must be a port number, got "${rawPort}"`);
  }
  const tls = read(env, 'TLS');
  return {
    key: read(env, 'KEY') ?? DEMO_REALTIME.key,
    host,
    port,
    // Pusher Channels is TLS only; elsewhere TLS is what the setting says (off for the demo).
    tls: tls === undefined ? host === null : tls === 'true' || tls === '1',
    cluster: cluster ?? DEMO_REALTIME.cluster,
  };
}
