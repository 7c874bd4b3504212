'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/forms/fields';
import { useSubmitOnce } from '@/components/forms/use-submit-once';
import { Notice } from '@/components/ui/Notice';
import { orders, payments } from '@/lib/api/browser-calls';
import { isApiError } from '@/lib/api/errors';
import { purchaseErrorKey, purchaseErrorOf, PURCHASE_ERROR_MESSAGES } from '@/lib/api/purchase-errors';
import type { PaymentType, PurchaseErrorKey, Ticket } from '@/lib/api/schemas';
import { ENTITLEMENTS, type Entitlement } from '@/lib/api/schemas/entitlement-keys';
import { chooseTicket, flowQuery, nextStep, parseFlow, previousStep, stepsFor, type FlowState, type Step } from '@/lib/purchase/flow';
import { forgetPurchaseKey, purchaseKey } from '@/lib/purchase/idempotency';
import { errorQuery } from '@/lib/purchase/outcome';
import type { PriceTexts } from '@/lib/purchase/prices';
import { goToCheckout, navigate } from '@/lib/purchase/stripe';
import formStyles from '@/components/forms/Form.module.css';
import styles from './Purchase.module.css';

export type FlowTicket = Ticket & { prices: PriceTexts };

export interface PurchasePaths {
  /** localised paths of the outcome pages (`/en/ok`, `/en/error`) */
  ok: string;
  error: string;
  /** localised prefixes of the checkout's return pages (`/en/stripe/success`); the session id follows */
  success: string;
  cancel: string;
  /** the login page, coming back here */
  login: string;
}

const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

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
 * The purchase process (SPEC §2): ticket type → payment method (not for a free ticket) → sale
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
  paymentTypes,
  stripeKey,
  paths,
}: {
  tenantKey: string;
  tickets: FlowTicket[];
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
          <TicketStep key={`ticket-${state.ticketId}`} tickets={tickets} state={state} onDone={(choice, chosen) => advance({ ...choice, step: nextStep('ticket', chosen)! })} />
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

function StepActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  const t = useTranslations('purchase');
  return (
    <div className={styles.actions}>
      {children}
      {onBack ? (
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('actions.back')}
        </button>
      ) : null}
    </div>
  );
}

/** Step 1: the ticket types, each with its price (VAT as the API gives it), description and what it includes. */
function TicketStep({ tickets, state, onDone }: { tickets: FlowTicket[]; state: FlowState; onDone: (choice: FlowState, ticket: FlowTicket) => void }) {
  const t = useTranslations('purchase');
  return (
    <ChoiceStep
      kind="ticket"
      items={tickets}
      initial={state.ticketId}
      onDone={(ticket) => onDone({ ...state, ...chooseTicket(state, ticket), step: 'ticket' }, ticket)}
      price={(ticket) => <span className={styles.price}>{ticket.free ? t('ticket.free') : ticket.prices.price}</span>}
      details={(ticket) => (
        <>
          <p>{ticket.description}</p>
          {ticket.free ? null : <p className={styles.muted}>{t('ticket.vat', { rate: ticket.prices.rate, vat: ticket.prices.vat })}</p>}
          <TicketRights rights={ticket.rights} />
        </>
      )}
    />
  );
}

/**
 * What a ticket includes and what it does not, from its rights (the same data the API checks on
 * every door), in the page's language.
 */
