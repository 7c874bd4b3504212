'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useEventTimeZone } from '@/lib/i18n/use-event-time-zone';
import { useSubmitOnce } from '@/components/forms/use-api-form';
import { networking } from '@/lib/api/browser-calls';
import type { NetworkingEvent } from '@/lib/api/schemas/networking';
import { dayOf, timeRange } from '@/lib/i18n/format';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { networkingFailureOf } from '@/lib/networking/failures';
import { isRepeatClick } from '@/lib/ui/repeat-click';
import { ListState } from './ListState';
import { useNetworking } from './networking-context';
import { useNetworkingLoad } from './use-networking-load';
import styles from './Networking.module.css';

const readEvents = () => networking.getNetworkingEvents();

/**
 * Networking events of a conference (networkingType 2; docs/product.md#entities, docs/product.md#calls GET /networking/events,
 * POST /events/{id}/register|unregister): when, where, places left, and the person's
 * registration with its state (an organiser validates it). Live: an organiser's decision shows
 * without a reload.
 */
export function EventsView() {
  const t = useTranslations('networking');
  const locale = useLocale() as Locale;
  const iso = LOCALE_META[locale].iso;
  const { onLive } = useNetworking();
  const { data, setData, failure, retry } = useNetworkingLoad(readEvents);
  const events = data?.events ?? null;
  const failed = failure !== null;
  const id = useId();

  useEffect(() => onLive((event) => (event.type === 'registration' ? retry() : undefined)), [onLive, retry]);

  const replace = (event: NetworkingEvent) => setData((answer) => answer && { ...answer, events: answer.events.map((e) => (e.id === event.id ? event : e)) });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('events.title')}
      </h2>
      <p>{t('events.intro')}</p>
      <ListState failed={failed} loading={!events && !failed} onRetry={retry} />
      {events && events.length === 0 ? <p className={styles.empty}>{t('events.none')}</p> : null}
      {events && events.length > 0 ? (
        <ul className={styles.requests}>
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} iso={iso} onChanged={replace} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function EventCard({ event, iso, onChanged }: { event: NetworkingEvent; iso: string; onChanged: (event: NetworkingEvent) => void }) {
  const timeZone = useEventTimeZone();
  const t = useTranslations('networking');
  const tErrors = useTranslations('ApiErrors');
  const { run, pending } = useSubmitOnce();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  const left = Math.max(0, event.capacity - event.registered);
  const registration = event.registration;
  const canRegister = !registration && left > 0;
  const canUnregister = registration !== null && (registration.status === 'pending' || registration.status === 'validated');

  const act = (kind: 'register' | 'unregister', click: { detail: number }) =>
    !isRepeatClick(click) &&
    void run(async () => {
      try {
        const saved = kind === 'register' ? await networking.registerNetworkingEvent(event.id) : await networking.unregisterNetworkingEvent(event.id);
        onChanged(saved);
        setMessage({ tone: 'success', text: kind === 'register' ? t('events.registered') : t('events.unregistered') });
      } catch (error) {
        const failure = networkingFailureOf(error, 'event');
        const text =
          failure.key === 'networking.event_full' ? t('events.full') : failure.key === 'networking.already_registered' ? t('events.already') : tErrors(failure.message);
        setMessage({ tone: 'error', text });
      }
      requestAnimationFrame(() => box.current?.focus());
    });

  return (
    <article className={styles.request} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        {event.name}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('inbox.when')}</dt>
          <dd>{`${dayOf(event.startsAt, iso, timeZone)}, ${timeRange(event.startsAt, event.endsAt, iso, timeZone)}`}</dd>
        </div>
        <div>
          <dt>{t('inbox.room')}</dt>
          <dd>{event.room?.name ?? t('inbox.noRoom')}</dd>
        </div>
        {event.host ? (
          <div>
            <dt>{t('events.host')}</dt>
            <dd>
              {event.host.name} {event.host.surname}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('events.places')}</dt>
          <dd>{t('events.placesLeft', { left, capacity: event.capacity })}</dd>
        </div>
        {registration ? (
          <div>
            <dt>{t('events.yourRegistration')}</dt>
            <dd>
              {t(`registrationStates.${registration.status}`)}
              {registration.reason ? <> · {t('events.reasonGiven', { reason: registration.reason })}</> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {event.comments ? <p>{event.comments}</p> : null}
      <div ref={box} tabIndex={-1} role={message?.tone === 'error' ? 'alert' : 'status'} className={message ? (message.tone === 'error' ? styles.errorBox : styles.successBox) : undefined}>
        {message ? <p>{message.text}</p> : null}
      </div>
      <div className={styles.cardActions}>
        {canRegister ? (
          <button type="button" className="button" onClick={(click) => act('register', click)} aria-disabled={pending || undefined} aria-describedby={`${id}-title`}>
            {t('events.register')}
          </button>
        ) : null}
        {!registration && left === 0 ? <p className={styles.muted}>{t('events.full')}</p> : null}
        {canUnregister ? (
          <button type="button" className="button button-secondary" onClick={(click) => act('unregister', click)} aria-disabled={pending || undefined} aria-describedby={`${id}-title`}>
            {t('events.unregister')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
