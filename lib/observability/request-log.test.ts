import { describe, expect, it } from 'vitest';
import { logSink } from './log-sink';
import { createLogger, logFormat, logRequest, logRequestError, requestIdFrom } from './request-log';

const entry = { requestId: 'lb-4f2a9c1e-77', method: 'GET', route: '/agenda/:slug', tenant: 'demo', status: 200, durationMs: 12.345, cache: 'HIT' };

describe('requestIdFrom', () => {
  it('keeps a plausible id from the balancer', () => {
    expect(requestIdFrom('lb-4f2a9c1e-77')).toBe('lb-4f2a9c1e-77');
    expect(requestIdFrom(['0f8fad5b-d9cb-469f-a165-70867728950e', 'x'])).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  });

  it('makes a new one when there is none, or one that could inject into a log', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of [undefined, '', 'short', 'a b\n{"level":60}', 'x'.repeat(200), '<script>alert(1)</script>']) {
      expect(requestIdFrom(bad)).toMatch(uuid);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});

describe('request log', () => {
  it('writes one JSON line per request with time, id, tenant, route pattern, status, duration and cache', () => {
    const { stream, lines } = logSink();
    logRequest(createLogger({ format: 'json', destination: stream }), entry);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ level: 30, requestId: 'lb-4f2a9c1e-77', method: 'GET', tenant: 'demo', route: '/agenda/:slug', status: 200, durationMs: 12.3, cache: 'HIT' });
    expect(new Date(line.time).toISOString()).toBe(line.time);
  });

  it('says a 5xx as a warning', () => {
    const { stream, lines } = logSink();
    logRequest(createLogger({ format: 'json', destination: stream }), { ...entry, status: 503 });
    expect(JSON.parse(lines[0]!).level).toBe(40);
  });

  it('keeps an error with its stack, its request id and app route, and never a header or cookie passed along', () => {
    const { stream, lines } = logSink();
    const logger = createLogger({ format: 'json', destination: stream });
    const request = { method: 'GET', headers: { 'x-request-id': 'req-12345678', authorization: 'Bearer secret-token', cookie: 'auth=secret-token' } };
    const failure = Object.assign(new Error('render failed'), { code: 'server', status: 500, data: { email: 'ana@example.org' } });
    logRequestError(logger, failure, request, { routePath: '/[tenant]/[locale]/agenda', routeType: 'render' });
    logger.info({ requestId: 'req-12345678', headers: request.headers, cookie: 'auth=secret-token' }, 'x');
    const error = JSON.parse(lines[0]!);
    expect(error).toMatchObject({ level: 50, requestId: 'req-12345678', method: 'GET', appRoute: '/[tenant]/[locale]/agenda', routeType: 'render', error: { type: 'Error', message: 'render failed', code: 'server', status: 500 } });
    // An API answer's body may hold a customer's data: never in the log.
    expect(lines[0]).not.toContain('ana@example.org');
    expect(error.error.stack).toContain('request-log.test.ts');
    expect(lines.join('\n')).not.toContain('secret-token');
  });

  it('writes a readable line, not JSON, for people (LOG_FORMAT=pretty)', () => {
    const { stream, lines } = logSink();
    logRequest(createLogger({ format: 'pretty', destination: stream }), entry);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('GET /agenda/:slug 200 12.3 ms');
    expect(lines[0]).toContain('lb-4f2a9c1e-77');
    expect(() => JSON.parse(lines[0]!)).toThrow();
    expect(logFormat({ LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(logFormat({})).toBe('json');
  });
});
