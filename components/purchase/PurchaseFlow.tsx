'use client';

import type { Entitlement } from '@/lib/api/schemas/entitlement-keys';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Notice } from '@/components/ui/Notice';
import type { PaymentType } from '@/lib/api/schemas';
import { flowQuery, nextStep, parseFlow, previousStep, stepsFor, type FlowState, type Step } from '@/lib/purchase/flow';
import { ConditionsStep } from './flow/ConditionsStep';
import { ConfirmStep } from './flow/ConfirmStep';
import { PaymentStep } from './flow/PaymentStep';
import { TicketStep } from './flow/TicketStep';
import type { FlowTicket, PurchasePaths } from './flow/types';
import styles from './Purchase.module.css';

/** Said after the flow's own pushState/replaceState (the browser says popstate for back and forward). */
const LOCATION_EVENT = 'ekitaldi:purchase-location';
function subscribeToLocation(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_EVENT, onChange);
  };
}
const readLocation = () => window.location.search;

/**
 * The purchase process (docs/product.md#routes): ticket type → payment method (not for a free ticket) → sale
 * conditions → confirm. The step and the choices live in the query (lib/purchase/flow.ts):
 * each step is a history entry, so back and forward move between steps with their choices and a
 * reload stays where it was; moving between steps is the browser's history API, no request.
 * A new step takes the focus on its heading and is announced in a polite live region.
 *
 * The confirm step sends once (a double click or Enter twice is one request, and the button stays
 * busy until the browser has left): a free ticket → POST /orders with the tab's idempotency key
 * → the ok page; a paid one → a checkout session (the API gives the same open session again) →
 * the card checkout (Stripe Checkout with a key, else the demo API's page) or, for a bank
 * transfer, the ok page's pending order.
 */
export function PurchaseFlow({
  tenantKey,
  tickets,
  offered,
  paymentTypes,
  stripeKey,
  paths,
}: {
  tenantKey: string;
  tickets: FlowTicket[];
  /** what the tenant offers (offeredRights of every ticket it sells): what a ticket lacks is listed from it */
  offered: Entitlement[];
  paymentTypes: PaymentType[];
  stripeKey: string | null;
  paths: PurchasePaths;
}) {
  const t = useTranslations('purchase');
  // The step and the choices live in the address. The address bar is the truth: after a reload,
  // back to an entry of the earlier page once left the router's search params behind (the
  // address said the ticket step, the screen the conditions), so the flow reads the location
  // itself on every history move; on the server and while hydrating, the router's params.
  const serverQuery = useSearchParams();
  const search = useSyncExternalStore(subscribeToLocation, readLocation, () => `?${serverQuery.toString()}`);
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const state = parseFlow(query, { tickets, paymentTypes });
  const ticket = tickets.find((x) => x.id === state.ticketId) ?? null;
  const steps = stepsFor(ticket);
  const index = steps.indexOf(state.step);
  const stepName = t(`steps.${state.step}`);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef<Step | null>(null);

  // A new step (not the first one shown): its heading takes the focus and the live region says where we are.
  const stepText = t('stepOf', { current: index + 1, total: steps.length, name: stepName });
  useEffect(() => {
    if (shown.current !== null && shown.current !== state.step) {
      headingRef.current?.focus();
      setAnnouncement(stepText);
    }
    shown.current = state.step;
  }, [state.step, stepText]);

  const go = (next: FlowState) => {
    window.history.pushState(null, '', `${window.location.pathname}?${flowQuery(next)}`);
    window.dispatchEvent(new Event(LOCATION_EVENT));
  };
  // Forward: the step left behind keeps the choice made on it (back shows it chosen), then the next one.
  const advance = (next: FlowState) => {
    window.history.replaceState(null, '', `${window.location.pathname}?${flowQuery({ ...next, step: state.step })}`);
    go(next);
  };
  const stepHref = (step: Step) => `?${flowQuery({ ...state, step })}`;
  const goTo = (step: Step) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    go({ ...state, step });
  };
  const back = () => {
    const previous = previousStep(state.step, ticket);
    if (previous) go({ ...state, step: previous });
  };

  if (tickets.length === 0) return <Notice tone="info">{t('ticket.none')}</Notice>;

  return (
    <div className={styles.flow}>
      <nav aria-label={t('progress')}>
        <ol className={styles.steps}>
          {steps.map((step, i) => (
            <li key={step} aria-current={step === state.step ? 'step' : undefined}>
              {i < index ? (
                <a href={stepHref(step)} onClick={goTo(step)}>
                  {t(`steps.${step}`)}
                  <span className="visually-hidden"> ({t('done')})</span>
                </a>
              ) : (
                <span>
                  {t(`steps.${step}`)}
                  {i === index ? <span className="visually-hidden"> ({t('current')})</span> : null}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>

      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>

      <section className={styles.step} aria-labelledby="purchase-step-heading">
        <h2 id="purchase-step-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          <span className={styles.stepNumber}>{t('stepNumber', { current: index + 1, total: steps.length })}</span>
          {stepName}
        </h2>
        {/* Each step is keyed by the query's state: back/forward start it again from the URL's choices. */}
        {state.step === 'ticket' ? (
          <TicketStep key={`ticket-${state.ticketId}`} tickets={tickets} offered={offered} state={state} onDone={(choice, chosen) => advance({ ...choice, step: nextStep('ticket', chosen)! })} />
        ) : null}
        {state.step === 'payment' && ticket ? (
          <PaymentStep key={`payment-${state.paymentTypeId}`} paymentTypes={paymentTypes} state={state} onBack={back} onDone={(id) => advance({ ...state, paymentTypeId: id, step: 'conditions' })} />
        ) : null}
        {state.step === 'conditions' && ticket ? (
          <ConditionsStep key={`conditions-${ticket.id}-${state.accepted}`} ticket={ticket} state={state} onBack={back} onDone={() => advance({ ...state, accepted: true, step: 'confirm' })} />
        ) : null}
        {state.step === 'confirm' && ticket ? (
          <ConfirmStep
            ticket={ticket}
            paymentType={paymentTypes.find((p) => p.id === state.paymentTypeId) ?? null}
            tenantKey={tenantKey}
            stripeKey={stripeKey}
            paths={paths}
            onBack={back}
            change={(step) => ({ href: stepHref(step), onClick: goTo(step) })}
          />
        ) : null}
      </section>
    </div>
  );
}
