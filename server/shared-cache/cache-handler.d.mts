// Types of server/shared-cache/cache-handler.mjs for the TypeScript that imports it (its unit tests).
import type { EventEmitter } from 'node:events';
import type { RemoteCache } from './shared-cache.mjs';

type Entry = { value: Record<string, unknown> | null; lastModified: number; cacheControl?: unknown };

/** What the remote uses of the library's RedisStringsHandler and of each node-redis client it opens. */
type LibraryClient = Pick<EventEmitter, 'on' | 'removeAllListeners'> & {
  readonly isReady: boolean;
  disconnect(): Promise<void>;
};
type SyncedMap = { subscriberClient: LibraryClient };
export type CacheLibrary = Pick<RemoteCache, 'get' | 'set' | 'revalidateTag'> & {
  client: LibraryClient;
  sharedTagsMap: SyncedMap;
  revalidatedTagsMap: SyncedMap;
  inMemoryDeduplicationCache: SyncedMap;
};

export declare function withCacheControl<T extends object | null>(value: T, ctx?: { cacheControl?: unknown }): T;
export declare function entryWithCacheControl<T extends Entry | null>(entry: T): T;
export declare function redisRemote(options: {
  url: string;
  keyPrefix: string;
  buildLibrary?: (options: Record<string, unknown>) => CacheLibrary;
  answers?: (url: string) => Promise<boolean>;
}): RemoteCache;
export default class ShopCacheHandler {
  constructor(context?: { serverDistDir?: string });
  get(key: string, ctx: { kind?: string; softTags?: string[] }): Promise<Entry | null>;
}
