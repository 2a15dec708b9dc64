// Types of server/shared-cache/cache-handler.mjs for the TypeScript that imports it (its unit tests).
type Entry = { value: Record<string, unknown> | null; lastModified: number; cacheControl?: unknown };

export declare function withCacheControl<T extends object | null>(value: T, ctx?: { cacheControl?: unknown }): T;
export declare function entryWithCacheControl<T extends Entry | null>(entry: T): T;
export default class ShopCacheHandler {
  constructor(context?: { serverDistDir?: string });
}
