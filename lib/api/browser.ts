import type { AxiosInstance } from 'axios';
import { readAuthCookie, removeAuthCookie } from '@/lib/session/auth-cookie';
import {
  browserApiConfig,
  followApiRedirect,
  notifyForbidden,
  onBrowserForbidden,
  reportCallEnd,
  reportCallStart,
  setBrowserApiConfig,
  type BrowserApiConfig,
} from './browser-settings';
import { createApiClient } from './client';

/**
 * The browser's axios transport, for forms and the private area. The session provider records
 * the tenant's settings synchronously while it first renders (`./browser-settings`), and the
 * transport is built from them on its first use, so every client component below the provider,
 * effects included, can call the API at once — and pages that never call through it (public
 * pages: their leaves use `./public/browser-fetch`) never download axios. Components never use
 * it directly: they call the typed functions of `./browser-calls`, which run on it. Safe to
 * import from client code: nothing server-only.
 */

export type { BrowserApiConfig };
export { onBrowserForbidden };

let instance: AxiosInstance | null = null;
let builtFor: BrowserApiConfig | null = null;

function build(config: BrowserApiConfig): AxiosInstance {
  const api = createApiClient({
    ...config,
    // Read on every request: signing in or out changes the cookie, not the transport.
    getAuthToken: readAuthCookie,
    onForbidden: handleForbidden,
    // Through the one redirect gate: the API's own origin, Stripe Checkout or this site only.
    onRedirect: (url) => followApiRedirect(url),
  });
  // Every browser call shows on the loading bar (SPEC §4).
  api.interceptors.request.use((c) => {
    reportCallStart();
    return c;
  });
  api.interceptors.response.use(
    (r) => {
      reportCallEnd();
      return r;
    },
    (e: unknown) => {
      reportCallEnd(e);
      return Promise.reject(e);
    },
  );
  instance = api;
  builtFor = config;
  return api;
}

/** (Re)builds the transport for a tenant and language (and records the settings). */
export function configureBrowserApi(config: BrowserApiConfig): AxiosInstance {
  setBrowserApiConfig(config);
  return build(config);
}

/** The transport; throws when used outside the session provider (a programming error). */
export function browserApi(): AxiosInstance {
  const config = browserApiConfig();
  if (config && config !== builtFor) return build(config);
  if (!instance) {
    throw new Error('The browser API is not configured: render inside <SessionProvider>.');
  }
  return instance;
}

function handleForbidden(): void {
  removeAuthCookie();
  notifyForbidden();
}
