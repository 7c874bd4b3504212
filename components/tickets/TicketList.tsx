import { useTranslations } from 'next-intl';
import type { Ticket } from '@/lib/api/schemas';
import type { PriceTexts } from '@/lib/purchase/prices';
import { offeredRights } from '@/lib/tickets/rights';
import { Card } from '@/components/ui/Card';
import { TicketIncludes } from './TicketIncludes';
import styles from './TicketList.module.css';

export type PublicTicket = Pick<Ticket, 'id' | 'name' | 'description' | 'rights' | 'conditions' | 'free'> & {
  prices: PriceTexts;
  /** where choosing it goes: the purchase page with this ticket chosen (sign-in first, coming back) */
  buyHref: string;
};

/**
 * The tickets the tenant sells, side by side to compare: price with VAT, what each includes and,
 * of what the event offers, what it does not; its terms of sale; a plain link that carries the
 * choice into the purchase. No client code: the page is the same for everyone and cached.
 */
export function TicketList({ tickets }: { tickets: PublicTicket[] }) {
  const t = useTranslations('Tickets');
  const offered = offeredRights(tickets);
  return (
    <ul className={styles.list} aria-label={t('listLabel')}>
      {tickets.map((ticket) => {
        const titleId = `ticket-${ticket.id}-title`;
        return (
          <li key={ticket.id} className={styles.item}>
            <Card as="article" padding="lg" className={styles.card}>
              <h2 id={titleId} className={styles.name}>
                {ticket.name}
              </h2>
              <p className={styles.price}>{ticket.free ? t('free') : ticket.prices.price}</p>
              {ticket.free ? null : (
                <p className={styles.vat}>
                  {t('priceVat', { rate: ticket.prices.rate, vat: ticket.prices.vat })}
                  <br />
                  {t('priceBase', { base: ticket.prices.base })}
                </p>
              )}
              <p>{ticket.description}</p>
              <TicketIncludes rights={ticket.rights} offered={offered} />
              {ticket.conditions ? (
                <details className={styles.conditions}>
                  <summary>{t('conditions')}</summary>
                  {ticket.conditions.split(/\n\s*\n/).map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                  ))}
                </details>
              ) : null}
              <p className={styles.action}>
                <a href={ticket.buyHref} className="button" aria-describedby={titleId}>
                  {ticket.free ? t('chooseFree') : t('choose')}
                </a>
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