function TicketRights({ rights }: { rights: readonly Entitlement[] }) {
  const t = useTranslations('purchase');
  const missing = ENTITLEMENTS.filter((r) => !rights.includes(r));
  return (
    <>
      {rights.length > 0 ? (
        <>
          <p>{t('ticket.access')}</p>
          <ul>
            {rights.map((r) => (
              <li key={r}>{t(`rights.${r}`)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {missing.length > 0 ? (
        <>
          <p>{t('ticket.notIncluded')}</p>
          <ul className={styles.muted}>
            {missing.map((r) => (
              <li key={r}>{t(`rights.${r}`)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** Step 2 (paid tickets): the tenant's payment methods. */
function PaymentStep({ paymentTypes, state, onBack, onDone }: { paymentTypes: PaymentType[]; state: FlowState; onBack: () => void; onDone: (id: number) => void }) {
  return (
    <ChoiceStep
      kind="payment"
      items={paymentTypes}
      // One method only: it is the choice already (still shown, so the buyer knows how they will pay).
      initial={state.paymentTypeId ?? (paymentTypes.length === 1 ? paymentTypes[0]!.id : null)}
      onBack={onBack}
      onDone={(p) => onDone(p.id)}
      details={(p) => <p>{p.description}</p>}
    />
  );
}

/**
 * One required choice among radios (the ticket and payment steps): submitting with none chosen
 * marks the group invalid, says why under it and puts the focus on the first option. The choice
 * is always one of `items` (the flow's query is checked against the catalogue before it gets here).
 */
function ChoiceStep<T extends { id: number; name: string }>({
  kind,
  items,
  initial,
  onBack,
  onDone,
  price,
  details,
}: {
  /** the radios' name, and what their ids and texts (`purchase.<kind>.legend|required`) start with */
  kind: 'ticket' | 'payment';
  items: T[];
  initial: number | null;
  onBack?: () => void;
  onDone: (item: T) => void;
  price?: (item: T) => ReactNode;
  details: (item: T) => ReactNode;
}) {
  const t = useTranslations('purchase');
  const [chosen, setChosen] = useState<number | null>(initial);
  const [missing, setMissing] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const id = `purchase-${kind}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const item = items.find((x) => x.id === chosen);
    if (!item) {
      setMissing(true);
      firstRef.current?.focus();
      return;
    }
    onDone(item);
  };

  return (
    <form noValidate onSubmit={submit} className={styles.step}>
      <fieldset
        className={styles.choices}
        role="radiogroup"
        aria-required="true"
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : undefined}
      >
        <legend>{t(`${kind}.legend`)}</legend>
        {items.map((item, i) => (
          <div key={item.id} className={styles.option}>
            <input
              ref={i === 0 ? firstRef : undefined}
              type="radio"
              name={kind}
              id={`${id}-${item.id}`}
              value={item.id}
              checked={chosen === item.id}
              onChange={() => {
                setChosen(item.id);
                setMissing(false);
              }}
              aria-describedby={`${id}-${item.id}-details`}
            />
            <label htmlFor={`${id}-${item.id}`} className={styles.optionLabel}>
              <span>{item.name}</span>
              {price?.(item)}
            </label>
            <div id={`${id}-${item.id}-details`} className={styles.details}>
              {details(item)}
            </div>
          </div>
        ))}
        <FieldError id={id} error={missing ? t(`${kind}.required`) : ''} />
      </fieldset>
      <StepActions onBack={onBack}>
        <button type="submit" className="button">
          {t('actions.continue')}
        </button>
      </StepActions>
    </form>
  );
}

/** Step 3: the ticket's sale conditions (the API's text, paragraphs split by blank lines), to accept (SPEC §5). */
function ConditionsStep({ ticket, state, onBack, onDone }: { ticket: FlowTicket; state: FlowState; onBack: () => void; onDone: () => void }) {
  const t = useTranslations('purchase');
  const tErrors = useTranslations('ApiErrors');
  const [accepted, setAccepted] = useState(state.accepted);
  const [missing, setMissing] = useState(false);
  const boxRef = useRef<HTMLInputElement>(null);
  const id = 'purchase-accept';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setMissing(true);
      boxRef.current?.focus();
      return;
    }
    onDone();
  };

  return (
    <form noValidate onSubmit={submit} className={styles.step}>
      <p>{t('conditions.intro', { ticket: ticket.name })}</p>
      <div className={styles.conditions} id="purchase-conditions">
        {ticket.conditions
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean)
          .map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
      </div>
      <div className={`${formStyles.field} ${missing ? formStyles.invalid : ''}`}>
        <div className={formStyles.check}>
          <input
            ref={boxRef}
            id={id}
            type="checkbox"
            className={formStyles.checkbox}
            checked={accepted}
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(e) => {
              setAccepted(e.target.checked);
              if (e.target.checked) setMissing(false);
            }}
          />
          <label htmlFor={id} className={formStyles.checkLabel}>
            {t('conditions.accept')}
            <span aria-hidden="true" className={formStyles.requiredMark}>
              *
            </span>
          </label>
        </div>
        <FieldError id={id} error={missing ? tErrors('purchaseConditionsRequired') : ''} />
      </div>
      <StepActions onBack={onBack}>
        <button type="submit" className="button">
          {t('actions.continue')}
        </button>
      </StepActions>
    </form>
  );
}

type Failure = { key: PurchaseErrorKey; orderId: number | null };

/** Step 4: the summary and the one button that buys. */
function ConfirmStep({
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
        // Already holding a ticket is the twice page (SPEC §2), like a payment that found one.
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
