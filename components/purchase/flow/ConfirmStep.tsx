'use client';

import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useSubmitOnce } from '@/components/forms/use-submit-once';
import { Notice } from '@/components/ui/Notice';
import { orders, payments } from '@/lib/api/browser-calls';
import { isApiError } from '@/lib/api/errors';
import { purchaseErrorKey, purchaseErrorOf, PURCHASE_ERROR_MESSAGES } from '@/lib/api/purchase-errors';
import type { PaymentType, PurchaseErrorKey } from '@/lib/api/schemas';
import type { Step } from '@/lib/purchase/flow';
import { forgetPurchaseKey, purchaseKey } from '@/lib/purchase/idempotency';
import { errorQuery } from '@/lib/purchase/outcome';
import { goToCheckout, navigate } from '@/lib/purchase/stripe';
import { StepActions } from './StepActions';
import type { FlowTicket, PurchasePaths } from './types';
import formStyles from '@/components/forms/Form.module.css';
import styles from '../Purchase.module.css';

const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

type Failure = { key: PurchaseErrorKey; orderId: number | null };

/** Step 4: the summary and the one button that buys. */
export function ConfirmStep({
  ticket,
  paymentType,
  tenantKey,
  stripeKey,
  paths,
  onBack,
  change,
}: {
  ticket: FlowTicket;
  paymentType: PaymentType | null;
  tenantKey: string;
  stripeKey: string | null;
  paths: PurchasePaths;
  onBack: () => void;
  change: (step: Step) => { href: string; onClick: (e: MouseEvent<HTMLAnchorElement>) => void };
}) {
  const t = useTranslations('purchase');
  const tErrors = useTranslations('ApiErrors');
  const tHeader = useTranslations('Header');
  const { pending, run } = useSubmitOnce();
  // Set once the browser is on its way to the checkout or the outcome page: no second submit meanwhile.
  const leaving = useRef(false);
  const [leavingFor, setLeavingFor] = useState<'checkout' | 'outcome' | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) messageRef.current?.focus();
  }, [failure]);

  const leave = (url: string, kind: 'checkout' | 'outcome') => {
    leaving.current = true;
    setLeavingFor(kind);
    if (kind === 'checkout') return goToCheckout(url, stripeKey);
    navigate(url);
    return Promise.resolve();
  };

  const buy = async () => {
    if (ticket.free) {
      const order = await orders.createFreeOrder({ ticketId: ticket.id, conditionsAccepted: true }, purchaseKey(tenantKey, ticket.id));
      forgetPurchaseKey(tenantKey, ticket.id);
      await leave(`${paths.ok}?order=${order.id}`, 'outcome');
      return;
    }
    const origin = window.location.origin;
    const session = await payments.createCheckoutSession({
      ticketId: ticket.id,
      paymentTypeId: paymentType!.id,
      conditionsAccepted: true,
      successUrl: `${origin}${paths.success}/${SESSION_PLACEHOLDER}`,
      cancelUrl: `${origin}${paths.cancel}/${SESSION_PLACEHOLDER}`,
    });
    // A bank transfer has no checkout: its order is pending, with the instructions on the ok page.
    if (session.url) await leave(session.url, 'checkout');
    else await leave(`${paths.ok}?order=${session.order.id}`, 'outcome');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (leaving.current) return;
    void run(async () => {
      setFailure(null);
      try {
        await buy();
      } catch (error) {
        const key: PurchaseErrorKey = isApiError(error) && error.status === 403 ? 'purchase.login_required' : purchaseErrorKey(error);
        const orderId = purchaseErrorOf(error)?.orderId ?? null;
        // Already holding a ticket is the twice page (docs/product.md#routes), like a payment that found one.
        if (key === 'purchase.already_bought') {
          await leave(`${paths.error}?${errorQuery(key, orderId)}`, 'outcome');
          return;
        }
        setFailure({ key, orderId });
      }
    });
  };

  const busy = pending || leavingFor !== null;
  const label = ticket.free ? t('actions.getFree') : paymentType?.kind === 'transfer' ? t('actions.order') : t('actions.pay', { amount: ticket.prices.price });
  const changeLink = (step: Step, what: string) => (
    <a {...change(step)} aria-label={t('summary.changeWhat', { what: what.toLocaleLowerCase() })}>
      {t('summary.change')}
    </a>
  );

  return (
    <form noValidate onSubmit={submit} className={styles.step}>
      <h3 className="visually-hidden">{t('summary.title')}</h3>
      <dl className={styles.summary}>
        <dt>{t('summary.ticket')}</dt>
        <dd>
          {ticket.name} · {changeLink('ticket', t('summary.ticket'))}
        </dd>
        <dt>{t('summary.payment')}</dt>
        <dd>
          {ticket.free ? t('summary.noPayment') : <>{paymentType?.name} · {changeLink('payment', t('summary.payment'))}</>}
        </dd>
        {ticket.free ? null : (
          <>
            <dt>{t('summary.base')}</dt>
            <dd>{ticket.prices.base}</dd>
            <dt>{t('summary.vat', { rate: ticket.prices.rate })}</dt>
            <dd>{ticket.prices.vat}</dd>
          </>
        )}
        <dt>{t('summary.total')}</dt>
        <dd className={styles.total}>{ticket.free ? t('ticket.free') : ticket.prices.price}</dd>
        <dt>{t('summary.conditions')}</dt>
        <dd>
          {t('summary.accepted')} · {changeLink('conditions', t('summary.conditions'))}
        </dd>
      </dl>
      {ticket.free ? null : <p className={styles.muted}>{paymentType?.kind === 'transfer' ? t('transferNote') : t('cardNote')}</p>}

      <Notice live tone="error" ref={messageRef}>
        {failure ? <p>{tErrors(PURCHASE_ERROR_MESSAGES[failure.key])}</p> : null}
        {failure?.key === 'purchase.login_required' ? (
          <p>
            <a href={paths.login}>{tHeader('signIn')}</a>
          </p>
        ) : null}
        {failure?.key === 'purchase.pending' && failure.orderId ? (
          <p>
            <a href={`${paths.ok}?order=${failure.orderId}`}>{t('ok.howToPay')}</a>
          </p>
        ) : null}
      </Notice>
      <p role="status" className="visually-hidden">
        {leavingFor === 'checkout' ? t('actions.leaving') : ''}
      </p>

      <StepActions onBack={busy ? undefined : onBack}>
        <button type="submit" className={`button ${formStyles.submit}`} aria-disabled={busy || undefined}>
          {busy ? (leavingFor === 'checkout' ? t('actions.leaving') : t('actions.busy')) : label}
        </button>
      </StepActions>
    </form>
  );
}
