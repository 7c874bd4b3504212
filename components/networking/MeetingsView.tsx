'use client';

import { useEffect, useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useEventTimeZone } from '@/lib/i18n/use-event-time-zone';
import { networking } from '@/lib/api/browser-calls';
import type { NetworkingRequest } from '@/lib/api/schemas/networking';
import { dayOf, timeRange } from '@/lib/i18n/format';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { meetingsCalendar } from '@/lib/networking/calendar';
import { otherParty } from '@/lib/networking/requests';
import { ListState } from './ListState';
import { useNetworking } from './networking-context';
import { PersonAvatar } from './PersonAvatar';
import { useNetworkingLoad } from './use-networking-load';
import styles from './Networking.module.css';

const readMeetings = () => networking.getNetworkingEvents();

/**
 * The person's accepted meetings (GET /networking/events → meetings), by start, and the same
 * list as an .ics file for their calendar app (docs/product.md#routes "add to calendar"). Live: an answer or a
 * cancellation elsewhere reads the list again.
 */
export function MeetingsView() {
  const t = useTranslations('networking');
  const locale = useLocale() as Locale;
  const iso = LOCALE_META[locale].iso;
  const timeZone = useEventTimeZone();
  const { onLive, tenantKey, conference } = useNetworking();
  const { data, failure, retry } = useNetworkingLoad(readMeetings);
  const meetings: NetworkingRequest[] | null = data?.meetings ?? null;
  const failed = failure !== null;
  const id = useId();

  useEffect(() => onLive((event) => (event.type === 'request' || event.type === 'removed' ? retry() : undefined)), [onLive, retry]);

  const download = () => {
    if (!meetings) return;
    const name = conference ? `${t('meetings.calendarName')} · ${conference.name}` : t('meetings.calendarName');
    const file = meetingsCalendar(
      meetings.map((m) => {
        const other = otherParty(m);
        return {
          id: m.id,
          start: m.startsAt ?? '',
          end: m.endsAt ?? '',
          summary: t('meetings.summary', { name: `${other.name} ${other.surname}`, subject: m.name }),
          location: m.room?.name ?? null,
          description: m.comment,
        };
      }),
      { tenantKey, name, language: iso, stamp: new Date(), timeZone },
    );
    const url = URL.createObjectURL(new Blob([file.body], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.filename;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const timed = meetings?.filter((m) => m.startsAt && m.endsAt) ?? [];
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('meetings.title')}
      </h2>
      <ListState failed={failed} loading={!meetings && !failed} onRetry={retry} />
      {meetings && meetings.length === 0 ? <p className={styles.empty}>{t('meetings.none')}</p> : null}
      {meetings && meetings.length > 0 ? (
        <>
          <p className={styles.cardActions}>
            <button type="button" className="button" onClick={download} disabled={timed.length === 0}>
              {t('meetings.download')}
            </button>
          </p>
          <ul className={styles.requests}>
            {meetings.map((m) => {
              const other = otherParty(m);
              return (
                <li key={m.id} className={styles.request}>
                  <div className={styles.cardHead}>
                    <PersonAvatar person={other} size="small" />
                    <div>
                      <h3 className={styles.cardTitle}>{m.name}</h3>
                      <p className={styles.muted}>
                        {t('meetings.with', { name: `${other.name} ${other.surname}` })}
                        {other.company ? ` · ${other.company}` : ''}
                      </p>
                    </div>
                  </div>
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t('inbox.when')}</dt>
                      <dd>{m.startsAt && m.endsAt ? `${dayOf(m.startsAt, iso, timeZone)}, ${timeRange(m.startsAt, m.endsAt, iso, timeZone)}` : t('inbox.noTime')}</dd>
                    </div>
                    <div>
                      <dt>{t('inbox.room')}</dt>
                      <dd>{m.room?.name ?? t('inbox.noRoom')}</dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
