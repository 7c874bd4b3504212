import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/detect';
import { href, type RouteName } from '@/lib/routing/routes';

/**
 * The page side of the service worker (public/sw.js): where it is registered, what it is told,
 * and the rule that a device's private offline copies belong to one account at a time.
 */

/** Private pages the worker may keep for the signed-in attendee: my day, and the private area with the badge. */
export const OFFLINE_PRIVATE_ROUTES: readonly RouteName[] = ['user', 'myDay'];

/** Pages fetched into the cache as soon as the worker runs: the offline page and the agenda. */
export const WARM_ROUTES: readonly RouteName[] = ['offline', 'agenda'];

/** Remembers whose private pages the `private` cache holds on this device. */
export const OFFLINE_OWNER_KEY = 'ekitaldi:offline-owner';
export const PRIVATE_CACHE = 'private';

/** The worker's URL: a new build is a new script (so the browser installs it), with its settings. */
export function workerUrl(build: string): string {
  const query = new URLSearchParams({
    v: build,
    private: OFFLINE_PRIVATE_ROUTES.map((name) => href(name)).join(','),
    locales: LOCALES.filter((l) => l !== DEFAULT_LOCALE).join(','),
  });
  return `/sw.js?${query}`;
}

/** The pages to warm for a visitor reading in `locale`. */
export function warmUrls(locale: Locale): string[] {
  return WARM_ROUTES.map((name) => localizePath(locale, href(name)));
}

export interface OwnerStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Whether the private cache has been settled to the signed-in account: files the page keeps there
 * (the badge's PDF) wait for it, or a download made right after signing in, before the account was
 * known, would be kept and then deleted as a previous owner's. Open again after a sign-out.
 */
let ownerKnown = openGate();

function openGate() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve, settled: false };
}

/** Resolves once the private cache belongs to the signed-in account (settlePrivateCache). */
export function privateCacheOwned(): Promise<void> {
  return ownerKnown.promise;
}

/**
 * Keeps the private cache to one account: nobody signed in (no auth cookie) → it is deleted; a
 * different account than the one it was filled for → it is deleted before the new one fills it.
 * `customerId` undefined means "signed in, not known yet": nothing changes.
 */
export async function settlePrivateCache(
  signedIn: boolean,
  customerId: number | undefined,
  store: OwnerStore,
  deleteCache: (name: string) => Promise<boolean>,
): Promise<void> {
  if (!signedIn) {
    if (ownerKnown.settled) ownerKnown = openGate();
    store.removeItem(OFFLINE_OWNER_KEY);
    await deleteCache(PRIVATE_CACHE);
    return;
  }
  if (customerId === undefined) return;
  const owner = store.getItem(OFFLINE_OWNER_KEY);
  if (owner !== String(customerId)) {
    await deleteCache(PRIVATE_CACHE);
    store.setItem(OFFLINE_OWNER_KEY, String(customerId));
  }
  ownerKnown.settled = true;
  ownerKnown.resolve();
}
