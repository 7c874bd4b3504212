'use client';

import { lazy, Suspense, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { loadConsentService, type ServiceWindow } from '@/lib/third-parties/consent-service';
import styles from './CookieSettings.module.css';

// The settings themselves load when the visitor opens them: every page carries the button.
const OwnSettings = lazy(() => import('./CookieOwnSettings'));

/**
 * Cookie settings (docs/product.md#routes "cookie policy (with cookie settings button)"). A tenant
 * with a consent service (Cookiebot) opens its dialog, loading the service first if the visitor
 * has not answered yet (the visitor asked for it; lib/third-parties/consent-service.ts); when it
 * cannot load, the
 * button says so and offers the portal's own settings for what the portal itself sets. A
 * tenant without one gets the portal's own settings straight away: each category with what it
 * sets and for how long (docs/product.md#limits), the optional ones switched off as easily as on — a video's
 * player goes back behind its facade at once.
 */
export function CookieSettingsButton({
  consentServiceId,
  chatWidget,
  tagManager = false,
}: {
  /** the tenant's consent service (Cookiebot id), if any */
  consentServiceId: string | null;
  chatWidget: boolean;
  tagManager?: boolean;
}) {
  const consentService = consentServiceId !== null;
  const t = useTranslations('CookieSettings');
  const [unavailable, setUnavailable] = useState(false);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const onOpen = () => {
    if (!consentService) {
      setOpen((o) => !o);
      return;
    }
    loadConsentService(window as unknown as ServiceWindow, consentServiceId).then(
      (cookiebot) => {
        if (cookiebot.renew) cookiebot.renew();
        else if (cookiebot.show) cookiebot.show();
        else setUnavailable(true);
      },
      () => setUnavailable(true),
    );
  };

  return (
    <div className={styles.wrap}>
      <p className={styles.row}>
        <button type="button" className="button button-secondary" onClick={onOpen} aria-expanded={consentService ? undefined : open} aria-controls={consentService ? undefined : panelId}>
          {t('open')}
        </button>
      </p>
      <p role="status" className={styles.status}>
        {unavailable ? t('unavailable') : ''}
      </p>
      {unavailable ? (
        <p className={styles.row}>
          <button type="button" className="button button-secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
            {t('ownSettings')}
          </button>
        </p>
      ) : null}
      <div id={panelId} hidden={!open}>
        {/* Google Tag Manager is the portal's to ask about where no consent service runs it. */}
        {open ? (
          <Suspense fallback={null}>
            <OwnSettings chatWidget={chatWidget} tagManager={tagManager && (!consentService || unavailable)} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
