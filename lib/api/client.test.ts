import { AxiosError, CanceledError, type AxiosResponse } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { binaryRequestConfig, createApiClient, type ApiClientOptions } from './client';
import { isNotFound } from './errors';
import { attachFakeTransport, rejection, settlesWithin, type FakeHandler } from './test-adapter';

const BASE = { baseURL: 'http://api.test', tenantToken: 'tenant-token', timeoutMs: 1_000 };

function client(handler: FakeHandler, options: Partial<ApiClientOptions> = {}) {
  const api = createApiClient({ ...BASE, ...options });
  const transport = attachFakeTransport(api, handler);
  return { api, ...transport };
}

function header(api: { requests: { headers: { get(name: string): unknown } }[] }, name: string): unknown {
  return api.requests[0]?.headers.get(name);
}

describe('createApiClient: headers (docs/product.md#calls)', () => {
  it('sends X-Tenant and X-Locale, defaulting the locale to es', async () => {
    const t = client(() => ({ status: 200, data: {} }));
    await t.api.get('/schedule/venues');
    expect(header(t, 'X-Tenant')).toBe('tenant-token');
    expect(header(t, 'X-Locale')).toBe('es');
  });

  it('sends the configured locale', async () => {
    const t = client(() => ({ status: 200, data: {} }), { locale: 'eus' });
    await t.api.get('/schedule/venues');
    expect(header(t, 'X-Locale')).toBe('eus');
  });

  it('sends Authorization only when a token exists, read on every request', async () => {
    let token: string | null = null;
    const t = client(() => ({ status: 200, data: {} }), { getAuthToken: () => token });
    await t.api.get('/customer');
    token = 'abc';
    await t.api.get('/customer');
    token = '';
    await t.api.get('/customer');
    expect(t.requests.map((r) => r.headers.get('Authorization'))).toEqual([undefined, 'Bearer abc', undefined]);
  });

  it('sends X-Networking-Conference only on /networking calls and only with a value', async () => {
    let conference: number | null = 7;
    const t = client(() => ({ status: 200, data: {} }), { getNetworkingConference: () => conference });
    await t.api.get('/networking/events');
    await t.api.get('networking/customers');
    await t.api.get('/conferences/all');
    await t.api.get('/networkingish');
    conference = null;
    await t.api.get('/networking/events');
    expect(t.requests.map((r) => r.headers.get('X-Networking-Conference'))).toEqual([
      '7',
      '7',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('never follows redirects and uses the configured timeout', () => {
    const { api } = client(() => ({ status: 200 }));
    expect(api.defaults.maxRedirects).toBe(0);
    expect(api.defaults.timeout).toBe(1_000);
  });

  it('lets binary downloads switch the timeout off', async () => {
    const t = client(() => ({ status: 200, data: new ArrayBuffer(4) }));
    await t.api.get('/customer/print-certificate', binaryRequestConfig('arraybuffer'));
    expect(t.requests[0]?.timeout).toBe(0);
    expect(t.requests[0]?.responseType).toBe('arraybuffer');
  });
});

describe('createApiClient: request id and call reports (server only)', () => {
  it('sends X-Request-Id only when the server has one', async () => {
    const serving: { id?: string } = {};
    const t = client(() => ({ status: 200, data: {} }), { getRequestId: () => serving.id });
    await t.api.get('/schedule/venues');
    serving.id = 'lb-4f2a9c1e-77';
    await t.api.get('/schedule/venues');
    expect(t.requests.map((r) => r.headers.get('X-Request-Id'))).toEqual([undefined, 'lb-4f2a9c1e-77']);
  });

  it('reports each call with its path, outcome and duration, errors with their docs/product.md#errors code', async () => {
    const calls: { path: string; outcome: string; seconds: number }[] = [];
    const t = client(
      (config) => {
        if (config.url === '/conferences/1') return { status: 200, data: {} };
        if (config.url === '/customer') return { status: 503, data: { message: 'Maintenance' } };
        if (config.url === '/blog/posts/x') return { status: 404, data: {} };
        throw new AxiosError('timeout of 1000ms exceeded', AxiosError.ETIMEDOUT, config);
      },
      { onCallDone: (call) => calls.push(call) },
    );
    await t.api.get('/conferences/1');
    await expect(t.api.get('/customer')).rejects.toMatchObject({ code: 'maintenance' });
    await expect(t.api.get('/blog/posts/x')).rejects.toMatchObject({ code: 'not_found' });
    await expect(t.api.get('/schedule')).rejects.toMatchObject({ code: 'timeout' });
    expect(calls.map(({ path, outcome }) => [path, outcome])).toEqual([
      ['/conferences/1', 'ok'],
      ['/customer', 'maintenance'],
      ['/blog/posts/x', 'not_found'],
      ['/schedule', 'timeout'],
    ]);
    for (const call of calls) expect(call.seconds).toBeGreaterThanOrEqual(0);
  });

  it('a report that throws never breaks the call', async () => {
    const t = client(() => ({ status: 200, data: { ok: 1 } }), {
      onCallDone: () => {
        throw new Error('metrics down');
      },
    });
    await expect(t.api.get('/conferences/1')).resolves.toMatchObject({ data: { ok: 1 } });
  });
});

describe('createApiClient: error catalogue (docs/product.md#errors)', () => {
  it('302: calls onRedirect with target_url and rejects with code redirect', async () => {
    const onRedirect = vi.fn();
    const t = client(() => ({ status: 302, data: { message: 'Moved', target_url: 'https://sso.test/x' } }), {
      onRedirect,
    });
    const error = await rejection(t.api.get('/customer'));
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith('https://sso.test/x');
    expect(error.code).toBe('redirect');
    expect(error.status).toBe(302);
    expect(error.targetUrl).toBe('https://sso.test/x');
  });

  it('403: calls onForbidden and rejects with the response data', async () => {
    const onForbidden = vi.fn();
    const body = { message: 'Token expired' };
    const t = client(() => ({ status: 403, data: body }), { onForbidden });
    const error = await rejection(t.api.get('/customer'));
    expect(onForbidden).toHaveBeenCalledOnce();
    expect(error.code).toBe('forbidden');
    expect(error.status).toBe(403);
    expect(error.data).toEqual(body);
    expect(error.message).toBe('Token expired');
  });

  it('403 naming why (a resource refused to a valid session) keeps the session', async () => {
    const onForbidden = vi.fn();
    const body = { message: 'Registered attendees only', errors: { file: ['registration.required'] } };
    const t = client(() => ({ status: 403, data: body }), { onForbidden });
    const error = await rejection(t.api.get('/conferences/1/files/2'));
    expect(onForbidden).not.toHaveBeenCalled();
    expect(error.code).toBe('forbidden');
    expect(error.fieldErrors).toEqual({ file: ['registration.required'] });
  });

  it('404: rejects with the full response (status, headers, data)', async () => {
    const t = client(() => ({
      status: 404,
      data: { message: 'No page' },
      headers: { 'content-type': 'application/json', 'x-request-id': 'r1' },
    }));
    const error = await rejection(t.api.get('/cms/pages/nope'));
    expect(isNotFound(error)).toBe(true);
    expect(error.code).toBe('not_found');
    expect(error.response?.status).toBe(404);
    expect(error.response?.headers['x-request-id']).toBe('r1');
    expect(error.response?.data).toEqual({ message: 'No page' });
    expect((error.response as AxiosResponse | undefined)?.config.url).toBe('/cms/pages/nope');
    // The response stays out of logs (it holds the request socket in Node).
    expect(Object.keys(error)).not.toContain('response');
  });

  it('422: rejects with code validation and the field errors', async () => {
    const t = client(() => ({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { email: ['validation.email'] } },
    }));
    const error = await rejection(t.api.post('/customer/signup', {}));
    expect(error.code).toBe('validation');
    expect(error.fieldErrors).toEqual({ email: ['validation.email'] });
    expect(error.message).toBe('The given data was invalid.');
  });

  it('503: rejects with code maintenance', async () => {
    const t = client(() => ({ status: 503, data: { message: 'Down for maintenance' } }));
    const error = await rejection(t.api.get('/customer/general-data'));
    expect(error.code).toBe('maintenance');
    expect(error.status).toBe(503);
  });

  it('other errors reject with the response data (5xx → server, 4xx → unknown)', async () => {
    const t = client((config) =>
      config.url === '/a' ? { status: 500, data: { message: 'Boom' } } : { status: 409, data: { message: 'Taken' } },
    );
    const server = await rejection(t.api.get('/a'));
    expect(server).toMatchObject({ code: 'server', status: 500, data: { message: 'Boom' }, message: 'Boom' });
    const conflict = await rejection(t.api.get('/b'));
    expect(conflict).toMatchObject({ code: 'unknown', status: 409, data: { message: 'Taken' } });
  });

  it('a Blob error body holding JSON is parsed and rejected with its data', async () => {
    const onForbidden = vi.fn();
    const body = { message: 'Not registered' };
    const t = client(() => ({ status: 403, data: new Blob([JSON.stringify(body)], { type: 'application/json' }) }), {
      onForbidden,
    });
    const error = await rejection(t.api.get('/customer/print-accreditation', binaryRequestConfig('blob')));
    expect(error.data).toEqual(body);
    expect(error.message).toBe('Not registered');
    expect(error.code).toBe('forbidden');
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it('an ArrayBuffer or Buffer error body holding JSON is parsed too (Node downloads)', async () => {
    const json = JSON.stringify({ message: 'No certificate' });
    const t = client((config) => ({
      status: 404,
      data: config.url === '/buffer' ? Buffer.from(json) : new TextEncoder().encode(json).buffer,
    }));
    for (const url of ['/arraybuffer', '/buffer']) {
      const error = await rejection(t.api.get(url, binaryRequestConfig('arraybuffer')));
      expect(error.data).toEqual({ message: 'No certificate' });
      expect(error.response?.data).toEqual({ message: 'No certificate' });
    }
  });

  it('a binary error body that is not JSON is left as it is', async () => {
    const blob = new Blob(['%PDF-'], { type: 'application/pdf' });
    const t = client(() => ({ status: 500, data: blob }));
    const error = await rejection(t.api.get('/customer/print-certificate', binaryRequestConfig()));
    expect(error.data).toBe(blob);
  });

  it('a cancelled request is ignored: its promise never settles', async () => {
    const onForbidden = vi.fn();
    const t = client(
      (config) =>
        new Promise((_, reject) => {
          config.signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, undefined, config)));
        }),
      { onForbidden },
    );
    const controller = new AbortController();
    const request = t.api.get('/schedule/venues', { signal: controller.signal });
    controller.abort();
    expect(await settlesWithin(request, 50)).toBe('pending');
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('a network error rejects with its message and code network', async () => {
    const t = client((config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    });
    const error = await rejection(t.api.get('/schedule/venues'));
    expect(error).toMatchObject({ code: 'network', status: null, message: 'Network Error', data: undefined });
  });

  it('a timeout rejects with its message and code timeout', async () => {
    const t = client((config) => {
      const clarify = config.transitional?.clarifyTimeoutError;
      throw new AxiosError(
        `timeout of ${config.timeout}ms exceeded`,
        clarify ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED,
        config,
      );
    });
    const error = await rejection(t.api.get('/schedule/venues'));
    expect(error).toMatchObject({ code: 'timeout', status: null, message: 'timeout of 1000ms exceeded' });
  });

  it('an aborted (not cancelled, not timed out) request counts as a network error', async () => {
    const t = client((config) => {
      throw new AxiosError('Request aborted', AxiosError.ECONNABORTED, config);
    });
    expect((await rejection(t.api.get('/x'))).code).toBe('network');
  });
});

describe('createApiClient: a kept-alive connection closed under a reading call', () => {
  const reset = (config: Parameters<FakeHandler>[0]) => new AxiosError('socket hang up', 'ECONNRESET', config);

  it('sends a GET again once on a fresh connection, and reports one call', async () => {
    const calls: string[] = [];
    let n = 0;
    const t = client(
      (config) => {
        n += 1;
        if (n === 1) throw reset(config);
        return { status: 200, data: { ok: true } };
      },
      { onCallDone: (call) => calls.push(`${call.path} ${call.outcome}`) },
    );
    await expect(t.api.get('/conferences/1')).resolves.toMatchObject({ data: { ok: true } });
    expect(t.requests).toHaveLength(2);
    expect(calls).toEqual(['/conferences/1 ok']);
  });

  it('never twice: a second reset is the docs/product.md#errors network error', async () => {
    const t = client((config) => {
      throw reset(config);
    });
    await expect(t.api.get('/conferences/1')).rejects.toMatchObject({ code: 'network' });
    expect(t.requests).toHaveLength(2);
  });

  it('never a call that writes, nor a timeout', async () => {
    const writes = client((config) => {
      throw reset(config);
    });
    await expect(writes.api.post('/customer/login', {})).rejects.toMatchObject({ code: 'network' });
    expect(writes.requests).toHaveLength(1);
    const slow = client((config) => {
      throw new AxiosError('timeout of 1000ms exceeded', AxiosError.ETIMEDOUT, config);
    });
    await expect(slow.api.get('/schedule')).rejects.toMatchObject({ code: 'timeout' });
    expect(slow.requests).toHaveLength(1);
  });

  it('over a real socket the API closes without answering, the GET still gets its answer', async () => {
    const http = await import('node:http');
    let n = 0;
    const server = http.createServer((req, res) => {
      n += 1;
      if (n === 1) return req.socket.destroy(); // Node's client: "socket hang up" (ECONNRESET)
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const api = createApiClient({ ...BASE, baseURL: `http://127.0.0.1:${port}` });
      await expect(api.get('/conferences/1')).resolves.toMatchObject({ data: { ok: true } });
      expect(n).toBe(2);
    } finally {
      server.close();
    }
  });
});
