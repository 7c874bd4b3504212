import { buildCalendar, calendarFilename, type CalendarEvent } from '@/lib/calendar/ics';

/**
 * The person's accepted networking meetings as an iCalendar file, written by the same builder
 * as the agenda's files (lib/calendar/ics.ts: local times with the event zone's VTIMEZONE and
 * lines folded by octets, which the `ics` package cannot do), so a meeting and a session look
 * alike in a calendar app. Built in the browser from the meetings on screen: the file holds
 * personal data, so no server URL serves it and no cache can keep it.
 */
export interface CalendarMeeting {
  id: number | string;
  /** ISO 8601 instants */
  start: string;
  end: string;
  /** "Meeting with Ane Etxeberria (Kaiku)" — already translated */
  summary: string;
  location?: string | null;
  description?: string | null;
}

/** uid('demo', 12) → 'networking-meeting-12.demo@ekitaldi': stable across downloads and languages. */
export function meetingUid(tenantKey: string, id: number | string): string {
  return `networking-meeting-${id}.${tenantKey}@ekitaldi`;
}

export function meetingsCalendar(
  meetings: CalendarMeeting[],
  options: { tenantKey: string; name: string; language: string; stamp: Date; timeZone: string },
): { body: string; filename: string } {
  const events: CalendarEvent[] = meetings
    .filter((m) => m.start && m.end)
    .map((m) => ({
      uid: meetingUid(options.tenantKey, m.id),
      start: m.start,
      end: m.end,
      summary: m.summary,
      ...(m.location ? { location: m.location } : {}),
      ...(m.description ? { description: m.description } : {}),
      categories: ['Networking'],
    }));
  const body = buildCalendar(events, { name: options.name, timeZone: options.timeZone, stamp: options.stamp, language: options.language });
  return { body, filename: calendarFilename(options.name) };
}
