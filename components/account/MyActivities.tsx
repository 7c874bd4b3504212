'use client';

import { account } from '@/lib/api/browser-calls';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { isApiError } from '@/lib/api/errors';
import { catalogueText, isConnectionFailure } from '@/lib/auth/errors';
import { useErrorText } from '@/components/forms/error-text';
import { useFormFocus, useSubmitOnce } from '@/components/forms/use-api-form';
import { Notice } from '@/components/ui/Notice';
import type { ActivityItem, PendingItem } from '@/lib/account/activities';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { useAccount } from './AccountProvider';
import { Dialog } from './Dialog';
import { REGISTRATION_ANCHOR } from '@/components/participation/registration-anchor';
import styles from './Account.module.css';

/**
 * My activities (docs/product.md#states): the sessions the customer is registered for, and the registrations
 * left half-way, which can be resumed (the session's page) or discarded after a confirmation.
 */
export function MyActivities({ registered, pending: initialPending }: { registered: ActivityItem[]; pending: PendingItem[] }) {
  const t = useTranslations('MyActivities');
  const tAccount = useTranslations('Account');
  const tErrors = useTranslations('ApiErrors');
  const [pending, setPending] = useState(initialPending);
  const [confirming, setConfirming] = useState<PendingItem | null>(null);
  const [error, setError] = useState<string[] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { pending: discarding, run } = useSubmitOnce();
  const message = useErrorText({ AuthErrors: catalogueText(useTranslations('AuthErrors')) });
  const { sessionExpired } = useAccount();
  const { messageRef: alertRef, focusMessage: focusAlert } = useFormFocus();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const open = pending.filter((p) => !p.expired);
  const expired = pending.filter((p) => p.expired);

  const discardButton = (item: PendingItem) => (
    <button
      type="button"
      className="button button-secondary"
      onClick={() => {
        setError(null);
        setDone(null);
        setConfirming(item);
      }}
    >
      {t('discard')}
      <span className="visually-hidden">: {item.title}</span>
    </button>
  );

  const discard = (item: PendingItem) =>
    run(async () => {
      setError(null);
      setDone(null);
      try {
        await account.discardPendingRegistration(item.uuid);
        setPending((list) => list.filter((p) => p.uuid !== item.uuid));
        setConfirming(null);
        setDone(t('discarded', { title: item.title }));
        focusAlert();
      } catch (e) {
        if (isApiError(e) && e.code === 'forbidden') return sessionExpired();
        const notFound = isApiError(e) && (e.code === 'not_found' || e.fieldErrors.uuid?.includes('registration.not_found'));
        setConfirming(null);
        if (notFound) {
          // Already gone (another tab, or it expired): the list follows the API.
          setPending((list) => list.filter((p) => p.uuid !== item.uuid));
          setError([message('registration.not_found')]);
        } else {
          setError([t('discardFailed', { title: item.title }), isConnectionFailure(e) ? tAccount('networkHint') : tAccount('retryHint')]);
        }
        focusAlert();
      }
    });

  return (
    <>
      <section aria-labelledby="activities-registered" className={styles.subsection}>
        <h3 id="activities-registered" className={styles.subheading}>
          {t('registeredTitle')}
        </h3>
        {registered.length === 0 ? (
          <div className={styles.empty}>
            <p>{t('registeredEmpty')}</p>
            <Link href={href('agenda')} className="button button-secondary">
              {t('toAgenda')}
            </Link>
          </div>
        ) : (
          <ul className={styles.cards}>
            {registered.map((item) => (
              <li key={item.id} className={styles.card}>
                <h4 className={styles.cardTitle}>
                  <Link href={href('session', { slug: item.slug })}>{item.title}</Link>
                </h4>
                <When item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="activities-pending" className={styles.subsection}>
        <h3 id="activities-pending" className={styles.subheading}>
          {t('pendingTitle')}
        </h3>
        <Notice live tone={error ? 'error' : 'success'} ref={alertRef}>
          {(error ?? (done ? [done] : [])).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Notice>
        {pending.length === 0 ? (
          <p className={styles.empty}>{t('pendingEmpty')}</p>
        ) : null}
        {open.length > 0 ? (
          <>
            <p className={styles.lead}>{t('pendingIntro')}</p>
            <ul className={styles.cards}>
              {open.map((item) => (
                <PendingCard key={item.uuid} item={item} note={t(`missing.${item.missing}`)}>
                  {/* A session that needs a ticket (docs/product.md#roles): the way to buy one first. */}
                  {item.missing === 'ticket' ? (
                    <Link href={href('purchase')} className="button">
                      {tErrors('buyTicket')}
                    </Link>
                  ) : null}
                  {/* The session page opens the registration form at its anchor (components/participation/Registration). */}
                  <Link
                    href={`${href('session', { slug: item.slug })}#${REGISTRATION_ANCHOR}`}
                    className={item.missing === 'ticket' ? 'button button-secondary' : 'button'}
                  >
                    {t('resume')}
                    <span className="visually-hidden">: {item.title}</span>
                  </Link>
                  {discardButton(item)}
                </PendingCard>
              ))}
            </ul>
          </>
        ) : null}
        {/* Sessions already held: nothing left to do but tidy up, so no "continue". */}
        {expired.length > 0 ? (
          <>
            <p className={styles.lead}>{t('expiredIntro', { count: expired.length })}</p>
            <ul className={styles.cards}>
              {expired.map((item) => (
                <PendingCard key={item.uuid} item={item} note={t('expired')}>
                  {discardButton(item)}
                </PendingCard>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('confirmTitle')}
        description={<p>{t('confirmText', { title: confirming?.title ?? '' })}</p>}
        initialFocus={cancelRef}
      >
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={`button ${styles.danger}`}
            aria-disabled={discarding || undefined}
            onClick={() => confirming && discard(confirming)}
          >
            {discarding ? t('discarding') : t('confirmDiscard')}
          </button>
          <button ref={cancelRef} type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
            {t('keep')}
          </button>
        </div>
      </Dialog>
    </>
  );
}

/** A pending registration: title, when, what it still needs and its actions. */
function PendingCard({ item, note, children }: { item: PendingItem; note: string; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <h4 className={styles.cardTitle}>{item.title}</h4>
      <When item={item} />
      <p className={styles.missing}>{note}</p>
      <div className={styles.cardActions}>{children}</div>
    </li>
  );
}

function When({ item }: { item: ActivityItem }) {
  const t = useTranslations('MyActivities');
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('when')}</dt>
        <dd>
          <time dateTime={item.startsAt}>{item.day}</time>, {item.time}{' '}
          <abbr title={item.zoneLong}>{item.zone}</abbr>
        </dd>
      </div>
      {item.room || item.venue ? (
        <div>
          <dt>{t('where')}</dt>
          <dd>{[item.room, item.venue].filter(Boolean).join(' · ')}</dd>
        </div>
      ) : null}
    </dl>
  );
}
