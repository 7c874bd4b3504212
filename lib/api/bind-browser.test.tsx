// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEMO_REALTIME } from '@/lib/realtime/config';
import { SessionProvider } from '@/lib/stores/session-context';
import { browserApi, configureBrowserApi } from './browser';
import { auth } from './browser-calls';
import { attachFakeTransport } from './test-adapter';

const CONFIG = { baseURL: 'http://api.test', tenantToken: 'tenant-token', locale: 'eus', timeoutMs: 1_000 } as const;

describe('browser calls', () => {
  it('run the resource function on the browser transport, without the transport argument', async () => {
    configureBrowserApi(CONFIG);
    const t = attachFakeTransport(browserApi(), () => ({ status: 200, data: { token: 'tok', twoFactorRequired: false } }));
    const answer = await auth.login({ user: { email: 'a@b.test', password: 'x' } });
    expect(answer.token).toBe('tok');
    expect(t.requests[0]?.url).toBe('/customer/login');
    expect(t.requests[0]?.headers.get('X-Locale')).toBe('eus');
  });

  it('resolve the transport at call time (a re-configured transport is used)', async () => {
    configureBrowserApi(CONFIG);
    configureBrowserApi({ ...CONFIG, tenantToken: 'other' });
    const t = attachFakeTransport(browserApi(), () => ({ status: 204 }));
    await auth.logout();
    expect(t.requests[0]?.headers.get('X-Tenant')).toBe('other');
  });

  it('are ready in a child effect on the session provider\'s first render (no waiting)', async () => {
    const seen: string[] = [];
    function Child() {
      const [state, setState] = useState('waiting');
      useEffect(() => {
        // The provider built the transport while rendering; attach a fake network to it.
        attachFakeTransport(browserApi(), () => ({ status: 204 }));
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
