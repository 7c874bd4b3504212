'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useEventTimeZone } from '@/lib/i18n/use-event-time-zone';
import { pdfFileName } from '@/lib/account/download';
import { describeOrders, type GivenTicket, type TicketOrderItem } from '@/lib/account/tickets';
import { orders as ordersApi } from '@/lib/api/browser-calls';
import { isApiError } from '@/lib/api/errors';
import { purchaseErrorKey } from '@/lib/api/purchase-errors';
import type { CustomerIndexInfo, Order } from '@/lib/api/schemas';
import { isConnectionFailure } from '@/lib/auth/errors';
import { useFormFocus, useSubmitOnce } from '@/components/forms/use-api-form';
import { Notice } from '@/components/ui/Notice';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { useAccount } from './AccountProvider';
import { CancelOrder } from '@/components/purchase/CancelOrder';
import { PdfDownload } from './PdfDownload';
import styles from './Account.module.css';

/**
 * My tickets (docs/product.md#calls Orders), where the tenant requires tickets: what the customer holds (or a
 * way to buy one), then every order with its status, price, date and, once paid, the receipt.
 * A bank transfer awaiting the organiser says so, with how to pay; buying again is refused
 * meanwhile (purchase.pending), so no buy link then. A ticket given by an invitation (or the
 * organiser) has no order: `ticket` (customer-index-info) tells it, shown without price or receipt.
 * A paid order's confirmation email can be asked for again ("send it to me again", rate-limited by the API).
 */
