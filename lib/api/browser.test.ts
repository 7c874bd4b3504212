// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE } from '@/lib/session/cookies';
import { browserApi as getBrowserApi, configureBrowserApi, onBrowserForbidden } from './browser';
import { isApiError } from './errors';
import { attachFakeTransport, type FakeHandler } from './test-adapter';

const CONFIG = { baseURL: 'http://api.test', tenantToken: 'tenant-token', locale: 'en', timeoutMs: 1_000 } as const;

function configured(handler: FakeHandler) {
  configureBrowserApi(CONFIG);
  return attachFakeTransport(getBrowserApi(), handler);
}

afterEach(() => {
  Cookies.remove(AUTH_COOKIE, { path: '/' });
});

describe('browser API singleton', () => {
  it('sends the auth cookie as a bearer token, read on each request', async () => {
    const t = configured(() => ({ status: 200, data: {} }));
    await getBrowserApi().get('/customer');
    Cookies.set(AUTH_COOKIE, 'tok-1', { path: '/' });
    await getBrowserApi().get('/customer');
    expect(t.requests.map((r) => r.headers.get('Authorization'))).toEqual([undefined, 'Bearer tok-1']);
    expect(t.requests[1]?.headers.get('X-Locale')).toBe('en');
    expect(t.requests[1]?.headers.get('X-Tenant')).toBe('tenant-token');
  });

  it('on 403 removes the auth cookie, tells the listeners and rejects with the data', async () => {
    Cookies.set(AUTH_COOKIE, 'stale', { path: '/' });
    configured(() => ({ status: 403, data: { message: 'Token expired' } }));
    const listener = vi.fn();
    const unsubscribe = onBrowserForbidden(listener);

    const error = await getBrowserApi()
      .get('/customer')
      .catch((e: unknown) => e);

    expect(Cookies.get(AUTH_COOKIE)).toBeUndefined();
    expect(document.cookie).not.toContain(`${AUTH_COOKIE}=`);
    expect(listener).toHaveBeenCalledOnce();
    expect(isApiError(error) && error.data).toEqual({ message: 'Token expired' });

    unsubscribe();
    await getBrowserApi()
      .get('/customer')
      .catch(() => undefined);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('parses a JSON error held in a browser Blob', async () => {
    configured(() => ({ status: 404, data: new Blob(['{"message":"No accreditation"}'], { type: 'application/json' }) }));
    const error = await getBrowserApi()
      .get('/customer/print-accreditation', { responseType: 'blob', timeout: 0 })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.data).toEqual({ message: 'No accreditation' });
  });
});
