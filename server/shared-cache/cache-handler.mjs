// Next's cache handler when REDIS_URL is set (next.config.ts): the render and data caches in Redis through
// @trieb.work/nextjs-turbo-redis-cache, which stores entries with their tags and spreads tag revalidations to
// every instance over Redis pub/sub, behind this instance's own copy (server/shared-cache/shared-cache.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { redisAnswers } from './redis-answers.mjs';
import { createSharedCache } from './shared-cache.mjs';

/** How long to wait before asking again for a Redis that did not answer, at start-up or after a lost connection. */
const PROBE_INTERVAL_MS = 2_000;

/**
 * The library stores an entry without the lifetime Next gives it; an instance that reads a page another one
 * rendered needs it (else Next takes the page for stale after a second and renders it again), so it travels
 * inside the stored value under this name and comes back as the entry's `cacheControl`.
 */
const CACHE_CONTROL_FIELD = '__shopCacheControl';

export function withCacheControl(value, ctx) {
  return value && ctx?.cacheControl ? { ...value, [CACHE_CONTROL_FIELD]: ctx.cacheControl } : value;
}

export function entryWithCacheControl(entry) {
  if (!entry?.value || !(CACHE_CONTROL_FIELD in entry.value)) return entry;
  const { [CACHE_CONTROL_FIELD]: cacheControl, ...value } = entry.value;
  return { ...entry, value, cacheControl };
}

/** Every connection the library opens: its client, and the subscriber each of its synced maps duplicates from it. */
function clientsOf(library) {
  const maps = [library.sharedTagsMap, library.revalidatedTagsMap, library.inMemoryDeduplicationCache];
  return [library.client, ...maps.map((map) => map.subscriberClient)];
}

/**
 * Redis as the shared cache sees it: the library's handler while Redis answers, and its connection state.
 * Left to itself the library retries each lost connection and logs every attempt, about a line a second per
 * client; so its clients never reconnect: the first error closes them all, and a new handler is built once
 * Redis answers the probe again. `buildLibrary` and `answers` are the library and the probe, or their fakes.
 */
export function redisRemote({
  url,
  keyPrefix,
  buildLibrary = (options) => new RedisStringsHandler(options),
  answers = redisAnswers,
}) {
  const listeners = new Set();
  let library = null;

  let settle;
  const settled = new Promise((resolve) => (settle = resolve));

  function announce(ready) {
    settle();
    listeners.forEach((listener) => listener(ready));
  }

  // The library connects as it is built and cannot start without Redis, so it is built once Redis answers.
  async function connectWhenAnswering() {
    if (!(await answers(url))) {
      announce(false);
      setTimeout(connectWhenAnswering, PROBE_INTERVAL_MS).unref();
      return;
    }
    const built = buildLibrary({
      redisUrl: url,
      database: 0,
      keyPrefix,
      socketOptions: { reconnectStrategy: false },
      // Each handler syncs in full as it connects; an hourly resync would keep a closed one alive, and failing.
      avgResyncIntervalMs: 0,
    });
    library = built;
    for (const client of clientsOf(built)) {
      client.removeAllListeners('error');
      client.on('error', () => close(built));
    }
    built.client.on('ready', () => announce(true));
    // The first connection's own wait is bounded: the first requests are served before Redis or the timeout.
    setTimeout(settle, 3_000).unref();
  }

  function close(lost) {
    if (library !== lost) return;
    library = null;
    for (const client of clientsOf(lost)) client.disconnect().catch(() => {});
    announce(false);
    setTimeout(connectWhenAnswering, PROBE_INTERVAL_MS).unref();
  }

  void connectWhenAnswering();

  return {
    settled,
    isReady: () => Boolean(library?.client.isReady),
    onStateChange: (listener) => listeners.add(listener),
    get: async (key, ctx) => entryWithCacheControl(await library.get(key, ctx)),
    set: (key, value, ctx) => library.set(key, withCacheControl(value, ctx), ctx),
    revalidateTag: (tags, durations) => library.revalidateTag(tags, durations),
    resetRequestCache: () => library?.resetRequestCache(),
  };
}

/** Entries of one build are never read by another: the key prefix is the build's id. */
function keyPrefixOf(serverDistDir) {
  const buildIdFile = path.join(serverDistDir ?? path.join(process.cwd(), '.next/server'), '..', 'BUILD_ID');
  const buildId = fs.existsSync(buildIdFile) ? fs.readFileSync(buildIdFile, 'utf8').trim() : 'development';
  return `gamino:${buildId}:`;
}

function redactedAddress(url) {
  const address = new URL(url);
  address.password = '';
  address.username = '';
  return address.toString().replace(/\/$/, '');
}

function createInstanceCache({ serverDistDir }) {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('server/shared-cache/cache-handler.mjs needs REDIS_URL');
  const remote = redisRemote({ url, keyPrefix: keyPrefixOf(serverDistDir) });
  // The server's metrics show whether Redis answers (services/observer.ts; absent outside the shop's server).
  remote.onStateChange((ready) => globalThis[Symbol.for('gamino.serverObserver')]?.sharedCacheReady(ready));
  return createSharedCache({ remote, address: `Redis at ${redactedAddress(url)}` });
}

let sharedCache = null;

/** Next builds a handler for each request; every one of them is this instance's one shared cache. */
export default class ShopCacheHandler {
  constructor(context = {}) {
    sharedCache ??= createInstanceCache(context);
    return sharedCache;
  }
}
