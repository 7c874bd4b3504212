import { calendarRoute, sessionCalendar } from '@/lib/calendar/files';

/** Public URL `/agenda/{slug}/calendario.ics` (per language): one session as an .ics file. */
// Rendered once and kept in the render cache. No period is written here: Next refreshes a static
// route after the shortest `revalidate` of the cached reads it makes, which is REVALIDATE_SECONDS
// (lib/cache.ts), so the setting alone decides it.
export const dynamic = 'force-static';
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export const GET = calendarRoute<{ tenant: string; locale: string; slug: string }>(({ tenant, locale }, { slug }, stamp) =>
  sessionCalendar(tenant, locale, slug, stamp),
);
