import type { Tenant } from './schema';

/**
 * Whether a tenant is in maintenance: the registry flag, or its API answering 503.
 *
 * The API's answer is remembered per tenant and refreshed in the background at most once
 * every REFRESH_MS (stale-while-revalidate), so page views never wait on it once known and a
 * warm page view makes no API call of its own. Only the very first request for a tenant
 * waits for the probe (bounded by the probe's short timeout).
 */
export type UpstreamState = 'up' | 'maintenance' | 'unknown';
export type Probe = (tenant: Tenant) => Promise<UpstreamState>;

const REFRESH_MS = 15_000;

interface Entry {
  state: UpstreamState;
  checkedAt: number;
  pending: Promise<UpstreamState> | null;
}

export function createMaintenanceCheck(probe: Probe, refreshMs = REFRESH_MS) {
  const entries = new Map<string, Entry>();

  function refresh(tenant: Tenant, entry: Entry, now: number): Promise<UpstreamState> {
    if (!entry.pending) {
      entry.pending = probe(tenant)
        .catch((): UpstreamState => 'unknown')
        .then((state) => {
          entry.state = state;
          entry.checkedAt = now;
          entry.pending = null;
          return state;
        });
    }
    return entry.pending;
  }

  return async function isInMaintenance(tenant: Tenant, now = Date.now()): Promise<boolean> {
    if (tenant.maintenance) return true;
    let entry = entries.get(tenant.key);
    if (!entry) {
      entry = { state: 'unknown', checkedAt: 0, pending: null };
      entries.set(tenant.key, entry);
      return (await refresh(tenant, entry, now)) === 'maintenance';
    }
    if (now - entry.checkedAt >= refreshMs) void refresh(tenant, entry, now);
    return entry.state === 'maintenance';
  };
}
