'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import styles from './NetworkStatus.module.css';

function subscribe(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** docs/product.md#states: online/offline follows the browser. A banner while offline, a short note on return. */
export function NetworkStatus() {
  const t = useTranslations('Network');
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [wasOffline, setWasOffline] = useState(false);
  const [showBack, setShowBack] = useState(false);

  useEffect(() => {
    if (!online) {
      const id = setTimeout(() => {
        setWasOffline(true);
        setShowBack(false);
      }, 0);
      return () => clearTimeout(id);
    }
    if (!wasOffline) return;
    const show = setTimeout(() => setShowBack(true), 0);
    const hide = setTimeout(() => {
      setShowBack(false);
      setWasOffline(false);
    }, 4000);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [online, wasOffline]);

  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {!online ? <p className={styles.offline}>{t('offline')}</p> : showBack ? <p className={styles.online}>{t('online')}</p> : null}
    </div>
  );
}
