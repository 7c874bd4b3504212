import { getFormatter, getTranslations } from 'next-intl/server';
import type { ConferenceSummary, Venue } from '@/lib/api/schemas';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { dayInstant, groupByDay, zoneLabel } from './session-time';
import styles from './Topics.module.css';

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
  if (sessions.length === 0) return <p className={styles.emptyInline}>{t('noSessions')}</p>;
  const days = groupByDay(sessions);
  const venueName = (id: number) => (venues.length > 1 ? venues.find((v) => v.id === id)?.name : undefined);

  return (
    <>
      <p className={styles.note}>{t('timeZone', { zone: zoneLabel(LOCALE_META[locale].iso, days[0]!.items[0]!.startsAt) })}</p>
      {days.map((day) => (
        <section key={day.date} className={styles.day} aria-labelledby={`day-${day.date}`}>
          <h3 id={`day-${day.date}`} className={styles.dayTitle}>
            <time dateTime={day.date}>
              {format.dateTime(dayInstant(day.date), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}
            </time>
          </h3>
          <ul className={styles.sessions}>
            {day.items.map((session) => {
              const place = [session.rooms.map((r) => r.name).join(', '), venueName(session.venueId)].filter(Boolean).join(' · ');
              const speakers = session.speakers.map((s) => `${s.name} ${s.surname}`);
              return (
                <li key={session.id} className={styles.session}>
                  <p className={styles.time}>
                    <time dateTime={session.startsAt}>
                      {format.dateTimeRange(new Date(session.startsAt), new Date(session.endsAt), { hour: '2-digit', minute: '2-digit' })}
                    </time>
                  </p>
                  <div>
                    <h4 className={styles.sessionTitle}>
                      <Link href={href('session', { slug: session.slug })}>{session.title}</Link>
                    </h4>
                    {place ? <p className={styles.meta}>{place}</p> : null}
                    {speakers.length > 0 ? (
                      <p className={styles.meta}>{t('withSpeakers', { names: format.list(speakers) })}</p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
