import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test helpers for the pipeline: a real server on a loopback port of the system's choosing. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export async function listen(listener: http.RequestListener): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A raw request (any method, any target, any header), as a client on the wire may send it. */
export function request(port: number, options: { method?: string; path: string; headers?: Record<string, string> }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
