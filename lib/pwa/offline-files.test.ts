import { describe, expect, it } from 'vitest';
import { settlePrivateCache } from './offline';
import { keepOffline, readOffline } from './offline-files';

const owned = Promise.resolve();

/** A CacheStorage of Maps: enough of the Cache API for these functions. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  return {
    stores,
    delete: async (name: string) => stores.delete(name),
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      const store = stores.get(name)!;
      return {
        put: async (key: string, response: Response) => void store.set(key, response),
        match: async (key: string) => store.get(key)?.clone(),
      };
    },
  } as unknown as CacheStorage & { stores: Map<string, Map<string, Response>> };
}

describe('offline files', () => {
  it('keeps a downloaded file in the private cache and reads it back', async () => {
    const storage = memoryCaches();
    await keepOffline('accreditation', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), storage, owned);
    expect([...storage.stores.keys()]).toEqual(['private']);
    const blob = await readOffline('accreditation', storage);
    expect(await blob?.text()).toBe('%PDF-1.7');
    expect(blob?.type).toBe('application/pdf');
  });

  it('has nothing for a file never kept, or without the Cache API', async () => {
    expect(await readOffline('accreditation', memoryCaches())).toBeNull();
    expect(await readOffline('accreditation', undefined)).toBeNull();
    await expect(keepOffline('accreditation', new Blob(['x']), undefined, owned)).resolves.toBeUndefined();
  });

  it('a badge downloaded right after signing in, before the account is known, survives the cache being settled to it', async () => {
    const storage = memoryCaches();
    const owners = new Map<string, string>();
    const ownerStore = {
      getItem: (k: string) => owners.get(k) ?? null,
      setItem: (k: string, v: string) => void owners.set(k, v),
      removeItem: (k: string) => void owners.delete(k),
    };
    const settle = (signedIn: boolean, id?: number) => settlePrivateCache(signedIn, id, ownerStore, (name) => storage.delete(name));

    // Signed in, the account not loaded yet: the download is kept only once it is.
    await settle(true, undefined);
    const kept = keepOffline('accreditation', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), storage);
    await new Promise((r) => setTimeout(r, 0));
    expect(await readOffline('accreditation', storage)).toBeNull();
    // First sign-in on this device: the cache is emptied for the account, then the badge is kept.
    await settle(true, 8);
    await kept;
    expect(await (await readOffline('accreditation', storage))?.text()).toBe('%PDF-1.7');

    // Signed out: gone, and the next account's downloads wait for that account again.
    await settle(false);
    expect(await readOffline('accreditation', storage)).toBeNull();
    let done = false;
    const next = keepOffline('accreditation', new Blob(['%PDF-1.7']), storage).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toBe(false);
    await settle(true, 9);
    await next;
    expect(await readOffline('accreditation', storage)).not.toBeNull();
  });
});
