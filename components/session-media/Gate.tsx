'use client';

import { useTranslations } from 'next-intl';
import { notIncluded, type EntitlementRefusal } from '@/lib/api/entitlement-errors';
import { loginHref } from '@/lib/auth/redirect';
import { Link } from '@/lib/i18n/navigation';
import type { Refusal } from '@/lib/participation/media';
import { href } from '@/lib/routing/routes';
import styles from './SessionMedia.module.css';

/** This page's public path (with its language prefix), for the sign-in screen to come back to. */
function here(): string {
  return typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
}

/**
 * What a visitor must do to open a gated file or stream: sign in (and come back here), register
 * for the session, buy a ticket (docs/product.md#errors "ticket needed", link to the purchase process), or, when
 * the held ticket lacks the item's right (`{ right, upgrade }`), say so and link to the ticket
 * that includes it. Rendered by client leaves only after load, so it never sits in the cached HTML.
 */
export function Gate({ refusal, action, name }: { refusal: Refusal | Pick<EntitlementRefusal, 'right' | 'upgrade'>; action: 'download' | 'watch'; name: string }) {
  const t = useTranslations('Session');
  const tErrors = useTranslations('ApiErrors');
  if (typeof refusal === 'object') {
    const copy = notIncluded(tErrors, refusal);
    return (
      <span className={styles.inline}>
        {copy.text}{' '}
        <Link href={copy.link.href} className={styles.gateLink}>
          {copy.link.label}
        </Link>
      </span>
    );
  }
  if (refusal === 'login') {
    return (
      <span className={styles.inline}>
        <Link href={loginHref({ redirect: here() })} className={styles.gateLink}>
          {action === 'download' ? t('media.signInToDownload') : t('media.signInToWatch')}
          <span className="visually-hidden"> {name}</span>
        </Link>
      </span>
    );
  }
  if (refusal === 'ticket') {
    return (
      <span className={styles.inline}>
        {tErrors('ticketNeeded')}{' '}
        <Link href={href('purchase')} className={styles.gateLink}>
          {tErrors('buyTicket')}
        </Link>
      </span>
    );
  }
  return <span className={styles.inline}>{action === 'download' ? t('media.registerToDownload') : t('media.registerToWatch')}</span>;
}

/** The registration state could not be read (docs/product.md#errors loading error): say so, and read it again on request. */
export function StateRetry({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('Session');
  const tErrors = useTranslations('ApiErrors');
  return (
    <span className={styles.inline} role="status">
      {tErrors('loadingError')}{' '}
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('media.retry')}
      </button>
    </span>
  );
}
