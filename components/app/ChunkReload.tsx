'use client';

import { useEffect } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';

/** Reloads the page once (per 60 s) when a script chunk fails to load after a deployment. */
export function ChunkReload() {
  useEffect(() => {
    const handle = (error: unknown) => {
      if (!isChunkLoadError(error)) return;
      reloadAfterChunkError({ storage: window.sessionStorage, reload: () => window.location.reload(), now: Date.now });
    };
    const onError = (e: ErrorEvent) => handle(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => handle(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
