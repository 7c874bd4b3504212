'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs one submit at a time: a second click (or Enter) while the first request is in flight
 * does nothing. React state arrives too late for a double click, hence the ref.
 *
 *   const { pending, run } = useSubmitOnce();
 *   <form onSubmit={handleSubmit((v) => run(() => send(v)), onInvalid)}>
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

/**
 * Moves the focus after a failed submit to the error summary (field errors) or to the form's
 * alert (a message about the whole attempt), once they have rendered.
 */
export function useFailureFocus() {
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [request, setRequest] = useState<{ target: 'summary' | 'alert'; n: number } | null>(null);

  useEffect(() => {
    if (!request) return;
    // react-hook-form renders the errors just after calling onInvalid: wait a few frames for
    // the summary to exist before falling back to the alert.
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const first = request.target === 'summary' ? summaryRef.current : alertRef.current;
      if (first) return first.focus();
      if (tries++ < 10) frame = requestAnimationFrame(focus);
      else (request.target === 'summary' ? alertRef.current : summaryRef.current)?.focus();
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [request]);

  const focusSummary = useCallback(() => setRequest((r) => ({ target: 'summary', n: (r?.n ?? 0) + 1 })), []);
  const focusAlert = useCallback(() => setRequest((r) => ({ target: 'alert', n: (r?.n ?? 0) + 1 })), []);
  return { summaryRef, alertRef, focusSummary, focusAlert };
}
