import type { PaymentType, Ticket } from '@/lib/api/schemas';

/**
 * The purchase process's state (docs/product.md#routes: ticket type → payment method → sale conditions →
 * confirm), kept in the page's query so that the back and forward buttons move between steps and
 * a reload stays on the step with its choices. Nothing personal is in it (ids of what the tenant
 * sells and a flag), and the page is private, so no cache ever keeps it.
 *
 *   /proceso-de-compra?step=conditions&ticket=2&method=1
 *   /proceso-de-compra?step=confirm&ticket=1&accept=1        (a free ticket: no payment method)
 *
 * A query that asks for a step whose earlier choices are missing or no longer valid (an id the
 * tenant does not sell, conditions not accepted) lands on the first step still to do.
 */

export const STEPS = ['ticket', 'payment', 'conditions', 'confirm'] as const;
export type Step = (typeof STEPS)[number];

export const QUERY = { step: 'step', ticket: 'ticket', method: 'method', accept: 'accept' } as const;

export interface PurchaseChoice {
  ticketId: number | null;
  paymentTypeId: number | null;
  accepted: boolean;
}

export interface FlowState extends PurchaseChoice {
  step: Step;
}

export interface Catalogue {
  tickets: readonly Pick<Ticket, 'id' | 'free'>[];
  paymentTypes: readonly Pick<PaymentType, 'id'>[];
}

type QueryLike = URLSearchParams | Record<string, string | string[] | undefined>;

function read(query: QueryLike, name: string): string | null {
  if (query instanceof URLSearchParams) return query.get(name);
  const v = query[name];
  return (Array.isArray(v) ? v[0] : v) ?? null;
}

function id(raw: string | null): number | null {
  return raw !== null && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

const isStep = (s: string | null): s is Step => (STEPS as readonly (string | null)[]).includes(s);

/** The steps a ticket goes through: a free one has no payment method. */
export function stepsFor(ticket: Pick<Ticket, 'free'> | null | undefined): Step[] {
  return ticket?.free ? ['ticket', 'conditions', 'confirm'] : [...STEPS];
}

/** The first step whose choice is missing, or null when everything is chosen. */
function firstMissing(choice: PurchaseChoice, ticket: Pick<Ticket, 'free'> | undefined): Step | null {
  if (!ticket) return 'ticket';
  if (!ticket.free && choice.paymentTypeId === null) return 'payment';
  if (!choice.accepted) return 'conditions';
  return null;
}

/**
 * The state a query describes, checked against what the tenant sells:
 *
 *   parseFlow('?step=confirm&ticket=2', {paid ticket 2, card 1}) → { step: 'payment', ticketId: 2, paymentTypeId: null, accepted: false }
 *   parseFlow('?step=payment&ticket=1', {free ticket 1})         → { step: 'conditions', ticketId: 1, ... }
 */
export function parseFlow(query: QueryLike, catalogue: Catalogue): FlowState {
  const ticket = catalogue.tickets.find((t) => t.id === id(read(query, QUERY.ticket)));
  const methodId = id(read(query, QUERY.method));
  const method = ticket && !ticket.free ? catalogue.paymentTypes.find((p) => p.id === methodId) : undefined;
  const choice: PurchaseChoice = {
    ticketId: ticket?.id ?? null,
    paymentTypeId: method?.id ?? null,
    accepted: Boolean(ticket) && read(query, QUERY.accept) === '1',
  };
  const requested = read(query, QUERY.step);
  const steps = stepsFor(ticket);
  // A free ticket asked for at the payment step goes on to the conditions.
  let step: Step = isStep(requested) ? (steps.includes(requested) ? requested : 'conditions') : 'ticket';
  const missing = firstMissing(choice, ticket);
  if (missing && steps.indexOf(missing) < steps.indexOf(step)) step = missing;
  return { step, ...choice };
}

/** The query of a state: `step=payment&ticket=2` (only what is chosen). */
export function flowQuery(state: FlowState): string {
  const q = new URLSearchParams({ [QUERY.step]: state.step });
  if (state.ticketId !== null) q.set(QUERY.ticket, String(state.ticketId));
  if (state.paymentTypeId !== null) q.set(QUERY.method, String(state.paymentTypeId));
  if (state.accepted) q.set(QUERY.accept, '1');
  return q.toString();
}

/** The step after `step` for this ticket (null after the last). */
export function nextStep(step: Step, ticket: Pick<Ticket, 'free'> | null | undefined): Step | null {
  const steps = stepsFor(ticket);
  return steps[steps.indexOf(step) + 1] ?? null;
}

/** The step before `step` for this ticket (null before the first). */
export function previousStep(step: Step, ticket: Pick<Ticket, 'free'> | null | undefined): Step | null {
  const steps = stepsFor(ticket);
  const i = steps.indexOf(step);
  return i > 0 ? steps[i - 1]! : null;
}

/**
 * Choosing a ticket: the conditions are the ticket's own, so another ticket must be accepted
 * again; a free one has no payment method. The same ticket keeps everything.
 */
export function chooseTicket(state: FlowState, ticket: Pick<Ticket, 'id' | 'free'>): PurchaseChoice {
  if (state.ticketId === ticket.id) return { ticketId: state.ticketId, paymentTypeId: state.paymentTypeId, accepted: state.accepted };
  return { ticketId: ticket.id, paymentTypeId: ticket.free ? null : state.paymentTypeId, accepted: false };
}

/** Where a retry goes (the ko page): the confirm step with the same choice, accepted before. */
export function retryQuery(choice: { ticketId: number; paymentTypeId: number | null }): string {
  return flowQuery({ step: 'confirm', ticketId: choice.ticketId, paymentTypeId: choice.paymentTypeId, accepted: true });
}
