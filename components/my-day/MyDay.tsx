'use client';

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { conferences } from '@/lib/api/browser-calls';
import { myDay } from '@/lib/api/my-day-browser';
import type { CalendarFeedStatus, MyDayData } from '@/lib/api/schemas/my-day';
import { webcalUrl } from '@/lib/calendar/paths';
import { clockTime, dayLabel, differsFromEventZone, longDate, viewerRange, viewerTimeZone, zoneName } from '@/lib/i18n/format';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { starsStore } from '@/lib/my-day/stars';
import { buildTimeline, nowAndNext, WALK_MINUTES, type TimelineItem } from '@/lib/my-day/timeline';
import { href } from '@/lib/routing/routes';
import { isRepeatClick } from '@/lib/ui/repeat-click';
import { useBrowserValue } from '@/components/auth/use-browser-value';
import { Notice } from '@/components/ui/Notice';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import styles from './MyDay.module.css';

/** The clock for "now" and "next", to the minute (the same value within a minute: no re-render storm). */
const currentMinute = () => Math.floor(Date.now() / 60_000) * 60_000;
function everyMinute(onChange: () => void) {
  const timer = setInterval(onChange, 15_000);
  return () => clearInterval(timer);
}

type Message = { tone: 'error' | 'success' | 'info'; text: string } | null;

/**
 * "My day": one timeline per event day — registered sessions, starred sessions,
 * accepted networking meetings — with rooms and venue, the walking gap before each item,
 * clashes marked with a way out (unregister, remove the star, move the meeting), times in the
 * event's zone with the viewer's beside them where they differ, "now" and "next" on an event
 * day, and the private calendar feed (create, renew, revoke).
 */
