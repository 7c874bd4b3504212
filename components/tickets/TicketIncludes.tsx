import { useTranslations } from 'next-intl';
import type { Entitlement } from '@/lib/api/schemas/entitlement-keys';
import { ticketIncludes } from '@/lib/tickets/rights';
import styles from './TicketIncludes.module.css';

/**
 * What a ticket includes and, of what the tenant offers (`offered`, see offeredRights), what it
 * does not: the one list every screen shows (tickets page, purchase, invitation, my tickets), in
 * the words of the `TicketRights` catalogue namespace, which the API's emails and PDFs are held
 * to. A shared component: rendered on the server, or inside a client leaf that carries the namespace.
 */
export function TicketIncludes({ rights, offered, id }: { rights: readonly Entitlement[]; offered?: readonly Entitlement[]; id?: string }) {
  const t = useTranslations('TicketRights');
  const { included, missing } = ticketIncludes(rights, offered);
  return (
    <div className={styles.includes} id={id}>
      {included.length > 0 ? (
        <>
          <p className={styles.label}>{t('includes')}</p>
          <ul className={styles.list}>
            {included.map((r) => (
              <li key={r}>
                {t(`rights.${r}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {missing.length > 0 ? (
        <>
          <p className={styles.label}>{t('notIncluded')}</p>
          <ul className={`${styles.list} ${styles.noList}`}>
            {missing.map((r) => (
              <li key={r}>
                {t(`rights.${r}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
