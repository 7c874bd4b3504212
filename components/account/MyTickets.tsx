'use client';

import { useTranslations } from 'next-intl';
import { pdfFileName } from '@/lib/account/download';
import type { TicketOrderItem, TicketSummary } from '@/lib/account/tickets';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/routing/routes';
import { PdfDownload } from './PdfDownload';
import styles from './Account.module.css';

/**
 * My tickets (SPEC §7 Orders), where the tenant requires tickets: what the customer holds (or a
 * way to buy one), then every order with its status, price, date and, once paid, the receipt.
 * A bank transfer awaiting the organiser says so, with how to pay; buying again is refused
 * meanwhile (purchase.pending), so no buy link then.
 */
export function MyTickets({ summary }: { summary: TicketSummary }) {
  const t = useTranslations('orders');
  const { items, held, awaiting } = summary;
  return (
    <>
      {held ? (
        <p className={styles.lead}>{t('held', { ticket: held.ticket })}</p>
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
              <OrderCard key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

const STATUS_CLASS = {
  pending: styles.statusPending,
  paid: styles.statusPaid,
  cancelled: styles.statusClosed,
  failed: styles.statusClosed,
} as const;

function OrderCard({ item }: { item: TicketOrderItem }) {
  const t = useTranslations('orders');
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
      {item.receipt ? (
        <div className={styles.cardActions}>
          <PdfDownload kind="receipt" orderId={item.id} fileName={pdfFileName([t('receiptFile'), item.reference])} label={t('receipt')} />
        </div>
      ) : null}
    </li>
  );
}
