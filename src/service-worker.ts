/**
 * The service worker: Workbox's strategies wired to the site's rules (~/lib/serving/offline). Built into /sw.js
 * after every build by src/integrations/site-output.mjs (bundled with esbuild; Workbox's getManifest fills
 * `self.__WB_MANIFEST` with the offline page and the form's sending part, with a revision each).
 *
 * It also saves the page it was installed from (the open pages, as it activates), and keeps a form send that finds no
 * network (see "Forms" below).
 *
 * A new deploy takes over at once: the new worker skips waiting and claims the open pages, Workbox replaces the
 * installed files whose revision changed and deletes the rest, and the caches of other names are deleted. To remove
 * the worker, build with OFFLINE=off: /sw.js is then a worker that deletes the caches and handles nothing (README).
 */
import { Queue } from 'workbox-background-sync';
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
} from '~/lib/serving/offline';
import { answerWait, OUTCOME_HEADER, SEND_KEPT, type KeptSent, type Outcome } from '~/lib/forms/submission';

// The worker's own globals, as far as they are used here (the project's TypeScript has the DOM's, not a worker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
declare const self: {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  location: Location;
  registration: object;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled?: boolean;
    }): Promise<readonly { url: string; postMessage(message: unknown): void }[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
};

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
self.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all([
      caches.keys().then((names) => {
        const current: string[] = Object.values(CACHES);
        const old = names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.includes(name));
        return Promise.all(old.map((name) => caches.delete(name)));
      }),
      saveOpenPages(event),
    ]),
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

/**
 * The pages open as the worker activates were loaded before it was there, so nothing saved them: the first page of a
 * first visit would not read offline. Each is saved now as any page is, from the browser's HTTP cache where it still is
 * (the copy the visitor is reading, fetched again only if it is not).
 */
async function saveOpenPages(event: ExtendableEvent) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(
    windows.map(async ({ url }) => {
      const request = new Request(url.split('#')[0]!, { cache: 'force-cache' });
      const facts = { url: request.url, method: 'GET', mode: 'navigate', destination: 'document' };
      if (cacheKind(facts, self.location.origin) !== 'page') return;
      const [, saved] = strategies.page.handleAll({ event, request });
      await saved.catch(() => {});
    }),
  );
}

// A page neither on the network nor saved: the offline page.
setCatchHandler(
  async ({ request }) =>
    (request.mode === 'navigate' ? await matchPrecache(OFFLINE_PAGE) : undefined) ?? Response.error(),
);

/*
 * Forms. A form on a page this worker controls is sent through it: a POST whose address names the submission's id in
 * its fragment (~/lib/forms/submission `submissionUrl`, `post`). Sent and answered: the service's answer goes to the page. No
 * network: the send (its body, a resume included) is kept in IndexedDB by workbox-background-sync and the page is told
 * `kept`; it is sent when the connection returns: at the browser's background sync (Chromium, even with the page
 * closed), when an open page says the connection is back (SEND_KEPT), and whenever this worker starts (the next
 * visit). Each kept send is taken out of the queue before it is sent and put back only if no answer came, so it leaves
 * once; sent again by its page meanwhile (the same id), the kept copy is replaced, not added to. No answer in time: the
 * page is told `unanswered` and nothing is kept (the service may have it). Kept for a week.
 */
const kept = new Queue('ematix-forms', { maxRetentionTime: 7 * 24 * 60, onSync: () => sendKept() });
/** What is kept with each send: its submission's id, and its size for answerWait. */
const about = (entry: { metadata?: object }) => (entry.metadata ?? {}) as { id?: string; size?: number };

/** The worker's own answer to the page, in place of the form service's. */
const answer = (outcome: Outcome) =>
  new Response(null, { status: outcome === 'unanswered' ? 504 : 202, headers: { [OUTCOME_HEADER]: outcome } });

/** Removes the kept copy of a submission, if any (its page sends it again). */
async function forget(id: string) {
  if (!(await kept.getAll()).some((entry) => about(entry).id === id)) return;
  const others = [];
  for (let entry; (entry = await kept.shiftRequest());) if (about(entry).id !== id) others.push(entry);
  for (const entry of others) await kept.pushRequest(entry);
}

async function sendOrKeep(request: Request, id: string): Promise<Response> {
  const body = await request.arrayBuffer();
  const url = request.url.split('#')[0]!;
  const copy = () => new Request(url, { method: 'POST', headers: request.headers, body, referrer: request.referrer });
  await forget(id);
  try {
    return await fetch(copy(), { signal: AbortSignal.timeout?.(answerWait(body.byteLength)) });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return answer('unanswered');
    await kept.pushRequest({ request: copy(), metadata: { id, size: body.byteLength } });
    return answer('sync' in self.registration ? 'kept' : 'kept-visit');
  }
}

/** Sends what is kept, oldest first; stops at the first send that finds no network (it stays kept). */
async function sendEachKept() {
  for (let entry; (entry = await kept.shiftRequest());) {
    let response: Response;
    try {
      const wait = answerWait(about(entry).size ?? 0);
      response = await fetch(entry.request.clone(), { signal: AbortSignal.timeout?.(wait) });
    } catch (error) {
      await kept.unshiftRequest(entry);
      throw error;
    }
    const sent: KeptSent = {
      id: about(entry).id ?? '',
      outcome: response.ok ? 'sent' : 'refused',
      status: response.status,
    };
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(sent);
  }
}

// One round of sending at a time; asked again meanwhile (a send kept since), one more round after it.
let sending: Promise<void> | undefined;
let again = false;
function sendKept(): Promise<void> {
  if (sending) return ((again = true), sending);
  sending = (async () => {
    do {
      again = false;
      await sendEachKept();
    } while (again);
  })().finally(() => (sending = undefined));
  return sending;
}

self.addEventListener('fetch', (event) => {
  const id = new URL(event.request.url).hash.slice(1);
  if (id && event.request.method === 'POST') event.respondWith(sendOrKeep(event.request, id));
});
self.addEventListener('message', (event) => {
  if (event.data === SEND_KEPT) event.waitUntil(sendKept().catch(() => {}));
});
void sendKept().catch(() => {});
