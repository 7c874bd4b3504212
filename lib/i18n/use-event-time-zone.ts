import { useTimeZone } from 'next-intl';
import { EVENT_TIME_ZONE } from '@/lib/constants';

/**
 * The tenant's event zone in a component (server or client): next-intl's zone, which the tenant
 * layout and every nested provider take from the registry (lib/i18n/request-time-zone.ts). Async
 * server components use `getTimeZone()` from next-intl/server, route handlers `tenant.timeZone`.
 */
export function useEventTimeZone(): string {
  return useTimeZone() ?? EVENT_TIME_ZONE;
}
