/// <reference lib="webworker" />
// The service worker (Serwist), built by scripts/service-worker.mjs after `next build` into .next/sw.js and
// served at /sw.js by the shop's server. What it keeps, and what never:
// - /offline with the shell's scripts and styles it needs, the font and the icons, precached (the list is
//   injected at build time): the only download of its own a first visit pays for;
// - the build's scripts, styles and font as pages ask for them, cache-first (their names carry their content's
//   hash), so a page seen online has its scripts offline; the first page's, fetched before the worker was
//   there, are handed over by the page once the worker controls it (components/shell/register-worker.ts);
// - pages of this site network-first: a page answers from the network when it can within a few seconds, and
//   from the last copy this browser saw otherwise; a page never seen gets /offline;
// - the optimizer's pictures cache-first, bounded in entries and age;
// - nothing from the services: their calls (the cart, the wallet, anything with a token) go to other origins,
//   which this worker does not touch, so another account on the device can never read them from here.
// It also answers the Background Sync of the adds to the cart made offline, by asking an open page to send them.
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry } from 'serwist';
import { askPagesToSend, PENDING_ADDS_SYNC_TAG } from '@/lib/pending-adds-sync';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** Background Sync's event, which TypeScript's worker library does not have yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export const OFFLINE_PATH = '/offline';
const STATIC_PREFIX = '/_next/static/';
const DAY_SECONDS = 24 * 60 * 60;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new version waits until the shopper chooses to reload into it (components/shell/ServiceWorker.tsx).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 4,
        plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY_SECONDS })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(STATIC_PREFIX),
      handler: new CacheFirst({
        cacheName: 'static',
        plugins: [
          // A deployment or two of pages' files; the oldest go first, and all of them before the quota runs out.
          new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/_next/image',
      handler: new CacheFirst({
        cacheName: 'pictures',
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
      }),
    },
  ],
  fallbacks: { entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.destination === 'document' }] },
});

serwist.addEventListeners();

// The queued adds carry no token, but sending them needs the cart's device id and the session's token, which
// stay with the page: the worker only asks the open pages to send. With none open, or none saying the queue
// went, the sync is rejected, and the browser fires it again later (a few times, with growing delays).
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== PENDING_ADDS_SYNC_TAG) return;
  sync.waitUntil(self.clients.matchAll({ type: 'window' }).then((pages) => askPagesToSend(pages)));
});