export function MyDay({
  locale,
  timeZone,
  eventName,
  initial,
  feedBase,
  networkingHref,
}: {
  locale: Locale;
  timeZone: string;
  eventName: string;
  /** null: the API could not be read (docs/product.md#errors message and a retry) */
  initial: { data: MyDayData; feed: CalendarFeedStatus } | null;
  /** absolute https URL of the feed without its secret, ending in "/" */
  feedBase: string;
  networkingHref: string | null;
}) {
  const t = useTranslations('myDay');
  const tErrors = useTranslations('ApiErrors');
  const iso = LOCALE_META[locale].iso;
  const [data, setData] = useState<MyDayData | null>(initial?.data ?? null);
  const [feed, setFeed] = useState<CalendarFeedStatus | null>(initial?.feed ?? null);
  const [secret, setSecret] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(initial ? null : { tone: 'error', text: tErrors('loadingError') });
  const [feedMessage, setFeedMessage] = useState<Message>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  const days = useMemo(() => (data ? buildTimeline(data, timeZone) : []), [data, timeZone]);
  const titles = useMemo(() => new Map(days.flatMap((d) => d.items.map((i) => [i.key, i.title] as const))), [days]);

  // The viewer's own zone and the clock are the browser's: the server renders without them.
  const viewerZone = useBrowserValue(() => viewerTimeZone(), null);
  const nowMs = useSyncExternalStore(everyMinute, currentMinute, () => null);
  const current = nowMs === null ? null : nowAndNext(days, nowMs, timeZone);

  const say = (m: Message) => {
    setMessage(m);
    requestAnimationFrame(() => messageRef.current?.focus());
  };

  const reload = useCallback(async () => {
    setData(await myDay.getMyDay());
  }, []);

  // Stars made before signing in, not yet in the account the server read: merged here at once
  // (the same merge the session provider starts) and the day read again.
  useEffect(() => {
    starsStore()
      .mergeIfPending()
      .then((merged) => (merged ? reload() : undefined))
      .catch(() => setMessage({ tone: 'error', text: tErrors('loadingError') }));
  }, [reload, tErrors]);

  const retry = async () => {
    setBusy('retry');
    try {
      const [d, f] = await Promise.all([myDay.getMyDay(), myDay.getCalendarFeed()]);
      setData(d);
      setFeed(f);
      setMessage(null);
    } catch {
      say({ tone: 'error', text: tErrors('loadingError') });
    } finally {
      setBusy(null);
    }
  };

  const unregister = async (item: TimelineItem, click: { detail: number }) => {
    if (isRepeatClick(click)) return;
    const s = item.session!;
    setBusy(item.key);
    try {
      await conferences.unregisterFromConference(s.id, s.roomId);
      await reload();
      say({ tone: 'success', text: t('unregistered', { title: s.title }) });
    } catch {
      say({ tone: 'error', text: t('unregisterFailed') });
    } finally {
      setBusy(null);
    }
  };

  const unstar = async (item: TimelineItem, click: { detail: number }) => {
    if (isRepeatClick(click)) return;
    const s = item.session!;
    setBusy(item.key);
    try {
      await myDay.setFavorite(s.id, false);
      await reload();
      say({ tone: 'success', text: t('unstarred', { title: s.title }) });
    } catch {
      say({ tone: 'error', text: t('unstarFailed') });
    } finally {
      setBusy(null);
    }
  };

  const renew = async () => {
    setBusy('feed');
    try {
      const created = await myDay.renewCalendarFeed();
      setSecret(created.secret);
      setFeed({ active: true, createdAt: created.createdAt });
      setFeedMessage({ tone: 'success', text: t('feedCreated') });
    } catch {
      setFeedMessage({ tone: 'error', text: t('feedFailed') });
    } finally {
      setBusy(null);
    }
  };

  const revoke = async () => {
    setBusy('feed');
    try {
      await myDay.revokeCalendarFeed();
      setSecret(null);
      setFeed({ active: false, createdAt: null });
      setFeedMessage({ tone: 'success', text: t('feedRevoked') });
    } catch {
      setFeedMessage({ tone: 'error', text: t('feedFailed') });
    } finally {
      setBusy(null);
    }
  };

  const zoneShort = (at: string) => zoneName(at, iso, 'short', timeZone);
  const localRange = (item: TimelineItem) =>
    viewerZone && differsFromEventZone(viewerZone, item.start, timeZone)
      ? t('yourTime', { range: viewerRange(item.start, item.end, iso, viewerZone, timeZone), zone: zoneName(item.start, iso, 'short', viewerZone) })
      : null;

  const feedUrl = secret ? `${feedBase}${secret}` : null;

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead', { event: eventName })} />
      <Notice live tone={message?.tone ?? 'info'} ref={messageRef}>
        {message ? message.text : null}
      </Notice>
      {!data ? (
        <p>
          <button type="button" className="button" onClick={retry} disabled={busy !== null}>
            {t('retry')}
          </button>
        </p>
      ) : null}

      {current ? (
        <section className={styles.now} aria-labelledby="my-day-now">
          <h2 id="my-day-now">{t('nowTitle')}</h2>
          <dl className={styles.nowList}>
            <dt>{t('now')}</dt>
            <dd>{current.now.length > 0 ? current.now.map((i) => `${i.title} (${[i.room, i.venue].filter(Boolean).join(' · ')})`).join(' · ') : t('nothingNow')}</dd>
            <dt>{t('next')}</dt>
            <dd>
              {current.next ? `${clockTime(current.next.start, iso, timeZone)} ${current.next.title} (${[current.next.room, current.next.venue].filter(Boolean).join(' · ')})` : t('nothingNext')}
            </dd>
          </dl>
        </section>
      ) : null}

      {data && days.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <p>
            <Link href={href('agenda')} className="button">
              {t('toAgenda')}
            </Link>
          </p>
        </div>
      ) : null}

      {days.map((day) => (
        <section key={day.date} className={styles.day} aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`}>{dayLabel(day.date, iso)}</h2>
          {day.clashes > 0 ? <Notice tone="warning">{t('clashCount', { count: day.clashes })}</Notice> : null}
          <ol className={styles.timeline}>
            {day.items.map((item) => {
              const local = localRange(item);
              const clash = item.clashesWith.length > 0;
              return (
                <li key={item.key} className={styles.entry} data-kind={item.kind} data-clash={clash || undefined}>
                  {item.gapBefore ? (
                    <p className={item.gapBefore.tight ? styles.gapTight : styles.gap}>
                      {t(`gap.${item.gapBefore.move}`, { minutes: item.gapBefore.minutes })}
                      {item.gapBefore.tight && item.gapBefore.move !== 'none' ? ` ${t('gapTight', { minutes: WALK_MINUTES[item.gapBefore.move] })}` : null}
                    </p>
                  ) : null}
                  <article className={styles.item} aria-labelledby={`${item.key}-title`}>
                    <p className={styles.time}>
                      <time dateTime={item.start}>{clockTime(item.start, iso, timeZone)}</time>–<time dateTime={item.end}>{clockTime(item.end, iso, timeZone)}</time>{' '}
                      <small>{zoneShort(item.start)}</small>
                      {local ? <small className={styles.local}>{local}</small> : null}
                    </p>
                    <h3 id={`${item.key}-title`} className={styles.title}>
                      {item.session ? <Link href={href('session', { slug: item.session.slug })}>{item.title}</Link> : item.title}
                    </h3>
                    <p className={styles.badges}>
                      {item.session?.registered ? <span className={styles.badge}>{t('registered')}</span> : null}
                      {item.session?.starred ? <span className={styles.badge}>{t('starred')}</span> : null}
                      {item.meeting ? <span className={styles.badge}>{t('meetingWith', { name: item.meeting.with })}</span> : null}
                    </p>
                    {item.room || item.venue ? (
                      <p className={styles.where}>
                        <span className="visually-hidden">{`${t('where')}: `}</span>
                        {[item.room, item.venue].filter(Boolean).join(' · ')}
                      </p>
                    ) : null}
                    {clash ? (
                      <div className={styles.clash}>
                        <p>
                          <strong>{t('clash')}</strong> {t('clashWith', { titles: item.clashesWith.map((k) => titles.get(k) ?? '').join(', ') })}
                        </p>
                        <p className={styles.actions}>
                          {item.session?.registered ? (
                            <button type="button" className="button button-secondary" disabled={busy !== null} onClick={(click) => unregister(item, click)}>
                              {t('unregister', { title: item.title })}
                            </button>
                          ) : null}
                          {item.session && !item.session.registered ? (
                            <button type="button" className="button button-secondary" disabled={busy !== null} onClick={(click) => unstar(item, click)}>
                              {t('unstar', { title: item.title })}
                            </button>
                          ) : null}
                          {item.meeting && networkingHref ? (
                            <Link href={networkingHref} className="button button-secondary">
                              {t('moveMeeting', { title: item.title })}
                            </Link>
                          ) : null}
                        </p>
                      </div>
                    ) : null}
                  </article>
                </li>
              );
            })}
          </ol>
        </section>
      ))}

      <section className={styles.feed} aria-labelledby="my-day-feed">
        <h2 id="my-day-feed">{t('feedTitle')}</h2>
        <p>{t('feedLead')}</p>
        <Notice live tone={feedMessage?.tone ?? 'info'}>
          {feedMessage ? feedMessage.text : null}
        </Notice>
        {feed?.active && !feedUrl ? <p>{t('feedActive', { date: feed.createdAt ? longDate(feed.createdAt, iso, timeZone) : '' })}</p> : null}
        {feed && !feed.active ? <p>{t('feedNone')}</p> : null}
        {feedUrl ? (
          <div className={styles.feedUrl}>
            <label htmlFor="my-day-feed-url">{t('feedUrl')}</label>
            <input id="my-day-feed-url" type="text" readOnly value={feedUrl} onFocus={(e) => e.currentTarget.select()} />
            <p>
              <a href={webcalUrl(feedUrl)} className="button">
                {t('feedSubscribe')}
              </a>
            </p>
          </div>
        ) : null}
        <p className={styles.actions}>
          <button type="button" className="button" onClick={renew} disabled={busy !== null || feed === null}>
            {feed?.active ? t('feedRenew') : t('feedCreate')}
          </button>
          {feed?.active ? (
            <button type="button" className="button button-secondary" onClick={revoke} disabled={busy !== null}>
              {t('feedRevoke')}
            </button>
          ) : null}
        </p>
      </section>
    </Page>
  );
}
