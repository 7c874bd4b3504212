import { calendarResponse, resolveCalendarContext, sessionCalendar } from '@/lib/calendar/files';

/** Public URL `/agenda/{slug}/calendario.ics` (per language): one session as an .ics file. */
export const revalidate = 300;
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
