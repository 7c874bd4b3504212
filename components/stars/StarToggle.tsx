'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { starsStore } from '@/lib/my-day/stars';
import styles from './StarToggle.module.css';

/**
 * The star of a session: on cached public pages (agenda, session page) it
 * renders unpressed on the server — the same bytes for everyone — and the browser reads the
 * visitor's stars after load (localStorage, or the account once signed in: lib/my-day/stars).
 * A toggle button with aria-pressed; a refused save says so next to it (an alert) and the star goes back.
 */
export function StarToggle({ conferenceId, title, className }: { conferenceId: number; title: string; className?: string }) {
  const t = useTranslations('stars');
  const store = starsStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const starred = snapshot.ids.has(conferenceId);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    store.load().catch(() => setFailed(true));
  }, [store]);

  const onClick = () => {
    setFailed(false);
    store.toggle(conferenceId, !starred).catch(() => setFailed(true));
  };

  return (
    <span className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.star}
        aria-pressed={starred}
        data-starred={starred || undefined}
        title={t('label', { title })}
        onClick={onClick}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4L2.8 9.5l6.4-.8z" />
        </svg>
        <span className="visually-hidden">{t('label', { title })}</span>
      </button>
      {/* Only a failure speaks (an alert appears): an agenda holds dozens of stars, and a
          status region each would crowd the page's live regions. */}
      {failed ? (
        <span role="alert" className={styles.error}>
          {t('failed')}
        </span>
      ) : null}
    </span>
  );
}
