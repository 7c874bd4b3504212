import { probeTenant } from '@/lib/health';
import { createMaintenanceCheck } from './maintenance';

/** The process-wide maintenance check the middleware uses: registry flag or the API's 503. */
export const isInMaintenance = createMaintenanceCheck(async (tenant) => {
  const { state } = await probeTenant(tenant);
  return state === 'down' ? 'unknown' : state;
});
