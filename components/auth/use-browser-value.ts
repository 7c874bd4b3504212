'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (the query string, sessionStorage), read after hydration
 * without a setState-in-effect: `server` during the server render and hydration, then
 * `read()`. `read` must return a primitive (or the same object each time).
 */
export function useBrowserValue<T>(read: () => T, server: T): T {
  return useSyncExternalStore(noSubscription, read, () => server);
}

/**
 * False in the server HTML and until React has hydrated. Submit buttons stay disabled until
 * then: a form submitted natively before hydration would put what was typed (a password) in
 * the URL.
 */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
