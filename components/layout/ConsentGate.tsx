'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import {
  CONSENT_CHOICE_EVENT,
  consentChoice,
  loadConsentService,
  serviceMayLoad,
  tellServiceAccepted,
  type ServiceWindow,
} from '@/lib/third-parties/consent-service';

// The banner's texts and buttons load only for a visitor who has not answered yet.
const ConsentBanner = lazy(() => import('./ConsentBanner'));

type Gate = 'ask' | 'load' | 'quiet';

const subscribe = (onChange: () => void) => {
  window.addEventListener(CONSENT_CHOICE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CONSENT_CHOICE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};
const read = (): Gate => (serviceMayLoad(window) ? 'load' : consentChoice(window) === 'rejected' ? 'quiet' : 'ask');
// The page is the same for every visitor (cached): the answer is read in the browser only.
const serverRead = (): Gate => 'quiet';

/**
 * The consent service (Cookiebot) of a tenant that has one, loaded only after the visitor's
 * choice (lib/third-parties/consent-service.ts): until then the portal's own banner asks; after
 * "accept" the service loads and is told so; after "reject" nothing loads.
 */
export function ConsentGate({ serviceId }: { serviceId: string }) {
  const gate = useSyncExternalStore(subscribe, read, serverRead);

  useEffect(() => {
    if (gate !== 'load') return;
    loadConsentService(window as unknown as ServiceWindow, serviceId).then(
      (service) => {
        if (consentChoice(window) === 'accepted') tellServiceAccepted(service);
      },
      (error: unknown) => console.warn('[consent service]', error),
    );
  }, [gate, serviceId]);

  if (gate !== 'ask') return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
