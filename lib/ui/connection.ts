/**
 * docs/product.md#limits: link prefetch is skipped on a 2g (or slower) connection or when the visitor asked
 * to save data. Read from the Network Information API (`navigator.connection`, Chromium-based
 * browsers); where it is missing nothing is known, and prefetching stays as Next does it.
 */

/** The part of the Network Information API this reads. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

interface ConnectionLike extends ConnectionInfo {
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

const SLOW_TYPES = new Set(['slow-2g', '2g']);

/** True when prefetching would waste the visitor's data or bandwidth. */
export function shouldSkipPrefetch(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || SLOW_TYPES.has(connection.effectiveType ?? '');
}

function currentConnection(): ConnectionLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionLike }).connection;
}

/** For useSyncExternalStore: re-read on the connection's `change` event. */
export function subscribeToConnection(onChange: () => void): () => void {
  const connection = currentConnection();
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

/** For useSyncExternalStore: may links prefetch right now? */
export function prefetchAllowed(): boolean {
  return !shouldSkipPrefetch(currentConnection());
}

/**
 * The server (and the hydrating first render) does not know the connection: no prefetch until
 * the browser has said, so a data-saving visitor never gets one before the check.
 */
export function prefetchAllowedOnServer(): boolean {
  return false;
}
