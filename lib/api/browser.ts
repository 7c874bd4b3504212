import type { AxiosInstance } from 'axios';
import type { Locale } from '@/lib/tenants/schema';
import { readAuthCookie, removeAuthCookie } from '@/lib/session/auth-cookie';
import { createApiClient, type ApiClientOptions } from './client';

/**
 * The browser's one API transport. The session provider creates it synchronously while it first
 * renders (`configureBrowserApi`), so every client component below it, effects included, can
 * call the API at once. Components never use it directly: they call the typed functions of
 * `./browser-calls`, which run on it. Safe to import from client code: nothing server-only.
 */

export interface BrowserApiConfig {
  /** The tenant's public API base (tenant.publicApiBaseUrl ?? PUBLIC_API_BASE_URL). */
  baseURL: string;
  tenantToken: string;
  locale: Locale;
  timeoutMs: number;
  /** Where the networking screens keep the chosen conference (X-Networking-Conference). */
  getNetworkingConference?: ApiClientOptions['getNetworkingConference'];
}

type ForbiddenListener = () => void;

let instance: AxiosInstance | null = null;
const forbiddenListeners = new Set<ForbiddenListener>();

/** (Re)builds the transport for a tenant and language; the session provider calls it. */
export function configureBrowserApi(config: BrowserApiConfig): AxiosInstance {
  instance = createApiClient({
    ...config,
    // Read on every request: signing in or out changes the cookie, not the transport.
    getAuthToken: readAuthCookie,
    onForbidden: handleForbidden,
    onRedirect: (url) => window.location.assign(url),
  });
  return instance;
}

/** The transport; throws when used outside the session provider (a programming error). */
export function browserApi(): AxiosInstance {
  if (!instance) {
    throw new Error('The browser API is not configured: render inside <SessionProvider>.');
  }
  return instance;
}

/**
 * Runs `listener` whenever the API answers 403 (after the auth cookie is gone), so that the
 * session store can forget the customer. Returns the unsubscribe function.
 */
export function onBrowserForbidden(listener: ForbiddenListener): () => void {
  forbiddenListeners.add(listener);
  return () => {
    forbiddenListeners.delete(listener);
  };
}

function handleForbidden(): void {
  removeAuthCookie();
  for (const listener of forbiddenListeners) listener();
}
