import { agendaFeed, calendarResponse, resolveCalendarContext } from '@/lib/calendar/files';

/** Public URL `/agenda.ics` (per language): the agenda feed calendar apps subscribe to. */
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
  return calendarResponse(await agendaFeed(context.tenant, context.locale, new Date()));
}
