import type { Tenant } from './schema';

/**
 * Whether a tenant is in maintenance: the registry flag, or its API answering 503.
 *
 * The API's state is remembered per tenant and refreshed in the background every REFRESH_MS, so
 * page views never wait on it while it is up: a warm page is served without any API call, and
 * the first request for a tenant does not wait either (a page that then fails on the API's 503
 * is answered with the 503 page by the pipeline's fault relay, and tells this check through `note`).
 * While the API is in maintenance each request that finds the state older than RECHECK_MS asks
 * again and waits for the answer, so pages return on the first request after the API does.
 */
export type UpstreamState = 'up' | 'maintenance' | 'unknown';
export type Probe = (tenant: Tenant) => Promise<UpstreamState>;

const REFRESH_MS = 5_000;
const RECHECK_MS = 1_000;

interface Entry {
  state: UpstreamState;
  checkedAt: number;
  pending: Promise<UpstreamState> | null;
}

export type UpstreamEntries = Map<string, Entry>;

export interface MaintenanceCheck {
  (tenant: Tenant, now?: number): Promise<boolean>;
  /** What a page render learnt from the API (e.g. a 503 on a cold page), effective at once. */
  note(tenantKey: string, state: UpstreamState, now?: number): void;
}

export function createMaintenanceCheck(
  probe: Probe,
  options: { refreshMs?: number; recheckMs?: number; entries?: UpstreamEntries } = {},
): MaintenanceCheck {
  const { refreshMs = REFRESH_MS, recheckMs = RECHECK_MS } = options;
  const entries: UpstreamEntries = options.entries ?? new Map();

  function refresh(tenant: Tenant, entry: Entry): Promise<UpstreamState> {
    if (!entry.pending) {
      entry.pending = probe(tenant)
        .catch((): UpstreamState => 'unknown')
        .then((state) => {
          entry.state = state;
          entry.checkedAt = Date.now();
          entry.pending = null;
          return state;
        });
    }
    return entry.pending;
  }

  const check = async function isInMaintenance(tenant: Tenant, now = Date.now()): Promise<boolean> {
    if (tenant.maintenance) return true;
    let entry = entries.get(tenant.key);
    if (!entry) {
      entry = { state: 'unknown', checkedAt: now, pending: null };
      entries.set(tenant.key, entry);
      void refresh(tenant, entry);
      return false;
    }
    if (entry.state === 'maintenance') {
      if (now - entry.checkedAt >= recheckMs) return (await refresh(tenant, entry)) === 'maintenance';
      return true;
    }
    if (now - entry.checkedAt >= refreshMs) void refresh(tenant, entry);
    return false;
  } as MaintenanceCheck;

  check.note = (tenantKey, state, now = Date.now()) => {
    const entry = entries.get(tenantKey);
    if (entry) {
      entry.state = state;
      entry.checkedAt = now;
    } else {
      entries.set(tenantKey, { state, checkedAt: now, pending: null });
    }
  };
  return check;
}
