// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE } from '@/lib/session/cookies';
import { browserApi, configureBrowserApi, onBrowserForbidden, sameSiteTransport } from './browser';
import { endSession, getSessionCustomer } from './session-calls';
import { setCallReporter } from './browser-settings';
import { isApiError, type ApiError } from './errors';
import { sortAnswer } from './rules';
import { settlesWithin } from './test-adapter';
import { binaryRequestConfig } from './transport';

const CONFIG = { baseURL: 'http://api.test/', tenantToken: 'tenant-token', locale: 'eus', timeoutMs: 1_000 } as const;

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      if (!isApiError(error)) throw error;
      return error as ApiError;
    },
  );
const sent = (n = 0) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureBrowserApi(CONFIG);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setCallReporter(null);
  Cookies.remove(AUTH_COOKIE, { path: '/' });
});

describe('the browser transport (fetch)', () => {
  it('sends the docs/product.md#calls headers, the auth cookie read on each request, query parameters and JSON bodies', async () => {
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    const answer = await browserApi().get('/conferences/all', { params: { tag: 'ia', page: 2, venue_id: undefined } });
    expect(answer).toEqual({ data: { ok: true }, status: 200, headers: { 'content-type': 'application/json' } });
    Cookies.set(AUTH_COOKIE, 'tok-1', { path: '/' });
    await browserApi().post('/orders', { ticketId: 3 }, { headers: { 'Idempotency-Key': 'k1' } });

    expect(sent(0).url).toBe('http://api.test/conferences/all?tag=ia&page=2');
    expect(sent(0).headers).toEqual({ Accept: 'application/json', 'X-Tenant': 'tenant-token', 'X-Locale': 'eus' });
    expect(sent(1).init.method).toBe('POST');
    expect(sent(1).init.body).toBe('{"ticketId":3}');
    expect(sent(1).headers).toMatchObject({ Authorization: 'Bearer tok-1', 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' });
    // A 302 must reach the rules, not be followed.
    expect(sent(1).init.redirect).toBe('manual');
  });

  it('carries the chosen conference on /networking calls only', async () => {
    configureBrowserApi({ ...CONFIG, getNetworkingConference: () => 7 });
    fetchMock.mockImplementation(async () => json(200, {}));
    await browserApi().get('/networking/customers');
    await browserApi().get('/customer');
    expect(sent(0).headers['X-Networking-Conference']).toBe('7');
    expect(sent(1).headers['X-Networking-Conference']).toBeUndefined();
  });

  it('sorts every failed answer with the shared docs/product.md#errors table and tells the loading bar only of real failures', async () => {
    const reporter = { start: vi.fn(), done: vi.fn(), fail: vi.fn() };
    setCallReporter(reporter);
    const cases: [number, unknown][] = [
      [404, { message: 'No page' }],
      [422, { message: 'Invalid', errors: { email: ['validation.email'] } }],
      [403, { message: 'Forbidden', errors: { file: ['files.registered_only'] } }],
      [429, { message: 'Slow down' }],
      [503, { message: 'Down' }],
      [500, { message: 'Boom' }],
    ];
    for (const [status, body] of cases) {
      fetchMock.mockResolvedValueOnce(json(status, body, { 'retry-after': '30' }));
      const error = await failure(browserApi().get('/customer'));
      const expected = sortAnswer(status, body);
      expect([error.code, error.status, error.message, error.fieldErrors, error.data]).toEqual([
        expected.code,
        status,
        expected.message,
        expected.fieldErrors ?? {},
        body,
      ]);
      expect(error.response?.headers['retry-after']).toBe('30');
    }
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await failure(browserApi().get('/customer'))).code).toBe('network');
    expect(reporter.start).toHaveBeenCalledTimes(7);
    // 404, 422 and the 403 naming why are answers a flow handles; 429 (unknown), 503, 500 and no answer are failures.
    expect(reporter.done).toHaveBeenCalledTimes(3);
    expect(reporter.fail).toHaveBeenCalledTimes(4);
  });

  it('on a bare 403 removes the auth cookie and tells the listeners; a 403 naming why keeps the session', async () => {
    Cookies.set(AUTH_COOKIE, 'stale', { path: '/' });
    const listener = vi.fn();
    const stop = onBrowserForbidden(listener);
    fetchMock.mockResolvedValueOnce(json(403, { message: 'Forbidden', errors: { file: ['files.registered_only'] } }));
    await failure(browserApi().get('/conferences/1/files/2'));
    expect(Cookies.get(AUTH_COOKIE)).toBe('stale');
    expect(listener).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(403, { message: 'Token expired' }));
    const error = await failure(browserApi().get('/customer'));
    expect([error.code, error.data]).toEqual(['forbidden', { message: 'Token expired' }]);
    expect(Cookies.get(AUTH_COOKIE)).toBeUndefined();
    expect(document.cookie).not.toContain(`${AUTH_COOKIE}=`);
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it("follows an API redirect through the redirect gate: the API's origin and Stripe Checkout yes, a foreign target goes home", async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    fetchMock.mockResolvedValueOnce(json(302, { message: 'Found', target_url: 'https://evil.example/phish' }));
    const refused = await failure(browserApi().post('/confirm-payment', { sessionId: 's' }));
    fetchMock.mockResolvedValueOnce(json(302, { target_url: 'https://checkout.stripe.com/c/pay/cs_1' }));
    await failure(browserApi().post('/confirm-payment', { sessionId: 's' }));
    fetchMock.mockResolvedValueOnce(json(302, { target_url: 'http://api.test/__demo/checkout/cs_1' }));
    await failure(browserApi().post('/confirm-payment', { sessionId: 's' }));

    expect([refused.code, refused.targetUrl]).toEqual(['redirect', 'https://evil.example/phish']);
    expect(assign.mock.calls.map(([url]) => url)).toEqual(['/', 'https://checkout.stripe.com/c/pay/cs_1', 'http://api.test/__demo/checkout/cs_1']);
  });

  it('gives up after the timeout (a timeout error); a call its caller cancels never settles', async () => {
    configureBrowserApi({ ...CONFIG, timeoutMs: 20 });
    const hang = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    fetchMock.mockImplementation(hang);
    const error = await failure(browserApi().get('/customer'));
    expect([error.code, error.status]).toEqual(['timeout', null]);

    configureBrowserApi({ ...CONFIG, timeoutMs: 0 });
    const controller = new AbortController();
    const call = browserApi().get('/customer', { signal: controller.signal });
    controller.abort();
    expect(await settlesWithin(call, 50)).toBe('pending');
  });

  it('downloads bytes with progress (Content-Length as the total), and parses a JSON error out of a binary answer', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255, 1, 2]);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 5));
        controller.enqueue(bytes.slice(5));
        controller.close();
      },
    });
    fetchMock.mockResolvedValueOnce(new Response(stream, { status: 200, headers: { 'content-type': 'application/pdf', 'content-length': '8' } }));
    const progress: unknown[] = [];
    const { data } = await browserApi().get<ArrayBuffer>('/orders/3/receipt', {
      ...binaryRequestConfig('arraybuffer'),
      onDownloadProgress: (event) => progress.push(event),
    });
    expect([...new Uint8Array(data)]).toEqual([...bytes]);
    expect(progress).toEqual([
      { loaded: 5, total: 8 },
      { loaded: 8, total: 8 },
    ]);

    fetchMock.mockResolvedValueOnce(json(404, { message: 'No accreditation' }));
    const error = await failure(browserApi().get('/customer/print-accreditation', binaryRequestConfig('blob')));
    expect([error.code, error.data]).toEqual(['not_found', { message: 'No accreditation' }]);
  });

  it('uploads a multipart body with progress (XMLHttpRequest: fetch has no upload progress) under the same rules', async () => {
    const opened: { method: string; url: string; headers: Record<string, string>; body?: unknown }[] = [];
    let answer = { status: 200, body: '{"id":1}' };
    class FakeXhr {
      upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
      responseType = '';
      status = 0;
      responseText = '';
      response: unknown = null;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(method: string, url: string) {
        opened.push({ method, url, headers: {} });
      }
      setRequestHeader(name: string, value: string) {
        opened.at(-1)!.headers[name] = value;
      }
      getAllResponseHeaders() {
        return 'content-type: application/json\r\n';
      }
      abort() {}
      send(body: unknown) {
        opened.at(-1)!.body = body;
        this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
        this.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
        this.status = answer.status;
        this.responseText = this.response = answer.body;
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    Cookies.set(AUTH_COOKIE, 'tok-2', { path: '/' });
    const form = new FormData();
    form.append('photo', new Blob(['x']), 'me.png');
    const progress: unknown[] = [];
    const { data } = await browserApi().post('/customer/profile', form, { onUploadProgress: (event) => progress.push(event) });

    expect(data).toEqual({ id: 1 });
    expect(progress).toEqual([
      { loaded: 50, total: 100 },
      { loaded: 100, total: 100 },
    ]);
    expect(opened[0]).toMatchObject({ method: 'POST', url: 'http://api.test/customer/profile', body: form });
    expect(opened[0]!.headers).toMatchObject({ Authorization: 'Bearer tok-2', 'X-Tenant': 'tenant-token' });
    // The browser sets the multipart boundary itself.
    expect(opened[0]!.headers['Content-Type']).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();

    answer = { status: 422, body: '{"message":"Invalid","errors":{"photo":["validation.image"]}}' };
    const error = await failure(browserApi().post('/customer/profile', form, { onUploadProgress: () => undefined }));
    expect([error.code, error.fieldErrors]).toEqual(['validation', { photo: ['validation.image'] }]);
  });

  it("the session's calls: GET /customer checked against the contract, POST /customer/logout", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 'not a customer' }));
    const broken = await getSessionCustomer().catch((e: unknown) => e);
    expect(isApiError(broken) && broken.code).toBe('unknown');
    expect(String((broken as Error).message)).toContain('GET /customer answered outside the API contract');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await endSession();
    expect([sent(1).url, sent(1).init.method]).toEqual(['http://api.test/customer/logout', 'POST']);
  });

  it("the portal's own endpoints (the realtime relay): X-Locale but neither tenant nor bearer token, and a 403 keeps the session", async () => {
    Cookies.set(AUTH_COOKIE, 'tok-3', { path: '/' });
    fetchMock.mockResolvedValueOnce(json(403, { message: 'Forbidden' }));
    const error = await failure(sameSiteTransport('fr').post('/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-x' }));
    expect(error.status).toBe(403);
    expect(sent(0).url).toBe('/broadcasting/auth');
    expect(sent(0).headers).toEqual({ Accept: 'application/json', 'X-Locale': 'fr', 'Content-Type': 'application/json' });
    expect(Cookies.get(AUTH_COOKIE)).toBe('tok-3');
  });
});
