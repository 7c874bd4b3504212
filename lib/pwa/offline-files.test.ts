import { describe, expect, it } from 'vitest';
import { keepOffline, readOffline } from './offline-files';

/** A CacheStorage of Maps: enough of the Cache API for these functions. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  return {
    stores,
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
    await keepOffline('accreditation', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), storage);
    expect([...storage.stores.keys()]).toEqual(['private']);
    const blob = await readOffline('accreditation', storage);
    expect(await blob?.text()).toBe('%PDF-1.7');
    expect(blob?.type).toBe('application/pdf');
  });

  it('has nothing for a file never kept, or without the Cache API', async () => {
    expect(await readOffline('accreditation', memoryCaches())).toBeNull();
    expect(await readOffline('accreditation', undefined)).toBeNull();
    await expect(keepOffline('accreditation', new Blob(['x']), undefined)).resolves.toBeUndefined();
  });
});
