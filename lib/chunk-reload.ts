/** docs/product.md#routes: a failed chunk load reloads the page, at most once every 60 s. */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
const STORAGE_KEY = 'ekitaldi:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const name = (error as { name?: unknown }).name;
  const message = String((error as { message?: unknown }).message ?? error);
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
  /** navigator.onLine: with no network a reload cannot fetch the chunk either. */
  online?: () => boolean;
}

/** Reloads unless offline or the last reload for a chunk failure was less than 60 s ago. */
export function reloadAfterChunkError(deps: ReloadDeps): boolean {
  if (deps.online && !deps.online()) return false;
  const last = Number(deps.storage.getItem(STORAGE_KEY) ?? 0);
  const now = deps.now();
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_THROTTLE_MS) return false;
  deps.storage.setItem(STORAGE_KEY, String(now));
  deps.reload();
  return true;
}

/** In the browser: reloads for a chunk failure (throttled); other errors are left alone. */
export function reloadIfChunkError(error: unknown): void {
  if (!isChunkLoadError(error)) return;
  reloadAfterChunkError({ storage: window.sessionStorage, reload: () => window.location.reload(), now: Date.now, online: () => navigator.onLine });
}
