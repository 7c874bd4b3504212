'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/account/Dialog';
import { networking } from '@/lib/api/browser-calls';
import { secondsLeft, shouldAnnounce } from '@/lib/networking/countdown';
import { networkingFailureOf } from '@/lib/networking/failures';
import { useNetworking } from './networking-context';
import styles from './Networking.module.css';

type Phase = 'idle' | 'confirm' | 'counting' | 'deleting' | 'done';

/**
 * Turning networking off (docs/product.md#states, docs/product.md#calls /networking/unsubscribe): what it deletes, a confirmation,
 * then a countdown of N seconds (run-time setting, else the API's) shown and announced, during
 * which Cancel stops everything; at 0 the API deletes every conversation and meeting of the
 * person. Refused with the docs/product.md#errors sentence while they have an associated networking event.
 */
export function TurnOff() {
  const t = useTranslations('networking');
  const tErrors = useTranslations('ApiErrors');
  const { status, setStatus, countdownSeconds, sessionExpired } = useNetworking();
  const [phase, setPhase] = useState<Phase>('idle');
  const [left, setLeft] = useState(countdownSeconds);
  const [spoken, setSpoken] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success' | 'info'; text: string } | null>(null);
  const started = useRef(0);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const messageBox = useRef<HTMLDivElement>(null);
  const id = useId();
  const blocked = status.hasAssociatedEvent;

  const say = (tone: 'error' | 'success' | 'info', text: string) => {
    setMessage({ tone, text });
    requestAnimationFrame(() => messageBox.current?.focus());
  };

  useEffect(() => {
    if (phase !== 'counting') return;
    const tick = () => {
      const now = secondsLeft(started.current, Date.now(), countdownSeconds);
      setLeft((previous) => {
        if (now !== previous && shouldAnnounce(now, countdownSeconds)) setSpoken(t('off.countdownSpoken', { seconds: now }));
        return now;
      });
      if (now === 0) setPhase('deleting');
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [phase, countdownSeconds, t]);

  useEffect(() => {
    if (phase !== 'deleting') return;
    let live = true;
    networking
      .unsubscribeNetworking()
      .then((next) => {
        if (!live) return;
        setPhase('done');
        setStatus(next);
      })
      .catch((error: unknown) => {
        if (!live) return;
        const failure = networkingFailureOf(error, 'off');
        if (failure.kind === 'signed_out') return sessionExpired();
        setPhase('idle');
        say('error', tErrors(failure.message));
      });
    return () => {
      live = false;
    };
    // `say` and the translators are stable enough for one call per deletion.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  const start = () => {
    started.current = Date.now();
    setLeft(countdownSeconds);
    setSpoken(t('off.countdownStarted', { seconds: countdownSeconds }));
    setMessage(null);
    setPhase('counting');
    requestAnimationFrame(() => cancelButton.current?.focus());
  };

  const stop = () => {
    setPhase('idle');
    setSpoken('');
    say('info', t('off.stopped'));
  };

  if (!status.visible && phase !== 'counting' && phase !== 'deleting') {
    return (
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {t('off.title')}
        </h2>
        <div ref={messageBox} tabIndex={-1} role="status" className={styles.successBox}>
          <p>{phase === 'done' ? t('off.done') : t('off.alreadyOff')}</p>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('off.title')}
      </h2>
      <p>{t('off.intro')}</p>
      <ul className={styles.bullets}>
        <li>{t('off.deletesRequests')}</li>
        <li>{t('off.deletesMeetings')}</li>
        <li>{t('off.hidesProfile')}</li>
      </ul>
      {blocked ? (
        <p className={styles.notice} role="note">
          {tErrors('networkingUnsubscribeBlocked')}
        </p>
      ) : null}

      <div ref={messageBox} tabIndex={-1} role={message?.tone === 'error' ? 'alert' : 'status'} className={message ? (message.tone === 'error' ? styles.errorBox : styles.successBox) : undefined}>
        {message ? <p>{message.text}</p> : null}
      </div>

      {phase === 'counting' || phase === 'deleting' ? (
        <div className={styles.countdown}>
          <p className={styles.countdownText} role="timer" aria-live="off">
            {phase === 'deleting' ? t('off.deleting') : t('off.countdown', { seconds: left })}
          </p>
          {phase === 'counting' ? (
            <button ref={cancelButton} type="button" className="button" onClick={stop}>
              {t('off.cancel')}
            </button>
          ) : null}
        </div>
      ) : (
        <p>
          <button type="button" className={`button ${styles.danger}`} onClick={() => setPhase('confirm')} aria-disabled={blocked || undefined} disabled={blocked}>
            {t('off.open')}
          </button>
        </p>
      )}
      {/* The polite region speaks at the start, every 5 s and in the last 3 (lib/networking/countdown). */}
      <p className="visually-hidden" aria-live="polite">
        {phase === 'counting' ? spoken : ''}
      </p>

      <Dialog open={phase === 'confirm'} onClose={() => setPhase('idle')} title={t('off.confirmTitle')} description={<p>{t('off.confirmText', { seconds: countdownSeconds })}</p>}>
        <div className={styles.dialogActions}>
          <button type="button" className={`button ${styles.danger}`} onClick={start}>
            {t('off.confirm')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setPhase('idle')}>
            {t('off.keep')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
