import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One request and its response as the pipeline's steps see them (lib/server/pipeline.ts).
 *
 * A step is a plain function of an Exchange. It may answer the request itself (and say so), change
 * the request before Next sees it, or ask to be called back just before the response's status
 * line and headers leave (`beforeHead`), whoever wrote them: Next, a step, or Node itself.
 */
export interface Exchange {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** The request path without its query ('/agenda' for '/agenda?x=1'), as the steps leave it. */
  path(): string;
  /** Calls `fn` once, just before the head is written; hooks run in the order they were added. */
  beforeHead(fn: () => void): void;
}

/** 'answered': the step wrote the response, nothing after it (nor Next) sees the request. */
export type StepResult = 'continue' | 'answered';
export type Step = (exchange: Exchange) => StepResult;

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

type InlineHeaders = Record<string, unknown> | unknown[];

/**
 * Headers passed to writeHead itself (`writeHead(200, { … })`) become the response's own headers
 * first, so that the hooks see and may change every header, whatever way it was set. Node merges
 * them the same way (an object replaces, a list appends).
 */
function adoptInlineHeaders(res: ServerResponse, headers: InlineHeaders): void {
  if (Array.isArray(headers)) {
    const pairs: Array<[string, unknown]> =
      headers.length > 0 && Array.isArray(headers[0])
        ? (headers as Array<[string, unknown]>)
        : Array.from({ length: Math.floor(headers.length / 2) }, (_, i) => [String(headers[2 * i]), headers[2 * i + 1]] as [string, unknown]);
    for (const [name, value] of pairs) res.appendHeader(name, value as string);
    return;
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) res.setHeader(name, value as string);
  }
}

/**
 * The exchange of one request. Its `beforeHead` hooks run from this response's writeHead, which
 * Node also calls for implicit heads (the first write or end, flushHeaders): one place that sees
 * every head of this response, and nothing shared with other responses.
 */
export function createExchange(req: IncomingMessage, res: ServerResponse): Exchange {
  const hooks: Array<() => void> = [];
  const writeHead = res.writeHead;
  let ran = false;
  res.writeHead = function writeHeadWithHooks(this: ServerResponse, status: number, ...rest: unknown[]) {
    if (!ran) {
      ran = true;
      const last = rest[rest.length - 1];
      if (last !== null && typeof last === 'object') {
        adoptInlineHeaders(res, last as InlineHeaders);
        rest = rest.slice(0, -1);
      }
      res.statusCode = status;
      for (const hook of hooks) hook();
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
  return {
    req,
    res,
    path: () => (req.url ?? '/').split('?', 1)[0]!,
    beforeHead: (fn) => {
      hooks.push(fn);
    },
  };
}

/**
 * Runs the steps in order, then Next. Errors of a step answer 500 (a step is a bug then, never the
 * visitor's fault), without taking the process down.
 */
export function runSteps(steps: readonly Step[], next: Handler): Handler {
  return (req, res) => {
    const exchange = createExchange(req, res);
    try {
      for (const step of steps) if (step(exchange) === 'answered') return;
    } catch (error) {
      console.error('[pipeline] a step failed', error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
      }
      res.end('Internal Server Error');
      return;
    }
    return next(req, res);
  };
}
