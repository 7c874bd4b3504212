import { PRIVATE_CACHE, privateCacheOwned } from './offline';

/**
 * Files the signed-in attendee downloaded that must open with no network (the accreditation
 * badge's PDF). They are kept in the same `private` cache as the private pages, under a
 * same-origin key that is never requested from any server, so signing out (or another account
 * signing in) deletes them with the pages (settlePrivateCache).
 */
const fileKey = (name: string) => `/__offline/${encodeURIComponent(name)}`;

/**
 * Keeps a downloaded file; without the Cache API (or on a quota error) nothing is kept. It waits
 * until the private cache belongs to the signed-in account (`owned`), so that settling the cache
 * for that account cannot delete it afterwards.
 */
export async function keepOffline(
  name: string,
  blob: Blob,
  storage: CacheStorage | undefined = globalThis.caches,
  owned: Promise<void> = privateCacheOwned(),
): Promise<void> {
  if (!storage) return;
  await owned;
  try {
    const cache = await storage.open(PRIVATE_CACHE);
    await cache.put(fileKey(name), new Response(blob, { headers: { 'Content-Type': blob.type || 'application/octet-stream' } }));
  } catch {
    // Storage full or refused: the file is still downloaded online as before.
  }
}

/** The kept file, or null. */
export async function readOffline(name: string, storage: CacheStorage | undefined = globalThis.caches): Promise<Blob | null> {
  if (!storage) return null;
  try {
    const response = await (await storage.open(PRIVATE_CACHE)).match(fileKey(name));
    return response ? await response.blob() : null;
  } catch {
    return null;
  }
}
