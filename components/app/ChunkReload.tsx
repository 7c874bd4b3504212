'use client';

import { useEffect } from 'react';
import { reloadIfChunkError } from '@/lib/chunk-reload';

/** Reloads the page once (per 60 s) when a script chunk fails to load after a deployment. */
export function ChunkReload() {
  useEffect(() => {
    const onError = (e: ErrorEvent) => reloadIfChunkError(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => reloadIfChunkError(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
