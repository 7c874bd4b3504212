'use client';

import { useTranslations } from 'next-intl';
import styles from './Networking.module.css';

/** A list that could not be read: the docs/product.md#errors message and a retry (announced as an alert). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('networking');
  const tErrors = useTranslations('ApiErrors');
  return (
    <div className={styles.notice} role="alert">
      <p>{tErrors('loadingError')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** The states of a networking list before its items: failed (with a retry) and still loading. */
export function ListState({ failed, loading, onRetry }: { failed: boolean; loading: boolean; onRetry: () => void }) {
  const t = useTranslations('networking');
  return (
    <>
      {failed ? <LoadFailed onRetry={onRetry} /> : null}
      {loading ? <p role="status">{t('loading')}</p> : null}
    </>
  );
}
