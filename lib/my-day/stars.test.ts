// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStarsStore, readLocalStars, STARS_STORAGE_KEY, type StarsCalls } from './stars';

function fakeCalls(account: number[] = []): StarsCalls & { account: Set<number> } {
  const stars = new Set(account);
  const answer = () => ({ conferenceIds: [...stars].sort((a, b) => a - b) });
  return {
    account: stars,
    getFavorites: vi.fn(async () => answer()),
    setFavorite: vi.fn(async (id: number, on: boolean) => {
      if (on) stars.add(id);
      else stars.delete(id);
      return answer();
    }),
    mergeFavorites: vi.fn(async (ids: number[]) => {
      ids.forEach((id) => stars.add(id));
      return answer();
    }),
  };
}

beforeEach(() => window.localStorage.clear());

describe('stars store', () => {
  it('anonymous: stars live in localStorage and no API module is loaded', async () => {
    const loadCalls = vi.fn(async () => fakeCalls());
    const store = createStarsStore({ loadCalls, signedIn: () => false });
    await store.load();
    expect(store.getSnapshot().source).toBe('local');
    await store.toggle(7, true);
    await store.toggle(9, true);
    await store.toggle(7, false);
    expect([...store.getSnapshot().ids]).toEqual([9]);
    expect(JSON.parse(window.localStorage.getItem(STARS_STORAGE_KEY)!)).toEqual([9]);
    expect(loadCalls).not.toHaveBeenCalled();
  });

  it('signed in: the browser stars are merged into the account once, then forgotten locally', async () => {
    window.localStorage.setItem(STARS_STORAGE_KEY, JSON.stringify([3, 4]));
    const calls = fakeCalls([1]);
    const store = createStarsStore({ loadCalls: async () => calls, signedIn: () => true });
    await Promise.all([store.load(), store.load()]);
    expect(calls.mergeFavorites).toHaveBeenCalledTimes(1);
    expect(calls.mergeFavorites).toHaveBeenCalledWith([3, 4]);
    expect([...store.getSnapshot().ids]).toEqual([1, 3, 4]);
    expect(store.getSnapshot().source).toBe('account');
    expect(window.localStorage.getItem(STARS_STORAGE_KEY)).toBeNull();
    await store.toggle(1, false);
    expect(calls.setFavorite).toHaveBeenCalledWith(1, false);
    expect([...calls.account]).toEqual([3, 4]);
  });

  it('signing in on a page that read the stars anonymously reads again and merges', async () => {
    let signed = false;
    const calls = fakeCalls([1]);
    const store = createStarsStore({ loadCalls: async () => calls, signedIn: () => signed });
    await store.toggle(6, true);
    await store.load();
    expect(store.getSnapshot().source).toBe('local');
    expect(await store.mergeIfPending()).toBe(false);
    signed = true;
    expect(await store.mergeIfPending()).toBe(true);
    expect(calls.mergeFavorites).toHaveBeenCalledWith([6]);
    expect([...store.getSnapshot().ids]).toEqual([1, 6]);
    expect(await store.mergeIfPending()).toBe(false);
  });

  it('signed in with nothing local: one plain read', async () => {
    const calls = fakeCalls([5]);
    const store = createStarsStore({ loadCalls: async () => calls, signedIn: () => true });
    await store.load();
    expect(calls.getFavorites).toHaveBeenCalledTimes(1);
    expect(calls.mergeFavorites).not.toHaveBeenCalled();
    expect([...store.getSnapshot().ids]).toEqual([5]);
  });

  it('a refused save puts the star back and rejects; listeners hear both changes', async () => {
    const calls = fakeCalls();
    calls.setFavorite = vi.fn(async () => {
      throw new Error('500');
    });
    const store = createStarsStore({ loadCalls: async () => calls, signedIn: () => true });
    await store.load();
    const heard: boolean[] = [];
    store.subscribe(() => heard.push(store.getSnapshot().ids.has(2)));
    await expect(store.toggle(2, true)).rejects.toThrow('500');
    expect(heard).toEqual([true, false]);
    expect(store.getSnapshot().ids.has(2)).toBe(false);
  });

  it('a failed first read can be tried again; the server snapshot is always empty', async () => {
    let fail = true;
    const calls = fakeCalls([8]);
    calls.getFavorites = vi.fn(async () => {
      if (fail) throw new Error('network');
      return { conferenceIds: [8] };
    });
    const store = createStarsStore({ loadCalls: async () => calls, signedIn: () => true });
    await expect(store.load()).rejects.toThrow('network');
    fail = false;
    await store.load();
    expect([...store.getSnapshot().ids]).toEqual([8]);
    expect(store.getServerSnapshot().ids.size).toBe(0);
  });

  it('ignores garbage in storage', () => {
    window.localStorage.setItem(STARS_STORAGE_KEY, '{"x":1}');
    expect(readLocalStars()).toEqual([]);
    window.localStorage.setItem(STARS_STORAGE_KEY, '[1,"2",-3,4.5,6]');
    expect(readLocalStars()).toEqual([1, 6]);
  });
});
