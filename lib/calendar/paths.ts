import { href } from '@/lib/routing/routes';

/**
 * Public, locale-free paths of the calendar files (route map: sessionCalendar, eventCalendar,
 * agendaFeed → the route handlers under app/[tenant]/[locale]/calendario/):
 *
 *   sessionCalendarPath('apertura') → '/agenda/apertura/calendario.ics'
 *   EVENT_CALENDAR_PATH             → '/calendario.ics'
 *   AGENDA_FEED_PATH                → '/agenda.ics'
 *
 * Prefix them with the language like any other path (`localizePath`); plain <a> links, not
 * the router's Link (these are files, not pages).
 */
export function sessionCalendarPath(slug: string): string {
  return href('sessionCalendar', { slug });
}

export const EVENT_CALENDAR_PATH = href('eventCalendar');
export const AGENDA_FEED_PATH = href('agendaFeed');

/** webcal://… for "subscribe" links: calendar apps open it and keep the feed updated. */
export function webcalUrl(absoluteHttpUrl: string): string {
  return absoluteHttpUrl.replace(/^https?:\/\//, 'webcal://');
}
