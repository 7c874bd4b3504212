'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';

declare global {
  interface Window {
    Cookiebot?: { renew?: () => void; show?: () => void };
  }
}

/**
 * Reopens the cookie-consent dialog (cookie policy page). The consent script is third-party and
 * may fail to load (blocked, offline): then the button says so instead of doing nothing.
 */
export function CookieSettingsButton() {
  const t = useTranslations('CookieSettings');
  const [unavailable, setUnavailable] = useState(false);
  return (
    <p>
      <button
        type="button"
        className="button"
        onClick={() => {
          const cookiebot = window.Cookiebot;
          if (cookiebot?.renew) cookiebot.renew();
          else if (cookiebot?.show) cookiebot.show();
          else setUnavailable(true);
        }}
      >
        {t('open')}
      </button>
      <span role="status" className="cookie-settings-status">
        {unavailable ? ` ${t('unavailable')}` : ''}
      </span>
    </p>
  );
}
