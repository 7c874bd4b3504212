import { getFormatter, getTimeZone, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/EmptyState';
import { Group } from '@/components/ui/GroupHeading';
import { Notice } from '@/components/ui/Notice';
import { Row, RowList } from '@/components/ui/RowList';
import type { ConferenceSummary, Venue } from '@/lib/api/schemas';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { zoneName } from '@/lib/i18n/format';
import { dayInstant, groupByDay } from '@/lib/calendar/session-time';

/**
 * An axis's sessions by day (a heading per day, h3 under the page's h2), each with its time in
 * the event's zone (named once), title linking to the session, room, venue (when several) and
 * speakers.
 */
export async function TopicSessions({
  sessions,
  venues,
  locale,
}: {
  sessions: ConferenceSummary[];
  venues: Venue[];
  locale: Locale;
}) {
  const t = await getTranslations('Topics');
  const format = await getFormatter();
  const timeZone = await getTimeZone();
  if (sessions.length === 0) return <EmptyState size="sm">{t('noSessions')}</EmptyState>;
  const days = groupByDay(sessions);
  const venueName = (id: number) => (venues.length > 1 ? venues.find((v) => v.id === id)?.name : undefined);

  return (
    <>
      <Notice tone="quiet">{t('timeZone', { zone: zoneName(days[0]!.items[0]!.startsAt, LOCALE_META[locale].iso, 'longGeneric', timeZone) })}</Notice>
      {days.map((day) => (
        <Group
          key={day.date}
          id={`day-${day.date}`}
          level={3}
          title={
            <time dateTime={day.date}>
              {format.dateTime(dayInstant(day.date), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}
            </time>
          }
        >
          <RowList>
            {day.items.map((session) => {
              const place = [session.rooms.map((r) => r.name).join(', '), venueName(session.venueId)].filter(Boolean).join(' · ');
              const speakers = session.speakers.map((s) => `${s.name} ${s.surname}`);
              return (
                <Row
                  key={session.id}
                  aside={
                    <p>
                      <time dateTime={session.startsAt}>
                        {format.dateTimeRange(new Date(session.startsAt), new Date(session.endsAt), { hour: '2-digit', minute: '2-digit' })}
                      </time>
                    </p>
                  }
                >
                  <h4>
                    <Link href={href('session', { slug: session.slug })}>{session.title}</Link>
                  </h4>
                  {place ? <p>{place}</p> : null}
                  {speakers.length > 0 ? <p>{t('withSpeakers', { names: format.list(speakers) })}</p> : null}
                </Row>
              );
            })}
          </RowList>
        </Group>
      ))}
    </>
  );
}
