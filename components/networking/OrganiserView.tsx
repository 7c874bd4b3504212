'use client';

import { useId, useRef, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEventTimeZone } from '@/lib/i18n/use-event-time-zone';
import { useSubmitOnce } from '@/components/forms/use-api-form';
import { networking } from '@/lib/api/browser-calls';
import type { EventRegistrations, NetworkingRegistration, RegistrationAction } from '@/lib/api/schemas/networking';
import { NETWORKING_REASON_MAX, REGISTRATION_TRANSITIONS } from '@/lib/api/schemas/networking';
import { ConfirmWithReason } from '@/components/ui/ConfirmWithReason';
import { dayOf, timeRange } from '@/lib/i18n/format';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { networkingFailureOf } from '@/lib/networking/failures';
import { ListState } from './ListState';
import { PersonAvatar } from './PersonAvatar';
import { useNetworkingLoad } from './use-networking-load';
import styles from './Networking.module.css';

const readRegistrations = () => networking.getEventRegistrations();

/**
 * The organisers' screen (docs/product.md#states, docs/product.md#roles; GET /networking/events/registrations, POST
 * /events/{eventId}/registration/{registrationId}/validate|reject|cancel): every networking event
 * with its registrations and their state; a pending one is validated or rejected, a pending or
 * validated one cancelled. The API checks the role: anyone else gets 403 and this screen says
 * it is for organisers only.
 */
export function OrganiserView() {
  const t = useTranslations('networking');
  const locale = useLocale() as Locale;
  const iso = LOCALE_META[locale].iso;
  const timeZone = useEventTimeZone();
  const { data, setData, failure, retry } = useNetworkingLoad<EventRegistrations>(readRegistrations);
  // The API checks the role: a 403 says this screen is for organisers, anything else can be retried.
  const forbidden = failure?.key === 'networking.forbidden';
  const id = useId();

  const replace = (registration: NetworkingRegistration) =>
    setData((list) =>
      list?.map((group) => ({ ...group, registrations: group.registrations.map((r) => (r.registrationId === registration.registrationId ? registration : r)) })) ?? null,
    );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('organiser.title')}
      </h2>
      {forbidden ? (
        <p className={styles.notice} role="alert">
          {t('organiser.forbidden')}
        </p>
      ) : null}
      <ListState failed={failure !== null && !forbidden} loading={!data && !failure} onRetry={retry} />
      {data && data.length === 0 ? <p className={styles.empty}>{t('events.none')}</p> : null}
      {data?.map(({ event, registrations }) => (
        <section key={event.id} aria-labelledby={`${id}-event-${event.id}`} className={styles.panel}>
          <h3 id={`${id}-event-${event.id}`} className={styles.cardTitle}>
            {event.name}
          </h3>
          <p className={styles.muted}>
            {`${dayOf(event.startsAt, iso, timeZone)}, ${timeRange(event.startsAt, event.endsAt, iso, timeZone)}`} · {t('events.placesLeft', { left: Math.max(0, event.capacity - event.registered), capacity: event.capacity })}
          </p>
          {registrations.length === 0 ? (
            <p>{t('organiser.noRegistrations')}</p>
          ) : (
            <ul className={styles.registrations}>
              {registrations.map((registration) => (
                <li key={registration.registrationId}>
                  <RegistrationRow eventId={event.id} registration={registration} onChanged={replace} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </section>
  );
}

const ACTION_ORDER: RegistrationAction[] = ['validate', 'reject', 'cancel'];

function RegistrationRow({ eventId, registration, onChanged }: { eventId: number; registration: NetworkingRegistration; onChanged: (r: NetworkingRegistration) => void }) {
  const t = useTranslations('networking');
  const tErrors = useTranslations('ApiErrors');
  const format = useFormatter();
  const { run, pending } = useSubmitOnce();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  // Rejecting or cancelling is confirmed first, with an optional reason the registrant is told.
  const [confirming, setConfirming] = useState<'reject' | 'cancel' | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const person = registration.customer;
  const fullName = `${person.name} ${person.surname}`;
  const at =
    registration.status === 'validated'
      ? registration.validatedAt
      : registration.status === 'rejected'
        ? registration.rejectedAt
        : registration.status === 'cancelled'
          ? registration.cancelledAt
          : registration.createdAt;
  const actions = ACTION_ORDER.filter((action) => REGISTRATION_TRANSITIONS[action].from.includes(registration.status));

  const act = (action: RegistrationAction, reason: string | null = null) =>
    void run(async () => {
      try {
        onChanged(await networking.moderateRegistration(eventId, registration.registrationId, action, reason));
        setConfirming(null);
        setMessage({ tone: 'success', text: t(`organiser.done.${action}`, { name: fullName }) });
      } catch (error) {
        const text = tErrors(networkingFailureOf(error, 'event').message);
        // A refusal in the dialog is said there (the reason stays typed); else next to the row.
        if (action !== 'validate') return setConfirmError(text);
        setMessage({ tone: 'error', text });
      }
      requestAnimationFrame(() => box.current?.focus());
    });

  return (
    <div className={styles.registration}>
      <div className={styles.cardHead}>
        <PersonAvatar person={person} size="small" />
        <div>
          <p className={styles.personName}>{fullName}</p>
          <p className={styles.muted}>{[person.position, person.company].filter(Boolean).join(' · ')}</p>
        </div>
      </div>
      <p className={`${styles.state} ${styles[`reg-${registration.status}`]}`}>
        <strong>{t(`registrationStates.${registration.status}`)}</strong>
        {at ? ` · ${format.dateTime(new Date(at), { dateStyle: 'medium', timeStyle: 'short' })}` : null}
      </p>
      <div ref={box} tabIndex={-1} role={message?.tone === 'error' ? 'alert' : 'status'} className={message ? (message.tone === 'error' ? styles.errorBox : styles.successBox) : undefined}>
        {message ? <p>{message.text}</p> : null}
      </div>
      {actions.length > 0 ? (
        <div className={styles.cardActions}>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'validate' ? 'button' : 'button button-secondary'}
              onClick={() => {
                if (action === 'validate') return act(action);
                setConfirmError(null);
                setConfirming(action);
              }}
              aria-disabled={pending || undefined}
              aria-label={t(`organiser.actionFor.${action}`, { name: fullName })}
            >
              {t(`organiser.action.${action}`)}
            </button>
          ))}
        </div>
      ) : null}
      {registration.reason ? <p className={styles.muted}>{t('organiser.reasonGiven', { reason: registration.reason })}</p> : null}
      <ConfirmWithReason
        key={confirming ?? 'none'}
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`organiser.confirm.${confirming}Title`, { name: fullName }) : ''}
        text={confirming ? t(`organiser.confirm.${confirming}Text`, { name: fullName }) : ''}
        confirmLabel={confirming ? t(`organiser.actionFor.${confirming}`, { name: fullName }) : ''}
        max={NETWORKING_REASON_MAX}
        busy={pending}
        error={confirmError}
        onConfirm={(reason) => confirming && act(confirming, reason)}
      />
    </div>
  );
}
