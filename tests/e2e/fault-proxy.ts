import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fault-injecting proxy in front of the demo API: the portal's `averia.localhost`
 * tenant talks to the API through it, and a test switches what it does to every request:
 * - `pass`: forward as is;
 * - `refused`: stop listening (connections are refused);
 * - `slow`: forward, but answer only after `slowMs` (longer than the portal's API timeout);
 * - `error`: answer 500;
 * - `malformed`: answer 200 with a body that is not JSON;
 * - `maintenance`: answer 503 (the API's maintenance).
 */
export type FaultMode = 'pass' | 'refused' | 'slow' | 'error' | 'malformed' | 'maintenance';

export interface FaultProxy {
  setMode(mode: FaultMode): Promise<void>;
  /** Requests that reached the proxy since the last reset. */
  hits(): number;
  /** The X-Request-Id of each request that reached it, with its path. */
  requestIds(): Array<{ path: string; requestId: string | undefined }>;
  resetHits(): void;
  close(): Promise<void>;
}

export async function startFaultProxy(options: { port: number; upstream: string; slowMs: number }): Promise<FaultProxy> {
  let mode: FaultMode = 'pass';
  let count = 0;
  const seen: Array<{ path: string; requestId: string | undefined }> = [];
  const upstream = new URL(options.upstream);
  const sockets = new Set<import('node:net').Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // The tenant's API base carries a per-run prefix (/run-<n>) so that no data the render cache
    // kept from an earlier run makes a cold page warm; the API does not know it.
    const path = (req.url ?? '/').replace(/^\/run-\d+/, '') || '/';
    const proxied = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(proxied);
  };

  const server = http.createServer((req, res) => {
    count += 1;
    const requestId = req.headers['x-request-id'];
    seen.push({ path: req.url ?? '/', requestId: Array.isArray(requestId) ? requestId[0] : requestId });
    switch (mode) {
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) forward(req, res);
        }, options.slowMs);
        timers.add(timer);
        return;
      }
      case 'error':
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"message":"Server Error"}');
        return;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"this is": not json');
        return;
      case 'maintenance':
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '60' });
        res.end('{"message":"Service Unavailable"}');
        return;
      default:
        forward(req, res);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.keepAliveTimeout = 1_000;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  await listen();
  void (server.address() as AddressInfo);
  return {
    async setMode(next) {
      if (next === 'refused' && server.listening) await stop();
      if (next !== 'refused' && !server.listening) await listen();
      // Keep-alive connections from the last mode must not carry over.
      for (const socket of sockets) socket.destroy();
      mode = next;
    },
    hits: () => count,
    requestIds: () => [...seen],
    resetHits() {
      count = 0;
    },
    close: stop,
  };
}
