import { isApiError, type ApiError } from '@/lib/api/errors';
import { isInMaintenance } from './upstream';

/**
 * What a page render learns when an API read fails:
 * - a 503 puts the tenant in maintenance at once (the next request gets the 503 page without
 *   waiting for the background probe);
 * - a timeout or a refused connection opens a short breaker on that API base, so the other
 *   reads of the same render (layout, metadata, page, a second render attempt) fail at once
 *   instead of each waiting for its own timeout: one timeout per failed page, not two.
 */
const BREAKER_MS = 1_000;

const KEY = Symbol.for('ekitaldi.upstreamBreaker');
const open: Map<string, { error: ApiError; at: number }> =
  ((globalThis as Record<symbol, unknown>)[KEY] as Map<string, { error: ApiError; at: number }> | undefined) ?? new Map();
(globalThis as Record<symbol, unknown>)[KEY] = open;

const WAITERS_KEY = Symbol.for('ekitaldi.upstreamBreakerWaiters');
const waiters: Map<string, Set<(error: ApiError) => void>> =
  ((globalThis as Record<symbol, unknown>)[WAITERS_KEY] as Map<string, Set<(error: ApiError) => void>> | undefined) ?? new Map();
(globalThis as Record<symbol, unknown>)[WAITERS_KEY] = waiters;

export function noteReadFailure(tenantKey: string, apiBase: string, error: unknown, now = Date.now()): void {
  if (!isApiError(error)) return;
  if (error.code === 'maintenance') isInMaintenance.note(tenantKey, 'maintenance', now);
  if (error.code === 'timeout' || error.code === 'network') {
    open.set(apiBase, { error, at: now });
    // Reads of the same API still in flight give up now instead of at their own timeout.
    const pending = waiters.get(apiBase);
    waiters.delete(apiBase);
    for (const reject of pending ?? []) reject(error);
  }
}

/**
 * `read`, or the breaker's failure as soon as another read of the same API base times out or
 * is refused: a page whose reads started a little apart still fails after one timeout.
 */
export async function raceBreaker<T>(apiBase: string, read: () => Promise<T>): Promise<T> {
  let cancel = () => {};
  const opened = new Promise<never>((_, reject) => {
    const set = waiters.get(apiBase) ?? new Set();
    set.add(reject);
    waiters.set(apiBase, set);
    cancel = () => set.delete(reject);
  });
  const running = read();
  // The losing side must not become an unhandled rejection.
  running.catch(() => {});
  opened.catch(() => {});
  try {
    return await Promise.race([running, opened]);
  } finally {
    cancel();
  }
}

/** A read that worked closes the breaker of its API base. */
export function noteReadSuccess(apiBase: string): void {
  open.delete(apiBase);
}

/** The failure to repeat at once while the breaker of this API base is open, else null. */
export function openBreaker(apiBase: string, now = Date.now()): ApiError | null {
  const entry = open.get(apiBase);
  if (!entry) return null;
  if (now - entry.at >= BREAKER_MS) {
    open.delete(apiBase);
    return null;
  }
  return entry.error;
}

/** How many API bases have their breaker open now (metrics). */
export function openBreakerCount(now = Date.now()): number {
  let count = 0;
  for (const base of [...open.keys()]) if (openBreaker(base, now)) count += 1;
  return count;
}

/**
 * When each API base last left a server call unanswered (timed out or refused), and who waits to
 * hear of the next time. The pipeline's fault relay reads it at its page deadline: a page still
 * rendering then is failed only when the API is what it waits for, never because the server is
 * busy (the page would have come, and a 500 says the site is broken when it is only slow).
 */
const UNANSWERED_KEY = Symbol.for('ekitaldi.upstreamUnanswered');
type Unanswered = { last: Map<string, number>; listeners: Map<string, Set<() => void>> };
const unanswered: Unanswered =
  ((globalThis as Record<symbol, unknown>)[UNANSWERED_KEY] as Unanswered | undefined) ?? { last: new Map(), listeners: new Map() };
(globalThis as Record<symbol, unknown>)[UNANSWERED_KEY] = unanswered;

/** A server call to `apiBase` got no answer (outcome `timeout` or `network`). */
export function noteUnanswered(apiBase: string, now = Date.now()): void {
  unanswered.last.set(apiBase, now);
  const listeners = unanswered.listeners.get(apiBase);
  unanswered.listeners.delete(apiBase);
  for (const listener of listeners ?? []) listener();
}

/** Whether a call to `apiBase` went unanswered at or after `since` (ms since the epoch). */
export function unansweredSince(apiBase: string, since: number): boolean {
  return (unanswered.last.get(apiBase) ?? -Infinity) >= since;
}

/** Calls `listener` once, the next time a call to `apiBase` goes unanswered; returns how to stop waiting. */
export function onUnanswered(apiBase: string, listener: () => void): () => void {
  const set = unanswered.listeners.get(apiBase) ?? new Set();
  set.add(listener);
  unanswered.listeners.set(apiBase, set);
  return () => {
    set.delete(listener);
    if (set.size === 0 && unanswered.listeners.get(apiBase) === set) unanswered.listeners.delete(apiBase);
  };
}
