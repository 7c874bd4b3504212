import { renderCacheLookups } from '@/lib/cache-handler/lookups.mjs';
import { listTenants } from '@/lib/tenants/registry';
import { openBreakerCount } from '@/lib/tenants/upstream-faults';
import { createMetrics, type Metrics, type RealtimeAuthOutcome, type UpstreamOutcome } from './metrics';

/**
 * This process's metrics: one registry shared by every bundle of the server (the request
 * pipeline, route handlers, page renders), kept on globalThis like the upstream state.
 */
const KEY = Symbol.for('ekitaldi.metrics');

export function instanceMetrics(): Metrics {
  const g = globalThis as unknown as Record<symbol, Metrics | undefined>;
  return (g[KEY] ??= createMetrics({
    tenantKeys: () => {
      try {
        return listTenants().map((tenant) => tenant.key);
      } catch {
        return [];
      }
    },
    openBreakers: () => openBreakerCount(),
    renderCacheLookups,
    processMetrics: true,
  }));
}

/** lib/api/client.ts's report of a server call, counted by resource and outcome, timed per tenant. */
export function recordApiCall(call: { path: string; outcome: UpstreamOutcome; seconds: number; tenant?: string }): void {
  instanceMetrics().recordUpstreamCall(call.path, call.outcome, call.seconds, call.tenant);
}

/** A realtime channel authorisation the portal relayed (or refused), by tenant and outcome. */
export function recordRealtimeAuth(tenant: string | null | undefined, outcome: RealtimeAuthOutcome): void {
  instanceMetrics().recordRealtimeAuth(tenant, outcome);
}
