// Next's cache handler when REDIS_URL is set (next.config.ts): the render and data caches in Redis through
// @trieb.work/nextjs-turbo-redis-cache, which stores entries with their tags and spreads tag revalidations to
// every instance over Redis pub/sub, behind this instance's own copy (server/shared-cache/shared-cache.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { redisAnswers } from './redis-answers.mjs';
import { createSharedCache } from './shared-cache.mjs';

/** How long to wait before asking again for a Redis that did not answer at start-up. */
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

/**
 * The library's own lines about a lost connection: it logs every reconnect attempt of each of its four clients,
 * about one line a second per client while Redis is away. The shared cache logs one warning instead.
 */
const LIBRARY_NOISE =
  /^(Redis client error|Redis command error|Failed to (re)?connect|Failed to setup SyncedMap|Failed to initialize Redis|Subscriber (client error|reconnect attempt)|Error (during|setting up|occurred while unlinking)|RedisStringsHandler)/;

function quietLibraryNoise() {
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = (first, ...rest) => {
      if (typeof first === 'string' && LIBRARY_NOISE.test(first)) return;
      original.call(console, first, ...rest);
    };
  }
}

/** Redis as the shared cache sees it: the library's handler once Redis has answered, and its connection state. */
function redisRemote({ url, keyPrefix }) {
  const listeners = new Set();
  let handler = null;
  let client = null;

  const announce = (ready) => listeners.forEach((listener) => listener(ready));

  let settle;
  const settled = new Promise((resolve) => (settle = resolve));

  // The library connects as it is built and cannot start without Redis, so it is built once Redis answers.
  async function connectWhenAnswering() {
    if (!(await redisAnswers(url))) {
      settle();
      announce(false);
      setTimeout(connectWhenAnswering, PROBE_INTERVAL_MS).unref();
      return;
    }
    handler = new RedisStringsHandler({ redisUrl: url, database: 0, keyPrefix });
    client = handler.client;
    // node-redis reconnects by itself; the library's own listener would only log and connect a second time.
    client.removeAllListeners('error');
    client.on('error', () => announce(false));
    client.on('end', () => announce(false));
    client.on('ready', () => {
      settle();
      announce(true);
    });
    // The first connection's own wait is bounded: the first requests are served before Redis or the timeout.
    setTimeout(settle, 3_000).unref();
  }
  void connectWhenAnswering();

  return {
    settled,
    isReady: () => Boolean(client?.isReady),
    onStateChange: (listener) => listeners.add(listener),
    get: async (key, ctx) => entryWithCacheControl(await handler.get(key, ctx)),
    set: (key, value, ctx) => handler.set(key, withCacheControl(value, ctx), ctx),
    revalidateTag: (tags, durations) => handler.revalidateTag(tags, durations),
    resetRequestCache: () => handler?.resetRequestCache(),
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

let sharedCache = null;

export default class ShopCacheHandler {
  constructor(context = {}) {
    if (sharedCache) return;
    const url = process.env.REDIS_URL;
    if (!url) throw new Error('server/shared-cache/cache-handler.mjs needs REDIS_URL');
    quietLibraryNoise();
    const remote = redisRemote({ url, keyPrefix: keyPrefixOf(context.serverDistDir) });
    // The server's metrics show whether Redis answers (services/observer.ts; absent outside the shop's server).
    remote.onStateChange((ready) => globalThis[Symbol.for('gamino.serverObserver')]?.sharedCacheReady(ready));
    sharedCache = createSharedCache({ remote, address: `Redis at ${redactedAddress(url)}` });
  }

  get(key, ctx) {
    return sharedCache.get(key, ctx);
  }

  set(key, value, ctx) {
    return sharedCache.set(key, value, ctx);
  }

  revalidateTag(tags, durations) {
    return sharedCache.revalidateTag(tags, durations);
  }

  resetRequestCache() {
    sharedCache.resetRequestCache();
  }
}