export function MyTickets({ orders, ticket, iso }: { orders: Order[]; ticket?: CustomerIndexInfo['ticket']; iso: string }) {
  const t = useTranslations('orders');
  const timeZone = useEventTimeZone();
  // Orders read again one by one (GET /orders/{id}) since the page loaded, over the page's list.
  const [fresh, setFresh] = useState<Record<number, Order>>({});
  const { items, held, awaiting, given } = useMemo(
    () => describeOrders(orders.map((o) => fresh[o.id] ?? o), iso, timeZone, ticket),
    [orders, fresh, iso, timeZone, ticket],
  );
  return (
    <>
      {held ? (
        <p className={styles.lead}>{t('held', { ticket: held.ticket })}</p>
      ) : given ? (
        <>
          <p className={styles.lead}>
            {given.source === 'invitation' && given.ticket ? t('heldByInvitation', { ticket: given.ticket }) : t('heldByOrganiser')}
          </p>
          <GivenCard given={given} />
        </>
      ) : awaiting ? (
        <div className={styles.notice}>
          <p>{t('awaiting', { ticket: awaiting.ticket })}</p>
          <p>{t('awaitingHint')}</p>
        </div>
      ) : (
        <div className={styles.empty}>
          <p>{t('none')}</p>
          <Link href={href('purchase')} className="button">
            {t('buy')}
          </Link>
        </div>
      )}
      {items.length > 0 ? (
        <section aria-labelledby="my-tickets-orders" className={styles.subsection}>
          <h3 id="my-tickets-orders" className={styles.subheading}>
            {t('ordersTitle')}
          </h3>
          <ul className={styles.cards}>
            {items.map((item) => (
              <OrderCard key={item.id} item={item} onFresh={(o) => setFresh((all) => ({ ...all, [o.id]: o }))} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The ticket held without an order: what it is, how it came and since when (no price, no receipt). */
function GivenCard({ given }: { given: GivenTicket }) {
  const t = useTranslations('orders');
  return (
    <section aria-labelledby="my-tickets-given" className={styles.subsection}>
      <h3 id="my-tickets-given" className={styles.subheading}>
        {t('ticketTitle')}
      </h3>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h4 className={styles.cardTitle}>{given.ticket ?? t('givenTicket')}</h4>
          <dl className={styles.facts}>
            <div>
              <dt>{t('givenBy')}</dt>
              <dd>
                <span className={`${styles.status} ${styles.statusPaid}`}>{t(`sources.${given.source}`)}</span>
              </dd>
            </div>
            <div>
              <dt>{t('givenOn')}</dt>
              <dd>
                <time dateTime={given.grantedAt}>{given.grantedOn}</time>
              </dd>
            </div>
          </dl>
        </li>
      </ul>
    </section>
  );
}

const STATUS_CLASS = {
  pending: styles.statusPending,
  paid: styles.statusPaid,
  cancelled: styles.statusClosed,
  failed: styles.statusClosed,
  replaced: styles.statusClosed,
} as const;

/**
 * One order. A pending one can be checked again (GET /orders/{id}): a bank transfer becomes paid
 * when the organiser confirms it. Paid → the page's server parts are read again too (the
 * accreditation opens with the ticket).
 */
function OrderCard({ item, onFresh }: { item: TicketOrderItem; onFresh: (order: Order) => void }) {
  const t = useTranslations('orders');
  const tAccount = useTranslations('Account');
  const tErrors = useTranslations('ApiErrors');
  const router = useRouter();
  const { sessionExpired } = useAccount();
  const { pending: checking, run } = useSubmitOnce();
  const { messageRef, focusMessage } = useFormFocus();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'info' | 'error'; lines: string[] } | null>(null);

  // "Send it to me again": the confirmation email of a paid order (the API limits how often).
  const { pending: resending, run: runResend } = useSubmitOnce();
  const resend = () =>
    runResend(async () => {
      setOutcome(null);
      try {
        await ordersApi.resendConfirmation(item.id);
        setOutcome({ tone: 'success', lines: [t('resent')] });
      } catch (error) {
        if (isApiError(error) && error.code === 'forbidden') return sessionExpired();
        const key = purchaseErrorKey(error);
        setOutcome({
          tone: 'error',
          lines: key === 'purchase.resend_limit' ? [tErrors('resendLimit')] : [t('resendFailed'), isConnectionFailure(error) ? tAccount('networkHint') : tAccount('retryHint')],
        });
      }
      focusMessage();
    });

  const check = () =>
    run(async () => {
      setOutcome(null);
      try {
        const order = await ordersApi.getOrder(item.id);
        onFresh(order);
        if (order.status === 'paid') {
          setOutcome({ tone: 'success', lines: [t('nowPaid')] });
          router.refresh();
        } else {
          setOutcome({ tone: 'info', lines: [order.status === 'pending' ? t('stillPending') : t('nowStatus', { status: t(`statuses.${order.status}`) })] });
        }
      } catch (error) {
        if (isApiError(error) && error.code === 'forbidden') return sessionExpired();
        setOutcome({ tone: 'error', lines: [t('checkFailed'), isConnectionFailure(error) ? tAccount('networkHint') : tAccount('retryHint')] });
      }
      focusMessage();
    });

  return (
    <li className={styles.card}>
      <h4 className={styles.cardTitle}>
        {item.ticket}
      </h4>
      <dl className={styles.facts}>
        <div>
          <dt>{t('status')}</dt>
          <dd>
            <span className={`${styles.status} ${STATUS_CLASS[item.status]}`}>{t(`statuses.${item.status}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('price')}</dt>
          <dd>{item.vat ? t('priceWithVat', { price: item.price, vat: item.vat.amount, rate: item.vat.rate }) : t('free')}</dd>
        </div>
        {item.payment ? (
          <div>
            <dt>{t('payment')}</dt>
            <dd>{item.payment.name}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('ordered')}</dt>
          <dd>
            <time dateTime={item.orderedAt}>{item.orderedOn}</time>
          </dd>
        </div>
        {item.paidAt && item.paidOn ? (
          <div>
            <dt>{t('paid')}</dt>
            <dd>
              <time dateTime={item.paidAt}>{item.paidOn}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('reference')}</dt>
          <dd>{item.reference}</dd>
        </div>
      </dl>
      {item.instructions ? (
        <div className={styles.instructions}>
          <p>{t('howToPay')}</p>
          <p>{item.instructions}</p>
        </div>
      ) : null}
      <Notice live tone={outcome?.tone ?? 'info'} ref={messageRef}>
        {outcome?.lines.map((line) => <p key={line}>{line}</p>)}
      </Notice>
      {item.status === 'pending' ? (
        <div className={styles.cardActions}>
          <button type="button" className="button button-secondary" onClick={check} aria-disabled={checking || undefined}>
            {checking ? t('checking') : t('check')}
            <span className="visually-hidden">: {item.reference}</span>
          </button>
          <CancelOrder
            order={{ id: item.id, reference: item.reference, ticket: item.ticket }}
            onCancelled={() => {
              setOutcome({ tone: 'success', lines: [t('cancelledNow')] });
              focusMessage();
              router.refresh();
            }}
          />
        </div>
      ) : null}
      {item.receipt ? (
        <div className={styles.cardActions}>
          <PdfDownload kind="receipt" orderId={item.id} fileName={pdfFileName([t('receiptFile'), item.reference])} label={t('receipt')} />
          <button type="button" className="button button-secondary" onClick={resend} aria-disabled={resending || undefined}>
            {resending ? t('resending') : t('resend')}
            <span className="visually-hidden">: {item.reference}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}
