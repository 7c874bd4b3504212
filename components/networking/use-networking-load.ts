'use client';

import { useCallback, useEffect, useState } from 'react';
import { networkingFailureOf, type NetworkingFailure } from '@/lib/networking/failures';
import { useNetworking } from './networking-context';

/**
 * One read of a networking screen (events, meetings, the organisers' registrations): the answer,
 * or why it failed, and a retry. A signed-out answer goes to the app's "session expired" instead
 * (the screen keeps what it had). `read` must keep its identity (a module-level function): a new
 * one reads again. A failed read keeps the last answer on screen, and a good one clears the failure.
 */
export function useNetworkingLoad<T>(read: () => Promise<T>) {
  const { sessionExpired } = useNetworking();
  const [data, setData] = useState<T | null>(null);
  const [failure, setFailure] = useState<NetworkingFailure | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    read()
      .then((answer) => {
        if (!live) return;
        setData(answer);
        setFailure(null);
      })
      .catch((error: unknown) => {
        if (!live) return;
        const failed = networkingFailureOf(error, 'load');
        if (failed.kind === 'signed_out') sessionExpired();
        else setFailure(failed);
      });
    return () => {
      live = false;
    };
  }, [read, attempt, sessionExpired]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, setData, failure, retry };
}
