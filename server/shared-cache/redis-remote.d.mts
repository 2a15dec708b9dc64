// Types of server/shared-cache/redis-remote.mjs for the TypeScript that imports it (its unit tests).
import type { RemoteCache } from './shared-cache.mjs';

export declare function serializeEntry(entry: unknown): string;
export declare function deserializeEntry(text: string): unknown;
export declare function createRedisRemote(options: {
  url: string;
  keyPrefix: string;
  connect?: (options: Record<string, unknown>) => unknown;
}): RemoteCache;
