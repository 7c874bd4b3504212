import { calendarResponse, eventCalendar, resolveCalendarContext } from '@/lib/calendar/files';

/** Public URL `/calendario.ics` (per language): the whole event, one entry per day. */
// Rendered once and kept in the render cache. No period is written here: Next refreshes a static
// route after the shortest `revalidate` of the cached reads it makes, which is REVALIDATE_SECONDS
// (lib/cache.ts), so the setting alone decides it.
export const dynamic = 'force-static';
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string; locale: string }> }) {
  const context = resolveCalendarContext(await params);
  if (!context) return calendarResponse(null);
  return calendarResponse(await eventCalendar(context.tenant, context.locale, new Date()));
}
