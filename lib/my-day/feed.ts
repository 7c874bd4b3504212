import type { MyDayData } from '@/lib/api/schemas/my-day';
import { buildCalendar, type CalendarEvent } from '@/lib/calendar/ics';
import { buildTimeline, type TimelineItem } from './timeline';

/**
 * The private calendar feed of "my day": the same timeline as the page, one VEVENT per
 * item, a clash said in the description. Pure: the route handler passes the translated texts.
 */

export interface MyDayFeedTexts {
  calendarName: string;
  calendarDescription: string;
  registered: string;
  starred: string;
  meetingWith: (name: string) => string;
  clashWith: (titles: string) => string;
}

export interface MyDayFeedOptions {
  tenantKey: string;
  timeZone: string;
  stamp: Date;
  language: string;
  refreshMinutes: number;
  /** absolute URL of a session's page */
  sessionUrl: (slug: string) => string;
  texts: MyDayFeedTexts;
}

/** Stable across renders and languages, so a calendar app updates an event instead of adding one. */
export const myDayUid = (tenantKey: string, item: Pick<TimelineItem, 'key'>) => `my-day-${item.key}.${tenantKey}@ekitaldi`;

export function myDayEvents(data: MyDayData, options: Omit<MyDayFeedOptions, 'stamp' | 'language' | 'refreshMinutes'>): CalendarEvent[] {
  const { texts } = options;
  const days = buildTimeline(data, options.timeZone);
  const titles = new Map(days.flatMap((d) => d.items.map((i) => [i.key, i.title] as const)));
  return days.flatMap((day) =>
    day.items.map((item): CalendarEvent => {
      const notes: string[] = [];
      if (item.session?.registered) notes.push(texts.registered);
      if (item.session?.starred) notes.push(texts.starred);
      if (item.meeting) notes.push(texts.meetingWith(item.meeting.with));
      if (item.clashesWith.length > 0) notes.push(texts.clashWith(item.clashesWith.map((k) => titles.get(k) ?? '').join(', ')));
      return {
        uid: myDayUid(options.tenantKey, item),
        start: item.start,
        end: item.end,
        summary: item.meeting ? `${item.title} · ${texts.meetingWith(item.meeting.with)}` : item.title,
        description: notes.join('\n'),
        location: [item.room, item.venue].filter(Boolean).join(' · ') || undefined,
        url: item.session ? options.sessionUrl(item.session.slug) : undefined,
        // A starred session the attendee did not register for does not block their calendar.
        transparent: !!item.session && !item.session.registered,
      };
    }),
  );
}

export function myDayCalendar(data: MyDayData, options: MyDayFeedOptions): string {
  return buildCalendar(myDayEvents(data, options), {
    name: options.texts.calendarName,
    description: options.texts.calendarDescription,
    timeZone: options.timeZone,
    stamp: options.stamp,
    refreshMinutes: options.refreshMinutes,
    language: options.language,
  });
}
