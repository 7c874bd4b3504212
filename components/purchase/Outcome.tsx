import type { ReactNode } from 'react';
import { getTimeZone, getTranslations } from 'next-intl/server';
import { Notice } from '@/components/ui/Notice';
import { Page } from '@/components/ui/Page';
import { PageHeader } from '@/components/ui/PageHeader';
import { PURCHASE_ERROR_MESSAGES } from '@/lib/api/purchase-errors';
import type { Order, PurchaseErrorKey } from '@/lib/api/schemas';
import { longDate } from '@/lib/i18n/format';
import { LOCALE_META, type Locale } from '@/lib/i18n/locales';
import { retryQuery } from '@/lib/purchase/flow';
import { canRetry } from '@/lib/purchase/outcome';
import { orderPriceTexts } from '@/lib/purchase/prices';
import type { PurchasePagePaths } from '@/lib/purchase/server';
import styles from './Purchase.module.css';

/**
 * The purchase's outcome pages (docs/product.md#routes: ok free or paid, ko with retry, twice), drawn on the
 * server from the order the API answers; plain links, no client code. The pending variant is a
 * bank transfer awaiting the organiser (its instructions and the reference to quote).
 */

function Links({ children }: { children: ReactNode }) {
  return <p className={styles.actions}>{children}</p>;
}

/** The way on from a finished purchase: the main link, then the other one. */
function NextLinks({ main, other }: { main: { href: string; label: string }; other: { href: string; label: string } }) {
  return (
    <Links>
      <a href={main.href} className="button">
        {main.label}
      </a>
      <a href={other.href} className="button button-secondary">
        {other.label}
      </a>
    </Links>
  );
}

/** The order as a list: ticket, amount with VAT, payment method, reference, date, status. */
export async function OrderDetails({ order, locale }: { order: Order; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'purchase' });
  const iso = LOCALE_META[locale].iso;
  const prices = orderPriceTexts(order, iso);
  return (
    <dl className={styles.summary} data-testid="purchase-order">
      <dt>{t('summary.ticket')}</dt>
      <dd>{order.ticket.name}</dd>
      <dt>{t('ok.amount')}</dt>
      <dd>{order.free ? t('ticket.free') : `${prices.price} (${t('ticket.vat', { rate: prices.rate, vat: prices.vat })})`}</dd>
      {order.paymentType ? (
        <>
          <dt>{t('summary.payment')}</dt>
          <dd>{order.paymentType.name}</dd>
        </>
      ) : null}
      <dt>{t('ok.reference')}</dt>
      <dd>{order.reference}</dd>
      <dt>{t('ok.date')}</dt>
      <dd>{longDate(order.paidAt ?? order.createdAt, iso, await getTimeZone())}</dd>
      <dt>{t('ok.status')}</dt>
      <dd>{t(`ok.statuses.${order.status}`)}</dd>
    </dl>
  );
}

/** /ok: the ticket is the customer's (free or paid), or a transfer's order awaits payment. */
export async function OkView({ order, locale, paths }: { order: Order; locale: Locale; paths: PurchasePagePaths }) {
  const t = await getTranslations({ locale, namespace: 'purchase' });
  const prices = orderPriceTexts(order, LOCALE_META[locale].iso);
  const pending = order.status === 'pending';
  return (
    <Page>
      <PageHeader title={pending ? t('ok.pendingTitle') : t('ok.title')} />
      <div className={styles.outcome} data-testid={pending ? 'purchase-pending' : order.free ? 'purchase-ok-free' : 'purchase-ok-paid'}>
        <Notice tone={pending ? 'warning' : 'info'}>
          {pending
            ? t('ok.pending', { ticket: order.ticket.name, amount: prices.price })
            : order.free
              ? t('ok.free', { ticket: order.ticket.name })
              : t('ok.paid', { ticket: order.ticket.name, amount: prices.price })}
        </Notice>
        {pending && order.instructions ? (
          <section className={styles.instructions} aria-labelledby="purchase-instructions">
            <h2 id="purchase-instructions">{t('ok.howToPay')}</h2>
            <p>{order.instructions}</p>
            <p>
              {t('ok.reference')}: <strong>{order.reference}</strong>
            </p>
          </section>
        ) : null}
        <OrderDetails order={order} locale={locale} />
        <NextLinks main={{ href: paths.myTickets, label: t('ok.myTickets') }} other={{ href: paths.agenda, label: t('ok.agenda') }} />
      </div>
    </Page>
  );
}

/** twice (docs/product.md#routes, docs/product.md#errors): the account already holds a ticket; another needs a new account. */
/** `bought`: false when the ticket held came without a purchase (an invitation, the organiser). */
export async function TwiceView({ locale, paths, bought = true }: { locale: Locale; paths: PurchasePagePaths; bought?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'purchase' });
  const tErrors = await getTranslations({ locale, namespace: 'ApiErrors' });
  return (
    <Page>
      <PageHeader title={t('twice.title')} />
      <div className={styles.outcome} data-testid="purchase-twice">
        <Notice tone="warning">{bought ? tErrors('ticketAlreadyBought') : t('twice.held')}</Notice>
        <NextLinks main={{ href: paths.myTickets, label: t('twice.myTickets') }} other={{ href: paths.home, label: t('home') }} />
      </div>
    </Page>
  );
}

/**
 * ko (docs/product.md#routes, docs/product.md#errors): what happened, in the words of docs/product.md#errors, and a retry that keeps the choice
 * (the confirm step with the same ticket and payment method) where retrying can work.
 */
export async function KoView({
  reason,
  order,
  locale,
  paths,
  loginPath,
  cancel = null,
}: {
  reason: PurchaseErrorKey;
  order: Order | null;
  locale: Locale;
  paths: PurchasePagePaths;
  loginPath: string;
  /** a pending order: the page's way to cancel it (components/purchase/CancelOrder, a client leaf the page provides texts for) */
  cancel?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'purchase' });
  const tErrors = await getTranslations({ locale, namespace: 'ApiErrors' });
  const tHeader = await getTranslations({ locale, namespace: 'Header' });
  const pending = reason === 'purchase.pending';
  const retry = canRetry(reason) && order ? `${paths.purchase}?${retryQuery({ ticketId: order.ticket.id, paymentTypeId: order.paymentType?.id ?? null })}` : null;
  return (
    <Page>
      <PageHeader title={pending ? t('pending.title') : t('ko.title')} />
      <div className={styles.outcome} data-testid="purchase-ko">
        <Notice tone="warning">{tErrors(PURCHASE_ERROR_MESSAGES[reason])}</Notice>
        {order && !pending ? <OrderDetails order={order} locale={locale} /> : null}
        {retry ? <p className={styles.muted}>{t('ko.retryHint')}</p> : null}
        <Links>
          {reason === 'purchase.login_required' ? (
            <a href={loginPath} className="button">
              {tHeader('signIn')}
            </a>
          ) : null}
          {pending && order ? (
            <a href={`${paths.ok}?order=${order.id}`} className="button">
              {t('ok.howToPay')}
            </a>
          ) : null}
          {/* Not a dead end: cancel the pending transfer, then the free ticket or a card payment. */}
          {pending && order ? cancel : null}
          {retry ? (
            <a href={retry} className="button">
              {t('ko.retry')}
            </a>
          ) : null}
          {canRetry(reason) ? (
            <a href={paths.purchase} className={retry ? 'button button-secondary' : 'button'}>
              {t('ko.change')}
            </a>
          ) : null}
          <a href={paths.home} className="button button-secondary">
            {t('home')}
          </a>
        </Links>
      </div>
    </Page>
  );
}
