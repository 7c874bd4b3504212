import { probeTenant } from '@/lib/health';
import { createMaintenanceCheck, type UpstreamEntries } from './maintenance';

/**
 * The process-wide upstream state. The middleware, the page renders and the pipeline's fault
 * relay are bundled apart but run in one process: the state lives on globalThis so that what a render
 * learns (the API answered 503) is what the middleware's next request sees.
 */
const KEY = Symbol.for('ekitaldi.upstream');
type Shared = { entries: UpstreamEntries };
const shared: Shared = ((globalThis as Record<symbol, unknown>)[KEY] as Shared | undefined) ?? { entries: new Map() };
(globalThis as Record<symbol, unknown>)[KEY] = shared;

/** The process-wide maintenance check the middleware uses: registry flag or the API's 503. */
export const isInMaintenance = createMaintenanceCheck(
  async (tenant) => {
    const { state } = await probeTenant(tenant);
    return state === 'down' ? 'unknown' : state;
  },
  { entries: shared.entries },
);

/** The last known API state of a tenant in this process ('unknown' before the first probe). */
export function upstreamState(tenantKey: string): 'up' | 'maintenance' | 'unknown' {
  return shared.entries.get(tenantKey)?.state ?? 'unknown';
}
