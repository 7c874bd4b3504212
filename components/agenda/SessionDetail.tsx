import { useFormatter, useTranslations } from 'next-intl';
import { useEventTimeZone } from '@/lib/i18n/use-event-time-zone';
import type { Conference, Track, Venue } from '@/lib/api/schemas';
import { sessionCalendarPath } from '@/lib/calendar/paths';
import { localizePath } from '@/lib/i18n/detect';
import { Link } from '@/lib/i18n/navigation';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/routes';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { LocalTime } from '@/components/conferences/LocalTime';
import { LiveSeating } from './LiveSeating';
import { GatedFileAction } from '@/components/session-media/GatedFileAction';
import { SessionStream } from '@/components/session-media/SessionStream';
import { SessionSurvey } from '@/components/session-media/SessionSurvey';
import { LiveSession } from '@/components/live/LiveSession';
import { fileKind } from '@/lib/participation/media';
import { Registration } from '@/components/participation/Registration';
import { StarToggle } from '@/components/stars/StarToggle';
import { clockTime, dayLabel, zoneName } from '@/lib/i18n/format';
import { ChipList, TagChip } from '@/components/ui/ChipList';
import { Fact, Facts } from '@/components/ui/Facts';
import { Notice } from '@/components/ui/Notice';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import styles from './Session.module.css';

/**
 * A session's page: when (event zone, plus the viewer's time when it differs), where, rooms
 * and seats, track, format, tags, add-to-calendar, the organiser's description (sanitised),
 * speakers, files (gated ones through a client leaf), the stream's facade and the survey (client
 * leaves that read the visitor's registration state after load). Questions and chat come later.
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
  const timeZone = useEventTimeZone();
  const from = clockTime(s.startsAt, iso, timeZone);
  const to = clockTime(s.endsAt, iso, timeZone);
  const isBreak = s.format === 'break';
  const size = (kb: number) =>
    kb >= 1024
      ? format.number(kb / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : format.number(kb, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });

  return (
    <Page as="article" width="text">
      <PageHeader
        back={{ href: href('agenda'), label: t('backToAgenda') }}
        eyebrow={tc(`format.${s.format}`)}
        title={s.title}
        lead={s.summary || undefined}
      >
        {s.past ? <Notice tone="warning">{t('pastNote')}</Notice> : null}
      </PageHeader>

      <Facts>
        <Fact term={t('when')}>
          <time dateTime={s.date}>{dayLabel(s.date, iso)}</time>
          <br />
          <span className="visually-hidden">{tc('timeRange', { from, to })}</span>
          <span aria-hidden="true">
            <time dateTime={s.startsAt}>{from}</time>–<time dateTime={s.endsAt}>{to}</time>
          </span>{' '}
          <abbr title={zoneName(s.startsAt, iso, 'long', timeZone)} className={styles.zone}>
            {zoneName(s.startsAt, iso, 'short', timeZone)}
          </abbr>
          <LocalTime start={s.startsAt} end={s.endsAt} className={styles.local} />
        </Fact>
        {venue || s.rooms.length > 0 ? (
          <Fact term={t('where')}>{[s.rooms.map((r) => r.name).join(', '), venue?.name].filter(Boolean).join(' · ')}</Fact>
        ) : null}
        {!isBreak && s.rooms.length > 0 ? (
          <Fact term={t('seats')}>
            <LiveSeating conferenceId={s.id} rooms={s.rooms} />
          </Fact>
        ) : null}
        {track ? (
          <Fact term={tc('track')}>
            <Link href={href('activitiesByProduct', { product: track.slug })}>{track.name}</Link>
          </Fact>
        ) : null}
        {s.tags.length > 0 ? (
          <Fact term={tc('tags')}>
            <ChipList>
              {s.tags.map((tag) => (
                <li key={tag.id}>
                  <TagChip href={`${href('agenda')}?tag=${encodeURIComponent(tag.slug)}`}>{tag.name}</TagChip>
                </li>
              ))}
            </ChipList>
          </Fact>
        ) : null}
      </Facts>

      <p className={styles.actions}>
        <a href={localizePath(locale, sessionCalendarPath(s.slug))} className="button" download>
          {t('addToCalendar')}
        </a>
        {isBreak ? null : <StarToggle conferenceId={s.id} title={s.title} className={styles.star} />}
      </p>
      {s.registrationRequired && !s.past && !isBreak ? <Registration conferenceId={s.id} rooms={s.rooms.map(({ id, name }) => ({ id, name }))} pagePath={localizePath(locale, href('session', { slug: s.slug }))} /> : null}

      {s.description ? (
        <Section id="session-description" title={t('description')}>
          <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(s.description) }} />
        </Section>
      ) : null}

      {s.speakers.length > 0 ? (
        <Section id="session-speakers" title={tc('speakers')}>
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
        </Section>
      ) : null}

      {s.files.length > 0 ? (
        <Section id="session-files" title={t('files')}>
          <ul className={styles.files}>
            {s.files.map((file) => (
              <li key={file.id}>
                {/* A gated file has no public address: it is never linked from cached HTML. What the
                    visitor may do with it (sign in, register, download) is decided after load. */}
                {file.url && file.gate === 'public' ? (
                  <a href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.name}
                    <span className="visually-hidden"> {common('newWindow')}</span>
                  </a>
                ) : (
                  <span className={styles.fileName}>{file.name}</span>
                )}{' '}
                <span className={styles.muted}>
                  ({fileKind(file.type)}, {size(file.sizeKb)})
                </span>
                {file.gate !== 'public' ? (
                  <>
                    {' '}
                    <GatedFileAction conferenceId={s.id} file={{ id: file.id, name: file.name, type: file.type, gate: file.gate }} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {s.streaming && !isBreak ? (
        <Section id="session-stream" title={t('stream')}>
          {/* Poster and gate only: a gated stream's player URL comes after load from the visitor's state. */}
          <SessionStream
            conferenceId={s.id}
            title={s.title}
            streaming={{ provider: s.streaming.provider, gate: s.streaming.gate, poster: s.streaming.poster, url: s.streaming.gate === 'public' ? s.streaming.url : undefined }}
            startsAt={s.startsAt}
            endsAt={s.endsAt}
          />
        </Section>
      ) : null}

      {!isBreak ? <SessionSurvey conferenceId={s.id} /> : null}
      {/* Questions and chat: a lazy client leaf (its own chunk, the socket opens only when it mounts). */}
      {!isBreak && !s.past && (s.questionsEnabled || s.streaming) ? <LiveSession conferenceId={s.id} pagePath={localizePath(locale, href('session', { slug: s.slug }))} /> : null}
    </Page>
  );
}
