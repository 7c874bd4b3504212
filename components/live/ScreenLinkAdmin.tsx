'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { screen as screenCalls } from '@/lib/api/browser-calls';
import { liveMessageOf, type LiveMessageRef } from '@/lib/api/live-model';
import styles from './Live.module.css';

/**
 * The organiser's room screen controls on the moderation page: open the screen
 * (their own session opens it), show its secret link for a projector signed in as nobody, and
 * change that link (the old one stops working at once).
 */
export function ScreenLinkAdmin({ conferenceId, screenPath, text }: { conferenceId: number; screenPath: string; text: (ref: LiveMessageRef) => string }) {
  const t = useTranslations('Session');
  const common = useTranslations('Common');
  const id = useId();
  const [key, setKey] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<{ key: string }>, done: string | null) {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      setKey((await call()).key);
      setNotice(done);
    } catch (failure) {
      setError(text(liveMessageOf(failure, 'moderation')));
    } finally {
      setBusy(false);
    }
  }

  const link = key ? `${window.location.origin}${screenPath}#k=${key}` : '';
  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`} data-testid="screen-admin">
      <h2 id={`${id}-h`} className={styles.heading}>
        {t('screenAdmin.title')}
      </h2>
      <div className={styles.actions}>
        <a className="button" href={screenPath} target="_blank" rel="noopener">
          {t('screenAdmin.open')}
          <span className="visually-hidden"> {common('newWindow')}</span>
        </a>
        {key ? (
          <button type="button" className="button button-secondary" aria-disabled={busy || undefined} onClick={() => void run(() => screenCalls.rotateScreenLink(conferenceId), t('screenAdmin.rotated'))}>
            {t('screenAdmin.rotate')}
          </button>
        ) : (
          <button type="button" className="button button-secondary" aria-disabled={busy || undefined} onClick={() => void run(() => screenCalls.getScreenLink(conferenceId), null)}>
            {t('screenAdmin.show')}
          </button>
        )}
      </div>
      {key ? (
        <div className={styles.form}>
          <label htmlFor={`${id}-link`}>{t('screenAdmin.linkLabel')}</label>
          <input id={`${id}-link`} type="text" readOnly value={link} aria-describedby={`${id}-hint`} onFocus={(e) => e.currentTarget.select()} />
          <p id={`${id}-hint`} className={styles.meta}>
            {t('screenAdmin.hint')}
          </p>
        </div>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.meta}>
        {notice}
      </p>
    </section>
  );
}
