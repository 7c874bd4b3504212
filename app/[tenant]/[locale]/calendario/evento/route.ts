import { calendarRoute, eventCalendar } from '@/lib/calendar/files';

/** Public URL `/calendario.ics` (per language): the whole event, one entry per day. */
// Rendered once and kept in the render cache. No period is written here: Next refreshes a static
// route after the shortest `revalidate` of the cached reads it makes, which is REVALIDATE_SECONDS
// (lib/cache.ts), so the setting alone decides it.
export const dynamic = 'force-static';
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export const GET = calendarRoute(({ tenant, locale }, _params, stamp) => eventCalendar(tenant, locale, stamp));
