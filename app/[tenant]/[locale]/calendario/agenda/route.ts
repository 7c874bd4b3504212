import { agendaFeed, calendarResponse, resolveCalendarContext } from '@/lib/calendar/files';

/** Public URL `/agenda.ics` (per language): the agenda feed calendar apps subscribe to. */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string; locale: string }> }) {
  const context = resolveCalendarContext(await params);
  if (!context) return calendarResponse(null);
  return calendarResponse(await agendaFeed(context.tenant, context.locale, new Date()));
}
