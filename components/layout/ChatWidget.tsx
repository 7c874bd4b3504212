'use client';

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { giveChatConsent, hasChatConsent, loadChatScript, subscribeChatConsent, type ChatConsentWindow } from '@/lib/third-parties/chat-widget';
import styles from './ChatWidget.module.css';

const consentWindow = () => window as unknown as ChatConsentWindow & Window;
// Consent lives in the browser (Cookiebot or local storage): the server never knows it.
const subscribeConsent = (onChange: () => void) => subscribeChatConsent(window, onChange);
const readConsent = () => hasChatConsent(consentWindow());
const serverConsent = () => false;

type Phase = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The tenant's support chat (tenant setting `chatWidget`; absent by default, so this is not in
 * the page at all). Nothing is fetched from the vendor until the visitor consents: a small
 * launcher says the chat is an outside service and asks first. With consent (now, or remembered
 * from before) the vendor's script loads and its own launcher takes over. If it cannot load
 * (blocked, offline, the vendor down) the launcher says so and offers a retry; the portal itself
 * never depends on it.
 */
export function ChatWidget({ scriptUrl }: { scriptUrl: string }) {
  const t = useTranslations('ChatWidget');
  const id = useId();
  const consent = useSyncExternalStore(subscribeConsent, readConsent, serverConsent);
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [dismissed, setDismissed] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const vendor = new URL(scriptUrl).hostname;

  const load = useCallback(() => {
    setPhase('loading');
    loadChatScript(document, scriptUrl).then(
      () => setPhase('loaded'),
      (error: unknown) => {
        console.warn('[chat widget]', error);
        setPhase('failed');
      },
    );
  }, [scriptUrl]);

  useEffect(() => {
    // Consent given earlier (or in the banner meanwhile): load without asking again.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- starts the load the consent allows
    if (consent && phase === 'idle') load();
  }, [consent, phase, load]);

  // Loaded: the vendor's own launcher takes over. Dismissed after a failure: out of the way.
  if (phase === 'loaded' || dismissed) return null;
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;
  const asking = phase === 'idle' && open;

  return (
    <aside className={styles.widget} aria-label={t('label')} data-chat-widget-launcher>
      {/* Always in the page, so that "loading" and "could not load" are heard when they come. */}
      <div role="status" className={phase === 'idle' ? 'visually-hidden' : styles.status}>
        {phase === 'loading' ? t('loading') : phase === 'failed' ? t('failed') : ''}
      </div>
      {asking ? (
        <div id={panelId} className={styles.panel} role="group" aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <p className={styles.text}>{t('consent', { vendor })}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              onClick={() => {
                giveChatConsent(consentWindow());
                load();
              }}
            >
              {t('accept')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setOpen(false);
                // The question goes away: focus back where the visitor opened it.
                launcherRef.current?.focus();
              }}
            >
              {t('notNow')}
            </button>
          </div>
        </div>
      ) : null}
      {phase === 'failed' ? (
        <div className={styles.actions}>
          <button type="button" className="button" onClick={load}>
            {t('retry')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setDismissed(true)}>
            {t('close')}
          </button>
        </div>
      ) : null}
      {phase === 'idle' ? (
        <button ref={launcherRef} type="button" className={`button ${styles.launcher}`} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
          {t('open')}
        </button>
      ) : null}
    </aside>
  );
}
