'use client';

import { useTranslations } from 'next-intl';
import { ENTITLEMENTS, type Entitlement } from '@/lib/api/schemas/entitlement-keys';
import styles from '../Purchase.module.css';

/**
 * What a ticket includes and what it does not, from its rights (the same data the API checks on
 * every door), in the page's language.
 */
export function TicketRights({ rights }: { rights: readonly Entitlement[] }) {
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
