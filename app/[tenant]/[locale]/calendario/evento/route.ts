import { calendarResponse, eventCalendar, resolveCalendarContext } from '@/lib/calendar/files';

/** Public URL `/calendario.ics` (per language): the whole event, one entry per day. */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string; locale: string }> }) {
  const context = resolveCalendarContext(await params);
  if (!context) return calendarResponse(null);
  return calendarResponse(await eventCalendar(context.tenant, context.locale, new Date()));
}
