// Next's cache handler when REDIS_URL is set (next.config.ts): the render and data caches in Redis
// (server/shared-cache/redis-remote.mjs), behind this instance's own copy (server/shared-cache/shared-cache.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createRedisRemote } from './redis-remote.mjs';
import { createSharedCache } from './shared-cache.mjs';

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
    const remote = createRedisRemote({ url, keyPrefix: keyPrefixOf(context.serverDistDir) });
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
