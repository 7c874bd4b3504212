/*
 * Ekitaldi's service worker: pages an attendee opened keep opening on venue Wi-Fi
 * that comes and goes. Registered by components/app/OfflineSupport.tsx as
 * /sw.js?v=<build>&private=<paths>&locales=<prefixes>, one worker per host (tenant).
 *
 * - Built assets (/_next/static, content-hashed, immutable) and the tenant's static files:
 *   cache first, kept across deployments (an old cached page still finds its own chunks).
 * - Pages: network first, always; the cache answers only when the network does not (offline
 *   or no answer within NETWORK_WAIT_MS), so a new deployment is picked up on the next
 *   navigation and a cached shell is never preferred to a live one (a network that hangs
 *   longer than NETWORK_WAIT_MS gives way to a kept copy of that page, never to another).
 *   - Public pages (Cache-Control public or s-maxage) go to the `pages` cache.
 *   - The private pages named in `private=` (my day, the private area with the badge) go to the
 *     `private` cache, which the page deletes on sign-out and when another account signs in.
 *   - Nothing else is stored: a page that is neither is never kept for anyone.
 * - A page never opened falls back to the offline page of its language (`/sin-conexion`),
 *   fetched and kept when the worker is told which one (message `warm`).
 * Only GET requests of this origin are handled; API calls (another origin) pass through.
 */
// `v` (the build) is only there to make each deployment's worker a new script, which the
// browser then installs; nothing else reads it.
const params = new URL(self.location.href).searchParams;
const PRIVATE_PATHS = (params.get('private') || '').split(',').filter(Boolean);
const LOCALES = (params.get('locales') || '').split(',').filter(Boolean);

const STATIC = 'static';
const PAGES = 'pages';
const PRIVATE = 'private';
const OFFLINE_PATH = '/sin-conexion';
const NETWORK_WAIT_MS = 6000;
const MAX_PAGES = 80;
const MAX_STATIC = 400;

self.addEventListener('install', () => {
  // A new deployment's worker takes over at once: pages are network first, so nothing it
  // serves can be older than what the previous worker would have served.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([STATIC, PAGES, PRIVATE]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'warm' && Array.isArray(data.urls)) {
    event.waitUntil(Promise.all(data.urls.map((url) => warm(url))));
  } else if (data.type === 'forget-private') {
    event.waitUntil(caches.delete(PRIVATE));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_next/static/') || /^\/(tenants|images|fonts)\//.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(event, url));
  }
});

/** The locale-free path of a page ("/en/agenda" → "/agenda"). */
function barePath(pathname) {
  const first = pathname.split('/')[1];
  if (LOCALES.includes(first)) return pathname.slice(first.length + 1) || '/';
  return pathname;
}

/** The language prefix of a page ("/en/agenda" → "/en", "/agenda" → ""). */
function localePrefix(pathname) {
  const first = pathname.split('/')[1];
  return LOCALES.includes(first) ? `/${first}` : '';
}

/** Which cache may keep this page's response, or null. */
function cacheFor(url, response) {
  if (!response || response.status !== 200 || response.type !== 'basic' || response.redirected) return null;
  if (!(response.headers.get('content-type') || '').includes('text/html')) return null;
  const control = (response.headers.get('cache-control') || '').toLowerCase();
  if (PRIVATE_PATHS.includes(barePath(url.pathname))) return PRIVATE;
  if (control.includes('private') || control.includes('no-store')) return null;
  if (control.includes('public') || control.includes('s-maxage')) return PAGES;
  return null;
}

async function put(cacheName, request, response, max) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  const keys = await cache.keys();
  // Oldest first: drop what exceeds the cap.
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: STATIC });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') void put(STATIC, request, response.clone(), MAX_STATIC).catch(() => {});
  return response;
}

/** Resolves with `promise`'s value, or with `fallback` after `ms`. */
function within(promise, ms, fallback) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

async function networkFirstPage(event, url) {
  const key = pageKey(url);
  const network = fetch(event.request).then(
    (response) => {
      const target = cacheFor(url, response);
      // Kept while the page streams to the tab, never holding it back.
      if (target) event.waitUntil(put(target, key, response.clone(), MAX_PAGES));
      return response;
    },
    () => null,
  );
  const SLOW = Symbol('slow');
  let response = await within(network, NETWORK_WAIT_MS, SLOW);
  if (response === SLOW) {
    // A network that hangs (venue Wi-Fi) gives way to a kept copy, if there is one; without
    // one, the page waits for the network as it would without a worker.
    const cached = await cachedPage(key);
    if (cached) return cached;
    response = await network;
  }
  if (response) return response;
  const cached = await cachedPage(key);
  if (cached) return cached;
  const offline = await caches.match(`${self.location.origin}${localePrefix(url.pathname)}${OFFLINE_PATH}`, { cacheName: PAGES });
  if (offline) return offline;
  return Response.error();
}

async function cachedPage(key) {
  return (await caches.match(key, { cacheName: PRIVATE })) || (await caches.match(key, { cacheName: PAGES }));
}

/** Pages are kept by path and query (filters change an agenda), never by fragment. */
function pageKey(url) {
  return `${url.origin}${url.pathname}${url.search}`;
}

/**
 * Fetches a page now (the offline page, the agenda of the visitor's language) and keeps it, with
 * the built scripts and styles it names: a page warmed but never opened must also hydrate with
 * no network (its own route's chunks were never requested).
 */
async function warm(path) {
  try {
    const url = new URL(path, self.location.origin);
    if (url.origin !== self.location.origin) return;
    const response = await fetch(url.href, { credentials: 'same-origin' });
    const target = cacheFor(url, response);
    if (!target) return;
    const html = await response.clone().text();
    await put(target, pageKey(url), response, MAX_PAGES);
    await Promise.all(assetsOf(html).map((asset) => cacheFirst(new Request(asset)).catch(() => null)));
  } catch {
    // Offline or refused: the next visit warms it.
  }
}

/** The /_next/static files a page's HTML names (scripts, styles, preloads), once each. */
function assetsOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g)) found.add(match[1]);
  return [...found].map((path) => `${self.location.origin}${path}`);
}
