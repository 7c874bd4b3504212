import { createStore } from 'zustand/vanilla';
import { isApiError } from '@/lib/api/errors';
import type { Customer, GeneralData, Venue } from '@/lib/api/schemas';
import { removeForumCookie } from '@/lib/auth/forum-cookie';
import { readAuthCookie, removeAuthCookie, writeAuthCookie } from '@/lib/session/auth-cookie';

/**
 * Session and UI state (docs/product.md#entities "Store"): auth token, customer, remember days, general data,
 * current venue, networking conference. Server data reaches components as props; this store
 * holds only what the browser needs to remember between components.
 */
export interface SessionState {
  token: string | null;
  customer: Customer | null;
  /** How long "remember me" keeps the auth cookie (configuration, default 30). */
  rememberDays: number;
  generalData: GeneralData | null;
  currentVenue: Venue | null;
  networkingConference: string | number | null;
}

export interface SessionActions {
  /** Stores a new token; the cookie expires after rememberDays only when `remember`. */
  setToken(token: string, remember: boolean): void;
  /**
   * Signs in with a token the API just gave (login, two-factor, SSO): stores it like setToken
   * and loads the customer, so the header greets them at once. Resolves with the customer (null
   * when the API refused the token).
   */
  signIn(token: string, remember: boolean): Promise<Customer | null>;
  /**
   * Loads the customer for the current token. A Forbidden answer empties the customer
   * (the transport has already cleared the cookie); any other error is re-thrown.
   */
  fetchCustomer(): Promise<Customer | null>;
  /**
   * Tells the API, removes the cookie (and the forum's session cookie) and empties the
   * customer, even if the API call fails.
   */
  logout(): Promise<void>;
  /** Empties the session locally (after a 403 from any call). */
  clear(): void;
  setCurrentVenue(venue: Venue | null): void;
  setNetworkingConference(id: string | number | null): void;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function isForbidden(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'forbidden') return true;
  const message = (error.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && /forbidden/i.test(message);
}

/** The two calls the store makes. */
export interface SessionCalls {
  getCustomer(): Promise<Customer>;
  logout(): Promise<void>;
}

const loadCalls = () => import('@/lib/api/session-calls');
const BROWSER_CALLS: SessionCalls = {
  getCustomer: () => loadCalls().then((m) => m.getSessionCustomer()),
  logout: () => loadCalls().then((m) => m.endSession()),
};

/**
 * `calls` are the API calls the actions make: by default the browser's fetch transport
 * (`lib/api/session-calls`), loaded with the first call: the store is on every page, and a page's first
 * load carries no transport (the schema of the answer comes with a signed-in visitor's answer
 * too); fakes in tests.
 */
export function createSessionStore(
  init: Partial<SessionState> = {},
  calls: SessionCalls = BROWSER_CALLS,
) {
  return createStore<SessionState & SessionActions>()((set, get) => ({
    token: null,
    customer: null,
    rememberDays: 30,
    generalData: null,
    currentVenue: null,
    networkingConference: null,
    ...init,

    setToken(token, remember) {
      writeAuthCookie(token, remember ? get().rememberDays : null);
      set({ token });
    },

    async signIn(token, remember) {
      get().setToken(token, remember);
      return get().fetchCustomer();
    },

    async fetchCustomer() {
      const token = get().token ?? readAuthCookie();
      if (!token) {
        set({ customer: null });
        return null;
      }
      try {
        const customer = await calls.getCustomer();
        set({ token, customer });
        return customer;
      } catch (error) {
        if (isForbidden(error)) {
          set({ token: null, customer: null });
          return null;
        }
        throw error;
      }
    },

    async logout() {
      try {
        if (get().token ?? readAuthCookie()) await calls.logout();
      } catch {
        // The session ends locally whatever the API says: the token is dropped either way.
      } finally {
        removeAuthCookie();
        removeForumCookie();
        set({ token: null, customer: null });
      }
    },

    clear() {
      set({ token: null, customer: null });
    },

    setCurrentVenue(venue) {
      set({ currentVenue: venue });
    },

    setNetworkingConference(id) {
      set({ networkingConference: id });
    },
  }));
}
