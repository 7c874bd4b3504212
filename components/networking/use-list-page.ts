'use client';

import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useNetworkingLoad } from './use-networking-load';

/**
 * One page of a networking list kept in the URL (the directory, the inbox): reads it with
 * useNetworkingLoad whenever `read` changes (callers make it with useCallback over what it asks
 * for) or on retry; writes `query` into the address (`?q=&pagina=`; an empty value drops its
 * parameter, the history entry is replaced) so that a reload or a shared link shows the same
 * list; and after `focusOnNextAnswer()` (a new page, new filters) puts the focus on `focus` once
 * the answer is in.
 * A signed-out answer goes to the app's "session expired"; any other failure sets `failed` and
 * keeps what was on screen.
 */
export function useListPage<T>(
  read: () => Promise<T>,
  { query, focus, onAnswer }: { query: Record<string, string | null>; focus: RefObject<HTMLElement | null>; onAnswer?: (answer: T) => void },
) {
  const moveFocus = useRef(false);
  const { data, setData, failure, retry } = useNetworkingLoad(read, (answer) => {
    onAnswer?.(answer);
    if (moveFocus.current) focus.current?.focus();
    moveFocus.current = false;
  });
  const search = JSON.stringify(query);

  useEffect(() => {
    const url = new URL(window.location.href);
    for (const [name, value] of Object.entries(JSON.parse(search) as Record<string, string | null>)) {
      if (value) url.searchParams.set(name, value);
      else url.searchParams.delete(name);
    }
    window.history.replaceState(window.history.state, '', url);
  }, [search]);

  const focusOnNextAnswer = useCallback(() => {
    moveFocus.current = true;
  }, []);
  return { data, setData, failed: failure !== null, retry, focusOnNextAnswer };
}
