/**
 * docs/product.md#limits "scroll restoration manual": where each history entry was scrolled to, kept for the
 * tab's life (sessionStorage), so back and forward — within the app or across a reload — land
 * where the visitor left. Pure bookkeeping; ScrollRestoration.tsx wires it to the browser.
 */

export const SCROLL_STORAGE_KEY = 'ekitaldi:scroll';
/** Entries remembered; the oldest are forgotten first. */
export const SCROLL_MEMORY_LIMIT = 100;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export class ScrollMemory {
  private positions = new Map<string, number>();

  constructor(
    private readonly storage: StorageLike | null,
    private readonly limit = SCROLL_MEMORY_LIMIT,
  ) {
    try {
      const saved = JSON.parse(storage?.getItem(SCROLL_STORAGE_KEY) ?? '[]') as unknown;
      if (Array.isArray(saved)) {
        for (const item of saved) {
          if (Array.isArray(item) && typeof item[0] === 'string' && Number.isFinite(item[1])) this.positions.set(item[0], item[1]);
        }
      }
    } catch {
      // Unreadable storage (privacy mode, corrupt value): start empty.
    }
  }

  get(key: string): number | undefined {
    return this.positions.get(key);
  }

  set(key: string, y: number): void {
    this.positions.delete(key); // newest last, for trimming
    this.positions.set(key, Math.max(0, Math.round(y)));
    while (this.positions.size > this.limit) this.positions.delete(this.positions.keys().next().value as string);
  }

  /** Writes the positions to storage (on page hide and after each navigation). */
  persist(): void {
    try {
      this.storage?.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...this.positions]));
    } catch {
      // Full or unavailable storage: positions still work within this document.
    }
  }
}

interface NavigationLike {
  currentEntry?: { key?: string } | null;
}

/**
 * The current history entry's identity: the Navigation API's entry key (stable across
 * replaceState and reloads), or the URL where the browser has no Navigation API.
 */
export function historyEntryKey(win: { navigation?: NavigationLike; location: Pick<Location, 'pathname' | 'search' | 'hash'> }): string {
  const key = win.navigation?.currentEntry?.key;
  if (key) return `k:${key}`;
  const { pathname, search, hash } = win.location;
  return `u:${pathname}${search}${hash}`;
}

/** Compares two paths whatever their percent-encoding ("/cambiar-contrase%C3%B1a" = "/cambiar-contraseña"). */
export function samePath(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  return safeDecode(a) === safeDecode(b);
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The element an in-page link (`#id`) points at, if any. */
export function hashTarget(doc: Pick<Document, 'getElementById'>, hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep it as written
  }
  return doc.getElementById(id);
}
