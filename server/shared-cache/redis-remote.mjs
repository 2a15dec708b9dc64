// The shared store behind the cache (shared-cache.mjs): Next's cache entries in Redis through node-redis, and
// when each tag was last revalidated in one hash. An entry is checked against that hash as it is read, so a tag
// revalidated on one instance makes its entries stale on every instance at once, with no message to miss while
// an instance was away. node-redis reconnects by itself and reports through its events; nothing here logs.
import { createClient } from 'redis';
import { tagsOfEntry } from './shared-cache.mjs';

/** A read that takes longer counts as a miss: the page renders instead of waiting on a stuck Redis. */
const READ_TIMEOUT_MS = 500;
/** The first requests wait at most this long for the first connection. */
const FIRST_CONNECTION_WAIT_MS = 3_000;
/** An entry Next gives no expiry lives this long; a revalidated tag makes it stale sooner. */
const DEFAULT_LIFETIME_SECONDS = 14 * 24 * 60 * 60;

// Entries hold Buffers (a page's payload) and Maps (its segments), which JSON alone would flatten.
const BUFFER = '__shopBuffer';
const MAP = '__shopMap';

export function serializeEntry(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key];
    if (raw instanceof Uint8Array)
      return { [BUFFER]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') };
    if (raw instanceof Map) return { [MAP]: [...raw] };
    return value;
  });
}

export function deserializeEntry(text) {
  return JSON.parse(text, (key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (BUFFER in value) return Buffer.from(value[BUFFER], 'base64');
      if (MAP in value) return new Map(value[MAP]);
    }
    return value;
  });
}

const TIMED_OUT = Symbol('timed out');

/**
 * The read's answer, or TIMED_OUT once it took too long. The command itself goes on: node-redis 4 can lose
 * its queue's order when a command is withdrawn by an AbortSignal as the connection drops.
 */
function within(ms, read) {
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, ms, TIMED_OUT)));
  read.catch(() => {});
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}

/**
 * The remote store `createSharedCache` takes: `get`, `set` and `revalidateTag` as Next's cache handler has them,
 * `isReady()`, `onStateChange(listener)` and `settled` (the first connection's outcome, or the wait's end).
 */
export function createRedisRemote({ url, keyPrefix, connect = createClient }) {
  const tagsKey = `${keyPrefix}~revalidated-tags`;
  const entryKey = (key) => `${keyPrefix}${key}`;
  const listeners = new Set();
  const announce = (ready) => listeners.forEach((listener) => listener(ready));
  let settle;
  const settled = new Promise((resolve) => (settle = resolve));
  setTimeout(settle, FIRST_CONNECTION_WAIT_MS).unref();

  // Without the offline queue a command fails at once while Redis is away, and the instance's copy answers.
  const client = connect({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * (retries + 1), 2_000) },
  });
  client.on('ready', () => {
    settle();
    announce(true);
  });
  // An error is a lost or refused connection here: the client tries again by itself.
  client.on('error', () => {
    settle();
    announce(false);
  });
  client.on('end', () => announce(false));
  client.connect().catch(() => {});

  return {
    settled,
    isReady: () => client.isReady,
    onStateChange: (listener) => listeners.add(listener),

    /** The stored entry, or null when there is none or one of its tags (or Next's soft tags) was revalidated since. */
    async get(key, ctx) {
      const text = await within(READ_TIMEOUT_MS, client.get(entryKey(key)));
      if (!text || text === TIMED_OUT) return null;
      const entry = deserializeEntry(text);
      const tags = [...new Set([...(entry.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
      if (tags.length === 0) return entry;
      const revalidated = await within(READ_TIMEOUT_MS, client.hmGet(tagsKey, tags));
      if (revalidated === TIMED_OUT) return null;
      if (!revalidated.some((at) => at !== null && Number(at) >= entry.lastModified)) return entry;
      client.unlink(entryKey(key)).catch(() => {});
      return null;
    },

    async set(key, value, ctx) {
      const entry = { value, lastModified: Date.now(), tags: tagsOfEntry(value, ctx), cacheControl: ctx?.cacheControl };
      const expire = ctx?.cacheControl?.expire;
      const seconds = Number.isFinite(expire) && expire > 0 ? Math.ceil(expire) : DEFAULT_LIFETIME_SECONDS;
      await client.set(entryKey(key), serializeEntry(entry), { EX: seconds });
    },

    /** Marks the tags revalidated now: every entry stored under one of them before now is stale from here on. */
    async revalidateTag(tags) {
      if (tags.length === 0) return;
      const now = String(Date.now());
      await client.hSet(tagsKey, Object.fromEntries(tags.map((tag) => [tag, now])));
    },

    resetRequestCache() {},
  };
}
