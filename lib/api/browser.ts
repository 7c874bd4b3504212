import type { AxiosInstance } from 'axios';
import Cookies from 'js-cookie';
import type { Locale } from '@/lib/tenants/schema';
import { createApiClient, type ApiClientOptions } from './client';

/**
 * The browser's API client: one instance per page load, configured once by the tenant layout's
 * client provider and shared by every client component. Safe to import from client code: it
 * pulls in nothing server-only.
 */

/** Name of the cookie that holds the customer's bearer token (SPEC §9). */
export const AUTH_COOKIE = 'auth';

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

/** (Re)builds the singleton, e.g. on first render or after a language switch. */
export function configureBrowserApi(config: BrowserApiConfig): AxiosInstance {
  instance = createApiClient({
    ...config,
    // Read on every request: logging in or out changes the cookie, not the client.
    getAuthToken: () => Cookies.get(AUTH_COOKIE),
    onForbidden: handleForbidden,
    onRedirect: (url) => window.location.assign(url),
  });
  return instance;
}

export function getBrowserApi(): AxiosInstance {
  if (!instance) {
    throw new Error('The browser API client is not configured: call configureBrowserApi() first.');
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
  Cookies.remove(AUTH_COOKIE, { path: '/' });
  for (const listener of forbiddenListeners) listener();
}
