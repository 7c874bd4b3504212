'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * The page's query string as React state, without making the cached page dynamic: the server
 * (and hydration) see '' — the unfiltered list of the cached HTML — and the browser's real
 * `location.search` takes over right after. Changes go through the History API (Next's router
 * follows it), so a filtered URL can be shared and the back button undoes a filter.
 */
const CHANGE_EVENT = 'ekitaldi:search-change';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const getSnapshot = () => window.location.search;
const getServerSnapshot = () => '';

export function useUrlSearch(): [string, (search: string, mode: 'push' | 'replace') => void] {
  const search = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const setSearch = useCallback((next: string, mode: 'push' | 'replace') => {
    if (next === window.location.search) return;
    const url = window.location.pathname + next + window.location.hash;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [search, setSearch];
}
