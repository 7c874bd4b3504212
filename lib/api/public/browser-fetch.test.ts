// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE } from '@/lib/session/cookies';
import { onBrowserForbidden, setBrowserApiConfig, setCallReporter } from '../browser-settings';
import { isApiError } from '../errors';
import { getCustomerLight, lightCall, logoutLight } from './browser-fetch';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setBrowserApiConfig({ baseURL: 'http://api.test/', tenantToken: 'tenant-token', locale: 'eus', timeoutMs: 1_000 });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setCallReporter(null);
  Cookies.remove(AUTH_COOKIE, { path: '/' });
});

describe('light browser calls', () => {
  it('sends the SPEC §7 headers, the auth cookie as a bearer token, and reports to the loading bar', async () => {
    const reporter = { start: vi.fn(), done: vi.fn(), fail: vi.fn() };
    setCallReporter(reporter);
    Cookies.set(AUTH_COOKIE, 'tok-9', { path: '/' });
    fetchMock.mockResolvedValue(json(204, undefined));
    await logoutLight();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/customer/logout');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'X-Tenant': 'tenant-token', 'X-Locale': 'eus', Authorization: 'Bearer tok-9', Accept: 'application/json' });
    expect(reporter.start).toHaveBeenCalledOnce();
    expect(reporter.done).toHaveBeenCalledOnce();
    expect(reporter.fail).not.toHaveBeenCalled();
  });

  it('a bare 403 clears the auth cookie and tells the listeners; a 403 naming why does not', async () => {
    Cookies.set(AUTH_COOKIE, 'stale', { path: '/' });
    const listener = vi.fn();
    const stop = onBrowserForbidden(listener);
    fetchMock.mockResolvedValueOnce(json(403, { message: 'Forbidden', errors: { file: ['files.registered_only'] } }));
    const refused = await lightCall('/customer').catch((e: unknown) => e);
    expect(isApiError(refused) && refused.fieldErrors).toEqual({ file: ['files.registered_only'] });
    expect(Cookies.get(AUTH_COOKIE)).toBe('stale');

    fetchMock.mockResolvedValueOnce(json(403, { message: 'Forbidden' }));
    const error = await lightCall('/customer').catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('forbidden');
    expect(Cookies.get(AUTH_COOKIE)).toBeUndefined();
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it('sorts failures as SPEC §8 does and tells the loading bar only about real failures', async () => {
    const reporter = { start: vi.fn(), done: vi.fn(), fail: vi.fn() };
    setCallReporter(reporter);
    fetchMock.mockResolvedValueOnce(json(422, { message: 'Invalid', errors: { email: ['validation.email'] } }));
    const invalid = await lightCall('/customer').catch((e: unknown) => e);
    expect(isApiError(invalid) && [invalid.code, invalid.fieldErrors]).toEqual(['validation', { email: ['validation.email'] }]);
    fetchMock.mockResolvedValueOnce(json(503, { message: 'Down' }));
    expect(await lightCall('/customer').catch((e: unknown) => isApiError(e) && e.code)).toBe('maintenance');
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Boom' }));
    expect(await lightCall('/customer').catch((e: unknown) => isApiError(e) && e.code)).toBe('server');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await lightCall('/customer').catch((e: unknown) => isApiError(e) && e.code)).toBe('network');
    expect(reporter.done).toHaveBeenCalledTimes(1);
    expect(reporter.fail).toHaveBeenCalledTimes(3);
  });

  it('gives up after the configured timeout with a timeout error', async () => {
    setBrowserApiConfig({ baseURL: 'http://api.test', tenantToken: 't', locale: 'es', timeoutMs: 20 });
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const error = await lightCall('/customer').catch((e: unknown) => e);
    expect(isApiError(error) && [error.code, error.status]).toEqual(['timeout', null]);
  });

  it('checks GET /customer against the contract', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 'not a customer' }));
    const broken = await getCustomerLight().catch((e: unknown) => e);
    expect(isApiError(broken) && broken.code).toBe('unknown');
    expect(String((broken as Error).message)).toContain('GET /customer answered outside the API contract');
  });
});
