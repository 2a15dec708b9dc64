// Types of server/shared-cache/cache-handler.mjs for the TypeScript that imports it (its unit tests).
import type { RemoteCache } from './shared-cache.mjs';

type Entry = { value: Record<string, unknown> | null; lastModified: number; cacheControl?: unknown };

/** What the remote uses of a node-redis client. */
type LibraryClient = {
  readonly isReady: boolean;
  on(event: 'error' | 'ready', listener: (...args: unknown[]) => void): unknown;
  removeAllListeners(event: 'error'): unknown;
  disconnect(): Promise<void>;
};

/** What the remote uses of the library's RedisStringsHandler. */
export type CacheLibrary = Omit<RemoteCache, 'settled' | 'isReady' | 'onStateChange'> & {
  client: LibraryClient;
  sharedTagsMap: { subscriberClient: LibraryClient };
  revalidatedTagsMap: { subscriberClient: LibraryClient };
  inMemoryDeduplicationCache: { subscriberClient: LibraryClient };
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
