import { agendaFeed, calendarRoute } from '@/lib/calendar/files';

/** Public URL `/agenda.ics` (per language): the agenda feed calendar apps subscribe to. */
// Rendered once and kept in the render cache. No period is written here: Next refreshes a static
// route after the shortest `revalidate` of the cached reads it makes, which is REVALIDATE_SECONDS
// (lib/cache.ts), so the setting alone decides it.
export const dynamic = 'force-static';
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export const GET = calendarRoute(({ tenant, locale }, _params, stamp) => agendaFeed(tenant, locale, stamp));
