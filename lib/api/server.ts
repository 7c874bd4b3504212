import type { AxiosInstance } from 'axios';
import { getServerConfig } from '@/lib/config';
import { recordApiCall } from '@/lib/observability/instance';
import { currentRequestId } from '@/lib/observability/request-context';
import { noteUnanswered } from '@/lib/tenants/upstream-faults';
import type { Locale, Tenant } from '@/lib/tenants/schema';
import { createApiClient, type ApiClientOptions } from './client';

/**
 * The server's API client for one tenant and language. Pass `authToken` only on private,
 * per-request renders: a client built with a token must never feed a cache.
 */
export interface ServerApiOptions {
  /** Sent as X-Networking-Conference on /networking calls. */
  networkingConference?: string | number | null;
  /** 403: e.g. a route handler or server action deletes the auth cookie. */
  onForbidden?: ApiClientOptions['onForbidden'];
}

export function serverApi(
  tenant: Tenant,
  locale: Locale,
  authToken?: string | null,
  options: ServerApiOptions = {},
): AxiosInstance {
  const config = getServerConfig();
  const baseURL = tenant.apiBaseUrl ?? config.apiBaseUrl;
  return createApiClient({
    baseURL,
    tenantToken: tenant.token,
    locale,
    timeoutMs: config.apiTimeoutMs,
    getAuthToken: () => authToken,
    getNetworkingConference: () => options.networkingConference,
    onForbidden: options.onForbidden,
    // the request id goes to the API; each call is counted for /metrics.
    getRequestId: currentRequestId,
    onCallDone: (call) => {
      // What the fault relay's page deadline waits for (lib/server/steps/fault-relay.ts).
      if (call.outcome === 'timeout' || call.outcome === 'network') noteUnanswered(baseURL);
      recordApiCall({ ...call, tenant: tenant.key });
    },
  });
}
