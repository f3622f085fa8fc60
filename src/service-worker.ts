/**
 * The service worker (issue 31): Workbox's strategies wired to the site's rules (~/lib/offline). Built into /sw.js
 * after every build by src/integrations/site-output.mjs (bundled with esbuild; Workbox's getManifest fills
 * `self.__WB_MANIFEST` with the offline page and the form's sending part, with a revision each).
 *
 * A new deploy takes over at once: the new worker skips waiting and claims the open pages, Workbox replaces the
 * installed files whose revision changed and deletes the rest, and the caches of other names are deleted. To remove
 * the worker, build with OFFLINE=off: /sw.js is then a worker that deletes the caches and handles nothing (README).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import {
  CACHE_PREFIX,
  CACHES,
  NETWORK_WAIT,
  OFFLINE_PAGE,
  PAGES_KEPT,
  PICTURES_KEPT,
  cacheKind,
  savedNotice,
  withNotice,
  type CacheKind,
} from '~/lib/offline';

interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WaitUntil) => void): void;
};

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches.keys().then((names) => {
      const current: string[] = Object.values(CACHES);
      const old = names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.includes(name));
      return Promise.all(old.map((name) => caches.delete(name)));
    }),
  ),
);

/** The requests whose network fetch failed (no network), as against one that only took too long. */
const failed = new WeakSet<object>();

/** A saved page shown instead of the network's: the same page with the notice filled in. */
async function withSavedNotice(response: Response, offline: boolean): Promise<Response> {
  const saved = new Date(response.headers.get('date') ?? Date.now());
  const html = withNotice(await response.text(), savedNotice(saved, new Date(), offline));
  const headers = new Headers(response.headers);
  for (const name of ['content-length', 'content-encoding']) headers.delete(name);
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

const whole = new CacheableResponsePlugin({ statuses: [200] });
const strategies: Record<CacheKind, Strategy> = {
  page: new NetworkFirst({
    cacheName: CACHES.page,
    networkTimeoutSeconds: NETWORK_WAIT,
    plugins: [
      whole,
      new ExpirationPlugin({ maxEntries: PAGES_KEPT }),
      {
        fetchDidFail: async ({ event }) => void failed.add(event),
        cachedResponseWillBeUsed: async ({ event, cachedResponse }) =>
          cachedResponse && withSavedNotice(cachedResponse, failed.has(event)),
      },
    ],
  }),
  asset: new CacheFirst({
    cacheName: CACHES.asset,
    plugins: [whole, new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })],
  }),
  picture: new StaleWhileRevalidate({
    cacheName: CACHES.picture,
    plugins: [whole, new ExpirationPlugin({ maxEntries: PICTURES_KEPT, purgeOnQuotaError: true })],
  }),
  search: new NetworkFirst({
    cacheName: CACHES.search,
    networkTimeoutSeconds: NETWORK_WAIT,
    plugins: [whole, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
};
for (const [kind, strategy] of Object.entries(strategies))
  registerRoute(({ request }) => cacheKind(request, self.location.origin) === kind, strategy);

// A page neither on the network nor saved: the offline page.
setCatchHandler(
  async ({ request }) =>
    (request.mode === 'navigate' ? await matchPrecache(OFFLINE_PAGE) : undefined) ?? Response.error(),
);
