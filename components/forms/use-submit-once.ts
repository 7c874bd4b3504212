'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * Runs one task at a time: a call while one is in flight does nothing. React state arrives too
 * late for a double click, hence the ref. Its own module, free of react-hook-form, so a button
 * on a public page (a file download) can use it without bringing in the form library.
 */
export function useSubmitOnce() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
