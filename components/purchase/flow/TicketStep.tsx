'use client';

import { useTranslations } from 'next-intl';
import { chooseTicket, type FlowState } from '@/lib/purchase/flow';
import { ChoiceStep } from './ChoiceStep';
import { TicketIncludes } from '@/components/tickets/TicketIncludes';
import type { Entitlement } from '@/lib/api/schemas/entitlement-keys';
import type { FlowTicket } from './types';
import styles from '../Purchase.module.css';

/** Step 1: the ticket types, each with its price (VAT as the API gives it), description and what it includes. */
export function TicketStep({ tickets, offered, state, onDone }: { tickets: FlowTicket[]; offered: readonly Entitlement[]; state: FlowState; onDone: (choice: FlowState, ticket: FlowTicket) => void }) {
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
          <TicketIncludes rights={ticket.rights} offered={offered} />
        </>
      )}
    />
  );
}
