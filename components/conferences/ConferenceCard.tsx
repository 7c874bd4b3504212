import { useLocale, useTranslations } from 'next-intl';
import { useEventTimeZone } from '@/lib/i18n/use-event-time-zone';
import { Card, CardTitle } from '@/components/ui/Card';
import { ChipList } from '@/components/ui/ChipList';
import type { ConferenceSummary } from '@/lib/api/schemas';
import { Link } from '@/lib/i18n/navigation';
import { LOCALE_META } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import { LocalTime } from './LocalTime';
import { Seating } from './Seating';
import { REGISTRATION_ANCHOR } from '@/components/participation/registration-anchor';
import { clockTime, dayLabel, zoneName } from '@/lib/i18n/format';
import styles from './Conferences.module.css';

/**
 * One activity as a card: title (the link to its page), date and time in the event's zone
 * (plus the viewer's own time when it differs), venue and rooms with seats taken, speakers
 * and tags. `compact` (home blocks) leaves out seats and tags.
 */
export function ConferenceCard({
  conference: c,
  venueName,
  headingLevel = 3,
  showDate = true,
  compact = false,
}: {
  conference: ConferenceSummary;
  /** shown when the tenant has more than one venue */
  venueName?: string | null;
  headingLevel?: 2 | 3;
  showDate?: boolean;
  compact?: boolean;
}) {
  const t = useTranslations('Conferences');
  const tr = useTranslations('Registration');
  const iso = LOCALE_META[useLocale()].iso;
  const rooms = c.rooms.map((r) => r.name).join(', ');
  const timeZone = useEventTimeZone();
  const from = clockTime(c.startsAt, iso, timeZone);
  const to = clockTime(c.endsAt, iso, timeZone);

  return (
    <Card>
      <CardTitle level={headingLevel}>
        <Link href={href('session', { slug: c.slug })}>{c.title}</Link>
      </CardTitle>
      <p className={styles.when}>
        {showDate ? (
          <>
            <time dateTime={c.date}>{dayLabel(c.date, iso)}</time>
            <br />
          </>
        ) : null}
        <span className="visually-hidden">{t('timeRange', { from, to })}</span>
        <span aria-hidden="true">
          <time dateTime={c.startsAt}>{from}</time>–<time dateTime={c.endsAt}>{to}</time>
        </span>{' '}
        <abbr title={zoneName(c.startsAt, iso, 'long', timeZone)} className={styles.zone}>
          {zoneName(c.startsAt, iso, 'short', timeZone)}
        </abbr>
        <LocalTime start={c.startsAt} end={c.endsAt} className={styles.localTime} />
      </p>
      {venueName || rooms ? (
        <p className={styles.where}>
          <span className="visually-hidden">{t('where')}: </span>
          {[rooms, venueName].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      {!compact && c.rooms.length > 0 ? <Seating rooms={c.rooms} /> : null}
      {/* The card is cached for everyone: it leads to the session page's registration block, which
          reads this visitor's state after load (components/participation/Registration). */}
      {!compact && c.registrationRequired && !c.past && c.format !== 'break' ? (
        <p className={styles.register}>
          <Link href={`${href('session', { slug: c.slug })}#${REGISTRATION_ANCHOR}`} className="button button-secondary">
            {tr('title')}
            <span className="visually-hidden">: {c.title}</span>
          </Link>
        </p>
      ) : null}
      {c.speakers.length > 0 ? (
        <div className={styles.speakers}>
          <span className={styles.label}>{t('speakers')}:</span>{' '}
          <ul className={styles.inlineList}>
            {c.speakers.map((s) => (
              <li key={s.id}>
                <Link href={href('speaker', { id: s.id })}>{`${s.name} ${s.surname}`}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {!compact && c.tags.length > 0 ? (
        <div className={styles.tagsRow}>
          <span className="visually-hidden">{t('tags')}: </span>
          <ChipList variant="static">
            {c.tags.map((tag) => (
              <li key={tag.id}>{tag.name}</li>
            ))}
          </ChipList>
        </div>
      ) : null}
    </Card>
  );
}
