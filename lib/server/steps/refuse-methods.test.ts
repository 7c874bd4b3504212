import { afterEach, describe, expect, it } from 'vitest';
import { runSteps } from '../exchange';
import { listen, request } from '../testing';
import { refuseMethods } from './refuse-methods';

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('refuseMethods', () => {
  // Node's parser answers TRACK itself (400) and hands CONNECT to the 'connect' event: TRACE and
  // the * target are what reach a request listener.
  it('answers TRACE (any case) and the * target with 405 and never reaches Next', async () => {
    const reached: string[] = [];
    const server = await listen((req, res) => void runSteps([refuseMethods], (r, s) => (reached.push(r.method!), s.end('page')))(req, res));
    close = server.close;
    for (const method of ['TRACE', 'trace']) {
      const answer = await request(server.port, { method, path: '/' });
      expect([method, answer.status, answer.headers.allow, answer.headers['cache-control']]).toEqual([method, 405, 'GET, HEAD, POST, OPTIONS', 'no-store']);
    }
    expect((await request(server.port, { method: 'OPTIONS', path: '*' })).status).toBe(405);
    expect((await request(server.port, { method: 'GET', path: '/' })).body).toBe('page');
    expect(reached).toEqual(['GET']);
  });
});
