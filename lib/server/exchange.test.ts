import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { runSteps, type Step } from './exchange';
import { listen, request } from './testing';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(steps: Step[], next: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const server = await listen((req, res) => void runSteps(steps, next)(req, res));
  close = server.close;
  return server.port;
}

describe('runSteps', () => {
  it('runs the steps in order, then Next; a step that answers stops the rest', async () => {
    const seen: string[] = [];
    const step = (name: string, answers = false): Step => ({ res }) => {
      seen.push(name);
      if (!answers) return 'continue';
      res.end('from ' + name);
      return 'answered';
    };
    const port = await serve([step('a'), step('b', true), step('c')], (_req, res) => {
      seen.push('next');
      res.end('next');
    });
    expect((await request(port, { path: '/' })).body).toBe('from b');
    expect(seen).toEqual(['a', 'b']);
  });

  it('runs beforeHead hooks once, in order, for implicit heads and headers given to writeHead', async () => {
    const order: string[] = [];
    const hook = (name: string): Step => ({ res, beforeHead }) => {
      beforeHead(() => {
        order.push(name);
        res.setHeader(`x-${name}`, String(res.getHeader('x-inline') ?? 'none'));
      });
      return 'continue';
    };
    const port = await serve([hook('one'), hook('two')], (req, res) => {
      if (req.url === '/inline') {
        res.writeHead(201, { 'x-inline': 'yes' });
        res.end();
      } else {
        res.write('implicit head');
        res.end();
      }
    });
    const inline = await request(port, { path: '/inline' });
    expect([inline.status, inline.headers['x-one'], inline.headers['x-two'], inline.headers['x-inline']]).toEqual([201, 'yes', 'yes', 'yes']);
    const implicit = await request(port, { path: '/implicit' });
    expect([implicit.status, implicit.headers['x-one'], implicit.body]).toEqual([200, 'none', 'implicit head']);
    expect(order).toEqual(['one', 'two', 'one', 'two']);
  });

  it('keeps every header of a list given to writeHead', async () => {
    const port = await serve([({ beforeHead }) => (beforeHead(() => {}), 'continue')], (_req, res) => {
      res.writeHead(200, ['set-cookie', 'a=1', 'set-cookie', 'b=2', 'x-one', '1']);
      res.end();
    });
    const answer = await request(port, { path: '/' });
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.headers['x-one']).toBe('1');
  });

  it('a step that throws answers 500 and the server keeps serving', async () => {
    let calls = 0;
    const port = await serve(
      [
        () => {
          calls += 1;
          if (calls === 1) throw new Error('bug');
          return 'continue';
        },
      ],
      (_req, res) => res.end('ok'),
    );
    expect((await request(port, { path: '/' })).status).toBe(500);
    expect((await request(port, { path: '/' })).body).toBe('ok');
  });
});
