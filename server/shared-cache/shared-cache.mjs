// The render and data caches of every shop instance, kept in one Redis, with this instance's own copy
// to fall back on. While Redis answers it is the truth: an entry another instance rendered is served from it,
// and a tag revalidated anywhere is stale everywhere. While it does not, the instance serves what it last read
// or wrote itself, logs one warning, and sends the tags it revalidated meanwhile once Redis is back, so a
// publish during the outage is not lost. Plain JavaScript: Next loads the cache handler itself
// (server/shared-cache/cache-handler.mjs), outside any TypeScript loader.
import { LRUCache } from 'lru-cache';

/** At most this many bytes of entries are kept in the instance's own copy, the least recently used out first. */
export const LOCAL_COPY_BYTES = 64 * 1024 * 1024;

/** The size of an entry as the copy counts it: its page, payload and segments, or about a kilobyte. */
export function entrySize(entry) {
  const value = entry?.value;
  if (!value) return 1024;
  let bytes = 1024;
  if (typeof value.html === 'string') bytes += value.html.length * 2;
  if (value.rscData?.length) bytes += value.rscData.length;
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) bytes += segment?.length ?? 0;
  if (value.body?.length) bytes += value.body.length;
  if (typeof value.data?.body === 'string') bytes += value.data.body.length * 2;
  return bytes;
}

/** The tags an entry was stored under: a data read's own tags, or those Next recorded in a page's headers. */
export function tagsOfEntry(value, ctx) {
  if (Array.isArray(ctx?.tags)) return ctx.tags;
  const header = value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',').filter(Boolean) : [];
}

/**
 * This instance's copy: entries (each with the `tags` it was stored under) by key, the least recently used out
 * first past the byte budget, and when each tag was last revalidated.
 */
export function createLocalCopy({ maxBytes = LOCAL_COPY_BYTES, now = Date.now } = {}) {
  const entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: entrySize });
  const revalidatedAt = new Map();

  return {
    keep: (key, entry) => void entries.set(key, entry),
    /** The kept entry, unless one of its tags (or the soft tags Next asks with) was revalidated since. */
    get(key, softTags = []) {
      const entry = entries.get(key);
      if (!entry) return null;
      const stale = [...(entry.tags ?? []), ...softTags].some(
        (tag) => (revalidatedAt.get(tag) ?? -Infinity) >= entry.lastModified,
      );
      if (!stale) return entry;
      entries.delete(key);
      return null;
    },
    forget: (key) => void entries.delete(key),
    revalidate(tags) {
      const at = now();
      for (const tag of tags) revalidatedAt.set(tag, at);
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}

/**
 * The cache Next talks to. `remote` is the shared store: `get`, `set`, `revalidateTag` as Next's cache handler
 * has them, `isReady()`, `onStateChange(listener)` (called with true when it answers again, false when it goes
 * away) and `settled`, a promise of the first connection's outcome, which the first calls wait for. `warn` and
 * `info` take one line each.
 */
export function createSharedCache({
  remote,
  local = createLocalCopy(),
  warn = console.warn,
  info = console.log,
  address = 'Redis',
}) {
  const pendingTags = new Set();
  let outage = false;

  function noteOutage() {
    if (outage) return;
    outage = true;
    warn(`[cache] ${address} does not answer: this instance serves from its own copy until it does.`);
  }

  async function sendPendingTags() {
    if (pendingTags.size === 0) return;
    const tags = [...pendingTags];
    pendingTags.clear();
    try {
      await remote.revalidateTag(tags);
    } catch {
      for (const tag of tags) pendingTags.add(tag);
    }
  }

  remote.onStateChange((ready) => {
    if (!ready) {
      noteOutage();
      return;
    }
    if (outage) info(`[cache] ${address} answers again: the shared cache is back.`);
    outage = false;
    void sendPendingTags();
  });

  return {
    // Each call tries Redis while it is up; a call it cannot serve (down, or failing now) falls to the copy.
    async get(key, ctx) {
      await remote.settled;
      if (remote.isReady()) {
        try {
          const entry = await remote.get(key, ctx);
          // The shared store has nothing for the key (never stored, or revalidated elsewhere): neither has this copy.
          if (entry) local.keep(key, entry.tags ? entry : { ...entry, tags: tagsOfEntry(entry.value, ctx) });
          else local.forget(key);
          return entry;
        } catch {
          // Failing now: an outage, handled below.
        }
      }
      noteOutage();
      return local.get(key, ctx?.softTags);
    },

    async set(key, value, ctx) {
      await remote.settled;
      local.keep(key, {
        value,
        lastModified: Date.now(),
        tags: tagsOfEntry(value, ctx),
        cacheControl: ctx?.cacheControl,
      });
      if (remote.isReady()) {
        try {
          return await remote.set(key, value, ctx);
        } catch {
          // Failing now: an outage, handled below.
        }
      }
      noteOutage();
    },

    async revalidateTag(tagOrTags, durations) {
      const tags = [tagOrTags].flat();
      local.revalidate(tags);
      await remote.settled;
      if (remote.isReady()) {
        try {
          return await remote.revalidateTag(tags, durations);
        } catch {
          // Failing now: an outage, handled below.
        }
      }
      for (const tag of tags) pendingTags.add(tag);
      noteOutage();
    },

    resetRequestCache() {
      remote.resetRequestCache?.();
    },
  };
}
