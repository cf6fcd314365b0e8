// @ts-check
/// <reference lib="webworker" />
/**
 * The service worker of the installable app (docs/decisions/0010-installable-web-app.md).
 *
 * - Pages (navigations): network first; offline, the cached shell page, which
 *   shows the "You are offline" screen.
 * - Content-hashed files (`/assets/…` of the shell and of every remote, on
 *   any origin): cache first — their name changes whenever their content does.
 * - `remoteEntry.js` and `/remotes.json`: network first, the cached copy only
 *   when offline, so a redeployed remote is picked up at once.
 * - The API is never cached: balances and bids come from the server or not at all.
 */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const VERSION = 'v1';
const SHELL_CACHE = `matka-shell-${VERSION}`;
const ASSET_CACHE = `matka-assets-${VERSION}`;
const SHELL_PAGE = '/index.html';
/** Keeps the asset cache bounded: old hashed files pile up with every deploy. */
const ASSET_ENTRIES_MAX = 300;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE).then((cache) => cache.addAll([SHELL_PAGE, '/manifest.webmanifest', '/favicon.svg'])).then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('matka-') && ![SHELL_CACHE, ASSET_CACHE].includes(key)).map((key) => caches.delete(key))))
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin === sw.location.origin && url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, SHELL_CACHE, SHELL_PAGE));
  } else if (url.pathname.endsWith('/remoteEntry.js') || (url.origin === sw.location.origin && url.pathname === '/remotes.json')) {
    event.respondWith(networkFirst(request, SHELL_CACHE));
  } else if (/\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.(js|css|woff2|png|svg|webp)$/.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

/**
 * @param {Request} request
 * @param {string} cacheName
 * @param {string} [fallbackPath] served from the cache when neither the network nor a cached copy answers
 */
async function networkFirst(request, cacheName, fallbackPath) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && !fallbackPath) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(request)) ?? (fallbackPath ? await cache.match(fallbackPath) : undefined);
    if (cached) return cached;
    throw error;
  }
}

/** @param {Request} request */
async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    for (const stale of keys.slice(0, Math.max(0, keys.length - ASSET_ENTRIES_MAX))) await cache.delete(stale);
  }
  return response;
}
