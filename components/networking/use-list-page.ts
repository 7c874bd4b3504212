'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { networkingFailureOf } from '@/lib/networking/failures';
import { useNetworking } from './networking-context';

/**
 * One page of a networking list kept in the URL (the directory, the inbox): reads it whenever
 * `read` changes (callers make it with useCallback over what it asks for) or on retry, writes
 * `query` into the address (`?q=&pagina=`; an empty value drops its parameter, the history
 * entry is replaced) so that a reload or a shared link shows the same list, and after
 * `focusOnNextAnswer()` (a new page, new filters) puts the focus on `focus` once the answer is in.
 * A signed-out answer goes to the app's "session expired"; any other failure sets `failed` and
 * keeps what was on screen.
 */
export function useListPage<T>(
  read: () => Promise<T>,
  { query, focus, onAnswer }: { query: Record<string, string | null>; focus: RefObject<HTMLElement | null>; onAnswer?: (answer: T) => void },
) {
  const { sessionExpired } = useNetworking();
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const moveFocus = useRef(false);
  const latest = useRef({ onAnswer, focus });
  useEffect(() => {
    latest.current = { onAnswer, focus };
  });
  const search = JSON.stringify(query);

  useEffect(() => {
    let live = true;
    read()
      .then((answer) => {
        if (!live) return;
        setData(answer);
        latest.current.onAnswer?.(answer);
        setFailed(false);
        if (moveFocus.current) latest.current.focus.current?.focus();
        moveFocus.current = false;
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (networkingFailureOf(error, 'load').kind === 'signed_out') sessionExpired();
        else setFailed(true);
      });
    const url = new URL(window.location.href);
    for (const [name, value] of Object.entries(JSON.parse(search) as Record<string, string | null>)) {
      if (value) url.searchParams.set(name, value);
      else url.searchParams.delete(name);
    }
    window.history.replaceState(window.history.state, '', url);
    return () => {
      live = false;
    };
  }, [read, search, attempt, sessionExpired]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const focusOnNextAnswer = useCallback(() => {
    moveFocus.current = true;
  }, []);
  return { data, setData, failed, retry, focusOnNextAnswer };
}
