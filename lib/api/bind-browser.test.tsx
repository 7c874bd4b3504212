// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_REALTIME } from '@/lib/realtime/config';
import { SessionProvider } from '@/lib/stores/session-context';
import { browserApi, configureBrowserApi } from './browser';
import { auth } from './browser-calls';

const CONFIG = { baseURL: 'http://api.test', tenantToken: 'tenant-token', locale: 'eus', timeoutMs: 1_000 } as const;

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body?: unknown) => async () =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sent = (n = 0) => ({ url: String(fetchMock.mock.calls[n]![0]), headers: fetchMock.mock.calls[n]![1]!.headers as Record<string, string> });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('browser calls', () => {
  it('run the resource function on the browser transport, without the transport argument', async () => {
    configureBrowserApi(CONFIG);
    expect(browserApi()).toBeDefined();
    fetchMock.mockImplementation(answer(200, { token: 'tok', twoFactorRequired: false }));
    const login = await auth.login({ user: { email: 'a@b.test', password: 'x' } });
    expect(login.token).toBe('tok');
    expect(sent().url).toBe('http://api.test/customer/login');
    expect(sent().headers['X-Locale']).toBe('eus');
  });

  it('resolve the transport at call time (a re-configured transport is used)', async () => {
    configureBrowserApi(CONFIG);
    configureBrowserApi({ ...CONFIG, tenantToken: 'other' });
    fetchMock.mockImplementation(answer(204));
    await auth.logout();
    expect(sent().headers['X-Tenant']).toBe('other');
  });

  it('are ready in a child effect on the session provider\'s first render (no waiting)', async () => {
    const seen: string[] = [];
    function Child() {
      const [state, setState] = useState('waiting');
      useEffect(() => {
        // The provider recorded the settings while rendering: the transport is there at once.
        fetchMock.mockImplementation(answer(204));
        auth
          .logout()
          .then(() => setState('loaded'))
          .catch((e: unknown) => setState(`failed ${String(e)}`));
      }, []);
      seen.push(state);
      return <p>{state}</p>;
    }
    const config = { apiBaseUrl: 'http://api.test', tenantToken: 't', locale: 'es' as const, timeoutMs: 1000, rememberDays: 30, generalData: null, venues: [], tenantKey: 'demo', realtime: DEMO_REALTIME };
    const view = render(
      <SessionProvider config={config}>
        <Child />
      </SessionProvider>,
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(view.container.textContent).toContain('loaded');
    expect(seen).not.toContain(expect.stringMatching(/^failed/));
  });
});
