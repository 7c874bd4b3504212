'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { settlePrivateCache, warmUrls, workerUrl } from '@/lib/pwa/offline';
import { readAuthCookie } from '@/lib/session/auth-cookie';
import { useSession } from '@/lib/stores/session-context';

/**
 * Registers the service worker (public/sw.js) after the page has loaded, tells it which pages to
 * warm for this language, and keeps the device's private offline copies to the signed-in
 * account: signing out (or another account signing in) deletes them. Renders nothing.
 */
export function OfflineSupport() {
  const locale = useLocale() as Locale;
  const token = useSession((s) => s.token);
  const customerId = useSession((s) => s.customer?.id);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let cancelled = false;
    const register = async () => {
      try {
        await navigator.serviceWorker.register(workerUrl(process.env.EKITALDI_BUILD_NONCE ?? 'dev'));
        const ready = await navigator.serviceWorker.ready;
        if (!cancelled) ready.active?.postMessage({ type: 'warm', urls: warmUrls(locale) });
      } catch {
        // No worker (private browsing, blocked): the portal works online as before.
      }
    };
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
    return () => {
      cancelled = true;
    };
  }, [locale]);

  useEffect(() => {
    if (!('caches' in window)) return;
    const signedIn = Boolean(token ?? readAuthCookie());
    void settlePrivateCache(signedIn, customerId, window.localStorage, (name) => caches.delete(name)).catch(() => {});
  }, [token, customerId]);

  return null;
}
