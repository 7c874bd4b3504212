'use client';

import { useCallback, useEffect, useState } from 'react';
import { useBrowserValue, useHydrated } from './use-browser-value';

/** Removes `token` from the end of the address bar's path, keeping query and hash; history not added to. */
function removeFromPath(token: string) {
  const { pathname, search, hash } = window.location;
  for (const suffix of [`/${token}`, `/${encodeURIComponent(token)}`]) {
    if (pathname.endsWith(suffix)) {
      window.history.replaceState(window.history.state, '', pathname.slice(0, -suffix.length) + search + hash);
      return;
    }
  }
}

/**
 * The one-time token of a link (`/validate/{token}`, `/login-sso/{token}`), taken from the page
 * and then removed from the address bar and history, so that it is not left behind in the
 * browser's history or sent on as part of a later same-site Referer. Keep it only for links
 * consumed on arrival: a reload afterwards shows the page without token.
 */
export function useTokenFromPath(initial: string | null): string | null {
  const [token] = useState(initial);
  useEffect(() => {
    if (initial) removeFromPath(initial);
  }, [initial]);
  return token;
}

const keptKey = (place: string) => `ekitaldi:link-token:${place}`;

/** The token kept for `place` in this tab (null: none, or storage denied). */
export function readKept(place: string): string | null {
  try {
    return window.sessionStorage.getItem(keptKey(place));
  } catch {
    return null;
  }
}

/** Keeps a link's token for `place` in this tab only (sessionStorage: gone with the tab). */
export function keep(place: string, token: string) {
  try {
    window.sessionStorage.setItem(keptKey(place), token);
  } catch {
    // Storage denied (private mode): the token still works until the page is left.
  }
}

export function forgetKept(place: string) {
  try {
    window.sessionStorage.removeItem(keptKey(place));
  } catch {
    // Nothing was kept.
  }
}

export interface KeptToken {
  /** the link's token: from the page on arrival, from this tab's storage after a reload */
  token: string | null;
  /** false during the server render and hydration: "no token" is not known yet */
  known: boolean;
  /** drops the kept token once it has been used (or refused for good) */
  forget(): void;
}

/**
 * The token of a link whose page needs it after arrival (a form: `/password-reset-confirm/{token}`,
 * `/registro-sso/{token}`, an invitation's `?code=`), out of the address bar at once (history,
 * screenshots, Referer) yet kept in this tab's sessionStorage, so that a reload still
 * works. `remove` takes it out of the address bar (default: the path's last segment).
 */
export function useKeptToken(initial: string | null, place: string, remove: (token: string) => void = removeFromPath): KeptToken {
  const known = useHydrated();
  const stored = useBrowserValue(() => (initial ? null : readKept(place)), null);
  useEffect(() => {
    if (!initial) return;
    keep(place, initial);
    remove(initial);
  }, [initial, place, remove]);
  const forget = useCallback(() => forgetKept(place), [place]);
  return { token: initial ?? stored, known: known || initial !== null, forget };
}

/** Removes `?name=` from the address bar (an invitation's `?code=`), keeping the rest. */
export function removeQueryParam(name: string) {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(name)) return;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
