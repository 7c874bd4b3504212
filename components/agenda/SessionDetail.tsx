import { useFormatter, useTranslations } from 'next-intl';
import type { Conference, Track, Venue } from '@/lib/api/schemas';
import { sessionCalendarPath } from '@/lib/calendar/paths';
import { localizePath } from '@/lib/i18n/detect';
import { Link } from '@/lib/i18n/navigation';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { LocalTime } from '@/components/conferences/LocalTime';
import { Seating } from '@/components/conferences/Seating';
import { EVENT_TIME_ZONE, clockTime, dayLabel, zoneName } from '@/components/conferences/time';
import styles from './Session.module.css';

/**
 * A session's page: when (event zone, plus the viewer's time when it differs), where, rooms
 * and seats, track, format, tags, add-to-calendar, the organiser's description (sanitised),
 * speakers and files. Registration, questions, chat, streaming and surveys come later.
 */
export function SessionDetail({
  session: s,
  venue,
  track,
  locale,
}: {
  session: Conference;
  venue: Venue | null;
  track: Track | null;
  locale: Locale;
}) {
  const t = useTranslations('Session');
  const tc = useTranslations('Conferences');
  const common = useTranslations('Common');
  const format = useFormatter();
  const iso = LOCALE_META[locale].iso;
  const from = clockTime(s.startsAt, iso, EVENT_TIME_ZONE);
  const to = clockTime(s.endsAt, iso, EVENT_TIME_ZONE);
  const isBreak = s.format === 'break';
  const size = (kb: number) =>
    kb >= 1024
      ? format.number(kb / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : format.number(kb, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });

  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link href={href('agenda')}>
          <span aria-hidden="true">← </span>
          {t('backToAgenda')}
        </Link>
      </p>
      <p className={styles.kind}>{tc(`format.${s.format}`)}</p>
      <h1 className={styles.title}>{s.title}</h1>
      {s.summary ? <p className={styles.lead}>{s.summary}</p> : null}
      {s.past ? <p className={styles.pastNote}>{t('pastNote')}</p> : null}

      <dl className={styles.facts}>
        <div>
          <dt>{t('when')}</dt>
          <dd>
            <time dateTime={s.date}>{dayLabel(s.date, iso)}</time>
            <br />
            <span className="visually-hidden">{tc('timeRange', { from, to })}</span>
            <span aria-hidden="true">
              <time dateTime={s.startsAt}>{from}</time>–<time dateTime={s.endsAt}>{to}</time>
            </span>{' '}
            <abbr title={zoneName(iso, EVENT_TIME_ZONE, s.startsAt, 'long')} className={styles.zone}>
              {zoneName(iso, EVENT_TIME_ZONE, s.startsAt, 'short')}
            </abbr>
            <LocalTime start={s.startsAt} end={s.endsAt} className={styles.local} />
          </dd>
        </div>
        {venue || s.rooms.length > 0 ? (
          <div>
            <dt>{t('where')}</dt>
            <dd>
              {[s.rooms.map((r) => r.name).join(', '), venue?.name].filter(Boolean).join(' · ')}
            </dd>
          </div>
        ) : null}
        {!isBreak && s.rooms.length > 0 ? (
          <div>
            <dt>{t('seats')}</dt>
            <dd>
              <Seating rooms={s.rooms} />
            </dd>
          </div>
        ) : null}
        {track ? (
          <div>
            <dt>{tc('track')}</dt>
            <dd>
              <Link href={href('activitiesByProduct', { product: track.slug })}>{track.name}</Link>
            </dd>
          </div>
        ) : null}
        {s.tags.length > 0 ? (
          <div>
            <dt>{tc('tags')}</dt>
            <dd>
              <ul className={styles.tags}>
                {s.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link href={`${href('agenda')}?tag=${encodeURIComponent(tag.slug)}`} className={styles.tag}>
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>

      <p className={styles.actions}>
        <a href={localizePath(locale, sessionCalendarPath(s.slug))} className="button" download>
          {t('addToCalendar')}
        </a>
      </p>

      {s.description ? (
        <section className={styles.section} aria-labelledby="session-description">
          <h2 id="session-description">{t('description')}</h2>
          <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(s.description) }} />
        </section>
      ) : null}

      {s.speakers.length > 0 ? (
        <section className={styles.section} aria-labelledby="session-speakers">
          <h2 id="session-speakers">{tc('speakers')}</h2>
          <ul className={styles.speakers}>
            {s.speakers.map((sp) => (
              <li key={sp.id} className={styles.speaker}>
                {sp.photo ? (
                  // Photos come from the organiser's API (any host, often SVG): a plain <img>;
                  // the name next to it says who it is.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={sp.photo} alt="" width={64} height={64} className={styles.avatar} loading="lazy" decoding="async" />
                ) : (
                  <span className={styles.avatar} aria-hidden="true">
                    {`${sp.name[0] ?? ''}${sp.surname[0] ?? ''}`}
                  </span>
                )}
                <div>
                  <h3 className={styles.speakerName}>
                    <Link href={href('speaker', { id: sp.id })}>{`${sp.name} ${sp.surname}`}</Link>
                  </h3>
                  {sp.position || sp.company ? (
                    <p className={styles.muted}>{[sp.position, sp.company].filter(Boolean).join(' · ')}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {s.files.length > 0 ? (
        <section className={styles.section} aria-labelledby="session-files">
          <h2 id="session-files">{t('files')}</h2>
          <ul className={styles.files}>
            {s.files.map((file) => (
              <li key={file.id}>
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                  <span className="visually-hidden"> {common('newWindow')}</span>
                </a>{' '}
                <span className={styles.muted}>
                  ({size(file.sizeKb)}){file.requiresLogin ? ` · ${t('requiresLogin')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
