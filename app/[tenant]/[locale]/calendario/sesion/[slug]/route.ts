import { calendarResponse, resolveCalendarContext, sessionCalendar } from '@/lib/calendar/files';

/** Public URL `/agenda/{slug}/calendario.ics` (per language): one session as an .ics file. */
// Rendered once and kept in the render cache. No period is written here: Next refreshes a static
// route after the shortest `revalidate` of the cached reads it makes, which is REVALIDATE_SECONDS
// (lib/cache.ts), so the setting alone decides it.
export const dynamic = 'force-static';
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string; locale: string; slug: string }> }) {
  const { slug, ...rest } = await params;
  const context = resolveCalendarContext(rest);
  if (!context) return calendarResponse(null);
  return calendarResponse(await sessionCalendar(context.tenant, context.locale, slug, new Date()));
}
