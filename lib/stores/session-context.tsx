'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { onBrowserForbidden, setBrowserApiConfig, setCallReporter } from '@/lib/api/browser-settings';
import { createRealtimeClient, type RealtimeClient } from '@/lib/realtime/client';
import type { RealtimeConfig } from '@/lib/realtime/config';
import { RealtimeContext } from '@/lib/realtime/react';
import { starsStore } from '@/lib/my-day/stars';
import { readAuthCookie } from '@/lib/session/auth-cookie';
import type { GeneralData, Venue } from '@/lib/api/schemas';
import type { Locale } from '@/lib/tenants/schema';
import { loadingStore } from './loading';
import { createSessionStore, type SessionActions, type SessionState, type SessionStore } from './session';

import { VENUE_STORAGE_KEY } from './venue-key';

export { VENUE_STORAGE_KEY };

const SessionContext = createContext<SessionStore | null>(null);

export interface BrowserSessionConfig {
  apiBaseUrl: string;
  tenantToken: string;
  locale: Locale;
  timeoutMs: number;
  rememberDays: number;
  generalData: GeneralData | null;
  venues: Venue[];
  /** the tenant's key: realtime channel names carry it */
  tenantKey: string;
  /** where the realtime client connects (read by the server at run time) */
  realtime: RealtimeConfig;
}

/** Picks the venue (docs/product.md#states): the stored one if still offered, else the first. */
export function pickVenue(venues: Venue[], storedId: string | null): Venue | null {
  return venues.find((v) => String(v.id) === storedId) ?? venues[0] ?? null;
}

/**
 * One store per page load (never shared between server requests), the browser API configured
 * for this tenant and language, the customer loaded when an auth cookie exists, and every
 * browser API call reported to the loading bar.
 */
export function SessionProvider({ config, children }: { config: BrowserSessionConfig; children: ReactNode }) {
  // One store per mounted provider, and the browser call settings recorded in the same first
  // render, before any child renders or runs an effect: a page that calls the API on arrival
  // (validate, SSO) finds them ready. Only settings: the fetch transport is built on its
  // first call (lib/api/browser.ts). A language switch
  // is a full page load, so the config never changes under a mounted provider.
  const [store] = useState<SessionStore>(() => {
    const created = createSessionStore({ rememberDays: config.rememberDays, generalData: config.generalData });
    // Never on the server: the settings are a browser singleton, and a server render makes no
    // client calls (requests of several tenants must not share them).
    if (typeof window !== 'undefined') {
      setBrowserApiConfig({
        baseURL: config.apiBaseUrl,
        tenantToken: config.tenantToken,
        locale: config.locale,
        timeoutMs: config.timeoutMs,
        getNetworkingConference: () => created.getState().networkingConference,
      });
      // Every browser call, on either path, shows on the loading bar (docs/product.md#states).
      setCallReporter(loadingStore.getState());
    }
    return created;
  });

  // The realtime client costs nothing until a component subscribes (lib/realtime/client.ts):
  // public pages never open a socket or download the libraries.
  const [realtime] = useState<RealtimeClient>(() =>
    createRealtimeClient({
      config: config.realtime,
      tenantKey: config.tenantKey,
      // The portal's own endpoint, which relays to the API and counts it (lib/realtime/relay.ts).
      authEndpoint: '/broadcasting/auth',
      locale: config.locale,
      getToken: readAuthCookie,
    }),
  );
  useEffect(() => () => realtime.disconnect(), [realtime]);

  useEffect(() => {
    const unsubscribe = onBrowserForbidden(() => store.getState().clear());
    store
      .getState()
      .fetchCustomer()
      // Stars kept before signing in join the account on the first page after it, whichever
      // page that is; nothing is loaded when the browser holds none.
      .then((customer) => (customer ? starsStore().mergeIfPending() : false))
      .catch((error: unknown) => console.warn('[session] customer could not be loaded', error));
    return unsubscribe;
  }, [store]);

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(VENUE_STORAGE_KEY);
    } catch {
      // Storage blocked (private mode): the first venue is used.
    }
    const venue = pickVenue(config.venues, stored);
    store.getState().setCurrentVenue(venue);
    if (config.venues.length === 1 && venue && stored !== String(venue.id)) {
      try {
        window.localStorage.setItem(VENUE_STORAGE_KEY, String(venue.id));
      } catch {
        // Nothing to keep: there is only one venue anyway.
      }
    }
  }, [config.venues, store]);

  return (
    <SessionContext.Provider value={store}>
      <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>
    </SessionContext.Provider>
  );
}

export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>');
  return useStore(store, selector);
}
