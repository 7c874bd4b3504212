import { readAuthCookie } from '@/lib/session/auth-cookie';
import type { Favorites } from '@/lib/api/schemas/my-day';

/**
 * The visitor's starred sessions, one store per page shared by every star on it (an agenda has
 * dozens: one API read for all). Anonymous visitors keep their stars in localStorage; a
 * signed-in visitor's stars live in the account (GET/PUT/DELETE /customer/favorites), and the
 * first read after signing in hands the browser's stars to the account (POST /customer/favorites)
 * and forgets them locally. The API calls are loaded only for a signed-in visitor.
 */

export const STARS_STORAGE_KEY = 'ekitaldi:stars';

export interface StarsSnapshot {
  ids: ReadonlySet<number>;
  /** 'local' for anonymous visitors, 'account' once the API answered */
  source: 'none' | 'local' | 'account';
}

export interface StarsCalls {
  getFavorites(): Promise<Favorites>;
  setFavorite(conferenceId: number, starred: boolean): Promise<Favorites>;
  mergeFavorites(conferenceIds: number[]): Promise<Favorites>;
}

const EMPTY: StarsSnapshot = { ids: new Set(), source: 'none' };

export function readLocalStars(storage: Storage | null = safeStorage()): number[] {
  if (!storage) return [];
  try {
    const value: unknown = JSON.parse(storage.getItem(STARS_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v) && v > 0) : [];
  } catch {
    return [];
  }
}

function writeLocalStars(ids: Iterable<number>, storage: Storage | null = safeStorage()) {
  if (!storage) return;
  const list = [...ids];
  try {
    if (list.length === 0) storage.removeItem(STARS_STORAGE_KEY);
    else storage.setItem(STARS_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or denied (private mode): the star stays for this page only.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const defaultCalls = async (): Promise<StarsCalls> => (await import('@/lib/api/my-day-browser')).myDay;

export function createStarsStore(options: { loadCalls?: () => Promise<StarsCalls>; signedIn?: () => boolean } = {}) {
  const loadCalls = options.loadCalls ?? defaultCalls;
  const signedIn = options.signedIn ?? (() => readAuthCookie() !== null);
  let snapshot: StarsSnapshot = EMPTY;
  let loading: Promise<void> | null = null;
  /** whether `loading` was read signed in: signing in later on the same page reads again (and merges) */
  let loadedSignedIn = false;
  const listeners = new Set<() => void>();

  const set = (ids: Iterable<number>, source: StarsSnapshot['source']) => {
    snapshot = { ids: new Set(ids), source };
    listeners.forEach((l) => l());
  };

  /** Reads the stars once per page (merging the browser's into the account when signed in). */
  function load(): Promise<void> {
    if (loading && loadedSignedIn !== signedIn()) loading = null;
    loadedSignedIn = signedIn();
    loading ??= (async () => {
      if (!loadedSignedIn) {
        set(readLocalStars(), 'local');
        return;
      }
      const calls = await loadCalls();
      const local = readLocalStars();
      const favorites = local.length > 0 ? await calls.mergeFavorites(local) : await calls.getFavorites();
      if (local.length > 0) writeLocalStars([]);
      set(favorites.conferenceIds, 'account');
    })().catch((error: unknown) => {
      // Let a later star read again rather than keep a failed read.
      loading = null;
      throw error;
    });
    return loading;
  }

  /** Stars or unstars a session; the change shows at once and is undone if the API refuses it. */
  async function toggle(conferenceId: number, starred: boolean): Promise<void> {
    const before = snapshot;
    const next = new Set(before.ids);
    if (starred) next.add(conferenceId);
    else next.delete(conferenceId);
    if (!signedIn()) {
      writeLocalStars(next);
      set(next, 'local');
      return;
    }
    set(next, before.source);
    try {
      const calls = await loadCalls();
      set((await calls.setFavorite(conferenceId, starred)).conferenceIds, 'account');
    } catch (error) {
      set(before.ids, before.source);
      throw error;
    }
  }

  /**
   * On sign-in, wherever the visitor lands: hands the browser's stars to the account
   * when there are any, and says whether it did (a page showing the account's stars reads again).
   */
  async function mergeIfPending(): Promise<boolean> {
    if (!signedIn() || readLocalStars().length === 0) return false;
    await load();
    return true;
  }

  return {
    load,
    mergeIfPending,
    toggle,
    getSnapshot: () => snapshot,
    getServerSnapshot: () => EMPTY,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type StarsStore = ReturnType<typeof createStarsStore>;

let shared: StarsStore | null = null;
/** The page's one store. */
export function starsStore(): StarsStore {
  return (shared ??= createStarsStore());
}
