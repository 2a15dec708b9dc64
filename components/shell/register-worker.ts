// Registers the service worker (app/sw.ts) with Serwist's window helper, and says when a new version is
// installed and waiting: `apply` lets it take over, and the page reloads into it once it does.
import { Serwist } from '@serwist/window';

const STATIC_PREFIX = '/_next/static/';

/**
 * The build's files this page fetched, from the browser's resource timing: a page loaded before the worker
 * controlled it fetched them past the worker, which caches a page's files only as they pass.
 */
export function staticFilesFetched(entries: readonly PerformanceEntry[], origin: string): string[] {
  const files = new Set<string>();
  for (const { name } of entries) {
    const url = new URL(name, origin);
    if (url.origin === origin && url.pathname.startsWith(STATIC_PREFIX)) files.add(url.href);
  }
  return [...files];
}

export function registerWorker(onUpdate: (apply: () => void) => void): void {
  const uncontrolled = !navigator.serviceWorker.controller;
  const worker = new Serwist('/sw.js', { scope: '/', type: 'classic' });
  worker.addEventListener('waiting', () =>
    onUpdate(() => {
      worker.addEventListener('controlling', () => location.reload());
      worker.messageSkipWaiting();
    }),
  );
  // A browser may refuse a worker (a private window, a policy, a test that blocks them): the shop works without.
  worker.register().catch(() => undefined);
  if (!uncontrolled) return;
  // Once the worker is there, it keeps this page's scripts and styles as it keeps those of the pages it sees:
  // they come from the browser's HTTP cache, so this costs no download.
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({
      type: 'CACHE_URLS',
      payload: { urlsToCache: staticFilesFetched(performance.getEntriesByType('resource'), location.origin) },
    }),
  );
}
