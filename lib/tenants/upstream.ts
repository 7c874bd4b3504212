import { probeTenant } from '@/lib/health';
import { createMaintenanceCheck } from './maintenance';

/** The process-wide maintenance check the middleware uses: registry flag or the API's 503. */
export const isInMaintenance = createMaintenanceCheck(async (tenant) => {
  const report = await probeTenant(tenant);
  if (report.ok) return 'up';
  return report.reason?.startsWith('maintenance') ? 'maintenance' : 'unknown';
});
