import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_OWNER_KEY, PRIVATE_CACHE, settlePrivateCache, warmUrls, workerUrl } from './offline';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('the worker URL', () => {
  it('names the build, the private pages and the prefixed languages', () => {
    const url = new URL(workerUrl('b1'), 'http://localhost');
    expect(url.pathname).toBe('/sw.js');
    expect(url.searchParams.get('v')).toBe('b1');
    expect(url.searchParams.get('private')).toBe('/usuario,/mi-dia');
    expect(url.searchParams.get('locales')).toBe('en,pt,eus,fr,el');
  });

  it('warms the offline page and the agenda of the language', () => {
    expect(warmUrls('es')).toEqual(['/sin-conexion', '/agenda']);
    expect(warmUrls('eus')).toEqual(['/eus/sin-conexion', '/eus/agenda']);
  });
});

describe('settlePrivateCache', () => {
  it('deletes the private pages when nobody is signed in', async () => {
    const store = memoryStore({ [OFFLINE_OWNER_KEY]: '7' });
    const del = vi.fn(async () => true);
    await settlePrivateCache(false, undefined, store, del);
    expect(del).toHaveBeenCalledWith(PRIVATE_CACHE);
    expect(store.data.has(OFFLINE_OWNER_KEY)).toBe(false);
  });

  it('deletes another account’s pages before this one’s are kept', async () => {
    const store = memoryStore({ [OFFLINE_OWNER_KEY]: '7' });
    const del = vi.fn(async () => true);
    await settlePrivateCache(true, 8, store, del);
    expect(del).toHaveBeenCalledOnce();
    expect(store.data.get(OFFLINE_OWNER_KEY)).toBe('8');
  });

  it('keeps the same account’s pages, and waits while the account is not known yet', async () => {
    const store = memoryStore({ [OFFLINE_OWNER_KEY]: '8' });
    const del = vi.fn(async () => true);
    await settlePrivateCache(true, 8, store, del);
    await settlePrivateCache(true, undefined, store, del);
    expect(del).not.toHaveBeenCalled();
  });
});
