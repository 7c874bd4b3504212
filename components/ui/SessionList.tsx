import { getFormatter, getTimeZone, getTranslations } from 'next-intl/server';
import { byStart } from '@/lib/calendar/session-time';
import type { ListedSession, Venue } from '@/lib/api/schemas';
import { zoneName } from '@/lib/i18n/format';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { EmptyState } from './EmptyState';
import { Notice } from './Notice';
import { Row, RowList } from './RowList';

/**
 * The sessions of a speaker or a sponsor in time order, each linking to /agenda/{slug}: day, time
 * (in the event's zone, named once) and the venue when there are several. A server component.
 */
export async function SessionList({
  sessions,
  venues,
  locale,
  namespace,
}: {
  sessions: ListedSession[];
  venues: Venue[];
  locale: Locale;
  /** message namespace with noSessions and timeZone */
  namespace: 'SpeakerDetail' | 'SponsorDetail';
}) {
  const t = await getTranslations(namespace);
  const format = await getFormatter();
  const timeZone = await getTimeZone();
  if (sessions.length === 0) return <EmptyState size="sm">{t('noSessions')}</EmptyState>;
  const venueName = (id: number) => (venues.length > 1 ? venues.find((v) => v.id === id)?.name : undefined);
  const sorted = byStart(sessions);

  return (
    <>
      <Notice tone="quiet">{t('timeZone', { zone: zoneName(sorted[0]!.startsAt, LOCALE_META[locale].iso, 'longGeneric', timeZone) })}</Notice>
      <RowList>
        {sorted.map((session) => {
          const start = new Date(session.startsAt);
          const venue = venueName(session.venueId);
          return (
            <Row key={session.id} accentColor={null}>
              <h3>
                <Link href={href('session', { slug: session.slug })}>{session.title}</Link>
              </h3>
              <p>
                <time dateTime={session.startsAt}>
                  {format.dateTime(start, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
                </time>
                {', '}
                {format.dateTimeRange(start, new Date(session.endsAt), { hour: '2-digit', minute: '2-digit' })}
                {venue ? ` · ${venue}` : null}
              </p>
            </Row>
          );
        })}
      </RowList>
    </>
  );
}
