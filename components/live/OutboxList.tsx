'use client';

import { useTranslations } from 'next-intl';
import type { OutboxItem } from './use-outbox';
import styles from './Live.module.css';

/** What was typed but not sent yet: waiting for the connection, sending, or failed with a retry. */
export function OutboxList({ items, error, onRetry, onDiscard }: { items: OutboxItem[]; error: (item: OutboxItem) => string; onRetry: (id: string) => void; onDiscard: (id: string) => void }) {
  const t = useTranslations('Session');
  if (items.length === 0) return null;
  return (
    <ul className={styles.list} data-testid="live-outbox">
      {items.map((item) => (
        <li key={item.clientId} className={styles.item}>
          <p className={styles.text}>{item.text}</p>
          <p className={item.status === 'failed' ? styles.error : styles.meta}>
            {item.status === 'waiting' ? t('live.waiting') : item.status === 'sending' ? t('live.sending') : `${t('live.failed')} ${error(item)}`}
          </p>
          {item.status !== 'sending' ? (
            <div className={styles.actions}>
              <button type="button" className="button" onClick={() => onRetry(item.clientId)}>
                {t('live.retry')}
              </button>
              <button type="button" className="button" onClick={() => onDiscard(item.clientId)}>
                {t('live.discard')}
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
