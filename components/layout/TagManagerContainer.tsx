'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { consentDefaults, consentDenied, consentGranted, hasTagConsent, subscribeTagConsent, tagManagerUrl, type TagConsentWindow } from '@/lib/third-parties/tag-manager';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const consentWindow = () => window as unknown as TagConsentWindow & Window;
const subscribe = (onChange: () => void) => subscribeTagConsent(window, onChange);
const read = () => hasTagConsent(consentWindow());
const serverRead = () => false;

let loaded = false;

/**
 * Google Tag Manager (lib/third-parties/tag-manager.ts): nothing from Google until the visitor
 * allows statistics (in the portal's own cookie settings, or in the consent manager where the
 * tenant has one); then the container loads (once per page) in consent mode: defaults denied,
 * then what was allowed. Withdrawing tells it "denied" (the settings panel also deletes its
 * cookies); the next pages do not load it.
 */
export default function TagManagerContainer({ gtmId }: { gtmId: string }) {
  const allowed = useSyncExternalStore(subscribe, read, serverRead);

  useEffect(() => {
    // Before a choice the page holds nothing of the container's, not even its dataLayer.
    if (!allowed && !loaded) return;
    const dataLayer = (window.dataLayer = window.dataLayer ?? []);
    // gtag's own form: the container reads an Arguments object.
    const gtag = function () {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    } as (...args: unknown[]) => void;
    if (!allowed) {
      if (loaded) gtag(...consentDenied());
      return;
    }
    if (loaded) return;
    loaded = true;
    gtag(...consentDefaults());
    gtag(...consentGranted(consentWindow()));
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = tagManagerUrl(gtmId);
    script.dataset.tagManager = '';
    document.head.appendChild(script);
  }, [allowed, gtmId]);

  return null;
}
